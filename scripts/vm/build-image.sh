#!/usr/bin/env bash
# Builds the StackLab virtual lab guest (kernel + initramfs) from Debian
# packages only and caches it under $STACKLAB_VM_CACHE (default
# /var/cache/stacklab/vm)/<key>/, where <key> hashes the guest package versions
# and these scripts. A second run with the cache present takes seconds.
#
#   build-image.sh [--cache DIR] [--with-helper PATH] [--print-dir] [--offline]
#                  [--without-zfs]
#
# Packages come through a PRIVATE apt configuration (suites bookworm and
# bookworm-backports, components main contrib) whose URI is read from the
# host's Debian source at run time; the host's apt sources are never changed.
# Kernel 6.12 and OpenZFS 2.3 come from bookworm-backports; the ZFS modules are
# built from zfs-dkms against the unpacked kernel headers (cached by kernel and
# ZFS version). Host tools: scripts/vm/install-host-deps.sh.
set -euo pipefail

here=$(cd "$(dirname "$0")" && pwd)
cache=${STACKLAB_VM_CACHE:-/var/cache/stacklab/vm}
helper=
print_dir=0
offline=0
with_zfs=1
while [ $# -gt 0 ]; do
    case "$1" in
    --cache) cache=$2; shift 2 ;;
    --with-helper) helper=$2; shift 2 ;;
    --print-dir) print_dir=1; shift ;;
    --offline) offline=1; shift ;;
    --without-zfs) with_zfs=0; shift ;;
    -h|--help) sed -n '2,16p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-image: unknown option $1 (see --help)" >&2; exit 2 ;;
    esac
done

start=$(date +%s)
say() { [ "$print_dir" = 1 ] || printf '[%4ds] %s\n' "$(( $(date +%s) - start ))" "$*" >&2; }
fail() { echo "build-image: $*" >&2; exit 1; }
heavy() { nice -n 19 "$@"; }

for tool in apt-get apt-cache dpkg-deb depmod modprobe cpio xz zstd readelf gcc make pahole sha256sum; do
    command -v "$tool" >/dev/null || fail "$tool not found: run scripts/vm/install-host-deps.sh"
done
if [ -n "$helper" ] && [ ! -x "$helper" ]; then
    fail "--with-helper $helper: not an executable file (build the stacklab-helper target first)"
fi

mkdir -p "$cache"
exec 9>"$cache/.lock"
flock 9 || fail "cannot lock $cache/.lock"

