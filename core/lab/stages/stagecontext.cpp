#include "lab/stages/stagecontext.h"

#include <QDateTime>

StageContext::StageContext(const Scenario &scenario, HelperClient *client, LabSessionStore *store, QObject *parent)
    : QObject(parent)
    , m_scenario(scenario)
    , m_store(store)
    , m_sampling(std::make_unique<ProgressSampling>(*this))
    , m_records(std::make_unique<StageRecords>(*this))
    , m_target(std::make_unique<StageTarget>(*this))
    , m_steps(std::make_unique<StageSteps>(*this))
    , m_helperCalls(std::make_unique<StageHelperCalls>(*this))
{
    attachClient(client);
}

StageContext::~StageContext() = default;

void StageContext::attachClient(HelperClient *client)
{
    m_steps->speakTo(client);
    m_helperCalls->speakTo(client);
    m_sampling->forgetAsked();
}

void StageContext::letGoOfHelper()
{
    m_steps->recordPowerCut();
    m_sampling->stop();
    attachClient(nullptr);
}

bool StageContext::setRecipe(const RecipeRequest &request, QString *error)
{
    Scenario rebuilt(request, m_scenario.options());
    if (!rebuilt.ok()) {
        *error = rebuilt.error();
        return false;
    }
    m_scenario = rebuilt;
    return true;
}

qint64 StageContext::nowMs()
{
    return QDateTime::currentMSecsSinceEpoch();
}

void StageContext::fail(const QString &error)
{
    if (m_ok) {
        m_ok = false;
        m_error = error;
    }
    emit message(error);
}

void StageContext::beginStage(const ScenarioStage &stage, std::function<bool()> stopped)
{
    m_stageName = stage.name;
    m_steps->beginStage();
    m_stopped = std::move(stopped);
}

void StageContext::endStage()
{
    m_sampling->stop();
    m_helperCalls->endStage();
}

bool StageContext::interruptRunning()
{
    if (!m_steps->poweredOn())
        return false; // the power is off: nothing runs
    return m_steps->interrupt() || m_helperCalls->interrupt();
}
