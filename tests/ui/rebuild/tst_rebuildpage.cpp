#include "disks/inventory/diskwatcher.h"
#include "lab/session/labsessionfolder.h"
#include "lab/session/labsessionstore.h"
#include "mainwindow.h"
#include "models/rebuildtrackmodel.h"
#include "monitor/parsers/lvsreportparser.h"
#include "monitor/parsers/mdstatparser.h"
#include "monitor/parsers/zpoolstatusparser.h"
#include "pages/labpage.h"
#include "pages/rebuildpage.h"
#include "stacklabgui.h"
#include "widgets/loadlatencychart.h"
#include "widgets/opensessionbutton.h"
#include "widgets/rebuildcharts.h"
#include "workload/results/latencyhistogram.h"

#include "widgets/customplot.h"

#include <QAbstractItemModelTester>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QSignalSpy>
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
    void durationAndSpeedsPerTrack();
    void shortRebuildShowsItsRealDuration();
    void openSessionListsRecentSessions();
    void missingSessionSaysWhy();
    void foregroundLatencyFromTheFirstSample();
    void axesFitTheCopy();
    void clockBeforeTheFirstSample();
    void legendsNeverCoverTheCurves();
    void scrubRowHasItsClockAndSpeeds();
    void liveEndsWithTheRun();

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

// A recorded series of an md recovery (1 s samples, byte counts as /proc/mdstat gives them):
// the table says how long it took and how fast it went on average and at best.
void TestRebuildPage::durationAndSpeedsPerTrack()
{
    constexpr qint64 MiB = 1024 * 1024;
    RebuildTrackModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const qint64 done[] = {0, 10 * MiB, 30 * MiB, 40 * MiB};
    for (int i = 0; i < 4; ++i) {
        ProgressSample sample;
        sample.timestampMs = 50'000 + i * 1000;
        sample.state = ProgressState::Recovery;
        sample.bytesDone = done[i];
        sample.bytesTotal = 48 * MiB;
        sample.percent = 100.0 * double(done[i]) / double(48 * MiB);
        model.addSample(QStringLiteral("mdadm-raid5"), QStringLiteral("rebuild"), sample);
        // Live from the first sample: a row, a duration so far.
        QCOMPARE(model.rowCount(), 1);
        QCOMPARE(model.index(0, RebuildTrackModel::DurationColumn).data().toString(),
            RebuildTrackModel::durationText(double(i)));
    }
    ProgressSample finished;
    finished.timestampMs = 54'000;
    finished.state = ProgressState::Finished;
    finished.bytesDone = 48 * MiB;
    finished.bytesTotal = 48 * MiB;
    model.addSample(QStringLiteral("mdadm-raid5"), QStringLiteral("rebuild"), finished);
    const RebuildTrackModel::Track &track = model.tracks().constFirst();
    QCOMPARE(track.durationSeconds(), std::optional<double>(4.0));
    QCOMPARE(model.index(0, RebuildTrackModel::DurationColumn).data().toString(), QStringLiteral("4.0 s"));
    // 48 MiB in 4 s; the fastest second copied 20 MiB.
    QCOMPARE(model.index(0, RebuildTrackModel::MeanSpeedColumn).data().toString(), QStringLiteral("12.0 MiB/s"));
    QCOMPARE(model.index(0, RebuildTrackModel::PeakSpeedColumn).data().toString(), QStringLiteral("20.0 MiB/s"));
    // Finished: no "speed now" of 0.0 MiB/s.
    QCOMPARE(model.index(0, RebuildTrackModel::SpeedColumn).data().toString(), QStringLiteral("—"));
    QCOMPARE(RebuildTrackModel::durationText(65.0), QStringLiteral("1:05"));
    QCOMPARE(RebuildTrackModel::durationText(std::nullopt), QStringLiteral("—"));
}

