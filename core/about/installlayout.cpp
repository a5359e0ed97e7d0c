#include "about/installlayout.h"

#include <QDir>
#include <QFileInfo>

InstallLayout::InstallLayout(const QString &binDir)
    : m_binDir(QDir::cleanPath(binDir.isEmpty() ? QCoreApplication::applicationDirPath() : binDir))
{
    // An installed tree has share/stacklab beside bin/; a build tree (build/<preset>/bin) has not.
    const QString prefix = QDir::cleanPath(m_binDir + QStringLiteral("/.."));
    if (!m_binDir.isEmpty() && QFileInfo(prefix + QStringLiteral("/share/stacklab")).isDir())
        m_prefix = prefix;
}

QString InstallLayout::helper() const
{
    if (isInstalled())
        return m_prefix + QStringLiteral("/libexec/stacklab/stacklab-helper");
    return m_binDir + QStringLiteral("/stacklab-helper");
}

QString InstallLayout::dataDir() const
{
    return isInstalled() ? m_prefix + QStringLiteral("/share/stacklab") : QStringLiteral(STACKLAB_SOURCE_DIR);
}

QString InstallLayout::jobsDir() const
{
    return dataDir() + (isInstalled() ? QStringLiteral("/jobs") : QStringLiteral("/resources/jobs"));
}

QString InstallLayout::translationsDir() const
{
    return isInstalled() ? dataDir() + QStringLiteral("/translations")
                         : QStringLiteral(STACKLAB_BUILD_DIR "/translations");
}

QString InstallLayout::vmDir() const
{
    return dataDir() + (isInstalled() ? QStringLiteral("/vm") : QStringLiteral("/scripts/vm"));
}

QString InstallLayout::userGuide() const
{
    return isInstalled() ? m_prefix + QStringLiteral("/share/doc/stacklab/user-guide.md")
                         : QStringLiteral(STACKLAB_SOURCE_DIR "/docs/user-guide.md");
}

QStringList InstallLayout::languages()
{
    return QStringLiteral(STACKLAB_LANGUAGES).split(QLatin1Char(','), Qt::SkipEmptyParts);
}

QList<InstallLayout::File> InstallLayout::files() const
{
    QList<File> files {
        {QStringLiteral("helper"), tr("the privileged helper (started through pkexec)"), helper()},
        {QStringLiteral("vm-setup"), tr("installs the virtual lab's host tools and builds its image (as root)"),
            vmSetupScript()},
        {QStringLiteral("vm-build-image"), tr("builds the virtual lab's guest image"),
            vmScript(QStringLiteral("build-image.sh"))},
        {QStringLiteral("vm-host-deps"), tr("installs QEMU and the image build tools"),
            vmScript(QStringLiteral("install-host-deps.sh"))},
        {QStringLiteral("vm-run"), tr("boots the virtual lab from a shell"), vmScript(QStringLiteral("run-vm.sh"))},
        {QStringLiteral("vm-guest-init"), tr("the guest's init, packed into the image"),
            vmScript(QStringLiteral("guest/init"))},
        {QStringLiteral("user-guide"), tr("the user guide (Help > Documentation for this page, F1)"), userGuide()},
        {QStringLiteral("job-storage-bench"), tr("fio job: the four-stack comparison's storage-bench"),
            jobsDir() + QStringLiteral("/storage-bench.fio")},
        {QStringLiteral("job-randwrite-4k"), tr("fio job: 4k random writes"),
            jobsDir() + QStringLiteral("/randwrite-4k.fio")},
    };
    for (const QString &language : languages())
        files.append({QStringLiteral("translation-") + language, tr("translation catalogue (%1)").arg(language),
            translationsDir() + QStringLiteral("/stacklab_") + language + QStringLiteral(".qm")});
    for (File &file : files)
        file.found = QFileInfo(file.path).isFile();
    return files;
}
