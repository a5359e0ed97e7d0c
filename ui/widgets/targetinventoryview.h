#pragma once

#include "lab/target/targetinventory.h"

#include <QDialog>
#include <QPointer>

class BuildPage;
class LabBench;
class LabTarget;
class MainWindow;
class QLabel;
class QPushButton;
class QTreeWidget;

// What exists now on the lab's target, in a tree: md arrays (with the volume groups on them),
// volume groups and volumes, ZFS pools, btrfs filesystems, mounts, loop labs and loop devices, each
// marked StackLab's (and why) or the system's (never offered for teardown). Read through the
// helper's read-only `inventory` request: the running lab's helper, else one helper of this
// machine started for the view while it is open. The actions a person needs from here: continue
// the walk on the Build page, tear its stack down (the teardown phase, confirmed as on the Build
// page; a loop lab of this app is removed after it), clean up what an interrupted session left
// (LabRecovery's cleanup). Reached from the Build page and Lab > What exists on the target.
class TargetInventoryView : public QDialog {
    Q_OBJECT
public:
    TargetInventoryView(MainWindow *window, LabBench *bench, BuildPage *build);
    // Makes the view for a window and connects its two entry points.
    static TargetInventoryView *attach(MainWindow *window, LabBench *bench, BuildPage *build);

    void setHelperPath(const QString &path) { m_helperPath = path; }
    // Reads the target again; refreshed() when the answer (or the failure) is in.
    void refresh();
    bool isReading() const { return m_reading; }
    const TargetInventory &inventory() const { return m_inventory; }
    QTreeWidget *tree() const { return m_tree; }
    QString statusText() const;
    // How many helpers of this machine the view started (one serves every reading while it is open).
    int helpersStarted() const { return m_helpersStarted; }

    void continueWalk();
    // The walk's teardown phase through the Build page's step driver (destructive steps confirmed).
    bool tearDown();
    // Cleans up every leftover of an interrupted session LabRecovery finds; false if there is none.
    bool cleanUpLeftovers();

Q_SIGNALS:
    void refreshed(bool ok);

protected:
    void hideEvent(QHideEvent *event) override;

private:
    void stopReader();
    void read(LabTarget &target);
    void display(const TargetInventory &inventory);
    void finishReading(bool ok, const QString &message);
    InventoryContext context() const;
    void updateActions();

    MainWindow *m_window;
    LabBench *m_bench;
    BuildPage *m_build;
    QString m_helperPath;
    QTreeWidget *m_tree;
    QLabel *m_status;
    QPushButton *m_refresh;
    QPushButton *m_continue;
    QPushButton *m_tearDown;
    QPushButton *m_cleanUp;
    TargetInventory m_inventory;
    LabTarget *m_reader = nullptr; // this machine's helper while the view is open and no lab runs
    int m_helpersStarted = 0;
    bool m_reading = false;
};
