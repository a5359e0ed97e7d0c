#include "lab/stages/drills/powercutstage.h"

#include "lab/figures/scenariomeasurements.h"
#include "stacks/recipe/labsteps.h"
#include "stacks/recipe/measurementkeys.h"
#include "stacks/recipe/requestrule.h"

#include <QObject>

#include <algorithm>
#include <memory>

RecipeRequest PowerCutStage::afterPowerCut(
    const RecipeRequest &request, const QString &pulled, const QMap<QString, QString> &kernelNames)
{
    RecipeRequest after = request;
    after.disks.removeAll(pulled);
    if (!request.spare.isEmpty() && !after.disks.contains(request.spare))
        after.disks << request.spare;
    after.spare.clear();
    after.failDisk.clear();
    after.pulledDisks.clear();
    after.kernelNames = kernelNames;
    return after;
}

qint64 PowerCutStage::waitBoundMs(qint64 rebuildSoFarMs)
{
    return std::max<qint64>(10 * 60 * 1000, 10 * rebuildSoFarMs);
}

void PowerCutStage::runRebuildPhase(Done done)
{
    // The whole rebuild phase runs as the rebuild stage runs it; the power goes at the first sample
    // past the mark, whatever step runs then (mdadm --wait, zpool wait, btrfs replace start -B:
    // killing the guest needs no helper, so no step has to end first). The steps after it are not
    // run: the recover phase takes over.
    auto once = std::make_shared<Done>(std::move(done));
    m_cut = [this, once] {
        inOrder({
                    [this](Done next) { cutAndPowerOn(next); },
                    [this](Done next) { bringBack(next); },
                },
            [once](bool ok) {
                if (*once)
                    std::exchange(*once, nullptr)(ok);
            });
    };
    QList<PlanStep> steps;
    if (const PlanPhase *phase = lab.scenario().phase(stage.phase))
        steps = phase->steps;
    runSteps(steps, [this, once](bool ok) {
        // Ended before the mark (afterRebuild says so); after a cut this never comes: the helper
        // that ran the step is gone with the guest.
        m_cut = nullptr;
        if (*once)
            std::exchange(*once, nullptr)(ok);
    });
}

void PowerCutStage::onRebuildSample(const ProgressSample &sample)
{
    if (!m_cut || !sample.percent || sample.state == ProgressState::Finished || *sample.percent >= 100
        || !progressStateIsActive(sample.state) || *sample.percent < lab.scenario().options().powerCutAtPercent)
        return;
    m_cutAtPercent = *sample.percent;
    std::exchange(m_cut, nullptr)();
}

void PowerCutStage::cutAndPowerOn(Done done)
{
    const QString pulled = RequestRule::failDisk(lab.recipe());
    m_rebuildBeforeCutMs = StageContext::nowMs() - rebuildStartMs();
    lab.say(tr("%1: power cut at %2 % of the rebuild; the guest boots again without %3")
                .arg(lab.stack())
                .arg(*m_cutAtPercent, 0, 'f', 1)
                .arg(pulled));
    lab.target().powerCycle(
        {pulled}, [this, pulled, done](bool ok, const QString &error, const LabTarget::PowerCycleTimes &times) {
            if (!ok) {
                lab.fail(tr("%1: the virtual lab did not come back after the power cut: %2").arg(lab.stack(), error));
                return done(false);
            }
            m_times = times;
            QString why;
            if (!lab.setRecipe(afterPowerCut(lab.recipe(), pulled, lab.target().kernelNames()), &why)) {
                lab.fail(
                    tr("%1: the recipe refuses the disks that are left after the power cut: %2").arg(lab.stack(), why));
                return done(false);
            }
            done(true);
        });
}

