#pragma once

#include "lab/figures/toolstatement.h"
#include "lab/session/labsession.h"

#include <QList>
#include <QString>

#include <optional>

class StageContext;

// What a stage writes into the session besides its steps: the figures it finds, each with its
// source (a tool's statement in the steps, or StackLab's own measurement and how), said as they
// are recorded (StageContext's measurement() and message()). And the steps so far, which a stage
// reads back for the figures its phase's tools stated. A stage asks for it with lab.records().
class StageRecords {
public:
    explicit StageRecords(StageContext &lab);

    // The session's steps so far: a stage notes the count and reads the steps its phase added.
    int stepCount() const;
    QList<SessionStepRecord> stepsSince(int first) const;

    void record(const Measurement &figure);
    // A figure StackLab measured itself (no tool states it): `method` says how.
    void recordMeasured(
        const QString &key, double value, const QString &unit, const QString &method, const QString &note = {});
    void recordSeconds(
        const QString &key, qint64 startMs, qint64 endMs, const QString &method, const QString &note = {});
    // The figure a tool states in the steps recorded since firstStep (ToolStatement), recorded.
    std::optional<Measurement> recordFromSteps(
        const QString &key, const QString &unit, int firstStep, const ToolStatement::Context &context = {});

private:
    StageContext &m_lab;
};
