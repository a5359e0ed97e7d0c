#!/usr/bin/env bash
# Boots the StackLab virtual lab guest built by build-image.sh.
#
#   run-vm.sh [--disks N] [--disk-size SIZE] [--share DIR] [--run SCRIPT]
#             [--memory MIB] [--accel kvm|tcg] [--tcg-thread single|multi]
#             [--image DIR] [--disk-dir DIR] [--helper-socket PATH]
#             [--disk-profile hdd|ssd|unthrottled] [--disk-speed RATE] [--disk-iops N]
#             [--timeout SECONDS] [--print-argv]
#
# N (4..12, default 4) sparse raw disks of SIZE (default 1G) in a temporary
# directory, on virtio-scsi with serials SLAB0001...; the guest names them
# /dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB000N. DIR is shared as /share
# (9p); SCRIPT (copied into DIR when it lives elsewhere) runs as root in the
# guest, which then powers off. The exit code is the script's, read from
# DIR/stacklab-exit-code; 120 means the guest stopped without one (kernel panic
# or crash: see the console), 121 that QEMU failed or the timeout hit.
# KVM when /dev/kvm opens read-write and boots a guest (some hosts offer a
# /dev/kvm whose guests hang: the first run per host boot probes it and keeps
# the verdict in $STACKLAB_VM_CACHE/kvm-verdict, as core/vm's VirtualLab does),
# TCG otherwise; STACKLAB_VM_ACCEL=kvm|tcg forces one. TCG runs a thread per
# vCPU where QEMU is 8.1 or newer (its fix for live-patched guest code), else one
# thread for all; --tcg-thread or STACKLAB_VM_TCG_THREAD chooses. --disk-profile caps each
# disk with QEMU's throttling as core/vm's DiskProfile does (hdd: 25 MiB/s and 400 IOPS,
# ssd: 40 MiB/s and 7122 IOPS; default unthrottled); --disk-speed (bytes per second, K/M/G
# binary) and --disk-iops replace the profile's rates. --print-argv prints the
# QEMU command line, one argument per line, and boots nothing (core/vm's
# QemuCommand builds the same line; tests/unit/vm compares them).
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
cache=${STACKLAB_VM_CACHE:-/var/cache/stacklab/vm}
disks=4
size=1G
share=
run=
memory=1024
accel=
tcg_thread=
image=$cache/current
diskdir=
helper_socket=
timeout=0
print_argv=0
disk_profile=unthrottled
disk_speed=
disk_iops=
usage() { sed -n '2,27p' "$0" | sed 's/^# \{0,1\}//'; }
while [ $# -gt 0 ]; do
    case "$1" in
    --disks) disks=$2; shift 2 ;;
    --disk-size) size=$2; shift 2 ;;
    --share) share=$2; shift 2 ;;
    --run) run=$2; shift 2 ;;
    --memory) memory=$2; shift 2 ;;
    --accel) accel=$2; shift 2 ;;
    --tcg-thread) tcg_thread=$2; shift 2 ;;
    --image) image=$2; shift 2 ;;
    --disk-dir) diskdir=$2; shift 2 ;;
    --helper-socket) helper_socket=$2; shift 2 ;;
    --timeout) timeout=$2; shift 2 ;;
    --disk-profile) disk_profile=$2; shift 2 ;;
    --disk-speed) disk_speed=$2; shift 2 ;;
    --disk-iops) disk_iops=$2; shift 2 ;;
    --print-argv) print_argv=1; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "run-vm: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done
case "$disks" in [4-9]|1[0-2]) ;; *) echo "run-vm: --disks must be 4 to 12 (got $disks)" >&2; exit 2 ;; esac
[ -n "$accel" ] || accel=${STACKLAB_VM_ACCEL:-}
# The same figures as DiskProfile (core/vm/diskprofile.cpp); tests/unit/vm compares the lines.
case "$disk_profile" in
hdd) bps=26214400; iops=400 ;;
ssd) bps=41943040; iops=7122 ;;
unthrottled) bps=0; iops=0 ;;
*) echo "run-vm: --disk-profile must be hdd, ssd or unthrottled (got $disk_profile)" >&2; exit 2 ;;
esac
if [ -n "$disk_speed" ]; then
    bps=$(numfmt --from=iec "$disk_speed" 2>/dev/null) ||
        { echo "run-vm: --disk-speed needs bytes per second such as 25M (got $disk_speed)" >&2; exit 2; }
