#pragma once

#include "lab/scenario/labrunplan.h"
#include "monitor/sample/progresssample.h"

#include <QDateTime>
#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

#include <optional>

// Where a step stands. A step still Running when its session is reopened was cut short by a
// crash of the app or the helper and becomes Interrupted.
enum class StepState { Running, Succeeded, Failed, Cancelled, Interrupted };

QString stepStateName(StepState state);
std::optional<StepState> stepStateFromName(const QString &name);

// One command the lab ran (or is running) for a stack.
struct SessionStepRecord {
    static constexpr int maxOutputLines = 2000; // the last lines are kept, the count of dropped ones too

    QString phase; // prepare, build, sync, mount, snapshot, fail, rebuild, scrub, teardown
    QString stepId;
    QString title;
    QStringList argv;
    qint64 startedAtMs = 0; // epoch ms
    qint64 endedAtMs = 0; // 0 while running (and for an interrupted step)
    int exitCode = -1;
    bool ok = false;
    QStringList outputLines;
    qint64 droppedOutputLines = 0;
    StepState state = StepState::Running;

    // Appends lines and drops the oldest beyond maxOutputLines.
    void appendOutput(const QStringList &lines);
    // The tool's last words: the last output lines that say what went wrong (an "ERROR:" line,
    // errno text), else the last line; empty for a step that printed nothing.
    QString lastWords() const;

    friend bool operator==(const SessionStepRecord &, const SessionStepRecord &) = default;
};

// Where a figure came from: a storage tool's own statement (the command and the line(s) it printed)
// or StackLab's own measurement (the helper's or the runner's, and how it was taken).
struct MeasurementSource {
    enum class Kind {
        NotRecorded, // a session written before sources were recorded (issue 18)
        Tool, // a storage tool stated it: command + lines
        Measured, // StackLab measured it itself: method (+ the raw figures in lines, if any)
    };
    Kind kind = Kind::NotRecorded;
    QStringList command; // Tool: the argv that printed the lines
    QStringList lines; // Tool: the line(s) the value stands on, verbatim; Measured: raw figures
    QString method; // Tool: how the value is read off the lines; Measured: how it was measured

    static MeasurementSource tool(const QStringList &command, const QStringList &lines, const QString &method = {});
    static MeasurementSource measured(const QString &method, const QStringList &lines = {});

    friend bool operator==(const MeasurementSource &, const MeasurementSource &) = default;
};

QString measurementSourceKindName(MeasurementSource::Kind kind); // "not_recorded", "tool", "measured"
std::optional<MeasurementSource::Kind> measurementSourceKindFromName(const QString &name);

// One measured figure, keyed as the report's JSON (rebuild_s, seq_write_mibs, ...).
struct Measurement {
    QString stack;
    QString key;
    double value = 0;
    QString unit;
    int round = 0; // 0 for a figure measured once, 1..N for repeated runs
    QString note;
    MeasurementSource source;

    friend bool operator==(const Measurement &, const Measurement &) = default;
};

// One progress reading of a rebuild, resilver, scrub or initial sync.
struct SessionProgressSample {
    QString stack;
    QString kind; // rebuild, resilver, scrub, sync
    ProgressSample sample;

    friend bool operator==(const SessionProgressSample &, const SessionProgressSample &) = default;
};

// One run of one stack's scenario: where its records begin in the session's lists and how it
// ended. A stack run again (a resumed session) gets a new run; the report takes each stack's
// figures from its last run only, so a run cut short never mixes with the one that replaced it.
struct SessionStackRun {
    QString stack;
    qint64 startedAtMs = 0; // epoch ms
    qint64 endedAtMs = 0; // 0 while running (and for an interrupted run)
    int firstStep = 0; // sizes of steps, measurements and progress when the run began
    int firstMeasurement = 0;
    int firstProgress = 0;
    StepState state = StepState::Running; // Succeeded, Failed, Cancelled, or Interrupted by a crash
    QString error; // why it failed, in words
    QStringList
        drills {}; // the fault drills this run had in its stages ("corruption", …; braces: aggregates may omit it)

    friend bool operator==(const SessionStackRun &, const SessionStackRun &) = default;
};

struct SessionMetadata {
    QString name;
    QDateTime created; // UTC, millisecond precision
    QString target; // host, vm or loop
    QStringList stacks;
    QMap<QString, QString> toolVersions; // tool -> version text (kernel, mdadm, zfs, ...)
    LabRunPlan run; // the multi-stack run this session records (empty for a GUI session)
    // The virtual lab's disk profile and the size of each lab disk, as the lab ran (the claim
    // stage records them): what the report scales times by. Name empty: not a virtual lab, or a
    // session recorded before profiles.
    DiskProfile diskProfile {};
    qint64 labDiskBytes = 0;

    friend bool operator==(const SessionMetadata &, const SessionMetadata &) = default;
};

// Everything a lab session recorded. A plain value: the store persists it, the GUI and the
// report render it.
struct LabSession {
    SessionMetadata metadata;
    QList<SessionStepRecord> steps; // in the order they started; a step's index is its position
    QList<Measurement> measurements;
    QList<SessionProgressSample> progress;
    QList<SessionStackRun> stackRuns; // in the order they started

    // Marks every Running step and stack run Interrupted; returns how many steps.
    int interruptRunningSteps();
    // The measurements of one stack run: from its first one up to the next run's first.
    QList<Measurement> measurementsOf(int stackRun) const;
    // The steps of one stack run: from its first one up to the next run's first.
    QList<SessionStepRecord> stepsOf(int stackRun) const;

    friend bool operator==(const LabSession &, const LabSession &) = default;
};
