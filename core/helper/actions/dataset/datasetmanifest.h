#pragma once

#include <QCoreApplication>
#include <QJsonArray>
#include <QList>
#include <QString>

// What dataset-write wrote: one line per file, "SHA256 SIZE NAME" (NAME relative to the stack's
// mount point, e.g. dataset/file-0007.bin). The helper keeps it outside the stack, in
// /var/lib/stacklab/datasets/<session>/<stack>.manifest (0600), so a broken or rebuilt stack cannot
// change the record it is checked against.
class DatasetManifest {
    Q_DECLARE_TR_FUNCTIONS(DatasetManifest)

public:
    struct Entry {
        QString name;
        qint64 size = 0;
        QString sha256; // lower-case hex
        bool operator==(const Entry &) const = default;
    };

    QList<Entry> entries;

    QByteArray text() const;
    QString textSha256() const; // sha256 of text(), hex
    QJsonArray toJson() const;
    // False with *error when a line is not "SHA256 SIZE NAME" or a name leaves dataset/.
    static bool parse(const QByteArray &text, DatasetManifest *manifest, QString *error);

    // Atomic: a temporary file in the same directory, fsync, rename; the directory is made 0700.
    bool save(const QString &path, QString *error) const;
    static bool load(const QString &path, DatasetManifest *manifest, QString *error);
};
