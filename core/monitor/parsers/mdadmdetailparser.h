#pragma once

#include "monitor/sample/parseerror.h"

#include <QCoreApplication>
#include <QMap>
#include <QString>
#include <QStringView>

#include <optional>

// The header of "mdadm --detail /dev/mdX" (mdadm 4.x, Detail.c): "Key : value" lines up to the
// member table. Sizes are printed in KiB ("Used Dev Size : 522240 (510.00 MiB 534.77 MB)").
struct MdadmDetail {
    QString device; // "/dev/md0", the first line without its colon
    QString raidLevel; // raid5
    std::optional<qint64> arraySizeKiB;
    std::optional<qint64> usedDevSizeKiB; // per member: what a recovery writes to a new member
    QString state; // "clean, degraded"
    std::optional<int> raidDevices;
    std::optional<int> activeDevices;
    std::optional<int> failedDevices;
    QMap<QString, QString> fields; // every "Key : value" as printed, value trimmed
    QMap<QString, QString> lines; // key -> its whole line, trimmed
};

class MdadmDetailParser {
    Q_DECLARE_TR_FUNCTIONS(MdadmDetailParser)

public:
    static ParseResult<MdadmDetail> parse(QStringView text);
};