void PowerCutStage::bringBack(Done done)
{
    const PlanPhase *recover = lab.scenario().phase(QStringLiteral("recover"));
    const QList<PlanStep> all = recover ? recover->steps : QList<PlanStep> {};
    // The recipe's recover phase: the stack's own bring-back steps and the mount, the wait until
    // redundant, then what the stack needs once it is (LVM drops the pulled PV from its VG).
    const auto wait = std::find_if(
        all.begin(), all.end(), [](const PlanStep &step) { return step.id == LabSteps::waitRedundantId; });
    if (wait == all.end()) {
        lab.fail(tr("%1: the recipe has no recover phase with a wait until redundant to bring the stack back after a "
                    "power cut.")
                     .arg(lab.stack()));
        return done(false);
    }
    QList<Part> parts;
    // An ordinary step that fails with fallbacks after it (md's dirty degraded array) is a refusal:
    // its fallbacks run; after a success they are skipped.
    auto refused = std::make_shared<bool>(false);
    for (auto step = all.begin(); step != wait; ++step) {
        const bool fallbackNext = std::next(step) != wait && std::next(step)->fallback;
        parts << [this, step = *step, fallbackNext, refused](Done next) {
            if (step.fallback && !*refused)
                return next(true);
            if (!step.fallback)
                *refused = false;
            const int first = lab.records().stepCount();
            lab.steps().runStep(
                QStringLiteral("recover"), step, [this, step, first, fallbackNext, refused, next](bool ok) {
                    if (ok)
                        return next(true);
                    keepWhatItSaid(first);
                    if (!step.fallback && fallbackNext) {
                        *refused = true;
                        recordRefusal(step);
                        return next(true);
                    }
                    recordLost(tr("the recover step failed"));
                    next(false);
                });
        };
    }
    const PlanStep waitStep = *wait;
    const QList<PlanStep> afterRedundant(std::next(wait), all.end());
    inOrder(parts, [this, waitStep, afterRedundant, done](bool ok) {
        if (!ok)
            return done(true); // data lost is the drill's finding: the teardown still runs
        m_backMs = StageContext::nowMs();
        // The resumed rebuild's progress, on the same track as before the cut.
        lab.sampling().start(progressKind());
        waitRedundant(waitStep, [this, afterRedundant, done](bool redundant) {
            if (!redundant)
                return done(false);
            tidyUp(afterRedundant, done);
        });
    });
}

void PowerCutStage::tidyUp(const QList<PlanStep> &steps, Done done)
{
    QList<Part> parts;
    for (const PlanStep &step : steps) {
        parts << [this, step](Done next) {
            lab.steps().runStep(QStringLiteral("recover"), step, [this, step, next](bool ok) {
                if (!ok)
                    lab.fail(tr("%1: redundant again after the power cut, but \"%2\" failed: the stack is not as "
                                "its later phases expect it.")
                                 .arg(lab.stack(), step.title));
                next(ok);
            });
        };
    }
    inOrder(parts, done);
}

void PowerCutStage::waitRedundant(const PlanStep &wait, Done done)
{
    const qint64 bound = waitBoundMs(m_rebuildBeforeCutMs);
    m_bound.setSingleShot(true);
    m_bound.setInterval(int(std::min<qint64>(bound, 3600 * 1000)));
    QObject::connect(&m_bound, &QTimer::timeout, &lab, [this, bound] {
        m_waitTimedOut = true;
        lab.say(tr("%1: not redundant %2 s after the stack came back: the wait is stopped")
                    .arg(lab.stack())
                    .arg(bound / 1000));
        lab.interruptRunning();
    });
    m_bound.start();
    const int first = lab.records().stepCount();
    lab.steps().runStep(QStringLiteral("recover"), wait, [this, first, bound, done](bool ok) {
        m_bound.stop();
        if (ok) {
            m_redundantMs = StageContext::nowMs();
            return done(true);
        }
        keepWhatItSaid(first);
        lab.fail(m_waitTimedOut ? tr("%1: the stack came back but was not redundant within %2 s of the power-on.")
                                      .arg(lab.stack())
                                      .arg(bound / 1000)
                                : tr("%1: the wait until redundant failed after the power cut: %2")
                                      .arg(lab.stack(), m_lostLines.join(QStringLiteral(" / "))));
        done(false);
    });
}

void PowerCutStage::keepWhatItSaid(int firstStep)
{
    const QList<SessionStepRecord> records = lab.records().stepsSince(firstStep);
    if (records.isEmpty())
        return;
    m_lostArgv = records.last().argv;
    const QStringList &lines = records.last().outputLines;
    m_lostLines = lines.mid(std::max<qsizetype>(0, lines.size() - 12));
}

