#pragma once

#include "disks/disk/disk.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

// The JSON form of disks, documented in docs/disks-json.md. No translated text except `reason`.
QString diskClassName(DiskClass c); // "system", "in-use", "not-blank", "blank"
QString stableIdSourceName(StableIdSource s); // "by-id", "wwn", "serial", "by-path", "backing-file", "kernel-name"
QJsonObject diskToJson(const Disk &disk);
QJsonArray disksToJson(const QList<Disk> &disks);
