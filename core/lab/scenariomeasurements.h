#pragma once

#include "lab/labsession.h"

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
    // Scrub errors: the last sample's error count; else a step's output that reports them
    // (md, LVM: the "mismatches" step's number; btrfs: "no errors found" or "Error summary: … csum=N").
    static std::optional<qint64> scrubErrors(
        const QList<SessionStepRecord> &scrubSteps, const std::optional<ProgressSample> &lastSample);

    // btrfs: the bytes the replacement device holds after `btrfs replace`, from `btrfs filesystem
    // show` ("devid 3 size 512.00MiB used 193.50MiB path /dev/loop3"); `paths` names the spare.
    static std::optional<qint64> btrfsDeviceUsedBytes(const QStringList &showOutput, const QStringList &paths);
    // LVM: an LV's size times its data_percent, from the text `lvs -o lv_name,lv_size,data_percent,…`
    // prints (the snapshot phase's check): the reserve a thick snapshot used (data_snap), the data
    // a thin pool holds (tpool).
    static std::optional<qint64> lvsDataBytes(const QStringList &lvsOutput, const QString &lvName);

    static Measurement make(const QString &stack, const QString &key, double value, const QString &unit, int round = 0,
        const QString &note = {});
};
