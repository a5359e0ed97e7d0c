#pragma once

#include "helper/protocol/helperprotocol.h"
#include "helper/server/devicefacts.h"
#include "stacks/plan/plan.h"

#include <QCoreApplication>
#include <QHash>

// One path in a step's argv that the helper resolved or derived itself, and how to check it again
// right before the command runs.
struct PathCheck {
    enum class Kind {
        Node, // a device of the request: its kernel node, which must still carry its number
        Partition, // a partition of a request device (zpool labelclear /dev/sdc1): absent, or on that disk
        CreatedDevice, // what the plan creates (/dev/md/data, an LV): absent, or md/dm on the request's disks only
        SysfsDelete, // /sys/block/<kernel name>/device/delete of a request device: still that device
        MdAttribute, // /sys/block/mdN/md/<attribute> of an array on the request's disks only
        BackingFile, // the loop-lab file behind a request device: a regular file, no link on the way
        InputDevice, // /dev/zero or /dev/urandom read by dd: the character device itself
    };
    Kind kind = Kind::Node;
    QString path;
    DeviceNumber number; // Node, SysfsDelete: the device; Partition: its whole disk; InputDevice: 1:5 or 1:9
    QString medium; // SysfsDelete: the medium claimed, so a new disk under the old name is not pulled
    QList<DeviceNumber> allowed; // CreatedDevice, MdAttribute: the request's devices
    bool operator==(const PathCheck &) const = default;
};

// What the helper itself resolved for one request: the only sources of an argv path.
struct StepPathContext {
    QList<DeviceIdentity> devices; // present devices of the request (members, spare, device options)
    QList<DeviceIdentity> pulled; // pulled devices, as they were claimed
    QStringList createdDevices; // Plan::createdDevices
    QString mountRoot; // <labRoot>/<session>, where the session's mounts and files live
    QHash<QString, QString> backingFiles; // request node -> its loop-lab backing file
};

// Every path of a step's argv must come from the helper's own resolution: a kernel node it
// resolved (or a partition of one), a device the plan creates, the session's own files and
// sysfs entries. Nothing a client typed reaches a command line.
class StepPaths {
    Q_DECLARE_TR_FUNCTIONS(StepPaths)

public:
    // Classifies every path in the step's argv; refuses one that the helper did not resolve or
    // derive (exec.path-not-resolved, exec.path-outside-lab, device.pulled).
    static HelperRefusal classify(const PlanStep &step, const StepPathContext &context, QList<PathCheck> *checks);

    // Checks every path against the system as it is now. Run once when the request is validated
    // and again immediately before each start of the command: a device swapped in between is
    // refused (device.changed, request.step-device-unclaimed, exec.path-outside-lab).
    static HelperRefusal recheck(const DeviceFacts &facts, const QList<PathCheck> &checks, const QString &stepId);

    // The path an argument names: "/dev/sdc" itself, "of=/x" and "mountpoint=/x" their value;
    // empty for anything else ("tank/data", "-o").
    static QString pathOf(const QString &argument);
};
