#include "lab/labsessionstore.h"
#include "models/rebuildtrackmodel.h"
#include "monitor/lvsreportparser.h"
#include "monitor/mdstatparser.h"
#include "monitor/zpoolstatusparser.h"
#include "pages/rebuildpage.h"
#include "widgets/rebuildcharts.h"

#include "widgets/customplot.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

// The Rebuild page over the real outputs captured in the virtual lab: mdadm RAID5 degraded →
// recovering → rebuilt, ZFS raidz1 degraded → resilvering → resilvered, LVM raid5 degraded →
// repairing → repaired. Each capture goes through the same parser the helper's `sample` uses.
class TestRebuildPage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void captures_data();
    void captures();
    void overlaidStacksAndModelTester();
    void etaFromProgressRate();
    void recordedSession();
    void missingSessionSaysWhy();

private:
    static QString capture(const QString &name);
    static ProgressSample sampleOf(const QString &file, qint64 timestampMs);
};

QString TestRebuildPage::capture(const QString &name)
{
    QFile file(QStringLiteral(STACKLAB_TEST_DATA_DIR "/monitor/") + name);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing capture %s", qPrintable(name));
    return QString::fromUtf8(file.readAll());
}

ProgressSample TestRebuildPage::sampleOf(const QString &file, qint64 timestampMs)
{
    const QString text = capture(file);
    if (file.startsWith(QLatin1String("mdstat"))) {
        const auto result = MdstatParser::parse(text, timestampMs);
        if (!result.ok() || result.value.arrays.isEmpty())
            qFatal("mdstat capture %s does not parse", qPrintable(file));
        return result.value.arrays.constFirst().progress;
    }
    if (file.startsWith(QLatin1String("zpool"))) {
        const auto result = ZpoolStatusParser::parse(text, timestampMs);
        if (!result.ok() || result.value.isEmpty())
            qFatal("zpool capture %s does not parse", qPrintable(file));
        return result.value.constFirst().progress();
    }
    const auto result = LvsReportParser::parse(text, timestampMs);
    if (!result.ok())
        qFatal("lvs capture %s does not parse", qPrintable(file));
    // The top-level raid LV (not its hidden [..._rimage_N] parts) carries the array's state.
    for (const LvStatus &lv : result.value) {
        if (!lv.name.startsWith(QLatin1Char('[')))
            return lv.progress;
    }
    qFatal("lvs capture %s has no raid LV", qPrintable(file));
}

void TestRebuildPage::captures_data()
{
    QTest::addColumn<QString>("stack");
    QTest::addColumn<QStringList>("files");
    QTest::addColumn<QStringList>("states"); // the page's state after each sample
    QTest::addColumn<QStringList>("etas"); // the ETA column after each sample
    QTest::addColumn<int>("percentPoints"); // points on the progress graph

    QTest::newRow("mdadm raid5") << QStringLiteral("mdadm-raid5")
                                 << QStringList {QStringLiteral("mdstat-vm-degraded.txt"),
                                        QStringLiteral("mdstat-vm-rebuild.txt"),
                                        QStringLiteral("mdstat-vm-rebuilt.txt")}
                                 << QStringList {QStringLiteral("degraded"), QStringLiteral("rebuilding (recovery)"),
                                        QStringLiteral("finished")} // "finish=0.8min": md's own estimate, 48 s.
                                 << QStringList {QStringLiteral("—"), QStringLiteral("0:48"), QStringLiteral("done")}
                                 << 1;
    // Right after the resilver zpool still lists the pulled disk under replacing-1 and calls the
    // pool DEGRADED: the page says so too, until the scrub's status shows it ONLINE.
    QTest::newRow("zfs raidz1") << QStringLiteral("zfs-raidz1")
                                << QStringList {QStringLiteral("zpool-status-noscan-vm-degraded.txt"),
                                       QStringLiteral("zpool-status-vm-resilver.txt"),
                                       QStringLiteral("zpool-status-vm-resilvered.txt"),
                                       QStringLiteral("zpool-status-vm-scrubbed.txt")}
                                << QStringList {QStringLiteral("degraded"), QStringLiteral("rebuilding (resilver)"),
                                       QStringLiteral("degraded"), QStringLiteral("finished")} // "00:00:07 to go"
                                << QStringList {QStringLiteral("—"), QStringLiteral("0:07"), QStringLiteral("—"),
                                       QStringLiteral("done")}
                                << 3;
    QTest::newRow("lvm raid5") << QStringLiteral("lvm-raid5")
                               << QStringList {QStringLiteral("lvs-json-vm-degraded.json"),
                                      QStringLiteral("lvs-json-vm-repair.json"),
                                      QStringLiteral("lvs-json-vm-repaired.json")}
                               << QStringList {QStringLiteral("degraded"), QStringLiteral("rebuilding (recovery)"),
                                      QStringLiteral("finished")}
                               << QStringList {QStringLiteral("—"), QStringLiteral("—"), QStringLiteral("done")} << 3;
}

