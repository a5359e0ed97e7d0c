#include "lab/walk/stackwalk.h"
#include "stacks/catalog/stackrecipes.h"

#include <QTemporaryDir>
#include <QTest>

class TestStackWalk : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void offersThePhasesInOrder();
    void readsTheWalkBackAfterARestart();
    void interruptedAndEndedWalks();
    void fallbacksSpeakForTheStepTheyFollow();

private:
    static RecipeRequest request();
    static Plan plan(const RecipeRequest &request);
    static void runPhase(
        StackWalk &walk, const Plan &plan, const QString &phase, StepState last = StepState::Succeeded);
};

RecipeRequest TestStackWalk::request()
{
    RecipeRequest request;
    request.stack = QStringLiteral("btrfs-raid1");
    request.session = QStringLiteral("tst-walk");
    request.disks = {QStringLiteral("/dev/loop20"), QStringLiteral("/dev/loop21"), QStringLiteral("/dev/loop22")};
    request.spare = QStringLiteral("/dev/loop23");
    request.options = {{QStringLiteral("pull"), QStringLiteral("sysfs")}}; // plans only: nothing runs
    return request;
}

Plan TestStackWalk::plan(const RecipeRequest &request)
{
    const PlanOrError built = buildPlan(request);
    if (!built.ok())
        qWarning("%s", qPrintable(built.error));
    return built.plan;
}

// Records every step of `phase`: started, then succeeded (the last one ends in `last`).
void TestStackWalk::runPhase(StackWalk &walk, const Plan &plan, const QString &phase, StepState last)
{
    for (const PlanPhase &p : plan.phases) {
        if (p.name != phase)
            continue;
        for (qsizetype i = 0; i < p.steps.size(); ++i) {
            const PlanStep &step = p.steps.at(i);
            QVERIFY(walk.stepStarted(phase, step, step.argv));
            const StepState state = i + 1 == p.steps.size() ? last : StepState::Succeeded;
            QVERIFY(walk.stepFinished(phase, step.id, state, state == StepState::Succeeded ? 0 : 1, 1200, {}));
        }
    }
}

void TestStackWalk::offersThePhasesInOrder()
{
    QTemporaryDir dir;
    QString error;
    const RecipeRequest req = request();
    const Plan p = plan(req);
    QVERIFY(!p.phases.isEmpty());
    const std::unique_ptr<StackWalk> walk = StackWalk::begin(dir.path(), req, QStringLiteral("loop"), &error);
    QVERIFY2(walk, qPrintable(error));
    QVERIFY(walk->directory().startsWith(dir.path() + QStringLiteral("/walk-btrfs-raid1-")));
    // Nothing ran: only the first phase; teardown is not offered before anything ran.
    QCOMPARE(walk->nextPhase(p), QStringLiteral("prepare"));
    QCOMPARE(walk->offeredPhases(p), QStringList {QStringLiteral("prepare")});

    runPhase(*walk, p, QStringLiteral("prepare"));
    runPhase(*walk, p, QStringLiteral("build"));
    // btrfs's sync phase has no steps: it is done by itself, and mount comes next.
    QVERIFY(walk->phaseDone(p, QStringLiteral("sync")));
    QCOMPARE(walk->nextPhase(p), QStringLiteral("mount"));
    QCOMPARE(walk->offeredPhases(p), (QStringList {QStringLiteral("mount"), QStringLiteral("teardown")}));

    // A failed step keeps its phase offered (to run again), and its record says how it ended.
    runPhase(*walk, p, QStringLiteral("mount"), StepState::Failed);
    QCOMPARE(walk->nextPhase(p), QStringLiteral("mount"));
    const std::optional<StackWalk::StepResult> failed
        = walk->result(QStringLiteral("mount"), QStringLiteral("show-space"));
    QVERIFY(failed);
    QCOMPARE(failed->state, StepState::Failed);
    QCOMPARE(failed->exitCode, 1);
    QCOMPARE(failed->durationMs, 1200);
    runPhase(*walk, p, QStringLiteral("mount"));
    QCOMPARE(walk->nextPhase(p), QStringLiteral("snapshot"));

    // The helper's note of a step whose work was already done is kept with its record.
    PlanStep umount;
    umount.id = QStringLiteral("umount");
    QVERIFY(walk->stepStarted(QStringLiteral("teardown"), umount, {}));
    QVERIFY(walk->stepFinished(QStringLiteral("teardown"), QStringLiteral("umount"), StepState::Succeeded, 32, 50,
        QStringLiteral("already unmounted")));
    QCOMPARE(
        walk->result(QStringLiteral("teardown"), QStringLiteral("umount"))->note, QStringLiteral("already unmounted"));
    QVERIFY(!walk->result(QStringLiteral("scrub"), QStringLiteral("scrub")));
}