// A resilver of 64.7 MiB that ended before the first sample (the scenario runner samples once
// more after the rebuild phase: zpool says "resilvered 64.7M in 00:00:06", captured in the VM).
// Alone it is one dot at 100 %; with the lab's rebuild_s it is a line over its real duration.
void TestRebuildPage::shortRebuildShowsItsRealDuration()
{
    RebuildPage page;
    page.resize(1024, 700);
    page.startRun(QStringLiteral("zfs-raidz1"));
    page.addSample(QStringLiteral("zfs-raidz1"), QStringLiteral("resilver"),
        sampleOf(QStringLiteral("zpool-status-vm-resilvered.txt"), 700'000));
    RebuildTrackModel *model = page.tracks();
    QVERIFY(model->tracks().constFirst().neverSeenCopying());
    QCOMPARE(model->index(0, RebuildTrackModel::DurationColumn).data().toString(), QStringLiteral("—"));

    Measurement rebuild;
    rebuild.stack = QStringLiteral("zfs-raidz1");
    rebuild.key = QStringLiteral("rebuild_s");
    rebuild.value = 6.4;
    rebuild.unit = QStringLiteral("s");
    Measurement other = rebuild;
    other.stack = QStringLiteral("mdadm-raid5"); // another stack's figure does not apply
    other.value = 99;
    // The finished line's sample has no byte count (it is not issued bytes): the mean comes from
    // what zpool says the replacement received, "resilvered 64.7M".
    Measurement rebuilt = rebuild;
    rebuilt.key = QStringLiteral("rebuilt_bytes");
    rebuilt.value = 64.7 * 1024 * 1024;
    rebuilt.unit = QStringLiteral("bytes");
    QCOMPARE(model->index(0, RebuildTrackModel::VerifiedColumn).data().toString(), QStringLiteral("—"));
    // The second clock: until the data read back verified, from the same start.
    Measurement verified = rebuild;
    verified.key = QStringLiteral("verified_s");
    verified.value = 19.5;
    page.setMeasurements({other, rebuild, rebuilt, verified});
    QCOMPARE(model->index(0, RebuildTrackModel::DurationColumn).data().toString(), QStringLiteral("6.4 s"));
    QCOMPARE(model->index(0, RebuildTrackModel::VerifiedColumn).data().toString(), QStringLiteral("20 s"));
    QVERIFY(model->headerData(RebuildTrackModel::VerifiedColumn, Qt::Horizontal, Qt::ToolTipRole)
                .toString()
                .contains(QLatin1String("redundant again")));
    const double bytes = double(qint64(rebuilt.value));
    const QString mean = RebuildTrackModel::speedText(bytes / 6.4 / (1024.0 * 1024.0));
    QCOMPARE(model->index(0, RebuildTrackModel::MeanSpeedColumn).data().toString(), mean);
    QVERIFY2(mean.startsWith(QLatin1String("10.")), qPrintable(mean)); // 64.7 MiB in 6.4 s
    QCOMPARE(model->index(0, RebuildTrackModel::PeakSpeedColumn).data().toString(), mean);

    page.charts()->replotNow();
    const auto progress = page.charts()->progressPlot()->graph(0)->data();
    QCOMPARE(progress->size(), 2);
    QCOMPARE(progress->at(0)->key, 0.0);
    QCOMPARE(progress->at(0)->value, 0.0);
    QCOMPARE(progress->at(1)->key, 6.4);
    QCOMPARE(progress->at(1)->value, 100.0);
    const auto speed = page.charts()->speedPlot()->graph(0)->data();
    QCOMPARE(speed->size(), 2);
    QVERIFY(speed->at(1)->value > 10.0); // its mean, not 0.0 MiB/s
}

// Open session… lists the sessions recorded under the sessions folder, newest first, and
// opens the one chosen; folders without session.json are not sessions.
void TestRebuildPage::openSessionListsRecentSessions()
{
    QTemporaryDir root;
    QVERIFY(root.isValid());
    for (const QString &name : {QStringLiteral("mdadm-raid5-0900"), QStringLiteral("btrfs-raid1-1000")}) {
        QString error;
        auto store = LabSessionStore::open(root.filePath(name), &error);
        QVERIFY2(store, qPrintable(error));
        SessionMetadata meta;
        meta.name = name;
        meta.target = QStringLiteral("loop");
        QVERIFY(store->setMetadata(meta));
        QVERIFY(store->addProgress({QStringLiteral("btrfs-raid1"), QStringLiteral("rebuild"),
            sampleOf(QStringLiteral("mdstat-vm-rebuild.txt"), 1000)}));
        QTest::qWait(20); // distinct modification times: the second is the newest
    }
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("not-a-session")));
    QCOMPARE(LabSessionFolder::recent(root.path()),
        QStringList(
            {root.filePath(QStringLiteral("btrfs-raid1-1000")), root.filePath(QStringLiteral("mdadm-raid5-0900"))}));

    RebuildPage page;
    auto *button = page.findChild<OpenSessionButton *>(QStringLiteral("openSession"));
    QVERIFY(button);
    QCOMPARE(button->root(), LabSessionFolder::defaultRoot()); // not the working directory
    button->setRoot(root.path());
    button->refresh();
    QStringList names;
    QAction *newest = nullptr;
    for (QAction *action : button->sessionMenu()->actions()) {
        if (!action->data().toString().isEmpty()) {
            names << action->text();
            if (!newest)
                newest = action;
        }
    }
    QCOMPARE(names, QStringList({QStringLiteral("btrfs-raid1-1000"), QStringLiteral("mdadm-raid5-0900")}));
    newest->trigger();
    QCOMPARE(page.tracks()->rowCount(), 1);
    QVERIFY(
        page.findChild<QLabel *>(QStringLiteral("rebuildSource"))->text().contains(QLatin1String("btrfs-raid1-1000")));
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
// The rebuild-under-load drill: the foreground job's latency appears under the rebuild curves
// with its first sample, with a labelled line where each rebuild phase began, and goes with clear().
void TestRebuildPage::foregroundLatencyFromTheFirstSample()
{
    RebuildPage page;
    page.resize(1100, 800);
    page.show();
    LoadLatencyChart *chart = page.loadChart();
    QVERIFY(chart->isHidden());

    LoadSeries series;
    series.mark(LoadPhase::BeforePull, 0);
    page.addLoadMark(QStringLiteral("mdadm-raid5"), series.marks().last());
    WorkloadSample first;
    first.elapsedMs = 1000;
    first.intervalMs = 1000;
    first.read.iops = 700;
    first.write.iops = 300;
    first.latencyBuckets = {{LatencyHistogram::bucketOf(400'000), 990}, {LatencyHistogram::bucketOf(6'000'000), 10}};
    page.addLoadSample(QStringLiteral("mdadm-raid5"), series.add(first));
    QVERIFY(chart->isVisible());
    QCOMPARE(chart->pointCount(), 1);
    QCOMPARE(chart->stack(), QStringLiteral("mdadm-raid5"));
    chart->replotNow();
    // p99 of the interval: the 10 slow completions of 1,000 (ms on the left axis).
    QVERIFY2(
        chart->plot()->yAxis->range().upper > 0.4, qPrintable(QString::number(chart->plot()->yAxis->range().upper)));

    series.mark(LoadPhase::Degraded, 1500);
    page.addLoadMark(QStringLiteral("mdadm-raid5"), series.marks().last());
    series.mark(LoadPhase::Rebuilding, 2100);
    page.addLoadMark(QStringLiteral("mdadm-raid5"), series.marks().last());
    WorkloadSample stalled = first;
    stalled.elapsedMs = 3000;
    stalled.read.iops = 0;
    stalled.write.iops = 0;
    stalled.latencyBuckets.clear();
    page.addLoadSample(QStringLiteral("mdadm-raid5"), series.add(stalled));
    QCOMPARE(chart->pointCount(), 2);
    QCOMPARE(chart->markLabels(),
        (QStringList {LoadSeries::title(LoadPhase::BeforePull), LoadSeries::title(LoadPhase::Degraded),
            LoadSeries::title(LoadPhase::Rebuilding)}));
    QCOMPARE(chart->plot()->itemCount(), 6); // a line and a label per mark

    // Another stack's job starts: the chart shows that one only.
    page.addLoadSample(QStringLiteral("zfs-raidz1"), series.samples().first());
    QCOMPARE(chart->stack(), QStringLiteral("zfs-raidz1"));
    QCOMPARE(chart->pointCount(), 1);
    QCOMPARE(chart->plot()->itemCount(), 0);

    page.showLoadSeries(QStringLiteral("mdadm-raid5"), series);
    QCOMPARE(chart->pointCount(), 2);
    QCOMPARE(chart->markLabels().size(), 3);
    const QImage image = page.grab().toImage();
    QVERIFY(!image.isNull());

    page.clear();
    QVERIFY(chart->isHidden());
    QCOMPARE(chart->pointCount(), 0);
}

// Seen in an X walk of btrfs-raid1 on the loop lab with no data: the replace was over (0.3 s)
// before its first sample, the walk's clocks came before the track, and the row showed no duration.
void TestRebuildPage::clockBeforeTheFirstSample()
{
    RebuildTrackModel model;
    model.setCopyClocks({CopyClock {QStringLiteral("btrfs-raid1"), QStringLiteral("rebuild"), 0.34, 73400320}});
    ProgressSample done;
    done.timestampMs = 900'000;
    done.state = ProgressState::Finished;
    done.percent = 100.0;
    model.addSample(QStringLiteral("btrfs-raid1"), QStringLiteral("rebuild"), done);
    const QString duration = model.index(0, RebuildTrackModel::DurationColumn).data().toString();
    QVERIFY2(duration.contains(QLatin1String("0.3")), qPrintable(duration));
    // On the page it is drawn over its clock: from 0 % at 0 s to 100 % at 0.34 s, not one point.
    RebuildPage page;
    page.resize(1024, 700);
    page.show();
    page.startRun(QStringLiteral("btrfs-raid1"));
    page.setCopyClocks({CopyClock {QStringLiteral("btrfs-raid1"), QStringLiteral("rebuild"), 0.34, 73400320}});
    page.addSample(QStringLiteral("btrfs-raid1"), QStringLiteral("rebuild"), done);
    page.charts()->replotNow();
    const auto progress = page.charts()->progressPlot()->graph(0)->data();
    QCOMPARE(progress->size(), 2);
    QCOMPARE(progress->at(1)->key, 0.34);
    model.clear();
    model.addSample(QStringLiteral("btrfs-raid1"), QStringLiteral("rebuild"), done); // the clock went with the clear
    QCOMPARE(model.index(0, RebuildTrackModel::DurationColumn).data().toString(), QStringLiteral("\u2014"));
}

// Issue 30: a 0.6 s rebuild fills the time axis (in seconds), a two-hour one reads in hours.
void TestRebuildPage::axesFitTheCopy()
{
    RebuildPage page;
    page.resize(1024, 700);
    page.show();
    page.startRun(QStringLiteral("btrfs-raid1"));
    ProgressSample done;
    done.timestampMs = 900'000;
    done.state = ProgressState::Finished;
    done.percent = 100.0;
    page.addSample(QStringLiteral("btrfs-raid1"), QStringLiteral("rebuild"), done);
    page.setCopyClocks({CopyClock {QStringLiteral("btrfs-raid1"), QStringLiteral("rebuild"), 0.6, std::nullopt}});
    page.charts()->replotNow();
    for (QCustomPlot *plot : {page.charts()->progressPlot(), page.charts()->speedPlot()}) {
        const QCPRange range = plot->xAxis->range();
        QCOMPARE(range.lower, 0.0);
        QVERIFY2(range.upper >= 0.6 && range.upper < 0.7, qPrintable(QString::number(range.upper)));
        QVERIFY2(plot->xAxis->label().endsWith(QLatin1String("(s)")), qPrintable(plot->xAxis->label()));
    }
    // The progress line runs from 0 % at 0 s to 100 % at 0.6 s: a slope, not a vertical line.
    const auto progress = page.charts()->progressPlot()->graph(0)->data();
    QCOMPARE(progress->size(), 2);
    QCOMPARE(progress->at(1)->key, 0.6);

    // Two hours of resilver: h:min.
    ProgressSample running;
    running.state = ProgressState::Resilver;
    running.percent = 10.0;
    running.timestampMs = 1'000'000;
    page.addSample(QStringLiteral("zfs-raidz1"), QStringLiteral("resilver"), running);
    running.timestampMs += 2 * 3600 * 1000;
    running.percent = 90.0;
    page.addSample(QStringLiteral("zfs-raidz1"), QStringLiteral("resilver"), running);
    page.charts()->replotNow();
    const QCPAxis *axis = page.charts()->progressPlot()->xAxis;
    QVERIFY2(
        axis->range().upper >= 7200 && axis->range().upper < 7600, qPrintable(QString::number(axis->range().upper)));
    QVERIFY2(axis->label().endsWith(QLatin1String("(h:min)")), qPrintable(axis->label()));
}

// Every chart of the page has a legend, under its curves' rectangle, never over it.
void TestRebuildPage::legendsNeverCoverTheCurves()
{
    RebuildPage page;
    page.resize(1100, 800);
    page.show();
    // Before the first track: the (empty) legend's row does not narrow the curves either.
    page.charts()->replotNow();
    for (QCustomPlot *plot : {page.charts()->progressPlot(), page.charts()->speedPlot()})
        QVERIFY2(plot->axisRect()->rect().width() * 10 >= plot->width() * 7, qPrintable(plot->objectName()));
    page.addSample(QStringLiteral("mdadm-raid5"), QStringLiteral("rebuild"),
        sampleOf(QStringLiteral("mdstat-vm-rebuild.txt"), 1000));
    page.addSample(QStringLiteral("zfs-raidz1"), QStringLiteral("resilver"),
        sampleOf(QStringLiteral("zpool-status-vm-resilver.txt"), 1000));
    LoadSeries series;
    series.mark(LoadPhase::BeforePull, 0);
    WorkloadSample sample;
    sample.elapsedMs = 1000;
    sample.intervalMs = 1000;
    sample.read.iops = 700;
    sample.latencyBuckets = {{LatencyHistogram::bucketOf(400'000), 1000}};
    page.addLoadSample(QStringLiteral("mdadm-raid5"), series.add(sample));
    page.charts()->replotNow();
    page.loadChart()->replotNow();
    for (QCustomPlot *plot : {page.charts()->progressPlot(), page.charts()->speedPlot(), page.loadChart()->plot()}) {
        QVERIFY2(plot->legend->visible(), qPrintable(plot->objectName()));
        QVERIFY(plot->legend->itemCount() >= 2);
        const QRect legend = plot->legend->outerRect();
        const QRect curves = plot->axisRect()->rect();
        QVERIFY2(legend.height() > 0 && !legend.intersects(curves),
            qPrintable(QStringLiteral("%1: legend %2,%3 %4x%5 over the curves %6,%7 %8x%9")
                           .arg(plot->objectName())
                           .arg(legend.x())
                           .arg(legend.y())
                           .arg(legend.width())
                           .arg(legend.height())
                           .arg(curves.x())
                           .arg(curves.y())
                           .arg(curves.width())
                           .arg(curves.height())));
        QVERIFY(legend.top() >= curves.bottom()); // under them
        // and the curves keep the plot's width (a legend in the layout once narrowed them to its own).
        QVERIFY2(curves.width() * 10 >= plot->width() * 7, qPrintable(plot->objectName()));
    }
}

// A scrub that ended before its first sample still has its duration and mean and peak speed: its
// phase's clock off the steps, its bytes from the tool.
void TestRebuildPage::scrubRowHasItsClockAndSpeeds()
{
    RebuildPage page;
    ProgressSample scrubbed;
    scrubbed.timestampMs = 5000;
    scrubbed.state = ProgressState::Finished;
    scrubbed.percent = 100.0;
    scrubbed.bytesDone = 192LL * 1024 * 1024;
    page.addSample(QStringLiteral("btrfs-raid1"), QStringLiteral("scrub"), scrubbed);
    RebuildTrackModel *model = page.tracks();
    QCOMPARE(model->index(0, RebuildTrackModel::DurationColumn).data().toString(), QStringLiteral("—"));

    // What the Lab page hands over: the session's steps, the scrub phase among them.
    LabSession session;
    session.stackRuns << SessionStackRun {QStringLiteral("btrfs-raid1"), 1000, 0, 0, 0, 0, StepState::Running, {}};
    SessionStepRecord scrub;
    scrub.phase = QStringLiteral("scrub");
    scrub.stepId = QStringLiteral("scrub");
    scrub.startedAtMs = 4000;
    scrub.endedAtMs = 4500;
    scrub.ok = true;
    scrub.state = StepState::Succeeded;
    session.steps << scrub;
    RecipeRequest request;
    request.stack = QStringLiteral("btrfs-raid1");
    page.setSession(session, {request});
    QCOMPARE(model->index(0, RebuildTrackModel::DurationColumn).data().toString(), QStringLiteral("0.5 s"));
    const QString speed = RebuildTrackModel::speedText(384.0);
    QCOMPARE(model->index(0, RebuildTrackModel::MeanSpeedColumn).data().toString(), speed);
    QCOMPARE(model->index(0, RebuildTrackModel::PeakSpeedColumn).data().toString(), speed);
}

// "Live" names what runs, and says it no more once the run ended.
void TestRebuildPage::liveEndsWithTheRun()
{
    {
        RebuildPage page;
        page.addSample(QStringLiteral("mdadm-raid5"), QStringLiteral("rebuild"),
            sampleOf(QStringLiteral("mdstat-vm-rebuild.txt"), 1000));
        QVERIFY(page.isLive());
        QVERIFY(page.sourceText().startsWith(QLatin1String("Live")));
        page.endLive(QStringLiteral("ended"));
        QVERIFY(!page.isLive());
        QCOMPARE(page.sourceText(), QStringLiteral("ended"));
        page.endLive(QStringLiteral("again")); // nothing live: the text stays
        QCOMPARE(page.sourceText(), QStringLiteral("ended"));
    }
    // In the window: the Lab page's scenario starts and ends.
    MainWindow window;
    DiskWatcher watcher;
    addHostLabPages(&window, &watcher);
    auto *lab = qobject_cast<LabPage *>(window.page(QStringLiteral("lab")));
    auto *rebuild = qobject_cast<RebuildPage *>(window.page(QStringLiteral("rebuild")));
    QVERIFY(lab && rebuild);
    Q_EMIT lab->scenarioPrepared(QStringLiteral("mdadm-raid5"));
    QVERIFY2(rebuild->sourceText().startsWith(QLatin1String("Live")), qPrintable(rebuild->sourceText()));
    QVERIFY(rebuild->sourceText().contains(QLatin1String("mdadm-raid5")));
    Q_EMIT lab->progressSample(QStringLiteral("mdadm-raid5"), QStringLiteral("rebuild"),
        sampleOf(QStringLiteral("mdstat-vm-rebuild.txt"), 1000));
    QVERIFY(rebuild->isLive());
    Q_EMIT lab->scenarioFinished(true);
    QVERIFY(!rebuild->isLive());
    QVERIFY2(!rebuild->sourceText().contains(QLatin1String("Live")), qPrintable(rebuild->sourceText()));
    QCOMPARE(rebuild->tracks()->rowCount(), 1); // the curves stay
}

#include "tst_rebuildpage.moc"
