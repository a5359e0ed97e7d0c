# Runs StackLab plans against the real tools in the guest (busybox sh; no bash in the image).
#
#   sh plan-runner.sh PLAN...        each PLAN is /share/plans/<stack>.plan
#
# A plan file is planToRunnerLines() (core/stacks/plan/planscript.h): one step per line,
# phase|id|kind|okcodes|pollUntil|success|input|argv, preceded by "#" header lines:
#   #mount MNT            the stack's mount point (the lab writes its dataset there)
#   #fail N               the disk the fail phase pulls (SLAB000N)
#   #kname TOKEN N        TOKEN in the argv stands for the kernel name of disk N (sdX, resolved here)
# Between phases it does what the lab does in seed 000: after mount it writes a dataset and
# records its sha256, after the snapshot it overwrites part of it, after the rebuild and the
# scrub it verifies the checksums, and before the teardown it rescans the SCSI bus so the pulled
# disk comes back (as it did for the seed) and the teardown can blank it too.
# While sync, rebuild, scrub and expand run, a sampler keeps every distinct output of the
# family's progress tools. Everything lands in /share/out/<stack>/: steps/NN-phase-id.{out,err},
# samples/, results.tsv (phase id kind rc seconds verdict) and timing.tsv (phase seconds).
# Stops at the first failing step (exit 1), like the Build page.
set -u
# The guest has /run/udev (libzfs needs its database) but no udev daemon: without this, mdadm waits
# for udev to make /dev/md/<name>, which never comes. With it, mdadm makes the node and link itself,
# as udev's 63-md-raid-arrays.rules does on a real machine.
export MDADM_NO_UDEV=1

log() { echo "[plan-runner $(date +%H:%M:%S)] $*"; }
byid() { printf '/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB%04d' "$1"; }
now_ms() { awk '{ printf "%d\n", $1 * 1000 }' /proc/uptime; }
# seconds_between T0 T1 (two now_ms readings), seconds_since T0: wall seconds, two decimals.
seconds_between() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", (b - a) / 1000 }'; }
seconds_since() { seconds_between "$1" "$(now_ms)"; }

# The sampler: every distinct output of the progress tools, numbered, until $out/.stop-sampler exists.
sampler() {
    family=$1 phase=$2 mnt=$3
    n=0
    mkdir -p "$out/samples"
    while [ ! -e "$out/.stop-sampler" ]; do
        n=$((n + 1))
        t=$(($(now_ms) - phase_t0))
        case "$family" in
        mdadm | lvm-thin)
            keep "$phase" mdstat "$t" cat /proc/mdstat
            [ "$family" = mdadm ] || keep "$phase" lvs "$t" lvs --reportformat json -a -o lv_name,segtype,lv_attr,lv_size,sync_percent,raid_sync_action,lv_health_status,data_percent,metadata_percent,devices
            ;;
        lvm)
            keep "$phase" lvs "$t" lvs --reportformat json -a -o lv_name,segtype,lv_attr,lv_size,sync_percent,raid_sync_action,lv_health_status,data_percent,metadata_percent,devices
            ;;
        zfs)
            keep "$phase" zpool-status "$t" zpool status -p tank
            keep "$phase" zpool-status-json "$t" zpool status -j --json-int tank
            ;;
        btrfs)
            keep "$phase" btrfs-replace "$t" btrfs replace status -1 "$mnt"
            keep "$phase" btrfs-scrub "$t" btrfs scrub status "$mnt"
            ;;
        esac
        sleep 0.5
    done
}
# keep PHASE KIND T COMMAND...: store the output when it differs from the previous one of its kind.
keep() {
    kphase=$1 kind=$2 kt=$3
    shift 3
    # stdout only: LVM's warnings about the missing PV go to stderr, and a fixture must be what a
    # parser reads from the pipe.
    "$@" >/tmp/sample.new 2>/dev/null
    if ! cmp -s /tmp/sample.new "/tmp/sample.last.$kind"; then
        cp /tmp/sample.new "/tmp/sample.last.$kind"
        cp /tmp/sample.new "$out/samples/$kphase-$(printf %06d "$kt")ms-$kind.txt"
    fi
}
start_sampler() {
    rm -f "$out/.stop-sampler" /tmp/sample.last.*
    sampler "$family" "$1" "$mnt" 3<&- &
    sampler_pid=$!
}
stop_sampler() {
    [ -n "$sampler_pid" ] || return 0
    touch "$out/.stop-sampler"
    wait "$sampler_pid" 2>/dev/null
    sampler_pid=
    rm -f "$out/.stop-sampler"
}

