#include "lab/stages/stagerecords.h"

#include "lab/figures/scenariomeasurements.h"
#include "lab/session/labsessionstore.h"
#include "lab/stages/stagecontext.h"
#include "report/table/measurementsummary.h"

#include <algorithm>

StageRecords::StageRecords(StageContext &lab)
    : m_lab(lab)
{
}

int StageRecords::stepCount() const
{
    return int(m_lab.store()->session().steps.size());
}

QList<SessionStepRecord> StageRecords::stepsSince(int first) const
{
    return m_lab.store()->session().steps.mid(first);
}

void StageRecords::record(const Measurement &figure)
{
    LabSessionStore *store = m_lab.store();
    if (!store->addMeasurement(figure))
        m_lab.say(StageContext::tr("The session could not record %1: %2").arg(figure.key, store->errorString()));
    emit m_lab.measurement(figure);
    // In a person's units with the report's title; the key stays last so a log can be searched.
    m_lab.say(QStringLiteral("%1: %2").arg(m_lab.stack(), measurementLine(figure.key, figure.value, figure.unit)));
}

void StageRecords::recordMeasured(
    const QString &key, double value, const QString &unit, const QString &method, const QString &note)
{
    record(ScenarioMeasurements::make(m_lab.stack(), key, value, unit, 0, note, MeasurementSource::measured(method)));
}

void StageRecords::recordSeconds(
    const QString &key, qint64 startMs, qint64 endMs, const QString &method, const QString &note)
{
    recordMeasured(key, double(std::max<qint64>(0, endMs - startMs)) / 1000.0, QStringLiteral("s"), method, note);
}

std::optional<Measurement> StageRecords::recordFromSteps(
    const QString &key, const QString &unit, int firstStep, const ToolStatement::Context &context)
{
    std::optional<Measurement> said
        = ScenarioMeasurements::fromSteps(m_lab.stack(), key, unit, stepsSince(firstStep), context);
    if (said)
        record(*said);
    return said;
}