// btrfs's rebuild phase: replace, then its fallbacks (a flush, the replace again), then balance and
// show. A replace that succeeded leaves its fallbacks unrun and the phase done; one that failed is
// done only when its last fallback succeeded.
void TestStackWalk::fallbacksSpeakForTheStepTheyFollow()
{
    QTemporaryDir dir;
    QString error;
    const RecipeRequest req = request();
    const Plan p = plan(req);
    const PlanPhase *rebuild = nullptr;
    for (const PlanPhase &phase : p.phases) {
        if (phase.name == QLatin1String("rebuild"))
            rebuild = &phase;
    }
    QVERIFY(rebuild);
    QStringList fallbacks;
    for (const PlanStep &step : rebuild->steps) {
        if (step.fallback)
            fallbacks << step.id;
    }
    QCOMPARE(fallbacks, (QStringList {QStringLiteral("flush-before-replace"), QStringLiteral("replace-again")}));
    const auto record = [&](StackWalk &walk, const QString &id, StepState state) {
        for (const PlanStep &step : rebuild->steps) {
            if (step.id == id) {
                QVERIFY(walk.stepStarted(rebuild->name, step, step.argv));
                QVERIFY(walk.stepFinished(rebuild->name, id, state, state == StepState::Succeeded ? 0 : 1, 900, {}));
            }
        }
    };

    const std::unique_ptr<StackWalk> passed = StackWalk::begin(dir.path(), req, QStringLiteral("loop"), &error);
    QVERIFY2(passed, qPrintable(error));
    for (const QString &id : {QStringLiteral("replace"), QStringLiteral("balance"), QStringLiteral("show")})
        record(*passed, id, StepState::Succeeded);
    QVERIFY(passed->phaseDone(p, QStringLiteral("rebuild")));
    QVERIFY(passed->fallbackNotNeeded(*rebuild, QStringLiteral("replace-again")));
    QVERIFY(passed->end(StepState::Succeeded));

    const std::unique_ptr<StackWalk> refused = StackWalk::begin(dir.path(), req, QStringLiteral("loop"), &error);
    QVERIFY2(refused, qPrintable(error));
    record(*refused, QStringLiteral("replace"), StepState::Failed);
    record(*refused, QStringLiteral("flush-before-replace"), StepState::Succeeded);
    record(*refused, QStringLiteral("replace-again"), StepState::Failed);
    QVERIFY(!refused->phaseDone(p, QStringLiteral("rebuild")));
    QVERIFY(!refused->fallbackNotNeeded(*rebuild, QStringLiteral("replace-again")));
    record(*refused, QStringLiteral("replace"), StepState::Failed);
    record(*refused, QStringLiteral("flush-before-replace"), StepState::Succeeded);
    record(*refused, QStringLiteral("replace-again"), StepState::Succeeded);
    record(*refused, QStringLiteral("balance"), StepState::Succeeded);
    QVERIFY(!refused->phaseDone(p, QStringLiteral("rebuild"))); // show has not run
    record(*refused, QStringLiteral("show"), StepState::Succeeded);
    QVERIFY(refused->phaseDone(p, QStringLiteral("rebuild")));
}

