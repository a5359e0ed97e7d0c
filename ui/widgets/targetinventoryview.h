#pragma once

#include "lab/target/targetinventory.h"

#include <QDialog>
#include <QPointer>

#include <functional>

class LabTarget;
class QLabel;
class QPushButton;
class QTreeWidget;

// What exists now on the lab's target, in a tree: md arrays (with the volume groups on them),
// volume groups and volumes, ZFS pools, btrfs filesystems, mounts, loop labs and loop devices, each
// marked StackLab's (and why) or the system's (never offered for teardown). Read through the
// helper's read-only `inventory` request (TargetReadings): the running lab's helper, else one
// helper of this machine started for the view while it is open. Its buttons ask for what a person
// needs from here (continue the walk, tear its stack down, clean up leftovers); the window's
// LabInventory does it, so the view knows neither the window nor the pages.
class TargetInventoryView : public QDialog {
    Q_OBJECT
public:
    // What the actions may do now, told by whoever does them.
    struct Offers {
        bool walk = false; // a walk of the Build page exists
        bool tearDown = false; // its plan has a teardown phase
        bool cleanUp = false; // an interrupted session left something
        bool busy = false; // steps run on the Build page
    };

    explicit TargetInventoryView(QWidget *parent = nullptr);
    // The running lab target (null: none), what StackLab claims now (the inventory marks it), and
    // what the actions may do.
    void setSources(
        std::function<LabTarget *()> target, std::function<InventoryContext()> context, std::function<Offers()> offers);

    void setHelperPath(const QString &path) { m_helperPath = path; }
    // Reads the target again; refreshed() when the answer (or the failure) is in.
    void refresh();
    bool isReading() const { return m_reading; }
    const TargetInventory &inventory() const { return m_inventory; }
    QTreeWidget *tree() const { return m_tree; }
    QString statusText() const;
    // How many helpers of this machine the view started (one serves every reading while it is open).
    int helpersStarted() const { return m_helpersStarted; }
    // Asks the offers again (after steps ran, or a cleanup).
    void updateActions();

Q_SIGNALS:
    void refreshed(bool ok);
    void continueWalkRequested();
    void tearDownRequested();
    void cleanUpRequested();

protected:
    void hideEvent(QHideEvent *event) override;

private:
    void stopReader();
    void read(LabTarget &target);
    void display(const TargetInventory &inventory);
    void finishReading(bool ok, const QString &message);

    std::function<LabTarget *()> m_target;
    std::function<InventoryContext()> m_context;
    std::function<Offers()> m_offers;
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
