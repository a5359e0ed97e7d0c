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

source "$(dirname "$0")/../lib/apt-install.sh"
apt_install_missing install-host-deps "${packages[@]}"
