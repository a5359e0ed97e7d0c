#pragma once

#include <QMap>
#include <QString>

// The space figures the tools print about a built stack, read into the planner's keys so
// scorePrediction() can compare them: pure functions of the captured text (tests/data/planner).
// Each reader adds what it finds and leaves the map alone on text it does not recognise.
class SpaceReadings {
public:
    // `stat -f -c 'bsize %S blocks %b free %f avail %a' MOUNT`: usable_bytes and df_size (blocks x
    // size, what statvfs gives the lab), df_avail.
    static void readStatfs(const QString &text, QMap<QString, double> *into);
    // `zfs list -Hp -o name,used,avail,… -r tank`: the root dataset's AVAIL as zfs_avail.
    static void readZfsList(const QString &text, QMap<QString, double> *into);
    // `zpool list -Hp[v] -o name,size,…`: the pool's SIZE as zpool_size.
    static void readZpoolList(const QString &text, QMap<QString, double> *into);
    // `btrfs filesystem usage -b MOUNT`: Free (estimated) and its min, Device size.
    static void readBtrfsUsage(const QString &text, QMap<QString, double> *into);
    // `blockdev --getsize64 /dev/md/data` and `mdadm --detail`: md_array, md_member_data.
    static void readMd(const QString &blockdevSize, const QString &detail, QMap<QString, double> *into);
    // `lvs -a --units b --nosuffix -o lv_name,lv_size,segtype,chunk_size,…`: lv_size (data),
    // thin_pool (tpool), thin_pool_metadata ([tpool_tmeta]), thin_chunk, thin_volume (tvol).
    static void readLvs(const QString &text, QMap<QString, double> *into);
};