fi
if [ -n "$disk_iops" ]; then
    case "$disk_iops" in *[!0-9]*|'') echo "run-vm: --disk-iops needs a whole number (got $disk_iops)" >&2; exit 2 ;; esac
    iops=$disk_iops
fi
throttle=
[ "$bps" -gt 0 ] && throttle="$throttle,throttling.bps-total=$bps"
[ "$iops" -gt 0 ] && throttle="$throttle,throttling.iops-total=$iops"
# kvm_boots: ok or broken for this host boot, from the verdict file or a probe boot of the kernel alone.
kvm_boots() {
    local id fid verdict
    id=$(cat /proc/sys/kernel/random/boot_id 2>/dev/null || true)
    if [ -f "$cache/kvm-verdict" ] && read -r fid verdict <"$cache/kvm-verdict" && [ "$fid" = "$id" ]; then
        echo "$verdict"
        return
    fi
    verdict=broken
    # grep reads a process substitution, not a pipe: under pipefail the QEMU that grep leaves
    # behind (killed by SIGPIPE or by timeout) would otherwise turn a match into "broken".
    if [ -f "$image/vmlinuz" ] && grep -q -m1 'Linux version' < <(timeout -k 5 30 qemu-system-x86_64 -accel kvm \
        -m 256 -nographic -no-reboot -kernel "$image/vmlinuz" -append "console=ttyS0 panic=-1" </dev/null 2>/dev/null); then
        verdict=ok
    fi
    echo "$id $verdict" >"$cache/kvm-verdict" 2>/dev/null || true
    echo "$verdict"
}
case "$accel" in
"") accel=tcg
    if [ -r /dev/kvm ] && [ -w /dev/kvm ] && (exec 3<>/dev/kvm) 2>/dev/null; then
        if [ "$print_argv" = 1 ] || [ "$(kvm_boots)" = ok ]; then accel=kvm; else echo "run-vm: KVM does not boot guests on this host: using TCG" >&2; fi
    fi ;;
kvm|tcg) ;;
*) echo "run-vm: --accel must be kvm or tcg" >&2; exit 2 ;;
esac

if [ "$print_argv" = 0 ]; then
    command -v qemu-system-x86_64 >/dev/null ||
        { echo "run-vm: qemu-system-x86_64 not found: run scripts/vm/install-host-deps.sh" >&2; exit 121; }
    [ -f "$image/vmlinuz" ] && [ -f "$image/initrd.img" ] ||
        { echo "run-vm: no VM image in $image yet: run scripts/vm/build-image.sh" >&2; exit 121; }
    tmp=$(mktemp -d "${TMPDIR:-/tmp}/stacklab-vm.XXXXXX")
    trap 'rm -rf "$tmp"' EXIT
    [ -n "$diskdir" ] || diskdir=$tmp
    [ -n "$share" ] || { share=$tmp/share; mkdir -p "$share"; }
    share=$(cd "$share" && pwd)
fi

guest_run=
if [ -n "$run" ]; then
    if [ "$print_argv" = 1 ]; then
        guest_run=/share/$(basename "$run")
    else
        [ -f "$run" ] || { echo "run-vm: $run: no such script" >&2; exit 2; }
        abs=$(cd "$(dirname "$run")" && pwd)/$(basename "$run")
        case "$abs" in
        "$share"/*) guest_run=/share/${abs#"$share"/} ;;
        *) cp "$abs" "$share/$(basename "$run")"; guest_run=/share/$(basename "$run") ;;
        esac
    fi
fi

# TCG's threads: see QemuVersion (core/vm/qemuversion.h) and QemuCommand::arguments.
[ -n "$tcg_thread" ] || tcg_thread=${STACKLAB_VM_TCG_THREAD:-}
if [ -z "$tcg_thread" ]; then
    read -r qemu_major qemu_minor < <(qemu-system-x86_64 --version 2>/dev/null |
        sed -n 's/^QEMU emulator version \([0-9]*\)\.\([0-9]*\).*/\1 \2/p' | head -n1) || true
    if [ "${qemu_major:-0}" -gt 8 ] || { [ "${qemu_major:-0}" -eq 8 ] && [ "${qemu_minor:-0}" -ge 1 ]; }; then
        tcg_thread=multi
    else
        tcg_thread=single
    fi
