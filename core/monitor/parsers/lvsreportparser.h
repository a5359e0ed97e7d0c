#pragma once

#include "monitor/sample/parseerror.h"
#include "monitor/sample/progresssample.h"

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringView>

// One LV row of "lvs --reportformat json" (every value a string, lvm2 2.03.16) or "json_std"
// (numbers as numbers, undefined as null or absent).
struct LvStatus {
    QString vg;
    QString name; // "[data_rimage_0]" for hidden LVs, as lvs prints them
    QString attr; // lv_attr, 10 characters
    QString segtype;
    QString healthStatus; // lv_health_status: "", "partial", "refresh needed", "mismatches exist"
    QString raidSyncAction; // idle, frozen, resync, recover, check, repair, reshape
    std::optional<double> syncPercent;
    std::optional<double> copyPercent;
    std::optional<double> dataPercent;
    std::optional<double> metadataPercent;
    std::optional<qint64> sizeBytes;
    std::optional<qint64> mismatchCount; // raid_mismatch_count: stripes a check found disagreeing
    // integritymismatches (--raidintegrity y): blocks dm-integrity found with a wrong checksum, on
    // read or check; for the RAID LV the sum over its images.
    std::optional<qint64> integrityMismatches;
    ProgressSample progress;

    bool partial() const; // a leg is missing: the LV runs degraded
};

class LvsReportParser {
    Q_DECLARE_TR_FUNCTIONS(LvsReportParser)

public:
    static ParseResult<QList<LvStatus>> parse(QStringView json, qint64 timestampMs = 0);
};
