#pragma once

#include "lab/walk/stackwalk.h"

#include <QObject>
#include <QPointer>

class BuildPage;
class LabTarget;
class MainWindow;

// At start: what an earlier run of the app left behind, offered for resume or cleanup. That is a
// walk of the Build page that was not torn down (StackWalk::unfinished), and a loop lab whose
// owner no longer runs (kept when the window closed, or left by a helper that was killed). A walk
// on this machine's disks is resumed (its plan, disks and step results come back) or torn down;
// a loop lab cannot go on without the helper that made it, so it is cleaned up: the helper
// unmounts its stack, detaches its loop devices and removes its files (lab-loop-destroy).
class LabRecovery : public QObject {
    Q_OBJECT
public:
    struct Leftover {
        std::optional<StackWalk::Summary> walk;
        QString loopSession; // a loop lab left behind (its folder exists), else empty
        // What it is, in words: "btrfs-raid1 on loop3, loop4 … (stopped at mount), loop lab kept".
        QString description() const;
        bool resumable() const { return walk && walk->target == QLatin1String("host"); }
    };

    LabRecovery(MainWindow *window, BuildPage *build, QObject *parent = nullptr);

    void setLoopLabRoot(const QString &root) { m_loopLabRoot = root; }
    void setHelperPath(const QString &path) { m_helperPath = path; }

    QList<Leftover> find() const;
    // Asks about each leftover (resume, clean up, later) and does what the person chose.
    void offer();
    // Continues a walk on this machine's disks on the Build page.
    bool resume(const Leftover &leftover, QString *error);
    // Removes a loop lab through a helper started for it and ends the walk; a walk on this
    // machine's disks is resumed and its teardown runs. Emits cleanedUp() when done, with what was
    // removed or the error, also shown in the status bar and the log.
    void cleanUp(const Leftover &leftover);

Q_SIGNALS:
    void cleanedUp(bool ok, const QString &message);

private:
    void endWalk(const Leftover &leftover, const QString &why);
    void finishCleanUp(LabTarget *helper, const Leftover &leftover, bool ok, const QString &message);
    void report(bool ok, const QString &message);

    MainWindow *m_window;
    BuildPage *m_build;
    QString m_loopLabRoot = QStringLiteral("/var/lib/stacklab/loop-lab");
    QString m_helperPath;
};
