#pragma once

#include "helper/protocol/helperprograms.h"

#include <QCoreApplication>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

class QProcess;

// What the helper may execute and how: the one object every program it starts goes through (plan
// steps, status samples, the loop lab, tool versions). stacklab-helper's main makes it and hands it
// to the server, which passes it on; nothing reaches it statically. A program runs only if its name
// is on the allow-list and it resolves in the trusted directories to a root-owned file that no group
// or other may write (nor any directory above it); it starts with a clean environment in /.
class ExecPolicy {
    Q_DECLARE_TR_FUNCTIONS(ExecPolicy)

public:
    // The protocol's allow-list (HelperPrograms::allowed()), or a narrower one.
    explicit ExecPolicy(QStringList allowedPrograms = HelperPrograms::allowed());

    const QStringList &allowedPrograms() const { return m_allowed; }
    bool isAllowed(const QString &program) const;
    const QStringList &trustedDirectories() const { return m_directories; }

    // On success returns the absolute path; else empty and *error says why and what to install.
    QString resolve(const QString &program, QString *error) const;

    // True when path and each of its parent directories are root-owned and not group/other writable.
    static bool isTrustedFile(const QString &path);

    // PATH of the trusted directories and LC_ALL=C (tool output is parsed): nothing of the client's.
    QProcessEnvironment cleanEnvironment() const;

    // The launcher: sets a resolved program (resolve()'s answer), its arguments, the clean
    // environment and / as working directory on a process that is not started yet.
    void prepare(QProcess *process, const QString &resolvedProgram, const QStringList &arguments) const;

private:
    QStringList m_allowed;
    QStringList m_directories;
};
