# Builds stacks from StackLab plans as far as their mount phase, records what the space tools print
# about the empty stack, and tears them down (busybox sh in the StackLab VM).
#
#   sh space-runner.sh PLAN...        each PLAN is /share/plans/<case>.plan (planToRunnerLines)
#
# Runs the phases prepare, build and mount, then the teardown; skips the initial sync (its
# speed is held at 1 KiB/s so the array never burns the emulated CPU: sizes do not depend on
# it). Plan headers as for plan-runner.sh (#mount, #kname) plus "#disks N,N,…": the SLAB disk
# numbers the case uses. Into /share/out/space/<case>/: steps/ and results.tsv as plan-runner.sh
# writes them, and the figures:
#   sizes.txt        each disk's bytes (blockdev --getsize64) and logical sector size
#   statfs.txt       stat -f of the mount point: block size, blocks, free, available
#   df.txt           df -B1 of the mount point (when df supports it)
#   zfs-list.txt, zpool-list.txt, zpool-get.txt, zdb-C.txt, zdb-m.txt, partitions.txt (ZFS)
#   mdadm-detail.txt, mdadm-examine.txt, io-hints.txt                 (md)
#   pvs.txt, vgs.txt, lvs.txt                                         (LVM)
#   xfs-info.txt, xfs-db-sb.txt                                       (XFS)
#   btrfs-usage.txt, btrfs-df.txt, btrfs-device-usage.txt, btrfs-show.txt (btrfs)
set -u
PLAN_RUNNER_LIB=1 . /share/plan-runner.sh

echo 1 >/proc/sys/dev/raid/speed_limit_min
echo 1 >/proc/sys/dev/raid/speed_limit_max

figure() {
    name=$1
    shift
    "$@" >"$into/$name" 2>"$into/$name.err" || echo "exit $?" >>"$into/$name.err"
    [ -s "$into/$name.err" ] || rm -f "$into/$name.err"
}

fs_device() { awk -v m="$mnt" '$2 == m { print $1; exit }' /proc/mounts; }

# measure DIR: the figures of the mounted stack into DIR.
measure() {
    into=$1
    mkdir -p "$into"
    sync
    : >"$into/sizes.txt"
    for n in $(echo "$disks" | tr ',' ' '); do
        d=$(byid "$n")
        k=$(basename "$(readlink -f "$d")")
        echo "SLAB$(printf %04d "$n") $(blockdev --getsize64 "$d") $(cat "/sys/block/$k/queue/logical_block_size")" >>"$into/sizes.txt"
    done
    figure statfs.txt stat -f -c 'bsize %S blocks %b free %f avail %a' "$mnt"
    figure df.txt df -B1 "$mnt"
    dev=$(fs_device)
    real=$(readlink -f "$dev")
    case "$family" in
    zfs)
        zfs list -Hp -o name,used,avail,refer -r tank >/dev/null 2>&1
        figure zfs-list.txt zfs list -Hp -o name,used,avail,refer,usedbydataset,usedbychildren -r tank
        figure zpool-list.txt zpool list -Hpv -o name,size,alloc,free tank
        figure zpool-get.txt zpool get -Hp size,allocated,free tank
        figure zdb-C.txt zdb -C tank
        # Each metaslab's header line only: its number, offset and space map (the count is what the
        # planner predicts; the free space in it is what a fresh pool leaves).
        figure zdb-m.txt sh -c "zdb -m tank | grep -E '^[[:space:]]*(vdev|metaslabs?)[[:space:]]+[0-9]'"
        figure partitions.txt sh -c 'for p in /sys/class/block/sd*[0-9]; do echo "$(basename "$p") $(cat "$p/size")"; done'
        ;;
    btrfs)
        btrfs filesystem sync "$mnt" >/dev/null 2>&1
        figure btrfs-usage.txt btrfs filesystem usage -b "$mnt"
        figure btrfs-df.txt btrfs filesystem df -b "$mnt"
        figure btrfs-device-usage.txt btrfs device usage -b "$mnt"
        figure btrfs-show.txt btrfs filesystem show --raw "$mnt"
        ;;
    *)
        if [ -e /dev/md/data ]; then
            figure mdadm-detail.txt mdadm --detail /dev/md/data
            figure mdadm-examine.txt mdadm --examine "$(byid "${disks%%,*}")"
            figure md-size.txt blockdev --getsize64 /dev/md/data
        fi
        if command -v lvs >/dev/null && [ "$family" != mdadm ]; then
            figure pvs.txt pvs --units b --nosuffix -o pv_name,pv_size,pe_start,pv_pe_count,pv_pe_alloc_count
            figure vgs.txt vgs --units b --nosuffix -o vg_name,vg_size,vg_extent_size,vg_extent_count,vg_free_count
            figure lvs.txt lvs -a --units b --nosuffix -o lv_name,lv_size,segtype,chunk_size,stripes,stripe_size,devices
        fi
        # The kernel name behind the filesystem's device: LVM makes /dev/mapper nodes without udev, not links.
        k=$(basename "$(readlink -f "/sys/dev/block/$(printf '%d:%d' "0x$(stat -L -c %t "$real")" "0x$(stat -L -c %T "$real")")")")
        figure io-hints.txt sh -c "echo $k \$(cat /sys/block/$k/queue/minimum_io_size) \$(cat /sys/block/$k/queue/optimal_io_size) \$(cat /sys/block/$k/queue/physical_block_size) \$(blockdev --getsize64 $real)"
        figure xfs-info.txt xfs_info "$mnt"
        figure xfs-db-sb.txt xfs_db -r -c 'sb 0' -c 'print dblocks agcount agblocks logblocks logstart fdblocks sectsize unit width icount ifree' "$real"
        ;;
    esac
}

