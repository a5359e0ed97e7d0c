#!/usr/bin/env bash
# Fails when a C++ source file differs from what .clang-format makes of it.
# Fix with: scripts/format.sh
set -euo pipefail
src=${1:?usage: check-format.sh SOURCE_DIR}
cd "$src"
mapfile -t files < <(find app core ui tests bench translations -type f \( -name '*.cpp' -o -name '*.h' \) \
                     -not -path 'tests/data/*' 2>/dev/null | sort)
echo "checking ${#files[@]} files against .clang-format ($(clang-format --version))"
bad=0
for f in "${files[@]}"; do
    if ! clang-format --dry-run --Werror "$f" 2>/dev/null; then
        echo "not formatted: $f"
        bad=$((bad + 1))
    fi
done
if [ "$bad" -gt 0 ]; then
    echo "$bad file(s) not formatted; run scripts/format.sh"
    exit 1
fi
