#!/bin/bash
# What each engine asks of the kernel per I/O, counted rather than timed, so that a busy machine
# gives the same answer as an idle one: io_uring_enter calls, block requests issued, bios split
# by the block layer, bios merged into a request already queued, I/Os handed to io_uring's worker
# threads, context switches. Runs the job files bench/engine-vs-fio.sh wrote (run it once first,
# or pass --dir), each once per engine (ours, fio, fio at its best), under `perf stat`
# (package linux-perf).
# Usage: bench/engine-counters.sh [--dir DIR] [--cli PATH] [--jobs NAME,...]
set -euo pipefail

dir=/var/tmp/stacklab-bench
cli="$(dirname "$0")/../build/release/bin/stacklab-cli"
jobs="randread-4k-qd32 read-1m-qd16 write-1m-qd16 randrw-4k-qd16 verify-128k-qd8"
while [ $# -gt 0 ]; do
    case "$1" in
    --dir) dir=$2; shift 2 ;;
    --cli) cli=$2; shift 2 ;;
    --jobs) jobs=${2//,/ }; shift 2 ;;
    *) echo "usage: $0 [--dir DIR] [--cli PATH] [--jobs a,b]" >&2; exit 2 ;;
    esac
done
command -v perf >/dev/null || { echo "perf not found: install the linux-perf package" >&2; exit 1; }
command -v fio >/dev/null || { echo "fio not found: install the fio package" >&2; exit 1; }
[ -x "$cli" ] || { echo "$cli not found: build stacklab-cli or pass --cli" >&2; exit 1; }
cli=$(realpath "$cli")
# shellcheck source=SCRIPTDIR/hugepages.sh
. "$(dirname "$0")/hugepages.sh"
reserve_hugepages 256
events=syscalls:sys_enter_io_uring_enter,block:block_rq_issue,block:block_split,block:block_bio_backmerge
events=$events,io_uring:io_uring_queue_async_work,context-switches
perf stat -e "$events" true >/dev/null 2>&1 || {
    echo "perf cannot count $events here (needs root or kernel.perf_event_paranoid <= -1, and tracefs)" >&2
    exit 1
}
out="$dir/counters"
mkdir -p "$out"
for job in $jobs; do
    [ -f "$dir/$job.fio" ] || { echo "$dir/$job.fio missing: run bench/engine-vs-fio.sh first" >&2; exit 1; }
    for engine in ours fio fio-best; do
        case $engine in
        ours)
            perf stat -x, -e "$events" -o "$out/$job.$engine.perf" \
                "$cli" bench "$dir/$job.fio" --output-format=json > "$out/$job.$engine.json" 2>/dev/null ;;
        fio | fio-best)
            jobfile="$dir/$job.fio"
            [ "$engine" = fio-best ] && jobfile="$dir/$job.best.fio"
            (cd "$out" && perf stat -x, -e "$events" -o "$out/$job.$engine.perf" \
                fio --output-format=json "$jobfile" > "$out/$job.$engine.json" 2>/dev/null) ;;
        esac
    done
done

python3 - "$out" $jobs <<'PY'
import json, sys
out, jobs = sys.argv[1], sys.argv[2:]
names = {"syscalls:sys_enter_io_uring_enter": "io_uring_enter", "block:block_rq_issue": "requests",
         "block:block_split": "splits", "block:block_bio_backmerge": "merges",
         "io_uring:io_uring_queue_async_work": "async", "context-switches": "switches"}
print(f"{'job':17} {'engine':8} {'I/Os':>9} " + " ".join(f"{n + '/IO':>16}" for n in names.values()))
for job in jobs:
    for engine in ("ours", "fio", "fio-best"):
        text = open(f"{out}/{job}.{engine}.json").read()
        result = json.loads(text[text.index("{"):])["jobs"][0]
        ios = result["read"]["total_ios"] + result["write"]["total_ios"]
        counts = {}
        for line in open(f"{out}/{job}.{engine}.perf"):
            fields = line.strip().split(",")
            if len(fields) > 2 and fields[2] in names:
                counts[names[fields[2]]] = float(fields[0]) if fields[0].replace(".", "").isdigit() else float("nan")
        print(f"{job:17} {engine:8} {ios:9d} " + " ".join(f"{counts.get(n, float('nan')) / ios:16.3f}" for n in names.values()))
PY
