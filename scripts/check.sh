#!/usr/bin/env bash
# Installs what is needed, builds, and runs the whole test suite:
#   1. everything with ASan + UBSan (preset asan), then the unit tests and the lab's own path
#      under the sanitizers (label sanitize): the four-stack comparison in one process with a
#      guest restart after each pull, a killed run resumed, the GUI's loop lab (ui_guilab);
#   2. the helper's libFuzzer targets (the protocol parser, the structured request fuzzer), 30 s
#      each (preset fuzz; a longer run: bench/fuzz-helper.sh MINUTES);
#   3. everything with warnings as errors (preset ci), then every other test: unit, ui, style,
#      integration (loop devices, root), vm (the virtual lab) and package (the Debian package:
#      cpack, lintian, desktop-file-validate, appstreamcli, the installed tree unpacked into a
#      throw-away root; tests/package). The tests labelled sanitize ran in step 1 already; their
#      VM runs are the longest of the suite (boots under TCG), so they run once, where a fault
#      shows best.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh

jobs=$(nproc)
echo "== ASan + UBSan: unit tests and the lab path (CLI, helper, virtual lab, GUI)"
cmake --preset asan > /dev/null
cmake --build --preset asan -j "$jobs"
ctest --preset asan -j "$jobs"

echo "== libFuzzer: the helper's protocol parser and structured requests, 30 s each"
cmake --preset fuzz > /dev/null
cmake --build --preset fuzz -j "$jobs"
ctest --preset fuzz

echo "== CI build (-Werror) and the whole suite"
cmake --preset ci > /dev/null
cmake --build --preset ci -j "$jobs"
ctest --preset ci -j "$jobs" -LE '^sanitize$'