fi
case "$tcg_thread" in single|multi) ;; *) echo "run-vm: --tcg-thread must be single or multi" >&2; exit 2 ;; esac
# no_timer_check tsc=reliable: see QemuCommand::kernelCommandLine (TCG time on a busy host).
append="console=ttyS0 quiet oops=panic panic=-1 no_timer_check"
[ "$accel" = tcg ] && [ "$tcg_thread" = multi ] || append="$append tsc=reliable"
[ -z "$guest_run" ] || append="$append stacklab.run=$guest_run"
# QEMU's default CPU model: `-cpu host` aborts on some nested KVM hosts ("failed to set MSR 0x10a").
accel_arg=$accel
[ "$accel" = tcg ] && accel_arg=tcg,thread=$tcg_thread
argv=(qemu-system-x86_64 -accel "$accel_arg")
argv+=(-m "$memory" -smp 2 -nographic -no-reboot -kernel "$image/vmlinuz" -initrd "$image/initrd.img"
    -append "$append" -device virtio-scsi-pci,id=scsi0)
for i in $(seq 1 "$disks"); do
    serial=$(printf 'SLAB%04d' "$i")
    argv+=(-drive "if=none,id=d$i,file=$diskdir/$serial.img,format=raw,cache=writeback,aio=threads$throttle"
        -device "scsi-hd,bus=scsi0.0,scsi-id=$i,lun=0,drive=d$i,serial=$serial,id=disk$i")
done
[ -z "$share" ] || argv+=(-virtfs "local,path=$share,mount_tag=host0,security_model=none")
if [ -n "$helper_socket" ]; then
    argv+=(-device virtio-serial-pci,id=vser0 -chardev "socket,id=helper,path=$helper_socket,server=on,wait=off"
        -device virtserialport,bus=vser0.0,chardev=helper,name=org.stacklab.helper)
fi

if [ "$print_argv" = 1 ]; then
    printf '%s\n' "${argv[@]}"
    exit 0
fi

for i in $(seq 1 "$disks"); do
    truncate -s "$size" "$diskdir/$(printf 'SLAB%04d' "$i").img" ||
        { echo "run-vm: cannot create a $size disk in $diskdir" >&2; exit 121; }
done
rm -f "$share/stacklab-exit-code"
qemu_text=$(qemu-system-x86_64 --version 2>/dev/null | sed -n 's/^QEMU emulator version \([^ ]*\).*/QEMU \1/p' | head -n1)
echo "run-vm: booting (${qemu_text:-QEMU}, $accel_arg, $disks x $size disks, ${memory} MiB, disk profile $disk_profile${throttle:+ $throttle})" >&2
rc=0
if [ "$timeout" -gt 0 ]; then
    timeout -k 10 "$timeout" "${argv[@]}" </dev/null || rc=$?
else
    "${argv[@]}" || rc=$?
fi
if [ -f "$share/stacklab-exit-code" ]; then
    exit "$(cat "$share/stacklab-exit-code")"
fi
if [ "$rc" = 124 ]; then
    echo "run-vm: the guest did not finish within $timeout s" >&2
    exit 121
elif [ "$rc" != 0 ]; then
    echo "run-vm: qemu-system-x86_64 failed with exit code $rc (see its message above)" >&2
    exit 121
fi
[ -z "$guest_run" ] && exit 0
echo "run-vm: the guest stopped without an exit code (kernel panic or crash: see the console above)" >&2
exit 120
