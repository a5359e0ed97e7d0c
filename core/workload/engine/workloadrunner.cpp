#include "workload/engine/workloadrunner.h"

#include "workload/engine/workloadrun.h"

WorkloadRunner::WorkloadRunner(QObject *parent)
    : QObject(parent)
{
    m_timer.setInterval(500);
    connect(&m_timer, &QTimer::timeout, this, &WorkloadRunner::emitSamples);
}

WorkloadRunner::~WorkloadRunner()
{
    if (m_run)
        m_run->cancel();
    if (m_thread.joinable())
        m_thread.join();
}

bool WorkloadRunner::start(const QList<JobSpec> &jobs)
{
    if (m_run)
        return false;
    if (m_thread.joinable())
        m_thread.join();
    m_run = std::make_unique<WorkloadRun>(jobs);
    // Callbacks run in the background thread: hand the values to the GUI thread by queued calls.
    m_run->onNotice = [this](const QString &text) {
        QMetaObject::invokeMethod(
            this, [this, text] { emit notice(text); }, Qt::QueuedConnection);
    };
    m_run->onJobFinished = [this](const JobResult &job) {
        QMetaObject::invokeMethod(
            this, [this, job] { emit jobFinished(job); }, Qt::QueuedConnection);
    };
    WorkloadRun *run = m_run.get();
    m_thread = std::thread([this, run] {
        const RunResult result = run->run();
        QMetaObject::invokeMethod(
            this, [this, result] { complete(result); }, Qt::QueuedConnection);
    });
    m_timer.start();
    return true;
}

void WorkloadRunner::cancel()
{
    if (m_run)
        m_run->cancel();
}

void WorkloadRunner::emitSamples()
{
    if (!m_run)
        return;
    const QList<WorkloadSample> samples = m_run->takeSamples();
    for (const WorkloadSample &sample : samples)
        emit sampleReady(sample);
}

void WorkloadRunner::complete(const RunResult &result)
{
    m_timer.stop();
    if (m_thread.joinable())
        m_thread.join();
    m_run.reset();
    if (!result.failure.isEmpty())
        emit failed(result.failure);
    else
        emit finished(result);
}
