// The progress sampling the scenario's stages and the Build page's walk share (ProgressSampler):
// one question at a time on a timer, each answer out as a sample with its time, a sample that
// cannot be read reported and skipped, untilAtRest() ending at the first sample that copies
// nothing; the kind a phase is sampled as (progressKindOf); and the copies' clocks read off a
// session's steps as the stages clock them (CopyClocks), the replacement's bytes off the captured
// `btrfs filesystem show`.

#include "lab/drive/progresssampler.h"
#include "lab/outcome/copyclocks.h"
#include "lab/stages/progresssampling.h"
#include "monitor/parsers/mdstatparser.h"
#include "monitor/rebuild/progressjson.h"
#include "stacks/recipe/stackprobes.h"

#include <QFile>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

class TestProgressSampler : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void samplesOneQuestionAtATime();
    void unreadableSamplesAreReportedAndSkipped();
    void untilAtRestStopsAtTheFirstRestingSample();
    void onceAsksOneMoreAndLetsGo();
    void aScrubIsReadOffItsOwnReading();
    void phasesAreSampledAsTheStagesDo_data();
    void phasesAreSampledAsTheStagesDo();
    void copyClocksFromTheSteps();
    void aWaitThatReturnsLateIsNotTheOperationsEnd();
};

// Answers each `sample` question from the event loop (as the helper does), with the next state.
struct FakeHelper {
    QList<ProgressState> states; // one per answer; the last repeats
    int asked = 0;
    int pending = 0;
    int mostPending = 0;
    bool refuse = false;

    ProgressSampler::Ask ask()
    {
        return [this](HelperCall::Done done) {
            ++asked;
            mostPending = std::max(mostPending, ++pending);
            const ProgressState state = states.value(std::min<int>(asked - 1, int(states.size()) - 1));
            QTimer::singleShot(30, [this, done, state] {
                --pending;
                HelperReply reply;
                if (refuse)
                    return done(reply);
                ProgressSample sample;
                sample.state = state;
                sample.percent = progressStateIsActive(state) ? 40.0 : 100.0;
                HelperAccepted accepted;
                accepted.request = QStringLiteral("sample");
                accepted.answer.insert(QStringLiteral("sample"), progressSampleToJson(sample));
                reply.ok = true;
                reply.event.type = HelperEventType::Accepted;
                reply.event.payload = accepted;
                done(reply);
            });
        };
    }
};

void TestProgressSampler::samplesOneQuestionAtATime()
{
    FakeHelper helper;
    helper.states = {ProgressState::Replace};
    ProgressSampler sampler(helper.ask(), 100);
    QSignalSpy sampled(&sampler, &ProgressSampler::sampled);
    sampler.start(QStringLiteral("rebuild"));
    QVERIFY(sampler.isSampling());
    QCOMPARE(sampler.kind(), QStringLiteral("rebuild"));
    QVERIFY(QTest::qWaitFor([&] { return sampled.size() >= 3; }, 5000));
    sampler.stop();
    QVERIFY(!sampler.isSampling());
    QCOMPARE(helper.mostPending, 1);
    QCOMPARE(sampled.first().at(0).toString(), QStringLiteral("rebuild"));
    const auto first = sampled.first().at(1).value<ProgressSample>();
    QVERIFY(first.timestampMs > 0); // the helper gave no time: the sampler's clock
    QCOMPARE(sampler.samples().size(), sampled.size());
    // Starting the same kind again goes on; another kind starts a new track.
    sampler.start(QStringLiteral("scrub"));
    QVERIFY(sampler.samples().isEmpty());
    sampler.stop();
}

void TestProgressSampler::unreadableSamplesAreReportedAndSkipped()
{
    FakeHelper helper;
    helper.states = {ProgressState::Recovery};
    helper.refuse = true;
    ProgressSampler sampler(helper.ask(), 100);
    QSignalSpy sampled(&sampler, &ProgressSampler::sampled);
    QSignalSpy unreadable(&sampler, &ProgressSampler::unreadable);
    sampler.start(QStringLiteral("rebuild"));
    QVERIFY(QTest::qWaitFor([&] { return unreadable.size() >= 2; }, 5000));
    QVERIFY(sampled.isEmpty());
    QVERIFY(sampler.isSampling()); // it goes on
    sampler.stop();
}

