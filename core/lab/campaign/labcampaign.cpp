#include "lab/campaign/labcampaign.h"

#include "lab/sweep/scenariospace.h"

#include "lab/campaign/scenariorunner.h"
#include "lab/outcome/scenarioreport.h"
#include "lab/session/labsessionfolder.h"
#include "lab/session/labsessionstore.h"
#include "lab/sweep/scenariospace.h"
#include "report/export/reportformat.h"
#include "stacks/recipe/requestrule.h"
#include "vm/vmconfig.h"

#include <QDateTime>
#include <QEventLoop>
#include <QFileInfo>
#include <QSaveFile>

#include <algorithm>

namespace {

// Waits until the target is ready (true) or failed (false).
bool waitUntilReady(LabTarget *lab)
{
    QEventLoop loop;
    bool ok = false;
    QObject::connect(lab, &LabTarget::ready, &loop, [&] {
        ok = true;
        loop.quit();
    });
    QObject::connect(lab, &LabTarget::failed, &loop, &QEventLoop::quit);
    loop.exec();
    return ok;
}

LabTarget::Kind targetKind(const QString &target)
{
    if (target == QLatin1String("vm"))
        return LabTarget::Kind::Virtual;
    if (target == QLatin1String("host"))
        return LabTarget::Kind::Host;
    return LabTarget::Kind::Loop;
}

} // namespace

LabCampaign::LabCampaign(QObject *parent)
    : QObject(parent)
{
}

LabCampaign::~LabCampaign()
{
    if (m_target)
        stopTarget();
}

QString LabCampaign::newSessionName(const QString &prefix)
{
    return prefix + QLatin1Char('-') + QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss"));
}

std::unique_ptr<LabSessionStore> LabCampaign::openSession(
    const QString &dir, const SessionMetadata &wanted, QString *error)
{
    std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir, error);
    if (!store)
        return nullptr;
    SessionMetadata metadata = store->session().metadata;
    metadata.name = wanted.name;
    if (!metadata.created.isValid())
        metadata.created = wanted.created.isValid() ? wanted.created : QDateTime::currentDateTimeUtc();
    metadata.target = wanted.target;
    for (const QString &stack : wanted.stacks) {
        if (!metadata.stacks.contains(stack))
            metadata.stacks << stack;
    }
    if (!wanted.run.isEmpty())
        metadata.run = wanted.run;
    if (!store->setMetadata(metadata)) {
        *error = store->errorString();
        return nullptr;
    }
    return store;
}

bool LabCampaign::startSession(const QString &dir, const SessionMetadata &wanted, QString *error)
{
    const QString folder = dir.isEmpty() ? LabSessionFolder::defaultDirectory(wanted.name) : dir;
    QString why;
    m_store = openSession(folder, wanted, &why);
    if (!m_store) {
        *error = tr("The lab session in %1 could not be opened: %2").arg(folder, why);
        return false;
    }
    m_plan = wanted.run;
    return true;
}

LabCampaign::ResumeRefusal LabCampaign::resumeSession(const QString &dir, const QString &reportPath, QString *error)
{
    if (!QFileInfo::exists(dir + QLatin1Char('/') + LabSessionStore::snapshotFileName())) {
        *error = tr("No lab session to resume in %1.").arg(dir);
        return ResumeRefusal::NoSession;
    }
    QString why;
    m_store = LabSessionStore::open(dir, &why);
    if (!m_store) {
        *error = tr("The lab session in %1 could not be opened: %2").arg(dir, why);
        return ResumeRefusal::CannotOpen;
    }
    if (m_store->session().metadata.run.isEmpty()) {
        *error = tr("The session in %1 holds no lab run to resume (it was recorded by the GUI or by an "
                    "older stacklab-cli): start a new run.")
                     .arg(dir);
        m_store.reset();
        return ResumeRefusal::NoRunPlan;
    }
    m_plan = m_store->session().metadata.run;
    if (!reportPath.isEmpty())
        m_plan.reportPath = reportPath;
    return ResumeRefusal::None;
}

QString LabCampaign::sessionName() const
{
    return m_store ? m_store->session().metadata.name : QString();
}

