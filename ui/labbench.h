#pragma once

#include "disks/inventory/diskinventory.h"
#include "lab/target/laboffer.h"
#include "lab/target/labtarget.h"
#include "lab/target/labtargetchoice.h"
#include "lab/target/targetreadings.h"

#include <QObject>

#include <functional>

#include <memory>

class RememberedChoices;
class BuildPage;
class DisksPage;
class DiskWatcher;
class MainWindow;

// The lab the window works on, and what follows from it: the session header's target and Stop
// button, whose disks the Disks and Build pages show (this machine's inventory, followed by the
// DiskWatcher; for a loop lab the same inventory, with only the lab's disks offered to the
// Build page; for the virtual lab the guest's inventory, asked with the helper's `disks`
// request) and which helper the Build page sends its steps through (the target's).
class LabBench : public QObject {
    Q_OBJECT
public:
    LabBench(MainWindow *window, DiskWatcher *watcher, DisksPage *disks, BuildPage *build);
    ~LabBench() override;

    // Opens the lab target dialog; a target it started becomes the window's.
    void chooseTarget();
    // What the dialog opens with: the remembered choice, else (a first start) a target that can
    // start on this machine (LabOffer::firstChoice: the virtual lab only once its image is built).
    LabTargetChoice preselectedChoice() const;
    LabTargetChoice preselectedChoice(const LabOffer::Facts &facts) const;
    // Where the dialog's last choice is kept (not owned; nullptr: always the defaults).
    void setRememberedChoices(RememberedChoices *remembered) { m_remembered = remembered; }
    // The Disks page's one-click offer: the dialog opens with `kind` chosen and starts it at once
    // (the virtual lab builds its image first when there is none).
    void startOfferedLab(LabTarget::Kind kind);
    // Takes a ready target (ownership too); the previous one is stopped.
    void setTarget(LabTarget *target);
    // Stops the current target (Shutting the lab down leaves nothing behind but the cache);
    // the window goes back to this machine's disks once it has stopped.
    void stopTarget();
    // The header's Stop lab: stopTarget(), and a walk on the lab ends with it (leaveWalkOfLab()).
    void stopTargetByHand();
    LabTarget *target() const { return m_target.get(); }

    // Asks the virtual lab's helper for its disks again (after steps changed them).
    void refreshGuestDisks();

    // Whether the Lab page runs a scenario now (it may pull a disk): no pulled disk is given back
    // meanwhile.
    void setScenarioUnderway(std::function<bool()> underway) { m_scenarioUnderway = std::move(underway); }

    // What the Build page gets of a host inventory for a loop lab: only the lab's disks.
    static InventorySnapshot labDisksOnly(const InventorySnapshot &snapshot, const QStringList &kernelNames);

Q_SIGNALS:
    void targetChanged(LabTarget *target); // nullptr: back to this machine

private:
    void runTargetDialog(LabTarget::Kind kind, bool startAtOnce);
    void onInventory(const InventorySnapshot &snapshot);
    void onGuestDisks(const TargetReading<InventorySnapshot> &reading);
    void showHost();
    // A walk on a loop or virtual lab that goes away (stopped by hand, or replaced by another lab)
    // ends: its disks are gone, and the numbers of a loop lab's disks may come back as another
    // lab's, which the walk's phases must never be offered on. (Closing the window keeps it as
    // interrupted instead, for the next start to say what happened: LabExit.)
    void leaveWalkOfLab(const QString &why);
    // The virtual lab after a pulled disk's stack is gone (every disk the guest lists is blank, no
    // walk or scenario runs): a fresh disk in each empty slot, so the header's count is true again.
    bool pulledDisksToGiveBack(const InventorySnapshot &snapshot) const;
    void givePulledDisksBack(const InventorySnapshot &snapshot);
    QString describe() const;

    MainWindow *m_window;
    DiskWatcher *m_watcher;
    DisksPage *m_disks;
    BuildPage *m_build;
    std::unique_ptr<LabTarget> m_target;
    int m_guestReading = 0; // the guest disks asked for last
    int m_guestDisks = -1; // the disks the guest listed last; -1: not asked yet
    InventorySnapshot m_hostSnapshot;
    bool m_haveHost = false; // the watcher reported once: before that the pages wait
    RememberedChoices *m_remembered = nullptr;
    std::function<bool()> m_scenarioUnderway;
    bool m_givingBack = false;
};
