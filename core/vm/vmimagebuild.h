#pragma once

#include "vm/vmimage.h"

#include <QObject>
#include <QProcess>
#include <QStringList>

class InstallLayout;

// Prepares the virtual lab on this machine with the installed scripts: setup-virtual-lab.sh
// installs the host tools (QEMU, the image build tools) and builds the guest image into the image
// cache (/var/cache/stacklab/vm). Both need root: the script runs directly when StackLab runs as
// root, else through pkexec (polkit action org.stacklab.setup-virtual-lab, whose exec.path is the
// installed script). About 10 minutes the first time, seconds once cached. The script's output
// streams out line by line.
class VmImageBuild : public QObject {
    Q_OBJECT

public:
    explicit VmImageBuild(QObject *parent = nullptr);
    ~VmImageBuild() override;

    // True when the virtual lab cannot start yet: QEMU is missing or `image` is not usable.
    static bool needed(const VmImage &image = VmImage());
    // {script} as root, else {pkexec, script}: pkexec clears the environment, so the script
    // builds into its default cache.
    static QStringList command(const InstallLayout &layout, bool root);

    // Asynchronous: line() for each output line, then finished().
    void start();
    // Runs `argv` as the build (tests give a stand-in script); viaPkexec: its exit codes 126 and
    // 127 are pkexec's (not authorized, no authority).
    void start(const QStringList &argv, bool viaPkexec);
    bool isRunning() const { return m_process.state() != QProcess::NotRunning; }
    // Stops a build this process started as root. One started through pkexec runs as root and
    // cannot be signalled: it finishes on its own and the next start finds the image.
    bool cancel();

Q_SIGNALS:
    void line(const QString &text);
    void finished(bool ok, const QString &error);

private:
    void readOutput();
    void onFinished(int exitCode, QProcess::ExitStatus status);

    QProcess m_process;
    QByteArray m_partial;
    bool m_viaPkexec = false;
    bool m_cancelled = false;
};
