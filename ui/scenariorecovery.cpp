#include "scenariorecovery.h"

#include "lab/outcome/labrunstatus.h"
#include "lab/session/labsessionfolder.h"
#include "lab/session/labsessionstore.h"
#include "lab/target/labtarget.h"
#include "lab/target/labtargetchoice.h"
#include "lab/walk/stackwalk.h"
#include "mainwindow.h"
#include "models/logmodel.h"
#include "pages/rebuildpage.h"
#include "pages/resultspage.h"
#include "widgets/logdock.h"
#include "widgets/sessionheader.h"

#include <QClipboard>
#include <QDir>
#include <QFileInfo>
#include <QGuiApplication>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>

namespace {
const QString answeredKey = QStringLiteral("recovery/answeredSessions");
constexpr int scanned = 32; // the newest folders (walks among them): an older run is history by now
constexpr int remembered = 64;
} // namespace

QString ScenarioRecovery::Interrupted::description() const
{
    return tr(
        "Session %1 (%2) did not reach its end:\n%3\nFigures measured before it stopped: %n.", nullptr, measurements)
        .arg(name, target, stacks.join(QLatin1Char('\n')));
}

QString ScenarioRecovery::Interrupted::resumeCommand() const
{
    return QStringLiteral("stacklab-cli lab run --resume %1").arg(directory);
}

ScenarioRecovery::ScenarioRecovery(MainWindow *window, QObject *parent)
    : QObject(parent ? parent : window)
    , m_window(window)
    , m_root(LabSessionFolder::defaultRoot())
{
}

QStringList ScenarioRecovery::acknowledged() const
{
    return m_settings ? m_settings->value(answeredKey).toStringList() : QStringList {};
}

void ScenarioRecovery::acknowledge(const QString &directory)
{
    if (!m_settings || directory.isEmpty())
        return;
    QStringList answered = acknowledged();
    const QString dir = QDir(directory).absolutePath();
    if (answered.contains(dir))
        return;
    answered.prepend(dir);
    m_settings->setValue(answeredKey, answered.mid(0, remembered));
}

QList<ScenarioRecovery::Interrupted> ScenarioRecovery::find() const
{
    const QStringList answered = acknowledged();
    QList<Interrupted> found;
    for (const QString &dir : LabSessionFolder::recent(m_root, scanned)) {
        if (StackWalk::isWalkFolder(dir) || answered.contains(QDir(dir).absolutePath()))
            continue;
        QString error;
        // Reading replays the journal and marks what still ran as interrupted; a session another
        // program holds (a run going on) is refused here and left alone.
        const std::optional<LabSession> session = LabSessionFolder::read(dir, &error);
        if (!session)
            continue;
        Interrupted run;
        const LabRunStatus status = LabRunStatus::of(*session);
        for (const LabRunStatus::Stack &stack : status.stacks()) {
            if (stack.state == LabRunStatus::StackState::Interrupted)
                run.stacks << tr("%1: cut short (the app, its helper or the lab stopped under it)").arg(stack.name);
            else if (stack.state == LabRunStatus::StackState::Cancelled)
                run.stacks << tr("%1: stopped before its end").arg(stack.name);
        }
        if (run.stacks.isEmpty())
            continue;
        run.directory = dir;
        run.name = session->metadata.name.isEmpty() ? QDir(dir).dirName() : session->metadata.name;
        // The target's title as the target dialog names it ("Loop lab"), else its recorded word.
        run.target = session->metadata.target;
        for (const LabTarget::Kind kind : {LabTarget::Kind::Host, LabTarget::Kind::Loop, LabTarget::Kind::Virtual}) {
            if (LabTarget::kindName(kind) == run.target)
                run.target = LabTargetChoice::kindTitle(kind);
        }
        run.measurements = int(session->measurements.size());
        run.hasRunPlan = !session->metadata.run.isEmpty();
        found << run;
    }
    return found;
}

