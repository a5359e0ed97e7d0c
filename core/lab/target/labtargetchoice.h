#pragma once

#include "lab/target/labtarget.h"

#include <QCoreApplication>
#include <QLocale>
#include <QString>

#include <optional>

// What the user asks for in the lab target dialog, checked before anything starts: the virtual
// lab takes 4 to 6 disks (the guest's virtio-scsi slots the recipes are tested with), the loop
// lab 2 to 8, each at least 64 MiB (xfsprogs refuses smaller filesystems, see FACTS) and at most
// 1 TiB (sparse files, but a typo should not fill the disk holding them).
struct LabTargetChoice {
    Q_DECLARE_TR_FUNCTIONS(LabTargetChoice)
public:
    LabTarget::Kind kind = LabTarget::Kind::Virtual;
    int diskCount = 4;
    qint64 diskSizeBytes = 1024LL * 1024 * 1024;
    QString diskProfile = QStringLiteral("unthrottled"); // Virtual only: a DiskProfile::builtInNames() entry

    static constexpr qint64 minDiskBytes = 64LL * 1024 * 1024;
    static constexpr qint64 maxDiskBytes = 1024LL * 1024 * 1024 * 1024;
    static int minDisks(LabTarget::Kind kind);
    static int maxDisks(LabTarget::Kind kind);

    // Empty when the choice can start; else what is wrong and what to enter instead.
    QString validate() const;

    // "1 GiB", "512M", "64 MiB", "2g", "1073741824" (a plain number is bytes); the decimal
    // separator is the point or the locale's ("1,5 GiB" in German); nullopt when it is not a size.
    static std::optional<qint64> parseSize(const QString &text, const QLocale &locale = QLocale());
    // What a plain number means, for a message after it: "(a number without a unit is bytes:
    // write 512 MiB or 512 GiB)"; empty when `text` has a unit.
    static QString unitHint(const QString &text);
    static QString sizeText(qint64 bytes); // "1 GiB", "512 MiB", "512 bytes"
    static QString kindTitle(LabTarget::Kind kind); // "This machine", "Loop lab", "Virtual lab"
    // "Virtual lab, 4 × 1 GiB, hdd disks"; "Loop lab, 4 × 1 GiB"; "This machine (host disks)".
    // With `present` lab disks of diskCount there (a pulled one stays gone until the guest boots
    // again): "Virtual lab, 3 of 4 × 512 MiB (1 pulled), hdd disks".
    QString description(int present = -1) const;
};
