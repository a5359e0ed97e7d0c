#include "helper/actions/probes/toolversions.h"

#include "helper/actions/execpolicy.h"
#include "helper/actions/probes/stacksampler.h"

#include <sys/utsname.h>

const QList<ToolVersions::Probe> &ToolVersions::probes()
{
    // `zfs version` names the userland and the loaded module, which can differ after an upgrade.
    static const QList<Probe> list = {
        {QStringLiteral("mdadm"), {QStringLiteral("mdadm"), QStringLiteral("--version")}, 1},
        {QStringLiteral("lvm2"), {QStringLiteral("lvs"), QStringLiteral("--version")}, 1},
        {QStringLiteral("zfs"), {QStringLiteral("zfs"), QStringLiteral("version")}, 2},
        {QStringLiteral("btrfs-progs"), {QStringLiteral("btrfs"), QStringLiteral("--version")}, 1},
        {QStringLiteral("xfsprogs"), {QStringLiteral("mkfs.xfs"), QStringLiteral("-V")}, 1},
    };
    return list;
}

QString ToolVersions::fromOutput(const Probe &probe, const QByteArray &output)
{
    QStringList kept;
    for (const QString &line : QString::fromUtf8(output).split(QLatin1Char('\n'))) {
        const QString simple = line.simplified();
        if (simple.isEmpty())
            continue;
        kept << simple.left(160);
        if (kept.size() == probe.lines)
            break;
    }
    return kept.join(QLatin1String("; "));
}

QMap<QString, QString> ToolVersions::probeAll(const ExecPolicy &policy)
{
    QMap<QString, QString> versions;
    struct utsname name { };
    if (::uname(&name) == 0)
        versions.insert(QStringLiteral("kernel"), QString::fromUtf8(name.release));
    for (const Probe &probe : probes()) {
        QString error;
        if (policy.resolve(probe.argv.first(), &error).isEmpty()) {
            versions.insert(
                probe.tool, tr("not installed (package %1)").arg(HelperPrograms::packageFor(probe.argv.first())));
            continue;
        }
        QByteArray output;
        int exitCode = 0;
        if (!StackSampler::runCommand(policy, probe.argv, &output, &exitCode, &error)) {
            versions.insert(probe.tool, error);
            continue;
        }
        const QString text = fromOutput(probe, output);
        versions.insert(probe.tool,
            exitCode == 0 && !text.isEmpty()
                ? text
                : tr("%1 exited with %2: %3").arg(probe.argv.join(QLatin1Char(' '))).arg(exitCode).arg(text));
    }
    return versions;
}
