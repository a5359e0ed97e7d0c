#include "disks/inventory/diskwatcher.h"

#include <QDir>
#include <QFile>
#include <QSocketNotifier>
#include <QTimer>

#include <libudev.h>

DiskWatcher::DiskWatcher(DiskInventory inventory, QObject *parent)
    : QObject(parent)
    , m_inventory(std::move(inventory))
{
    qRegisterMetaType<InventorySnapshot>();
}

DiskWatcher::~DiskWatcher()
{
    if (m_monitor)
        udev_monitor_unref(m_monitor);
    if (m_udev)
        udev_unref(m_udev);
}

void DiskWatcher::start()
{
    if (m_poll || m_notifier)
        return;
    if (!startUdevMonitor()) {
        m_poll = new QTimer(this);
        m_poll->setInterval(1000);
        connect(m_poll, &QTimer::timeout, this, &DiskWatcher::onPoll);
        m_poll->start();
    }
    m_fingerprint = pollFingerprint();
    m_current = m_inventory.scan();
    Q_EMIT inventoryChanged(m_current);
}

InventorySnapshot DiskWatcher::current() const
{
    return m_current;
}

void DiskWatcher::rescan()
{
    InventorySnapshot next = m_inventory.scan();
    if (next == m_current)
        return;
    m_current = std::move(next);
    Q_EMIT inventoryChanged(m_current);
}

bool DiskWatcher::startUdevMonitor()
{
    const InventoryRoots &roots = m_inventory.roots();
    if (!roots.isLiveSystem() || !QFile::exists(roots.udevControl))
        return false;
    m_udev = udev_new();
    if (!m_udev)
        return false;
    m_monitor = udev_monitor_new_from_netlink(m_udev, "udev");
    if (!m_monitor || udev_monitor_filter_add_match_subsystem_devtype(m_monitor, "block", nullptr) < 0
        || udev_monitor_enable_receiving(m_monitor) < 0) {
        if (m_monitor)
            udev_monitor_unref(m_monitor);
        m_monitor = nullptr;
        udev_unref(m_udev);
        m_udev = nullptr;
        return false;
    }
    m_notifier = new QSocketNotifier(udev_monitor_get_fd(m_monitor), QSocketNotifier::Read, this);
    connect(m_notifier, &QSocketNotifier::activated, this, &DiskWatcher::onUdevEvent);
    return true;
}

void DiskWatcher::onUdevEvent()
{
    // Drain every queued event, then rescan once.
    while (udev_device *device = udev_monitor_receive_device(m_monitor))
        udev_device_unref(device);
    rescan();
}

// What the poll compares each second: the block devices, their sizes and holders, the mount
// table and swap. Cheap enough to read every second; a full scan runs only when it changes.
QString DiskWatcher::pollFingerprint() const
{
    const InventoryRoots &roots = m_inventory.roots();
    QString print;
    const QDir block(roots.sys + QStringLiteral("/block"));
    const QStringList names = block.entryList(QDir::Dirs | QDir::NoDotAndDotDot | QDir::System, QDir::Name);
    for (const QString &name : names) {
        print += name;
        QFile size(block.filePath(name + QStringLiteral("/size")));
        if (size.open(QIODevice::ReadOnly))
            print += QLatin1Char(':') + QString::fromLatin1(size.readAll().trimmed());
        const QDir holders(block.filePath(name + QStringLiteral("/holders")));
        print += QLatin1Char('[')
            + holders.entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::System).join(QLatin1Char(','))
            + QLatin1Char(']');
        QFile backing(block.filePath(name + QStringLiteral("/loop/backing_file")));
        if (backing.open(QIODevice::ReadOnly))
            print += QString::fromUtf8(backing.readAll().trimmed());
        print += QLatin1Char(';');
    }
    for (const QString &path : {roots.mountinfo, roots.swaps}) {
        QFile file(path);
        if (file.open(QIODevice::ReadOnly))
            print += QString::fromUtf8(file.readAll());
    }
    return print;
}

void DiskWatcher::onPoll()
{
    // Cheap check every second; a full scan (libblkid included) when it changed, and every
    // 5 s anyway, so that a mkfs or wipefs on an unmounted disk shows without udev too.
    const QString print = pollFingerprint();
    ++m_ticks;
    if (print == m_fingerprint && m_ticks < 5)
        return;
    m_ticks = 0;
    m_fingerprint = print;
    rescan();
}
