#!/usr/bin/env bash
# Captures what mkfs.xfs + df and mkfs.btrfs + btrfs filesystem usage print on loop devices of
# this machine (root; the host kernel has XFS and btrfs but no md, dm or ZFS: those come from the
# virtual lab, tests/vm/tst_planner_vm). Sparse files in a temporary directory, loop devices from
# `losetup -f --show`, every one detached again.
#
#   sudo tests/data/planner/capture-host.sh [OUTDIR]      (default: tests/data/planner/host)
#
# Per case OUTDIR/<case>/: case.json (what was built), statfs.txt, and xfs-db-sb.txt + xfs-info.txt
# or btrfs-usage.txt + btrfs-df.txt. XFS cases pass the stripe the md/dm device would report as
# -d su=,sw= (loop devices report none), which takes the same alignment path in xfs_mkfs.c.
set -euo pipefail
out=${1:-$(cd "$(dirname "$0")" && pwd)/host}
tmp=$(mktemp -d /tmp/stacklab-planner-capture.XXXXXX)
loops=()
cleanup() {
    umount "$tmp/m" 2>/dev/null || true
    for l in "${loops[@]}"; do losetup -d "$l" 2>/dev/null || true; done
    rm -rf "$tmp"
}
trap cleanup EXIT
mkdir -p "$out" "$tmp/m"
{
    echo "captured $(date -u +%Y-%m-%dT%H:%M:%SZ) on $(uname -sr) by tests/data/planner/capture-host.sh"
    mkfs.xfs -V
    btrfs --version
} >"$out/versions.txt"

# attach SIZE: a new sparse file on a new loop device, in $attached. Not in a subshell: the device
# must land in `loops` so that it is detached again.
attach() {
    local f
    f=$(mktemp "$tmp/disk.XXXXXX")
    truncate -s "$1" "$f"
    attached=$(losetup -f --show "$f")
    loops+=("$attached")
}
detach_all() {
    for l in "${loops[@]}"; do losetup -d "$l"; done
    loops=()
    rm -f "$tmp"/disk.*
}

xfs_case() { # NAME SIZE SU SW
    local name=$1 size=$2 su=$3 sw=$4 d dir=$out/$1
    mkdir -p "$dir"
    attach "$size"
    d=$attached
    if [ "$su" = 0 ]; then mkfs.xfs -q -f "$d"; else mkfs.xfs -q -f -d "su=$su,sw=$sw" "$d" 2>/dev/null; fi
    mount "$d" "$tmp/m"
    stat -f -c 'bsize %S blocks %b free %f avail %a' "$tmp/m" >"$dir/statfs.txt"
    xfs_info "$tmp/m" >"$dir/xfs-info.txt"
    umount "$tmp/m"
    xfs_db -r -c 'sb 0' -c 'print dblocks agcount agblocks logblocks logstart fdblocks sectsize unit width' "$d" >"$dir/xfs-db-sb.txt"
    printf '{"kind": "xfs", "deviceBytes": %s, "stripeUnitBytes": %s, "stripeWidth": %s}\n' \
        "$(blockdev --getsize64 "$d")" "$su" "$sw" >"$dir/case.json"
    detach_all
    echo "$name: $(cat "$dir/statfs.txt")"
}

btrfs_case() { # NAME DATA META SIZE...
    local name=$1 data=$2 meta=$3 dir=$out/$1
    shift 3
    mkdir -p "$dir"
    local devs=() sizes=()
    for s in "$@"; do
        attach "$s"
        devs+=("$attached")
        sizes+=("$(blockdev --getsize64 "${devs[-1]}")")
    done
    mkfs.btrfs -q -f -d "$data" -m "$meta" "${devs[@]}" >/dev/null 2>&1
    btrfs device scan "${devs[@]}" >/dev/null
    mount "${devs[0]}" "$tmp/m"
    btrfs filesystem sync "$tmp/m"
    stat -f -c 'bsize %S blocks %b free %f avail %a' "$tmp/m" >"$dir/statfs.txt"
    btrfs filesystem usage -b "$tmp/m" >"$dir/btrfs-usage.txt"
    btrfs filesystem df -b "$tmp/m" >"$dir/btrfs-df.txt"
    umount "$tmp/m"
    printf '{"request": {"stack": "btrfs-%s", "diskBytes": [%s], "options": {}}}\n' "$data" \
        "$(IFS=,; echo "${sizes[*]}")" >"$dir/case.json"
    detach_all
    echo "$name: $(grep 'Free (estimated)' "$dir/btrfs-usage.txt")"
}

xfs_case xfs-1g 1G 0 0
xfs_case xfs-2g 2G 0 0
xfs_case xfs-10g 10G 0 0
xfs_case xfs-30g 30G 0 0
xfs_case xfs-100g 100G 0 0
xfs_case xfs-1t 1T 0 0
xfs_case xfs-5t 5T 0 0
xfs_case xfs-2g-su512k-sw2 2G 524288 2
xfs_case xfs-10g-su512k-sw3 10G 524288 3
xfs_case xfs-30g-su64k-sw2 30G 65536 2
xfs_case xfs-300g-su512k-sw5 300G 524288 5
xfs_case xfs-3t-su64k-sw4 3T 65536 4

btrfs_case btrfs-raid1-2x1g raid1 raid1 1G 1G
btrfs_case btrfs-raid1-3x1g raid1 raid1 1G 1G 1G
btrfs_case btrfs-raid10-4x1g raid10 raid10 1G 1G 1G 1G
btrfs_case btrfs-raid10-6x10g raid10 raid10 10G 10G 10G 10G 10G 10G
btrfs_case btrfs-raid5-3x1g raid5 raid1 1G 1G 1G
btrfs_case btrfs-raid5-5x20g raid5 raid1 20G 20G 20G 20G 20G
btrfs_case btrfs-raid1-mixed-8-10-12g raid1 raid1 8G 10G 12G
btrfs_case btrfs-raid1-mixed-16-2g raid1 raid1 16G 2G
btrfs_case btrfs-raid5-mixed-8-10-12-9000m raid5 raid1 8G 10G 12G 9000M
btrfs_case btrfs-raid1-2x64g raid1 raid1 64G 64G