bool LabCampaign::startTarget(LabTarget::Kind kind, int diskCount, qint64 diskSizeBytes, const QString &targetName)
{
    LabTarget::Options options;
    options.kind = kind;
    options.session = sessionName();
    options.diskCount = diskCount;
    options.diskSizeBytes = diskSizeBytes;
    options.helperPath = m_helperPath;
    if (m_vmCpus > 0)
        options.vm.cpus = m_vmCpus;
    options.vm.diskProfile = m_diskProfile;
    m_target = std::make_unique<LabTarget>(options);
    connect(m_target.get(), &LabTarget::progress, this, &LabCampaign::detail);
    m_target->start();
    if (m_target->isReady() || (m_target->errorString().isEmpty() && waitUntilReady(m_target.get())))
        return true;
    Q_EMIT problem(tr("The %1 lab could not start: %2").arg(targetName, m_target->errorString()));
    stopTarget();
    return false;
}

void LabCampaign::stopTarget()
{
    QEventLoop loop;
    bool stopped = false;
    connect(m_target.get(), &LabTarget::stopped, &loop, [&] {
        stopped = true;
        loop.quit();
    });
    m_target->stop();
    if (!stopped)
        loop.exec();
    m_target.reset();
}

RecipeRequest LabCampaign::requestFor(const QString &stack, const QStringList &disks, const QString &spare) const
{
    RecipeRequest request;
    request.stack = stack;
    request.disks = disks;
    request.spare = spare;
    request.session = sessionName();
    request.kernelNames = m_target->kernelNames();
    request.backingFiles = m_target->backingFiles();
    // A loop disk is pulled by cutting its backing file to 0 bytes (there is no sysfs delete).
    if (m_target->kind() == LabTarget::Kind::Loop)
        request.options.insert(QStringLiteral("pull"), QStringLiteral("loop-truncate"));
    return request;
}

LabCampaign::Outcome LabCampaign::runScenario(
    const Scenario &scenario, const std::function<void(ScenarioRunner *)> &watch)
{
    ScenarioRunner runner(scenario, m_target->client(), m_store.get());
    runner.setTarget(m_target.get());
    m_runner = &runner;
    m_cancelled = false;
    connect(&runner, &ScenarioRunner::message, this, &LabCampaign::detail);
    if (watch)
        watch(&runner);
    QEventLoop loop;
    connect(&runner, &ScenarioRunner::finished, &loop, &QEventLoop::quit);
    connect(m_target.get(), &LabTarget::failed, &loop, [&](const QString &why) {
        Q_EMIT problem(tr("The lab target failed: %1").arg(why));
        loop.quit();
    });
    runner.run();
    if (!runner.isFinished())
        loop.exec();
    m_runner = nullptr;
    Outcome outcome;
    outcome.succeeded = runner.succeeded();
    outcome.finished = runner.isFinished();
    outcome.error = runner.errorString().isEmpty() ? tr("the lab target stopped") : runner.errorString();
    return outcome;
}

void LabCampaign::cancel()
{
    if (!m_runner)
        return;
    m_cancelled = true;
    m_runner->cancel();
}

qsizetype LabCampaign::pulls() const
{
    // Steps of a fail phase pull a disk, whatever the method (sysfs delete, loop truncate).
    const QList<SessionStepRecord> &steps = m_store->session().steps;
    return std::count_if(
        steps.begin(), steps.end(), [](const SessionStepRecord &step) { return step.phase == QLatin1String("fail"); });
}

std::optional<Scenario> LabCampaign::admit(
    const QString &stack, const RecipeRequest &request, const ScenarioOptions &options)
{
    const Scenario scenario(request, options);
    QString refusal = scenario.ok() ? QString() : scenario.error();
    // The space the run writes and its rebuild needs, before anything is built (issue 29).
    if (refusal.isEmpty()) {
        if (const ScenarioSpaceCheck space = ScenarioSpace::check(request, options); !space.fits())
            refusal = space.refusal();
    }
    if (refusal.isEmpty())
        return scenario;
    m_failures << tr("%1: %2").arg(stack, refusal);
    Q_EMIT problem(m_failures.last());
    return std::nullopt;
}

int LabCampaign::freshDiskCount(qsizetype stacks) const
{
    // A pulled virtual disk stays gone until the guest boots again. The virtual lab brings fresh
    // disks for the stacks after the first, so that one stack's pulled disk is replaced by a fresh
    // one in the same guest instead of a new guest (its boot, the helper's start and the claim: 25-30
    // s each under TCG). Not with the drills that leave more than one disk gone or power the guest
    // off themselves: those stacks get a new guest, as every stack did before.
    const QList<ScenarioStageKind> &drills = m_plan.options.drills;
    if (drills.contains(ScenarioStageKind::SecondFailure) || drills.contains(ScenarioStageKind::PowerCut))
        return 0;
    return int(std::clamp<qsizetype>(stacks - 1, 0, VmConfig::maxDisks - m_plan.diskCount));
}

