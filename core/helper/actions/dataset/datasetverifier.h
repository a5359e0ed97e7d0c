#pragma once

#include "helper/actions/labaction.h"

// dataset-verify: re-reads every file of the manifest from the stack and compares size and BLAKE2b-256 checksum.
// The cached pages are dropped first so the bytes come from the disks (see work()).
class DatasetVerifier : public LabAction {
    Q_OBJECT

public:
    DatasetVerifier(const QString &id, QString mountPoint, QString manifestPath, QObject *parent = nullptr);

protected:
    Outcome work() override;

private:
    QString m_mountPoint;
    QString m_manifestPath;
};
