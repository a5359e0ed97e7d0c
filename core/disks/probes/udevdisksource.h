#pragma once

#include <QHash>
#include <QString>
#include <QStringList>

// What udev knows about a disk: its ID_* properties and /dev/disk/by-* links.
struct UdevDiskFacts {
    QString name; // kernel name
    QHash<QString, QString> properties; // ID_SERIAL, ID_WWN, ID_MODEL, ID_VENDOR, ID_BUS, ID_PATH, ID_FS_TYPE …
    QStringList devlinks; // /dev/disk/by-id/…, /dev/disk/by-path/…

    bool hasIdentity() const; // true when udev gave anything that names the disk (ID_SERIAL, ID_WWN or a by-id link)
    QStringList byIdLinks() const; // the whole-disk /dev/disk/by-id links
    QString byPathLink() const;
    QString model() const; // ID_MODEL with udev's underscores turned back into spaces (ID_MODEL_ENC decoded)
    QString vendor() const;
    QString serial() const; // ID_SERIAL_SHORT
    QString wwn() const; // ID_WWN_WITH_EXTENSION or ID_WWN

    // Parses `udevadm info --query=property` text (KEY=value lines); DEVLINKS splits into devlinks.
    static UdevDiskFacts fromPropertyText(const QString &name, const QString &text);
};

// Enumerates the `block` subsystem with libudev (DEVTYPE=disk). libudev works without udevd,
// but then every ID_* property is empty: daemonRunning() tells the two apart.
class UdevDiskSource {
public:
    static bool daemonRunning(const QString &controlPath = QStringLiteral("/run/udev/control"));
    static QHash<QString, UdevDiskFacts> enumerateDisks();
};