void ScenarioRecovery::offer()
{
    for (const Interrupted &run : find()) {
        QMessageBox box(QMessageBox::Question, tr("A lab scenario was cut short"), run.description(),
            QMessageBox::NoButton, m_window);
        QPushButton *show = box.addButton(tr("Show partial results"), QMessageBox::AcceptRole);
        show->setObjectName(QStringLiteral("showPartialResults"));
        QPushButton *copy = nullptr;
        if (run.hasRunPlan) {
            copy = box.addButton(tr("Copy the resume command"), QMessageBox::ActionRole);
            copy->setObjectName(QStringLiteral("copyResumeCommand"));
            box.setInformativeText(tr("stacklab-cli can run its unfinished stacks again in the same session:\n%1\n\n"
                                      "Discard deletes the session folder %2.")
                                       .arg(run.resumeCommand(), run.directory));
        } else {
            box.setInformativeText(tr("The Lab page cannot continue it: its lab went with the app, and a scenario "
                                      "starts at its first stage (Prepare scenario runs it again). Show partial "
                                      "results opens what it recorded on the Results and Rebuild pages; Discard "
                                      "deletes the session folder %1.")
                                       .arg(run.directory));
        }
        QPushButton *discardButton = box.addButton(tr("Discard the session"), QMessageBox::DestructiveRole);
        discardButton->setObjectName(QStringLiteral("discardSession"));
        QPushButton *later = box.addButton(tr("Later"), QMessageBox::RejectRole);
        later->setObjectName(QStringLiteral("later"));
        box.setDefaultButton(show);
        box.setEscapeButton(later);
        m_question = &box;
        box.exec();
        m_question = nullptr;
        QString error;
        if (box.clickedButton() == show) {
            if (showResults(run, &error))
                report(true, tr("Showing what session %1 recorded before it stopped.").arg(run.name));
            else
                report(false, error);
        } else if (copy && box.clickedButton() == copy) {
            QGuiApplication::clipboard()->setText(run.resumeCommand());
            acknowledge(run.directory);
            report(true, tr("Copied: %1").arg(run.resumeCommand()));
        } else if (box.clickedButton() == discardButton) {
            if (discard(run, &error))
                report(true, tr("Discarded session %1: its folder %2 was deleted.").arg(run.name, run.directory));
            else
                report(false, error);
        }
    }
}

bool ScenarioRecovery::showResults(const Interrupted &run, QString *error)
{
    auto *results = qobject_cast<ResultsPage *>(m_window->page(QStringLiteral("results")));
    auto *rebuild = qobject_cast<RebuildPage *>(m_window->page(QStringLiteral("rebuild")));
    if (!results || !results->openSession(run.directory, error)
        || (rebuild && !rebuild->openSession(run.directory, error)))
        return false;
    m_window->sessionHeader()->setSessionName(run.name);
    m_window->setCurrentPage(results->pageId());
    acknowledge(run.directory);
    return true;
}

bool ScenarioRecovery::discard(const Interrupted &run, QString *error)
{
    // Only a session folder: its session.json is there, and nothing else is removed.
    if (!QFileInfo::exists(QDir(run.directory).filePath(LabSessionStore::snapshotFileName()))) {
        *error = tr("%1 is not a lab session folder (no %2): nothing was deleted.")
                     .arg(run.directory, LabSessionStore::snapshotFileName());
        return false;
    }
    if (!QDir(run.directory).removeRecursively()) {
        *error = tr("Session %1 could not be deleted completely: check the permissions of %2.")
                     .arg(run.name, run.directory);
        return false;
    }
    return true;
}

void ScenarioRecovery::report(bool ok, const QString &message)
{
    m_window->logModel()->append(ok ? LogLevel::Info : LogLevel::Error, tr("Lab"), message);
    m_window->statusBar()->showMessage(message, 30000);
    if (!ok)
        m_window->logDock()->show();
    Q_EMIT answered(ok, message);
}
