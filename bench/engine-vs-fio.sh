#!/bin/bash
# StackLab's io_uring engine against fio --ioengine=io_uring, alternating on the same file, with
# fio twice: at its defaults, and at its best (what a storage engineer sets for io_uring).
# Usage: bench/engine-vs-fio.sh [--rounds N] [--runtime S] [--size SIZE] [--dir DIR] [--cli PATH]
#                              [--baseline-cli PATH] [--jobs NAME,...] [--hugepages N]
#                              [--nop-runtime S (0: skip the NOP job)] [--memory-disk]
# Prints per job the median of each engine, the median ratio ours/fio and ours/fio-best with the
# per-round range, whether one round more or less could move that median across 1.00, and says
# when an engine's spread between rounds is larger than the gap; then the engine's own cost per
# I/O (ioengine=null). Every engine runs the very same job file; fio-best adds its tuning lines.
# --memory-disk: the file goes on a loop device over memory (bench/memory-disk.sh) instead of
# --dir, so that no disk sets the pace and the engines' own speed shows.
set -euo pipefail

rounds=7
runtime=10
nop_runtime=3
size=1G
dir=/var/tmp/stacklab-bench
cli="$(dirname "$0")/../build/release/bin/stacklab-cli"
baseline_cli=
hugepages=256
memory_disk=
all_jobs="randread-4k-qd32 read-1m-qd16 write-1m-qd16 randrw-4k-qd16 verify-128k-qd8"
jobs=$all_jobs
usage="usage: $0 [--rounds N] [--runtime S] [--size SIZE] [--dir DIR] [--cli PATH] [--baseline-cli PATH] [--jobs a,b] [--hugepages N] [--nop-runtime S] [--memory-disk]"
while [ $# -gt 0 ]; do
    case "$1" in
    --rounds) rounds=$2; shift 2 ;;
    --runtime) runtime=$2; shift 2 ;;
    --nop-runtime) nop_runtime=$2; shift 2 ;;
    --size) size=$2; shift 2 ;;
    --dir) dir=$2; shift 2 ;;
    --cli) cli=$2; shift 2 ;;
    --baseline-cli) baseline_cli=$2; shift 2 ;;
    --jobs) jobs=${2//,/ }; shift 2 ;;
    --hugepages) hugepages=$2; shift 2 ;;
    --memory-disk) memory_disk=1; shift ;;
    *) echo "$usage" >&2; exit 2 ;;
    esac
done
for job in $jobs; do
    case " $all_jobs " in *" $job "*) ;; *) echo "unknown job '$job' (jobs: $all_jobs)" >&2; exit 2 ;; esac
done
command -v fio >/dev/null || { echo "fio not found: install the fio package" >&2; exit 1; }
[ -x "$cli" ] || { echo "$cli not found: build it (cmake --build --preset release --target stacklab-cli) or pass --cli" >&2; exit 1; }
cli=$(realpath "$cli")
engines="ours fio fio-best"
if [ -n "$baseline_cli" ]; then
    [ -x "$baseline_cli" ] || { echo "$baseline_cli not found" >&2; exit 1; }
    baseline_cli=$(realpath "$baseline_cli")
    engines="ours baseline fio fio-best"
fi

# shellcheck source=bench/memory-disk.sh
. "$(dirname "$0")/memory-disk.sh"
# shellcheck source=bench/hugepages.sh
. "$(dirname "$0")/hugepages.sh"
mkdir -p "$dir/results"
file_dir=$dir
if [ -n "$memory_disk" ]; then
    trap memory_disk_down EXIT
    # The file, ext4's own blocks and room to spare: twice the file, sparse until written. The job
    # files and results stay in --dir: the memory disk goes when the run ends.
    # fio's sizes: 1G, 1g, 1GiB, 512m or bytes.
    size_bytes=$(numfmt --from=iec "$(echo "$size" | tr '[:lower:]' '[:upper:]' | sed 's/I\?B$//')" 2> /dev/null) ||
        { echo "--size $size: not a size fio and this script both read (1G, 512M, 1073741824)" >&2; exit 2; }
    memory_disk_up $((size_bytes * 2))
    file_dir=$memory_disk_mount
