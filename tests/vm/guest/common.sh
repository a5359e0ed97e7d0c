# Sourced by the guest scenarios (busybox sh inside the StackLab VM).
# Disks are named by serial: disk 1 is /dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB0001.
set -eu
scenario=$(basename "$0" .sh)
out=/share/out/$scenario
rm -rf "$out"
mkdir -p "$out"
t0=$(date +%s)

step() { echo "[$(( $(date +%s) - t0 ))s] $scenario: $*"; }
die() { echo "$scenario: FAILED: $*"; exit 1; }
disk() { printf '/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB%04d' "$1"; }
kname() { basename "$(readlink -f "$(disk "$1")")"; }
# capture NAME COMMAND...: the command's standard output into $out/NAME (a clean fixture), both on the console.
capture() {
    name=$1
    shift
    "$@" >"$out/$name" 2>/tmp/capture.err || true
    echo "--- $name"
    cat "$out/$name" /tmp/capture.err
}
# Pull disk N exactly as seed 000 does: delete the SCSI device.
pull() {
    k=$(kname "$1")
    [ -e "/sys/block/$k/device/delete" ] || die "disk $1 has no sysfs device ($k)"
    echo 1 >"/sys/block/$k/device/delete"
    step "pulled disk $1 ($k)"
}
# wait_for SECONDS COMMAND...: poll until the command succeeds.
wait_for() {
    limit=$1
    shift
    i=0
    while ! "$@" >/dev/null 2>&1; do
        i=$((i + 1))
        [ "$i" -le $((limit * 5)) ] || return 1
        sleep 0.2
    done
}
versions() {
    {
        echo "kernel $(uname -r)"
        echo "captured $(date -u +%Y-%m-%dT%H:%M:%SZ) in the StackLab virtual lab (tests/vm, scripts/vm/run-vm.sh)"
        "$@"
    } >"$out/versions.txt" 2>&1
    cat "$out/versions.txt"
}
write_dataset() {
    dd if=/dev/urandom of="$1/dataset.bin" bs=1M count="${2:-64}" 2>/dev/null
    sync
    (cd "$1" && sha256sum dataset.bin) >/tmp/dataset.sha256
    step "wrote ${2:-64} MiB dataset: $(cut -c1-16 /tmp/dataset.sha256)"
}
verify_dataset() {
    echo 3 >/proc/sys/vm/drop_caches
    (cd "$1" && sha256sum -c /tmp/dataset.sha256) || die "dataset checksum differs"
    step "dataset verified"
}
# A small direct write so the stack notices a pulled disk.
poke() {
    dd if=/dev/urandom of="$1/poke.bin" bs=4k count=64 oflag=direct 2>/dev/null || true
    sync
}
