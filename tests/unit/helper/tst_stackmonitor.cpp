// monitorSourceFor(): every stack the recipes know gets a status source, and the names it reads
// (md device, VG/LV, pool, mount point) are the ones the stack's own plan creates.
#include "helper/actions/execpolicy.h"
#include "helper/server/requestvalidator.h"
#include "stacks/catalog/stackmonitor.h"
#include "stacks/catalog/stackrecipes.h"

#include <QTest>

class TestStackMonitor : public QObject {
    Q_OBJECT

private slots:
    void everyStackHasASource_data();
    void everyStackHasASource();
    void mdKernelNameFollowsTheRequest();
    void unknownStackHasNone();

private:
    const ExecPolicy m_policy; // the helper's one policy, handed to what runs programs
};

namespace {

RecipeRequest requestFor(const StackInfo &info)
{
    RecipeRequest request;
    request.stack = info.name;
    request.session = QStringLiteral("s1");
    int count = std::max(info.minDisks, 2);
    if (count % info.diskMultiple != 0)
        count += info.diskMultiple - count % info.diskMultiple;
    for (int i = 0; i < count; ++i)
        request.disks << QStringLiteral("/dev/sd") + QChar(u'b' + i); // pure: nothing is looked up
    request.spare = QStringLiteral("/dev/sdz");
    return request;
}

// Every argv of the plan's build and mount phases, as one list of words.
QStringList buildWords(const Plan &plan)
{
    QStringList words;
    for (const PlanPhase &phase : plan.phases) {
        if (phase.name != QLatin1String("build") && phase.name != QLatin1String("mount"))
            continue;
        for (const PlanStep &step : phase.steps)
            words << step.argv;
    }
    return words;
}

} // namespace

void TestStackMonitor::everyStackHasASource_data()
{
    QTest::addColumn<QString>("stack");
    const QList<StackInfo> infos = stackInfos();
    QVERIFY(infos.size() >= 19); // mdadm 4, LVM 3, thin 1, ZFS 8, btrfs 3
    for (const StackInfo &info : infos)
        QTest::newRow(qPrintable(info.name)) << info.name;
}

void TestStackMonitor::everyStackHasASource()
{
    QFETCH(QString, stack);
    StackInfo info;
    for (const StackInfo &candidate : stackInfos()) {
        if (candidate.name == stack)
            info = candidate;
    }
    const RecipeRequest request = requestFor(info);
    const PlanOrError built = buildPlan(request);
    QVERIFY2(built.ok(), qPrintable(built.error));
    const QStringList words = buildWords(built.plan);
    const StackMonitorSource source = monitorSourceFor(request);
    QVERIFY(source.kind != StackMonitorSource::Kind::None);
    QVERIFY(!stackMonitorKindName(source.kind).isEmpty());
    QVERIFY(!source.target.isEmpty());

    switch (source.kind) {
    case StackMonitorSource::Kind::Md:
        // mdadm --create <target> …
        QVERIFY2(words.contains(source.target), qPrintable(words.join(QLatin1Char(' '))));
        QVERIFY(words.contains(QStringLiteral("--create")));
        QCOMPARE(source.files, QStringList {QStringLiteral("/proc/mdstat")});
        QCOMPARE(source.mdKernelName, QStringLiteral("md127"));
        QVERIFY(source.commands.isEmpty());
        break;
    case StackMonitorSource::Kind::Lvs: {
        // vgcreate <vg> …, lvcreate … -n <lv> <vg>
        const QString vg = source.target.section(QLatin1Char('/'), 0, 0);
        const QString lv = source.target.section(QLatin1Char('/'), 1);
        QVERIFY2(words.contains(vg), qPrintable(vg));
        const qsizetype name = words.indexOf(QStringLiteral("-n"));
        QVERIFY(name >= 0);
        QCOMPARE(words.value(name + 1), lv);
        QCOMPARE(source.commands.size(), 1);
        QCOMPARE(source.commands.first().last(), vg);
        QVERIFY(source.commands.first().contains(QStringLiteral("json")));
        break;
    }
    case StackMonitorSource::Kind::Zpool:
        // zpool create … <pool> …
        QVERIFY(words.contains(QStringLiteral("create")));
        QVERIFY2(words.contains(source.target), qPrintable(words.join(QLatin1Char(' '))));
        QCOMPARE(source.commands.size(), 2);
        QCOMPARE(source.commands.first(),
            (QStringList {QStringLiteral("zpool"), QStringLiteral("status"), QStringLiteral("-p"), source.target}));
        break;
    case StackMonitorSource::Kind::Btrfs:
        // mount <disk> <target>
        QCOMPARE(source.target, QStringLiteral("/mnt/stacklab/s1/") + stack);
        QVERIFY(words.contains(source.target));
        QCOMPARE(source.commands.size(), 2);
        break;
    case StackMonitorSource::Kind::None:
        QFAIL("no source");
    }
    // Only read-only status commands, each on the helper's allow-list.
    for (const QStringList &argv : source.commands) {
        QVERIFY(m_policy.allowedPrograms().contains(argv.first()));
        QVERIFY2(argv.contains(QStringLiteral("status")) || argv.first() == QLatin1String("lvs"),
            qPrintable(argv.join(QLatin1Char(' '))));
    }
}

void TestStackMonitor::mdKernelNameFollowsTheRequest()
{
    RecipeRequest request;
    request.stack = QStringLiteral("mdadm-raid5");
    request.kernelNames.insert(QStringLiteral("/dev/md/data"), QStringLiteral("md5"));
    QCOMPARE(monitorSourceFor(request).mdKernelName, QStringLiteral("md5"));
    request.stack = QStringLiteral("lvm-thin-md-raid5"); // the thin pool's redundancy is the md array
    QCOMPARE(monitorSourceFor(request).kind, StackMonitorSource::Kind::Md);
}

void TestStackMonitor::unknownStackHasNone()
{
    RecipeRequest request;
    request.stack = QStringLiteral("../../etc");
    QCOMPARE(monitorSourceFor(request).kind, StackMonitorSource::Kind::None);
    QCOMPARE(stackMonitorKindName(StackMonitorSource::Kind::None), QString());
}

QTEST_GUILESS_MAIN(TestStackMonitor)
#include "tst_stackmonitor.moc"
