#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// Finds the absolute path of an allowed program in the trusted directories, the way the helper
// is allowed to run anything at all: the name is on the allow-list, the file and every directory
// above it are owned by root and not writable by group or others, and it is executable.
class ProgramResolver {
    Q_DECLARE_TR_FUNCTIONS(ProgramResolver)

public:
    static const QStringList &trustedDirectories(); // /usr/sbin, /usr/bin, /sbin, /bin

    // On success returns the absolute path; else empty and *error says why and what to install.
    static QString resolve(const QString &program, QString *error);

    // The package that ships a program on Debian, for the "install …" hint.
    static QString packageFor(const QString &program);

    // True when path and each of its parent directories are root-owned and not group/other writable.
    static bool isTrustedFile(const QString &path);
};
