#include "labexit.h"

#include "labbench.h"
#include "mainwindow.h"
#include "models/logmodel.h"
#include "pages/buildpage.h"
#include "pages/walkrunner.h"

#include <QEvent>
#include <QMessageBox>
#include <QPushButton>
#include <QTimer>

LabExit::LabExit(MainWindow *window, LabBench *bench, BuildPage *build)
    : QObject(window)
    , m_window(window)
    , m_bench(bench)
    , m_build(build)
{
    window->installEventFilter(this);
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
    if (!m_build->isRunning()) {
        // An idle loop or virtual lab goes with the app (its target removes it on the way out);
        // a walk on it cannot go on, and says why at the next start.
        if (lab)
            m_build->walkRunner()->interrupt(tr("The window was closed; the lab was removed with it."));
        return true; // a walk between phases on this machine's disks is offered at the next start
    }
    QMessageBox box(QMessageBox::Warning, tr("Leave StackLab?"), tr("Steps of this lab's stack are still running."),
        QMessageBox::NoButton, m_window);
    QPushButton *stop = box.addButton(tr("Stop and clean up"), QMessageBox::AcceptRole);
    stop->setObjectName(QStringLiteral("stopAndCleanUp"));
    QPushButton *keep = nullptr;
    if (lab) {
        // A loop lab's helper removes it when the app goes; the virtual lab's guest ends with it.
        box.setInformativeText(tr("Stop and clean up: the running step is cancelled and the lab is removed (its "
                                  "disks, mounts and files). A loop or virtual lab lives only as long as StackLab."));
    } else {
        box.setInformativeText(
            tr("Stop and clean up: the running step is cancelled and the stack is torn down from wherever it is "
               "(its teardown phase, confirmed once for the phase).")
            + QStringLiteral("\n\n")
            + tr("Keep the lab and leave: the running step is cancelled and the stack stays on the disks as it is; "
                 "the walk is recorded as interrupted and the next start offers to resume it or tear it down."));
        keep = box.addButton(tr("Keep the lab and leave"), QMessageBox::DestructiveRole);
        keep->setObjectName(QStringLiteral("keepLabAndLeave"));
    }
    QPushButton *stay = box.addButton(QMessageBox::Cancel);
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
        m_build->walkRunner()->interrupt(tr("The window was closed mid-run: stopped and cleaned up."));
        m_cleaning = true;
        m_window->logModel()->append(LogLevel::Info, tr("Lab"), tr("Stopping the steps and cleaning up the lab…"));
        cleanUpAfterSteps();
    }
    return false;
}

// The helper refuses to remove a lab while a step runs: the cancelled step ends first.
void LabExit::cleanUpAfterSteps()
{
    if (!m_build->isRunning()) {
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
    if (m_build->walkRunner()->walk()) {
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
