# The guest boots with every disk under its by-id name and the stacks' modules and tools.
. /share/common.sh
versions sh -c 'mdadm --version; lvm version; zfs version; mkfs.xfs -V; btrfs --version'
for i in 1 2 3 4; do
    [ -b "$(disk "$i")" ] || die "$(disk "$i") missing"
done
step "by-id: $(ls /dev/disk/by-id | tr '\n' ' ')"
for m in raid456 raid1 raid10 dm_raid dm_thin_pool dm_snapshot xfs btrfs zfs; do
    grep -q "^$m " /proc/modules || die "module $m not loaded"
done
zfs version | grep -q '^zfs-kmod-2\.3' || die "zfs kernel module is not 2.3: $(zfs version)"
capture lsmod.txt cat /proc/modules
step "boot ok"