fi
majmin=$(findmnt -no MAJ:MIN -T "$file_dir" | head -1 | tr -d " ")
if [ ! -e "/sys/dev/block/$majmin" ]; then
    # tmpfs hands every O_DIRECT I/O to io_uring's worker threads: a run there measures the
    # kernel's worker pool, not the engines (bench/README.md, 2026-12-07 18:50).
    echo "$file_dir is on $(findmnt -no FSTYPE -T "$file_dir" | head -1), with no block device under it: the bench compares engines on a disk; pass --dir on one, or --memory-disk" >&2
    exit 1
fi
rm -f "$dir"/results/*.json "$dir"/results/runs.tsv
file="$file_dir/bench.dat"
if [ ! -f "$file" ]; then
    fio --name=layout --filename="$file" --size="$size" --rw=write --bs=1M --direct=1 --ioengine=io_uring \
        --iodepth=16 --output=/dev/null
fi

reserve_hugepages "$hugepages"
if [ -n "$memory_disk" ]; then # reserve_hugepages set its own exit trap: both have to run
    trap 'memory_disk_down; echo "$hugepages_before" > /proc/sys/vm/nr_hugepages' EXIT
fi

# The device under the file: polled completions (hipri) only where its queue has poll queues, and
# its counters say how much other I/O shared the disk during each run.
partition=$(realpath "/sys/dev/block/$majmin")
statfile="$partition/stat"
devdir=$partition
[ -f "$devdir/queue/io_poll" ] || devdir=$(dirname "$devdir") # a partition: its disk's queue
device=$(basename "$devdir")
best_options="iomem=shmhuge fixedbufs=1 registerfiles=1"
if [ "$(cat "$devdir/queue/io_poll" 2>/dev/null || echo 0)" = 1 ]; then
    best_options="$best_options hipri=1"
    poll_note="$device polls (queue/io_poll=1): fio-best uses hipri=1"
else
    poll_note="$device has no poll queues (queue/io_poll=0): hipri is not possible here"
fi

write_job() { # name rw bs iodepth [extra option lines]
    local name=$1 rw=$2 bs=$3 depth=$4
    shift 4
    {
        echo "[$name]"
        echo "ioengine=io_uring"
        echo "filename=$file"
        echo "size=$size"
        echo "direct=1"
        echo "rw=$rw"
        echo "bs=$bs"
        echo "iodepth=$depth"
        echo "runtime=$runtime"
        echo "time_based=1"
        for line in "$@"; do echo "$line"; done
    } > "$dir/$name.fio"
    # fio at its best: the same job with fio's io_uring tuning (ours takes no such options: it
    # always uses huge-page buffers, registered buffers and a registered file).
    { cat "$dir/$name.fio"; for option in $best_options; do echo "$option"; done; } > "$dir/$name.best.fio"
}
write_job randread-4k-qd32 randread 4k 32
write_job read-1m-qd16 read 1M 16
write_job write-1m-qd16 write 1M 16
write_job randrw-4k-qd16 randrw 4k 16 rwmixread=70
# Write a pass of the file, fsync, read it back and check every block; repeat until runtime.
write_job verify-128k-qd8 write 128k 8 verify=crc32c do_verify=1
# The engine's own cost: NOPs (ours: IORING_OP_NOP through the same loop; fio: its null engine).
cat > "$dir/nop.fio" <<JOB
[nop]
ioengine=null
size=64g
bs=4k
iodepth=32
runtime=$nop_runtime
time_based=1
JOB
cp "$dir/nop.fio" "$dir/nop.best.fio"

{
    echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "machine: $(nproc) CPUs ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')), $(free -g | awk '/Mem:/ {print $2}') GiB, kernel $(uname -r)"
    echo "fio: $(fio --version), cli: $cli${baseline_cli:+, baseline: $baseline_cli}, file: $file ($size) on $device, $rounds rounds x ${runtime}s per job and engine"
    echo "fio-best adds: $best_options (vm.nr_hugepages $hugepages_got, was $hugepages_before); $poll_note"
    if [ -n "$baseline_cli" ]; then
        if cmp -s "$cli" "$baseline_cli"; then
            echo "baseline: the same build as ours (cmp equal), a control: how far identical code moves between slots"
        else
            echo "baseline: another build of ours"
        fi
    fi
    if [ -n "$memory_disk" ]; then
        echo "disk: a memory disk, ext4 on $memory_disk_loop (direct I/O) over a file in tmpfs: every I/O costs CPU (the loop worker copies memory), no disk sets the pace"
    fi
    echo "sched_autogroup_enabled: $(cat /proc/sys/kernel/sched_autogroup_enabled 2>/dev/null || echo n/a) (each run in a session of its own)"
    echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
} > "$dir/results/conditions.txt"

# Every run in a session of its own (setsid -w), as fio puts each of its job processes (fio 3.33
# backend.c: setsid() in thread_main). Where the kernel groups CPU time by session
# (kernel.sched_autogroup_enabled = 1, Debian's default), a run that shared this script's session
# would share its CPU share with whatever else that session runs (a build started from the same
# shell): ours lost 2-3x on randrw that way while fio's job, in its own session, did not (bench/README.md).
run_engine() { # engine job round
    local out="$dir/results/$2.$1.$3.json" err="$dir/results/$2.$1.$3.err"
    case "$1" in
    ours) setsid -w "$cli" bench "$dir/$2.fio" --output-format=json > "$out" 2>"$err" ;;
    baseline) setsid -w "$baseline_cli" bench "$dir/$2.fio" --output-format=json > "$out" 2>"$err" ;;
    # fio leaves verify state files in its working directory: keep them with the results.
    fio) (cd "$dir/results" && setsid -w fio --output-format=json "$dir/$2.fio" > "$out" 2>"$err") ;;
    fio-best) (cd "$dir/results" && setsid -w fio --output-format=json "$dir/$2.best.fio" > "$out" 2>"$err") ;;
    esac
}

sectors() { awk '{print $3 + $7}' "$statfile"; } # read + written, 512-byte units

run_jobs=$jobs
[ "$nop_runtime" != 0 ] && run_jobs="$jobs nop"
# The engines' order in each round: the rows of a Williams design (a balanced Latin square), so
# that over n rounds (2n for an odd number of engines) each engine runs first equally often and
# right after each other engine equally often. A plain rotation (ours fio fio-best, then fio
# fio-best ours, ...) kept the neighbours: fio-best always ran right after fio, ours right after
# fio-best, so whatever one run leaves behind on the host (its write-back, its cache) always fell
# on the same engine.
williams_orders() { # engine... -> one order per line
    python3 - "$@" <<'PY'
import sys
engines = sys.argv[1:]
n = len(engines)
first, low, high = [0], 1, n - 1
while len(first) < n:
    first.append(low)
    low += 1
    if len(first) < n:
        first.append(high)
        high -= 1
rows = [[(k + i) % n for k in first] for i in range(n)]
if n % 2:
    rows += [row[::-1] for row in rows]
for row in rows:
    print(" ".join(engines[k] for k in row))
PY
}
read -ra engine_list <<< "$engines"
mapfile -t orders < <(williams_orders "${engine_list[@]}")
printf 'job\tengine\tround\tload1\tdevice_mib\tafter\n' > "$dir/results/runs.tsv"
previous=none
for round in $(seq 1 "$rounds"); do
    for job in $run_jobs; do
        read -ra order <<< "${orders[$(((round - 1) % ${#orders[@]}))]}"
        for engine in "${order[@]}"; do
            load=$(cut -d' ' -f1 /proc/loadavg)
            before=$(sectors)
            run_engine "$engine" "$job" "$round"
            mib=$(( ($(sectors) - before) / 2048 ))
            printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$job" "$engine" "$round" "$load" "$mib" "$previous" >> "$dir/results/runs.tsv"
            previous=$engine
            echo "round $round/$rounds $job $engine done (load $load)" >&2
        done
    done
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$dir/results/conditions.txt"

python3 "$(dirname "$0")/engine-vs-fio-report.py" "$dir/results" "$rounds" "$engines" $run_jobs
