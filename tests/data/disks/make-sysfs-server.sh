#!/usr/bin/env bash
# Builds the hand-made fixture tree sysfs-server/: a two-disk server with root on LVM on md
# RAID1 (sda2 + sdb2 → md1 → dm-0 vg0-root, dm-1 vg0-swap), /boot on md0 (sda1 + sdb1), an
# NVMe data disk, a SAS disk and a USB stick. Paths, attribute names and formats follow sysfs
# on Linux 6.1 (Debian 12) as seen on real machines; serials and WWNs are made up.
set -euo pipefail
out=${1:-sysfs-server}
rm -rf "$out"
s="$out/sys"
attr() { mkdir -p "$(dirname "$1")"; printf '%s\n' "$2" > "$1"; }
disk() { # disk NAME DEVPATH DEV SIZE ROTATIONAL REMOVABLE
    local d="$s/$2"
    mkdir -p "$d" "$s/block"
    ln -sfn "../${2}" "$s/block/$1"
    attr "$d/dev" "$3"; attr "$d/size" "$4"; attr "$d/queue/rotational" "$5"; attr "$d/removable" "$6"
    attr "$d/ro" 0; attr "$d/queue/logical_block_size" 512; attr "$d/queue/physical_block_size" 4096
    mkdir -p "$d/holders" "$d/slaves"
}
part() { # part DISKDEVPATH NAME NUMBER DEV START SIZE HOLDER...
    local d="$s/$1/$2"; shift 2
    attr "$d/partition" "$1"; attr "$d/dev" "$2"; attr "$d/start" "$3"; attr "$d/size" "$4"; shift 4
    mkdir -p "$d/holders"
    for h in "$@"; do ln -sfn "../../../../../../../../../virtual/block/$h" "$d/holders/$h"; done
}
vpd80() { # vpd80 FILE SERIAL: SPC unit serial number page, 4-byte header
    mkdir -p "$(dirname "$1")"
    printf '\x00\x80\x00'"$(printf '\\x%02x' "${#2}")"'%s' "$2" > "$1"
}
scsi_device() { # scsi_device DEVDIR VENDOR MODEL WWID SERIAL
    attr "$1/vendor" "$2"; attr "$1/model" "$3"; attr "$1/type" 0
    [ -n "$4" ] && attr "$1/wwid" "$4"
    vpd80 "$1/vpd_pg80" "$5"
}

# sda: SATA SSD on ata1, with a WWN
sda=devices/pci0000:00/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0/block/sda
disk sda "$sda" 8:0 976773168 0 0
ln -sfn ../../../0:0:0:0 "$s/$sda/device"
scsi_device "$s/devices/pci0000:00/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0" "ATA     " "Samsung SSD 860 " \
    naa.5002538e40a0b1c2 "S3Z9NB0K123456A     "
part "$sda" sda1 1 8:1 2048 1048576 md0
part "$sda" sda2 2 8:2 1050624 975720448 md1

# sdb: SATA disk on ata2 without a WWN (t10 wwid): named by model and serial
sdb=devices/pci0000:00/0000:00:17.0/ata2/host1/target1:0:0/1:0:0:0/block/sdb
disk sdb "$sdb" 8:16 3907029168 1 0
ln -sfn ../../../1:0:0:0 "$s/$sdb/device"
scsi_device "$s/devices/pci0000:00/0000:00:17.0/ata2/host1/target1:0:0/1:0:0:0" "ATA     " "ST2000DM008-2FR1" \
    "t10.ATA     ST2000DM008-2FR102                      ZFL0ABCD" "ZFL0ABCD"
part "$sdb" sdb1 1 8:17 2048 1048576 md0
part "$sdb" sdb2 2 8:18 1050624 975720448 md1

# md0 (raid1, /boot), md1 (raid1, LVM PV of vg0)
for md in md0:9:0 md1:9:1; do
    IFS=: read -r name major minor <<< "$md"
    d="devices/virtual/block/$name"
    disk "$name" "$d" "$major:$minor" 975458304 0 0
    attr "$s/$d/md/level" raid1; attr "$s/$d/md/array_state" clean
done
ln -sfn ../../../../pci0000:00/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0/block/sda/sda1 "$s/devices/virtual/block/md0/slaves/sda1"
ln -sfn ../../../../pci0000:00/0000:00:17.0/ata2/host1/target1:0:0/1:0:0:0/block/sdb/sdb1 "$s/devices/virtual/block/md0/slaves/sdb1"
ln -sfn ../../../../pci0000:00/0000:00:17.0/ata1/host0/target0:0:0/0:0:0:0/block/sda/sda2 "$s/devices/virtual/block/md1/slaves/sda2"
ln -sfn ../../../../pci0000:00/0000:00:17.0/ata2/host1/target1:0:0/1:0:0:0/block/sdb/sdb2 "$s/devices/virtual/block/md1/slaves/sdb2"
for dm in dm-0:253:0:vg0-root dm-1:253:1:vg0-swap; do
    IFS=: read -r name major minor dmname <<< "$dm"
    d="devices/virtual/block/$name"
    disk "$name" "$d" "$major:$minor" 104857600 0 0
    attr "$s/$d/dm/name" "$dmname"; attr "$s/$d/dm/uuid" "LVM-Q2w3E4r5T6y7U8i9O0p1A2s3D4f5G6h7$name"
    ln -sfn ../../md1 "$s/$d/slaves/md1"
    ln -sfn "../../$name" "$s/devices/virtual/block/md1/holders/$name"
done

# nvme0n1: NVMe data disk with one partition
nvme=devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0/nvme0n1
disk nvme0n1 "$nvme" 259:0 1953525168 0 0
ln -sfn ../../nvme0 "$s/$nvme/device"
attr "$s/$nvme/wwid" eui.0025388b91b2c3d4
attr "$s/devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0/model" "Samsung SSD 970 EVO Plus 1TB            "
attr "$s/devices/pci0000:00/0000:00:1d.0/0000:3d:00.0/nvme/nvme0/serial" "S4EWNX0R123456      "
part "$nvme" nvme0n1p1 1 259:1 2048 1953521664

# sdc: SAS disk behind an HBA
sdc=devices/pci0000:00/0000:00:1c.0/0000:01:00.0/host2/port-2:0/end_device-2:0/target2:0:0/2:0:0:0/block/sdc
disk sdc "$sdc" 8:32 7814037168 1 0
ln -sfn ../../../2:0:0:0 "$s/$sdc/device"
scsi_device "$s/devices/pci0000:00/0000:00:1c.0/0000:01:00.0/host2/port-2:0/end_device-2:0/target2:0:0/2:0:0:0" \
    "SEAGATE " "ST4000NM0023    " naa.5000c500a1b2c3d4 "Z1Z0ABCD0000C1234567"

# sdd: USB stick
sdd=devices/pci0000:00/0000:00:14.0/usb2/2-1/2-1:1.0/host3/target3:0:0/3:0:0:0/block/sdd
disk sdd "$sdd" 8:48 60088320 0 1
ln -sfn ../../../3:0:0:0 "$s/$sdd/device"
scsi_device "$s/devices/pci0000:00/0000:00:14.0/usb2/2-1/2-1:1.0/host3/target3:0:0/3:0:0:0" "SanDisk " \
    "Extreme         " "" "AA010203040506"

# An unconfigured zram device and an empty loop device: not disks for the lab.
disk zram0 devices/virtual/block/zram0 252:0 0 0 0
disk loop7 devices/virtual/block/loop7 7:7 0 0 0
