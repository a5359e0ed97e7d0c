# shellcheck shell=bash
# Sourced by bench/engine-vs-fio.sh (--memory-disk): a disk that sets no pace of its own. A loop
# device with direct I/O over a sparse file in /dev/shm, ext4 on it: every I/O goes through the
# block layer as on a disk, and costs CPU (the loop worker copies memory) instead of waiting for
# a device, so what differs between two engines is the engines.
# memory_disk_up BYTES sets memory_disk_store, memory_disk_loop and memory_disk_mount;
# memory_disk_down undoes what memory_disk_up did, and only that (the loop device it was given).
memory_disk_up() {
    memory_disk_store=$(mktemp -d /dev/shm/stacklab-bench.XXXXXX)
    truncate -s "$1" "$memory_disk_store/disk.img"
    memory_disk_loop=$(losetup -f --show --direct-io=on "$memory_disk_store/disk.img")
    mkfs.ext4 -q "$memory_disk_loop"
    memory_disk_mount=$(mktemp -d /tmp/stacklab-bench-mnt.XXXXXX)
    mount "$memory_disk_loop" "$memory_disk_mount"
    memory_disk_mounted=1
}

memory_disk_down() {
    if [ -n "${memory_disk_mounted:-}" ]; then
        umount "$memory_disk_mount" || true
    fi
    if [ -n "${memory_disk_mount:-}" ]; then
        rmdir "$memory_disk_mount" || true
    fi
    if [ -n "${memory_disk_loop:-}" ]; then
        losetup -d "$memory_disk_loop" || true
    fi
    if [ -n "${memory_disk_store:-}" ]; then
        rm -rf "$memory_disk_store"
    fi
}
