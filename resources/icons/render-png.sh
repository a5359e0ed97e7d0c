#!/usr/bin/env bash
# Renders the application icon (stacklab.svg) at the PNG sizes desktops ask for, into
# hicolor/<size>x<size>/org.stacklab.StackLab.png. Run after changing the SVG and commit the
# PNGs (rsvg-convert: librsvg2-bin). The package test checks each PNG's size.
set -euo pipefail
cd "$(dirname "$0")"
for size in 16 22 24 32 48 64 128 256 512; do
    mkdir -p "hicolor/${size}x${size}"
    rsvg-convert -w "$size" -h "$size" stacklab.svg -o "hicolor/${size}x${size}/org.stacklab.StackLab.png"
done
