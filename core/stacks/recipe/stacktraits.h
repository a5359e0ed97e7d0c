#pragma once

#include <QString>

#include <optional>

// The family a stack belongs to, as its recipe declares it.
enum class StackFamily {
    Mdadm, // mdadm-raid1, mdadm-raid5, …
    LvmRaid, // lvm-raid5, lvm-raid5-integrity, …
    LvmThinOnMd, // lvm-thin-md-raid5: LVM thin volumes on an mdadm array
    Zfs,
    Btrfs,
};

// What the lab, the planner, the helper and the report ask of a stack, declared by its recipe
// (StackRecipe::traits) so that no one outside core/stacks reads a stack's name to find it out.
struct StackTraits {
    StackFamily family = StackFamily::Mdadm;
    QString level; // the redundancy as the stack names it: "raid5", "raidz2", "striped-mirror"
    bool integrity = false; // LVM RAID with dm-integrity under each leg (lvm-raid5-integrity)
    bool usesMd = false; // an md array underneath: mdadm, LVM thin on md
    bool usesDeviceMapper = false; // LVM
    // The rebuild copies what is allocated (ZFS resilver, btrfs replace), not the whole member,
    // so how full the stack is decides its length.
    bool rebuildsAllocatedOnly = false;
    // The error counters add up from the import on (ZFS, until zpool clear): what a scrub found is
    // their growth over the reading before it.
    bool countersAddUp = false;
    // The stack's check (second-failure drill) says its data is lost in a line matching this.
    QString dataLostPattern = QStringLiteral("\\bfailed\\b");
};

// The traits of the stack of that name (stackNames()), nullopt for any other word.
std::optional<StackTraits> stackTraits(const QString &stack);
