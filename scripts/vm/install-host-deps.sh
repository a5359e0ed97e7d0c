#!/usr/bin/env bash
# Installs the host packages that build and boot the virtual lab image
# (scripts/vm/build-image.sh, scripts/vm/run-vm.sh). Idempotent: packages
# already present are skipped. The guest's own packages are never installed on
# the host: build-image.sh downloads and unpacks them.
set -euo pipefail

packages=(
    # boot
    qemu-system-x86 qemu-utils
    # image build: unpack, module dependencies, initramfs archive
    cpio kmod xz-utils zstd binutils file
    # OpenZFS module build against the unpacked guest kernel headers
    gcc make libc6-dev bc dwarves libelf1 libssl3 gawk
)

if [ "$(id -u)" -ne 0 ]; then
    sudo=sudo
else
    sudo=
fi

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    echo "install-host-deps: all ${#packages[@]} packages present"
    exit 0
fi

lists=/var/lib/apt/lists
if [ -z "$(find "$lists" -maxdepth 1 -name '*_Packages*' -mmin -1440 2>/dev/null | head -n1)" ]; then
    $sudo apt-get update -qq
fi
echo "install-host-deps: installing ${missing[*]}"
DEBIAN_FRONTEND=noninteractive $sudo nice -n 19 apt-get install -y -qq --no-install-recommends "${missing[@]}"
