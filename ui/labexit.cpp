#include "labexit.h"

#include "labbench.h"
#include "mainwindow.h"
#include "models/logmodel.h"
#include "pages/buildpage.h"
#include "pages/labpage.h"
#include "pages/walkrunner.h"
#include "pages/workloadpage.h"

#include <QEvent>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>
#include <QTimer>

LabExit::LabExit(MainWindow *window, LabBench *bench, BuildPage *build, LabPage *lab)
    : QObject(window)
    , m_window(window)
    , m_bench(bench)
    , m_build(build)
    , m_lab(lab)
{
    window->installEventFilter(this);
    // The question names the step that runs, which the walk itself does not keep.
    connect(build->walkRunner(), &WalkRunner::stepStarted, this,
        [this](const QString &phase, const PlanStep &step, const QStringList &) {
            m_walkPhase = phase;
            m_walkStep = step.title;
        });
}

QString LabExit::runningWork() const
{
    QStringList running;
    if (m_build->isRunning()) {
        const StackWalk *walk = m_build->walkRunner()->walk();
        const QString stack = walk ? walk->request().stack : QString();
        running << (m_walkStep.isEmpty()
                ? tr("The Build page's walk of %1 is running its %2 phase.").arg(stack, m_walkPhase)
                : tr("The Build page's walk of %1 is running its %2 phase: %3.").arg(stack, m_walkPhase, m_walkStep));
    }
    if (m_lab && m_lab->isScenarioUnderway())
        running << tr("The lab scenario is running: %1.").arg(m_lab->scenarioState());
    if (m_workload && m_workload->isRunning())
        running << tr("The Workload page's job is running in %1.").arg(m_workload->targetDirectory());
    return running.join(QLatin1Char('\n'));
}

bool LabExit::stillRunning() const
{
    return m_build->isRunning() || (m_lab && m_lab->isScenarioUnderway()) || (m_workload && m_workload->isRunning());
}

bool LabExit::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && event->type() == QEvent::Close && !mayClose()) {
        event->ignore(); // close() reads the event's verdict: ignored keeps the window open
        return true;
    }
    return QObject::eventFilter(watched, event);
}

bool LabExit::mayClose()
{
    if (m_mayClose)
        return true;
    if (m_cleaning || m_question)
        return false; // already on its way out (or asking)
    LabTarget *target = m_bench->target();
    const bool lab = target && target->kind() != LabTarget::Kind::Host;
    const bool walkRuns = m_build->isRunning();
    const bool scenarioRuns = m_lab && m_lab->isScenarioUnderway();
    const bool workloadRuns = m_workload && m_workload->isRunning();
    if (!walkRuns && !scenarioRuns && !workloadRuns) {
        // An idle loop or virtual lab goes with the app (its target removes it on the way out);
        // a walk on it cannot go on, and says why at the next start.
        if (lab)
            m_build->walkRunner()->interrupt(tr("The window was closed; the lab was removed with it."));
        return true; // a walk between phases on this machine's disks is offered at the next start
    }
    QMessageBox box(QMessageBox::Warning, tr("Leave StackLab?"), runningWork(), QMessageBox::NoButton, m_window);
    QPushButton *stop = box.addButton(tr("Stop and clean up"), QMessageBox::AcceptRole);
    stop->setObjectName(QStringLiteral("stopAndCleanUp"));
    QPushButton *keep = nullptr;
    QStringList explained;
    if (lab) {
        // A loop lab's helper removes it when the app goes; the virtual lab's guest ends with it.
        explained << (scenarioRuns
                ? tr("Stop and clean up: the running step is cancelled, the scenario runs its teardown, the lab is "
                     "removed (its disks, mounts and files) and StackLab quits. The session keeps what was "
                     "measured so far; the next start offers it.")
                : tr("Stop and clean up: the running step is cancelled and the lab is removed (its "
                     "disks, mounts and files). A loop or virtual lab lives only as long as StackLab."));
    } else {
        if (scenarioRuns)
            explained << tr("Stop and clean up: the running step is cancelled, the scenario runs its teardown and "
                            "StackLab quits. The session keeps what was measured so far; the next start offers it.");
        if (walkRuns)
            explained << tr("Stop and clean up: the running step is cancelled and the stack is torn down from "
                            "wherever it is (its teardown phase, confirmed once for the phase).");
        if (walkRuns && !scenarioRuns) {
            explained << tr("Keep the lab and leave: the running step is cancelled and the stack stays on the disks "
                            "as it is; the walk is recorded as interrupted and the next start offers to resume it or "
                            "tear it down.");
            keep = box.addButton(tr("Keep the lab and leave"), QMessageBox::DestructiveRole);
            keep->setObjectName(QStringLiteral("keepLabAndLeave"));
        }
    }
    if (workloadRuns)
        explained << tr("Stop and clean up: the Workload page's job is cancelled; its files stay in %1.")
                         .arg(m_workload->targetDirectory());
    explained << tr("Keep it running: StackLab stays open and nothing is stopped.");
    box.setInformativeText(explained.join(QStringLiteral("\n\n")));
    QPushButton *stay = box.addButton(tr("Keep it running"), QMessageBox::RejectRole);
    stay->setObjectName(QStringLiteral("keepRunning"));
    box.setDefaultButton(stay);
    box.setEscapeButton(stay);
    m_question = &box;
    box.exec();
    m_question = nullptr;
    QAbstractButton *answer = box.clickedButton();
    if (keep && answer == keep) {
        m_build->walkRunner()->interrupt(tr("The window was closed mid-run; the stack was kept."));
        return true;
    }
    if (answer == stop) {
        // Cleaning before the cancel: the scenario's end is then known as the window's doing.
        m_cleaning = true;
        m_tearDownWalk = walkRuns; // a walk waiting between phases is not what was asked about
        if (walkRuns)
            m_build->walkRunner()->interrupt(tr("The window was closed mid-run: stopped and cleaned up."));
        if (scenarioRuns)
            m_lab->cancel(); // once: a second cancel would stop its teardown too
        if (workloadRuns)
            m_workload->cancel();
        m_window->logModel()->append(LogLevel::Info, tr("Lab"), tr("Stopping the steps and cleaning up the lab…"));
        m_window->statusBar()->showMessage(tr("Stopping and cleaning up before StackLab quits…"));
        cleanUpAfterSteps();
    }
    return false;
}

// The helper refuses to remove a lab while a step runs: the cancelled step (and a scenario's
// teardown) ends first.
void LabExit::cleanUpAfterSteps()
{
    if (!stillRunning()) {
        cleanUp();
        return;
    }
    QTimer::singleShot(100, this, &LabExit::cleanUpAfterSteps);
}

void LabExit::cleanUp()
{
    LabTarget *target = m_bench->target();
    if (target && target->kind() != LabTarget::Kind::Host) {
        connect(m_bench, &LabBench::targetChanged, this, [this](LabTarget *now) {
            if (!now)
                closeNow();
        });
        m_bench->stopTarget();
        return;
    }
    // This machine's disks: the walk's own teardown, from wherever the stack is.
    if (m_tearDownWalk && m_build->walkRunner()->walk()) {
        connect(m_build, &BuildPage::stepsFinished, this, &LabExit::closeNow, Qt::SingleShotConnection);
        if (m_build->runPhase(QStringLiteral("teardown")))
            return;
        disconnect(m_build, &BuildPage::stepsFinished, this, &LabExit::closeNow);
    }
    closeNow();
}

void LabExit::closeNow()
{
    m_cleaning = false;
    m_mayClose = true;
    Q_EMIT cleanedUp();
    QTimer::singleShot(0, m_window, &QWidget::close);
}
