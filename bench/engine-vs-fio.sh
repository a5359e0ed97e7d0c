#!/bin/bash
# StackLab's io_uring engine against fio --ioengine=io_uring, alternating on the same file.
# Usage: bench/engine-vs-fio.sh [--rounds N] [--runtime S] [--size SIZE] [--dir DIR] [--cli PATH]
#                              [--jobs NAME,...] [--nop-runtime S (0: skip the NOP job)]
# Prints per job the median of each engine, the median ratio ours/fio with its per-round range,
# and says when either engine's spread between rounds is larger than the gap between them; then
# the engine's own cost per I/O (ioengine=null). Both engines run the very same job files.
set -euo pipefail

rounds=5
runtime=10
nop_runtime=3
size=1G
dir=/var/tmp/stacklab-bench
cli="$(dirname "$0")/../build/release/bin/stacklab-cli"
all_jobs="randread-4k-qd32 read-1m-qd16 write-1m-qd16 randrw-4k-qd16 verify-128k-qd8"
jobs=$all_jobs
usage="usage: $0 [--rounds N] [--runtime S] [--size SIZE] [--dir DIR] [--cli PATH] [--jobs a,b] [--nop-runtime S]"
while [ $# -gt 0 ]; do
    case "$1" in
    --rounds) rounds=$2; shift 2 ;;
    --runtime) runtime=$2; shift 2 ;;
    --nop-runtime) nop_runtime=$2; shift 2 ;;
    --size) size=$2; shift 2 ;;
    --dir) dir=$2; shift 2 ;;
    --cli) cli=$2; shift 2 ;;
    --jobs) jobs=${2//,/ }; shift 2 ;;
    *) echo "$usage" >&2; exit 2 ;;
    esac
done
for job in $jobs; do
    case " $all_jobs " in *" $job "*) ;; *) echo "unknown job '$job' (jobs: $all_jobs)" >&2; exit 2 ;; esac
done
command -v fio >/dev/null || { echo "fio not found: install the fio package" >&2; exit 1; }
[ -x "$cli" ] || { echo "$cli not found: build it (cmake --build --preset release --target stacklab-cli) or pass --cli" >&2; exit 1; }
cli=$(realpath "$cli")

mkdir -p "$dir/results"
rm -f "$dir"/results/*.json
file="$dir/bench.dat"
if [ ! -f "$file" ]; then
    fio --name=layout --filename="$file" --size="$size" --rw=write --bs=1M --direct=1 --ioengine=io_uring \
        --iodepth=16 --output=/dev/null
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

{
    echo "date: $(date -u '+%Y-%m-%d %H:%M UTC')"
    echo "machine: $(nproc) CPUs ($(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')), $(free -g | awk '/Mem:/ {print $2}') GiB, kernel $(uname -r)"
    echo "fio: $(fio --version), cli: $cli, file: $file ($size), $rounds rounds x ${runtime}s per job and engine"
    echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
} > "$dir/results/conditions.txt"

run_engine() { # engine job round
    local out="$dir/results/$2.$1.$3.json"
    if [ "$1" = ours ]; then
        "$cli" bench "$dir/$2.fio" --output-format=json > "$out" 2>"$dir/results/$2.$1.$3.err"
    else
        # fio leaves verify state files in its working directory: keep them with the results.
        (cd "$dir/results" && fio --output-format=json "$dir/$2.fio" > "$out" 2>"$dir/results/$2.$1.$3.err")
    fi
}

run_jobs=$jobs
[ "$nop_runtime" != 0 ] && run_jobs="$jobs nop"
for round in $(seq 1 "$rounds"); do
    for job in $run_jobs; do
        # Alternate which engine goes first, so neither always gets the warmer cache.
        if [ $((round % 2)) -eq 1 ]; then order="ours fio"; else order="fio ours"; fi
        for engine in $order; do
            run_engine "$engine" "$job" "$round"
            echo "round $round/$rounds $job $engine done (load $(cut -d' ' -f1 /proc/loadavg))" >&2
        done
    done
done
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)" >> "$dir/results/conditions.txt"

python3 "$(dirname "$0")/engine-vs-fio-report.py" "$dir/results" "$rounds" $run_jobs
