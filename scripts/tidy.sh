#!/usr/bin/env bash
# Runs .clang-tidy's checks over every project source in the ci build's compile database
# (cmake --preset ci first). Exits non-zero on any finding. A few minutes on 2 cores: not a ctest.
# Usage: scripts/tidy.sh [FILE-REGEX]   e.g. scripts/tidy.sh 'core/lab/'
set -euo pipefail
cd "$(dirname "$0")/.."
build=build/ci
[ -f "$build/compile_commands.json" ] || { echo "no $build/compile_commands.json: run cmake --preset ci" >&2; exit 2; }
filter=${1:-'/(app|core|ui|bench)/'}
# Generated moc/autogen sources and the test data are not ours to tidy.
# clang reads -Woverloaded-virtual more strictly than gcc (a signal named like QObject::event).
exec run-clang-tidy -quiet -extra-arg=-Wno-overloaded-virtual -p "$build" -j "$(nproc)" "^(?!.*_autogen).*${filter}.*\.cpp$"
