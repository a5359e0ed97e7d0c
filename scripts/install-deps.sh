#!/usr/bin/env bash
# Installs every Debian package StackLab needs to build, run and test.
# Idempotent: packages already present are skipped by apt; the apt lists are
# refreshed only when they are missing or older than a day.
set -euo pipefail

packages=(
    # build
    build-essential cmake ninja-build pkg-config clang-format ccache
    lld  # links the ~130 test executables 3-4 times faster than GNU ld (cmake/StackLabCompilerFlags.cmake)
    qt6-base-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools qt6-translations-l10n
    libqcustomplot-dev liburing-dev libudev-dev libblkid-dev
    libgl-dev
    # run: the tools the recipes and tests drive
    fio btrfs-progs xfsprogs e2fsprogs util-linux mount
    # sweeps spread over slots and ssh logins (lab sweep --jobs/--hosts); sshd for the two-host test
    parallel openssh-client openssh-server rsync  # rsync: parallel --return brings cell reports back
    # privileged helper channel
    pkexec polkitd dbus-daemon
    # tests without a display and with sanitizers
    xvfb xauth libfontconfig1 fonts-dejavu-core
    libqt6svg6  # the GUI's SVG icons (Qt's svg image and icon-engine plugins)
    clang libclang-rt-14-dev  # the libFuzzer target of the helper protocol (tests/fuzz, STACKLAB_FUZZ)
    # the Debian package and its checks (cpack -G DEB, ctest -L package: tests/package)
    dpkg-dev lintian desktop-file-utils appstream man-db bash-completion libxml2-utils file python3
)

source "$(dirname "$0")/lib/apt-install.sh"
apt_install_missing install-deps "${packages[@]}"
