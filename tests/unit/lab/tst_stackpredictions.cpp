// The planner's forecast in a lab run: made from the scenario before the build, recorded in the
// session (and still there after reopening it), scored against the measurements, and shown by
// every exporter of the report. The usable space measured is the real statvfs size the virtual lab
// printed for the same recipes on 1 GiB disks (tests/data/planner/vm-1g).

#include "lab/outcome/scenarioreport.h"
#include "lab/predictions/stackpredictions.h"
#include "lab/session/labsessionstore.h"
#include "report/export/reportexport.h"
#include "stacks/recipe/measurementkeys.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {
constexpr qint64 gib = 1024LL * 1024 * 1024;

RecipeRequest request(const QString &stack)
{
    RecipeRequest r;
    r.stack = stack;
    for (int i = 1; i <= 3; ++i)
        r.disks << QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB000%1").arg(i);
    r.spare = QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB0004");
    r.session = QStringLiteral("t");
    // Names no disk of the host has: sysfs must not answer for them.
    for (int i = 1; i <= 4; ++i)
        r.kernelNames.insert(QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB000%1").arg(i),
            QStringLiteral("sdz%1").arg(QChar('a' + i - 1)));
    return r;
}

Scenario labScenario(const QString &stack)
{
    ScenarioOptions options;
    options.memberBytes = gib; // the lab made the disks
    return Scenario(request(stack), options);
}

// statvfs size (bsize × blocks) of a stack in the virtual lab.
double capturedUsable(const QString &caseName)
{
    QFile file(QStringLiteral(STACKLAB_TEST_DATA_DIR "/planner/vm-1g/%1/statfs.txt").arg(caseName));
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing capture %s", qPrintable(caseName));
    const auto match
        = QRegularExpression(QStringLiteral("bsize (\\d+) blocks (\\d+)")).match(QString::fromUtf8(file.readAll()));
    return match.captured(1).toDouble() * match.captured(2).toDouble();
}

const ReportPrediction *find(const QList<ReportPrediction> &rows, const QString &key, bool atMeasuredRate = false)
{
    for (const ReportPrediction &row : rows) {
        if (row.key == key && row.atMeasuredRate == atMeasuredRate)
            return &row;
    }
    return nullptr;
}
} // namespace

class TestStackPredictions : public QObject {
    Q_OBJECT

private slots:
    void planUsesTheLabsDisks()
    {
        const Scenario scenario = labScenario(QStringLiteral("mdadm-raid5"));
        QVERIFY2(scenario.ok(), qPrintable(scenario.error()));
        const LayoutPlan plan = StackPredictions::plan(scenario);
        QVERIFY2(plan.ok(), qPrintable(plan.error));
        QCOMPARE(plan.request.diskBytes, (QList<qint64> {gib, gib, gib}));
        QCOMPARE(plan.request.options.value(QStringLiteral("spare")).toInt(), 1);
        QCOMPARE(double(plan.capacity.statfsSizeBytes), capturedUsable(QStringLiteral("mdadm-raid5-3disks")));
        // The fill at the pull is what the run's files hold then, in what files can take: md with
        // XFS takes no snapshot, so the dataset (25 % of the usable space) and the 64 MiB poke write.
        const qint64 usable = plan.capacity.statfsSizeBytes;
        const qint64 poke = 64LL * 1024 * 1024;
        QCOMPARE(scenario.bytesAtPull(usable), scenario.datasetBytes(usable) + poke);
        QCOMPARE(plan.assumptions.fill, double(scenario.bytesAtPull(usable)) / double(plan.capacity.storableBytes));
        QVERIFY2(plan.assumptions.fill > 0.28 && plan.assumptions.fill < 0.29,
            qPrintable(QString::number(plan.assumptions.fill)));
        // ZFS keeps the snapshot stage's overwrite file and the old blocks its snapshot holds; a
        // thick LVM snapshot keeps the old blocks in its own reserve, outside the filesystem.
        const Scenario zfs = labScenario(QStringLiteral("zfs-raidz1"));
        QCOMPARE(zfs.bytesAtPull(usable), zfs.datasetBytes(usable) + 2 * zfs.overwriteBytes(usable) + poke);
        const Scenario lvm = labScenario(QStringLiteral("lvm-raid5"));
        QCOMPARE(lvm.bytesAtPull(usable), lvm.datasetBytes(usable) + lvm.overwriteBytes(usable) + poke);
        // Without the snapshot and the pull, only the dataset stays.
        ScenarioOptions datasetOnly;
        datasetOnly.memberBytes = gib;
        datasetOnly.stageSelection = {ScenarioStageKind::Claim, ScenarioStageKind::Prepare, ScenarioStageKind::Build,
            ScenarioStageKind::Mount, ScenarioStageKind::Dataset, ScenarioStageKind::Teardown};
        const Scenario copyOnly(request(QStringLiteral("mdadm-raid5")), datasetOnly);
        QCOMPARE(copyOnly.bytesAtPull(usable), copyOnly.datasetBytes(usable));
    }