void TestStackWalk::readsTheWalkBackAfterARestart()
{
    QTemporaryDir dir;
    QString error;
    const RecipeRequest req = request();
    const Plan p = plan(req);
    QString folder;
    {
        const std::unique_ptr<StackWalk> walk = StackWalk::begin(dir.path(), req, QStringLiteral("host"), &error);
        QVERIFY2(walk, qPrintable(error));
        folder = walk->directory();
        runPhase(*walk, p, QStringLiteral("prepare"));
        runPhase(*walk, p, QStringLiteral("build"));
        // A step still running when the app goes away (a crash: nothing recorded its end).
        const PlanStep &scan = p.phases.at(3).steps.first();
        QVERIFY(walk->stepStarted(QStringLiteral("mount"), scan, scan.argv));
    }
    QCOMPARE(StackWalk::unfinished(dir.path()), QStringList {folder});
    const std::optional<StackWalk::Summary> summary = StackWalk::summary(folder);
    QVERIFY(summary);
    QCOMPARE(summary->stack, req.stack);
    QCOMPARE(summary->session, req.session);
    QCOMPARE(summary->target, QStringLiteral("host"));
    QCOMPARE(summary->disks, req.disks + QStringList {req.spare});
    QCOMPARE(summary->lastPhase, QStringLiteral("mount"));
    QVERIFY(summary->interrupted);

    const std::unique_ptr<StackWalk> resumed = StackWalk::resume(folder, &error);
    QVERIFY2(resumed, qPrintable(error));
    QCOMPARE(resumed->request().stack, req.stack);
    QCOMPARE(resumed->request().disks, req.disks);
    QCOMPARE(resumed->request().spare, req.spare);
    QCOMPARE(resumed->request().session, req.session);
    QCOMPARE(resumed->nextPhase(p), QStringLiteral("mount"));
    QCOMPARE(resumed->result(QStringLiteral("mount"), p.phases.at(3).steps.first().id)->state, StepState::Interrupted);
    QCOMPARE(resumed->result(QStringLiteral("build"), QStringLiteral("mkfs"))->state, StepState::Succeeded);
}

void TestStackWalk::interruptedAndEndedWalks()
{
    QTemporaryDir dir;
    QString error;
    const RecipeRequest req = request();
    const Plan p = plan(req);
    QString interrupted;
    QString ended;
    {
        const std::unique_ptr<StackWalk> walk = StackWalk::begin(dir.path(), req, QStringLiteral("loop"), &error);
        QVERIFY(walk);
        interrupted = walk->directory();
        runPhase(*walk, p, QStringLiteral("prepare"));
        QVERIFY(walk->interrupt(QStringLiteral("closed mid-run")));
        QVERIFY(!walk->hasEnded()); // interrupted is not the end: it is offered at the next start
    }
    {
        RecipeRequest other = req;
        other.session = QStringLiteral("tst-walk-2");
        const std::unique_ptr<StackWalk> walk = StackWalk::begin(dir.path(), other, QStringLiteral("loop"), &error);
        QVERIFY(walk);
        ended = walk->directory();
        QVERIFY(ended != interrupted);
        for (const PlanPhase &phase : p.phases)
            runPhase(*walk, p, phase.name);
        QVERIFY(walk->nextPhase(p).isEmpty());
        QVERIFY(walk->end(StepState::Succeeded));
        QVERIFY(walk->hasEnded());
    }
    QCOMPARE(StackWalk::unfinished(dir.path()), QStringList {interrupted});
    QVERIFY(StackWalk::summary(interrupted)->interrupted);
    QVERIFY(!StackWalk::summary(ended));
    QVERIFY(!StackWalk::resume(ended, &error));
    QVERIFY(error.contains(QStringLiteral("ended")));
    // A folder that is not a walk is refused with its reason.
    QTemporaryDir empty;
    QVERIFY(!StackWalk::resume(empty.path(), &error));
    QVERIFY(!error.isEmpty());
}

QTEST_GUILESS_MAIN(TestStackWalk)
#include "tst_stackwalk.moc"
