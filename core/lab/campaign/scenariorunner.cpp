#include "lab/campaign/scenariorunner.h"

#include "lab/campaign/stageengine.h"
#include "lab/stages/stagecontext.h"
#include "lab/target/labtarget.h"

ScenarioRunner::ScenarioRunner(Scenario scenario, HelperClient *client, LabSessionStore *store, QObject *parent)
    : QObject(parent)
    , m_scenario(std::move(scenario))
    , m_context(std::make_unique<StageContext>(m_scenario, client, store))
    , m_engine(std::make_unique<StageEngine>(m_scenario, m_context.get(), store))
{
    connect(m_engine.get(), &StageEngine::stageStarted, this, &ScenarioRunner::stageStarted);
    connect(m_engine.get(), &StageEngine::stageFinished, this, &ScenarioRunner::stageFinished);
    connect(m_engine.get(), &StageEngine::finished, this, &ScenarioRunner::finished);
    connect(m_context.get(), &StageContext::stepStarted, this, &ScenarioRunner::stepStarted);
    connect(m_context.get(), &StageContext::stepOutput, this, &ScenarioRunner::stepOutput);
    connect(m_context.get(), &StageContext::stepFinished, this, &ScenarioRunner::stepFinished);
    connect(m_context.get(), &StageContext::progressSample, this, &ScenarioRunner::progressSample);
    connect(m_context.get(), &StageContext::loadSeries, this, &ScenarioRunner::loadSeries);
    connect(m_context.get(), &StageContext::measurement, this, &ScenarioRunner::measurement);
    connect(m_context.get(), &StageContext::message, this, &ScenarioRunner::message);
}

ScenarioRunner::ScenarioRunner(Scenario scenario, LabTarget *target, LabSessionStore *store, QObject *parent)
    : ScenarioRunner(std::move(scenario), target->client(), store, parent)
{
    setTarget(target);
}

ScenarioRunner::~ScenarioRunner() = default;

int ScenarioRunner::nextStage() const
{
    return m_engine->nextStage();
}

bool ScenarioRunner::isRunning() const
{
    return m_engine->isRunning();
}

bool ScenarioRunner::isFinished() const
{
    return m_engine->isFinished();
}

bool ScenarioRunner::succeeded() const
{
    return m_engine->isFinished() && m_context->ok();
}

QString ScenarioRunner::errorString() const
{
    return m_context->error();
}

void ScenarioRunner::run()
{
    m_engine->run();
}

void ScenarioRunner::runNextStage()
{
    m_engine->runNextStage();
}

void ScenarioRunner::cancel()
{
    m_engine->cancel();
}

void ScenarioRunner::setTarget(LabTarget *target)
{
    m_context->setTarget(target);
}
