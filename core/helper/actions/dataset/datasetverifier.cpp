#include "helper/actions/dataset/datasetverifier.h"

#include "helper/actions/dataset/checksumpipeline.h"
#include "helper/actions/dataset/datasetmanifest.h"
#include "helper/actions/mountedstack.h"

#include <QFile>

#include <QElapsedTimer>
#include <QJsonArray>

#include <cerrno>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

DatasetVerifier::DatasetVerifier(const QString &id, QString mountPoint, QString manifestPath, QObject *parent)
    : LabAction(id, parent)
    , m_mountPoint(std::move(mountPoint))
    , m_manifestPath(std::move(manifestPath))
{
}

LabAction::Outcome DatasetVerifier::work()
{
    Outcome outcome;
    DatasetManifest manifest;
    if (!DatasetManifest::load(m_manifestPath, &manifest, &outcome.error))
        return outcome;
    MountedStack stack;
    if (!stack.open(m_mountPoint, &outcome.error))
        return outcome;
    // How the cache is dropped: syncfs, then posix_fadvise(POSIX_FADV_DONTNEED) on each file
    // before it is read. Not O_DIRECT: it needs aligned sizes that a dataset's files need not
    // have, ZFS before 2.3 refuses it and btrfs falls back to buffered I/O for some extents anyway.
    // DONTNEED drops clean pages only, hence the syncfs first. ZFS's ARC is not the page cache: on
    // ZFS the read may come from the ARC (the result says cacheDropped "fadvise" either way).
    if (!stack.syncFilesystem(&outcome.error))
        return outcome;
    const int directory = stack.openDirectory(QStringLiteral("dataset"), false, &outcome.error);
    QStringList missing;
    QStringList mismatched;
    qint64 bytes = 0;
    ChecksumPipeline checksums(DatasetManifest::algorithm, 1 << 20);
    QElapsedTimer timer;
    timer.start();
    const qsizetype count = manifest.entries.size();
    for (qsizetype i = 0; i < count && !isCancelled(); ++i) {
        const DatasetManifest::Entry &entry = manifest.entries.at(i);
        const QByteArray base = QFile::encodeName(entry.name.section(QLatin1Char('/'), 1));
        const int fd = directory < 0 ? -1 : ::openat(directory, base.constData(), O_RDONLY | O_NOFOLLOW | O_CLOEXEC);
        struct stat info { };
        if (fd < 0 || ::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
            if (fd >= 0)
                ::close(fd);
            missing << entry.name;
            continue;
        }
        ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
        qint64 size = 0;
        bool readError = false;
        while (!isCancelled()) {
            char *buffer = checksums.acquire();
            const qint64 n = MountedStack::readAll(fd, buffer, checksums.bufferBytes());
            if (n > 0)
                checksums.submit(buffer, static_cast<std::size_t>(n));
            checksums.release(buffer);
            if (n < 0) {
                readError = true;
                break;
            }
            if (n == 0)
                break;
            size += n;
            if (static_cast<std::size_t>(n) < checksums.bufferBytes())
                break;
        }
        const QByteArray checksum = checksums.checksum();
        ::close(fd);
        bytes += size;
        if (readError || size != entry.size || QString::fromLatin1(checksum) != entry.checksum)
            mismatched << entry.name;
        const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
        report(double(i + 1) / double(count), tr("%1 read (%2 of %3)").arg(entry.name).arg(i + 1).arg(count),
            {{QStringLiteral("file"), entry.name}, {QStringLiteral("files"), i + 1}, {QStringLiteral("bytes"), bytes},
                {QStringLiteral("seconds"), seconds}});
    }
    if (directory >= 0)
        ::close(directory);
    else
        missing.clear(); // reported below as the missing directory, all of it
    const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    if (directory < 0) {
        for (const DatasetManifest::Entry &entry : std::as_const(manifest.entries))
            missing << entry.name;
    }
    const bool verified = missing.isEmpty() && mismatched.isEmpty() && !isCancelled();
    outcome.result = {{QStringLiteral("files"), count}, {QStringLiteral("bytes"), bytes},
        {QStringLiteral("seconds"), seconds},
        {QStringLiteral("mibPerSecond"), seconds > 0 ? static_cast<double>(bytes) / 1048576.0 / seconds : 0.0},
        {QStringLiteral("verified"), verified}, {QStringLiteral("mismatched"), QJsonArray::fromStringList(mismatched)},
        {QStringLiteral("missing"), QJsonArray::fromStringList(missing)},
        {QStringLiteral("cacheDropped"), QStringLiteral("fadvise")}};
    outcome.ok = verified;
    if (!verified && !isCancelled())
        outcome.error = tr("The dataset differs from its manifest: %1 of %2 files changed, %3 missing.")
                            .arg(mismatched.size())
                            .arg(count)
                            .arg(missing.size());
    else
        outcome.error.clear();
    return outcome;
}
