#pragma once

#include "helper/actions/labaction.h"

// overwrite: rewrites sizeBytes of <mount>/overwrite.dat in place with new random data, block by
// block, then fdatasync; timed. A missing (or shorter) file is first written with sizeBytes of
// data, untimed. Run once without and once with a snapshot, it gives the snapshot's write cost.
class OverwriteAction : public LabAction {
    Q_OBJECT

public:
    OverwriteAction(const QString &id, QString mountPoint, qint64 sizeBytes, QObject *parent = nullptr);

    static QString fileName() { return QStringLiteral("overwrite.dat"); }

protected:
    Outcome work() override;

private:
    // Writes [0, size) of fd with data of the stream, fdatasync at the end; false with *error.
    bool writeRange(int fd, std::uint64_t stream, double fractionFrom, double fractionTo, QString *error);

    QString m_mountPoint;
    qint64 m_sizeBytes;
};
