#pragma once

#include "helper/actions/labaction.h"

// dataset-write: `files` files of equal size from a seeded random stream under
// <mount>/dataset/, each fdatasync'ed, then syncfs; the BLAKE2b-256 of every file goes to the manifest
// the helper keeps outside the stack. Progress after every file.
class DatasetWriter : public LabAction {
    Q_OBJECT

public:
    DatasetWriter(const QString &id, QString mountPoint, QString manifestPath, qint64 sizeBytes, int files, qint64 seed,
        QObject *parent = nullptr);

    static QString fileName(int index); // dataset/file-0007.bin

protected:
    Outcome work() override;

private:
    QString m_mountPoint;
    QString m_manifestPath;
    qint64 m_sizeBytes;
    int m_files;
    qint64 m_seed;
};
