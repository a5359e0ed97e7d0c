#pragma once

// The report's predicted / measured / error view: what the planner said before a stack was built,
// next to what the lab then measured. A plain value (core/lab/stackpredictions fills it from a
// session); the exporters of reportexport.h render it with these functions.

#include <QByteArray>
#include <QJsonArray>
#include <QList>
#include <QString>

#include <optional>

struct ReportPrediction {
    QString stack; // recipe name, as ReportStack::name
    QString stackTitle; // as ReportStack::title
    QString key; // usable_bytes, initial_sync_s, rebuild_s, rebuilt_bytes (the measurement's key)
    QString label; // translated
    QString unit; // "bytes" or "s"
    QString basis; // what the forecast rests on ("disk speeds given: 200 MB/s", "the initial sync measured …")
    double predicted = 0;
    std::optional<double> measured; // nullopt: the run did not measure it
    double error = 0; // measured - predicted
    double relativeError = 0; // error / measured (0 when measured is 0)
    double relativeGoal = 0; // the planner's goal: |error| within this share …
    double absoluteGoal = 0; // … or this amount, whichever is larger
    bool withinGoal = false;
    bool atMeasuredRate = false; // a second rebuild forecast, from a rate the same run measured before the failure
    bool atPull = false; // a forecast from the allocation the tool stated at the pull (ZFS), not from the fill
    bool operator==(const ReportPrediction &) const = default;
};

// "## Predicted and measured" with one table row per stack × figure; empty without predictions.
QString predictionsMarkdown(const QList<ReportPrediction> &predictions);
QString predictionsHtml(const QList<ReportPrediction> &predictions);
// Rows for the report's CSV (stack, stack_title, measurement, unit, round, value, note): KEY_predicted
// with the forecast and its basis, KEY_prediction_error with measured - predicted and the share
// (KEY_predicted_at_measured_rate, KEY_prediction_error_at_measured_rate for the second forecast).
QList<QStringList> predictionsCsvRows(const QList<ReportPrediction> &predictions);
// [{"stack", "key", "unit", "predicted", "measured", "error", "relative_error", "within_goal" (the last four
//   null when not measured), "relative_goal", "absolute_goal", "at_measured_rate", "basis"}]
QJsonArray predictionsJson(const QList<ReportPrediction> &predictions);
