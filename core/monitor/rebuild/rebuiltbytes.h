#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

// The bytes a rebuild wrote to the replacement, as the stack's own tool states them, with the
// line the figure stands on. Each reader takes a tool's output as lines (as a lab session keeps a
// step's output) and returns nothing when the output states no such figure: never a guess, and
// never what a progress counter showed while the rebuild ran.
struct RebuiltBytes {
    Q_DECLARE_TR_FUNCTIONS(RebuiltBytes)

public:
    qint64 bytes = 0;
    QStringList lines; // the line(s) the figure stands on, as printed (leading blanks trimmed)
    QString reading; // how the figure is read off the lines, for a person (translated)

    // "zpool status": the finished "resilvered X in … with N errors on …" line of the replacing
    // vdev (the pool-wide issued bytes count every survivor's reads and are not it), or a
    // sequential rebuild's "resilvered (draid1:2d:4c:1s-0) X in …", summed over the top-level
    // vdevs that rebuilt. X is ZFS's nicenum (three digits): the figure is X as printed.
    static std::optional<RebuiltBytes> fromZpoolStatus(const QStringList &output);
    // "mdadm --detail": md recovers the whole member, "Used Dev Size : N (…)" KiB.
    static std::optional<RebuiltBytes> fromMdadmDetail(const QStringList &output);
    // "lvs -a -o lv_name,lv_size,devices --units b VG": the size of the RAID image of `lv` that
    // lives on one of `replacementDevices` ("[data_rimage_2]  534773760B /dev/sdd(1)"): the repair
    // syncs that image, not the whole LV. When no image names a replacement device but all images
    // of the LV have one size, that size. An empty `lv` takes any LV's images.
    static std::optional<RebuiltBytes> fromLvsImages(
        const QStringList &output, const QString &lv, const QStringList &replacementDevices);
    // "btrfs filesystem show MNT": "devid 3 size 1.00GiB used 224.00MiB path /dev/sdd", the used
    // bytes of the replacement (one of `replacementPaths`; none given: the output's only device line).
    static std::optional<RebuiltBytes> fromBtrfsShow(const QStringList &output, const QStringList &replacementPaths);
};
