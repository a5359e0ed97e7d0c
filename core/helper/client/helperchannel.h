#pragma once

#include <QString>
#include <QStringList>

// How the host side reaches a helper: which program to start so that its stdin and stdout are
// the protocol (a process channel), or which unix socket leads to a helper that already runs
// elsewhere (the virtual lab's guest: LocalSocketChannel). The helper lives for the lab session:
// one authorization per session.
class HelperChannel {
public:
    enum class Transport {
        Process, // program() with arguments(); its stdin/stdout are the protocol
        LocalSocket, // socketPath(); the bytes of the connection are the protocol
    };

    virtual ~HelperChannel() = default;
    virtual QString name() const = 0; // "pkexec", "direct", "ssh", "socket"
    virtual Transport transport() const { return Transport::Process; }
    virtual QString program() const = 0;
    virtual QStringList arguments() const = 0;
    virtual QString socketPath() const { return {}; }
    // How long start() keeps trying to reach a socket that is not there yet.
    virtual int connectTimeoutMs() const { return 0; }

    // Where the installed helper lives, as the polkit policy's exec.path names it.
    static QString installedHelperPath();
};

// `pkexec /abs/path/stacklab-helper`: polkit action org.stacklab.helper (auth_admin_keep).
class PkexecChannel : public HelperChannel {
public:
    explicit PkexecChannel(QString helperPath = installedHelperPath());
    QString name() const override { return QStringLiteral("pkexec"); }
    QString program() const override;
    QStringList arguments() const override { return {m_helperPath}; }

private:
    QString m_helperPath;
};

// Already root: start the helper as a child.
class DirectChannel : public HelperChannel {
public:
    explicit DirectChannel(QString helperPath = installedHelperPath());
    QString name() const override { return QStringLiteral("direct"); }
    QString program() const override { return m_helperPath; }
    QStringList arguments() const override { return {}; }

private:
    QString m_helperPath;
};

// `ssh -T host stacklab-helper`: a remote lab host running the same helper (as root there).
class SshChannel : public HelperChannel {
public:
    explicit SshChannel(QString host, QString remoteHelper = QStringLiteral("stacklab-helper"));
    QString name() const override { return QStringLiteral("ssh"); }
    QString program() const override { return QStringLiteral("ssh"); }
    QStringList arguments() const override;

private:
    QString m_host;
    QString m_remoteHelper;
};
