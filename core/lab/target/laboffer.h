#pragma once

#include "disks/inventory/diskinventory.h"
#include "lab/target/labtarget.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// What the Disks page offers when this machine has no blank disk (the usual case on a laptop): the
// loop lab and the virtual lab, one click each, each with what it needs. The texts are a pure
// function of a few facts about the machine, so a test can state any machine.
struct LabOffer {
    Q_DECLARE_TR_FUNCTIONS(LabOffer)
public:
    struct Facts {
        bool root = false; // StackLab runs as root: no pkexec password
        QStringList kernelStacks; // what this kernel can build on loop disks: "btrfs", "mdadm", "LVM", "ZFS"
        bool qemu = false; // qemu-system-x86_64 is installed
        bool image = false; // the virtual lab's image is built
    };
    // Reads them under `root` (tests pass a fixture): the kernel's stacks as TargetCapabilities
    // reads them (the same answer as the lab target dialog and the Build page); QEMU on PATH and
    // the image cache.
    static Facts probe(const QString &root = QStringLiteral("/"));

    // True when the snapshot has no blank disk: nothing on this machine is free for the lab.
    static bool wanted(const InventorySnapshot &snapshot);

    // The lab target the dialog preselects when no choice was remembered (a first start): one that
    // can start now. The virtual lab when QEMU and its image are there; else the loop lab when this
    // kernel runs a stack; else this machine when it has a blank disk; else the virtual lab, whose
    // first start installs QEMU and builds the image (the only target left that can run a stack).
    static LabTarget::Kind firstChoice(const Facts &facts, bool blankDisk);

    static QString heading();
    static QString safety(); // nothing on this machine's disks is touched
    static QString loopNote(const Facts &facts);
    static QString virtualNote(const Facts &facts);
};
