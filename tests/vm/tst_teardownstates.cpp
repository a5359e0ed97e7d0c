// Teardown from any state against the real tools (issue 13): in one boot of the virtual lab,
// mdadm-raid5 and zfs-raidz1 are half built through the guest's helper, a part of each is undone
// by hand (the array stopped; the pool destroyed and one disk's label and partition table wiped),
// then the stack's whole teardown phase runs through the StepDriver. Every step must succeed or
// be reported already done with the tool's reason, and the closing blank checks must pass on
// every disk: nothing is left, as the helper's inventory of the guest confirms.
// In the same boot, a pulled disk is given back (issue 29): mdadm-raid1 is built, a member pulled
// (the fail phase), the stack torn down, and the lab puts a fresh blank disk in the empty slot
// through QEMU's monitor; the guest then lists all four disks, blank, and the fresh one is
// claimed and takes a step again.
#include "helper/client/helperclient.h"
#include "lab/drive/stepdriver.h"
#include "lab/target/labtarget.h"
#include "lab/target/targetinventory.h"
#include "lab/target/targetreadings.h"
#include "stacks/catalog/stackrecipes.h"
#include "vm/vmimage.h"

#include <QElapsedTimer>
#include <QSignalSpy>
#include <QTest>

static const QString helperBinary = QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-helper");

class TestTeardownStates : public QObject {
    Q_OBJECT

private:
    struct Ran {
        QString id;
        StepOutcome outcome;
    };

    static QList<StepDriver::Step> stepsOf(const Plan &plan, const QStringList &phases, const QStringList &only = {})
    {
        QList<StepDriver::Step> steps;
        for (const PlanPhase &phase : plan.phases) {
            if (!phases.contains(phase.name))
                continue;
            for (const PlanStep &step : phase.steps) {
                if (only.isEmpty() || only.contains(step.id))
                    steps.append({phase.name, step});
            }
        }
        return steps;
    }

    // Runs the steps (the first failure stops them); false on a refused claim or timeout.
    static bool run(StepDriver &driver, const RecipeRequest &recipe, const QList<StepDriver::Step> &steps,
        QList<Ran> *ran, bool *allOk)
    {
        auto finished = connect(&driver, &StepDriver::stepFinished, &driver,
            [ran](const QString &, const PlanStep &step, const StepOutcome &outcome) {
                ran->append({step.id, outcome});
                qInfo("  %s: %s exit %d%s%s", qPrintable(step.id), outcome.ok ? "ok" : "FAILED", outcome.exitCode,
                    outcome.note.isEmpty() ? "" : " - ", qPrintable(outcome.note));
            });
        bool done = false;
        driver.claimAndRunSteps(recipe, steps, [&](bool ok, const HelperRefused &refusal) {
            if (!refusal.rule.isEmpty())
                qWarning("claim refused: %s %s", qPrintable(refusal.rule), qPrintable(refusal.message));
            *allOk = ok;
            done = true;
        });
        const bool inTime = QTest::qWaitFor([&] { return done; }, 900000);
        disconnect(finished);
        return inTime;
    }

    static const StepOutcome *outcomeOf(const QList<Ran> &ran, const QString &id)
    {
        for (const Ran &r : ran) {
            if (r.id == id)
                return &r.outcome;
        }
        return nullptr;
    }

    static InventorySnapshot guestDisks(LabTarget &target)
    {
        std::optional<TargetReading<InventorySnapshot>> reading;
        QObject owner;
        TargetReadings::guestDisks(
            target, &owner, [&](const TargetReading<InventorySnapshot> &answer) { reading = answer; });
        if (!QTest::qWaitFor([&] { return reading.has_value(); }, 120000) || !reading->value) {
            qWarning("the guest's disks were not listed: %s %s", reading ? qPrintable(reading->refusal) : "timeout",
                reading ? qPrintable(reading->error) : "");
            return {};
        }
        return *reading->value;
    }