void TestProgressSampler::untilAtRestStopsAtTheFirstRestingSample()
{
    FakeHelper helper;
    helper.states = {ProgressState::Resync, ProgressState::Resync, ProgressState::Resync, ProgressState::Idle};
    ProgressSampler sampler(helper.ask(), 100);
    QSignalSpy sampled(&sampler, &ProgressSampler::sampled);
    QSignalSpy ended(&sampler, &ProgressSampler::ended);
    sampler.start(QStringLiteral("sync"));
    QVERIFY(QTest::qWaitFor([&] { return !sampled.isEmpty(); }, 5000));
    // The phase that started the sync ended; the sync goes on in the background.
    sampler.untilAtRest();
    QVERIFY(QTest::qWaitFor([&] { return !ended.isEmpty(); }, 5000));
    QCOMPARE(ended.first().at(0).toString(), QStringLiteral("sync"));
    QVERIFY(!sampler.isSampling());
    QCOMPARE(sampler.samples().constLast().state, ProgressState::Idle);
    const qsizetype count = sampled.size();
    QTest::qWait(300);
    QCOMPARE(sampled.size(), count); // nothing after the end
    QCOMPARE(helper.mostPending, 1);
}

void TestProgressSampler::onceAsksOneMoreAndLetsGo()
{
    FakeHelper helper;
    helper.states = {ProgressState::Finished};
    ProgressSampler sampler(helper.ask(), 100);
    QSignalSpy sampled(&sampler, &ProgressSampler::sampled);
    bool done = false;
    sampler.once(QStringLiteral("scrub"), [&] { done = true; });
    QVERIFY(QTest::qWaitFor([&] { return done; }, 5000));
    QCOMPARE(sampled.size(), 1);
    QVERIFY(!sampler.isSampling());
    QVERIFY(sampler.kind().isEmpty());
}

// btrfs: the helper answers with the replace that ran last; the scrub asked for has its own reading.
void TestProgressSampler::aScrubIsReadOffItsOwnReading()
{
    ProgressSample replace;
    replace.timestampMs = 7000;
    replace.state = ProgressState::Finished;
    replace.percent = 100.0;
    ProgressSample scrub;
    scrub.state = ProgressState::Finished;
    scrub.percent = 100.0;
    scrub.bytesDone = 192LL * 1024 * 1024;
    HelperAccepted accepted;
    accepted.request = QStringLiteral("sample");
    accepted.answer.insert(QStringLiteral("sample"), progressSampleToJson(replace));
    accepted.answer.insert(
        QStringLiteral("scrub"), QJsonObject {{QStringLiteral("progress"), progressSampleToJson(scrub)}});
    HelperReply reply;
    reply.ok = true;
    reply.event.type = HelperEventType::Accepted;
    reply.event.payload = accepted;
    const std::optional<ProgressSample> asScrub = ProgressSampler::sampleOf(reply, QStringLiteral("scrub"));
    QVERIFY(asScrub);
    QCOMPARE(asScrub->bytesDone, scrub.bytesDone);
    QCOMPARE(asScrub->timestampMs, 7000); // the answer's time
    const std::optional<ProgressSample> asRebuild = ProgressSampler::sampleOf(reply, QStringLiteral("rebuild"));
    QVERIFY(asRebuild);
    QVERIFY(!asRebuild->bytesDone); // the helper's own choice: the replace
    QVERIFY(!ProgressSampler::sampleOf(HelperReply {}, QStringLiteral("scrub")));
}

