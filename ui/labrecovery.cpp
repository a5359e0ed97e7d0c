#include "labrecovery.h"

#include "lab/target/labtarget.h"
#include "mainwindow.h"
#include "models/logmodel.h"
#include "ownership/labowner.h"
#include "pages/buildpage.h"
#include "pages/walkrunner.h"
#include "widgets/logdock.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>
#include <QStatusBar>

QString LabRecovery::Leftover::description() const
{
    QStringList parts;
    if (walk) {
        QStringList names;
        for (const QString &disk : walk->disks)
            names << QFileInfo(disk).fileName();
        parts << (walk->lastPhase.isEmpty()
                ? tr("%1 on %2, nothing run yet").arg(walk->stack, names.join(QStringLiteral(", ")))
                : tr("%1 on %2, stopped in its %3 phase")
                      .arg(walk->stack, names.join(QStringLiteral(", ")), walk->lastPhase));
    }
    if (!loopSession.isEmpty())
        parts << tr("the loop lab of session %1 is still there (its loop devices, mounts and files)").arg(loopSession);
    return parts.join(QStringLiteral("; "));
}

LabRecovery::LabRecovery(MainWindow *window, BuildPage *build, QObject *parent)
    : QObject(parent ? parent : window)
    , m_window(window)
    , m_build(build)
{
}

QList<LabRecovery::Leftover> LabRecovery::find() const
{
    QList<Leftover> found;
    QStringList labs;
    // A lab whose owner runs is another app's (or this one's): not a leftover. An owner file that
    // cannot be read (the app is not root) leaves the judgement to the helper.
    for (const QString &session : QDir(m_loopLabRoot).entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        const LabOwner owner = LabOwner::read(
            m_loopLabRoot + QLatin1Char('/') + session + QLatin1Char('/') + LabOwner::loopLabFileName());
        if (!owner.isValid() || !owner.isAlive())
            labs << session;
    }
    for (const QString &dir : StackWalk::unfinished(m_build->walkRunner()->sessionRoot())) {
        Leftover leftover;
        leftover.walk = StackWalk::summary(dir);
        if (!leftover.walk)
            continue;
        if (leftover.walk->target == QLatin1String("loop") && labs.removeAll(leftover.walk->session) > 0)
            leftover.loopSession = leftover.walk->session;
        found << leftover;
    }
    for (const QString &session : std::as_const(labs))
        found.append({std::nullopt, session});
    return found;
}

void LabRecovery::offer()
{
    for (const Leftover &leftover : find()) {
        QMessageBox box(QMessageBox::Question, tr("Left from the last run"),
            tr("StackLab was left while a lab was built: %1.").arg(leftover.description()), QMessageBox::NoButton,
            m_window);
        QPushButton *resumeButton = nullptr;
        if (leftover.resumable())
            resumeButton = box.addButton(tr("Resume the walk"), QMessageBox::AcceptRole);
        QPushButton *cleanButton
            = box.addButton(leftover.resumable() ? tr("Tear it down") : tr("Clean up"), QMessageBox::DestructiveRole);
        cleanButton->setObjectName(QStringLiteral("cleanUpLeftover"));
        QPushButton *later = box.addButton(tr("Later"), QMessageBox::RejectRole);
        box.setDefaultButton(resumeButton ? resumeButton : later);
        if (!leftover.resumable())
            box.setInformativeText(tr("A loop or virtual lab lives with the helper that made it: it cannot be "
                                      "continued, only cleaned up."));
        box.exec();
        QString error;
        if (resumeButton && box.clickedButton() == resumeButton) {
            if (resume(leftover, &error)) {
                m_window->statusBar()->showMessage(
                    tr("Resumed the walk of %1 on the Build page.").arg(leftover.walk->stack), 30000);
            } else {
                m_window->logModel()->append(LogLevel::Error, tr("Lab"), error);
                m_window->statusBar()->showMessage(error, 30000);
            }
        } else if (box.clickedButton() == cleanButton)
            cleanUp(leftover);
    }
}

bool LabRecovery::resume(const Leftover &leftover, QString *error)
{
    if (!leftover.walk) {
        *error = tr("There is no walk to resume.");
        return false;
    }
    if (!m_build->resumeWalk(leftover.walk->directory, error))
        return false;
    m_window->setCurrentPage(m_build->pageId());
    return true;
}

