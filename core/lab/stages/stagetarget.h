#pragma once

#include "lab/target/labtarget.h"

#include <QMap>
#include <QString>
#include <QStringList>

#include <functional>
#include <utility>

class StageContext;

// The lab target a stage runs on, as a stage needs it: its disks' kernel names now (they change
// with a boot), what runs it, how fast its disks are, and, for the power-cut drill, its power
// switched off and on. Without a target (the GUI's Lab page before one started, tests with a bare
// client) the figures are empty and the power cycle is refused. A stage asks for it with
// lab.target().
class StageTarget {
public:
    explicit StageTarget(StageContext &lab);

    void set(LabTarget *target) { m_target = target; }
    bool isVirtual() const { return m_target && m_target->kind() == LabTarget::Kind::Virtual; }

    // Stable ID -> kernel name of the target's disks now; empty without a target.
    QMap<QString, QString> kernelNames() const;
    // LabTarget::hostVersions(); empty without a target.
    QMap<QString, QString> hostVersions() const;
    // LabTarget::diskProfile() and the size of each lab disk; an empty profile without a virtual lab.
    std::pair<DiskProfile, qint64> diskProfile() const;

    // The power-cut drill: the target cuts the guest's power and switches it on without
    // pulledDisks; the context lets go of the dying helper first and speaks to the new one after
    // (every call reads the client anew: nothing keeps the old one). A plan step running at the
    // cut is recorded as cancelled by it and never calls back. done(ok, error, times) once the new
    // helper claimed the disks, or with the reason it could not.
    using PowerCycled = std::function<void(bool ok, const QString &error, const LabTarget::PowerCycleTimes &times)>;
    void powerCycle(const QStringList &pulledDisks, PowerCycled done);

private:
    StageContext &m_lab;
    LabTarget *m_target = nullptr;
};
