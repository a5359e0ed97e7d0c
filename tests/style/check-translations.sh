#!/usr/bin/env bash
# Fails when a .ts file misses strings that are in the sources, keeps strings that are
# gone, or has unfinished entries. Runs lupdate exactly as scripts/update-translations.sh
# does, on a copy, and compares.
# Fix with: scripts/update-translations.sh, then translate the new entries (Qt Linguist).
set -euo pipefail
src=${1:?usage: check-translations.sh SOURCE_DIR LUPDATE}
lupdate=${2:?usage: check-translations.sh SOURCE_DIR LUPDATE}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for ts in "$src"/translations/*.ts; do
    name=$(basename "$ts")
    cp "$ts" "$work/$name"
    (cd "$src" && "$lupdate" -silent -no-obsolete -locations none -extensions cpp,h app core ui -ts "$work/$name")
    if ! diff -u "$ts" "$work/$name" > "$work/$name.diff"; then
        echo "$name is not current with the sources (strings added or removed):"
        grep -E '^[-+] *<source>' "$work/$name.diff" | head -40 || true
        status=1
    fi
    unfinished=$(grep -c 'type="unfinished"' "$work/$name" || true)
    if [ "$unfinished" -gt 0 ]; then
        echo "$name: $unfinished unfinished entries, for example:"
        grep -B2 'type="unfinished"' "$work/$name" | grep '<source>' | head -10
        status=1
    fi
    total=$(grep -c '<source>' "$work/$name" || true)
    echo "$name: $total messages, $unfinished unfinished"
done
if [ "$status" -ne 0 ]; then
    echo "run scripts/update-translations.sh, translate the new entries and commit the .ts files"
fi
exit $status
