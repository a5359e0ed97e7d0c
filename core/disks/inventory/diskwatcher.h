#pragma once

#include "disks/inventory/diskinventory.h"

#include <QObject>

class QSocketNotifier;
class QTimer;
struct udev;
struct udev_monitor;

// Follows hot-plug: a udev monitor where udevd runs, else a 1 s poll of /sys/block, the mount
// table and swaps (plus a full rescan every 5 s, for signatures written without udev).
// Emits inventoryChanged once at start, then whenever the snapshot differs from the last one.
class DiskWatcher : public QObject {
    Q_OBJECT
public:
    explicit DiskWatcher(DiskInventory inventory = DiskInventory(), QObject *parent = nullptr);
    ~DiskWatcher() override;

    void start(); // emits inventoryChanged once at start, then on every change
    InventorySnapshot current() const;
    bool usesUdevMonitor() const { return m_monitor != nullptr; }

    // Rescans now and emits inventoryChanged when something changed.
    void rescan();

Q_SIGNALS:
    void inventoryChanged(const InventorySnapshot &snapshot);

private:
    bool startUdevMonitor();
    void onUdevEvent();
    QString pollFingerprint() const;
    void onPoll();

    DiskInventory m_inventory;
    InventorySnapshot m_current;
    QString m_fingerprint;
    int m_ticks = 0; // polls since the last full scan
    QTimer *m_poll = nullptr;
    QSocketNotifier *m_notifier = nullptr;
    udev *m_udev = nullptr;
    udev_monitor *m_monitor = nullptr;
};
