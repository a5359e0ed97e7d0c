# Silent corruption on one member, per stack: what each tool says on read, on check/scrub and
# on repair. Captures for the corruption drill's parsers (tests/data/monitor/corruption/).
# Disks of 512 MiB; the blocks are written with dd straight to one member's data area, the way
# the helper's corrupt action does, and the page cache dropped before every read.
. /share/common.sh
versions sh -c 'mdadm --version; lvm version; zfs version; btrfs --version'
D1=$(disk 1) D2=$(disk 2) D3=$(disk 3) D4=$(disk 4)
# corrupt DEV START LENGTH N: N random 4 KiB blocks spread evenly over [START, START+LENGTH) bytes,
# stepping over btrfs's superblock copies (64 KiB, 64 MiB).
corrupt() {
    dev=$1 start=$2 len=$3 n=$4 i=0
    while [ "$i" -lt "$n" ]; do
        off=$(( (start + i * (len / n)) / 4096 ))
        { [ "$off" -eq 16 ] || [ "$off" -eq 16384 ]; } && off=$((off + 1))
        dd if=/dev/urandom of="$dev" bs=4096 seek="$off" count=1 conv=notrunc 2>/dev/null
        i=$((i + 1))
    done
    sync
    blockdev --flushbufs "$dev" || true
    step "corrupted $n blocks of $dev in [$start, +$len)"
}
reread() { echo 3 >/proc/sys/vm/drop_caches; (cd "$1" && sha256sum -c /tmp/dataset.sha256) >"$out/$2" 2>&1 || true; cat "$out/$2"; }
md_wait() { wait_for 300 sh -c 'grep -q idle /sys/block/md0/md/sync_action' || die "md $1 did not finish"; }
lv_wait() { wait_for 300 sh -c "lvs --noheadings -o raid_sync_action $1 | grep -q idle" || die "lv $1 did not go idle"; }

# Which parts run: all, or those listed in /share/parts (md lvm zfs btrfs).
parts="md lvm zfs btrfs"
[ -f /share/parts ] && parts=$(cat /share/parts)
want() { case " $parts " in *" $1 "*) return 0 ;; esac; return 1; }

md_part() {
mdadm --create /dev/md0 --run --level=5 --raid-devices=3 --metadata=1.2 "$D1" "$D2" "$D3"
mdadm --wait /dev/md0 || true
mkfs.xfs -q -f /dev/md0 && mkdir -p /mnt/md && mount /dev/md0 /mnt/md
write_dataset /mnt/md 192
capture md-examine-member.txt mdadm --examine "$D2"
off=$(mdadm --examine "$D2" | awk '/Data Offset/ {print $4}')
# mdadm prints Used Dev Size only when it differs from Avail Dev Size.
size=$(mdadm --examine "$D2" | awk '/Used Dev Size/ {u=$5} /Avail Dev Size/ {a=$5} END {print (u != "" ? u : a)}')
corrupt "$D2" $((off * 512)) $((size * 512)) 64
reread /mnt/md md-sha256-after-corruption.txt
capture md-mismatch-before-check.txt cat /sys/block/md0/md/mismatch_cnt
echo check >/sys/block/md0/md/sync_action
capture md-sync-action-check.txt cat /sys/block/md0/md/sync_action
md_wait check
capture md-mismatch-after-check.txt cat /sys/block/md0/md/mismatch_cnt
reread /mnt/md md-sha256-after-check.txt
echo repair >/sys/block/md0/md/sync_action
md_wait repair
capture md-mismatch-after-repair.txt cat /sys/block/md0/md/mismatch_cnt
echo check >/sys/block/md0/md/sync_action
md_wait check
capture md-mismatch-check-after-repair.txt cat /sys/block/md0/md/mismatch_cnt
reread /mnt/md md-sha256-after-repair.txt
capture md-dmesg.txt sh -c 'dmesg | grep -i "md0\|md/raid" | tail -20'
umount /mnt/md && mdadm --stop /dev/md0
for i in 1 2 3; do mdadm --zero-superblock "$(disk "$i")"; wipefs -a -q "$(disk "$i")"; done
step "md done"
}