space_plan() {
    plan=$1
    stack=$(basename "$plan" .plan)
    out=/share/out/space/$stack
    rm -rf "$out"
    mkdir -p "$out/steps"
    family=$(sed -n 's/^#family //p' "$plan")
    mnt=$(sed -n 's/^#mount //p' "$plan")
    disks=$(sed -n 's/^#disks //p' "$plan")
    subst=
    for token_disk in $(sed -n 's/^#kname \([^ ]*\) \([0-9]*\)$/\1:\2/p' "$plan"); do
        k=$(basename "$(readlink -f "$(byid "${token_disk#*:}")")")
        subst="$subst -e s/${token_disk%%:*}/$k/g"
    done
    grep -v '^#' "$plan" | if [ -n "$subst" ]; then sed $subst; else cat; fi >/tmp/plan.lines
    : >"$out/results.tsv"
    seq=0
    sampler_pid=
    measured=no
    expanded=no
    failed=no
    exec 3</tmp/plan.lines
    while IFS='|' read -r phase id kind okcodes poll success input argv <&3; do
        case "$phase" in prepare | build | mount | expand | teardown) ;; *) continue ;; esac
        # After a failed step only the teardown runs, every step of it, so the next case finds blank disks.
        [ "$failed" = no ] || [ "$phase" = teardown ] || continue
        if [ "$measured" = no ] && [ "$failed" = no ] && { [ "$phase" = expand ] || [ "$phase" = teardown ]; }; then
            measure "$out"
            measured=yes
            log "$stack: measured"
        fi
        # raidz expansion: the same figures once the expansion has ended, in expanded/.
        if [ "$phase" = teardown ] && [ "$expanded" = yes ] && [ "$failed" = no ]; then
            measure "$out/expanded"
            expanded=measured
            log "$stack: measured after the expansion"
        fi
        [ "$phase" != expand ] || [ "$expanded" != no ] || expanded=yes
        [ "$id" != - ] || continue
        seq=$((seq + 1))
        run_step || { fail "$phase/$id"; failed=yes; }
    done
    exec 3<&-
    [ "$failed" = no ] || return 1
    echo PASSED >>"$out/results.tsv"
    log "$stack: PASSED"
}

mkdir -p /share/out/space
tool_versions space-runner.sh /share/out/space/versions.txt
rc=0
for plan in "$@"; do
    space_plan "$plan" || rc=1
done
exit "$rc"
