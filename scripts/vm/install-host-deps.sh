#!/usr/bin/env bash
# Installs the host packages that build and boot the virtual lab image
# (scripts/vm/build-image.sh, scripts/vm/run-vm.sh). Idempotent: packages
# already present are skipped. The guest's own packages are never installed on
# the host: build-image.sh downloads and unpacks them.
#
# QEMU comes from bookworm-backports (10.0): bookworm's 7.2 lacks QEMU 8.1's
# "accel/tcg: Always lock pages before translation", without which a guest on
# multi-threaded TCG oopses ("int3") while its kernel patches a static key. The
# backports source is added with a pin that takes only the QEMU packages from it;
# everything else stays on bookworm. STACKLAB_VM_QEMU=bookworm keeps bookworm's QEMU
# (the lab then runs TCG on one host thread, as run-vm.sh decides by version).
set -euo pipefail

packages=(
    # image build: unpack, module dependencies, initramfs archive
    cpio kmod xz-utils zstd binutils file
    # OpenZFS module build against the unpacked guest kernel headers
    gcc make libc6-dev bc dwarves libelf1 libssl3 gawk
)
qemu_packages=(qemu-system-x86 qemu-system-common qemu-system-data qemu-utils seabios)

source "$(dirname "$0")/../lib/apt-install.sh"

sudo=
[ "$(id -u)" -ne 0 ] && sudo=sudo

# The Debian mirror of the host's own bookworm source (deb822 or one-line form).
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

qemu_from_backports() {
    local list=/etc/apt/sources.list.d/stacklab-backports.sources pin=/etc/apt/preferences.d/stacklab-qemu
    local want_pin
    want_pin=$(printf '%s\n' \
        "# StackLab's virtual lab: QEMU from bookworm-backports, nothing else (scripts/vm/install-host-deps.sh)" \
        "Package: ${qemu_packages[*]}" "Pin: release n=bookworm-backports" "Pin-Priority: 990")
    local changed=0
    if ! grep -rqs 'bookworm-backports' /etc/apt/sources.list /etc/apt/sources.list.d/; then
        local uri
        uri=$(debian_uri)
        [ -n "$uri" ] || { echo "install-host-deps: no Debian bookworm source in /etc/apt: cannot add bookworm-backports for QEMU" >&2; return 1; }
        printf 'Types: deb\nURIs: %s\nSuites: bookworm-backports\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
            "$uri" | $sudo tee "$list" >/dev/null
        changed=1
    fi
    if [ "$(cat "$pin" 2>/dev/null)" != "$want_pin" ]; then
        echo "$want_pin" | $sudo tee "$pin" >/dev/null
        changed=1
    fi
    if [ "$changed" = 1 ] || [ -z "$(find /var/lib/apt/lists -maxdepth 1 -name '*backports*_Packages*' 2>/dev/null | head -n1)" ]; then
        $sudo apt-get update -qq
    fi
    # Installed already at the pinned version: nothing to do (apt would say so, but slowly).
    local p stale=()
    for p in "${qemu_packages[@]}"; do
        local have cand
        have=$(dpkg-query -W -f='${Version}' "$p" 2>/dev/null || true)
        cand=$(apt-cache policy "$p" 2>/dev/null | awk '/Candidate:/ {print $2}')
        [ -n "$have" ] && [ "$have" = "$cand" ] || stale+=("$p")
    done
    if [ ${#stale[@]} -eq 0 ]; then
        echo "install-host-deps: QEMU $(dpkg-query -W -f='${Version}' qemu-system-x86) from bookworm-backports present"
        return 0
    fi
    echo "install-host-deps: installing ${stale[*]} from bookworm-backports"
    DEBIAN_FRONTEND=noninteractive $sudo nice -n 19 apt-get install -y -qq --no-install-recommends "${qemu_packages[@]}"
}

if [ "${STACKLAB_VM_QEMU:-backports}" = bookworm ]; then
    packages+=("${qemu_packages[@]}")
else
    qemu_from_backports
fi
apt_install_missing install-host-deps "${packages[@]}"
