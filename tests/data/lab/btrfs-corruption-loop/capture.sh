#!/bin/bash
# Silent corruption on btrfs raid1 over two loop devices; every output kept verbatim.
set -u
T=$(mktemp -d /tmp/btrfs-corrupt.XXXXXX)
OUT=/tmp/wt-results-capture/out
mkdir -p "$OUT" "$T/mnt"
truncate -s 1G "$T/d1.img" "$T/d2.img"
L1=$(losetup -f --show "$T/d1.img") || exit 1
L2=$(losetup -f --show "$T/d2.img") || { losetup -d "$L1"; exit 1; }
echo "$L1 $L2 $T" > "$OUT/devices.txt"
cleanup() {
  umount "$T/mnt" 2>/dev/null
  losetup -d "$L1"; losetup -d "$L2"
  rm -rf "$T"
}
trap cleanup EXIT
mkfs.btrfs -f -d raid1 -m raid1 "$L1" "$L2" > "$OUT/mkfs.txt" 2>&1
mount "$L1" "$T/mnt"
head -c 192M /dev/urandom > "$T/mnt/dataset.bin"
sync
(cd "$T/mnt" && sha256sum dataset.bin) > "$T/sums"
filefrag -v "$T/mnt/dataset.bin" > "$OUT/filefrag.txt"
btrfs inspect-internal dump-tree -t chunk "$L1" > "$OUT/chunk-tree.txt"
btrfs filesystem show "$T/mnt" > "$OUT/fi-show.txt"
umount "$T/mnt"
# devid of L2
DEVID2=$(btrfs inspect-internal dump-super "$L2" | awk '/^dev_item.devid/ {print $2}')
echo "devid2=$DEVID2" >> "$OUT/devices.txt"
# 64 logical 4 KiB blocks spread over the file; physical on devid2 through btrfs-map-logical
FIRST=$(awk '/^ *0:/ {gsub(/\.\./," "); print $4}' "$OUT/filefrag.txt")
echo "first physical(fs logical) block $FIRST" >> "$OUT/devices.txt"
: > "$OUT/offsets.txt"
for i in $(seq 0 63); do
  LOG=$(( (FIRST + i * 768) * 4096 ))
  btrfs-map-logical -l "$LOG" "$L2" 2>/dev/null | awk -v d="$L2" '$NF==d {print $6}' | head -1 >> "$OUT/offsets.txt"
done
btrfs-map-logical -l $(( FIRST * 4096 )) "$L2" > "$OUT/map-logical-first.txt" 2>&1
while read -r PHYS; do
  [ -n "$PHYS" ] && dd if=/dev/urandom of="$L2" bs=4096 count=1 seek=$(( PHYS / 4096 )) oflag=direct conv=notrunc status=none
done < "$OUT/offsets.txt"
echo 3 > /proc/sys/vm/drop_caches
mount "$L1" "$T/mnt"
dd if="$T/mnt/dataset.bin" of=/dev/null bs=1M count=${READ_MIB:-192} > "$OUT/read-after-corruption.txt" 2>&1
btrfs device stats "$T/mnt" > "$OUT/device-stats-after-read.txt" 2>&1
btrfs scrub start -B "$T/mnt" > "$OUT/scrub-start-B.txt" 2>&1; echo "exit $?" >> "$OUT/scrub-start-B.exit"
btrfs scrub status "$T/mnt" > "$OUT/scrub-status.txt" 2>&1
btrfs scrub status -R "$T/mnt" > "$OUT/scrub-status-R.txt" 2>&1
btrfs device stats "$T/mnt" > "$OUT/device-stats-after-scrub.txt" 2>&1
umount "$T/mnt"; echo 3 > /proc/sys/vm/drop_caches; mount "$L1" "$T/mnt"
(cd "$T/mnt" && sha256sum -c "$T/sums") > "$OUT/sha256-after-scrub.txt" 2>&1
dmesg | grep -i btrfs | tail -40 > "$OUT/dmesg.txt"
btrfs --version > "$OUT/version.txt"; uname -r >> "$OUT/version.txt"
