#!/usr/bin/env bash
# Installs what is needed, builds, and runs the whole test suite:
#   1. the sanitizer build (preset asan: clang, ASan + UBSan, libFuzzer's coverage; only the
#      executables of the tests it runs), then the unit tests, the lab's own path under the
#      sanitizers (label sanitize: the four-stack comparison in one process and one guest, a
#      fresh disk taking each pulled one's place, a killed run resumed, the GUI's loop lab) and
#      the helper's libFuzzer targets (label fuzz: the protocol parser, the structured request
#      fuzzer; 30 s each, a longer run: bench/fuzz-helper.sh MINUTES);
#   2. everything with warnings as errors (preset ci, gcc; built at the lowest priority while step
#      1's tests run, on the CPU their guests leave idle), then every other test: unit, ui, style,
#      integration (loop devices, root), vm (the virtual lab) and package (the Debian package:
#      cpack, lintian, desktop-file-validate, appstreamcli, the installed tree unpacked into a
#      throw-away root; tests/package). The tests labelled sanitize ran in step 1 already; their
#      VM runs are the longest of the suite (boots under TCG), so they run once, where a fault
#      shows best.
# Each stage's time is printed when it ends and all of them again at the end, pass or fail, so
# that drift shows in every CI log (README, "Tests", has the expected times). The compiler runs
# through ccache, keyed relative to the checkout: a second clone on the same machine compiles
# little.
set -euo pipefail
cd "$(dirname "$0")/.."

check_start=$SECONDS
stage_times=()
print_stage_times() {
    local rc=${1:-$?}
    echo "== stage times (s)"
    printf '   %s\n' "${stage_times[@]}"
    echo "   total: $((SECONDS - check_start)) s$([ "$rc" = 0 ] || echo ", failed with exit code $rc")"
}
trap print_stage_times EXIT
# stage NAME COMMAND...: runs the command and records how long it took.
stage() {
    local name=$1 t0=$SECONDS
    shift
    "$@"
    stage_times+=("$(printf '%-32s %5d' "$name" $((SECONDS - t0)))")
    echo "== $name: $((SECONDS - t0)) s"
}

stage "install" ./scripts/install-deps.sh
stage "install (virtual lab host)" ./scripts/vm/install-host-deps.sh

jobs=$(nproc)
echo "== Sanitizers (clang, ASan + UBSan): unit tests, the lab path (CLI, helper, virtual lab, GUI), the fuzzers"
stage "asan: configure" cmake --preset asan > /dev/null
stage "asan: build" cmake --build --preset asan -j "$jobs"

# The CI build runs beside the sanitizer tests, at the lowest priority: those tests are mostly
# virtual-lab runs whose guests wait on their disks, their helper and their own timers for about
# half of the time, and the compiler takes that idle CPU (niced, it yields whenever a guest needs
# it). Its output goes to build/ci-build.log, printed in full if it fails.
stage "ci: configure" cmake --preset ci > /dev/null
ci_build_log=build/ci-build.log
ci_build_started=$SECONDS
rm -f "$ci_build_log.rc"
# Its own process group (setsid), so that a failed sanitizer stage stops the whole build with it.
setsid bash -c 'nice -n 19 cmake --build --preset ci -j "$1" > "$2" 2>&1; echo $? > "$2.rc"' _ "$jobs" "$ci_build_log" &
ci_build_pid=$!
trap 'check_rc=$?; kill -- "-$ci_build_pid" 2>/dev/null || true; print_stage_times "$check_rc"' EXIT
stage "asan: ctest (unit, sanitize, fuzz)" ctest --preset asan -j "$jobs"
# ci_build_wait: how long the rest of the CI build took after the sanitizer tests ended.
ci_build_wait() {
    wait "$ci_build_pid" || true
    local rc
    rc=$(cat "$ci_build_log.rc" 2>/dev/null || echo 1)
    echo "== the CI build took $((SECONDS - ci_build_started)) s in all, beside the sanitizer tests"
    if [ "$rc" != 0 ]; then
        cat "$ci_build_log"
        return "$rc"
    fi
    tail -n 1 "$ci_build_log"
}
stage "ci: build (its rest after asan's tests)" ci_build_wait

echo "== CI build (gcc, -Werror) and the whole suite"
stage "ci: ctest (all but sanitize, fuzz)" ctest --preset ci -j "$jobs" -LE '^(sanitize|fuzz)$'
