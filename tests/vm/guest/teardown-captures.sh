# What each teardown command prints when its work is already done (teardown from any state,
# issue 13): every command run twice or out of order, under LC_ALL=C, exit code and output kept
# per case in $out/<case>.txt ("$ argv", "exit N", then stdout and stderr as they came).
# Disks of 512 MiB. The captures live in tests/data/stacks/done-already/ (core/stacks/plan/donealready.*).
. /share/common.sh
export LC_ALL=C
versions sh -c 'mdadm --version; lvm version | head -1; zfs version; btrfs --version; wipefs --version; ls -l $(command -v losetup) /sbin/losetup /usr/sbin/losetup 2>&1; true'
D1=$(disk 1) D2=$(disk 2) D3=$(disk 3) D4=$(disk 4)
# cap CASE COMMAND...: run it, keep its exit code and output; never stops the script.
cap() {
    name=$1
    shift
    rc=0
    "$@" >/tmp/cap.out 2>&1 || rc=$?
    { echo "\$ $*"; echo "exit $rc"; cat /tmp/cap.out; } >"$out/$name.txt"
    echo "--- $name"
    cat "$out/$name.txt"
}

step "mdadm"
mdadm --create /dev/md/data --level=5 --raid-devices=3 "$D1" "$D2" "$D3" --run
cap md-zero-superblock-running mdadm --zero-superblock "$D1" "$D2" "$D3"
cap md-stop mdadm --stop /dev/md/data
cap md-stop-not-running mdadm --stop /dev/md/data
ls -l /dev/md/ || true
cap md-stop-md127-not-running mdadm --stop /dev/md127
cap md-zero-superblock mdadm --zero-superblock "$D1" "$D2" "$D3"
cap md-zero-superblock-zeroed mdadm --zero-superblock "$D1" "$D2" "$D3"
cap md-zero-superblock-never mdadm --zero-superblock "$D4"

step "LVM on md (lvm-thin-md-raid5's order)"
mdadm --create /dev/md/data --level=5 --raid-devices=3 "$D1" "$D2" "$D3" --run
pvcreate /dev/md/data
vgcreate vg_md /dev/md/data
lvcreate -L 64M -n data vg_md
cap lvm-vgremove-md vgremove -y vg_md
cap lvm-vgremove-md-gone vgremove -y vg_md
cap lvm-pvremove-md pvremove /dev/md/data
cap lvm-pvremove-md-not-pv pvremove /dev/md/data
mdadm --stop /dev/md/data
cap lvm-pvremove-md-stopped pvremove /dev/md/data
mdadm --zero-superblock "$D1" "$D2" "$D3"

step "LVM raid5"
pvcreate "$D1" "$D2" "$D3" "$D4"
vgcreate vg_raid "$D1" "$D2" "$D3" "$D4"
lvcreate --type raid5 -i 2 -L 64M -n data vg_raid "$D1" "$D2" "$D3"
cap lvm-vgchange-an vgchange -an vg_raid
cap lvm-lvremove lvremove -y vg_raid/data
cap lvm-lvremove-gone lvremove -y vg_raid/data
cap lvm-wipefs-lv-gone wipefs -a /dev/vg_raid/data
cap lvm-vgremove vgremove -y vg_raid
cap lvm-vgremove-gone vgremove -y vg_raid
cap lvm-vgchange-an-gone vgchange -an vg_raid
cap lvm-lvremove-vg-gone lvremove -y vg_raid/data
cap lvm-pvremove-some pvremove "$D1" "$D2"
cap lvm-pvremove-mixed pvremove "$D1" "$D2" "$D3" "$D4"
cap lvm-pvremove-gone pvremove "$D1" "$D2" "$D3" "$D4"
cap lvm-wipefs-n-after wipefs -n "$D1"

step "ZFS raidz1"
zpool create -o ashift=12 -m none tank raidz1 "$D1" "$D2" "$D3"
cap zfs-export zpool export tank
cap zfs-export-not-imported zpool export tank
cap zfs-destroy-not-imported zpool destroy tank
cap zfs-labelclear-exported zpool labelclear -f "$D1-part1"
cap zfs-labelclear-cleared zpool labelclear -f "$D1-part1"
cap zfs-wipefs-a wipefs -a "$D1"
ls -l /dev/disk/by-id/ || true
cap zfs-labelclear-no-partition zpool labelclear -f "$D1-part1"
cap zfs-wipefs-a-blank wipefs -a "$D1"
cap zfs-wipefs-n-blank wipefs -n "$D1"
zpool import -d /dev/disk/by-id 2>&1 || true
cap zfs-labelclear-never zpool labelclear -f "$D4-part1"
for d in "$D2" "$D3"; do zpool labelclear -f "$d-part1"; wipefs -a "$d"; done
zpool create -o ashift=12 -m none tank raidz1 "$D1" "$D2" "$D3"
cap zfs-destroy zpool destroy tank
cap zfs-destroy-destroyed zpool destroy tank
for d in "$D1" "$D2" "$D3"; do zpool labelclear -f "$d-part1"; wipefs -a "$d"; done

step "btrfs raid1"
mkfs.btrfs -q -f -d raid1 -m raid1 "$D1" "$D2"
mkdir -p /mnt/b && mount "$D1" /mnt/b
cap btrfs-umount umount /mnt/b
cap btrfs-umount-not-mounted umount /mnt/b
cap btrfs-umount-no-mount-point umount /mnt/gone
cap btrfs-wipefs-a wipefs -a "$D1"
cap btrfs-wipefs-a-blank wipefs -a "$D1"
wipefs -a "$D2"

step "loop"
truncate -s 64M /tmp/loop.img
# util-linux's losetup (the mount package), not busybox's applet of the same name.
ul=/sbin/losetup
[ -x "$ul" ] || ul=/usr/sbin/losetup
if loop=$("$ul" -f --show /tmp/loop.img); then
    cap losetup-detach "$ul" -d "$loop"
    cap losetup-detach-detached "$ul" -d "$loop"
fi
step "done"
