// A crash loses no work (issue 20): the session records each stack's run (where its records
// begin, how it ended) and the multi-stack run's plan; LabRunStatus reads from that alone which
// stacks a resumed run still has to run; the report of a partial session takes each stack's
// figures from its last run and marks every stack that did not run to its end.

#include "lab/figures/scenariomeasurements.h"
#include "lab/outcome/labrunstatus.h"
#include "lab/outcome/runverdict.h"
#include "lab/outcome/scenarioreport.h"
#include "lab/session/labsessionjson.h"
#include "lab/session/labsessionstore.h"
#include "report/export/reportexport.h"
#include "report/export/reportfootnotes.h"

#include <QDateTime>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {

LabRunPlan fourStackPlan()
{
    LabRunPlan plan;
    plan.stacks = {QStringLiteral("mdadm-raid5"), QStringLiteral("lvm-raid5"), QStringLiteral("lvm-thin-md-raid5"),
        QStringLiteral("zfs-raidz1")};
    plan.target = QStringLiteral("vm");
    plan.diskCount = 4;
    plan.diskSizeBytes = 256LL << 20;
    plan.vmCpus = 1;
    plan.diskProfile = DiskProfile::custom(*DiskProfile::builtIn(QStringLiteral("hdd")), 15LL << 20, 0);
    plan.reportPath = QStringLiteral("/tmp/four.json");
    plan.options.rounds = 1;
    plan.options.workloadRuntimeSeconds = 5;
    plan.options.datasetBytes = 32LL << 20;
    plan.options.datasetSeed = 4000000000U; // above INT_MAX: kept as a whole number
    plan.options.drills = {ScenarioStageKind::Corruption, ScenarioStageKind::SecondFailure};
    plan.options.corruptBlocks = 32;
    plan.options.secondFailureAtPercent = 40;
    plan.options.drillSeed = 15;
    return plan;
}

Measurement figure(const QString &stack, const QString &key, double value, int round = 0)
{
    return Measurement {stack, key, value, QStringLiteral("s"), round, {}, {}};
}

// The claim step a scenario records first: {"claim", "stack=NAME", members…, spare}.
SessionStepRecord claim(const QString &stack)
{
    SessionStepRecord step;
    step.phase = QStringLiteral("claim");
    step.stepId = QStringLiteral("claim");
    step.argv = {QStringLiteral("claim"), QStringLiteral("stack=") + stack};
    for (int i = 1; i <= 4; ++i)
        step.argv << QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB000%1").arg(i);
    step.state = StepState::Succeeded;
    return step;
}

// mdadm-raid5 cut short by a crash after its initial sync, run again to its end; lvm-raid5
// interrupted; the other two never started.
LabSession partialSession()
{
    LabSession session;
    session.metadata.name = QStringLiteral("four");
    session.metadata.target = QStringLiteral("vm");
    session.metadata.run = fourStackPlan();
    session.metadata.stacks = session.metadata.run.stacks;
    auto run = [&session](const QString &stack, StepState state) {
        SessionStackRun r;
        r.stack = stack;
        r.firstStep = int(session.steps.size());
        r.firstMeasurement = int(session.measurements.size());
        r.firstProgress = int(session.progress.size());
        r.state = state;
        session.stackRuns << r;
        session.steps << claim(stack);
    };
    run(QStringLiteral("mdadm-raid5"), StepState::Interrupted);
    session.measurements << figure(QStringLiteral("mdadm-raid5"), QStringLiteral("initial_sync_s"), 99);
    run(QStringLiteral("mdadm-raid5"), StepState::Succeeded);
    session.measurements << figure(QStringLiteral("mdadm-raid5"), QStringLiteral("initial_sync_s"), 18.6)
                         << figure(QStringLiteral("mdadm-raid5"), QStringLiteral("rebuild_s"), 7.5);
    run(QStringLiteral("lvm-raid5"), StepState::Interrupted); // as reopened after its process died
    session.measurements << figure(QStringLiteral("lvm-raid5"), QStringLiteral("initial_sync_s"), 21);
    return session;
}

} // namespace

