# OpenZFS raidz1 on by-id paths: create, write, pull a disk, replace, resilver, scrub, verify, tear down.
. /share/common.sh
versions zfs version
D1=$(disk 1) D2=$(disk 2) D3=$(disk 3) D4=$(disk 4)
zpool create -f -o ashift=12 -O compression=off -m /mnt/tank tank raidz1 "$D1" "$D2" "$D3"
step "pool created"
capture zpool-status-online.txt zpool status tank
capture zpool-status-online.json zpool status -j --json-int tank
write_dataset /mnt/tank 128
pull 2
poke /mnt/tank
zpool status tank >/dev/null 2>&1 || true
wait_for 30 sh -c 'zpool list -H -o health tank | grep -q DEGRADED' || die "ZFS did not notice the pulled disk"
step "degraded"
capture zpool-status-degraded.txt zpool status tank
capture zpool-status-degraded.json zpool status -j --json-int tank
old=$(zpool status -g tank | awk '$2 ~ /REMOVED|UNAVAIL|FAULTED/ && $1 ~ /^[0-9]+$/ {print $1; exit}')
[ -n "$old" ] || die "no removed vdev in zpool status -g"
zpool replace -f tank "$old" "$D4"
capture zpool-status-resilver.txt zpool status tank
capture zpool-status-resilver.json zpool status -j --json-int tank
zpool wait -t resilver tank
step "resilvered"
capture zpool-status-resilvered.txt zpool status tank
zpool scrub -w tank
step "scrubbed"
capture zpool-status-scrubbed.txt zpool status tank
capture zpool-status-scrubbed.json zpool status -j --json-int tank
capture zpool-status-scrubbed-plain.json zpool status -j tank
zpool status -x tank | grep -q 'is healthy' || die "pool not healthy after scrub"
zpool export tank
zpool import -d /dev/disk/by-id tank
verify_dataset /mnt/tank
zpool destroy tank
for i in 1 3 4; do zpool labelclear -f "$(disk "$i")-part1" 2>/dev/null || true; wipefs -a -q "$(disk "$i")"; done
step "torn down"