fail() {
    log "$stack: FAILED: $*"
    stop_sampler
    echo "FAILED $*" >>"$out/results.tsv"
    return 1
}

# run_step: executes the fields of one line; sets rc and verdict.
run_step() {
    eval "set -- $argv"
    base="$out/steps/$(printf %02d "$seq")-$phase-$id"
    printf '%s\n' "$*" >"$base.argv"
    t0=$(now_ms)
    if [ -n "$poll" ]; then
        # Rerun every 2 s until the trimmed stdout equals the value (the plan's pollUntil).
        tries=0
        while :; do
            "$@" >"$base.out" 2>"$base.err" 3<&-
            rc=$?
            got=$(tr -d ' \t\n' <"$base.out")
            [ "$got" = "$poll" ] && { verdict=ok; break; }
            tries=$((tries + 1))
            [ "$tries" -lt 900 ] || { verdict="poll-timeout(last: $got)"; break; }
            sleep 2
        done
    else
        if [ -n "$input" ]; then
            # shellcheck disable=SC2059 # the field is a printf format by construction
            printf "$input" | "$@" >"$base.out" 2>"$base.err" 3<&-
        else
            "$@" >"$base.out" 2>"$base.err" </dev/null 3<&-
        fi
        rc=$?
        verdict=ok
        if [ "$rc" != 0 ]; then
            verdict="exit $rc"
            for code in $(echo "$okcodes" | tr ',' ' '); do
                [ "$rc" = "$code" ] && verdict="ok (exit $rc allowed)"
            done
        fi
        if [ "$success" = output ] && [ -s "$base.out" ] && [ "${verdict%% *}" = ok ]; then
            verdict="output where none was expected"
        fi
    fi
    t1=$(now_ms)
    [ -n "${steps_t0:-}" ] || steps_t0=$t0
    steps_t1=$t1
    secs=$(seconds_between "$t0" "$t1")
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$phase" "$id" "$kind" "$rc" "$secs" "$verdict" >>"$out/results.tsv"
    log "$stack $phase/$id: rc=$rc ${secs}s $verdict"
    if [ "${verdict%% *}" != ok ]; then
        echo "--- argv: $*"
        echo "--- stdout:"
        tail -n 40 "$base.out"
        echo "--- stderr:"
        tail -n 40 "$base.err"
        return 1
    fi
}

