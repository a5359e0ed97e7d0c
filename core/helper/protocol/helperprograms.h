#pragma once

#include <QString>
#include <QStringList>

// The programs the helper may run, where it looks for them and the Debian package that ships each:
// part of the contract both sides read (docs/helper-protocol.md). The root side's ExecPolicy
// enforces it; the host side probes a target's tools and words "install the … package" from it.
class HelperPrograms {
public:
    // The bare names a recipe, a sampler or the loop lab may name as argv[0].
    static const QStringList &allowed();
    static const QStringList &trustedDirectories(); // /usr/sbin, /usr/bin, /sbin, /bin
    // The package that ships a program on Debian, for the "install …" hint.
    static QString packageFor(const QString &program);
};
