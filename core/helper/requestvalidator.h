#pragma once

#include "helper/devicefacts.h"
#include "helper/helperprotocol.h"
#include "stacks/plan.h"
#include "stacks/stackmonitor.h"
#include "stacks/stackrecipes.h"

#include <QCoreApplication>
#include <QHash>

#include <functional>

// The recipes the helper may run: in the product buildPlan()/stackNames() from core/stacks,
// in tests anything that returns plans.
struct RecipeBook {
    std::function<PlanOrError(const RecipeRequest &)> build;
    std::function<QStringList()> stacks;
    static RecipeBook standard(); // core/stacks
};

// One disk as it was when the session claimed it: what later requests name it by, and what
// proves that a node is still that disk.
struct ClaimedDisk {
    QString name; // as the client named it (a stable ID such as /dev/disk/by-id/…, or the loop node)
    QString node; // the node it resolved to then (/dev/sdc, /dev/loop3)
    QString identity; // DeviceFacts::identity() then; empty if the disk carries none
};

// What one helper process knows about its lab session.
struct LabSessionState {
    QString session; // fixed by the first claim or lab-loop-create; one helper serves one session
    QStringList claimed; // resolved device nodes the session may touch
    QList<ClaimedDisk> claims; // how each claimed disk was named and what it was (pulled-disk rules)
    QHash<QString, QString> runningByDevice; // node -> id of the request running on it
    QHash<QString, QString> backingFiles; // loop-lab node -> its backing file (the loop pull method)
};

// A run request that passed every rule: the plan step the helper rebuilt and will execute.
struct ValidatedRun {
    RecipeRequest recipe; // with the resolved device nodes
    PlanStep step;
    QStringList nodes; // every device of the request, resolved: busy while the step runs
};

// A lab action (dataset-write, dataset-verify, overwrite, space, sample, workload) that passed
// every rule: every path it touches is derived here, never taken from the client.
struct ValidatedAction {
    RecipeRequest recipe; // with the resolved device nodes
    QStringList nodes; // every device of the request, resolved: busy while a long action runs
    QString mountPoint; // LabSteps::mountPoint(): <labRoot>/<session>/<stack>
    QString manifestPath; // <datasetRoot>/<session>/<stack>.manifest
    StackMonitorSource monitor; // sample: where the stack's progress is read
};

// The limits of the lab actions (docs/helper-protocol.md).
struct LabActionLimits {
    static constexpr qint64 MinDatasetBytes = qint64(1) << 20; // 1 MiB
    static constexpr qint64 MaxDatasetBytes = qint64(16) << 40; // 16 TiB, besides the free space
    static constexpr qint64 DefaultFiles = 64;
    static constexpr qint64 MaxFiles = 4096;
    static constexpr qint64 MaxRuntimeSeconds = 3600;
    static constexpr qint64 MaxWorkloadBytes = qint64(1) << 40; // per job file, 1 TiB
};

class RequestValidator {
    Q_DECLARE_TR_FUNCTIONS(RequestValidator)

public:
    RequestValidator(const DeviceFacts &facts, RecipeBook recipes, QString labRoot = QStringLiteral("/mnt/stacklab"));

    // The program names a step may run; the executor resolves them in trusted directories.
    static const QStringList &allowedPrograms();

    // A session name: 1-64 characters of [A-Za-z0-9._-], starting with a letter or digit.
    static HelperRefusal checkSessionName(const QString &session);

    // Rules for a request that names a session: valid name, and the helper's own session once set.
    HelperRefusal checkSession(const QString &session, const LabSessionState &state) const;

    // claim: every disk must be a free whole block device; *nodes gets them resolved.
    HelperRefusal validateClaim(const HelperRequest &request, const LabSessionState &state, QStringList *nodes) const;

    // run / validate: devices claimed and idle, the recipe step found and runnable.
    HelperRefusal validateRun(const HelperRequest &request, const LabSessionState &state, ValidatedRun *run) const;

    // dataset-write, dataset-verify, overwrite, space, sample, workload: the devices claimed (and
    // idle, except for space and sample, which only read), the recipe rebuilt, the limits met.
    HelperRefusal validateAction(
        const HelperRequest &request, const LabSessionState &state, ValidatedAction *action) const;

    QString labRoot() const { return m_labRoot; }
    // Where dataset manifests live, outside every stack: /var/lib/stacklab/datasets.
    QString datasetRoot() const { return m_datasetRoot; }
    void setDatasetRoot(const QString &root) { m_datasetRoot = root; } // tests only

private:
    // The common part of run and the lab actions: session, claims, devices, the rebuilt recipe.
    HelperRefusal resolveRecipe(const HelperRequest &request, const LabSessionState &state, bool allowBusy,
        RecipeRequest *recipe, QStringList *nodes, Plan *plan) const;

    // One device of a run or an action: claimed, idle, and still the disk that was claimed. A
    // claimed disk that has vanished since (pulled) resolves to its claimed name and its old kernel
    // name goes to *pulledKernel.
    HelperRefusal resolveClaimed(const QString &field, const QString &device, const QString &session,
        const LabSessionState &state, bool allowBusy, QString *node, QString *pulledKernel) const;

    // truncate, tee, dd and mkdir write files: every path they name must be the session's own.
    HelperRefusal checkFileArguments(
        const PlanStep &step, const QString &session, const LabSessionState &state, const QStringList &nodes) const;

    const DeviceFacts &m_facts;
    RecipeBook m_recipes;
    QString m_labRoot;
    QString m_datasetRoot = QStringLiteral("/var/lib/stacklab/datasets");
};
