#include "stacks/plan/donealready.h"

#include <QFileInfo>

namespace {

QString canonicalOf(const DoneAlreadyStates::Canonical &canonical, const QString &path)
{
    const QString resolved = canonical ? canonical(path) : QFileInfo(path).canonicalFilePath();
    return resolved.isEmpty() ? path : resolved;
}

bool isCommand(const QStringList &argv, std::initializer_list<const char *> words)
{
    if (argv.size() < qsizetype(words.size()))
        return false;
    qsizetype i = 0;
    for (const char *word : words) {
        if (argv.at(i++) != QLatin1String(word))
            return false;
    }
    return true;
}

} // namespace

// Every state below was captured from the real tool: tests/data/stacks/done-already/<case>.txt
// (virtual lab: mdadm 4.2, lvm2 2.03.16, OpenZFS 2.3.2, util-linux 2.38.1) unless it says otherwise.
QList<DoneAlready> DoneAlreadyStates::of(const PlanStep &step, const Canonical &canonical)
{
    const QStringList &argv = step.argv;
    QList<DoneAlready> states;
    if (argv.size() == 2 && argv.first() == QLatin1String("umount")) {
        // util-linux's umount, captured on this machine: exit 32 for an empty mount point and for
        // one that does not exist. busybox's (btrfs-umount-not-mounted, -no-mount-point): exit 1.
        const QString &mnt = argv.at(1);
        const QString note = tr("already unmounted");
        states << DoneAlready {32, {QStringLiteral("umount: %1: not mounted.").arg(mnt)}, note}
               << DoneAlready {32, {QStringLiteral("umount: %1: no mount point specified.").arg(mnt)}, note}
               << DoneAlready {1, {QStringLiteral("umount: can't unmount %1: Invalid argument").arg(mnt)}, note}
               << DoneAlready {
                      1, {QStringLiteral("umount: can't unmount %1: No such file or directory").arg(mnt)}, note};
    } else if (argv.size() == 3 && isCommand(argv, {"mdadm", "--stop"})) {
        // md-stop-not-running: the array's node goes with the array.
        states << DoneAlready {1,
            {QStringLiteral("mdadm: error opening %1: No such file or directory").arg(argv.at(2))},
            tr("array not running")};
    } else if (isCommand(argv, {"mdadm", "--zero-superblock"})) {
        // md-zero-superblock-zeroed / -never: mdadm 4.2 exits 0 and names each disk without one.
        for (const QString &disk : argv.mid(2))
            states << DoneAlready {0, {QStringLiteral("mdadm: Unrecognised md component device - %1").arg(disk)},
                tr("no md superblock on %1").arg(disk)};
    } else if (argv.size() > 1 && argv.first() == QLatin1String("pvremove")) {
        // lvm-pvremove-gone / -mixed / -md-not-pv: LVM names the device by its kernel node;
        // lvm-pvremove-md-stopped: the array under the PV is gone altogether.
        for (const QString &device : argv.mid(1)) {
            states << DoneAlready {5, {QStringLiteral("No PV found on device %1.").arg(canonicalOf(canonical, device))},
                tr("no LVM label on %1").arg(device)}
                   << DoneAlready {
                          5, {QStringLiteral("No device found for %1.").arg(device)}, tr("%1 is gone").arg(device)};
        }
    } else if ((argv.size() == 3 && isCommand(argv, {"vgremove", "-y"}))
        || (argv.size() == 3 && isCommand(argv, {"vgchange", "-an"}))) {
        // lvm-vgremove-gone, lvm-vgchange-an-gone.
        const QString &vg = argv.at(2);
        states << DoneAlready {5,
            {QStringLiteral("Volume group \"%1\" not found").arg(vg),
                QStringLiteral("Cannot process volume group %1").arg(vg)},
            tr("volume group %1 already removed").arg(vg)};
    } else if (argv.size() >= 2 && argv.first() == QLatin1String("lvremove")) {
        // lvm-lvremove-gone, lvm-lvremove-vg-gone.
        const QString lv = argv.last();
        const QString vg = lv.section(QLatin1Char('/'), 0, 0);
        const QString note = tr("logical volume %1 already removed").arg(lv);
        states << DoneAlready {5, {QStringLiteral("Failed to find logical volume \"%1\"").arg(lv)}, note}
               << DoneAlready {5,
                      {QStringLiteral("Volume group \"%1\" not found").arg(vg),
                          QStringLiteral("Cannot process volume group %1").arg(vg)},
                      note};
    } else if (argv.size() == 3 && isCommand(argv, {"wipefs", "-a"}) && argv.at(2).count(QLatin1Char('/')) == 3
        && !argv.at(2).startsWith(QLatin1String("/dev/disk/"))) {
        // lvm-wipefs-lv-gone: a volume the plan made (/dev/vg_raid/data) that is removed already. Member
        // disks never get here: the helper refuses a step on a claimed disk that is gone.
        states << DoneAlready {1,
            {QStringLiteral("wipefs: error: %1: probing initialization failed: No such file or directory")
                    .arg(argv.at(2))},
            tr("%1 is gone").arg(argv.at(2))};
    } else if (argv.size() == 3 && (isCommand(argv, {"zpool", "destroy"}) || isCommand(argv, {"zpool", "export"}))) {
        // zfs-destroy-not-imported, zfs-export-not-imported, zfs-destroy-destroyed.
        states << DoneAlready {
            1, {QStringLiteral("cannot open '%1': no such pool").arg(argv.at(2))}, tr("pool not imported")};
    } else if (argv.size() == 4 && isCommand(argv, {"zpool", "labelclear", "-f"})) {
        const QString &device = argv.at(3);
        // zfs-labelclear-no-partition: the partition table went with an earlier wipefs -a.
        states << DoneAlready {1, {QStringLiteral("failed to open %1: No such file or directory").arg(device)},
            tr("%1 is gone with its partition table").arg(device)};
        // zfs-labelclear-cleared: zpool_clear_label() returns -1 when it found no valid label to
        // clear (OpenZFS lib/libzfs/libzfs_import.c), and also when every write of one failed; the
        // teardown's blank check (wipefs -n) still sees a label that stayed.
        states << DoneAlready {255, {QStringLiteral("failed to clear label for %1").arg(device)},
            tr("no ZFS label left on %1").arg(device)};
    } else if (argv.size() == 3 && isCommand(argv, {"losetup", "-d"})) {
        // losetup-detach-detached.
        states << DoneAlready {1,
            {QStringLiteral("losetup: %1: detach failed: No such device or address").arg(argv.at(2))},
            tr("loop device already detached")};
    }
    return states;
}

