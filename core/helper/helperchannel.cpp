#include "helper/helperchannel.h"

#include "stacklabversion.h"

#include <QFileInfo>

QString HelperChannel::installedHelperPath()
{
    return QStringLiteral(STACKLAB_HELPER_INSTALL_PATH);
}

PkexecChannel::PkexecChannel(QString helperPath)
    : m_helperPath(std::move(helperPath))
{
}

QString PkexecChannel::program() const
{
    // pkexec itself must come from a trusted place, never from PATH.
    for (const QString &candidate : {QStringLiteral("/usr/bin/pkexec"), QStringLiteral("/bin/pkexec")}) {
        if (QFileInfo(candidate).isExecutable())
            return candidate;
    }
    return QStringLiteral("/usr/bin/pkexec");
}

DirectChannel::DirectChannel(QString helperPath)
    : m_helperPath(std::move(helperPath))
{
}

SshChannel::SshChannel(QString host, QString remoteHelper)
    : m_host(std::move(host))
    , m_remoteHelper(std::move(remoteHelper))
{
}

QStringList SshChannel::arguments() const
{
    // "--" ends ssh's options: a host name cannot smuggle one in.
    return {QStringLiteral("-T"), QStringLiteral("-o"), QStringLiteral("BatchMode=yes"), QStringLiteral("--"), m_host,
        m_remoteHelper};
}
