# What exists on a target, as the inventory action reads it (issue 13): one of each kind of thing
# at once, then every source the helper's `inventory` answer carries. Captures for core/lab's
# inventory parsers (tests/data/lab/inventory/vm-*). Disks of 512 MiB.
. /share/common.sh
export LC_ALL=C
versions sh -c 'mdadm --version; lvm version | head -1; zfs version; btrfs --version; /sbin/losetup --version; findmnt --version'
D1=$(disk 1) D2=$(disk 2) D3=$(disk 3) D4=$(disk 4)
# An md RAID1 with LVM on it (lvm-thin-md-raid5's names), a mounted LV, a ZFS pool with a dataset,
# a mounted btrfs and a loop device.
mdadm --create /dev/md/data --level=1 --raid-devices=2 "$D1" "$D2" --run
pvcreate /dev/md/data
vgcreate vg_md /dev/md/data
lvcreate -L 128M -n data vg_md
mkfs.btrfs -q -f /dev/vg_md/data
mkdir -p /mnt/stacklab/inv/lvm && mount /dev/vg_md/data /mnt/stacklab/inv/lvm
zpool create -o ashift=12 -m none tank "$D3"
zfs create -o mountpoint=/mnt/stacklab/inv/zfs tank/data
mkfs.btrfs -q -f "$D4"
mkdir -p /mnt/stacklab/inv/btrfs && mount "$D4" /mnt/stacklab/inv/btrfs
truncate -s 64M /tmp/disk0.img
/sbin/losetup -f --show /tmp/disk0.img
capture mdstat.txt cat /proc/mdstat
capture mdadm-detail-md127.txt mdadm --detail /dev/md127
capture mdadm-detail-scan.txt mdadm --detail --scan
capture lvs.json lvs --reportformat json -o vg_name,lv_name,lv_attr,lv_size,segtype,devices --units b
capture vgs.json vgs --reportformat json -o vg_name,pv_count,lv_count,vg_size --units b
capture pvs.json pvs --reportformat json -o pv_name,vg_name,pv_size --units b
capture zpool-list.txt zpool list -H -p -o name,size,alloc,health
capture zpool-status.txt zpool status -P
capture btrfs-filesystem-show.txt btrfs filesystem show
capture findmnt.json findmnt -J -l -o TARGET,SOURCE,FSTYPE
capture losetup.json /sbin/losetup -J -l
ls -l /dev/disk/by-id/ /dev/md/ || true
umount /mnt/stacklab/inv/btrfs /mnt/stacklab/inv/lvm
zpool destroy tank
step "done"