class TestLabResume : public QObject {
    Q_OBJECT

private slots:
    void planAndStackRunRoundTrip()
    {
        SessionMetadata metadata;
        metadata.name = QStringLiteral("four");
        metadata.run = fourStackPlan();
        metadata.run.disks = {QStringLiteral("/dev/sdb"), QStringLiteral("/dev/sdc")};
        metadata.run.spare = QStringLiteral("/dev/sdd");
        QString error;
        const std::optional<SessionMetadata> back = sessionMetadataFromJson(
            QJsonDocument::fromJson(QJsonDocument(sessionMetadataToJson(metadata)).toJson()).object(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(back->run, metadata.run);

        SessionStackRun run {QStringLiteral("zfs-raidz1"), 1000, 2000, 5, 7, 9, StepState::Failed,
            QStringLiteral("the stage 'Build' failed"), {QStringLiteral("corruption")}};
        const std::optional<SessionStackRun> runBack = sessionStackRunFromJson(sessionStackRunToJson(run), &error);
        QVERIFY2(runBack, qPrintable(error));
        QCOMPARE(*runBack, run);

        // Damage is named, never read as a default.
        QJsonObject bad = sessionStackRunToJson(run);
        bad.insert(QStringLiteral("first_measurement"), QStringLiteral("seven"));
        QVERIFY(!sessionStackRunFromJson(bad, &error));
        QVERIFY2(error.contains(QLatin1String("first_measurement")), qPrintable(error));
        // A drill this build does not know (a newer session) is named, not dropped.
        QJsonObject unknownDrill = labRunPlanToJson(metadata.run);
        unknownDrill.insert(QStringLiteral("drills"), QJsonArray {QStringLiteral("meteor-strike")});
        QVERIFY(!labRunPlanFromJson(unknownDrill, &error));
        QVERIFY2(error.contains(QLatin1String("meteor-strike")), qPrintable(error));
        QJsonObject badPlan = labRunPlanToJson(metadata.run);
        badPlan.insert(QStringLiteral("rounds"), 1.5);
        QVERIFY(!labRunPlanFromJson(badPlan, &error));
        QVERIFY2(error.contains(QLatin1String("rounds")), qPrintable(error));
    }

    // What a killed CLI leaves: a stack run started and never ended. Reopening marks it
    // interrupted; the finished one and the plan are as recorded.
    void storeReplaysStackRuns()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        QString error;
        {
            std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir.path(), &error);
            QVERIFY2(store, qPrintable(error));
            SessionMetadata metadata;
            metadata.name = QStringLiteral("four");
            metadata.run = fourStackPlan();
            QVERIFY(store->setMetadata(metadata));
            QCOMPARE(store->startStackRun(QStringLiteral("mdadm-raid5"), 1000), 0);
            QVERIFY(store->addMeasurement(figure(QStringLiteral("mdadm-raid5"), QStringLiteral("rebuild_s"), 7.5)));
            QVERIFY(store->finishStackRun(0, StepState::Succeeded, {}, 2000));
            QVERIFY(store->compact());
            QCOMPARE(store->startStackRun(QStringLiteral("lvm-raid5"), 3000), 1);
            QVERIFY(store->addMeasurement(figure(QStringLiteral("lvm-raid5"), QStringLiteral("initial_sync_s"), 21)));
            QVERIFY(!store->finishStackRun(5, StepState::Succeeded, {}, 4000));
        } // the journal holds the second run's start, never its end
        std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir.path(), &error);
        QVERIFY2(store, qPrintable(error));
        const LabSession &session = store->session();
        QCOMPARE(session.metadata.run, fourStackPlan());
        QCOMPARE(session.stackRuns.size(), 2);
        QCOMPARE(session.stackRuns.at(0).state, StepState::Succeeded);
        QCOMPARE(session.stackRuns.at(0).endedAtMs, 2000);
        QCOMPARE(session.stackRuns.at(1).state, StepState::Interrupted);
        QCOMPARE(session.stackRuns.at(1).firstMeasurement, 1);
        QCOMPARE(session.measurementsOf(0).size(), 1);
        QCOMPARE(session.measurementsOf(1).first().key, QStringLiteral("initial_sync_s"));
    }

    void statusSaysWhatIsLeft()
    {
        LabSession session = partialSession();
        session.stackRuns << SessionStackRun {
            QStringLiteral("lvm-thin-md-raid5"), 0, 0, 0, 3, 0, StepState::Failed, QStringLiteral("mkfs.xfs failed")};
        const LabRunStatus status = LabRunStatus::of(session);
        QCOMPARE(status.stacks().size(), 4);
        QCOMPARE(status.stacks().at(0).state, LabRunStatus::StackState::Succeeded);
        QCOMPARE(status.stacks().at(0).runs, 2);
        QCOMPARE(status.stacks().at(0).lastRun, 1);
        QCOMPARE(status.stacks().at(1).state, LabRunStatus::StackState::Interrupted);
        // A failed stack ran to its end: a resume does not repeat it.
        QCOMPARE(status.stacks().at(2).state, LabRunStatus::StackState::Failed);
        QVERIFY(LabRunStatus::describe(status.stacks().at(2)).contains(QLatin1String("mkfs.xfs failed")));
        QCOMPARE(status.stacks().at(3).state, LabRunStatus::StackState::NotStarted);
        QCOMPARE(status.unfinished(), (QStringList {QStringLiteral("lvm-raid5"), QStringLiteral("zfs-raidz1")}));
        QVERIFY(!status.isComplete());

        session.stackRuns.last().state = StepState::Cancelled; // Ctrl-C: runs again on resume
        QCOMPARE(LabRunStatus::of(session).unfinished().size(), 3);
        // A run that has not ended in this process is still running (the GUI's Results page
        // during a run), not interrupted.
        session.stackRuns.last().state = StepState::Running;
        QCOMPARE(LabRunStatus::of(session).stacks().at(2).state, LabRunStatus::StackState::Running);
        QCOMPARE(ScenarioReport::build(session).stacks.at(2).completion, ReportStack::Completion::Running);
    }

    // Sessions recorded before stack runs: measured stacks count as done, as before.
    void sessionWithoutStackRuns()
    {
        LabSession session;
        session.metadata.stacks = {QStringLiteral("btrfs-raid1"), QStringLiteral("btrfs-raid10")};
        session.measurements << figure(QStringLiteral("btrfs-raid1"), QStringLiteral("rebuild_s"), 3)
                             << figure(QStringLiteral("btrfs-raid1"), QStringLiteral("rebuild_s"), 4, 2);
        const LabRunStatus status = LabRunStatus::of(session);
        QCOMPARE(status.unfinished(), QStringList {QStringLiteral("btrfs-raid10")});
        const ComparisonReport report = ScenarioReport::build(session);
        QCOMPARE(report.stacks.at(0).completion, ReportStack::Completion::Complete);
        QCOMPARE(report.stacks.at(0).measurements.value(QStringLiteral("rebuild_s")).rounds, (QList<double> {3, 4}));
        QCOMPARE(report.stacks.at(1).completion, ReportStack::Completion::NotRun);
    }

    void partialReportMarksWhatDidNotFinish()
    {
        const LabSession session = partialSession();
        // No scenarios given: the plans come from the session (claims and run plan).
        const ComparisonReport report = ScenarioReport::build(session);
        QCOMPARE(report.stacks.size(), 4);
        const ReportStack &md = report.stacks.at(0);
        QCOMPARE(md.completion, ReportStack::Completion::Complete);
        // The interrupted run's 99 s never mixes with the rerun's figure.
        QCOMPARE(md.measurements.value(QStringLiteral("initial_sync_s")).rounds, QList<double> {18.6});
        QVERIFY(!md.measurements.value(QStringLiteral("snapshot_create_s")).applicable); // md has no snapshots
        const ReportStack &lvm = report.stacks.at(1);
        QCOMPARE(lvm.completion, ReportStack::Completion::Interrupted);
        QCOMPARE(lvm.measurements.value(QStringLiteral("initial_sync_s")).rounds, QList<double> {21});
        QVERIFY(lvm.completionNote.contains(QLatin1String("resume")));
        QCOMPARE(report.stacks.at(2).completion, ReportStack::Completion::NotRun);
        QCOMPARE(report.stacks.at(3).completion, ReportStack::Completion::NotRun);
        QVERIFY(report.stacks.at(3).measurements.isEmpty());

        const QJsonArray stacks
            = QJsonDocument::fromJson(toJson(report)).object().value(QStringLiteral("stacks")).toArray();
        QStringList statuses;
        for (const QJsonValue &stack : stacks)
            statuses << stack.toObject().value(QStringLiteral("status")).toString();
        QCOMPARE(statuses,
            (QStringList {QStringLiteral("complete"), QStringLiteral("interrupted"), QStringLiteral("not_run"),
                QStringLiteral("not_run")}));
        QVERIFY(!stacks.at(0).toObject().contains(QStringLiteral("status_note")));
        QVERIFY(
            stacks.at(3).toObject().value(QStringLiteral("status_note")).toString().contains(QLatin1String("not run")));

        const QString markdown = toMarkdown(report);
        QVERIFY2(markdown.contains(QLatin1String("| ZFS raidz1 (not run) |")), qPrintable(markdown));
        QVERIFY2(markdown.contains(QLatin1String("- **LVM RAID5 + XFS**: interrupted")), qPrintable(markdown));
        QVERIFY(!markdown.contains(QLatin1String("mdadm RAID5 + XFS (")));
        const QByteArray csv = toCsv(report);
        QVERIFY2(csv.contains("zfs-raidz1,ZFS raidz1,status,,,not_run,"), csv.constData());
        QVERIFY(!csv.contains("mdadm-raid5,mdadm RAID5 + XFS,status"));
        QVERIFY(toHtml(report).contains(QLatin1String("<span class=\"incomplete\"")));
    }

    // A run that failed has one verdict, the same in every view (issue 29, finding 2): the stage it
    // failed at, the tool's own words and what to do; its passing checks never read as a passed run.
    void failedRunHasOneVerdictEverywhere()
    {
        LabSession session;
        session.metadata.name = QStringLiteral("load");
        session.metadata.target = QStringLiteral("loop");
        session.metadata.stacks = {QStringLiteral("btrfs-raid1")};
        SessionStackRun run;
        run.stack = QStringLiteral("btrfs-raid1");
        run.state = StepState::Failed;
        run.error = QStringLiteral("btrfs-raid1: the stage rebuild failed.");
        session.stackRuns << run;
        session.steps << claim(QStringLiteral("btrfs-raid1"));
        SessionStepRecord replace;
        replace.phase = QStringLiteral("rebuild");
        replace.stepId = QStringLiteral("replace");
        replace.argv = QStringList {QStringLiteral("btrfs"), QStringLiteral("replace"), QStringLiteral("start"),
            QStringLiteral("-B"), QStringLiteral("2"), QStringLiteral("/dev/loop7"), QStringLiteral("/mnt")};
        replace.outputLines = {QStringLiteral("Resetting device zones /dev/loop7 (256 zones) ..."),
            QStringLiteral("ERROR: ioctl(DEV_REPLACE_START) failed on \"/mnt\": No space left on device"),
            QStringLiteral("scrub: failed setting block group ro: -28")};
        replace.exitCode = 1;
        replace.endedAtMs = 2;
        replace.state = StepState::Failed;
        session.steps << replace;
        session.measurements << ScenarioMeasurements::make(QStringLiteral("btrfs-raid1"),
            QStringLiteral("replacement_bytes"), 1073741824.0, QStringLiteral("bytes"), 0, {},
            MeasurementSource::tool(
                {QStringLiteral("blockdev"), QStringLiteral("--getsize64"), QStringLiteral("/dev/loop7")},
                {QStringLiteral("1073741824")}));

        const RunVerdict verdict = RunVerdict::of(session);
        QCOMPARE(verdict.outcome, StackVerdict::Outcome::Failed);
        QCOMPARE(verdict.stacks.size(), 1);
        const StackVerdict &stack = verdict.stacks.first();
        QCOMPARE(stack.stage, QStringLiteral("rebuild"));
        QVERIFY2(stack.cause.contains(QLatin1String("failed setting block group ro: -28")), qPrintable(stack.cause));
        QVERIFY2(stack.advice.contains(QLatin1String("bigger disks")), qPrintable(stack.advice));
        QVERIFY(stack.text().startsWith(QLatin1String("failed at rebuild: ")));

        const ComparisonReport report = ScenarioReport::build(session);
        QCOMPARE(report.verdict, QStringLiteral("failed"));
        QCOMPARE(report.stacks.first().completionNote, stack.text());
        QCOMPARE(reportCheckCount(report), 1);
        const QString summary = reportCheckSummary(report);
        QVERIFY2(summary.startsWith(QLatin1String("FAILED")), qPrintable(summary));
        QCOMPARE(reportVerdictText(report), verdict.text());
        QVERIFY(toMarkdown(report).contains(verdict.text()));
        QVERIFY(toHtml(report).contains(verdict.text().toHtmlEscaped()));
        const QJsonObject json = QJsonDocument::fromJson(toJson(report)).object();
        QCOMPARE(json.value(QStringLiteral("verdict")).toString(), QStringLiteral("failed"));
        QCOMPARE(json.value(QStringLiteral("verdict_text")).toString(), verdict.text());
        QVERIFY(toCsv(report).contains(",,verdict,,,failed,"));
        QCOMPARE(verdict.toJson()
                     .value(QStringLiteral("stacks"))
                     .toArray()
                     .first()
                     .toObject()
                     .value(QStringLiteral("stage")),
            QStringLiteral("rebuild"));

        // An interrupted run is no passed run either.
        const ComparisonReport partial = ScenarioReport::build(partialSession());
        QCOMPARE(RunVerdict::of(partialSession()).outcome, StackVerdict::Outcome::Interrupted);
        QCOMPARE(partial.verdict, QStringLiteral("interrupted"));
        // A run that passed says so, once.
        session.stackRuns.first().state = StepState::Succeeded;
        session.steps.removeLast();
        const ComparisonReport passed = ScenarioReport::build(session);
        QCOMPARE(passed.verdict, QStringLiteral("passed"));
        QCOMPARE(reportCheckSummary(passed), QStringLiteral("All 1 check(s) passed."));
        QVERIFY(reportVerdictText(passed).isEmpty());
    }

    // The recent sessions' list says how each ended in the verdict's words (issue 30): complete,
    // failed at a stage, interrupted, not started; read without touching the folder.
    void verdictBriefForSessionLists()
    {
        LabSession one;
        one.metadata.name = QStringLiteral("one");
        one.metadata.stacks = {QStringLiteral("btrfs-raid1")};
        QCOMPARE(RunVerdict::brief(one), QStringLiteral("not started"));
        SessionStackRun run;
        run.stack = QStringLiteral("btrfs-raid1");
        run.state = StepState::Failed;
        one.stackRuns << run;
        SessionStepRecord replace;
        replace.phase = QStringLiteral("rebuild");
        replace.stepId = QStringLiteral("replace");
        replace.state = StepState::Failed;
        replace.exitCode = 1;
        replace.endedAtMs = 2;
        replace.outputLines = {QStringLiteral("ERROR: no space left on device")};
        one.steps << claim(QStringLiteral("btrfs-raid1")) << replace;
        QCOMPARE(RunVerdict::brief(one), QStringLiteral("failed at rebuild"));
        QVERIFY(RunVerdict::of(one).text().contains(RunVerdict::brief(one)));
        one.stackRuns.first().state = StepState::Succeeded;
        one.steps.removeLast();
        QCOMPARE(RunVerdict::brief(one), QStringLiteral("complete"));
        // Several stacks: the one that stopped the run is named.
        QCOMPARE(RunVerdict::brief(partialSession()), QStringLiteral("lvm-raid5 interrupted at claim"));
        QVERIFY(RunVerdict::brief(LabSession {}).isEmpty());

        // From a folder: a running step of a session nobody holds was cut short; the files stay as
        // they were (no compaction, so the list's order by session.json's time holds).
        QTemporaryDir dir;
        {
            QString error;
            std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir.path(), &error);
            QVERIFY2(store, qPrintable(error));
            SessionMetadata metadata;
            metadata.name = QStringLiteral("walk");
            metadata.stacks = {QStringLiteral("btrfs-raid1")};
            QVERIFY(store->setMetadata(metadata));
            QVERIFY(store->startStackRun(QStringLiteral("btrfs-raid1"), 1) >= 0);
            SessionStepRecord sync;
            sync.phase = QStringLiteral("sync");
            sync.stepId = QStringLiteral("wait");
            sync.state = StepState::Running;
            QVERIFY(store->startStep(sync) >= 0);
            // Held by this program: it runs.
            QCOMPARE(RunVerdict::briefOf(dir.path()), QStringLiteral("running"));
        }
        const QString snapshot = dir.filePath(LabSessionStore::snapshotFileName());
        const QString journal = dir.filePath(LabSessionStore::journalFileName());
        const QDateTime before = QFileInfo(snapshot).lastModified();
        const qint64 journalBytes = QFileInfo(journal).size();
        QVERIFY(journalBytes > 0);
        QCOMPARE(RunVerdict::briefOf(dir.path()), QStringLiteral("interrupted at sync"));
        QCOMPARE(QFileInfo(snapshot).lastModified(), before);
        QCOMPARE(QFileInfo(journal).size(), journalBytes);
        QVERIFY(!QFile::exists(dir.filePath(LabSessionStore::lockFileName())));
        QVERIFY(RunVerdict::briefOf(dir.filePath(QStringLiteral("nothing"))).isEmpty());
    }
};

QTEST_GUILESS_MAIN(TestLabResume)
#include "tst_labresume.moc"
