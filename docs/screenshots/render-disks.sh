#!/usr/bin/env bash
# Renders docs/screenshots/disks.png: the Disks page over this machine's disks plus five
# loop devices made here (XFS and a two-device btrfs raid1 = not blank, a mounted ext4 =
# in use, one left blank). Needs root. Touches only the loop devices it attaches, over sparse
# files in a temporary folder, and detaches them again, also on failure.
# Usage: docs/screenshots/render-disks.sh [BUILD_DIR]   (default build/release)
set -euo pipefail
src=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$src/build/release}
app=$build/bin/stacklab
[ -x "$app" ] || { echo "build stacklab first: $app is missing" >&2; exit 1; }
[ "$(id -u)" -eq 0 ] || { echo "run as root: loop devices and mkfs need it" >&2; exit 1; }

work=$(mktemp -d /var/tmp/stacklab-shot.XXXXXX)
loops=()
cleanup() {
    mountpoint -q "$work/mnt" 2>/dev/null && umount "$work/mnt"
    for dev in "${loops[@]}"; do losetup -d "$dev" || echo "could not detach $dev" >&2; done
    rm -rf "$work"
}
trap cleanup EXIT

attach() { # attach VAR NAME SIZE: a sparse file, its loop device in $VAR (no subshell: loops+= must stick)
    truncate -s "$3" "$work/$2.img"
    local dev
    dev=$(losetup -f --show "$work/$2.img")
    loops+=("$dev")
    printf -v "$1" '%s' "$dev"
}

attach xfs scratch-xfs 1G
mkfs.xfs -q -L scratch "$xfs"
attach busy busy-ext4 512M
mkfs.ext4 -q -L busy "$busy"
mkdir -p "$work/mnt"
mount "$busy" "$work/mnt"
attach bt1 btrfs-a 1G
attach bt2 btrfs-b 1G
mkfs.btrfs -q -f -L pair -d raid1 -m raid1 "$bt1" "$bt2" >/dev/null
attach blank blank 4G
echo "attached: ${loops[*]} (blank: $blank)"

QT_QPA_PLATFORM=offscreen "$app" --screenshot "$src/docs/screenshots/disks.png" --page disks