# --- private apt configuration ------------------------------------------------
apt=$cache/apt
mkdir -p "$apt/lists/partial" "$apt/archives/partial" "$apt/debs"
debian_uri() {
    local f uri=
    for f in /etc/apt/sources.list.d/*.sources; do
        [ -f "$f" ] || continue
        uri=$(awk '/^URIs:/ {u=$2} /^Suites:/ && / bookworm( |$)/ {print u; exit}' "$f")
        [ -n "$uri" ] && { echo "$uri"; return; }
    done
    for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list; do
        [ -f "$f" ] || continue
        uri=$(awk '$1=="deb" && $0 ~ / bookworm / {for (i=2;i<=NF;i++) if ($i ~ /^https?:/) {print $i; exit}}' "$f")
        [ -n "$uri" ] && { echo "$uri"; return; }
    done
}
uri=$(debian_uri)
[ -n "$uri" ] || fail "no Debian bookworm source found in /etc/apt/sources.list{,.d}: add one (the VM image is built from Debian packages)"
keyring=/usr/share/keyrings/debian-archive-keyring.gpg
cat >"$apt/sources.list.new" <<SRC
deb [signed-by=$keyring] $uri bookworm main contrib
deb [signed-by=$keyring] $uri bookworm-backports main contrib
SRC
# Kernel and OpenZFS from backports, everything else from bookworm.
cat >"$apt/preferences" <<PREF
Package: linux-image-* linux-headers-* linux-kbuild-* zfs-dkms zfsutils-linux libzfs* libnvpair* libuutil* libzpool* libzfsbootenv*
Pin: release n=bookworm-backports
Pin-Priority: 990
PREF
aptopts=(-o "Dir::Etc::SourceList=$apt/sources.list" -o Dir::Etc::SourceParts=/dev/null
    -o "Dir::Etc::Preferences=$apt/preferences" -o Dir::Etc::PreferencesParts=/dev/null
    -o "Dir::State::Lists=$apt/lists" -o "Dir::Cache=$apt" -o "Dir::Cache::Archives=$apt/archives"
    -o Dir::State::status=/dev/null
    -o APT::Architecture=amd64 -o Debug::NoLocking=1 -o APT::Sandbox::User=root -o Acquire::Languages=none)
fresh=$(find "$apt/lists" -maxdepth 1 -name '*backports*Packages*' -mmin -1440 2>/dev/null | head -n1)
if ! cmp -s "$apt/sources.list.new" "$apt/sources.list"; then
    mv "$apt/sources.list.new" "$apt/sources.list"
    fresh=
else
    rm -f "$apt/sources.list.new"
fi
if [ -z "$fresh" ] && [ "$offline" = 0 ]; then
    say "apt: fetching package lists from $uri (bookworm, bookworm-backports; main contrib)"
    heavy apt-get "${aptopts[@]}" -qq update || fail "apt-get update failed for $uri: check the network or the mirror"
fi
say "apt: package lists ready"

# "package version" for each argument, from one apt-cache call.
candidates() { apt-cache "${aptopts[@]}" policy "$@" 2>/dev/null | awk '/^[^ ].*:$/ {p=substr($1,1,length($1)-1)} /Candidate:/ {print p, $2}'; }
depends_of() { apt-cache "${aptopts[@]}" depends -i "$@" 2>/dev/null | awk '/Depends:/ {print $2}' | grep -v '^<' | sort -u; }

# --- resolve the package set (cached until the package lists or this script change) --
resolve() {
    local kimage kheaders d p v
    kimage=$(depends_of linux-image-amd64 | grep '^linux-image-' | head -n1 || true)
    [ -n "$kimage" ] || fail "linux-image-amd64 not found in bookworm-backports: is backports on the mirror $uri?"
    kheaders=linux-headers-${kimage#linux-image-}
    echo "kver ${kimage#linux-image-}"
    for p in "$kimage" "$kheaders" $(depends_of "$kheaders" | grep -E '^linux-(headers|kbuild)-'); do echo "kernel $p"; done
    for p in "${tool_pkgs[@]}"; do echo "tool $p"; done
    # Library closure of the tools: follow Depends into lib* packages only.
    local frontier=("${tool_pkgs[@]}") next
    declare -A seen=()
    for p in "${tool_pkgs[@]}"; do seen[$p]=1; done
    while [ ${#frontier[@]} -gt 0 ]; do
        next=()
        for d in $(depends_of "${frontier[@]}"); do
            case "$d" in lib*-dev|libc-bin|libc-l10n) continue ;; lib*|zlib1g) ;; *) continue ;; esac
            [ -n "${seen[$d]:-}" ] && continue
            seen[$d]=1
            echo "lib $d"
            next+=("$d")
        done
        frontier=("${next[@]}")
    done
}
tool_pkgs=(busybox-static mdadm lvm2 dmsetup thin-provisioning-tools xfsprogs btrfs-progs e2fsprogs
    zfsutils-linux util-linux mount fdisk)
stamp=$({ find "$apt/lists" -maxdepth 1 -name '*Packages*' -printf '%f %s %T@\n' | sort; cat "$apt/preferences" "$0"; } |
    sha256sum | cut -c1-64)
if [ "$(head -n1 "$apt/resolved.txt" 2>/dev/null)" != "stamp $stamp" ]; then
    resolve >"$apt/resolved.new"
    names=$(awk '$1=="kernel"||$1=="tool"||$1=="lib" {print $2}' "$apt/resolved.new"; echo zfs-dkms)
    candidates $names | sort | awk '{print "package", $1, $2}' >>"$apt/resolved.new"
    for p in $names; do
        grep -q "^package $p " "$apt/resolved.new" || fail "package $p has no candidate version on $uri"
    done
    ! grep -q '^package .* (none)$' "$apt/resolved.new" ||
        fail "no candidate version on $uri for: $(awk '$3=="(none)" {print $2}' "$apt/resolved.new" | tr '\n' ' ')"
    { echo "stamp $stamp"; cat "$apt/resolved.new"; } >"$apt/resolved.txt"
    rm -f "$apt/resolved.new"
fi
kver=$(awk '$1=="kver" {print $2}' "$apt/resolved.txt")
kimage=linux-image-$kver
mapfile -t kernel_pkgs < <(awk '$1=="kernel" {print $2}' "$apt/resolved.txt")
mapfile -t lib_pkgs < <(awk '$1=="lib" {print $2}' "$apt/resolved.txt")
all_pkgs=("${kernel_pkgs[@]}" zfs-dkms "${tool_pkgs[@]}" "${lib_pkgs[@]}")

keyfile=$(mktemp)
trap 'rm -f "$keyfile"' EXIT
{
    echo "stacklab-vm-image 1"
    grep '^package ' "$apt/resolved.txt"
    for f in "$here/$(basename "$0")" "$here"/guest/*; do
        echo "script ${f#"$here"/} $(sha256sum <"$f" | cut -c1-64)"
    done
    [ "$with_zfs" = 1 ] || echo "without-zfs"
    [ -z "$helper" ] || echo "helper $(sha256sum <"$helper" | cut -c1-64)"
} >"$keyfile"
key=$(sha256sum <"$keyfile" | cut -c1-16)
out=$cache/$key
if [ "$print_dir" = 1 ]; then
    echo "$out"
    exit 0
fi
zfsver=$(awk '$2=="zfs-dkms" {print $3}' "$keyfile")
say "key $key: kernel $kver, OpenZFS $zfsver, ${#all_pkgs[@]} packages"

if [ -f "$out/manifest.txt" ] && [ -f "$out/vmlinuz" ] && [ -f "$out/initrd.img" ]; then
    ln -sfn "$key" "$cache/current"
    say "cached image $out is up to date"
    say "total $(( $(date +%s) - start )) s"
    echo "$out"
    exit 0
fi

# --- download --------------------------------------------------------------------
missing=()
while read -r _ p v; do
    ls "$apt/debs/${p}_${v//:/%3a}_"*.deb >/dev/null 2>&1 || missing+=("$p=$v")
done < <(grep '^package ' "$keyfile")
if [ ${#missing[@]} -gt 0 ]; then
    [ "$offline" = 0 ] || fail "--offline: ${#missing[@]} packages not downloaded yet"
    say "download: ${#missing[@]} packages"
    (cd "$apt/debs" && heavy apt-get "${aptopts[@]}" -qq download "${missing[@]}") ||
        fail "apt-get download failed: check the network or the mirror $uri"
fi
deb() { local v; v=$(awk -v p="$1" '$2==p {print $3}' "$keyfile"); ls "$apt/debs/${1}_${v//:/%3a}_"*.deb; }
say "download: all packages present"

work=$(mktemp -d "${TMPDIR:-/tmp}/stacklab-vm-build.XXXXXX")
trap 'rm -f "$keyfile"; rm -rf "$work"' EXIT

# --- kernel and its modules ----------------------------------------------------------
kroot=$work/kernel
mkdir -p "$kroot"
for p in "${kernel_pkgs[@]}"; do dpkg-deb -x "$(deb "$p")" "$kroot"; done
moddir=$(find "$kroot" -maxdepth 4 -type d -path "*/lib/modules/$kver" | head -n1)
[ -d "$moddir" ] || fail "no lib/modules/$kver in $kimage"
say "kernel: unpacked $kimage"

# --- OpenZFS modules (cached by kernel and ZFS version) --------------------------------
zfscache=$cache/zfs-modules/$kver-$zfsver
if [ "$with_zfs" = 0 ]; then
    say "zfs: skipped (--without-zfs)"
elif [ ! -f "$zfscache/zfs.ko" ]; then
    say "zfs: building zfs-dkms $zfsver for $kver (about 8 minutes on 2 cores, runs under nice)"
    zroot=$work/zfs
    mkdir -p "$zroot"
    dpkg-deb -x "$(deb zfs-dkms)" "$zroot"
    zsrc=$(find "$zroot/usr/src" -maxdepth 1 -type d -name 'zfs-*' | head -n1)
    hdr=$kroot/usr/src/linux-headers-$kver
    common=$(find "$kroot/usr/src" -maxdepth 1 -type d -name 'linux-headers-*-common' | head -n1)
    [ -d "$common" ] || fail "no linux-headers-*-common in the kernel packages"
    # The flavour headers include the common ones by absolute path: point them at our copy.
    sed -i "s|/usr/src/linux-headers-|$kroot/usr/src/linux-headers-|g" "$hdr/Makefile"
    (
        cd "$zsrc"
        heavy ./configure --with-config=kernel --with-linux="$common" --with-linux-obj="$hdr" \
            --disable-debug --disable-debuginfo >"$work/zfs-configure.log" 2>&1 ||
            { tail -n 30 "$work/zfs-configure.log" >&2; exit 1; }
        say "zfs: configured"
        heavy make -j2 -C module >"$work/zfs-make.log" 2>&1 ||
            { tail -n 40 "$work/zfs-make.log" >&2; exit 1; }
    ) || fail "the OpenZFS module build failed (log above): check gcc, make and pahole (scripts/vm/install-host-deps.sh)"
    mkdir -p "$zfscache.tmp"
    for m in spl zfs; do
        ko=$(find "$zsrc/module" -name "$m.ko" | head -n1)
        [ -f "$ko" ] || fail "zfs build produced no $m.ko"
        strip --strip-debug -o "$zfscache.tmp/$m.ko" "$ko"
    done
    rm -rf "$zfscache" && mv "$zfscache.tmp" "$zfscache"
    say "zfs: modules built and cached in $zfscache"
else
    say "zfs: cached modules $zfscache"
fi
if [ "$with_zfs" = 1 ]; then
    mkdir -p "$moddir/updates"
    cp "$zfscache/spl.ko" "$zfscache/zfs.ko" "$moddir/updates/"
fi

# Insmod order: depmod on the unpacked tree, then modprobe --show-depends with no host config.
modbase=${moddir%/lib/modules/$kver}
depmod -b "$modbase" "$kver"
wanted=(virtio_pci virtio_scsi sd_mod raid0 raid1 raid10 raid456 dm_raid dm_integrity dm_thin_pool dm_snapshot dm_mirror
    xfs btrfs ext4 9p 9pnet_virtio virtio_console crc32c_generic crc32c_intel loop spl zfs)
order=$work/modules.order
: >"$order"
for m in "${wanted[@]}"; do
    modprobe -C /dev/null -d "$modbase" -S "$kver" --show-depends "$m" >"$work/dep" 2>&1 ||
        { say "modules: $m not available in $kver (skipped)"; continue; }
    awk '$1=="insmod" {print $2}' "$work/dep" | while read -r path; do
        rel=${path#"$moddir"/}
        rel=${rel%.xz}
        grep -qxF "$rel" "$order" || echo "$rel" >>"$order"
    done
done
say "modules: $(wc -l <"$order") in insmod order"

# --- userland ----------------------------------------------------------------------------
root=$work/initrd
mkdir -p "$root"
for p in "${tool_pkgs[@]}" "${lib_pkgs[@]}"; do dpkg-deb -x "$(deb "$p")" "$root"; done
rm -rf "$root"/usr/share/{doc,man,info,locale,lintian,bash-completion,zsh,initramfs-tools,bug} "$root"/usr/lib/udev \
    "$root"/lib/udev "$root"/lib/systemd "$root"/usr/lib/systemd "$root"/etc/init.d "$root"/usr/share/zfs/zfs-tests \
    "$root"/usr/lib/x86_64-linux-gnu/gconv "$root"/usr/share/i18n
# merged /usr: bin, sbin, lib, lib64 live under usr/
for d in bin sbin lib lib64; do
    if [ -d "$root/$d" ] && [ ! -L "$root/$d" ]; then
        mkdir -p "$root/usr/$d"
        cp -a "$root/$d/." "$root/usr/$d/"
        rm -rf "${root:?}/$d"
    fi
    mkdir -p "$root/usr/$d"
    ln -sfn "usr/$d" "$root/$d"
done
# busybox applets where no real tool exists
bb=$root/usr/bin/busybox
[ -x "$bb" ] || fail "busybox-static did not unpack usr/bin/busybox"
for a in $("$bb" --list-full); do
    [ -e "$root/$a" ] || [ -L "$root/$a" ] || { mkdir -p "$(dirname "$root/$a")"; ln -s /usr/bin/busybox "$root/$a"; }
done
# modules (decompressed for busybox insmod)
mkdir -p "$root/lib/modules/$kver" "$root/etc/stacklab"
while read -r rel; do
    mkdir -p "$root/lib/modules/$kver/$(dirname "$rel")"
    if [ -f "$moddir/$rel.xz" ]; then
        xz -dc "$moddir/$rel.xz" >"$root/lib/modules/$kver/$rel"
    else
        cp "$moddir/$rel" "$root/lib/modules/$kver/$rel"
    fi
done <"$order"
cp "$order" "$root/etc/stacklab/modules.order"
install -m 0755 "$here/guest/init" "$root/init"
install -m 0755 "$here/guest/diskid" "$root/lib/stacklab/diskid" 2>/dev/null ||
    { mkdir -p "$root/lib/stacklab"; install -m 0755 "$here/guest/diskid" "$root/lib/stacklab/diskid"; }
install -m 0755 "$here/guest/mdname" "$root/lib/stacklab/mdname"
install -m 0644 "$here/guest/mdev.conf" "$root/etc/mdev.conf"
mkdir -p "$root/etc/lvm" "$root/root" "$root/proc" "$root/sys" "$root/dev" "$root/run" "$root/tmp" "$root/mnt" "$root/share"
install -m 0644 "$here/guest/lvm.conf" "$root/etc/lvm/lvm.conf"
echo "root:x:0:0:root:/root:/bin/sh" >"$root/etc/passwd"
echo "root:x:0:" >"$root/etc/group"
echo stacklab-vm >"$root/etc/hostname"
printf 'MAILADDR root\n' >"$root/etc/mdadm/mdadm.conf" 2>/dev/null || { mkdir -p "$root/etc/mdadm"; printf 'MAILADDR root\n' >"$root/etc/mdadm/mdadm.conf"; }

# The stacklab-helper and the Qt libraries it links (hook for the in-guest helper).
if [ -n "$helper" ]; then
    install -m 0755 "$helper" "$root/usr/bin/stacklab-helper"
    ldd "$helper" | awk '/=> \// {print $3}' | while read -r lib; do
        [ -e "$root/usr/lib/x86_64-linux-gnu/$(basename "$lib")" ] || cp -L "$lib" "$root/usr/lib/x86_64-linux-gnu/"
    done
    say "helper: $helper and its libraries added"
fi

# Every ELF's NEEDED library must be inside the image.
libdirs=("$root/usr/lib/x86_64-linux-gnu" "$root/usr/lib" "$root/usr/lib64")
unresolved=0
declare -A needed=()
while read -r f; do
    for n in $(readelf -d "$f" 2>/dev/null | awk -F'[][]' '/NEEDED/ {print $2}'); do needed[$n]=1; done
done < <(find "$root/usr" -type f \( -perm -u+x -o -name '*.so*' \) -print)
for n in "${!needed[@]}"; do
    found=0
    for d in "${libdirs[@]}"; do [ -e "$d/$n" ] && { found=1; break; }; done
    [ "$found" = 1 ] || { echo "build-image: missing shared library $n" >&2; unresolved=1; }
done
[ "$unresolved" = 0 ] || fail "some shared libraries are missing from the image (list above)"
say "userland: $(du -sm "$root" | cut -f1) MiB, all shared libraries resolved"

# --- assemble ----------------------------------------------------------------------------
tmpout=$out.tmp
rm -rf "$tmpout" && mkdir -p "$tmpout"
cp "$(find "$kroot/boot" -name "vmlinuz-$kver")" "$tmpout/vmlinuz"
(cd "$root" && find . -print0 | LC_ALL=C sort -z | cpio --null -o -H newc --quiet) | heavy zstd -q -9 -T2 >"$tmpout/initrd.img"
cp "$keyfile" "$tmpout/manifest.txt"
cp "$order" "$tmpout/modules.order"
{
    echo "kernel $kver"
    if [ "$with_zfs" = 1 ]; then echo "zfs $zfsver"; else echo "zfs none (built --without-zfs)"; fi
    echo "built $(date -u +%Y-%m-%dT%H:%M:%SZ) in $(( $(date +%s) - start )) s"
} >"$tmpout/build-info.txt"
rm -rf "$out" && mv "$tmpout" "$out"
ln -sfn "$key" "$cache/current"
say "image: $out (initrd $(du -m "$out/initrd.img" | cut -f1) MiB)"
say "total $(( $(date +%s) - start )) s"
echo "$out"
