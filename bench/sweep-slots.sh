#!/usr/bin/env bash
# The same sweep with 1 and 2 lab slots on this machine (lab sweep --target loop --jobs N), and
# GNU parallel's dispatch overhead per cell: wall time minus the cells' own runtimes from the job
# log, per cell. Run it from copies of the binaries when a build may relink them meanwhile.
# Needs root (loop labs), GNU parallel and a built stacklab-cli/stacklab-helper.
#   bench/sweep-slots.sh [--cli PATH] [--helper PATH] [--layouts LIST] [--fill LIST] [--rounds N]
set -euo pipefail
cli=${STACKLAB_CLI:-build/ci/bin/stacklab-cli}
helper=${STACKLAB_HELPER:-build/ci/bin/stacklab-helper}
layouts=btrfs-raid1-2
fill=10,20
rounds=4
while [ $# -gt 0 ]; do
    case $1 in
        --cli) cli=$2; shift 2 ;;
        --helper) helper=$2; shift 2 ;;
        --layouts) layouts=$2; shift 2 ;;
        --fill) fill=$2; shift 2 ;;
        --rounds) rounds=$2; shift 2 ;;
        *) echo "unknown option $1" >&2; exit 2 ;;
    esac
done
cli=$(realpath "$cli")
helper=$(realpath "$helper")
work=$(mktemp -d /var/tmp/stacklab-sweep-bench.XXXXXX)
trap 'rm -rf "$work"' EXIT

for slots in 1 2; do
    start=$(date +%s.%N)
    "$cli" lab sweep --target loop --layouts "$layouts" --fill "$fill" --rounds "$rounds" --disk-size 256M \
        --seed 17 --helper "$helper" --jobs "$slots" --session "bench-$slots-$$" --session-dir "$work/s$slots" \
        --csv "$work/slots$slots.csv" > "$work/slots$slots.log" 2>&1 || {
        echo "(slots $slots: a cell failed:)"
        grep -E "failed|refused|ERROR|need" "$work/slots$slots.log" | head -n 10
    }
    end=$(date +%s.%N)
    # Job log: Seq Host Starttime JobRuntime ... Exitval
    awk -v wall="$(echo "$end - $start" | bc)" -v slots="$slots" -F'\t' '
        NR > 1 { n++; sum += $4; if ($7 != 0) failed++ }
        END {
            printf "slots %d: %d cells, wall %.1f s, cells %.1f s in all (%.1f s each), failed %d, ", slots, n, wall, sum, sum / n, failed
            if (slots == 1) printf "dispatch overhead %.2f s per cell\n", (wall - sum) / n
            else printf "slots busy on average %.2f\n", sum / wall
        }' "$work/slots$slots-cells/joblog.tsv"
done
# parallel's own cost per job, without labs: 32 jobs that do nothing.
start=$(date +%s.%N)
seq 32 | sed 's/.*/true --tag cell=c&/' | parallel --will-cite --jobs 1 --line-buffer \
    --tagstring '{= s/.* --tag cell=(\S+).*/$1/ =}' --joblog "$work/empty.tsv"
end=$(date +%s.%N)
echo "parallel alone: $(echo "($end - $start) / 32" | bc -l | cut -c1-5) s per empty job"