dataset_dir() { echo "$mnt/stacklab-dataset"; }
write_dataset() {
    d=$(dataset_dir)
    mkdir -p "$d" || return 1
    for i in 1 2 3 4; do
        dd if=/dev/urandom of="$d/part$i.bin" bs=1M count="$dataset_mib" 2>/dev/null || return 1
    done
    sync
    (cd "$d" && sha256sum part*.bin) >"$out/dataset.sha256" || return 1
    log "$stack: wrote $((dataset_mib * 4)) MiB dataset in $d"
}
verify_dataset() {
    sync
    echo 3 >/proc/sys/vm/drop_caches
    (cd "$(dataset_dir)" && sha256sum -c "$out/dataset.sha256") >"$out/verify-$1.txt" 2>&1 ||
        { cat "$out/verify-$1.txt"; return 1; }
    log "$stack: dataset verified after $1"
}
# The snapshot's cost in seed 000: overwrite part of the origin while the snapshot exists. A separate
# file, so the dataset's checksums stay valid.
overwrite() {
    dd if=/dev/urandom of="$mnt/overwrite.bin" bs=1M count=16 2>/dev/null && sync
}
reinsert_pulled() {
    for scan in /sys/class/scsi_host/host*/scan; do echo '- - -' >"$scan"; done
    i=0
    while [ ! -e "$(byid "$fail_disk")" ] && [ "$i" -lt 50 ]; do
        sleep 0.2
        i=$((i + 1))
    done
    [ -e "$(byid "$fail_disk")" ] || { echo "disk $fail_disk did not come back after a SCSI rescan"; return 1; }
    log "$stack: pulled disk SLAB$(printf %04d "$fail_disk") is back as $(readlink -f "$(byid "$fail_disk")")"
}

# lab_after PHASE: the lab's own actions after a phase (seed 000's procedure).
lab_after() {
    case "$1" in
    sync) [ "${PLAN_BENCH:-0}" = 0 ] || bench_after_sync ;;
    mount) write_dataset ;;
    snapshot)
        overwrite || return 1
        [ "${PLAN_BENCH:-0}" = 0 ] || bench_prescrub
        ;;
    rebuild)
        [ "$rebuilt" = no ] || verify_dataset rebuild || return 1
        [ "${PLAN_BENCH:-0}" = 0 ] || bench_rebuilt
        ;;
    scrub) [ "$rebuilt" = no ] || verify_dataset scrub ;;
    esac
}

