#include "helper/actions/dataset/datasetwriter.h"

#include "helper/actions/dataset/checksumpipeline.h"
#include "helper/actions/dataset/datasetmanifest.h"
#include "helper/actions/mountedstack.h"

#include "helper/actions/dataset/randomfill.h"
#include <QFile>

#include <QElapsedTimer>
#include <QJsonArray>

#include <cerrno>
#include <dirent.h>
#include <fcntl.h>
#include <unistd.h>
#include <vector>

namespace {

constexpr std::size_t ChunkBytes = 1 << 20;
constexpr qint64 FlushBytes = 8 << 20;
constexpr qsizetype MaxManifestInResult = 1024; // keeps the exited line well under the client's limit

double mibPerSecond(qint64 bytes, double seconds)
{
    return seconds > 0 ? static_cast<double>(bytes) / (1024.0 * 1024.0) / seconds : 0.0;
}

// Removes the regular files a previous dataset left, so the directory holds exactly the new one.
void clearDirectory(int directory)
{
    const int copy = ::dup(directory);
    if (copy < 0)
        return;
    DIR *dir = ::fdopendir(copy);
    if (!dir) {
        ::close(copy);
        return;
    }
    std::vector<std::string> names;
    while (const dirent *entry = ::readdir(dir)) {
        if (entry->d_type == DT_REG)
            names.emplace_back(entry->d_name);
    }
    ::closedir(dir);
    for (const std::string &name : names)
        ::unlinkat(directory, name.c_str(), 0);
}

} // namespace

DatasetWriter::DatasetWriter(const QString &id, QString mountPoint, QString manifestPath, qint64 sizeBytes, int files,
    qint64 seed, QObject *parent)
    : LabAction(id, parent)
    , m_mountPoint(std::move(mountPoint))
    , m_manifestPath(std::move(manifestPath))
    , m_sizeBytes(sizeBytes)
    , m_files(files)
    , m_seed(seed)
{
}

QString DatasetWriter::fileName(int index)
{
    return QStringLiteral("dataset/file-%1.bin").arg(index, 4, 10, QLatin1Char('0'));
}

LabAction::Outcome DatasetWriter::work()
{
    Outcome outcome;
    MountedStack stack;
    if (!stack.open(m_mountPoint, &outcome.error))
        return outcome;
    const int directory = stack.openDirectory(QStringLiteral("dataset"), true, &outcome.error);
    if (directory < 0)
        return outcome;
    clearDirectory(directory);
    // The old manifest describes files that are gone now; a cancelled write must not leave it behind.
    QFile::remove(m_manifestPath);

    const qint64 fileSize = m_sizeBytes / m_files;
    ChecksumPipeline checksums(DatasetManifest::algorithm, ChunkBytes);
    DatasetManifest manifest;
    qint64 written = 0;
    QElapsedTimer timer;
    timer.start();
    for (int i = 0; i < m_files && !isCancelled(); ++i) {
        const QString name = fileName(i);
        const QByteArray base = QFile::encodeName(name.section(QLatin1Char('/'), 1));
        const int fd
            = ::openat(directory, base.constData(), O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0600);
        if (fd < 0) {
            outcome.error = tr("Cannot create %1/%2: %3.").arg(m_mountPoint, name, MountedStack::errnoText(errno));
            break;
        }
        RandomFill random(static_cast<std::uint64_t>(m_seed), static_cast<std::uint64_t>(i));
        qint64 left = fileSize;
        qint64 flushed = 0;
        bool ok = true;
        while (left > 0 && !isCancelled()) {
            const std::size_t n = static_cast<std::size_t>(std::min<qint64>(left, ChunkBytes));
            char *buffer = checksums.acquire();
            random.fill(buffer, n);
            checksums.submit(buffer, n);
            const bool wrote = MountedStack::writeAll(fd, buffer, n);
            checksums.release(buffer);
            if (!wrote) {
                ok = false;
                break;
            }
            left -= static_cast<qint64>(n);
            written += static_cast<qint64>(n);
            // Start the writeback as we go: the fdatasync at the end then has little left, so a
            // cancel is answered within a second instead of after a whole file's flush.
            const qint64 inFile = fileSize - left;
            if (inFile - flushed >= FlushBytes || left == 0) {
                ::sync_file_range(fd, flushed, inFile - flushed, SYNC_FILE_RANGE_WRITE);
                flushed = inFile;
            }
        }
        const QByteArray checksum = checksums.checksum();
        if (ok && !isCancelled() && ::fdatasync(fd) != 0)
            ok = false;
        const int savedErrno = errno;
        ::close(fd);
        if (!ok) {
            outcome.error
                = tr("Writing %1/%2 failed: %3.").arg(m_mountPoint, name, MountedStack::errnoText(savedErrno));
            break;
        }
        if (isCancelled())
            break;
        manifest.entries.append({name, fileSize, QString::fromLatin1(checksum)});
        const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
        report(double(i + 1) / m_files, tr("%1 written (%2 of %3)").arg(name).arg(i + 1).arg(m_files),
            {{QStringLiteral("file"), name}, {QStringLiteral("files"), i + 1}, {QStringLiteral("bytes"), written},
                {QStringLiteral("seconds"), seconds},
                {QStringLiteral("mibPerSecond"), mibPerSecond(written, seconds)}});
    }
    if (!outcome.error.isEmpty() || isCancelled()) {
        // Half a dataset is no dataset: give its space back to the stack.
        clearDirectory(directory);
        ::close(directory);
        return outcome;
    }
    ::close(directory);
    if (!stack.syncFilesystem(&outcome.error))
        return outcome;
    const double seconds = static_cast<double>(timer.nsecsElapsed()) / 1e9;
    if (!manifest.save(m_manifestPath, &outcome.error))
        return outcome;
    outcome.ok = true;
    outcome.result = {{QStringLiteral("bytes"), written}, {QStringLiteral("files"), m_files},
        {QStringLiteral("fileBytes"), fileSize}, {QStringLiteral("seconds"), seconds},
        {QStringLiteral("mibPerSecond"), mibPerSecond(written, seconds)},
        {QStringLiteral("checksum"), DatasetManifest::algorithmName()},
        {QStringLiteral("manifestChecksum"), manifest.textChecksum()}};
    if (manifest.entries.size() <= MaxManifestInResult)
        outcome.result.insert(QStringLiteral("manifest"), manifest.toJson());
    else
        outcome.result.insert(QStringLiteral("manifestOmitted"), true);
    return outcome;
}
