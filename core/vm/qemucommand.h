#pragma once

#include "vm/vmconfig.h"

#include <QStringList>

// The QEMU command line for a VmConfig: pure, no I/O. scripts/vm/run-vm.sh builds
// the same line (tests/unit/vm compares the two).
class QemuCommand {
public:
    static QString program() { return QStringLiteral("qemu-system-x86_64"); }
    static QStringList arguments(const VmConfig &config);
    // program() followed by arguments().
    static QStringList argv(const VmConfig &config);
    // Lab disk `index`'s -drive options (its image, the disk profile's throttling) under `driveId`;
    // the same string serves HMP's drive_add when a fresh disk takes a pulled one's slot.
    static QString driveOptions(const VmConfig &config, int index, const QString &driveId);
    // Its scsi-hd device: slot (scsi-id) `index`, serial SLAB000<index>, qdev id diskDeviceId().
    static QString diskDevice(int index, const QString &driveId);
    static QString diskDeviceId(int index) { return QStringLiteral("disk%1").arg(index); }
    // The kernel command line: console, crash policy, the command to run.
    static QString kernelCommandLine(const VmConfig &config);
};
