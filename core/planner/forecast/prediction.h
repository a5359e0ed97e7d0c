#pragma once

#include "planner/layout/layoutrequest.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QMap>
#include <QString>

#include <optional>

// One figure the planner predicts before a stack is built, with the goal the measurement must
// meet. Keys follow the lab report (docs/report.md) where the lab measures the same thing:
// usable_bytes (statvfs size of the mount point), initial_sync_s, rebuild_s, rebuilt_bytes; the
// tools' own figures have their own keys (df_avail, zfs_avail, btrfs_free_estimated, thin_pool, …).
struct PredictedValue {
    QString key;
    QString label; // translated
    double value = 0;
    QString unit; // bytes, s
    double relativeGoal = 0; // |error| within this share of the measured value …
    double absoluteGoal = 0; // … or within this absolute amount, whichever is larger
    QString tool; // what measures it
    bool operator==(const PredictedValue &) const = default;
};

// What a lab run records before it builds: the request, the assumptions and every predicted figure.
struct Prediction {
    LayoutRequest request;
    PlannerAssumptions assumptions;
    QList<PredictedValue> values;

    const PredictedValue *value(const QString &key) const;
    QJsonObject toJson() const;
    // Reads what toJson() wrote; on a malformed object returns nullopt with a reason naming the field.
    static std::optional<Prediction> fromJson(const QJsonObject &json, QString *error);
    bool operator==(const Prediction &) const = default;
};

// A predicted figure next to its measurement.
struct ScoredValue {
    QString key;
    QString label;
    QString unit;
    double predicted = 0;
    std::optional<double> measured; // nullopt: the run did not measure it
    double error = 0; // measured - predicted
    double relativeError = 0; // error / measured (0 when measured is 0)
    bool withinGoal = false;
};

struct PredictionScore {
    QList<ScoredValue> values; // in the prediction's order
    int measured = 0;
    int withinGoal = 0;
    const ScoredValue *value(const QString &key) const;
    QJsonObject toJson() const;
};

// Compares every predicted figure with the measurement of the same key (bytes as bytes, seconds as
// seconds). A key the measurements lack stays unscored; measurements the prediction lacks are ignored.
PredictionScore scorePrediction(const Prediction &prediction, const QMap<QString, double> &measurements);
