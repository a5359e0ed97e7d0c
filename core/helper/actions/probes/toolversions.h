#pragma once

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringList>

class ExecPolicy;

// versions: the kernel and the storage tools where the disks are, for the report's versions
// section. The helper answers it, not the client, because in the virtual lab the tools live in
// the guest: the host's `uname -r` would name the wrong kernel.
class ToolVersions {
    Q_DECLARE_TR_FUNCTIONS(ToolVersions)

public:
    struct Probe {
        QString tool; // the key in the report ("mdadm", "lvm2", "zfs", ...)
        QStringList argv; // an allow-listed, read-only command
        int lines = 1; // how many non-empty lines of its output name the version
    };
    static const QList<Probe> &probes();

    // The version text a probe's output holds: its first `lines` non-empty lines, each
    // simplified, joined by "; ". Pure, for the captured outputs of the real tools.
    static QString fromOutput(const Probe &probe, const QByteArray &output);

    // Runs every probe through the helper's policy (allow-listed programs in trusted directories,
    // cleared environment, a time limit each) and adds "kernel" from uname(2). A tool that is not installed maps to a
    // sentence naming the package that ships it; one that fails to answer, to its error.
    static QMap<QString, QString> probeAll(const ExecPolicy &policy);
};