# --- LVM raid5, with and without dm-integrity ----------------------------------------------
lvm_round() {
    tag=$1
    shift
    pvcreate -q -y "$D1" "$D2" "$D3"
    vgcreate -q vg_lab "$D1" "$D2" "$D3"
    [ $# -gt 0 ] || set -- -l 100%PVS
    lvcreate -y --type raid5 -i 2 "$@" -n data vg_lab "$D1" "$D2" "$D3" >"$out/$tag-lvcreate.txt" 2>&1 ||
        { cat "$out/$tag-lvcreate.txt"; die "$tag lvcreate failed"; }
    wait_for 400 sh -c 'lvs --noheadings -o sync_percent vg_lab/data | grep -q "100.00"' || die "$tag sync"
    capture "$tag-lvs-all.txt" lvs -a --units b -o lv_name,lv_size,segtype,devices,seg_pe_ranges vg_lab
    capture "$tag-pvs-segments.txt" pvs --noheadings --units b --segments -o pv_name,pe_start,pvseg_start,pvseg_size,vg_extent_size,lv_name
    capture "$tag-lvs-json.json" lvs --reportformat json -a --units b -o lv_name,lv_size,seg_pe_ranges,devices vg_lab
    mkfs.xfs -q -f /dev/vg_lab/data && mkdir -p /mnt/lv && mount /dev/vg_lab/data /mnt/lv
    write_dataset /mnt/lv 192
    # Exactly what the helper's corrupt action runs (core/helper/corruptaction.cpp), for its parser's test.
    k=$(kname 2)
    { pvs --noheadings --units b --nosuffix -o pe_start "/dev/$k"
      pvs --noheadings --units b --nosuffix --segments -o pvseg_start,pvseg_size,lv_name,vg_extent_size "/dev/$k"; } \
        >"$out/$tag-member-segments.txt"
    cat "$out/$tag-member-segments.txt"
    pestart=$(pvs --noheadings --units b --nosuffix -o pe_start "$D2" | tr -d ' ')
    ext=$(vgs --noheadings --units b --nosuffix -o vg_extent_size vg_lab | tr -d ' ')
    # The data leg on disk 2: rimage_1 (plain) or rimage_1_iorig (integrity).
    seg=$(pvs --noheadings --units b --nosuffix --segments -o pvseg_start,pvseg_size,lv_name "$D2" |
        awk '$3 ~ /rimage_[0-9]+(_iorig)?\]?$/ && $3 !~ /imeta/ {print $1, $2; exit}')
    set -- $seg
    corrupt "$D2" $((pestart + $1 * ext)) $(($2 * ext)) 64
    reread /mnt/lv "$tag-sha256-after-corruption.txt"
    capture "$tag-lvs-after-read.txt" lvs -o lv_name,raid_sync_action,raid_mismatch_count,integritymismatches vg_lab/data
    capture "$tag-lvchange-check.txt" lvchange --syncaction check vg_lab/data
    lv_wait vg_lab/data
    capture "$tag-lvs-after-check.txt" lvs -o lv_name,raid_sync_action,raid_mismatch_count,integritymismatches vg_lab/data
    capture "$tag-lvs-after-check-all.txt" lvs -a -o lv_name,raid_mismatch_count,integritymismatches vg_lab
    capture "$tag-lvs-after-check.json" lvs --reportformat json -a -o lv_name,raid_sync_action,raid_mismatch_count,integritymismatches vg_lab
    reread /mnt/lv "$tag-sha256-after-check.txt"
    capture "$tag-lvchange-repair.txt" lvchange --syncaction repair vg_lab/data
    lv_wait vg_lab/data
    capture "$tag-lvs-after-repair.txt" lvs -o lv_name,raid_sync_action,raid_mismatch_count,integritymismatches vg_lab/data
    lvchange --syncaction check vg_lab/data
    lv_wait vg_lab/data
    capture "$tag-lvs-check-after-repair.txt" lvs -o lv_name,raid_sync_action,raid_mismatch_count,integritymismatches vg_lab/data
    reread /mnt/lv "$tag-sha256-after-repair.txt"
    capture "$tag-dmesg.txt" sh -c 'dmesg | grep -i "integrity\|md/raid\|mdX\|dm-" | tail -30'
    umount /mnt/lv
    vgremove -q -f vg_lab
    for i in 1 2 3; do pvremove -q -ff -y "$(disk "$i")" >/dev/null 2>&1 || true; wipefs -a -q "$(disk "$i")"; done
    step "$tag done"
}
lvm_part() {
    lvm_round lvm-raid5
    # 100%PVS leaves no free extents for the imeta LVs: what lvcreate says about it.
    pvcreate -q -y "$D1" "$D2" "$D3" && vgcreate -q vg_lab "$D1" "$D2" "$D3"
    capture lvm-raid5-integrity-100pvs.txt sh -c 'lvcreate -y --type raid5 -i 2 --raidintegrity y -l 100%PVS -n data vg_lab 2>&1; echo "exit $?"'
    vgremove -q -f vg_lab
    for i in 1 2 3; do pvremove -q -ff -y "$(disk "$i")" >/dev/null 2>&1 || true; wipefs -a -q "$(disk "$i")"; done
    # The recipe's -l 97 x 2 / 3 %PVS.
    lvm_round lvm-raid5-integrity --raidintegrity y -l 64%PVS
}

# --- ZFS raidz1 --------------------------------------------------------------------------
zfs_part() {
zpool create -f -o ashift=12 -O compression=off -m /mnt/tank tank raidz1 "$D1" "$D2" "$D3"
write_dataset /mnt/tank 192
k=$(kname 2)
capture zfs-partition.txt sh -c "cat /sys/block/$k/${k}1/start /sys/block/$k/${k}1/size"
pstart=$(( $(cat /sys/block/$k/${k}1/start) * 512 ))
psize=$(( $(cat /sys/block/$k/${k}1/size) * 512 ))
zpool export tank
# Labels: the first 4 MiB and the last 512 KiB of the vdev (partition 1) stay untouched.
corrupt "$D2" $((pstart + 4194304)) $((psize - 4194304 - 524288)) 64
zpool import -d /dev/disk/by-id tank
reread /mnt/tank zfs-sha256-after-corruption.txt
capture zpool-status-p-after-read.txt zpool status -p tank
capture zpool-status-v-after-read.txt zpool status -v tank
capture zpool-scrub.txt zpool scrub -w tank
capture zpool-status-p-after-scrub.txt zpool status -p tank
capture zpool-status-json-after-scrub.json zpool status -j --json-int tank
zpool export tank
zpool import -d /dev/disk/by-id tank
reread /mnt/tank zfs-sha256-after-scrub.txt
zpool clear tank
zpool scrub -w tank
capture zpool-status-p-second-scrub.txt zpool status -p tank
zpool destroy tank
for i in 1 2 3; do zpool labelclear -f "$(disk "$i")-part1" 2>/dev/null || true; wipefs -a -q "$(disk "$i")"; done
step "zfs done"
}

# --- btrfs raid1 -------------------------------------------------------------------------
btrfs_part() {
mkfs.btrfs -q -f -d raid1 -m raid1 "$D1" "$D2"
mkdir -p /mnt/bt && mount "$D1" /mnt/bt
write_dataset /mnt/bt 192
capture btrfs-chunks.txt btrfs inspect-internal dump-tree -t chunk "$D2"
umount /mnt/bt
# btrfs keeps the first MiB free; the superblock copies above it are stepped over.
sz=$(blockdev --getsize64 "$D2")
corrupt "$D2" 1048576 $((sz - 1048576)) 64
btrfs device scan "$D1" "$D2" >/dev/null 2>&1 || true
mount "$D1" /mnt/bt
capture btrfs-device-stats-before-read.txt btrfs device stats /mnt/bt
reread /mnt/bt btrfs-sha256-after-corruption.txt
capture btrfs-device-stats-after-read.txt btrfs device stats /mnt/bt
capture btrfs-scrub-start.txt btrfs scrub start -B /mnt/bt
capture btrfs-scrub-status-after.txt btrfs scrub status /mnt/bt
capture btrfs-scrub-status-raw.txt btrfs scrub status -R /mnt/bt
capture btrfs-device-stats-after-scrub.txt btrfs device stats /mnt/bt
reread /mnt/bt btrfs-sha256-after-scrub.txt
capture btrfs-scrub-start-second.txt btrfs scrub start -B /mnt/bt
capture btrfs-dmesg.txt sh -c 'dmesg | grep -i btrfs | tail -30'
umount /mnt/bt
for i in 1 2; do wipefs -a -q "$(disk "$i")"; done
step "btrfs done"
}

for part in md lvm zfs btrfs; do
    if want "$part"; then "${part}_part"; fi
done
