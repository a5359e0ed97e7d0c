#!/usr/bin/env bash
# Refreshes translations/*.ts from the sources (new strings come in as unfinished,
# removed ones go). The check tests/style/check-translations.sh runs the same lupdate.
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=${LUPDATE:-/usr/lib/qt6/bin/lupdate}
for ts in translations/*.ts; do
    "$lupdate" -no-obsolete -locations none -extensions cpp,h app core ui -ts "$ts"
done
