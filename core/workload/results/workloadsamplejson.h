#pragma once

#include "workload/results/workloadresult.h"

#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

// A live WorkloadSample as the helper's workload action sends it in its progress events
// (docs/helper-protocol.md): the one place that writes and reads that shape.
class WorkloadSampleJson {
    Q_DECLARE_TR_FUNCTIONS(WorkloadSampleJson)

public:
    static QJsonObject toJson(const WorkloadSample &sample);
    // nullopt with *error naming the field when the object is not a sample.
    static std::optional<WorkloadSample> fromJson(const QJsonObject &object, QString *error);
};
