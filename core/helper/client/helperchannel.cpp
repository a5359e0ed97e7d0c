#include "helper/client/helperchannel.h"

#include "about/installlayout.h"
#include "stacklabversion.h"

#include <QFileInfo>

QString HelperChannel::installedHelperPath()
{
    // Installed, the helper is where this executable's prefix puts it (the package's /usr, not the
    // prefix the build was configured with); from a build tree, where `cmake --install` would.
    const InstallLayout layout;
    return layout.isInstalled() ? layout.helper() : QStringLiteral(STACKLAB_HELPER_INSTALL_PATH);
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