# PLAN_BENCH=1 (bench/planner, the rebuild forecast against the lab): before the disk is pulled, a
# timed scrub of ZFS and btrfs (its rate is what the forecast divides by) with the bytes it read;
# after the rebuild, what the tools say was rebuilt. Into $out/bench-prescrub.txt and bench-rebuilt.txt.
# The scrub runs with the sampler, as the rebuild does: under TCG both vCPUs share one host thread,
# and the progress commands every 0.5 s take a large share of it (a scrub timed without them read
# 3x faster per block than the sampled resilver after it, 2026-12-01).
# time_lines NAME N COMMAND...: "NAME seconds" for N runs of COMMAND (output dropped).
time_lines() {
    tname=$1 truns=$2
    shift 2
    while [ "$truns" -gt 0 ]; do
        tt0=$(now_ms)
        "$@" >/dev/null 2>&1
        echo "$tname $(seconds_since "$tt0")"
        truns=$((truns - 1))
    done
}
# The machine's pace for md and LVM, read twice with the same work: right after the initial sync
# and right before the pull. 128 MiB per member, all from the member the bench pulls, with O_DIRECT,
# three rounds (the bench takes the median): under TCG this is CPU work of the one host thread that
# also runs md's sync, so the two readings' ratio is how much the machine's load changed between the
# sync and the rebuild. The pulled member because the initial sync wrote all of it (md recovers onto
# the last member; dm-raid resyncs every image): the other members' disk files are still holes after
# an md sync and hold the dataset before the pull, and QEMU reads a hole faster than data, so reading
# them made an idle machine look 1.5 times as loaded (0.25 s after the sync, 0.37 s before the pull,
# 2026-12-02 11:00, load average 1). (32 MiB rounds took 0.16 to 0.88 s in one series on
# 2026-12-02: too short to tell load from noise.)
load_probe() {
    for round in 1 2 3; do
        pt0=$(now_ms)
        dd if="$(byid "$fail_disk")" of=/dev/null bs=1M count=$((128 * fail_disk)) iflag=direct 2>/dev/null
        echo "probe-seconds $(seconds_since "$pt0")"
    done
}
bench_after_sync() {
    case "$family" in
    mdadm | lvm) load_probe >"$out/bench-sync.txt" ;;
    esac
}
# What zpool replace does to a whole disk before the kernel sees it (OpenZFS 2.3.2
# cmd/zpool/zpool_vdev.c make_disks, lib/libzfs/os/linux/libzfs_pool_os.c zpool_label_disk,
# lib/libzutil/os/linux/zutil_import_os.c zpool_label_disk_wait): an EFI label with partition 1
# from sector 2048 to the end less 8 MiB aligned down to 1 MiB and the 8 MiB reserved partition 9,
# fsync and BLKFLSBUF, BLKRRPART, a wait until the -part1 link exists plus 50 ms to settle, the
# label read back, then the first 4 KiB of partition 1 zeroed with fdatasync (zero_label). Timed on
# disk 5, which no bench stack uses, three times (the bench takes the median), wiped after each.
label_probe() {
    ldisk=$(byid 5)
    ldev=$(readlink -f "$ldisk")
    [ -b "$ldev" ] || { echo "label-error no disk 5"; return 0; }
    sectors=$(blockdev --getsz "$ldev")
    slice=$(((sectors - 34 + 1 - 16384 - 2048) / 2048 * 2048))
    for round in 1 2 3; do
        lt0=$(now_ms)
        printf '%s1 : start=2048, size=%s, type=6A898CC3-1DD2-11B2-99A6-080020736631, name=zfs-probe\n%s9 : start=%s, size=16384, type=6A945A3B-1DD2-11B2-99A6-080020736631\n' \
            "$ldev" "$slice" "$ldev" "$((slice + 2048))" |
            sfdisk -q --label gpt --no-reread --no-tell-kernel "$ldev" >/dev/null 2>&1 || { echo "label-error sfdisk"; return 0; }
        blockdev --flushbufs "$ldev"
        blockdev --rereadpt "$ldev"
        w=0
        while [ ! -e "$ldisk-part1" ] && [ "$w" -lt 3000 ]; do
            sleep 0.01
            w=$((w + 1))
        done
        sleep 0.05
        sfdisk -d "$ldev" >/dev/null 2>&1
        dd if=/dev/zero of="$ldisk-part1" bs=4096 count=1 conv=fdatasync 2>/dev/null
        echo "label-seconds $(seconds_since "$lt0")"
        wipefs -a -q "$ldev" >/dev/null 2>&1
        blockdev --rereadpt "$ldev"
        w=0
        while [ -e "$ldisk-part1" ] && [ "$w" -lt 500 ]; do
            sleep 0.01
            w=$((w + 1))
        done
    done
}
# The new disk's pace for the kind of write a healing resilver and a btrfs replace make: 64 KiB
# pieces (a 128 KiB record's column on a 3-wide raidz1; btrfs's stripe length), in ascending order,
# one or two in flight (ZFS issues repair writes in the async write class, at
# zfs_vdev_async_write_min_active = 2 while little data is dirty; dd keeps one). 64 MiB with
# O_DIRECT, three rounds at fresh offsets of disk 5 (a new disk's file is a hole until written, as
# the replacement's is), BASE_MIB onwards; the bench takes the median.
write_probe() {
    wdev=$(readlink -f "$(byid 5)")
    [ -b "$wdev" ] || { echo "write-error no disk 5"; return 0; }
    wmib=$1
    for round in 1 2 3; do
        wt0=$(now_ms)
        dd if=/dev/zero of="$wdev" bs=65536 count=1024 seek=$((wmib * 16)) oflag=direct 2>/dev/null ||
            { echo "write-error dd"; return 0; }
        echo "write-seconds $(seconds_since "$wt0")"
        wmib=$((wmib + 64))
    done
    echo "write-bytes $((64 * 1048576))"
}
bench_prescrub() {
    case "$family" in
    mdadm)
        load_probe >"$out/bench-prescrub.txt"
        time_lines command-seconds 3 mdadm --detail /dev/md/data >>"$out/bench-prescrub.txt"
        ;;
    lvm)
        load_probe >"$out/bench-prescrub.txt"
        time_lines command-seconds 3 lvs -a >>"$out/bench-prescrub.txt"
        ;;
    zfs)
        phase_t0=$(now_ms)
        start_sampler prescrub
        t0=$(now_ms)
        zpool scrub -w tank || { stop_sampler; return 1; }
        t1=$(now_ms)
        stop_sampler
        echo "seconds $(seconds_between "$t0" "$t1")" >"$out/bench-prescrub.txt"
        echo "allocated $(zpool list -Hp -o alloc tank)" >>"$out/bench-prescrub.txt"
        echo "used $(zfs list -Hp -o used tank)" >>"$out/bench-prescrub.txt"
        # The fixed costs of a resilver, timed here before the failure: one zpool command that does
        # no I/O, and one that forces a transaction group with the whole config dirty (what each
        # of the txgs zpool replace waits for writes: the labels of every leaf).
        time_lines command-seconds 3 zpool list -Hp tank >>"$out/bench-prescrub.txt"
        time_lines txg-sync-seconds 3 zpool sync -f tank >>"$out/bench-prescrub.txt"
        label_probe >>"$out/bench-prescrub.txt"
        write_probe 0 >>"$out/bench-prescrub.txt"
        ;;
    btrfs)
        phase_t0=$(now_ms)
        start_sampler prescrub
        t0=$(now_ms)
        btrfs scrub start -B "$mnt" >/dev/null || { stop_sampler; return 1; }
        t1=$(now_ms)
        stop_sampler
        echo "seconds $(seconds_between "$t0" "$t1")" >"$out/bench-prescrub.txt"
        # The scrub marks each block group read-only in turn, and btrfs_inc_block_group_ro forces a new
        # chunk whenever that would leave too little free space: on 3 x 1 GiB it once allocated the
        # devices full, and the replace then failed with ENOSPC (2026-12-02 03:07). Those chunks are
        # empty: a balance of empty block groups drops them (what the cleaner's
        # btrfs_delete_unused_bgs does later), so the pull finds the allocation the lab would have.
        btrfs balance start -dusage=0 -musage=0 "$mnt" >"$out/bench-balance.txt" 2>&1
        btrfs filesystem usage -b "$mnt" >>"$out/bench-prescrub.txt"
        # What the replace will copy: the pulled disk's dev extents, per device.
        btrfs device usage -b "$mnt" >"$out/bench-device-usage.txt"
        write_probe 512 >>"$out/bench-prescrub.txt"
        ;;
    esac
}
bench_rebuilt() {
    case "$family" in
    zfs)
        zpool status -p tank >"$out/bench-rebuilt.txt"
        zpool status -j --json-int tank >"$out/bench-rebuilt.json"
        # Each txg's open/quiesce/wait/sync times (zfs_txg_history) and the scan's own log lines
        # (restart, metadata scan complete, issuing complete): where the rebuild phase's time went.
        cat /proc/spl/kstat/zfs/tank/txgs >"$out/bench-txgs.txt" 2>&1
        grep -E 'resilver|scan|vdev attach|vdev detach' /proc/spl/kstat/zfs/dbgmsg | tail -n 60 >"$out/bench-dbgmsg.txt" 2>&1
        ;;
    btrfs)
        btrfs filesystem show --raw "$mnt" >"$out/bench-rebuilt.txt"
        btrfs device usage -b "$mnt" >"$out/bench-device-usage-after.txt"
        ;;
    lvm) lvs -a --units b --nosuffix -o lv_name,lv_size,devices >"$out/bench-rebuilt.txt" ;;
    *) mdadm --detail /dev/md/data >"$out/bench-rebuilt.txt" ;;
    esac
}