void LabRecovery::endWalk(const Leftover &leftover, const QString &why)
{
    if (!leftover.walk)
        return;
    QString error;
    if (const std::unique_ptr<StackWalk> walk = StackWalk::resume(leftover.walk->directory, &error))
        walk->end(StepState::Cancelled, why);
}

void LabRecovery::cleanUp(const Leftover &leftover)
{
    if (leftover.resumable()) {
        QString error;
        if (!resume(leftover, &error) || !m_build->runPhase(QStringLiteral("teardown"))) {
            report(false,
                tr("%1 was not torn down: %2")
                    .arg(leftover.walk->stack, error.isEmpty() ? tr("its teardown did not start.") : error));
            return;
        }
        // Under way, not done: cleanedUp() waits for the teardown's end.
        const QString started
            = tr("Tearing down %1: its teardown phase runs on the Build page.").arg(leftover.walk->stack);
        m_window->logModel()->append(LogLevel::Info, tr("Lab"), started);
        m_window->statusBar()->showMessage(started);
        const QString stack = leftover.walk->stack;
        connect(
            m_build, &BuildPage::stepsFinished, this,
            [this, stack](bool ok) {
                report(ok,
                    ok ? tr("Tore down %1: its teardown phase ran to its end.").arg(stack)
                       : tr("The teardown of %1 failed: %2").arg(stack, m_build->hintText()));
            },
            Qt::SingleShotConnection);
        return;
    }
    if (leftover.loopSession.isEmpty()) {
        endWalk(leftover, tr("Its lab was gone at the next start."));
        report(true,
            tr("Nothing to remove: the lab of %1 was already gone; the walk is marked as ended.")
                .arg(leftover.description()));
        return;
    }
    // A helper for that session only: it removes the lab because its owner is gone.
    LabTarget::Options options;
    options.kind = LabTarget::Kind::Host;
    options.session = leftover.loopSession;
    options.helperPath = m_helperPath;
    auto *helper = new LabTarget(options, this);
    connect(helper, &LabTarget::failed, this, [this, helper, leftover](const QString &error) {
        if (!helper->isReady())
            finishCleanUp(helper, leftover, false,
                tr("The loop lab of session %1 was not removed: %2").arg(leftover.loopSession, error));
    });
    connect(helper, &LabTarget::ready, this, [this, helper, leftover] {
        helper->removeLoopLab([this, helper, leftover](bool ok, const QString &why) {
            // Any helper that makes a loop lab first removes the ones whose owner is gone: another
            // StackLab window or run may have removed this one since find() saw it.
            const bool goneMeanwhile
                = !ok && !QFileInfo::exists(m_loopLabRoot + QLatin1Char('/') + leftover.loopSession);
            const QString message = ok ? tr("Removed the loop lab of session %1.").arg(leftover.loopSession)
                : goneMeanwhile
                ? tr("The loop lab of session %1 was already removed (by another StackLab helper that found it "
                     "left behind).")
                      .arg(leftover.loopSession)
                : tr("The loop lab of session %1 was not removed: %2").arg(leftover.loopSession, why);
            finishCleanUp(helper, leftover, ok || goneMeanwhile, message);
        });
    });
    helper->start();
}

void LabRecovery::finishCleanUp(LabTarget *helper, const Leftover &leftover, bool ok, const QString &message)
{
    helper->disconnect(this);
    if (ok)
        endWalk(leftover, tr("Cleaned up at the next start: the loop lab was removed."));
    connect(helper, &LabTarget::stopped, helper, &QObject::deleteLater);
    helper->stop();
    report(ok, message);
}

// Every cleanup says what it did or why not: in the log, in the status bar, and the log shown on
// an error (a modal box after the offer's own would be one too many).
void LabRecovery::report(bool ok, const QString &message)
{
    m_window->logModel()->append(ok ? LogLevel::Info : LogLevel::Error, tr("Lab"), message);
    m_window->statusBar()->showMessage(message, 30000);
    if (!ok)
        m_window->logDock()->show();
    Q_EMIT cleanedUp(ok, message);
}
