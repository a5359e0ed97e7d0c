#include "labrecovery.h"

#include "lab/target/labtarget.h"
#include "mainwindow.h"
#include "models/logmodel.h"
#include "ownership/labowner.h"
#include "pages/buildpage.h"
#include "pages/walkrunner.h"

#include <QDir>
#include <QFileInfo>
#include <QMessageBox>
#include <QPushButton>

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
        if (resumeButton && box.clickedButton() == resumeButton && !resume(leftover, &error))
            m_window->logModel()->append(LogLevel::Error, tr("Lab"), error);
        else if (box.clickedButton() == cleanButton)
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
            Q_EMIT cleanedUp(false, error.isEmpty() ? tr("The teardown did not start.") : error);
            return;
        }
        connect(
            m_build, &BuildPage::stepsFinished, this,
            [this](bool ok) { Q_EMIT cleanedUp(ok, ok ? tr("Torn down.") : m_build->hintText()); },
            Qt::SingleShotConnection);
        return;
    }
    if (leftover.loopSession.isEmpty()) {
        endWalk(leftover, tr("Its lab was gone at the next start."));
        Q_EMIT cleanedUp(true, tr("Its lab was already gone."));
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
            finishCleanUp(helper, leftover, false, error);
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
    m_window->logModel()->append(ok ? LogLevel::Info : LogLevel::Error, tr("Lab"), message);
    connect(helper, &LabTarget::stopped, helper, &QObject::deleteLater);
    helper->stop();
    Q_EMIT cleanedUp(ok, message);
}