bool LabCampaign::runStacks(const QStringList &stacks)
{
    const LabTarget::Kind kind = targetKind(m_plan.target);
    m_vmCpus = m_plan.vmCpus;
    m_diskProfile = m_plan.diskProfile;
    if (m_plan.options.drills.contains(ScenarioStageKind::PowerCut)) {
        if (const QString refusal = LabTarget::powerCutRefusal(kind); !refusal.isEmpty()) {
            Q_EMIT problem(refusal);
            return false;
        }
    }
    QStringList disks = m_plan.disks;
    QString spare = m_plan.spare;
    const bool disksFromLab = disks.isEmpty();
    const bool spareFromLab = disksFromLab && spare.isEmpty();
    const int freshDisks = kind == LabTarget::Kind::Virtual && spareFromLab ? freshDiskCount(stacks.size()) : 0;
    QStringList fresh;
    auto startLab = [&]() -> bool {
        if (!startTarget(kind, m_plan.diskCount + freshDisks, m_plan.diskSizeBytes, m_plan.target))
            return false;
        if (disksFromLab) {
            QStringList all = m_target->labDisks();
            if (all.size() < 2) {
                Q_EMIT problem(
                    tr("The lab has %n disk(s); a scenario needs members and a spare.", nullptr, int(all.size())));
                stopTarget();
                return false;
            }
            fresh = all.size() > m_plan.diskCount ? all.mid(m_plan.diskCount) : QStringList();
            all = all.mid(0, all.size() - fresh.size());
            disks = all.mid(0, all.size() - 1);
            if (spareFromLab)
                spare = all.last();
        }
        return true;
    };
    // The stack that just ran pulled `pulled` and ended with its teardown: its other disks are
    // blank again, and a fresh disk of the lab takes the pulled one's place.
    auto replacePulled = [&](const QString &pulled) -> bool {
        QStringList pool = disks;
        pool << spare;
        if (fresh.isEmpty() || pool.removeAll(pulled) != 1)
            return false;
        pool << fresh.takeFirst();
        Q_EMIT message(tr("The previous stack pulled %1: %2, a fresh disk of the same lab, takes its place")
                           .arg(pulled, pool.last()));
        disks = pool.mid(0, pool.size() - 1);
        spare = pool.last();
        return true;
    };
    if (!startLab())
        return false;

    ScenarioOptions options = m_plan.options;
    // The lab made its disks, so it knows their size; on real disks the recipe defaults stand.
    options.memberBytes = kind == LabTarget::Kind::Host ? 0 : m_plan.diskSizeBytes;
    bool allOk = true;
    bool pulledDisk = false;
    QString pulledName;
    for (const QString &stack : stacks) {
        // A pulled virtual disk stays gone until the guest boots again, and a pulled loop disk
        // stays at 0 bytes (mkfs of the next stack failed on it): a fresh disk of the virtual lab,
        // else a fresh lab brings fresh, blank disks (the session stays the same).
        if (pulledDisk && !pulledName.isEmpty() && replacePulled(pulledName))
            pulledDisk = false;
        if (pulledDisk && kind != LabTarget::Kind::Host) {
            Q_EMIT message(kind == LabTarget::Kind::Virtual
                    ? tr("Restarting the virtual lab: the previous stack pulled a disk")
                    : tr("Restarting the loop lab: the previous stack pulled a disk"));
            stopTarget();
            if (!startLab()) {
                allOk = false;
                break;
            }
        }
        const std::optional<Scenario> admitted = admit(stack, requestFor(stack, disks, spare), options);
        if (!admitted) {
            allOk = false;
            continue;
        }
        const Scenario &scenario = *admitted;
        m_scenarios << scenario;
        Q_EMIT message(tr("== %1 on %2 + spare %3").arg(stack, disks.join(QLatin1Char(',')), spare));
        const qsizetype pullsBefore = pulls();
        const Outcome outcome = runScenario(scenario);
        pulledDisk = pulls() > pullsBefore;
        // Only a stack that ended well and ran its teardown left its other disks blank.
        const bool toreDown
            = options.stageSelection.isEmpty() || options.stageSelection.contains(ScenarioStageKind::Teardown);
        pulledName
            = outcome.succeeded && pulledDisk && toreDown ? RequestRule::failDisk(scenario.request()) : QString();
        if (!outcome.succeeded) {
            allOk = false;
            m_failures << tr("%1 failed: %2").arg(stack, outcome.error);
            Q_EMIT problem(m_failures.last());
            if (!outcome.finished)
                break;
        }
        // Cancelling the run cancels it, not only the stack that was running: the stacks after it
        // stay for --resume.
        if (m_cancelled) {
            if (const qsizetype next = stacks.indexOf(stack) + 1; next < stacks.size())
                Q_EMIT message(tr("Cancelled: %1 not run").arg(stacks.mid(next).join(QStringLiteral(", "))));
            break;
        }
    }
    Q_EMIT message(tr("Stopping the lab"));
    if (m_target)
        stopTarget();
    return allOk;
}

