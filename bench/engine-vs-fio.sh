#!/bin/bash
# StackLab's io_uring engine against fio --ioengine=io_uring, alternating on the same file.
# Usage: bench/engine-vs-fio.sh [--rounds N] [--runtime S] [--size SIZE] [--dir DIR] [--cli PATH]
# Prints per job the median ratio ours/fio of IOPS, p50 and p99 clat, and CPU time per I/O.
# Both engines run the very same job file (ioengine=io_uring), so options cannot drift apart.
set -euo pipefail

rounds=5
runtime=10
size=1G
dir=/var/tmp/stacklab-bench
cli="$(dirname "$0")/../build/release/bin/stacklab-cli"
while [ $# -gt 0 ]; do
    case "$1" in
    --rounds) rounds=$2; shift 2 ;;
    --runtime) runtime=$2; shift 2 ;;
    --size) size=$2; shift 2 ;;
    --dir) dir=$2; shift 2 ;;
    --cli) cli=$2; shift 2 ;;
    *) echo "usage: $0 [--rounds N] [--runtime S] [--size SIZE] [--dir DIR] [--cli PATH]" >&2; exit 2 ;;
    esac
done
command -v fio >/dev/null || { echo "fio not found: install the fio package" >&2; exit 1; }
[ -x "$cli" ] || { echo "$cli not found: build it (cmake --build --preset release --target stacklab-cli) or pass --cli" >&2; exit 1; }

mkdir -p "$dir/results"
file="$dir/bench.dat"
if [ ! -f "$file" ]; then
    fio --name=layout --filename="$file" --size="$size" --rw=write --bs=1M --direct=1 --ioengine=io_uring \
        --iodepth=16 --output=/dev/null
fi

write_job() { # name rw bs iodepth
    cat > "$dir/$1.fio" <<JOB
[$1]
ioengine=io_uring
filename=$file
size=$size
direct=1
rw=$2
bs=$3
iodepth=$4
runtime=$runtime
time_based=1
JOB
}
write_job randread-4k-qd32 randread 4k 32
write_job read-1m-qd16 read 1M 16
write_job write-1m-qd16 write 1M 16
jobs="randread-4k-qd32 read-1m-qd16 write-1m-qd16"

for round in $(seq 1 "$rounds"); do
    for job in $jobs; do
        # Alternate which engine goes first, so neither always gets the warmer cache.
        if [ $((round % 2)) -eq 1 ]; then order="ours fio"; else order="fio ours"; fi
        for engine in $order; do
            out="$dir/results/$job.$engine.$round.json"
            if [ "$engine" = ours ]; then
                "$cli" bench "$dir/$job.fio" --output-format=json > "$out" 2>/dev/null
            else
                fio --output-format=json "$dir/$job.fio" > "$out"
            fi
            echo "round $round/$rounds $job $engine done" >&2
        done
    done
done

python3 - "$dir/results" "$rounds" $jobs <<'PY'
import json, statistics, sys
results, rounds, jobs = sys.argv[1], int(sys.argv[2]), sys.argv[3:]

def figures(path):
    job = json.load(open(path))["jobs"][0]
    d = job["read"] if job["read"]["total_ios"] > 0 else job["write"]
    runtime_s = d["runtime"] / 1000.0
    cpu_s = (job["usr_cpu"] + job["sys_cpu"]) / 100.0 * runtime_s
    p = d["clat_ns"]["percentile"]
    return {"iops": d["iops"], "p50": p["50.000000"], "p99": p["99.000000"],
            "cpu_us_per_io": cpu_s * 1e6 / d["total_ios"]}

print(f"{'job':18} {'metric':14} {'ours (median)':>14} {'fio (median)':>14} {'median ratio':>13}")
for job in jobs:
    ours = [figures(f"{results}/{job}.ours.{r}.json") for r in range(1, rounds + 1)]
    fio = [figures(f"{results}/{job}.fio.{r}.json") for r in range(1, rounds + 1)]
    for metric in ("iops", "p50", "p99", "cpu_us_per_io"):
        ratios = [o[metric] / f[metric] for o, f in zip(ours, fio) if f[metric]]
        print(f"{job:18} {metric:14} {statistics.median(o[metric] for o in ours):14.2f} "
              f"{statistics.median(f[metric] for f in fio):14.2f} {statistics.median(ratios):13.3f}")
PY
