#pragma once

// Median and [min to max] of a measurement's rounds, printed as seed 000 prints them:
// "793 (532 to 837)", "61.5k (58.6k to 62.3k)", "20.00 GiB", "62.6 s".

#include "report/table/comparisonreport.h"

struct MeasurementSummary {
    bool applicable = true;
    bool measured = false; // at least one round
    QString reason;
    // Checks the figure failed (its own source, a physical limit): the value is not shown.
    QStringList failedChecks;
    double median = 0;
    double min = 0;
    double max = 0;
    int rounds = 0;

    static MeasurementSummary of(const ReportMeasurement &measurement);
    static MeasurementSummary of(const ReportStack &stack, const QString &key);

    bool shown() const { return measured && failedChecks.isEmpty(); } // a number in the table
    // "793 (532 to 837)", "793" when all rounds agree, "n/a: <reason>", "not measured",
    // "failed check: <what>".
    QString text(MeasurementUnit unit) const;
};

// One value in human units: GiB with 2 decimals, s, MiB/s, IOPS with k above 10,000,
// counts, "yes"/"no".
QString formatValue(double value, MeasurementUnit unit);

// Bytes for a person: "1.93 GiB" as the report states them from a GiB up, "512 MiB", "4.5 MiB",
// "12 KiB", "512 bytes" below (where the report's GiB would read "0.00 GiB").
QString formatBytes(double bytes);

// A recorded figure said for a person in the lab's log, with its row's title where the report has
// one and its key last so the log stays greppable: "Usable space: 1.93 GiB (usable_bytes)",
// "Seq write 1M: 412 MiB/s (seq_write_mibs)". `unit` is the session's unit name (unitName()).
QString measurementLine(const QString &key, double value, const QString &unit);
