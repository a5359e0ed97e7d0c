#include "workload/job/jobcatalog.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>

QList<JobCatalog::Entry> JobCatalog::builtins()
{
    QList<Entry> entries;
    const QDir dir(QStringLiteral(":/jobs"));
    const QStringList files = dir.entryList({QStringLiteral("*.fio")}, QDir::Files, QDir::Name);
    for (const QString &file : files) {
        Entry entry;
        entry.path = dir.filePath(file);
        entry.name = QFileInfo(file).completeBaseName();
        QString text;
        QString error;
        if (read(entry.path, &text, &error))
            entry.description = descriptionOf(text);
        entries.append(entry);
    }
    return entries;
}

bool JobCatalog::read(const QString &path, QString *text, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = tr("Cannot read the job file %1: %2. Check the path and its permissions.")
                     .arg(QDir::toNativeSeparators(path), file.errorString());
        return false;
    }
    const QByteArray bytes = file.read(1024 * 1024 + 1);
    if (bytes.size() > 1024 * 1024) {
        *error = tr("%1 is larger than 1 MiB: this is not a fio job file.").arg(QDir::toNativeSeparators(path));
        return false;
    }
    *text = QString::fromUtf8(bytes);
    return true;
}

QString JobCatalog::descriptionOf(const QString &text)
{
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (const QString &raw : lines) {
        const QString line = raw.trimmed();
        if (line.isEmpty())
            continue;
        if (line.startsWith(QLatin1Char(';')) || line.startsWith(QLatin1Char('#')))
            return line.mid(1).trimmed();
        return {};
    }
    return {};
}
