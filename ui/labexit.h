#pragma once

#include <QObject>

class BuildPage;
class LabBench;
class MainWindow;
class QMessageBox;

// Safe exit: when the window closes while steps run, asks whether to stop and clean up (the
// running step is cancelled; a loop or virtual lab is removed, a stack on this machine's disks is
// torn down from wherever it is) or, on this machine's disks, to keep the stack and leave. Either
// way the walk records the interruption; an idle loop or virtual lab goes with the window, and the
// walk on it says so.
class LabExit : public QObject {
    Q_OBJECT
public:
    LabExit(MainWindow *window, LabBench *bench, BuildPage *build);

    // Asked when the window closes (the close button, File > Quit): true when it may close now.
    bool mayClose();
    bool isCleaningUp() const { return m_cleaning; }
    // The question while it is open (its buttons: stopAndCleanUp, keepLabAndLeave).
    QMessageBox *question() const { return m_question; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

Q_SIGNALS:
    void cleanedUp(); // just before the window closes after Stop and clean up

private:
    void cleanUpAfterSteps();
    void cleanUp();
    void closeNow();

    MainWindow *m_window;
    LabBench *m_bench;
    BuildPage *m_build;
    QMessageBox *m_question = nullptr;
    bool m_cleaning = false;
    bool m_mayClose = false;
};
