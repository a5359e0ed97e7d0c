#include "models/plansteprunner.h"

#include "helper/helperchannel.h"
#include "helper/helperclient.h"
#include "helper/helperprotocol.h"
#include "stacks/stackrecipes.h"

PlanStepRunner::StepRef PlanStepRunner::StepRef::of(const QString &phase, const PlanStep &step)
{
    return {phase, step.id, step.alsoOkExitCodes, step.success == SuccessCheck::ExitZeroNoOutput};
}

PlanStepRunner::PlanStepRunner(std::unique_ptr<HelperChannel> channel, QObject *parent)
    : QObject(parent)
    , m_ownedClient(std::make_unique<HelperClient>(std::move(channel)))
    , m_client(m_ownedClient.get())
{
    connectClient();
}

PlanStepRunner::PlanStepRunner(HelperClient *client, QObject *parent)
    : QObject(parent)
    , m_client(client)
{
    connectClient();
}

void PlanStepRunner::connectClient()
{
    connect(m_client, &HelperClient::event, this, &PlanStepRunner::onEvent);
    connect(m_client, &HelperClient::stderrLine, this, [this](const QString &line) { m_output << line; });
    connect(m_client, &HelperClient::finished, this, [this](int exitCode) {
        m_claimed = false;
        if (!m_current.isEmpty())
            fail(tr("The helper stopped (exit code %1) before the step finished. %2")
                     .arg(exitCode)
                     .arg(m_output.isEmpty() ? QString() : m_output.constLast()));
    });
}

PlanStepRunner::~PlanStepRunner()
{
    if (m_ownedClient && m_ownedClient->isRunning())
        m_ownedClient->close(3000);
}

bool PlanStepRunner::run(const RecipeRequest &request, const QList<StepRef> &steps)
{
    if (isRunning() || steps.isEmpty())
        return false;
    if (requestDisks(m_request) != requestDisks(request) || m_request.stack != request.stack)
        m_claimed = false; // other disks: claim them first
    m_request = request;
    m_queue = steps;
    if (!m_client->isRunning()) {
        if (!m_ownedClient) {
            fail(tr("The lab target's helper is not running any more: stop the lab and start it again "
                    "(Lab target…)."));
            return false;
        }
        m_client->start();
        if (!m_client->waitForStarted(30000)) {
            fail(tr("The helper did not start through %1: install StackLab (stacklab-helper) or run as root.")
                     .arg(m_client->channel().name()));
            return false;
        }
    }
    next();
    return true;
}

void PlanStepRunner::cancel()
{
    m_queue.clear();
    if (!m_current.isEmpty() && m_current.startsWith(QLatin1String("run-"))) {
        HelperRequest request;
        request.type = HelperRequestType::Cancel;
        request.id = m_current;
        m_client->send(request);
    }
}

void PlanStepRunner::next()
{
    m_output.clear();
    m_stdoutLines = 0;
    HelperRequest request;
    request.session = m_request.session;
    if (!m_claimed) {
        request.type = HelperRequestType::Claim;
        request.id = QStringLiteral("claim-%1").arg(++m_counter);
        request.disks = requestDisks(m_request); // members, spare and the disks of device options
        m_current = request.id;
        m_client->send(request);
        return;
    }
    if (m_queue.isEmpty()) {
        m_current.clear();
        Q_EMIT allFinished(true);
        return;
    }
    m_currentStep = m_queue.takeFirst();
    request.type = HelperRequestType::Run;
    request.id = QStringLiteral("run-%1").arg(++m_counter);
    request.stack = m_request.stack;
    request.phase = m_currentStep.phase;
    request.step = m_currentStep.step;
    request.disks = m_request.disks;
    request.spare = m_request.spare;
    request.failDisk = m_request.failDisk;
    request.options = m_request.options;
    request.clearSignatures = m_request.clearSignatures;
    m_current = request.id;
    Q_EMIT stepStarted(m_currentStep.phase, m_currentStep.step);
    m_client->send(request);
}

void PlanStepRunner::fail(const QString &message)
{
    const StepRef step = m_currentStep;
    m_queue.clear();
    m_current.clear();
    Q_EMIT stepFailed(step.phase, step.step, message, m_output);
    Q_EMIT allFinished(false);
}

void PlanStepRunner::onEvent(const HelperEvent &event)
{
    if (event.id() != m_current)
        return;
    const bool claim = m_current.startsWith(QLatin1String("claim-"));
    switch (event.type) {
    case HelperEventType::Accepted:
        if (claim) {
            m_claimed = true;
            next();
        }
        return;
    case HelperEventType::Refused:
    case HelperEventType::Error:
        fail(tr("%1 (%2)").arg(event.fields.value(QStringLiteral("message")).toString(),
            event.fields.value(QStringLiteral("rule")).toString()));
        return;
    case HelperEventType::Output: {
        const QString line = event.fields.value(QStringLiteral("line")).toString();
        m_output << line;
        if (event.fields.value(QStringLiteral("stream")).toString() == QLatin1String("stdout"))
            ++m_stdoutLines;
        Q_EMIT outputLine(m_currentStep.phase, m_currentStep.step, line);
        return;
    }
    case HelperEventType::Exited: {
        const int exitCode = event.fields.value(QStringLiteral("exitCode")).toInt(-1);
        const auto duration = static_cast<qint64>(event.fields.value(QStringLiteral("durationMs")).toDouble());
        Q_EMIT stepFinished(m_currentStep.phase, m_currentStep.step, exitCode, duration);
        const bool exitOk = exitCode == 0 || m_currentStep.alsoOkExitCodes.contains(exitCode);
        if (event.fields.value(QStringLiteral("cancelled")).toBool()) {
            fail(tr("Cancelled."));
            return;
        }
        if (!exitOk) {
            fail(tr("The step exited with code %1.").arg(exitCode));
            return;
        }
        if (m_currentStep.expectNoOutput && m_stdoutLines > 0) {
            fail(tr("The check found something (its output is above): the disk is not blank."));
            return;
        }
        next();
        return;
    }
    case HelperEventType::Hello:
    case HelperEventType::Progress:
        return;
    }
}
