#include "planner/forecast/prediction.h"

#include <QJsonArray>

#include <cmath>

const PredictedValue *Prediction::value(const QString &key) const
{
    for (const PredictedValue &v : values) {
        if (v.key == key)
            return &v;
    }
    return nullptr;
}

QJsonObject Prediction::toJson() const
{
    QJsonArray array;
    for (const PredictedValue &v : values)
        array.append(QJsonObject {{QStringLiteral("key"), v.key}, {QStringLiteral("label"), v.label},
            {QStringLiteral("value"), v.value}, {QStringLiteral("unit"), v.unit},
            {QStringLiteral("relativeGoal"), v.relativeGoal}, {QStringLiteral("absoluteGoal"), v.absoluteGoal},
            {QStringLiteral("tool"), v.tool}});
    return {{QStringLiteral("request"), request.toJson()}, {QStringLiteral("assumptions"), assumptions.toJson()},
        {QStringLiteral("values"), array}};
}

std::optional<Prediction> Prediction::fromJson(const QJsonObject &json, QString *error)
{
    const auto fail = [error](const QString &why) -> std::optional<Prediction> {
        if (error)
            *error = why;
        return std::nullopt;
    };
    if (!json.value(QStringLiteral("request")).isObject())
        return fail(QStringLiteral("prediction: 'request' is missing or not an object"));
    if (!json.value(QStringLiteral("values")).isArray())
        return fail(QStringLiteral("prediction: 'values' is missing or not an array"));
    Prediction prediction;
    prediction.request = LayoutRequest::fromJson(json.value(QStringLiteral("request")).toObject());
    prediction.assumptions = PlannerAssumptions::fromJson(json.value(QStringLiteral("assumptions")).toObject());
    const QJsonArray values = json.value(QStringLiteral("values")).toArray();
    for (int i = 0; i < values.size(); ++i) {
        const QJsonObject o = values.at(i).toObject();
        if (!o.value(QStringLiteral("key")).isString() || !o.value(QStringLiteral("value")).isDouble())
            return fail(QStringLiteral("prediction: values[%1] needs a string 'key' and a number 'value'").arg(i));
        prediction.values << PredictedValue {o.value(QStringLiteral("key")).toString(),
            o.value(QStringLiteral("label")).toString(), o.value(QStringLiteral("value")).toDouble(),
            o.value(QStringLiteral("unit")).toString(), o.value(QStringLiteral("relativeGoal")).toDouble(),
            o.value(QStringLiteral("absoluteGoal")).toDouble(), o.value(QStringLiteral("tool")).toString()};
    }
    return prediction;
}

const ScoredValue *PredictionScore::value(const QString &key) const
{
    for (const ScoredValue &v : values) {
        if (v.key == key)
            return &v;
    }
    return nullptr;
}

QJsonObject PredictionScore::toJson() const
{
    QJsonArray array;
    for (const ScoredValue &v : values) {
        QJsonObject o {{QStringLiteral("key"), v.key}, {QStringLiteral("label"), v.label},
            {QStringLiteral("unit"), v.unit}, {QStringLiteral("predicted"), v.predicted}};
        if (v.measured) {
            o.insert(QStringLiteral("measured"), *v.measured);
            o.insert(QStringLiteral("error"), v.error);
            o.insert(QStringLiteral("relativeError"), v.relativeError);
            o.insert(QStringLiteral("withinGoal"), v.withinGoal);
        }
        array.append(o);
    }
    return {{QStringLiteral("values"), array}, {QStringLiteral("measured"), measured},
        {QStringLiteral("withinGoal"), withinGoal}};
}

PredictionScore scorePrediction(const Prediction &prediction, const QMap<QString, double> &measurements)
{
    PredictionScore score;
    for (const PredictedValue &p : prediction.values) {
        ScoredValue s;
        s.key = p.key;
        s.label = p.label;
        s.unit = p.unit;
        s.predicted = p.value;
        const auto it = measurements.constFind(p.key);
        if (it != measurements.cend()) {
            const double measured = it.value();
            s.measured = measured;
            s.error = measured - p.value;
            s.relativeError = measured != 0 ? s.error / measured : 0;
            const double allowed = std::max(p.relativeGoal * std::abs(measured), p.absoluteGoal);
            s.withinGoal = std::abs(s.error) <= allowed;
            ++score.measured;
            if (s.withinGoal)
                ++score.withinGoal;
        }
        score.values << s;
    }
    return score;
}