QStringList DoneAlreadyStates::doneLines(const PlanStep &step)
{
    QStringList lines;
    if (step.argv.size() > 1 && step.argv.first() == QLatin1String("pvremove")) {
        for (const QString &device : step.argv.mid(1))
            lines << QStringLiteral("Labels on physical volume \"%1\" successfully wiped.").arg(device);
    }
    return lines;
}

QString DoneAlreadyStates::match(
    const PlanStep &step, int exitCode, const QByteArray &output, const Canonical &canonical)
{
    QStringList printed;
    for (const QString &line : QString::fromUtf8(output).split(QLatin1Char('\n'))) {
        if (const QString trimmed = line.trimmed(); !trimmed.isEmpty())
            printed << trimmed;
    }
    QStringList covered = doneLines(step);
    QStringList notes;
    for (const DoneAlready &state : of(step, canonical)) {
        if (state.exitCode != exitCode || state.lines.isEmpty())
            continue;
        const bool all = std::all_of(
            state.lines.cbegin(), state.lines.cend(), [&](const QString &line) { return printed.contains(line); });
        if (!all)
            continue;
        covered << state.lines;
        if (!notes.contains(state.note))
            notes << state.note;
    }
    if (notes.isEmpty())
        return {};
    for (const QString &line : printed) {
        if (!covered.contains(line))
            return {}; // something else went wrong too: not the documented state
    }
    return notes.join(QStringLiteral("; "));
}
