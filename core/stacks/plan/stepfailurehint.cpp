#include "stacks/plan/stepfailurehint.h"

#include <QRegularExpression>

static QStringList devicesNamed(const PlanStep &step, const QStringList &output, const QRegularExpression &pattern)
{
    QStringList devices;
    for (const QString &line : output) {
        const QRegularExpressionMatch match = pattern.match(line);
        if (match.hasMatch() && !devices.contains(match.captured(1)))
            devices << match.captured(1);
    }
    return devices.isEmpty() ? step.devices : devices;
}

StepFailureHint StepFailureHint::forOutput(const PlanStep &step, const QStringList &output)
{
    const QString text = output.join(QLatin1Char('\n'));
    StepFailureHint hint;
    if (text.contains(QLatin1String("device is partitioned"))
        || text.contains(QLatin1String("partition table exists"))) {
        // pvcreate: "Cannot use /dev/disk/by-id/…: device is partitioned"
        static const QRegularExpression cannotUse(QStringLiteral("Cannot use (\\S+): device is partitioned"));
        hint.cause = Cause::Partitioned;
        hint.title = tr("device is partitioned");
        hint.advice = tr("The disk still carries a partition table (ZFS partitions whole disks, and zpool destroy "
                         "leaves the GPT behind). Check with readlink -f that it is a data disk, never the system "
                         "disk, then remove the partition table and run the step again:");
        for (const QString &device : devicesNamed(step, output, cannotUse))
            hint.commands << QStringLiteral("wipefs -a %1").arg(device);
    } else if (text.contains(QLatin1String("outdated PV"))) {
        // "WARNING: outdated PV /dev/sdc seqno 7 has been removed in current VG vg_raid seqno 10"
        static const QRegularExpression vg(QStringLiteral("outdated PV \\S+ .*in current VG (\\S+)"));
        hint.cause = Cause::OutdatedPv;
        hint.title = tr("outdated PV");
        hint.advice
            = tr("A disk came back with old LVM metadata. Clear it with the owning tool before reusing the disk:");
        const QRegularExpressionMatch match = vg.match(text);
        hint.commands << QStringLiteral("vgck --updatemetadata %1")
                             .arg(match.hasMatch() ? match.captured(1) : QStringLiteral("VG"));
    } else if (text.contains(QLatin1String("appears to be part of a raid array"))
        || text.contains(QLatin1String("has a superblock")) || text.contains(QLatin1String("old event count"))) {
        static const QRegularExpression member(QStringLiteral("mdadm: (\\S+) appears to be part of a raid array"));
        hint.cause = Cause::StaleMdSuperblock;
        hint.title = tr("stale md superblock");
        hint.advice = tr("The disk still claims to be a member of an old md array. Check with readlink -f that it is "
                         "a data disk, then clear the superblock and run the step again:");
        for (const QString &device : devicesNamed(step, output, member))
            hint.commands << QStringLiteral("mdadm --zero-superblock %1").arg(device);
    } else if (text.contains(QLatin1String("exec.program-missing"))
        || text.contains(QLatin1String("not found: install"))) {
        hint.cause = Cause::ProgramMissing;
        hint.title = tr("program missing");
        hint.advice = tr("The tool this step needs is not installed: install the package the message names.");
    } else {
        hint.advice = tr("Read the tool's error above, fix its cause, then run the step again. The plan stops here "
                         "so nothing runs on a half-built stack.");
    }
    return hint;
}
