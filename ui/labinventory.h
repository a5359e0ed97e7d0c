#pragma once

#include <QObject>

class BuildPage;
class LabBench;
class MainWindow;
class TargetInventoryView;

// The window's link between the view of what exists on the target (TargetInventoryView) and those
// who act on it: the lab bench (the running target, stopped after a loop lab's teardown), the Build
// page (its walk, the teardown phase) and the recovery (an interrupted session's leftovers). The
// view's two entry points are the Build page's button and Lab > What exists on the target.
class LabInventory : public QObject {
    Q_OBJECT
public:
    LabInventory(MainWindow *window, LabBench *bench, BuildPage *build);

    TargetInventoryView *view() const { return m_view; }
    void open();
    void continueWalk();
    // The walk's teardown phase through the Build page's step driver (destructive steps confirmed);
    // a loop lab of this app holds nothing after it and is removed too.
    bool tearDown();
    // Cleans up every leftover of an interrupted session LabRecovery finds; false if there is none.
    bool cleanUpLeftovers();

private:
    MainWindow *m_window;
    LabBench *m_bench;
    BuildPage *m_build;
    TargetInventoryView *m_view;
};
