#pragma once

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

class QProcess;

// What the helper may execute and how: the one place every program it starts goes through (plan
// steps, status samples, the loop lab, tool versions). A program runs only if its name is on the
// allow-list and it resolves in the trusted directories to a root-owned file that no group or
// other may write (nor any directory above it); it starts with a clean environment in /.
class ExecPolicy {
    Q_DECLARE_TR_FUNCTIONS(ExecPolicy)

public:
    // The programs a recipe, a sampler or the loop lab may name (argv[0], a bare name).
    static const QStringList &allowedPrograms();
    static bool isAllowed(const QString &program);

    static const QStringList &trustedDirectories(); // /usr/sbin, /usr/bin, /sbin, /bin

    // On success returns the absolute path; else empty and *error says why and what to install.
    static QString resolve(const QString &program, QString *error);

    // The package that ships a program on Debian, for the "install …" hint.
    static QString packageFor(const QString &program);

    // True when path and each of its parent directories are root-owned and not group/other writable.
    static bool isTrustedFile(const QString &path);

    // PATH of the trusted directories and LC_ALL=C (tool output is parsed): nothing of the client's.
    static QProcessEnvironment cleanEnvironment();

    // The launcher: sets a resolved program (resolve()'s answer), its arguments, the clean
    // environment and / as working directory on a process that is not started yet.
    static void prepare(QProcess *process, const QString &resolvedProgram, const QStringList &arguments);
};
