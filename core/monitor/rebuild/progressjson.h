#pragma once

#include "monitor/parsers/btrfsstatusparser.h"
#include "monitor/parsers/lvsreportparser.h"
#include "monitor/parsers/mdstatus.h"
#include "monitor/parsers/mdsysfsparser.h"
#include "monitor/parsers/zpoolstatusjsonparser.h"
#include "monitor/rebuild/rebuildfigures.h"

#include <QJsonArray>
#include <QJsonObject>

// The JSON shape of every monitor value (docs/monitor.md). Unset values are left out.
QJsonObject progressSampleToJson(const ProgressSample &sample);
QJsonObject mdstatToJson(const MdstatReport &report);
QJsonObject mdSysfsToJson(const MdSysfsStatus &status);
QJsonObject lvsToJson(const QList<LvStatus> &lvs);
QJsonObject zpoolStatusToJson(const QList<ZpoolStatus> &pools);
QJsonObject zpoolStatusJsonToJson(const QList<ZpoolJsonStatus> &pools);
QJsonObject btrfsReplaceToJson(const BtrfsReplaceStatus &status);
QJsonObject btrfsScrubToJson(const BtrfsScrubStatus &status);
QJsonObject rebuildFiguresToJson(const RebuildFigures &figures);
