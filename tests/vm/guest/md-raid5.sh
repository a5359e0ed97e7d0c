# mdadm RAID5 + XFS: create, sync, write, pull a disk, add a spare, rebuild, verify, tear down.
. /share/common.sh
versions mdadm --version
D1=$(disk 1) D2=$(disk 2) D3=$(disk 3) D4=$(disk 4)
mdadm --create /dev/md0 --run --level=5 --raid-devices=3 --metadata=1.2 "$D1" "$D2" "$D3"
capture mdstat-initial-recovery.txt cat /proc/mdstat
mdadm --wait /dev/md0 || true
step "initial sync done"
capture mdstat-clean.txt cat /proc/mdstat
capture mdadm-detail-clean.txt mdadm --detail /dev/md0
mkfs.xfs -q -f /dev/md0
mkdir -p /mnt/md && mount /dev/md0 /mnt/md
write_dataset /mnt/md 64
pull 2
poke /mnt/md
wait_for 20 sh -c 'grep -q "_" /proc/mdstat' || die "md did not notice the pulled disk"
step "degraded"
capture mdstat-degraded.txt cat /proc/mdstat
capture mdadm-detail-degraded.txt mdadm --detail /dev/md0
mdadm /dev/md0 --remove failed >/dev/null 2>&1 || true
mdadm /dev/md0 --remove detached >/dev/null 2>&1 || true
# Slow the rebuild a little so a progress sample can be taken.
echo 20000 >/proc/sys/dev/raid/speed_limit_max
mdadm /dev/md0 --add "$D4"
wait_for 10 grep -q recovery /proc/mdstat && capture mdstat-rebuild.txt cat /proc/mdstat
echo 200000 >/proc/sys/dev/raid/speed_limit_max
mdadm --wait /dev/md0 || true
step "rebuilt"
capture mdstat-rebuilt.txt cat /proc/mdstat
grep -q '\[UUU\]' /proc/mdstat || die "array not clean after rebuild"
verify_dataset /mnt/md
umount /mnt/md
mdadm --stop /dev/md0
for i in 1 3 4; do wipefs -a -q "$(disk "$i")"; done
step "torn down"
