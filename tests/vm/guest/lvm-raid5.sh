# LVM RAID5 + XFS: create, sync, write, pull a disk, repair onto the free PV, verify, tear down.
. /share/common.sh
versions lvm version
D1=$(disk 1) D2=$(disk 2) D3=$(disk 3) D4=$(disk 4)
lvsj() { lvs --reportformat json -a -o lv_name,segtype,attr,lv_size,sync_percent,raid_sync_action,lv_health_status,devices vg_lab; }
pvcreate -q "$D1" "$D2" "$D3" "$D4"
vgcreate -q vg_lab "$D1" "$D2" "$D3" "$D4"
lvcreate -q -y --type raid5 -i 2 -L 400M -n data vg_lab "$D1" "$D2" "$D3"
capture lvs-initial-resync.json lvsj
wait_for 120 sh -c 'lvs --noheadings -o sync_percent vg_lab/data | grep -q "100.00"' || die "initial sync did not finish"
step "initial sync done"
capture lvs-clean.json lvsj
mkfs.xfs -q -f /dev/vg_lab/data
mkdir -p /mnt/lv && mount /dev/vg_lab/data /mnt/lv
write_dataset /mnt/lv 64
pull 3
poke /mnt/lv
wait_for 20 sh -c 'lvs --noheadings -o lv_health_status vg_lab/data | grep -q partial' || die "LVM did not notice the pulled disk"
step "degraded"
capture lvs-degraded.json lvsj
lvconvert -q -y --repair vg_lab/data
capture lvs-repair.json lvsj
wait_for 120 sh -c 'lvs --noheadings -o sync_percent vg_lab/data | grep -q "100.00"' || die "repair did not finish"
step "repaired"
vgreduce -q --removemissing vg_lab
capture lvs-repaired.json lvsj
verify_dataset /mnt/lv
umount /mnt/lv
vgremove -q -f vg_lab
for i in 1 2 4; do pvremove -q -ff -y "$(disk "$i")" >/dev/null 2>&1 || true; wipefs -a -q "$(disk "$i")"; done
step "torn down"