void TestRebuildPage::captures()
{
    QFETCH(QString, stack);
    QFETCH(QStringList, files);
    QFETCH(QStringList, states);
    QFETCH(QStringList, etas);
    QFETCH(int, percentPoints);

    RebuildPage page;
    page.resize(1000, 700);
    QAbstractItemModelTester tester(page.tracks(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    for (int i = 0; i < files.size(); ++i) {
        page.addSample(stack, QStringLiteral("rebuild"), sampleOf(files.at(i), 1'000'000 + i * 5000));
        QCOMPARE(page.tracks()->rowCount(), 1);
        const QModelIndex state = page.tracks()->index(0, RebuildTrackModel::StateColumn);
        QCOMPARE(state.data().toString(), states.at(i));
        QCOMPARE(page.tracks()->index(0, RebuildTrackModel::EtaColumn).data().toString(), etas.at(i));
    }
    const RebuildTrackModel::Track &track = page.tracks()->tracks().constFirst();
    QCOMPARE(track.samples.size(), files.size());
    // Time runs from the first sample: 0, 5, 10 s.
    QCOMPARE(track.points.at(1).seconds, 5.0);
    QCOMPARE(track.points.at(2).seconds, 10.0);
    page.charts()->replotNow();
    QCOMPARE(page.charts()->graphCount(), 1);
    QCOMPARE(page.charts()->progressPlot()->graph(0)->dataCount(), percentPoints);
    QCOMPARE(page.charts()->progressPlot()->graph(0)->name(), stack + QStringLiteral(" · rebuild"));
}

void TestRebuildPage::overlaidStacksAndModelTester()
{
    RebuildTrackModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    RebuildCharts charts(&model);
    // Two stacks recorded minutes apart overlay from zero on the same axes.
    model.addSample(QStringLiteral("mdadm-raid5"), QStringLiteral("rebuild"),
        sampleOf(QStringLiteral("mdstat-vm-rebuild.txt"), 10'000));
    model.addSample(QStringLiteral("zfs-raidz1"), QStringLiteral("resilver"),
        sampleOf(QStringLiteral("zpool-status-vm-resilver.txt"), 900'000));
    model.addSample(QStringLiteral("zfs-raidz1"), QStringLiteral("resilver"),
        sampleOf(QStringLiteral("zpool-status-vm-resilvered.txt"), 902'000));
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.rowOf(QStringLiteral("zfs-raidz1"), QStringLiteral("resilver")), 1);
    QCOMPARE(charts.graphCount(), 2);
    charts.replotNow(); // the graphs hold what the plots drew (decimated when they draw)
    QCOMPARE(charts.progressPlot()->graph(1)->data()->at(0)->key, 0.0);
    QCOMPARE(charts.progressPlot()->graph(1)->data()->at(1)->key, 2.0);
    QCOMPARE(charts.progressPlot()->graph(1)->data()->at(1)->value, 100.0);
    // md printed its speed: 9872K/sec.
    QCOMPARE(charts.speedPlot()->graph(0)->data()->at(0)->value, 9872.0 / 1024.0);
    QCOMPARE(model.index(0, RebuildTrackModel::SpeedColumn).data().toString(), QStringLiteral("9.6 MiB/s"));
    QCOMPARE(model.index(0, RebuildTrackModel::PercentColumn).data().toString(), QStringLiteral("1.8 %"));
    // A new run of zfs-raidz1 starts a fresh curve; mdadm-raid5's stays for the comparison.
    model.clearStack(QStringLiteral("zfs-raidz1"));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.rowOf(QStringLiteral("mdadm-raid5"), QStringLiteral("rebuild")), 0);
    QCOMPARE(charts.graphCount(), 1);
    model.addSample(QStringLiteral("zfs-raidz1"), QStringLiteral("resilver"),
        sampleOf(QStringLiteral("zpool-status-vm-resilvered.txt"), 950'000));
    QCOMPARE(model.tracks().at(1).samples.size(), 1);
    charts.replotNow();
    QCOMPARE(charts.progressPlot()->graph(1)->data()->at(0)->key, 0.0);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(charts.graphCount(), 0);
}

void TestRebuildPage::etaFromProgressRate()
{
    // No ETA and no speed printed (btrfs replace): the progress rate gives one.
    RebuildTrackModel model;
    ProgressSample a;
    a.state = ProgressState::Replace;
    a.percent = 10.0;
    a.timestampMs = 0;
    ProgressSample b = a;
    b.percent = 30.0;
    b.timestampMs = 10'000;
    model.addSample(QStringLiteral("btrfs-raid1"), QStringLiteral("rebuild"), a);
    QCOMPARE(model.tracks().constFirst().etaSeconds(), std::nullopt);
    model.addSample(QStringLiteral("btrfs-raid1"), QStringLiteral("rebuild"), b);
    // 2 %/s, 70 % to go.
    QCOMPARE(model.tracks().constFirst().etaSeconds(), std::optional<qint64>(35));
    QCOMPARE(RebuildTrackModel::etaText(35), QStringLiteral("0:35"));
    QCOMPARE(RebuildTrackModel::etaText(7380), QStringLiteral("2 h 03 min"));
}

void TestRebuildPage::recordedSession()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    {
        QString error;
        auto store = LabSessionStore::open(dir.path(), &error);
        QVERIFY2(store, qPrintable(error));
        SessionMetadata meta;
        meta.name = QStringLiteral("captures");
        meta.target = QStringLiteral("vm");
        meta.stacks = {QStringLiteral("mdadm-raid5")};
        QVERIFY(store->setMetadata(meta));
        int i = 0;
        for (const char *file : {"mdstat-vm-initial-recovery.txt", "mdstat-vm-clean.txt"})
            QVERIFY(store->addProgress(
                {QStringLiteral("mdadm-raid5"), QStringLiteral("sync"), sampleOf(QLatin1String(file), 1000 * ++i)}));
        for (const char *file : {"mdstat-vm-degraded.txt", "mdstat-vm-rebuild.txt", "mdstat-vm-rebuilt.txt"})
            QVERIFY(store->addProgress(
                {QStringLiteral("mdadm-raid5"), QStringLiteral("rebuild"), sampleOf(QLatin1String(file), 1000 * ++i)}));
    }
    RebuildPage page;
    QString error;
    QVERIFY2(page.openSession(dir.path(), &error), qPrintable(error));
    QCOMPARE(page.tracks()->rowCount(), 2);
    QCOMPARE(page.tracks()->index(0, RebuildTrackModel::KindColumn).data().toString(), QStringLiteral("sync"));
    QCOMPARE(page.tracks()->index(0, RebuildTrackModel::StateColumn).data().toString(), QStringLiteral("finished"));
    QCOMPARE(page.tracks()->index(1, RebuildTrackModel::StateColumn).data().toString(), QStringLiteral("finished"));
    QCOMPARE(page.tracks()->tracks().at(1).samples.size(), 3);
    QCOMPARE(page.charts()->graphCount(), 2);
    // "%n track(s)": the plural comes from the translation.
    QVERIFY2(page.statusNote().startsWith(QLatin1String("2 track")), qPrintable(page.statusNote()));
}

void TestRebuildPage::missingSessionSaysWhy()
{
    QTemporaryDir dir;
    RebuildPage page;
    QString error;
    QVERIFY(!page.openSession(dir.path(), &error));
    QVERIFY2(error.contains(QLatin1String("session.json")), qPrintable(error));
    // Nothing was created in the folder that is not a session.
    QVERIFY(QDir(dir.path()).entryList(QDir::NoDotAndDotDot | QDir::AllEntries).isEmpty());
}

QTEST_MAIN(TestRebuildPage)
#include "tst_rebuildpage.moc"
