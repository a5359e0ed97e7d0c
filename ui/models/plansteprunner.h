#pragma once

#include "stacks/plan.h"

#include <QObject>
#include <QStringList>

#include <memory>

class HelperChannel;
class HelperClient;
struct HelperEvent;

// Runs plan steps through the privileged helper, one after the other: starts the helper through
// its channel once (one authorization per session), claims the request's disks, then sends one
// `run` per step (the helper rebuilds the argv itself) and waits for its `exited`. The first step
// that fails or is refused stops the rest.
class PlanStepRunner : public QObject {
    Q_OBJECT
public:
    struct StepRef {
        QString phase;
        QString step;
        QList<int> alsoOkExitCodes; // from the PlanStep
        bool expectNoOutput = false; // SuccessCheck::ExitZeroNoOutput
        static StepRef of(const QString &phase, const PlanStep &step);
    };

    explicit PlanStepRunner(std::unique_ptr<HelperChannel> channel, QObject *parent = nullptr);
    // Speaks through a helper someone else started and owns (a lab target's): the runner never
    // starts or closes it, and the client must outlive the runner.
    explicit PlanStepRunner(HelperClient *client, QObject *parent = nullptr);
    ~PlanStepRunner() override;

    bool isRunning() const { return !m_queue.isEmpty() || !m_current.isEmpty(); }
    // False when steps are still running.
    bool run(const RecipeRequest &request, const QList<StepRef> &steps);
    void cancel();

Q_SIGNALS:
    void stepStarted(const QString &phase, const QString &step);
    void outputLine(const QString &phase, const QString &step, const QString &line);
    void stepFinished(const QString &phase, const QString &step, int exitCode, qint64 durationMs);
    // The helper refused the step, or it exited non-zero: the rest of the steps are dropped.
    void stepFailed(const QString &phase, const QString &step, const QString &message, const QStringList &output);
    void allFinished(bool ok);

private:
    void onEvent(const HelperEvent &event);
    void next();
    void fail(const QString &message);
    void connectClient();

    std::unique_ptr<HelperClient> m_ownedClient;
    HelperClient *m_client = nullptr;
    RecipeRequest m_request;
    QList<StepRef> m_queue;
    StepRef m_currentStep;
    QString m_current; // id of the request in flight
    QStringList m_output;
    int m_stdoutLines = 0;
    int m_counter = 0;
    bool m_claimed = false;
};
