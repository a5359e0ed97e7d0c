#!/usr/bin/env bash
# Prepares the virtual lab on this machine in one step, as root: installs the host tools it needs
# (install-host-deps.sh: QEMU and the image build tools) and builds the guest image
# (build-image.sh) into $STACKLAB_VM_CACHE (default /var/cache/stacklab/vm). About 10 minutes the
# first time (most of it the OpenZFS module build), seconds once the image is cached.
#
#   setup-virtual-lab.sh [build-image.sh options]
#
# StackLab runs it through pkexec (polkit action org.stacklab.setup-virtual-lab) when the virtual
# lab is started and no image is there yet; installed, it is
# /usr/share/stacklab/vm/setup-virtual-lab.sh. Nothing here touches the machine's disks: the
# guest's packages are downloaded and unpacked into the cache, never installed on the host.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
if [ "$(id -u)" -ne 0 ]; then
    echo "setup-virtual-lab: run as root (sudo or pkexec): it installs packages and writes the image cache" >&2
    exit 1
fi
echo "setup-virtual-lab: host tools (QEMU and the image build tools)"
"$here/install-host-deps.sh"
echo "setup-virtual-lab: building the guest image (about 10 minutes the first time, then cached)"
exec "$here/build-image.sh" "$@"
