#!/usr/bin/env bash
# Installs what is needed, builds, and runs the whole test suite:
#   1. core and its unit tests with ASan + UBSan (preset asan);
#   2. the helper's libFuzzer targets (the protocol parser, the structured request fuzzer), 30 s
#      each (preset fuzz; a longer run: bench/fuzz-helper.sh MINUTES);
#   3. everything with warnings as errors (preset ci), then every ctest label:
#      unit, ui, style, integration (loop devices, root), vm (the virtual lab) and package
#      (the Debian package: cpack, lintian, desktop-file-validate, appstreamcli, the installed
#      tree unpacked into a throw-away root; tests/package).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/install-deps.sh

jobs=$(nproc)
echo "== ASan + UBSan: core and unit tests"
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
ctest --preset ci -j "$jobs"
