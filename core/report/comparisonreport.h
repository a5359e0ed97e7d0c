#pragma once

// The comparison report of a lab run: a column per stack, a row per measurement (seed 000's
// table), the command log and the tool versions. A plain value; the exporters in
// reportexport.h render it.

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

// How a measurement's numbers read to a person.
enum class MeasurementUnit { Bytes, Seconds, MiBPerSecond, Iops, Count, Verified };

// One row of the table: its JSON key, its unit and its title (translated).
struct MeasurementRow {
    QString key;
    MeasurementUnit unit;
    const char *title; // source text, context "ComparisonReport"
};

// Every row of the report, in seed 000's order; the keys are the JSON keys of issue 6.
const QList<MeasurementRow> &measurementRows();
QString measurementTitle(const MeasurementRow &row);
QString unitName(MeasurementUnit unit); // "bytes", "s", "MiB/s", "IOPS", "count", "verified"

// A measurement on one stack: one value per round, or not applicable with the reason. Not called
// Measurement: core/lab has that name for one recorded figure, and two classes of one name in one
// program break the one-definition rule (their inline destructors would be merged by the linker).
struct ReportMeasurement {
    QList<double> rounds;
    bool applicable = true;
    QString reason; // why not applicable ("mdadm has no snapshots")

    static ReportMeasurement of(QList<double> values) { return ReportMeasurement {std::move(values), true, {}}; }
    static ReportMeasurement notApplicable(const QString &why) { return ReportMeasurement {{}, false, why}; }
    bool operator==(const ReportMeasurement &) const = default;
};

// A column: the stack's recipe name ("mdadm-raid5"), its title ("mdadm RAID5 + XFS") and its
// measurements keyed as measurementRows(). A missing key means "not measured".
struct ReportStack {
    QString name;
    QString title;
    QMap<QString, ReportMeasurement> measurements;
    bool operator==(const ReportStack &) const = default;
};

// One command the lab ran, in order.
struct ReportCommand {
    QString stack;
    QStringList argv;
    int exitCode = 0;
    double durationS = 0;
    bool operator==(const ReportCommand &) const = default;
};

struct ComparisonReport {
    QString title;
    QString setup; // "3 x 10 GiB disks + 1 spare": heads the stack columns
    QList<ReportStack> stacks;
    QList<ReportCommand> commands;
    QMap<QString, QString> versions; // tool or "kernel" -> version
    // Where and as what the run ran, for a merge of many runs (docs/sweeps.md): "host", "target",
    // "session", "dataset_seed", "error" (why a stack failed), and the tags a sweep gives its
    // cell ("layout", "fill", "round", "sweep"). Empty for a report nobody will merge.
    QMap<QString, QString> run;
    bool operator==(const ComparisonReport &) const = default;
};

// A chart image for the HTML export (PNG bytes, embedded as a data: URI).
struct ReportChart {
    QString title;
    QByteArray png;
};

// argv as a person would type it: words quoted only where the shell needs it.
QString commandLine(const QStringList &argv);
