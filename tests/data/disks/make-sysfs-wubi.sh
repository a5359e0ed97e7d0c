#!/usr/bin/env bash
# Builds sysfs-wubi/: root on a loop device whose backing file lives on a partition of a SATA
# disk (as Ubuntu's Wubi installs did: / on loop0 backed by /host/ubuntu/disks/root.disk, with
# the Windows partition sda1 mounted at /host). Made by hand after sysfs on Linux 6.1.
set -euo pipefail
out=${1:-sysfs-wubi}
rm -rf "$out"
s="$out/sys"
attr() { mkdir -p "$(dirname "$1")"; printf '%s\n' "$2" > "$1"; }
mkdir -p "$s/block"
sda=devices/pci0000:00/0000:00:1f.2/ata1/host0/target0:0:0/0:0:0:0/block/sda
attr "$s/$sda/dev" 8:0; attr "$s/$sda/size" 500118192; attr "$s/$sda/queue/rotational" 1
ln -sfn "../$sda" "$s/block/sda"
ln -sfn ../../../0:0:0:0 "$s/$sda/device"
attr "$s/devices/pci0000:00/0000:00:1f.2/ata1/host0/target0:0:0/0:0:0:0/model" "WDC WD2500AAKX-0"
attr "$s/devices/pci0000:00/0000:00:1f.2/ata1/host0/target0:0:0/0:0:0:0/vendor" "ATA     "
attr "$s/$sda/sda1/partition" 1; attr "$s/$sda/sda1/dev" 8:1; attr "$s/$sda/sda1/start" 2048
attr "$s/$sda/sda1/size" 500115456
loop=devices/virtual/block/loop0
attr "$s/$loop/dev" 7:0; attr "$s/$loop/size" 41943040; attr "$s/$loop/loop/backing_file" /host/ubuntu/disks/root.disk
ln -sfn "../$loop" "$s/block/loop0"
cat > "$out/mountinfo" <<'MI'
20 1 7:0 / / rw,relatime shared:1 - ext4 /dev/loop0 rw,errors=remount-ro
21 20 8:1 / /host rw,relatime shared:2 - fuseblk /dev/sda1 rw,user_id=0,group_id=0,allow_other,blksize=4096
22 20 0:5 / /dev rw,nosuid,relatime shared:3 - devtmpfs udev rw,size=4018164k,mode=755
MI
printf 'Filename\t\t\t\tType\t\tSize\t\tUsed\t\tPriority\n' > "$out/swaps"
