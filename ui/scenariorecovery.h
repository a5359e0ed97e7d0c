#pragma once

#include <QObject>
#include <QStringList>

class MainWindow;
class QMessageBox;
class QSettings;

// At start: a Lab-page scenario (or a stacklab-cli lab run) whose session did not reach its end,
// because the app, its helper or the lab stopped under it, or the window was closed and the run
// stopped. Offered once, with what it recorded: show its partial results on the Results and
// Rebuild pages, or discard its session folder. Resume is offered only where core can do it: a
// session with a recorded run plan (stacklab-cli lab run) continues with `stacklab-cli lab run
// --resume DIR`, whose command is copied for the person; a Lab-page scenario cannot continue
// (its lab went with the app and a scenario starts at its first stage), so the box says so.
// Walks of the Build page are LabRecovery's.
class ScenarioRecovery : public QObject {
    Q_OBJECT
public:
    struct Interrupted {
        QString directory;
        QString name;
        QString target; // "Loop lab", "Virtual lab", "This machine"
        QStringList stacks; // "btrfs-raid1: cut short (…)", one per stack that did not end
        int measurements = 0;
        bool hasRunPlan = false; // recorded by stacklab-cli lab run: --resume continues it
        QString description() const;
        QString resumeCommand() const;
    };

    explicit ScenarioRecovery(MainWindow *window, QObject *parent = nullptr);

    // The folder the Lab page records sessions in (default: LabSessionFolder::defaultRoot()).
    void setSessionRoot(const QString &root) { m_root = root; }
    // Remembers the sessions already answered, so each is offered once (none: asked every start).
    void setSettings(QSettings *settings) { m_settings = settings; }

    // The newest sessions under the root that did not end and were not answered yet. A session
    // another program holds open (a run going on) is not one.
    QList<Interrupted> find() const;
    // Asks about each (Show partial results, Discard, Later; Copy the resume command for a CLI run).
    void offer();
    // The question while it is open (buttons: showPartialResults, discardSession, copyResumeCommand,
    // later).
    QMessageBox *question() const { return m_question; }

    bool showResults(const Interrupted &run, QString *error);
    bool discard(const Interrupted &run, QString *error);
    // Not offered again: answered, or seen ending while the app ran.
    void acknowledge(const QString &directory);

Q_SIGNALS:
    // After each answer, with what was done or why not (also in the status bar and the log).
    void answered(bool ok, const QString &message);

private:
    void report(bool ok, const QString &message);
    QStringList acknowledged() const;

    MainWindow *m_window;
    QString m_root;
    QSettings *m_settings = nullptr;
    QMessageBox *m_question = nullptr;
};
