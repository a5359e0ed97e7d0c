#include "stacks/donealready.h"

QList<DoneAlready> DoneAlreadyStates::of(const PlanStep &step)
{
    // umount MNT, util-linux 2.38.1 (LC_ALL=C), captured on this machine: exit 32 with
    // "umount: MNT: not mounted." for an empty mount point and "umount: MNT: no mount point
    // specified." when it does not exist. The md, LVM and ZFS teardown commands get theirs once
    // their messages are captured in the virtual lab.
    if (step.argv.size() == 2 && step.argv.first() == QLatin1String("umount")) {
        const QString mountPoint = step.argv.at(1);
        const QString already = tr("already unmounted");
        return {{32, mountPoint + QStringLiteral(": not mounted."), already},
            {32, mountPoint + QStringLiteral(": no mount point specified."), already}};
    }
    return {};
}

QString DoneAlreadyStates::match(const PlanStep &step, int exitCode, const QByteArray &output)
{
    const QString text = QString::fromUtf8(output);
    for (const DoneAlready &state : of(step)) {
        if (state.exitCode == exitCode && !state.says.isEmpty() && text.contains(state.says))
            return state.note;
    }
    return {};
}
