#pragma once

#include <QString>

// The QEMU the virtual lab boots, as `qemu-system-x86_64 --version` states it, and what that
// version allows: a thread per vCPU under TCG is safe only from QEMU 8.1 on, which made TCG lock
// a guest page before translating it ("accel/tcg: Always lock pages before translation",
// deba78709ae8 and cb62bd15e14e). Without it a vCPU may run a stale translation of kernel code that
// another vCPU patches live (static keys through text_poke's int3): the guest oopses ("Oops: int3").
struct QemuVersion {
    int major = 0;
    int minor = 0;
    int micro = 0;
    QString text; // the whole first line, e.g. "QEMU emulator version 10.0.2 (Debian 1:10.0.2+ds-2...)"

    bool isKnown() const { return major > 0; }
    QString number() const; // "10.0.2"
    bool hasMultiThreadTcgFix() const { return major > 8 || (major == 8 && minor >= 1); }

    // Pure: the version from `--version` output; unknown (isKnown() false) when none is found.
    static QemuVersion parse(const QString &versionOutput);
    // Runs `program --version` (5 s at most); unknown when it cannot.
    static QemuVersion probe(const QString &program);
};
