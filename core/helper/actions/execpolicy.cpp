#include "helper/actions/execpolicy.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <fcntl.h>
#include <linux/close_range.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

ExecPolicy::ExecPolicy(QStringList allowedPrograms)
    : m_allowed(std::move(allowedPrograms))
    , m_directories(HelperPrograms::trustedDirectories())
{
}

bool ExecPolicy::isAllowed(const QString &program) const
{
    return m_allowed.contains(program);
}

bool ExecPolicy::isTrustedFile(const QString &path)
{
    const QString canonical = QFileInfo(path).canonicalFilePath();
    if (canonical.isEmpty())
        return false;
    QString current = canonical;
    while (true) {
        struct stat info { };
        if (::stat(QFile::encodeName(current).constData(), &info) != 0)
            return false;
        if (info.st_uid != 0 || (info.st_mode & (S_IWGRP | S_IWOTH)) != 0)
            return false;
        if (current == QLatin1String("/"))
            return true;
        current = QFileInfo(current).absolutePath();
    }
}

QString ExecPolicy::resolve(const QString &program, QString *error) const
{
    if (program.contains(QLatin1Char('/')) || !isAllowed(program)) {
        *error = tr("'%1' is not on the helper's list of allowed programs.").arg(program.left(64));
        return {};
    }
    bool foundUntrusted = false;
    for (const QString &directory : trustedDirectories()) {
        const QString candidate = directory + QLatin1Char('/') + program;
        const QFileInfo info(candidate);
        if (!info.exists())
            continue;
        if (!info.isFile() && !info.isSymLink())
            continue;
        if (!isTrustedFile(candidate)) {
            foundUntrusted = true;
            continue;
        }
        if (!info.isExecutable())
            continue;
        return candidate;
    }
    *error = foundUntrusted
        ? tr("%1 was found but is not owned by root or is writable by others: refusing to run it.").arg(program)
        : tr("%1 not found in /usr/sbin, /usr/bin, /sbin or /bin: install the %2 package.")
              .arg(program, HelperPrograms::packageFor(program));
    return {};
}

QProcessEnvironment ExecPolicy::cleanEnvironment() const
{
    QProcessEnvironment environment;
    environment.insert(QStringLiteral("PATH"), trustedDirectories().join(QLatin1Char(':')));
    environment.insert(QStringLiteral("LC_ALL"), QStringLiteral("C"));
    return environment;
}

void ExecPolicy::prepare(QProcess *process, const QString &resolvedProgram, const QStringList &arguments) const
{
    process->setProgram(resolvedProgram);
    process->setArguments(arguments);
    process->setProcessEnvironment(cleanEnvironment());
    process->setWorkingDirectory(QStringLiteral("/"));
    // Only stdin, stdout and stderr reach the program: QProcess (Qt < 6.6) passes on every other
    // descriptor the helper holds, and lvm then warns "File descriptor N leaked on lvs invocation"
    // into the output it parses. Close-on-exec rather than close, so QProcess's own pipe that
    // reports a failed exec still works.
    process->setChildProcessModifier([] {
        if (::syscall(SYS_close_range, 3U, ~0U, CLOSE_RANGE_CLOEXEC) == 0)
            return;
        for (int fd = 3; fd < 1024; ++fd) { // kernels before 5.11
            const int flags = ::fcntl(fd, F_GETFD);
            if (flags >= 0)
                ::fcntl(fd, F_SETFD, flags | FD_CLOEXEC);
        }
    });
}
