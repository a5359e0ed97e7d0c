#pragma once

#include <QCoreApplication>
#include <QCryptographicHash>
#include <QJsonArray>
#include <QList>
#include <QString>

// What dataset-write wrote: one line per file, "CHECKSUM SIZE NAME" (NAME relative to the stack's
// mount point, e.g. dataset/file-0007.bin; CHECKSUM the file's BLAKE2b-256, as `b2sum -l 256`
// prints it). The helper keeps it outside the stack, in
// /var/lib/stacklab/datasets/<session>/<stack>.manifest (0600), so a broken or rebuilt stack cannot
// change the record it is checked against.
class DatasetManifest {
    Q_DECLARE_TR_FUNCTIONS(DatasetManifest)

public:
    // BLAKE2b-256, not SHA-256: as strong a check, and 4.4 times as fast in Qt's portable code (628
    // against 144 MB/s on the development host), which matters in the virtual lab's guest, where
    // the emulated CPU hashed a dataset at about 25 MB/s and so set the pace of every copy and
    // verify. Anyone can check a file by hand with coreutils' `b2sum -l 256`.
    static constexpr QCryptographicHash::Algorithm algorithm = QCryptographicHash::Blake2b_256;
    static QString algorithmName() { return QStringLiteral("BLAKE2b-256"); }

    struct Entry {
        QString name;
        qint64 size = 0;
        QString checksum; // lower-case hex, algorithm
        bool operator==(const Entry &) const = default;
    };

    QList<Entry> entries;

    QByteArray text() const;
    QString textChecksum() const; // the algorithm's checksum of text(), hex
    QJsonArray toJson() const;
    // False with *error when a line is not "CHECKSUM SIZE NAME" or a name leaves dataset/.
    static bool parse(const QByteArray &text, DatasetManifest *manifest, QString *error);

    // Atomic: a temporary file in the same directory, fsync, rename; the directory is made 0700.
    bool save(const QString &path, QString *error) const;
    static bool load(const QString &path, DatasetManifest *manifest, QString *error);
};
