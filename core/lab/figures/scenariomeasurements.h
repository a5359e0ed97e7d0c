#pragma once

#include "lab/figures/toolstatement.h"
#include "lab/session/labsession.h"
#include "stacks/recipe/stackprobes.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

// Turns what the helper answered into the report's measurements (keys and units of
// docs/report.md). Pure: the unit tests feed it the real JSON shapes.
class ScenarioMeasurements {
    Q_DECLARE_TR_FUNCTIONS(ScenarioMeasurements)

public:
    // fio-compatible JSON of storage-bench (jobs[] seq-write-1m, seq-read-1m, rand-read-4k):
    // seq_write_mibs, seq_read_mibs (bw is KiB/s), rand_read_iops. A job missing from the result
    // is an error naming it.
    static QList<Measurement> fromStorageBench(
        const QString &stack, int round, const QJsonObject &fio, QString *error = nullptr);
    // dataset-write's result {bytes, files, seconds, mibPerSecond, manifestSha256}: copy_s.
    static std::optional<Measurement> fromDatasetWrite(
        const QString &stack, const QJsonObject &result, QString *error = nullptr);
    // dataset-verify's result {verified, mismatched[], missing[], …}: data_verified (1 or 0).
    static std::optional<Measurement> fromDatasetVerify(
        const QString &stack, const QJsonObject &result, QString *error = nullptr);
    // overwrite's result {bytes, seconds, mibPerSecond}: the given key in MiB/s.
    static std::optional<Measurement> fromOverwrite(
        const QString &stack, const QString &key, const QJsonObject &result, QString *error = nullptr);
    // space's answer {sizeBytes, usedBytes, availableBytes}: the field, if present and whole.
    static std::optional<qint64> spaceField(const QJsonObject &space, const QString &field);

    // A figure a storage tool states (ToolStatement::read) in the output of the last of `steps`
    // that states it, with the step's argv and the line(s) as its source.
    static std::optional<Measurement> fromSteps(const QString &stack, const QString &key, const QString &unit,
        const QList<SessionStepRecord> &steps, const ToolStatement::Context &context = {});
    // Snapshot space after the overwrite, from the snapshot phase's space check run once when the
    // snapshot was taken (`before`) and again after the overwrite (`after`): LVM thick (the
    // reserve's Data%), thin (the pool's growth between the two), ZFS (USEDSNAP), btrfs (the growth
    // of Data used between the two). The stack's probe says whether both readings are needed.
    static std::optional<Measurement> snapshotSpace(const QString &stack, const SnapshotSpaceProbe &probe,
        const SessionStepRecord &before, const SessionStepRecord &after);

    // The replacement's sequential write speed from the prepare phase's dd step: what dd states
    // (coreutils: "… bytes … copied, T s"), else (busybox dd prints only "64+0 records out") the
    // bytes the records out line confirms divided by the step's wall clock, a StackLab measurement.
    static std::optional<Measurement> replacementWriteSpeed(
        const QString &stack, const QList<SessionStepRecord> &steps);

    static Measurement make(const QString &stack, const QString &key, double value, const QString &unit, int round = 0,
        const QString &note = {}, const MeasurementSource &source = {});
};
