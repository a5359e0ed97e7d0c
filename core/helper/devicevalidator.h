#pragma once

#include "helper/devicefacts.h"
#include "helper/helperprotocol.h"

#include <QCoreApplication>

// Checks one device name a client sent and resolves it to the real node. Every refusal names
// its rule (device.*, see docs/helper-protocol.md).
class DeviceValidator {
    Q_DECLARE_TR_FUNCTIONS(DeviceValidator)

public:
    enum class Purpose {
        Claim, // the disk must be free: not in use, not mounted, not held
        Run, // the disk was claimed free; now only the lab's own mounts under labMountRoot are allowed
    };

    // labMountRoot: the directory under which the session's own mounts live (<labRoot>/<session>).
    DeviceValidator(const DeviceFacts &facts, QString labMountRoot);

    // Checks the name only (no system access): empty, option-like, control characters, length, absolute.
    static HelperRefusal checkName(const QString &field, const QString &device);

    // Full check; on success stores the resolved node (e.g. /dev/loop3) in *node.
    HelperRefusal check(const QString &field, const QString &device, Purpose purpose, QString *node) const;

private:
    const DeviceFacts &m_facts;
    QString m_labMountRoot;
};
