#pragma once

#include "monitor/sample/progresssample.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <optional>

// One member of an md array as /proc/mdstat lists it: "sdb2[2](F)".
struct MdMember {
    QString device;
    int role = -1; // the number in brackets: slot for active members, larger for spares
    bool faulty = false; // (F)
    bool spare = false; // (S)
    bool writeMostly = false; // (W)
    bool journal = false; // (J)
    bool replacement = false; // (R)

    friend bool operator==(const MdMember &, const MdMember &) = default;
};

// One array block of /proc/mdstat, or the sysfs view of one array.
struct MdArray {
    QString name; // md127
    bool active = false; // "active" vs "inactive"
    QString readOnly; // "", "read-only" or "auto-read-only"
    QString level; // raid1, raid5, ... (empty for an inactive array with no personality)
    QList<MdMember> members;
    qint64 sizeKiB = 0; // "N blocks": 1 KiB units
    QString metadata; // "1.2", "external:imsm"; empty for 0.90 arrays that print no "super"
    std::optional<int> raidDisks; // [n/m]: n
    std::optional<int> workingDisks; // [n/m]: m
    QString slotMap; // [UU_]
    QString bitmap; // the bitmap line after "bitmap:", verbatim
    ProgressSample progress;

    bool degraded() const;
    QStringList failedMembers() const;
    QStringList spareMembers() const;
};

struct MdstatReport {
    QStringList personalities; // raid1, raid5, ...
    QList<MdArray> arrays;
    QString unusedDevices; // "<none>" or a device list
};
