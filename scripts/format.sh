#!/usr/bin/env bash
# Formats every C++ source of the project with .clang-format.
set -euo pipefail
cd "$(dirname "$0")/.."
find app core ui tests bench translations -type f \( -name '*.cpp' -o -name '*.h' \) -not -path 'tests/data/*' \
    -print0 2>/dev/null | xargs -0 -r clang-format -i