    std::unique_ptr<LabTarget> m_target;
    QStringList m_console;
    QElapsedTimer m_clock;

private Q_SLOTS:
    void initTestCase()
    {
        const VmImage image;
        QVERIFY2(image.isPresent(), qPrintable(image.missing().join(QLatin1Char('\n'))));
        QVERIFY2(QFileInfo(helperBinary).isExecutable(), qPrintable(helperBinary));
        LabTarget::Options options;
        options.kind = LabTarget::Kind::Virtual;
        options.session = QStringLiteral("anystate");
        options.diskCount = 4;
        options.diskSizeBytes = 512LL * 1024 * 1024;
        options.helperPath = helperBinary;
        options.vm.accel = VmConfig::usableAccel();
        m_target = std::make_unique<LabTarget>(options);
        connect(m_target.get(), &LabTarget::consoleLine, this, [this](const QString &line) { m_console << line; });
        QSignalSpy ready(m_target.get(), &LabTarget::ready);
        QSignalSpy failed(m_target.get(), &LabTarget::failed);
        m_clock.start();
        m_target->start();
        const bool settled = QTest::qWaitFor([&] { return !ready.isEmpty() || !failed.isEmpty(); }, 400000);
        if (!failed.isEmpty() || !settled)
            qWarning("%s", qPrintable(m_console.join(QLatin1Char('\n'))));
        QVERIFY2(settled && failed.isEmpty(), "the virtual lab did not come up");
        qInfo("boot to helper: %.1f s", m_clock.elapsed() / 1000.0);
    }

    void cleanupTestCase()
    {
        if (!m_target)
            return;
        QSignalSpy stopped(m_target.get(), &LabTarget::stopped);
        m_target->stop();
        QVERIFY(QTest::qWaitFor([&] { return !stopped.isEmpty(); }, 60000));
        qInfo("whole test: %.1f s including boot", m_clock.elapsed() / 1000.0);
    }

    void teardownFromHalfBuiltStacks()
    {
        QVERIFY(m_target && m_target->isReady());
        LabTarget &target = *m_target;
        const LabTarget::Options &options = target.options();
        StepDriver driver(target.client());

        const struct {
            QString stack;
            QStringList build; // phases that half-build it
            QStringList byHand; // teardown steps run first, as a person would by hand
            QMap<QString, QString> notes; // teardown step -> the note it must give
        } stacks[] = {
            {QStringLiteral("mdadm-raid5"), {QStringLiteral("prepare"), QStringLiteral("build")},
                {QStringLiteral("stop-array")},
                {{QStringLiteral("umount"), QStringLiteral("already unmounted")},
                    {QStringLiteral("stop-array"), QStringLiteral("array not running")}}},
            {QStringLiteral("zfs-raidz1"), {QStringLiteral("prepare"), QStringLiteral("build")},
                {QStringLiteral("destroy-pool"), QStringLiteral("labelclear-1"), QStringLiteral("wipefs-1")},
                {{QStringLiteral("destroy-pool"), QStringLiteral("pool not imported")}}},
        };
        QStringList failures;
        for (const auto &stack : stacks) {
            QElapsedTimer stackClock;
            stackClock.start();
            RecipeRequest recipe;
            recipe.stack = stack.stack;
            recipe.session = options.session;
            recipe.disks = target.labDisks().mid(0, 3);
            recipe.kernelNames = target.kernelNames();
            const PlanOrError plan = buildPlan(recipe);
            QVERIFY2(plan.ok(), qPrintable(plan.error));
            QList<Ran> ran;
            bool ok = false;
            qInfo("%s: half build", qPrintable(stack.stack));
            QVERIFY(run(driver, recipe, stepsOf(plan.plan, stack.build), &ran, &ok));
            QVERIFY2(ok, qPrintable(stack.stack + QStringLiteral(": the half build failed")));
            qInfo("%s: by hand", qPrintable(stack.stack));
            ran.clear();
            QVERIFY(run(driver, recipe, stepsOf(plan.plan, {QStringLiteral("teardown")}, stack.byHand), &ran, &ok));
            QVERIFY2(ok, qPrintable(stack.stack + QStringLiteral(": undoing a part by hand failed")));
            qInfo("%s: teardown", qPrintable(stack.stack));
            ran.clear();
            QVERIFY(run(driver, recipe, stepsOf(plan.plan, {QStringLiteral("teardown")}), &ran, &ok));
            const QList<StepDriver::Step> teardown = stepsOf(plan.plan, {QStringLiteral("teardown")});
            if (!ok || ran.size() != teardown.size())
                failures << QStringLiteral("%1: teardown ran %2 of %3 steps")
                                .arg(stack.stack)
                                .arg(ran.size())
                                .arg(teardown.size());
            for (const Ran &r : ran) {
                if (!r.outcome.ok)
                    failures << QStringLiteral("%1 %2: %3").arg(stack.stack, r.id, r.outcome.failureText({}));
            }
            for (auto it = stack.notes.cbegin(); it != stack.notes.cend(); ++it) {
                const StepOutcome *outcome = outcomeOf(ran, it.key());
                if (!outcome || !outcome->note.startsWith(it.value()))
                    failures << QStringLiteral("%1 %2: note '%3', expected '%4'")
                                    .arg(stack.stack, it.key(), outcome ? outcome->note : QStringLiteral("(not run)"),
                                        it.value());
            }
            qInfo("%s: %.1f s", qPrintable(stack.stack), stackClock.elapsed() / 1000.0);
        }
        // Nothing is left: the guest's helper lists no array, volume group, pool or mount of StackLab's.
        HelperRequest inventory;
        inventory.type = HelperRequestType::Inventory;
        inventory.id = QStringLiteral("inventory");
        target.client()->send(inventory);
        HelperEvent listed;
        QVERIFY(target.client()->waitForEvent(
            inventory.id, {HelperEventType::Accepted, HelperEventType::Refused}, &listed, 120000));
        QCOMPARE(listed.type, HelperEventType::Accepted);
        InventoryContext context;
        context.claimedDisks = target.labDisks() + target.kernelNames().values();
        const TargetInventory left = TargetInventory::read(listed.fields, context);
        QVERIFY2(left.problems.isEmpty(), qPrintable(left.problems.join(QLatin1Char('\n'))));
        for (const InventoryItem &item : left.stackLabItems())
            failures << QStringLiteral("left after the teardown: %1 %2 (%3)")
                            .arg(InventoryItem::kindName(item.kind), item.name, item.why);
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }

    void pulledDiskGivenBack()
    {
        QVERIFY(m_target && m_target->isReady());
        LabTarget &target = *m_target;
        StepDriver driver(target.client());
        RecipeRequest recipe;
        recipe.stack = QStringLiteral("mdadm-raid1");
        recipe.session = target.options().session;
        recipe.disks = target.labDisks().mid(0, 2);
        recipe.kernelNames = target.kernelNames();
        const QString pulled = recipe.disks.value(1);
        const PlanOrError plan = buildPlan(recipe);
        QVERIFY2(plan.ok(), qPrintable(plan.error));
        QList<Ran> ran;
        bool ok = false;
        QVERIFY(run(driver, recipe,
            stepsOf(plan.plan,
                {QStringLiteral("prepare"), QStringLiteral("build"), QStringLiteral("mount"), QStringLiteral("fail")}),
            &ran, &ok));
        QVERIFY2(ok, "mdadm-raid1: building it and pulling a member failed");
        ran.clear();
        QVERIFY(run(driver, recipe, stepsOf(plan.plan, {QStringLiteral("teardown")}), &ran, &ok));
        QVERIFY2(ok, "mdadm-raid1: the teardown after the pull failed");

        InventorySnapshot before = guestDisks(target);
        QCOMPARE(before.disks.size(), 3); // the pulled disk is out of the machine
        QStringList listed;
        for (const Disk &disk : std::as_const(before.disks))
            listed << disk.byIdLinks << disk.stableId;
        QVERIFY2(!listed.contains(pulled), qPrintable(listed.join(QLatin1Char(' '))));
        QStringList progress;
        auto spy = connect(&target, &LabTarget::progress, this, [&](const QString &line) { progress << line; });
        std::optional<QString> given;
        target.givePulledDisksBack(listed, [&](const QString &error) { given = error; });
        QVERIFY(QTest::qWaitFor([&] { return given.has_value(); }, 60000));
        disconnect(spy);
        QVERIFY2(given->isEmpty(), qPrintable(*given));
        qInfo("%s", qPrintable(progress.join(QLatin1Char('\n'))));
        QCOMPARE(target.labDisks().size(), 4);
        QVERIFY(target.labDisks().contains(pulled));
        QVERIFY2(!target.kernelNames().value(pulled).isEmpty(), "the fresh disk has no kernel name");

        const InventorySnapshot after = guestDisks(target);
        QCOMPARE(after.disks.size(), 4);
        for (const Disk &disk : after.disks)
            QVERIFY2(disk.classification == DiskClass::Blank, qPrintable(disk.name + QStringLiteral(" is not blank")));
        // The fresh disk is a disk again for the helper: a step on it runs (the blank check, with
        // the kernel name the claim gave).
        recipe.kernelNames = target.kernelNames();
        const PlanOrError again = buildPlan(recipe);
        QVERIFY2(again.ok(), qPrintable(again.error));
        ran.clear();
        QVERIFY(run(driver, recipe, stepsOf(again.plan, {QStringLiteral("prepare")}), &ran, &ok));
        QVERIFY2(ok, "the prepare phase (blank checks) on the given-back disk failed");
    }
};

QTEST_GUILESS_MAIN(TestTeardownStates)
#include "tst_teardownstates.moc"