std::optional<QList<SweepResult>> LabCampaign::runSweep(LabTarget::Kind kind, int diskCount, qint64 diskSizeBytes,
    const QList<SweepCell> &cells,
    const std::function<bool(const QList<SweepResult> &, const QList<Measurement> &)> &afterRun,
    const std::function<bool()> &interrupted)
{
    QList<SweepResult> results;
    const QString targetName = LabTarget::kindName(kind);
    QStringList lost; // pulled disks: gone from the guest (sysfs delete) or cut to 0 bytes (loop)
    if (!startTarget(kind, diskCount, diskSizeBytes, targetName))
        return std::nullopt;
    bool labLost = false; // the target failed under a running scenario
    for (int c = 0; c < cells.size() && !interrupted() && !labLost; ++c) {
        const SweepCell &cell = cells.at(c);
        QStringList present = m_target->labDisks();
        for (const QString &disk : std::as_const(lost))
            present.removeAll(disk);
        if (present.size() < cell.layout.width + 1) {
            // A pulled disk stays out of the guest until it boots again: a fresh lab has all its disks.
            Q_EMIT message(
                tr("Restarting the lab: %n disk(s) left after the pulls, %1 needs %2", nullptr, int(present.size()))
                    .arg(cell.layout.token)
                    .arg(cell.layout.width + 1));
            stopTarget();
            lost.clear();
            if (!startTarget(kind, diskCount, diskSizeBytes, targetName))
                return results;
            present = m_target->labDisks();
        }
        const RecipeRequest request
            = requestFor(cell.layout.stack, present.mid(0, cell.layout.width), present.at(cell.layout.width));
        const Scenario scenario(request, LabSweep::scenarioOptions(cell));
        Q_EMIT message(tr("== [%1/%2] %3, %4 % full, round %5")
                           .arg(c + 1)
                           .arg(cells.size())
                           .arg(cell.layout.token)
                           .arg(cell.fillPercent)
                           .arg(cell.round));
        SweepResult result;
        QList<Measurement> measured;
        if (!scenario.ok()) {
            result.cell = cell;
            result.error = scenario.error();
        } else {
            const QString pulled = RequestRule::failDisk(request);
            const Outcome outcome = runScenario(scenario, [&measured, &lost, pulled](ScenarioRunner *runner) {
                connect(runner, &ScenarioRunner::measurement, [&measured](const Measurement &m) { measured << m; });
                connect(runner, &ScenarioRunner::stageStarted, [&lost, pulled](const ScenarioStage &stage) {
                    if (stage.kind == ScenarioStageKind::Fail && !lost.contains(pulled))
                        lost << pulled;
                });
            });
            result = LabSweep::resultOf(cell, measured);
            if (!outcome.succeeded)
                result.error = outcome.error;
            labLost = !outcome.finished;
        }
        results << result;
        if (!afterRun(results, measured))
            break;
    }
    Q_EMIT message(tr("Stopping the lab"));
    stopTarget();
    return results;
}

bool LabCampaign::writeReport(const QString &path, QString *error, const QMap<QString, QString> &run) const
{
    return writeReport(m_store->session(), m_scenarios, path, error, run);
}

bool LabCampaign::writeReport(const LabSession &session, const QList<Scenario> &scenarios, const QString &path,
    QString *error, const QMap<QString, QString> &run)
{
    ComparisonReport report = ScenarioReport::build(session, scenarios);
    report.run = run;
    const std::optional<ReportFormat> format = reportFormatFor(path);
    const std::optional<QByteArray> bytes = format ? exportReport(report, *format) : std::nullopt;
    if (!bytes) {
        *error = tr("%1 is not a format stacklab-cli writes: name it .md, .csv, .json or .html.").arg(path);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(*bytes) != bytes->size() || !file.commit()) {
        *error = file.errorString();
        return false;
    }
    return true;
}
