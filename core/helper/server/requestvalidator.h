#pragma once

#include "helper/protocol/helperprotocol.h"
#include "helper/server/devicefacts.h"
#include "helper/server/labsessionstate.h"
#include "helper/server/steppaths.h"
#include "stacks/catalog/stackmonitor.h"
#include "stacks/catalog/stackrecipes.h"
#include "stacks/plan/plan.h"

#include <QCoreApplication>
#include <QHash>

#include <functional>

class ExecPolicy;

// The recipes the helper may run: in the product buildPlan()/stackNames() from core/stacks,
// in tests anything that returns plans. deviceOptions names the options of a stack whose values
// are devices (comma-separated): the helper resolves and checks them like members.
struct RecipeBook {
    std::function<PlanOrError(const RecipeRequest &)> build;
    std::function<QStringList()> stacks;
    std::function<QStringList(const QString &stack)> deviceOptions = [](const QString &) { return QStringList(); };
    static RecipeBook standard(); // core/stacks
};

// A run request that passed every rule: the plan step the helper rebuilt and will execute.
struct ValidatedRun {
    RecipeRequest recipe; // with the kernel nodes the helper resolved
    PlanStep step;
    QStringList nodes; // every device of the request, as kernel nodes: busy while the step runs
    QList<PathCheck> pathChecks; // every path of the argv, checked again right before it runs
};

// A lab action (dataset-write, dataset-verify, overwrite, space, sample, workload, corrupt) that passed
// every rule: every path it touches is derived here, never taken from the client.
struct ValidatedAction {
    RecipeRequest recipe; // with the kernel nodes the helper resolved
    QStringList nodes; // every device of the request, as kernel nodes: busy while a long action runs
    QString mountPoint; // LabSteps::mountPoint(): <labRoot>/<session>/<stack>
    QString manifestPath; // <datasetRoot>/<session>/<stack>.manifest
    StackMonitorSource monitor; // sample: where the stack's progress is read
    DeviceIdentity member; // corrupt: the member, resolved and checked here
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
    // The plan phases that may run while a workload runs on the stack's filesystem: the
    // rebuild-under-load drill pulls a disk, rebuilds and scrubs under a foreground job.
    static const QStringList &phasesUnderLoad();

    // POLICY decides which programs a step may name (exec.not-allowed).
    RequestValidator(const DeviceFacts &facts, const ExecPolicy &policy, RecipeBook recipes,
        QString labRoot = QStringLiteral("/mnt/stacklab"));

    // A session name: 1-64 characters of [A-Za-z0-9._-], starting with a letter or digit.
    static HelperRefusal checkSessionName(const QString &session);

    // Rules for a request that names a session: valid name, and the helper's own session once set.
    HelperRefusal checkSession(const QString &session, const LabSessionState &state) const;

    // claim: every disk must be a free whole block device, and no disk may take the place of one
    // this session claimed before (its record stays); *devices gets them resolved.
    HelperRefusal validateClaim(
        const HelperRequest &request, const LabSessionState &state, QList<DeviceIdentity> *devices) const;

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
    // One device of a request as the helper resolved it; a pulled disk keeps its claimed identity.
    struct RequestDevice {
        DeviceIdentity device;
        bool pulled = false;
    };
    struct ResolvedRequest {
        RecipeRequest recipe;
        Plan plan;
        QList<RequestDevice> devices; // members, spare, device options
    };

    // The common part of run and the lab actions: session, claims, devices, the rebuilt recipe.
    HelperRefusal resolveRecipe(
        const HelperRequest &request, const LabSessionState &state, bool allowBusy, ResolvedRequest *out) const;

    // One device of a run or an action: claimed, idle, and still the disk that was claimed. A
    // claimed disk that has vanished since (pulled) keeps the identity it was claimed with.
    HelperRefusal resolveClaimed(const QString &field, const QString &device, const QString &session,
        const LabSessionState &state, bool allowBusy, RequestDevice *out) const;
    // device.under-load when a workload runs on the filesystem of one of the request's devices.
    static HelperRefusal underLoad(const ResolvedRequest &resolved, const LabSessionState &state);

    const DeviceFacts &m_facts;
    const ExecPolicy &m_policy;
    RecipeBook m_recipes;
    QString m_labRoot;
    QString m_datasetRoot = QStringLiteral("/var/lib/stacklab/datasets");
};
