#!/bin/bash
# The engine bench's own behaviour (root: loop devices, huge pages):
# - the report's "not decided" on a same-build control, on results kept from a real run;
# - a --dir on tmpfs refused before anything is laid out;
# - the memory disk: set up as said, and gone afterwards, the loop device it was given included;
# - one short run end to end on --memory-disk, results kept in --dir, huge pages given back.
# Usage: bench-scripts.sh SOURCE_DIR STACKLAB_CLI
set -euo pipefail
source_dir=$1
cli=$2
bench=$source_dir/bench
work=$(mktemp -d /var/tmp/stacklab-test-bench.XXXXXX)
shm=$(mktemp -d /dev/shm/stacklab-test-bench.XXXXXX)
trap 'rm -rf "$work" "$shm"' EXIT
failures=0
check() { # description command...
    local what=$1
    shift
    if "$@"; then
        echo "PASS: $what"
    else
        echo "FAIL: $what"
        failures=$((failures + 1))
    fi
}
line_of() { grep -F "$1" "$2" | head -1; }

# The report on a same-build control.
cp -r "$source_dir/tests/data/bench/same-build" "$work/results"
python3 "$bench/engine-vs-fio-report.py" "$work/results" 5 "ours baseline fio fio-best" \
    randread-4k-qd32 read-1m-qd16 > "$work/report.txt"
randread=$(line_of "randread-4k-qd32 ours/fio-best:" "$work/report.txt")
read1m=$(line_of "read-1m-qd16 ours/fio-best:" "$work/report.txt")
check "4k reads, copies 1.6 % apart, gap 0.5 %: not decided" \
    grep -q "not decided: the same build run twice in these rounds differed by 1.6%, as much as this gap (0.5%)" <<< "$randread"
check "1M reads, copies 1.5 % apart, gap 2.2 %: decided, met" \
    bash -c '[[ $1 == *"goal met"* && $1 != *"not decided"* ]]' _ "$read1m"
# The same figures from another build: the copies' gap is the change's, and decides nothing.
sed -i 's/^baseline: the same build.*/baseline: another build of ours/' "$work/results/conditions.txt"
python3 "$bench/engine-vs-fio-report.py" "$work/results" 5 "ours baseline fio fio-best" \
    randread-4k-qd32 read-1m-qd16 > "$work/report-other.txt"
check "another build as baseline: no 'not decided'" bash -c '! grep -q "not decided" "$1"' _ "$work/report-other.txt"

# tmpfs as --dir: refused, nothing laid out.
set +e
"$bench/engine-vs-fio.sh" --dir "$shm/bench" --rounds 1 --cli "$cli" > "$work/tmpfs.out" 2>&1
status=$?
set -e
check "tmpfs --dir exits 1" test "$status" = 1
check "tmpfs --dir says why" grep -q "is on tmpfs, with no block device under it" "$work/tmpfs.out"
check "tmpfs --dir lays out no file" test ! -e "$shm/bench/bench.dat"

# The memory disk, up and down.
# shellcheck source=bench/memory-disk.sh
. "$bench/memory-disk.sh"
memory_disk_up $((64 * 1024 * 1024))
loop=$memory_disk_loop
store=$memory_disk_store
mountpoint=$memory_disk_mount
check "the loop device is over the store's file" \
    bash -c '[ "$(cat /sys/block/$(basename "$1")/loop/backing_file)" = "$2/disk.img" ]' _ "$loop" "$store"
check "the loop device does direct I/O" bash -c '[ "$(cat /sys/block/$(basename "$1")/loop/dio)" = 1 ]' _ "$loop"
check "the store is on tmpfs" bash -c '[ "$(findmnt -no FSTYPE -T "$1" | head -1)" = tmpfs ]' _ "$store"
check "ext4 is mounted from the loop device" \
    bash -c '[ "$(findmnt -no SOURCE,FSTYPE "$1" | tr -s " ")" = "$2 ext4" ]' _ "$mountpoint" "$loop"
memory_disk_down
check "after: not mounted" bash -c '! findmnt "$1" > /dev/null' _ "$mountpoint"
check "after: its loop device is free" bash -c '! losetup "$1" 2> /dev/null | grep -qF "$2"' _ "$loop" "$store"
check "after: the store and the mount point are gone" bash -c '[ ! -e "$1" ] && [ ! -e "$2" ]' _ "$store" "$mountpoint"

# A size the memory disk cannot be made for: said, and nothing set up.
set +e
"$bench/engine-vs-fio.sh" --memory-disk --dir "$work/bad" --size 1x --cli "$cli" > "$work/bad.out" 2>&1
status=$?
set -e
check "--size 1x with --memory-disk exits 2" test "$status" = 2
check "--size 1x says what sizes it reads" grep -q "^--size 1x: not a size" "$work/bad.out"
check "--size 1x leaves no memory disk" bash -c '! losetup -a | grep -q "/dev/shm/stacklab-bench\."'

# One short run on the memory disk, end to end (fio's lowercase size).
hugepages_before=$(cat /proc/sys/vm/nr_hugepages)
"$bench/engine-vs-fio.sh" --memory-disk --dir "$work/run" --size 64m --rounds 1 --runtime 1 --nop-runtime 0 \
    --jobs randread-4k-qd32 --cli "$cli" > "$work/run.out" 2> "$work/run.err"
check "the run says it was on a memory disk" grep -q "^disk: a memory disk, ext4 on /dev/loop" "$work/run.out"
check "the run has a verdict" grep -q "^randread-4k-qd32 ours/fio-best: IOPS" "$work/run.out"
check "its results stay in --dir" test -s "$work/run/results/randread-4k-qd32.ours.1.json"
run_loop=$(sed -n 's/^disk: a memory disk, ext4 on \(\/dev\/loop[0-9]*\) .*/\1/p' "$work/run.out")
check "after the run: its loop device is free" \
    bash -c '! losetup "$1" 2> /dev/null | grep -q "/dev/shm/stacklab-bench\."' _ "$run_loop"
check "after the run: huge pages given back" test "$(cat /proc/sys/vm/nr_hugepages)" = "$hugepages_before"

if [ "$failures" -gt 0 ]; then
    echo "$failures check(s) failed"
    exit 1
fi
echo "all checks passed"