void PowerCutStage::recordRefusal(const PlanStep &step)
{
    m_refused = true;
    m_refusalArgv = m_lostArgv;
    m_refusalLines = m_lostLines;
    lab.say(tr("%1: \"%2\" refused after the power cut: %3. What the stack's documentation gives for it runs "
               "next.")
                .arg(lab.stack(), step.title, m_refusalLines.join(QStringLiteral(" / "))));
}

void PowerCutStage::recordLost(const QString &why)
{
    lab.figures().dataLost = true;
    lab.figures().dataLostLines = m_lostLines.isEmpty() ? QStringList {why} : m_lostLines;
    lab.say(tr("%1: the stack did not come back after the power cut (%2): %3")
                .arg(lab.stack(), why, lab.figures().dataLostLines.join(QStringLiteral(" / "))));
}

bool PowerCutStage::rebuildEnded(bool ok)
{
    // A stack the tools could not bring back is what the drill shows, not a failure of the run.
    return ok || lab.figures().dataLost;
}

QString PowerCutStage::rebuildClock() const
{
    return tr("wall clock from the first command of the rebuild phase until the recover phase ended: the power "
              "cut, the boot and the bring-back included (the power_cut_* figures split it)");
}

void PowerCutStage::afterRebuild(Done next)
{
    if (!m_cutAtPercent) {
        lab.fail(tr("%1: the rebuild ended before %2 % without a progress sample past it: no power cut. A larger "
                    "dataset (--dataset-size) or larger disks make the rebuild longer.")
                     .arg(lab.stack())
                     .arg(lab.scenario().options().powerCutAtPercent));
        return next(false);
    }
    lab.records().recordMeasured(MeasurementKey::PowerCutAtPercent, *m_cutAtPercent, QStringLiteral("%"),
        tr("the rebuild's progress sample that crossed --power-cut-at, when QEMU was killed"));
    const QString fromOn = tr("wall clock from the power-on (QEMU started again on the same disks)");
    lab.records().recordSeconds(MeasurementKey::PowerCutHelperS, m_times.poweredOnMs, m_times.helperAnsweredMs,
        tr("%1 until the new guest's helper answered").arg(fromOn));
    const bool lost = lab.figures().dataLost;
    lab.records().record(ScenarioMeasurements::make(lab.stack(), MeasurementKey::PowerCutDataLost, lost ? 1 : 0,
        QStringLiteral("yes/no"), 0, {},
        lost ? MeasurementSource::tool(m_lostArgv, lab.figures().dataLostLines,
            tr("the recover phase's step that failed: the stack's own tool could not bring it back"))
             : MeasurementSource::measured(tr("the recover phase brought the stack back with its own tools"))));
    if (lost)
        return next(true);
    const bool forced = m_refused;
    lab.records().record(ScenarioMeasurements::make(lab.stack(), MeasurementKey::PowerCutForcedStart, forced ? 1 : 0,
        QStringLiteral("yes/no"), 0, {},
        forced ? MeasurementSource::tool(m_refusalArgv, m_refusalLines,
            tr("the recover phase's bring-back step refused the stack; its fallback (the tool's forced start) "
               "brought it back"))
               : MeasurementSource::measured(tr("the recover phase's bring-back steps started the stack as they "
                                                "are, without a forced start"))));
    lab.records().recordSeconds(MeasurementKey::PowerCutBackS, m_times.poweredOnMs, m_backMs,
        tr("%1 until the recover phase's bring-back steps and the mount ended (the filesystem serves again)")
            .arg(fromOn));
    lab.records().recordSeconds(MeasurementKey::PowerCutRedundantS, m_times.poweredOnMs, m_redundantMs,
        tr("%1 until the recover phase's wait for redundancy ended").arg(fromOn));
    verify(next);
}

void PowerCutStage::verify(Done next)
{
    lab.helperCalls().verifyDataset(
        tr("Verify the dataset after the power cut"), [this, next](const std::optional<Measurement> &verified) {
            const qint64 end = StageContext::nowMs();
            if (!verified)
                return next(false);
            if (verified->value > 0)
                lab.records().recordSeconds(MeasurementKey::PowerCutVerifiedS, m_times.poweredOnMs, end,
                    tr("wall clock from the power-on until the dataset's sha256 matched the manifest written before "
                       "the pull"));
            next(true);
        });
}