void TestProgressSampler::phasesAreSampledAsTheStagesDo_data()
{
    QTest::addColumn<QString>("stack");
    QTest::addColumn<QString>("phase");
    QTest::addColumn<QString>("kind");
    QTest::newRow("md sync") << "mdadm-raid5"
                             << "sync"
                             << "sync";
    QTest::newRow("md recovery") << "mdadm-raid5"
                                 << "rebuild"
                                 << "rebuild";
    QTest::newRow("zfs resilver") << "zfs-raidz1"
                                  << "rebuild"
                                  << "resilver";
    QTest::newRow("btrfs replace") << "btrfs-raid1"
                                   << "rebuild"
                                   << "rebuild";
    QTest::newRow("btrfs scrub") << "btrfs-raid1"
                                 << "scrub"
                                 << "scrub";
    QTest::newRow("mount copies nothing") << "btrfs-raid1"
                                          << "mount"
                                          << "";
    QTest::newRow("teardown copies nothing") << "mdadm-raid5"
                                             << "teardown"
                                             << "";
}

void TestProgressSampler::phasesAreSampledAsTheStagesDo()
{
    QFETCH(QString, stack);
    QFETCH(QString, phase);
    QFETCH(QString, kind);
    RecipeRequest request;
    request.stack = stack;
    QCOMPARE(progressKindOf(request, phase), kind);
    if (phase == QLatin1String("rebuild")) // the rebuild stage samples as the probe says
        QCOMPARE(kind, rebuildProbe(request).progressKind);
}

static SessionStepRecord step(const QString &phase, const QString &id, qint64 start, qint64 end)
{
    SessionStepRecord record;
    record.phase = phase;
    record.stepId = id;
    record.startedAtMs = start;
    record.endedAtMs = end;
    record.ok = end > 0;
    record.state = end > 0 ? StepState::Succeeded : StepState::Running;
    return record;
}

void TestProgressSampler::copyClocksFromTheSteps()
{
    RecipeRequest request;
    request.stack = QStringLiteral("btrfs-raid1");
    request.disks = {QStringLiteral("/dev/loop0"), QStringLiteral("/dev/loop1"), QStringLiteral("/dev/loop2")};
    request.spare = QStringLiteral("/dev/loop3");
    LabSession session;
    session.stackRuns << SessionStackRun {request.stack, 1000, 0, 0, 0, 0, StepState::Running, {}};
    session.steps << step(QStringLiteral("build"), QStringLiteral("mkfs"), 1000, 1500)
                  << step(QStringLiteral("rebuild"), QStringLiteral("replace"), 2000, 2400)
                  << step(QStringLiteral("rebuild"), QStringLiteral("balance"), 2400, 2550)
                  << step(QStringLiteral("rebuild"), QStringLiteral("show"), 2550, 2600)
                  << step(QStringLiteral("scrub"), QStringLiteral("scrub"), 3000, 3350)
                  << step(QStringLiteral("teardown"), QStringLiteral("umount"), 4000, 0);
    QFile show(QStringLiteral(STACKLAB_TEST_DATA_DIR "/lab/btrfs-filesystem-show-after-replace.txt"));
    QVERIFY(show.open(QIODevice::ReadOnly));
    session.steps[3].argv
        = {QStringLiteral("btrfs"), QStringLiteral("filesystem"), QStringLiteral("show"), QStringLiteral("/mnt")};
    session.steps[3].outputLines = QString::fromUtf8(show.readAll()).split(QLatin1Char('\n'));

    const QList<CopyClock> clocks = CopyClocks::of(session, request);
    QCOMPARE(clocks.size(), 2); // no sync phase ran (btrfs has none): no clock
    QCOMPARE(clocks.at(0).kind, QStringLiteral("rebuild"));
    QCOMPARE(clocks.at(0).seconds, 0.6); // the first command to the end of the last step
    QVERIFY(clocks.at(0).bytes);
    QCOMPARE(*clocks.at(0).bytes, qint64(321.5 * 1024 * 1024)); // devid 3, the replacement
    QCOMPARE(clocks.at(1).kind, QStringLiteral("scrub"));
    QCOMPARE(clocks.at(1).seconds, 0.35);
    QVERIFY(!clocks.at(1).bytes);

    // A phase run again counts from its last start; one still running has no clock yet.
    session.steps << step(QStringLiteral("scrub"), QStringLiteral("scrub"), 5000, 0);
    const QList<CopyClock> running = CopyClocks::of(session, request);
    QCOMPARE(running.size(), 1);
    QCOMPARE(running.at(0).kind, QStringLiteral("rebuild"));
    QCOMPARE(CopyClocks::lastRunOf(session.steps, QStringLiteral("rebuild")), std::make_optional(std::pair {1, 3}));
    QVERIFY(!CopyClocks::lastRunOf(session.steps, QStringLiteral("sync")));
}

