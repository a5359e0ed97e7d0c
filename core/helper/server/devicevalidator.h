#pragma once

#include "helper/protocol/helperprotocol.h"
#include "helper/server/devicefacts.h"

#include <QCoreApplication>

// Resolves one device name a client sent to the device it names now and checks that device.
// The name is only where to look: the verdict is on the device number found there (st_rdev),
// and what the helper passes on is the kernel's own node for that number. Every refusal names
// its rule (device.*, see docs/helper-protocol.md).
class DeviceValidator {
    Q_DECLARE_TR_FUNCTIONS(DeviceValidator)

public:
    enum class Purpose {
        Claim, // the disk must be free: not in use, not mounted, not held, and have a medium
        Run, // the disk was claimed free; now only the lab's own mounts under labMountRoot are allowed
    };

    // labMountRoot: the directory under which the session's own mounts live (<labRoot>/<session>).
    DeviceValidator(const DeviceFacts &facts, QString labMountRoot);

    // Checks the name only (no system access): empty, option-like, control characters, length, absolute.
    static HelperRefusal checkName(const QString &field, const QString &device);

    // Only the resolution: the name is usable, the path leads to a block node on the devtmpfs
    // mounted at /dev, the kernel has a device with its number, and the kernel's own node for that
    // number is there with the same number. On success fills *identity.
    HelperRefusal resolve(const QString &field, const QString &device, DeviceIdentity *identity) const;

    // resolve(), then the rules for PURPOSE by number: not a partition, not the system disk,
    // mounts, and for a claim a medium, not in use, not held.
    HelperRefusal check(const QString &field, const QString &device, Purpose purpose, DeviceIdentity *identity) const;

private:
    const DeviceFacts &m_facts;
    QString m_labMountRoot;
};

// A printable form of a name that may carry control characters (at most 80 of them).
QString printableDeviceName(const QString &device);