    void unknownSizeIsNamed()
    {
        Scenario scenario(request(QStringLiteral("mdadm-raid5"))); // real disks, no kernel names
        const LayoutPlan plan = StackPredictions::plan(scenario);
        QVERIFY(!plan.ok());
        QVERIFY2(plan.error.contains(QLatin1String("SLAB0001")), qPrintable(plan.error));
        QTemporaryDir dir;
        QString error;
        std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir.path(), &error);
        QVERIFY2(store, qPrintable(error));
        const QString why = StackPredictions::record(scenario, store.get());
        QVERIFY2(
            why.contains(QLatin1String("mdadm-raid5")) && why.contains(QLatin1String("SLAB0001")), qPrintable(why));
        QVERIFY(store->session().steps.isEmpty());
    }

    void recordedAndReopened()
    {
        QTemporaryDir dir;
        QString error;
        const Scenario scenario = labScenario(QStringLiteral("zfs-raidz1"));
        const Prediction expected = StackPredictions::plan(scenario).prediction();
        {
            std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir.path(), &error);
            QVERIFY2(store, qPrintable(error));
            QCOMPARE(StackPredictions::record(scenario, store.get()), QString());
            const SessionStepRecord &step = store->session().steps.value(0);
            QCOMPARE(step.phase, QStringLiteral("predict"));
            QCOMPARE(step.argv.mid(0, 5),
                (QStringList {QStringLiteral("stacklab-cli"), QStringLiteral("predict"), QStringLiteral("zfs-raidz1"),
                    QStringLiteral("--disk-sizes"), QStringLiteral("1073741824,1073741824,1073741824")}));
            QCOMPARE(step.state, StepState::Succeeded);
        }
        std::unique_ptr<LabSessionStore> reopened = LabSessionStore::open(dir.path(), &error);
        QVERIFY2(reopened, qPrintable(error));
        const QMap<QString, Prediction> recorded = StackPredictions::recorded(reopened->session());
        QCOMPARE(recorded.keys(), QStringList {QStringLiteral("zfs-raidz1")});
        QCOMPARE(recorded.value(QStringLiteral("zfs-raidz1")).values.size(), expected.values.size());
        QCOMPARE(recorded.value(QStringLiteral("zfs-raidz1")).request, expected.request);
        QCOMPARE(recorded.value(QStringLiteral("zfs-raidz1")).value(QStringLiteral("usable_bytes"))->value,
            expected.value(QStringLiteral("usable_bytes"))->value);
    }

    // Issue 28: in a throttled lab the forecast is the model's: md rewrites the whole 1 GiB member
    // at the profile's 25 MiB/s (41 s; FACTS measured 41.3 s), not at a real disk's 200 MB/s (5 s).
    void forecastAtTheDiskProfilesRate()
    {
        const Scenario md = labScenario(QStringLiteral("mdadm-raid5"));
        const double real = StackPredictions::plan(md).prediction().value(MeasurementKey::RebuildS)->value;
        const DiskProfile hdd = *DiskProfile::builtIn(QStringLiteral("hdd"));
        const Prediction lab = StackPredictions::plan(md, hdd).prediction();
        const double modelled = lab.value(MeasurementKey::RebuildS)->value;
        QVERIFY2(modelled > 40.96 * 0.95 && modelled < 40.96 * 1.15, qPrintable(QString::number(modelled)));
        QVERIFY2(modelled > 5 * real, qPrintable(QStringLiteral("%1 vs %2").arg(modelled).arg(real)));
        QCOMPARE(lab.assumptions.readBytesPerSecond, 26214400.0);
        // A sync whose last quarter ran above the cap (QEMU lets a burst through) forecasts the
        // rebuild at the cap: 80 % to 100 % of a 1 GiB member in 5 s would be 41 MiB/s.
        const QList<ReportPrediction> rows = StackPredictions::rows(QStringLiteral("mdadm-raid5"), QString(), lab,
            {{QStringLiteral("initial_sync_s"), 40}, {QStringLiteral("rebuild_s"), 41.5}},
            {{0, 0}, {30, 75}, {32, 80}, {37, 100}});
        const ReportPrediction *atRate = find(rows, QStringLiteral("rebuild_s"), true);
        QVERIFY(atRate);
        QVERIFY2(qAbs(atRate->predicted - modelled) < 0.5, qPrintable(QString::number(atRate->predicted)));
        QVERIFY2(atRate->basis.contains(QLatin1String("cap")), qPrintable(atRate->basis));
        // Unthrottled keeps the planner's default.
        QCOMPARE(
            StackPredictions::plan(md, DiskProfile::unthrottled()).prediction().value(MeasurementKey::RebuildS)->value,
            real);
    }

    // Issue 28: ZFS's resilver copies what the pool holds at the pull. The four-stack run on
    // 3 × 512 MiB with the hdd profile (2026-12-07): zpool list ALLOC 729,595,904 after the pull,
    // resilvered 245,366,784 bytes ("234M") in 11.6 s.
    void forecastFromTheAllocationAtThePull()
    {
        ScenarioOptions options;
        options.memberBytes = 512LL * 1024 * 1024;
        const Scenario zfs(request(QStringLiteral("zfs-raidz1")), options);
        const DiskProfile hdd = *DiskProfile::builtIn(QStringLiteral("hdd"));
        const Prediction prediction = StackPredictions::plan(zfs, hdd).prediction();
        const QMap<QString, double> measured {{QStringLiteral("rebuild_s"), 11.596},
            {QStringLiteral("rebuilt_bytes"), 245366784}, {QStringLiteral("allocated_at_pull_bytes"), 729595904}};
        const QList<ReportPrediction> rows
            = StackPredictions::rows(QStringLiteral("zfs-raidz1"), QString(), prediction, measured);
        const auto atPull = [&](const QString &key) -> const ReportPrediction * {
            for (const ReportPrediction &row : rows) {
                if (row.key == key && row.atPull)
                    return &row;
            }
            return nullptr;
        };
        const ReportPrediction *bytes = atPull(QStringLiteral("rebuilt_bytes"));
        const ReportPrediction *time = atPull(QStringLiteral("rebuild_s"));
        QVERIFY(bytes && time);
        QCOMPARE(bytes->predicted, double(729595904 / 3)); // a leaf's share of the raidz's ALLOC
        QVERIFY2(qAbs(bytes->relativeError) < 0.02, qPrintable(QString::number(bytes->relativeError)));
        QVERIFY2(qAbs(time->relativeError) < 0.15, qPrintable(QString::number(time->relativeError)));
        QVERIFY2(time->basis.contains(QLatin1String("zpool list ALLOC")), qPrintable(time->basis));
        // The forecast before the build, from what the run's files hold at the pull, lands close too.
        const ReportPrediction *before = find(rows, QStringLiteral("rebuilt_bytes"));
        QVERIFY(before && !before->atPull);
        QVERIFY2(qAbs(before->relativeError) < 0.05, qPrintable(QString::number(before->relativeError)));
        // md has no allocation row: it rebuilds the whole member.
        const Prediction md = StackPredictions::plan(labScenario(QStringLiteral("mdadm-raid5")), hdd).prediction();
        for (const ReportPrediction &row : StackPredictions::rows(QStringLiteral("mdadm-raid5"), QString(), md,
                 {{QStringLiteral("rebuild_s"), 41}, {QStringLiteral("allocated_at_pull_bytes"), 1e9}}))
            QVERIFY(!row.atPull);
    }

    void rowsScoreEachFigure()
    {
        const LayoutPlan plan = StackPredictions::plan(labScenario(QStringLiteral("mdadm-raid5")));
        const Prediction prediction = plan.prediction();
        const double usable = capturedUsable(QStringLiteral("mdadm-raid5-3disks"));
        const double sync = 40; // seconds: a member of 1022 MiB at 25.6 MiB/s
        const double rebuilt = double(plan.capacity.memberDataBytes);
        const QMap<QString, double> measured {{QStringLiteral("usable_bytes"), usable},
            {QStringLiteral("initial_sync_s"), sync}, {QStringLiteral("rebuild_s"), 46},
            {QStringLiteral("rebuilt_bytes"), rebuilt}};
        const QList<ReportPrediction> rows = StackPredictions::rows(
            QStringLiteral("mdadm-raid5"), QStringLiteral("mdadm RAID5 + XFS"), prediction, measured);
        QCOMPARE(rows.size(), 5);
        const ReportPrediction *space = find(rows, QStringLiteral("usable_bytes"));
        QVERIFY(space && space->measured);
        QCOMPARE(space->error, 0.0);
        QVERIFY(space->withinGoal);
        QCOMPARE(space->stackTitle, QStringLiteral("mdadm RAID5 + XFS"));
        // The forecast before the build assumed 200 MB/s disks: far from TCG's 25 MiB/s, and it says so.
        const ReportPrediction *before = find(rows, QStringLiteral("rebuild_s"));
        QVERIFY(before && !before->withinGoal);
        QVERIFY2(before->basis.contains(QLatin1String("200 MB/s")), qPrintable(before->basis));
        QCOMPARE(before->error, 46 - before->predicted);
        // At the measured sync rate the md recovery of the same member takes the sync's time.
        const ReportPrediction *after = find(rows, QStringLiteral("rebuild_s"), true);
        QVERIFY(after);
        QVERIFY2(qAbs(after->predicted - sync) < 0.5, qPrintable(QString::number(after->predicted)));
        QCOMPARE(after->relativeError, (46 - after->predicted) / 46);
        QVERIFY(after->withinGoal); // 13 % off, goal ±25 %
        QVERIFY(find(rows, QStringLiteral("rebuilt_bytes"))->withinGoal);
        // With the sync's progress samples, the rate of its last quarter (80 % to 95 % in 5 s): the
        // member in 33.3 s, whatever the slower start did to the mean.
        const QList<ReportPrediction> tailRows = StackPredictions::rows(QStringLiteral("mdadm-raid5"), QString(),
            prediction, measured, {{0, 0}, {20, 60}, {30, 80}, {35, 95}, {41, 100}});
        const ReportPrediction *tail = find(tailRows, QStringLiteral("rebuild_s"), true);
        QVERIFY(tail);
        QVERIFY2(qAbs(tail->predicted - 100.0 / 3) < 0.2, qPrintable(QString::number(tail->predicted)));
        QVERIFY2(tail->basis.contains(QLatin1String("last quarter")), qPrintable(tail->basis));

        // ZFS writes redundancy with the data: no initial sync predicted, 0 s measured.
        const Prediction zfs = StackPredictions::plan(labScenario(QStringLiteral("zfs-raidz1"))).prediction();
        const QList<ReportPrediction> zfsRows = StackPredictions::rows(QStringLiteral("zfs-raidz1"), QString(), zfs,
            {{QStringLiteral("initial_sync_s"), 0},
                {QStringLiteral("usable_bytes"), capturedUsable(QStringLiteral("zfs-raidz1-3disks"))}});
        const ReportPrediction *zfsSync = find(zfsRows, QStringLiteral("initial_sync_s"));
        QVERIFY(zfsSync && zfsSync->measured && zfsSync->withinGoal);
        QCOMPARE(zfsSync->predicted, 0.0);
        QVERIFY(find(zfsRows, QStringLiteral("usable_bytes"))->withinGoal);
        QVERIFY(!find(zfsRows, QStringLiteral("rebuild_s"))->measured); // not measured: no score
        QVERIFY(!find(zfsRows, QStringLiteral("rebuild_s"), true)); // no sync rate to rebuild at
    }

    // LVM thin on md: the array synced while the build's wipefs and pvcreate ran on it, so the sync
    // phase's one sample found it done (mdstat names no percent then). The sync's mean is slowed by
    // those commands: it gives no forecast. A sync watched from its start does.
    void noForecastFromASyncTheBuildSlowed()
    {
        LabSession session;
        const auto sample = [&session](qint64 ms, ProgressState state, std::optional<double> percent) {
            SessionProgressSample p;
            p.stack = QStringLiteral("lvm-thin-md-raid5");
            p.kind = QStringLiteral("sync");
            p.sample.timestampMs = ms;
            p.sample.state = state;
            p.sample.percent = percent;
            session.progress << p;
        };
        sample(1000, ProgressState::Idle, std::nullopt);
        sample(1500, ProgressState::Idle, std::nullopt);
        const QList<std::pair<double, double>> done
            = StackPredictions::syncProgress(session, QStringLiteral("lvm-thin-md-raid5"));
        QCOMPARE(done.size(), 2);
        QCOMPARE(done.first().second, 100.0);
        const Prediction md = StackPredictions::plan(labScenario(QStringLiteral("mdadm-raid5"))).prediction();
        const QMap<QString, double> measured {
            {QStringLiteral("initial_sync_s"), 48}, {QStringLiteral("rebuild_s"), 41}};
        QVERIFY(!find(StackPredictions::rows(QStringLiteral("mdadm-raid5"), QString(), md, measured, done),
            QStringLiteral("rebuild_s"), true));
        QVERIFY(find(StackPredictions::rows(
                         QStringLiteral("mdadm-raid5"), QString(), md, measured, {{0, 3}, {20, 50}, {40, 100}}),
            QStringLiteral("rebuild_s"), true));
    }

    // The fixed costs of LVM's rebuild commands at the time this run's own `lvs` took through the
    // helper (not its polls, not after the rebuild began, not another stack's), as the bench times
    // one before the failure.
    void commandsTimedInTheRun()
    {
        LabSession session;
        const auto step = [&session](const QString &phase, const QStringList &argv, qint64 ms) {
            SessionStepRecord record;
            record.phase = phase;
            record.argv = argv;
            record.startedAtMs = 1000000 + 100000 * session.steps.size();
            record.endedAtMs = record.startedAtMs + ms;
            record.ok = true;
            record.state = StepState::Succeeded;
            session.steps << record;
        };
        const QStringList show {
            QStringLiteral("lvs"), QStringLiteral("-o"), QStringLiteral("lv_name"), QStringLiteral("vg_raid")};
        const QStringList poll {QStringLiteral("lvs"), QStringLiteral("--noheadings"), QStringLiteral("-o"),
            QStringLiteral("sync_percent"), QStringLiteral("vg_raid/data")};
        const auto run = [&session](const QString &stack) {
            SessionStackRun stackRun;
            stackRun.stack = stack;
            stackRun.firstStep = int(session.steps.size());
            session.stackRuns << stackRun;
        };
        run(QStringLiteral("mdadm-raid5"));
        step(QStringLiteral("fail"), {QStringLiteral("mdadm"), QStringLiteral("--detail"), QStringLiteral("/dev/md0")},
            900);
        run(QStringLiteral("lvm-raid5"));
        step(QStringLiteral("sync"), poll, 16800);
        step(QStringLiteral("snapshot"), show, 300);
        step(QStringLiteral("snapshot"), show, 340);
        step(QStringLiteral("fail"), show + QStringList {QStringLiteral("-a")}, 500);
        step(QStringLiteral("rebuild"), show, 2000);
        QCOMPARE(StackPredictions::commandSeconds(session, QStringLiteral("lvm-raid5")), 0.34);
        QCOMPARE(StackPredictions::commandSeconds(session, QStringLiteral("mdadm-raid5")), 0.9);
        QCOMPARE(StackPredictions::commandSeconds(session, QStringLiteral("zfs-raidz1")), 0.0);

        const Prediction lvm = StackPredictions::plan(labScenario(QStringLiteral("lvm-raid5"))).prediction();
        const QMap<QString, double> measured {
            {QStringLiteral("initial_sync_s"), 40}, {QStringLiteral("rebuild_s"), 46}};
        const QList<ReportPrediction> plainRows
            = StackPredictions::rows(QStringLiteral("lvm-raid5"), QString(), lvm, measured);
        const ReportPrediction *plain = find(plainRows, QStringLiteral("rebuild_s"), true);
        const QList<ReportPrediction> timedRows
            = StackPredictions::rows(QStringLiteral("lvm-raid5"), QString(), lvm, measured, {}, 0.34);
        const ReportPrediction *timed = find(timedRows, QStringLiteral("rebuild_s"), true);
        QVERIFY(plain && timed);
        // lvremove, lvconvert, vgreduce, lvs and the poll's end: 5.5 commands more of 0.32 s each.
        QVERIFY2(qAbs(timed->predicted - plain->predicted - 5.5 * (0.34 - 0.02)) < 0.01,
            qPrintable(QStringLiteral("%1 %2").arg(timed->predicted).arg(plain->predicted)));
        QVERIFY2(timed->basis.contains(QLatin1String("0.34 s each")), qPrintable(timed->basis));
    }

    void everyExportShowsTheView()
    {
        QTemporaryDir dir;
        QString error;
        std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir.path(), &error);
        QVERIFY2(store, qPrintable(error));
        const Scenario md = labScenario(QStringLiteral("mdadm-raid5"));
        const Scenario zfs = labScenario(QStringLiteral("zfs-raidz1"));
        SessionMetadata metadata;
        metadata.name = QStringLiteral("s");
        metadata.stacks = {QStringLiteral("mdadm-raid5"), QStringLiteral("zfs-raidz1")};
        QVERIFY(store->setMetadata(metadata));
        QCOMPARE(StackPredictions::record(md, store.get()), QString());
        QCOMPARE(StackPredictions::record(zfs, store.get()), QString());
        QVERIFY(store->addMeasurement(Measurement {QStringLiteral("mdadm-raid5"), QStringLiteral("usable_bytes"),
            capturedUsable(QStringLiteral("mdadm-raid5-3disks")), QStringLiteral("bytes"), 0, {}, {}}));
        QVERIFY(store->addMeasurement(Measurement {QStringLiteral("zfs-raidz1"), QStringLiteral("usable_bytes"),
            capturedUsable(QStringLiteral("zfs-raidz1-3disks")) - 2 * 1024 * 1024, QStringLiteral("bytes"), 0, {},
            {}}));

        const ComparisonReport report = ScenarioReport::build(store->session(), {md, zfs});
        QCOMPARE(report.predictions.size(), 8); // four figures per stack, no sync measured for a second forecast
        QCOMPARE(report.predictions.at(0).stack, QStringLiteral("mdadm-raid5"));
        QCOMPARE(report.predictions.at(4).stack, QStringLiteral("zfs-raidz1"));

        const QString markdown = toMarkdown(report);
        QVERIFY(markdown.contains(QLatin1String("## Predicted and measured")));
        QVERIFY2(markdown.contains(QStringLiteral("| mdadm RAID5 + XFS | Usable space (statvfs size) | 1,980.0 MiB | "
                                                  "1,980.0 MiB | 0 KiB (0.000 %) | yes (±0.1 % or 1.0 MiB) |")),
            qPrintable(markdown));
        // 2 MiB short of the prediction: outside 0.1 % of 1.7 GiB.
        QVERIFY2(markdown.contains(QLatin1String("-2.0 MiB (-0.115 %) | no")), qPrintable(markdown));
        QVERIFY(toHtml(report).contains(QLatin1String("<h2>Predicted and measured</h2>")));

        const QString csv = QString::fromUtf8(toCsv(report));
        QVERIFY(csv.contains(QLatin1String("mdadm-raid5,mdadm RAID5 + XFS,usable_bytes_predicted,bytes,,2076180480,")));
        QVERIFY(csv.contains(QLatin1String("zfs-raidz1,ZFS raidz1,usable_bytes_prediction_error,bytes,,-2097152,")));

        const QJsonArray json
            = QJsonDocument::fromJson(toJson(report)).object().value(QStringLiteral("predictions")).toArray();
        QCOMPARE(json.size(), 8);
        const QJsonObject first = json.at(0).toObject();
        QCOMPARE(first.value(QStringLiteral("key")).toString(), QStringLiteral("usable_bytes"));
        QCOMPARE(first.value(QStringLiteral("measured")).toInteger(), qint64(2076180480));
        QCOMPARE(first.value(QStringLiteral("within_goal")).toBool(), true);
        QVERIFY(json.at(2).toObject().value(QStringLiteral("measured")).isNull()); // rebuild not measured

        // A report without predictions keeps the exporters' output as before.
        ComparisonReport plain = report;
        plain.predictions.clear();
        QVERIFY(!toMarkdown(plain).contains(QLatin1String("Predicted")));
        QVERIFY(!QJsonDocument::fromJson(toJson(plain)).object().contains(QStringLiteral("predictions")));
    }

    void sweepCellsGetTheirOwnRows()
    {
        LabSession session;
        SessionStepRecord step;
        step.phase = QStringLiteral("predict");
        step.state = StepState::Succeeded;
        const Prediction zfs = StackPredictions::plan(labScenario(QStringLiteral("zfs-raidz1"))).prediction();
        step.outputLines = {QString::fromUtf8(QJsonDocument(zfs.toJson()).toJson(QJsonDocument::Compact))};
        session.steps << step;
        const QList<Measurement> cell {Measurement {QStringLiteral("zfs-raidz1"), QStringLiteral("rebuild_s"), 12.5,
                                           QStringLiteral("s"), 0, {}, {}},
            Measurement {QStringLiteral("zfs-raidz1"), QStringLiteral("rebuilt_bytes"), 134217728,
                QStringLiteral("bytes"), 0, {}, {}}};
        const QList<ReportPrediction> rows = StackPredictions::rows(session, QStringLiteral("zfs-raidz1"), cell);
        QVERIFY(find(rows, QStringLiteral("rebuild_s"))->measured == 12.5);
        QVERIFY(StackPredictions::rows(session, QStringLiteral("zfs-mirror"), cell).isEmpty());
        SweepCell sweepCell {SweepLayout {QStringLiteral("raidz1-3"), QStringLiteral("zfs-raidz1"), 3}, 25, 1};
        const QStringList lines
            = QString::fromUtf8(StackPredictions::sweepCsv({{sweepCell, rows}})).split(QStringLiteral("\r\n"));
        QCOMPARE(lines.first(),
            QStringLiteral("layout,width,fill_percent,round,figure,unit,predicted,measured,error,"
                           "relative_error,within_goal,basis"));
        QCOMPARE(lines.size(), int(rows.size()) + 2); // header, rows, the empty string after the last CRLF
        QVERIFY2(lines.at(3).startsWith(QLatin1String("raidz1-3,3,25,1,rebuild_s,s,")), qPrintable(lines.at(3)));
        QVERIFY2(lines.at(3).contains(QLatin1String(",12.5,")), qPrintable(lines.at(3)));
    }
};

QTEST_GUILESS_MAIN(TestStackPredictions)
#include "tst_stackpredictions.moc"