QTEST_GUILESS_MAIN(TestProgressSampler)
// mdadm --wait returned 5.6 s after md had finished (its fallback poll of /proc/mdstat) in the
// virtual lab's four-stack comparison, zpool wait 1.1 s after the resilver: the clocks end at the
// first sample that shows the work done.
void TestProgressSampler::aWaitThatReturnsLateIsNotTheOperationsEnd()
{
    const auto sample = [](qint64 ms, ProgressState state) {
        ProgressSample s;
        s.timestampMs = ms;
        s.state = state;
        return s;
    };
    // Degraded and idle before the spare was added: not an end.
    QCOMPARE(ProgressSampling::doneSeenMs({sample(0, ProgressState::Degraded), sample(500, ProgressState::Idle)}), 0);
    QCOMPARE(ProgressSampling::doneSeenMs({sample(0, ProgressState::Degraded), sample(500, ProgressState::Recovery),
                 sample(1000, ProgressState::Recovery), sample(1500, ProgressState::Idle),
                 sample(2000, ProgressState::Idle)}),
        1500);
    // A second pass after the first (a resync after a recovery) ends the operation only when it ends.
    QCOMPARE(ProgressSampling::doneSeenMs({sample(500, ProgressState::Recovery), sample(1000, ProgressState::Idle),
                 sample(1500, ProgressState::Resync), sample(2000, ProgressState::Idle)}),
        2000);
    QCOMPARE(
        ProgressSampling::doneSeenMs({sample(500, ProgressState::Recovery), sample(1000, ProgressState::Recovery)}), 0);

    // The samples as the lab reads them: /proc/mdstat captured in the guest during and after a recovery.
    const QByteArray during = "Personalities : [raid6] [raid5] [raid4]\n"
                              "md127 : active raid5 sdf[4] sde[3](F) sdd[1] sda[0]\n"
                              "      1044480 blocks super 1.2 level 5, 512k chunk, algorithm 2 [3/2] [UU_]\n"
                              "      [===================>.]  recovery = 98.5% (515444/522240) finish=0.0min "
                              "speed=25772K/sec\n\nunused devices: <none>\n";
    const QByteArray after = "Personalities : [raid6] [raid5] [raid4]\n"
                             "md127 : active raid5 sdf[4] sde[3](F) sdd[1] sda[0]\n"
                             "      1044480 blocks super 1.2 level 5, 512k chunk, algorithm 2 [3/3] [UUU]\n"
                             "\nunused devices: <none>\n";
    QList<ProgressSample> read;
    for (const auto &[ms, text] :
        {std::pair {20000LL, during}, std::pair {20500LL, after}, std::pair {21000LL, after}}) {
        const ParseResult<MdstatReport> parsed = MdstatParser::parse(QString::fromLatin1(text), ms);
        QVERIFY(parsed.ok());
        QCOMPARE(parsed.value.arrays.size(), 1);
        read << parsed.value.arrays.first().progress;
    }
    QCOMPARE(ProgressSampling::doneSeenMs(read), 20500);

    // btrfs balances after its replace: its clock ends with the phase.
    RecipeRequest request;
    for (const QString &stack : {QStringLiteral("mdadm-raid5"), QStringLiteral("lvm-raid5"),
             QStringLiteral("lvm-thin-md-raid5"), QStringLiteral("zfs-raidz1")}) {
        request.stack = stack;
        QVERIFY2(ProgressSampling::doneSampleEndsTheWork(request), qPrintable(stack));
    }
    request.stack = QStringLiteral("btrfs-raid1");
    QVERIFY(!ProgressSampling::doneSampleEndsTheWork(request));
}

#include "tst_progresssampler.moc"
