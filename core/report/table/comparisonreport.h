#pragma once

// The comparison report of a lab run: a column per stack, a row per measurement (seed 000's
// table), the command log and the tool versions. A plain value; the exporters in
// reportexport.h render it.

#include "report/table/predictionrows.h"

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

// How a measurement's numbers read to a person.
// Verified is a check (yes holds, no failed); YesNo a finding where either answer can be the
// truth a drill shows (second failure: data lost, yes on single parity), never a failure of the run.
enum class MeasurementUnit { Bytes, Seconds, MiBPerSecond, Iops, Count, Verified, Percent, Milliseconds, YesNo };

// One row of the table: its JSON key, its unit and its title (translated).
struct MeasurementRow {
    QString key;
    MeasurementUnit unit;
    const char *title; // source text, context "ComparisonReport"
};

// Every row of the report, in seed 000's order; the keys are the JSON keys of issue 6.
const QList<MeasurementRow> &measurementRows();
QString measurementTitle(const MeasurementRow &row);
QString unitName(MeasurementUnit unit); // "bytes", "s", "MiB/s", "IOPS", "count", "verified", "%"

// Where a figure came from (the lab session's MeasurementSource), for the report's footnotes and
// the JSON `source`.
struct ReportSource {
    enum class Kind { NotRecorded, Tool, Measured };
    Kind kind = Kind::NotRecorded;
    QStringList command; // Tool: the argv that printed the lines
    QStringList lines; // Tool: the line(s) the figure stands on; Measured: raw figures
    QString method; // how the figure is read off the lines, or how StackLab measured it

    // "zpool status tank: “scan: resilvered 468M in …” (the "resilvered" figure …)",
    // "measured by StackLab: …", "source not recorded" (translated).
    QString text() const;
    QString kindName() const; // "tool", "measured", "not_recorded"
    bool operator==(const ReportSource &) const = default;
};

// A check of the figures: a figure against its own source or a physical limit, and its outcome.
struct ReportCheck {
    QString key; // the row it checks; empty for the stack as a whole (its progress samples)
    QString name; // "source", "replacement-size", "replacement-speed", "percent"
    bool passed = true;
    QString message; // what was compared, with the numbers (translated)
    bool operator==(const ReportCheck &) const = default;
};

// A measurement on one stack: one value per round, or not applicable with the reason. Not called
// Measurement: core/lab has that name for one recorded figure, and two classes of one name in one
// program break the one-definition rule (their inline destructors would be merged by the linker).
struct ReportMeasurement {
    QList<double> rounds;
    bool applicable = true;
    QString reason; // why not applicable ("mdadm has no snapshots")
    QList<ReportSource> sources; // one per round, in round order (empty: none known)

    static ReportMeasurement of(QList<double> values, QList<ReportSource> sources = {})
    {
        return ReportMeasurement {std::move(values), true, {}, std::move(sources)};
    }
    static ReportMeasurement notApplicable(const QString &why) { return ReportMeasurement {{}, false, why, {}}; }
    // The footnote for this figure: the one source all rounds share, else each round's.
    QString sourceText() const;
    bool operator==(const ReportMeasurement &) const = default;
};

// A column: the stack's recipe name ("mdadm-raid5"), its title ("mdadm RAID5 + XFS") and its
// measurements keyed as measurementRows(). A missing key means "not measured".
struct ReportStack {
    // How the stack's run ended. A report written from a partial session (a crash, a lab that
    // died, a cancel) marks every column that is not Complete, with the reason.
    enum class Completion { Complete, Failed, Cancelled, Interrupted, Running, NotRun };

    QString name;
    QString title;
    QMap<QString, ReportMeasurement> measurements;
    QList<ReportCheck> checks; // every check of this stack's figures, passed or failed
    // The messages of the failed checks of `key` (empty key: of the stack as a whole).
    QStringList failedChecks(const QString &key) const;
    Completion completion = Completion::Complete;
    QString completionNote {}; // why the column is not complete, in words (braces: aggregates may omit it)
    bool operator==(const ReportStack &) const = default;
};

// "complete", "failed", "cancelled", "interrupted", "running", "not_run": the JSON and CSV word.
QString completionName(ReportStack::Completion completion);
// What a column header says about a stack that did not complete ("interrupted"); empty if complete.
QString completionLabel(ReportStack::Completion completion);

// One command the lab ran, in order.
struct ReportCommand {
    QString stack;
    QStringList argv;
    int exitCode = 0;
    double durationS = 0;
    bool operator==(const ReportCommand &) const = default;
};

// One timed phase of one stack against the disk profile (issue 28): how busy the lab disks were
// and, when the disks set the pace, its time scaled to the modelled real disk.
struct ReportDiskPhase {
    QString stack;
    QString phase; // sync, dataset, rebuild, verify, scrub
    QString rowKey; // the table row that holds its time (initial_sync_s, copy_s, rebuild_s); empty: none
    double labSeconds = -1; // the row's median, else the disk window; -1: unknown
    double capPercent = -1; // the busiest lab disk's share of the cap; -1: unthrottled
    bool diskBound = false; // capPercent >= 80: the time is the disks', it scales
    QString load; // DiskLoad::text(): the busiest disk's rate, IOPS, busy time
    double scaledSeconds = -1; // labSeconds × the time scale when disk-bound, else -1 (not scaled)
    bool operator==(const ReportDiskPhase &) const = default;
};

// The scale model the lab ran under: the disk profile, what one lab disk stands for and each
// timed phase. Empty (profile empty) for a report of host or loop disks.
struct ReportDiskModel {
    QString profile; // DiskProfile::describe()
    bool throttled = false;
    double timeScale = 0; // real time ÷ lab time for a phase that moves a share of each disk; 0: none
    double rateFactor = 0; // the modelled disk's rate ÷ the lab's
    QString labDisk; // "1 GiB"
    QString realDisk; // "8 TB"
    QList<ReportDiskPhase> phases;
    bool isEmpty() const { return profile.isEmpty(); }
    bool operator==(const ReportDiskModel &) const = default;
};

struct ComparisonReport {
    QString title;
    QString setup; // "3 x 10 GiB disks + 1 spare": heads the stack columns
    QList<ReportStack> stacks;
    QList<ReportCommand> commands;
    QMap<QString, QString> versions; // tool or "kernel" -> version
    QList<ReportPrediction> predictions; // the planner's forecast per stack against the measurement
    // Where and as what the run ran, for a merge of many runs (docs/sweeps.md): "host", "target",
    // "session", "dataset_seed", "error" (why a stack failed), and the tags a sweep gives its
    // cell ("layout", "fill", "round", "sweep"). Empty for a report nobody will merge.
    QMap<QString, QString> run;
    // The session's verdict (RunVerdict in core/lab): "passed", "failed" or "interrupted", and its
    // line for a person. Empty for a report not made from one session (a sweep's merge): then
    // reportVerdict() judges by the stacks' completion.
    QString verdict {};
    QString verdictText {};
    ReportDiskModel diskModel; // the virtual lab's disk profile and its scale model (issue 28)
    bool operator==(const ComparisonReport &) const = default;
};

// A chart image for the HTML export (PNG bytes, embedded as a data: URI).
struct ReportChart {
    QString title;
    QByteArray png;
};

// argv as a person would type it: words quoted only where the shell needs it.
QString commandLine(const QStringList &argv);
