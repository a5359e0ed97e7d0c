#!/usr/bin/env bash
# Copies the small sysfs attribute files StackLab reads for the named block devices into a
# fixture tree: OUT/sys/devices/… with relative symlinks for /sys/block/NAME and `device`.
# Usage: capture-sysfs.sh OUT NAME...   (run on the machine to capture; reads only)
set -euo pipefail
out=${1:?usage: capture-sysfs.sh OUT NAME...}
shift
mkdir -p "$out/sys/block"
copy() { # copy SRC DST if readable
    if [ -r "$1" ] && [ -f "$1" ]; then mkdir -p "$(dirname "$2")"; cat "$1" > "$2" 2>/dev/null || rm -f "$2"; fi
}
links() { # recreate a directory of symlinks (holders/, slaves/) as relative links to ../../NAME
    mkdir -p "$2"
    for e in "$1"/*; do [ -e "$e" ] || continue; ln -sfn "../../$(basename "$e")" "$2/$(basename "$e")"; done
}
for name in "$@"; do
    real=$(readlink -f "/sys/block/$name")
    rel=${real#/sys/}
    dst="$out/sys/$rel"
    mkdir -p "$dst"
    ln -sfn "../$rel" "$out/sys/block/$name"
    for a in dev size removable ro serial wwid queue/logical_block_size queue/physical_block_size queue/rotational \
             loop/backing_file dm/name dm/uuid md/level md/array_state; do
        copy "/sys/block/$name/$a" "$dst/$a"
    done
    links "/sys/block/$name/holders" "$dst/holders"
    links "/sys/block/$name/slaves" "$dst/slaves"
    if [ -L "/sys/block/$name/device" ]; then
        target=$(readlink "/sys/block/$name/device")
        ln -sfn "$target" "$dst/device"
        dev_real=$(readlink -f "/sys/block/$name/device")
        dev_dst="$out/sys/${dev_real#/sys/}"
        mkdir -p "$dev_dst"
        for a in model vendor wwid serial vpd_pg80 type; do copy "$dev_real/$a" "$dev_dst/$a"; done
    fi
    for p in "/sys/block/$name/$name"*; do
        [ -f "$p/partition" ] || continue
        pdst="$dst/$(basename "$p")"
        for a in partition start size dev; do copy "$p/$a" "$pdst/$a"; done
        mkdir -p "$pdst/holders"
        for e in "$p/holders"/*; do [ -e "$e" ] || continue; ln -sfn "../../../$(basename "$e")" "$pdst/holders/$(basename "$e")"; done
    done
done
# Mounted btrfs filesystems: /sys/fs/btrfs/UUID/devices/NAME → ../../../../devices/…/NAME
for fs in /sys/fs/btrfs/*/devices; do
    [ -d "$fs" ] || continue
    uuid=$(basename "$(dirname "$fs")")
    mkdir -p "$out/sys/fs/btrfs/$uuid/devices"
    for e in "$fs"/*; do
        [ -L "$e" ] || continue
        [ -e "$out/sys/block/$(basename "$e")" ] || continue
        ln -sfn "$(readlink "$e")" "$out/sys/fs/btrfs/$uuid/devices/$(basename "$e")"
    done
done
