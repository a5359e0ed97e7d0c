#pragma once

#include "monitor/btrfsstatusparser.h"
#include "monitor/lvsreportparser.h"
#include "monitor/mdstatus.h"
#include "monitor/mdsysfsparser.h"
#include "monitor/rebuildfigures.h"
#include "monitor/zpoolstatusjsonparser.h"

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
