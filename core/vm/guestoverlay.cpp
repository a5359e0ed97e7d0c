#include "vm/guestoverlay.h"

#include <QFile>
#include <QFileInfo>
#include <QProcess>
#include <QStandardPaths>

#include <sys/stat.h>

QMap<QString, QString> GuestOverlay::parseLdd(const QByteArray &lddOutput)
{
    QMap<QString, QString> libraries;
    for (const QByteArray &raw : lddOutput.split('\n')) {
        const QString line = QString::fromLocal8Bit(raw).trimmed();
        // "libQt6Core.so.6 => /lib/x86_64-linux-gnu/libQt6Core.so.6 (0x…)" or "/lib64/ld-linux-x86-64.so.2 (0x…)";
        // the vDSO has no file.
        const qsizetype arrow = line.indexOf(QLatin1String(" => "));
        if (arrow > 0) {
            const QString path = line.mid(arrow + 4).section(QLatin1Char(' '), 0, 0);
            if (path.startsWith(QLatin1Char('/')))
                libraries.insert(line.left(arrow), path);
        } else if (line.startsWith(QLatin1Char('/'))) {
            const QString path = line.section(QLatin1Char(' '), 0, 0);
            if (QFileInfo(path).fileName().startsWith(QLatin1String("ld-linux")))
                libraries.insert(QStringLiteral("ld-linux-x86-64.so.2"), path);
        }
    }
    return libraries;
}

namespace {

// The "new ASCII" cpio format the kernel's initramfs unpacker reads (no checksums).
class NewcWriter {
public:
    explicit NewcWriter(QFile *out)
        : m_out(out)
    {
    }

    bool directory(const QString &name) { return entry(name, S_IFDIR | 0755, {}); }
    bool symlink(const QString &name, const QString &target) { return entry(name, S_IFLNK | 0777, target.toUtf8()); }
    bool file(const QString &name, const QByteArray &data, int mode) { return entry(name, S_IFREG | mode, data); }
    bool trailer() { return entry(QStringLiteral("TRAILER!!!"), 0, {}); }

private:
    bool entry(const QString &name, int mode, const QByteArray &data)
    {
        const QByteArray encoded = QFile::encodeName(name) + '\0';
        QByteArray header = "070701";
        const quint32 fields[] = {++m_inode, static_cast<quint32>(mode), 0, 0, (mode & S_IFDIR) ? 2u : 1u, 0,
            static_cast<quint32>(data.size()), 0, 0, 0, 0, static_cast<quint32>(encoded.size()), 0};
        for (quint32 field : fields)
            header += QByteArray::number(field, 16).rightJustified(8, '0');
        QByteArray block = header + encoded;
        block.append(padding(block.size()), '\0');
        return m_out->write(block) == block.size() && m_out->write(data) == data.size()
            && m_out->write(QByteArray(padding(data.size()), '\0')) >= 0;
    }
    static int padding(qint64 size) { return static_cast<int>((4 - size % 4) % 4); }

    QFile *m_out;
    quint32 m_inode = 0;
};

} // namespace

bool GuestOverlay::write(
    const QString &helper, const QString &cpioPath, QString *error, qint64 *bytes, int *libraryCount)
{
    if (!QFileInfo(helper).isExecutable()) {
        *error = tr("The helper for the guest, %1, is not an executable file: build the stacklab-helper "
                    "target (cmake --build <build dir> --target stacklab-helper) or install StackLab.")
                     .arg(helper);
        return false;
    }
    const QString ldd = QStandardPaths::findExecutable(QStringLiteral("ldd"));
    if (ldd.isEmpty()) {
        *error = tr("ldd not found: install the libc-bin package.");
        return false;
    }
    QProcess process;
    process.start(ldd, {helper});
    if (!process.waitForFinished(30000) || process.exitCode() != 0) {
        *error = tr("ldd %1 failed: %2").arg(helper, QString::fromLocal8Bit(process.readAllStandardError()));
        return false;
    }
    const QMap<QString, QString> libraries = parseLdd(process.readAllStandardOutput());
    if (!libraries.contains(QStringLiteral("ld-linux-x86-64.so.2"))) {
        *error = tr("ldd %1 names no x86-64 loader: the guest runs x86-64 binaries only.").arg(helper);
        return false;
    }
    QFile out(cpioPath);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        *error = tr("Cannot write %1: %2").arg(cpioPath, out.errorString());
        return false;
    }
    NewcWriter cpio(&out);
    const QString root = QString::fromLatin1(guestRoot).mid(1);
    bool ok = cpio.directory(QStringLiteral("opt")) && cpio.directory(root)
        && cpio.directory(root + QStringLiteral("/bin")) && cpio.directory(root + QStringLiteral("/lib"));
    auto add = [&](const QString &source, const QString &target) {
        QFile file(source);
        if (!file.open(QIODevice::ReadOnly)) {
            *error = tr("Cannot read %1 for the guest: %2").arg(source, file.errorString());
            return false;
        }
        return cpio.file(target, file.readAll(), 0755);
    };
    ok = ok && add(helper, root + QStringLiteral("/bin/stacklab-helper"));
    // The dataset manifests live on the host's side of the share: the guest's root is RAM, and a
    // power cut must not take the record the data is checked against (a real system disk keeps it).
    const QString datasets = QString::fromLatin1(datasetLink).mid(1);
    ok = ok && cpio.directory(QStringLiteral("var")) && cpio.directory(QStringLiteral("var/lib"))
        && cpio.directory(datasets.section(QLatin1Char('/'), 0, -2))
        && cpio.symlink(datasets, QStringLiteral("/share/") + QLatin1String(shareDatasetDir));
    for (auto it = libraries.cbegin(); ok && it != libraries.cend(); ++it)
        ok = add(it.value(), root + QStringLiteral("/lib/") + it.key());
    ok = ok && cpio.trailer();
    if (!ok) {
        if (error->isEmpty())
            *error = tr("Cannot write %1: %2").arg(cpioPath, out.errorString());
        return false;
    }
    if (bytes)
        *bytes = out.size();
    if (libraryCount)
        *libraryCount = static_cast<int>(libraries.size());
    return true;
}

bool GuestOverlay::concatenate(const QString &base, const QString &overlay, const QString &out, QString *error)
{
    QFile target(out);
    if (!target.open(QIODevice::WriteOnly | QIODevice::Truncate)) {
        *error = tr("Cannot write %1: %2").arg(out, target.errorString());
        return false;
    }
    for (const QString &part : {base, overlay}) {
        QFile source(part);
        if (!source.open(QIODevice::ReadOnly)) {
            *error = tr("Cannot read %1: %2").arg(part, source.errorString());
            return false;
        }
        while (!source.atEnd()) {
            const QByteArray chunk = source.read(4 << 20);
            if (target.write(chunk) != chunk.size()) {
                *error = tr("Cannot write %1: %2. Free some space in the temporary directory.")
                             .arg(out, target.errorString());
                return false;
            }
        }
        // Each archive of a concatenated initrd must start on a 4-byte boundary.
        target.write(QByteArray(static_cast<int>((4 - target.size() % 4) % 4), '\0'));
    }
    return true;
}
