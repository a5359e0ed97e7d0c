#pragma once

#include "lab/session/labsession.h"

#include <QJsonObject>

// The JSON shape of every session value (docs/lab-session.md). The readers are strict about
// types: a value of the wrong kind is an error naming the key, never a silent default.
QJsonObject sessionStepToJson(const SessionStepRecord &step);
QJsonObject measurementToJson(const Measurement &measurement);
QJsonObject sessionProgressToJson(const SessionProgressSample &progress);
QJsonObject sessionMetadataToJson(const SessionMetadata &metadata);
QJsonObject sessionStackRunToJson(const SessionStackRun &run);
QJsonObject labRunPlanToJson(const LabRunPlan &plan);
QJsonObject diskProfileToJson(const DiskProfile &profile);

std::optional<SessionStepRecord> sessionStepFromJson(const QJsonObject &object, QString *error);
std::optional<Measurement> measurementFromJson(const QJsonObject &object, QString *error);
std::optional<ProgressSample> progressSampleFromJson(const QJsonObject &object, QString *error);
std::optional<SessionProgressSample> sessionProgressFromJson(const QJsonObject &object, QString *error);
std::optional<SessionMetadata> sessionMetadataFromJson(const QJsonObject &object, QString *error);
std::optional<SessionStackRun> sessionStackRunFromJson(const QJsonObject &object, QString *error);
std::optional<LabRunPlan> labRunPlanFromJson(const QJsonObject &object, QString *error);
std::optional<DiskProfile> diskProfileFromJson(const QJsonObject &object, QString *error);
