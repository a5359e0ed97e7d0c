#include "helper/actions/dataset/datasetmanifest.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSaveFile>

#include <sys/stat.h>

QByteArray DatasetManifest::text() const
{
    QByteArray text;
    for (const Entry &entry : entries)
        text += entry.checksum.toLatin1() + ' ' + QByteArray::number(entry.size) + ' ' + entry.name.toUtf8() + '\n';
    return text;
}

QString DatasetManifest::textChecksum() const
{
    return QString::fromLatin1(QCryptographicHash::hash(text(), algorithm).toHex());
}

QJsonArray DatasetManifest::toJson() const
{
    QJsonArray array;
    for (const Entry &entry : entries)
        array.append(QJsonObject {{QStringLiteral("name"), entry.name}, {QStringLiteral("size"), entry.size},
            {QStringLiteral("checksum"), entry.checksum}});
    return array;
}

bool DatasetManifest::parse(const QByteArray &text, DatasetManifest *manifest, QString *error)
{
    static const QRegularExpression line(
        QStringLiteral("\\A([0-9a-f]{64}) ([0-9]{1,18}) (dataset/[A-Za-z0-9._-]+)\\z"));
    DatasetManifest result;
    const QList<QByteArray> lines = text.split('\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (lines[i].isEmpty() && i == lines.size() - 1)
            break;
        const auto match = line.match(QString::fromUtf8(lines[i]));
        if (!match.hasMatch() || match.captured(3).contains(QLatin1String(".."))) {
            *error = tr("Line %1 of the dataset manifest is not 'CHECKSUM SIZE dataset/NAME'.").arg(i + 1);
            return false;
        }
        result.entries.append({match.captured(3), match.captured(2).toLongLong(), match.captured(1)});
    }
    *manifest = result;
    return true;
}

bool DatasetManifest::save(const QString &path, QString *error) const
{
    const QString directory = QFileInfo(path).absolutePath();
    if (!QDir().mkpath(directory) || ::chmod(QFile::encodeName(directory).constData(), 0700) != 0) {
        *error = tr("Cannot create the manifest directory %1.").arg(directory);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || !file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)
        || file.write(text()) != text().size() || !file.commit()) {
        *error = tr("Cannot write the manifest %1: %2.").arg(path, file.errorString());
        return false;
    }
    return true;
}

bool DatasetManifest::load(const QString &path, DatasetManifest *manifest, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = tr("Cannot read the manifest %1: %2.").arg(path, file.errorString());
        return false;
    }
    return parse(file.read(64 << 20), manifest, error);
}