# The phase's wall time (samplers included), and PHASE-steps: its first step's start to its last
# step's end, the clock the lab's rebuild_s is read with (LabRun's RebuildStage).
phase_timing() {
    echo "$current	$(seconds_since "$phase_t0")" >>"$out/timing.tsv"
    [ -z "${steps_t0:-}" ] ||
        echo "$current-steps	$(seconds_between "$steps_t0" "$steps_t1")" >>"$out/timing.tsv"
    steps_t0=
}

run_plan() {
    plan=$1
    stack=$(basename "$plan" .plan)
    out=/share/out/$stack
    rm -rf "$out"
    mkdir -p "$out/steps"
    family=${stack%%-*}
    case "$stack" in lvm-thin-*) family=lvm-thin ;; esac
    mnt=$(sed -n 's/^#mount //p' "$plan")
    fail_disk=$(sed -n 's/^#fail //p' "$plan")
    dataset_mib=$(sed -n 's/^#dataset-mib //p' "$plan")
    [ -n "$dataset_mib" ] || dataset_mib=16
    # Kernel names before anything is pulled: the fail phase writes to /sys/block/<name>/device/delete.
    subst=
    for token_disk in $(sed -n 's/^#kname \([^ ]*\) \([0-9]*\)$/\1:\2/p' "$plan"); do
        k=$(basename "$(readlink -f "$(byid "${token_disk#*:}")")")
        subst="$subst -e s/${token_disk%%:*}/$k/g"
    done
    grep -v '^#' "$plan" | if [ -n "$subst" ]; then sed $subst; else cat; fi >/tmp/plan.lines
    log "$stack: $(wc -l </tmp/plan.lines) lines, mount point $mnt, pulls disk $fail_disk"
    : >"$out/results.tsv"
    : >"$out/timing.tsv"
    sampler_pid=
    steps_t0=
    rebuilt=no
    seq=0
    current=
    phase_t0=$(now_ms)
    plan_t0=$phase_t0
    exec 3</tmp/plan.lines
    while IFS='|' read -r phase id kind okcodes poll success input argv <&3; do
        if [ "$phase" != "$current" ]; then
            if [ -n "$current" ]; then
                stop_sampler
                phase_timing
                lab_after "$current" || { fail "lab action after $current"; return 1; }
            fi
            current=$phase
            phase_t0=$(now_ms)
            [ "$phase" != teardown ] || reinsert_pulled || { fail "reinsert"; return 1; }
            case "$phase" in sync | rebuild | scrub | expand) start_sampler "$phase" ;; esac
        fi
        [ "$id" != - ] || continue
        [ "$phase" != rebuild ] || rebuilt=yes
        seq=$((seq + 1))
        run_step || { fail "$phase/$id"; return 1; }
    done
    exec 3<&-
    stop_sampler
    phase_timing
    total=$(awk -v a="$plan_t0" -v b="$(now_ms)" 'BEGIN { printf "%.1f", (b - a) / 1000 }')
    echo "total	$total" >>"$out/timing.tsv"
    # Blank means blank to every tool: wipefs -n printed nothing above; blkid must agree.
    log "$stack: PASSED in ${total}s"
    echo PASSED >>"$out/results.tsv"
}

# tool_versions RUNNER FILE: the kernel and tool versions a capture was made with.
tool_versions() {
    {
        echo "kernel $(uname -r)"
        echo "captured $(date -u +%Y-%m-%dT%H:%M:%SZ) in the StackLab virtual lab (tests/vm/guest/$1)"
        mdadm --version 2>&1
        lvm version 2>&1 | head -3
        zfs version 2>&1
        btrfs --version 2>&1
        mkfs.xfs -V 2>&1
    } >"$2" 2>&1
}

# space-runner.sh sources this file for its step executor (PLAN_RUNNER_LIB=1) and runs its own loop.
[ "${PLAN_RUNNER_LIB:-0}" = 1 ] && return 0
tool_versions plan-runner.sh /share/out-versions.txt
rc=0
for plan in "$@"; do
    run_plan "$plan" || { rc=1; break; }
done
exit "$rc"
