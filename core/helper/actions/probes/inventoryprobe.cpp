#include "helper/actions/probes/inventoryprobe.h"

#include "helper/actions/execpolicy.h"
#include "ownership/labowner.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QRegularExpression>

namespace {

constexpr int TimeoutMs = 20000;

// stdout alone: LVM and zpool print warnings on stderr that would break the JSON and tables.
bool run(const ExecPolicy &policy, const QStringList &argv, QString *text, QString *why)
{
    const QString program = policy.resolve(argv.first(), why);
    if (program.isEmpty())
        return false;
    QProcess process;
    policy.prepare(&process, program, argv.mid(1));
    process.setStandardInputFile(QProcess::nullDevice());
    process.start();
    if (!process.waitForStarted(TimeoutMs) || !process.waitForFinished(TimeoutMs)) {
        process.kill();
        process.waitForFinished(1000);
        *why = InventoryProbe::tr("%1 did not answer within %2 s.")
                   .arg(argv.join(QLatin1Char(' ')))
                   .arg(TimeoutMs / 1000);
        return false;
    }
    const QByteArray out = process.readAllStandardOutput().left(InventoryProbe::MaxSourceBytes);
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0) {
        const QString err = QString::fromUtf8(process.readAllStandardError().left(2000)).trimmed();
        *why = InventoryProbe::tr("%1 exited with %2: %3")
                   .arg(argv.join(QLatin1Char(' ')))
                   .arg(process.exitCode())
                   .arg(err);
        return false;
    }
    *text = QString::fromUtf8(out);
    return true;
}

} // namespace

const QList<InventoryProbe::Source> &InventoryProbe::sources()
{
    static const QList<Source> list = {
        {QStringLiteral("vgs"),
            {QStringLiteral("vgs"), QStringLiteral("--reportformat"), QStringLiteral("json"), QStringLiteral("-o"),
                QStringLiteral("vg_name,pv_count,lv_count,vg_size"), QStringLiteral("--units"), QStringLiteral("b")}},
        {QStringLiteral("pvs"),
            {QStringLiteral("pvs"), QStringLiteral("--reportformat"), QStringLiteral("json"), QStringLiteral("-o"),
                QStringLiteral("pv_name,vg_name,pv_size"), QStringLiteral("--units"), QStringLiteral("b")}},
        {QStringLiteral("lvs"),
            {QStringLiteral("lvs"), QStringLiteral("--reportformat"), QStringLiteral("json"), QStringLiteral("-o"),
                QStringLiteral("vg_name,lv_name,lv_attr,lv_size,segtype,devices"), QStringLiteral("--units"),
                QStringLiteral("b")}},
        {QStringLiteral("zpool-list"),
            {QStringLiteral("zpool"), QStringLiteral("list"), QStringLiteral("-H"), QStringLiteral("-p"),
                QStringLiteral("-o"), QStringLiteral("name,size,alloc,health")}},
        {QStringLiteral("zpool-status"), {QStringLiteral("zpool"), QStringLiteral("status"), QStringLiteral("-P")}},
        {QStringLiteral("btrfs-filesystem-show"),
            {QStringLiteral("btrfs"), QStringLiteral("filesystem"), QStringLiteral("show")}},
        {QStringLiteral("findmnt"),
            {QStringLiteral("findmnt"), QStringLiteral("-J"), QStringLiteral("-l"), QStringLiteral("-o"),
                QStringLiteral("TARGET,SOURCE,FSTYPE")}},
        {QStringLiteral("losetup"), {QStringLiteral("losetup"), QStringLiteral("-J"), QStringLiteral("-l")}},
    };
    return list;
}

QStringList InventoryProbe::arraysIn(const QString &mdstat)
{
    static const QRegularExpression array(QStringLiteral("^(md[0-9]+) : "), QRegularExpression::MultilineOption);
    QStringList names;
    for (auto it = array.globalMatch(mdstat); it.hasNext();)
        names << it.next().captured(1);
    return names;
}

QJsonObject InventoryProbe::take(const ExecPolicy &policy, const QString &loopLabRoot)
{
    QJsonObject texts;
    QJsonObject missing;
    // No md in the kernel: no /proc/mdstat, and nothing to list.
    QFile mdstat(QStringLiteral("/proc/mdstat"));
    if (mdstat.open(QIODevice::ReadOnly)) {
        const QString text = QString::fromUtf8(mdstat.read(MaxSourceBytes));
        texts.insert(QStringLiteral("mdstat"), text);
        for (const QString &md : arraysIn(text)) {
            QString out;
            QString why;
            if (run(policy, {QStringLiteral("mdadm"), QStringLiteral("--detail"), QStringLiteral("/dev/") + md}, &out,
                    &why))
                texts.insert(QStringLiteral("mdadm-detail/") + md, out);
            else
                missing.insert(QStringLiteral("mdadm-detail/") + md, why);
        }
    }
    for (const Source &source : sources()) {
        QString out;
        QString why;
        if (run(policy, source.argv, &out, &why))
            texts.insert(source.key, out);
        else
            missing.insert(source.key, why);
    }
    QJsonArray labs;
    const QDir root(loopLabRoot);
    for (const QString &session : root.entryList(QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name)) {
        const LabOwner owner = LabOwner::read(root.filePath(session) + QLatin1Char('/') + LabOwner::loopLabFileName());
        labs.append(QJsonObject {{QStringLiteral("session"), session},
            {QStringLiteral("directory"), root.filePath(session)}, {QStringLiteral("ownerPid"), owner.pid},
            {QStringLiteral("ownerAlive"), owner.isValid() && owner.isAlive()}});
    }
    return {
        {QStringLiteral("sources"), texts}, {QStringLiteral("missing"), missing}, {QStringLiteral("loopLabs"), labs}};
}
