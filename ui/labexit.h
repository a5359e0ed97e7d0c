#pragma once

#include <QObject>

class BuildPage;
class LabBench;
class LabPage;
class MainWindow;
class QMessageBox;
class WorkloadPage;

// Safe exit: when the window closes while a Build-page walk runs steps, a Lab-page scenario is
// underway or the Workload page runs a job, asks first, naming what runs (the stack and its phase or stage): keep it
// running (the window stays), stop and clean up (the running step is cancelled; a scenario runs its teardown; a loop or
// virtual lab is removed, a walk's stack on this machine's disks is torn down from wherever it is) or, for a walk on
// this machine's disks, keep the stack and leave. The walk records the interruption; an idle loop or virtual lab goes
// with the window, and the walk on it says so. Nothing running: no question.
class LabExit : public QObject {
    Q_OBJECT
public:
    LabExit(MainWindow *window, LabBench *bench, BuildPage *build, LabPage *lab = nullptr);

    // A job the Workload page runs counts as running work too: the question names it, and Stop
    // and clean up cancels it (its files stay in its directory).
    void watchWorkload(WorkloadPage *workload) { m_workload = workload; }
    // Asked when the window closes (the close button, File > Quit): true when it may close now.
    bool mayClose();
    bool isCleaningUp() const { return m_cleaning; }
    // What runs now, in words ("The lab scenario is running: btrfs-raid1, stage “Rebuild” (9 of
    // 15)."); empty when nothing does.
    QString runningWork() const;
    // The question while it is open (its buttons: stopAndCleanUp, keepLabAndLeave, keepRunning).
    QMessageBox *question() const { return m_question; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    void cleanedUp(); // just before the window closes after Stop and clean up

private:
    void cleanUpAfterSteps();
    void cleanUp();
    void closeNow();
    bool stillRunning() const;

    MainWindow *m_window;
    LabBench *m_bench;
    BuildPage *m_build;
    LabPage *m_lab;
    WorkloadPage *m_workload = nullptr;
    QString m_walkPhase; // of the walk's running step
    QString m_walkStep;
    QMessageBox *m_question = nullptr;
    bool m_cleaning = false;
    bool m_mayClose = false;
    bool m_tearDownWalk = false;
};
