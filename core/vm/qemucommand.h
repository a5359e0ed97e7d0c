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
    // The kernel command line: console, crash policy, the command to run.
    static QString kernelCommandLine(const VmConfig &config);
};
