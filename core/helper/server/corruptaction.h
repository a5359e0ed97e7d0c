#pragma once

#include "helper/actions/labaction.h"
#include "helper/server/corruptionplan.h"
#include "helper/server/deviceidentity.h"

// corrupt: overwrites N blocks of 4 KiB of one member with random data, behind the stack's back,
// the way a disk returns silently wrong data. The helper finds the member's data area itself from
// the stack's own metadata (CorruptionPlan), spreads the blocks over it from the seed, writes them
// with O_DIRECT and lists every offset it wrote. The validator made sure the node is a present,
// claimed member of the request's stack.
class ExecPolicy;

class CorruptAction : public LabAction {
    Q_OBJECT

public:
    // The policy runs the stack's read-only tools (mdadm --examine, pvs, lvs) and must outlive
    // the action (the helper's one ExecPolicy does).
    CorruptAction(const QString &id, const ExecPolicy &policy, QString stack, DeviceIdentity member, int blocks,
        quint64 seed, QObject *parent = nullptr);

protected:
    Outcome work() override;

private:
    // The member's data area per its stack's layout; empty with *error when it cannot be read.
    QList<CorruptionPlan::Range> dataArea(QString *error) const;
    // The member's largest partition (ZFS's vdev) or the whole device, from sysfs, in bytes.
    CorruptionPlan::Range vdevOf(QString *error) const;
    QString runTool(const QStringList &argv, QString *error) const;

    const ExecPolicy &m_policy;
    QString m_stack;
    DeviceIdentity m_member;
    int m_blocks;
    quint64 m_seed;
};
