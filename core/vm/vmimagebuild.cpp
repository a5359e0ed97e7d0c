#include "vm/vmimagebuild.h"

#include "about/installlayout.h"
#include "vm/qemucommand.h"

#include <QFileInfo>
#include <QStandardPaths>

#include <unistd.h>

VmImageBuild::VmImageBuild(QObject *parent)
    : QObject(parent)
{
    m_process.setProcessChannelMode(QProcess::MergedChannels);
    m_process.setStandardInputFile(QProcess::nullDevice());
    connect(&m_process, &QProcess::readyReadStandardOutput, this, &VmImageBuild::readOutput);
    connect(&m_process, &QProcess::finished, this, &VmImageBuild::onFinished);
    connect(&m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            emit finished(false, tr("%1 could not be started: %2").arg(m_process.program(), m_process.errorString()));
    });
}

VmImageBuild::~VmImageBuild()
{
    if (isRunning() && !m_viaPkexec) {
        m_process.terminate();
        if (!m_process.waitForFinished(5000))
            m_process.kill();
    }
    m_process.waitForFinished(1000);
}

bool VmImageBuild::needed(const VmImage &image)
{
    return QStandardPaths::findExecutable(QemuCommand::program()).isEmpty() || !image.isPresent();
}

QStringList VmImageBuild::command(const InstallLayout &layout, bool root)
{
    if (root)
        return {layout.vmSetupScript()};
    // pkexec itself must come from a trusted place, never from PATH.
    return {QStringLiteral("/usr/bin/pkexec"), layout.vmSetupScript()};
}

void VmImageBuild::start()
{
    const InstallLayout layout;
    const bool root = ::geteuid() == 0;
    if (!QFileInfo(layout.vmSetupScript()).isExecutable()) {
        emit finished(false,
            tr("%1 is missing or not executable: reinstall StackLab (the package installs it with the virtual "
               "lab's scripts).")
                .arg(layout.vmSetupScript()));
        return;
    }
    const QStringList argv = command(layout, root);
    if (!root && !QFileInfo(argv.first()).isExecutable()) {
        emit finished(false,
            tr("Building the virtual lab image needs root once, and pkexec is not installed: install the pkexec "
               "package, or run %1 as root.")
                .arg(layout.vmSetupScript()));
        return;
    }
    start(argv, !root);
}

void VmImageBuild::start(const QStringList &argv, bool viaPkexec)
{
    if (isRunning() || argv.isEmpty())
        return;
    m_viaPkexec = viaPkexec;
    m_cancelled = false;
    m_partial.clear();
    m_process.start(argv.first(), argv.mid(1));
}

bool VmImageBuild::cancel()
{
    if (!isRunning() || m_viaPkexec)
        return false;
    m_cancelled = true;
    m_process.terminate();
    return true;
}

void VmImageBuild::readOutput()
{
    m_partial += m_process.readAllStandardOutput();
    qsizetype newline;
    while ((newline = m_partial.indexOf('\n')) >= 0) {
        emit line(QString::fromLocal8Bit(m_partial.left(newline)));
        m_partial.remove(0, newline + 1);
    }
}

void VmImageBuild::onFinished(int exitCode, QProcess::ExitStatus status)
{
    readOutput();
    if (!m_partial.isEmpty())
        emit line(QString::fromLocal8Bit(m_partial));
    m_partial.clear();
    if (m_cancelled) {
        emit finished(false, tr("The virtual lab image build was cancelled."));
        return;
    }
    if (status != QProcess::NormalExit) {
        emit finished(false, tr("The virtual lab image build stopped unexpectedly: its output is above."));
        return;
    }
    // pkexec: 126 when the user dismissed the password dialog or was not authorized, 127 when
    // polkit could not be asked at all.
    if (m_viaPkexec && exitCode == 126) {
        emit finished(false,
            tr("Building the virtual lab image was not authorized: it needs an administrator's password once "
               "(it installs QEMU and writes the image cache in /var/cache/stacklab)."));
        return;
    }
    if (m_viaPkexec && exitCode == 127) {
        emit finished(false,
            tr("pkexec could not ask for authorization (no polkit agent or no system bus): run %1 as root "
               "instead.")
                .arg(InstallLayout().vmSetupScript()));
        return;
    }
    if (exitCode != 0) {
        emit finished(
            false, tr("The virtual lab image build failed (exit code %1): its output is above.").arg(exitCode));
        return;
    }
    emit finished(true, {});
}
