#pragma once

#include "helper/actions/labaction.h"
#include "helper/server/looplab.h"
#include "helper/server/requestvalidator.h"
#include "helper/server/stepexecutor.h"

#include <QObject>

// The helper's side of the protocol: takes request lines, validates them, runs steps and writes
// events. Serves one client and one lab session; when the input ends it stops every step it
// started, removes the loop lab it made (a client that died must not leave loops behind) and
// finishes.
class HelperServer : public QObject {
    Q_OBJECT

public:
    enum class Mode {
        Execute,
        ValidateOnly, // `stacklab-helper --validate`: verdicts only, nothing runs, no loop is made
    };

    // POLICY is the one ExecPolicy of the helper: the validator, the executor, the loop lab and the
    // lab actions start programs through it. FACTS and POLICY outlive the server.
    HelperServer(
        const DeviceFacts &facts, const ExecPolicy &policy, RecipeBook recipes, Mode mode, QObject *parent = nullptr);
    ~HelperServer() override;

    // Feed raw bytes from the client; complete lines are handled at once. A line longer than
    // HelperMaxLineBytes is refused (protocol.too-long) and skipped up to its newline.
    void feed(const QByteArray &bytes);
    // The client closed its end: handle a last unterminated line, stop every step, finish.
    void endOfInput();
    void handleLine(const QByteArray &line);

    const LabSessionState &state() const { return m_state; }
    LabSessionState &state() { return m_state; } // tests prepare claims and busy disks
    void setLoopLab(const LoopLab &lab) { m_loopLab = lab; }
    void setDatasetRoot(const QString &root) { m_validator.setDatasetRoot(root); } // tests only

signals:
    void send(const QByteArray &line);
    void finished();

private:
    void handleHello(const HelperRequest &request);
    void handleClaim(const HelperRequest &request);
    void handleRun(const HelperRequest &request);
    void handleCancel(const HelperRequest &request);
    void handleLoopCreate(const HelperRequest &request);
    void handleLoopDestroy(const HelperRequest &request);
    void handleDisks(const HelperRequest &request);
    void handleVersions(const HelperRequest &request);
    void handleInventory(const HelperRequest &request);
    void handleDiskStats(const HelperRequest &request);
    void handleAction(const HelperRequest &request);
    // BUSY: where the action's nodes are marked while it runs (runningByDevice, or loadByDevice for
    // a workload on the filesystem).
    void startAction(
        LabAction *action, const QJsonObject &accepted, const QStringList &nodes, QHash<QString, QString> *busy);
    bool isRunning(const QString &id) const;
    void refuse(const QString &id, const HelperRefusal &refusal);
    void finish();
    bool destroyLoopLab(const QString &session, QStringList *detached, QString *error);

    const DeviceFacts &m_facts;
    const ExecPolicy &m_policy;
    RequestValidator m_validator;
    Mode m_mode;
    LoopLab m_loopLab;
    StepExecutor m_executor;
    LabSessionState m_state;
    QHash<QString, LabAction *> m_actions; // long lab actions by request id, owned
    QStringList m_loopSessions; // loop labs this client made and has not destroyed
    QByteArray m_buffer;
    bool m_skippingLongLine = false;
    bool m_finished = false;
};
