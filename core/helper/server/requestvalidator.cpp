#include "helper/server/requestvalidator.h"

#include "helper/actions/execpolicy.h"
#include "helper/actions/load/workloadaction.h"
#include "helper/server/corruptionplan.h"
#include "helper/server/devicevalidator.h"
#include "stacks/recipe/labsteps.h"

#include <QFileInfo>

#include <QRegularExpression>
#include <QRegularExpressionMatch>

#include <QSet>
#include <algorithm>

namespace {

HelperRefusal refuse(const char *rule, const QString &field, const QString &message)
{
    return {QString::fromLatin1(rule), field, message};
}

} // namespace

RecipeBook RecipeBook::standard()
{
    return {&buildPlan, &stackNames, [](const QString &stack) {
                for (const StackInfo &info : stackInfos()) {
                    if (info.name == stack)
                        return info.deviceOptions;
                }
                return QStringList();
            }};
}

RequestValidator::RequestValidator(
    const DeviceFacts &facts, const ExecPolicy &policy, RecipeBook recipes, QString labRoot)
    : m_facts(facts)
    , m_policy(policy)
    , m_recipes(std::move(recipes))
    , m_labRoot(std::move(labRoot))
{
}

HelperRefusal RequestValidator::checkSessionName(const QString &session)
{
    static const QRegularExpression pattern(QStringLiteral("\\A[A-Za-z0-9][A-Za-z0-9._-]{0,63}\\z"));
    if (!pattern.match(session).hasMatch())
        return refuse("request.bad-session", QStringLiteral("session"),
            tr("The session name must be 1 to 64 letters, digits, '.', '_' or '-', starting with a letter "
               "or digit."));
    return {};
}

HelperRefusal RequestValidator::checkSession(const QString &session, const LabSessionState &state) const
{
    HelperRefusal refusal = checkSessionName(session);
    if (refusal.isNull() && !state.session.isEmpty() && state.session != session)
        refusal = refuse("request.session-mismatch", QStringLiteral("session"),
            tr("This helper serves lab session '%1'; start another helper for session '%2'.")
                .arg(state.session, session));
    return refusal;
}

HelperRefusal RequestValidator::validateClaim(
    const HelperRequest &request, const LabSessionState &state, QList<DeviceIdentity> *devices) const
{
    HelperRefusal refusal = checkSession(request.session, state);
    if (!refusal.isNull())
        return refusal;
    if (request.disks.isEmpty())
        return refuse("request.no-disks", QStringLiteral("disks"), tr("A claim names at least one disk."));
    const DeviceValidator validator(m_facts, m_labRoot + QLatin1Char('/') + request.session);
    QList<DeviceIdentity> resolved;
    for (qsizetype i = 0; i < request.disks.size(); ++i) {
        const QString field = QStringLiteral("disks[%1]").arg(i);
        DeviceIdentity device;
        refusal = validator.check(field, request.disks[i], DeviceValidator::Purpose::Claim, &device);
        if (!refusal.isNull())
            return refusal;
        for (const DeviceIdentity &other : std::as_const(resolved)) {
            if (other.number == device.number)
                return refuse("request.duplicate-disk", field,
                    tr("%1 is named twice in one request (as %2).").arg(device.node, request.disks[i]));
        }
        // A record is never replaced: the same disk may be claimed again, under any name, but a
        // disk at the number or node of one this session claimed must be that disk (its medium).
        for (const ClaimedDisk &claim : state.claims) {
            if ((claim.device.number == device.number || claim.device.node == device.node)
                && claim.device.medium != device.medium)
                return refuse("device.replaced", field,
                    tr("%1 is where this session claimed %2 (%3); it now holds %4. The record of the claimed disk "
                       "stays while the session lasts, so the lab can tell it from another disk at its old place: "
                       "use another disk, or a new session for this one.")
                        .arg(device.node, claim.name, claim.device.medium, device.medium));
        }
        resolved.append(device);
    }
    *devices = resolved;
    return {};
}

HelperRefusal RequestValidator::resolveClaimed(const QString &field, const QString &device, const QString &session,
    const LabSessionState &state, bool allowBusy, RequestDevice *out) const
{
    const DeviceValidator devices(m_facts, m_labRoot + QLatin1Char('/') + session);
    auto replaced = [&](const ClaimedDisk &claim, const QString &now) {
        return refuse("device.replaced", field,
            tr("%1 is no longer the disk claimed as %2 (claimed: %3, now: %4): the claimed disk was pulled and "
               "another device took its place. Claim the new disk under its own stable ID.")
                .arg(claim.device.node, claim.name, claim.device.medium, now));
    };
    auto busy = [&](const QString &node) {
        return refuse("device.busy", field,
            tr("A step (request '%1') is still running on %2: wait for it or cancel it.")
                .arg(state.runningByDevice.value(node), node));
    };

    DeviceIdentity now;
    const ClaimedDisk *claim = nullptr;
    bool pulled = false;
    HelperRefusal result = devices.check(field, device, DeviceValidator::Purpose::Run, &now);
    if (result.rule == QLatin1String("device.not-found")) {
        // Only a disk this session claimed may be missing: its name and its node are both gone
        // (or the node is a loop device with nothing bound), so no command can reach another disk.
        claim = state.claimNamed(device);
        if (!claim)
            return result;
        DeviceIdentity atNode;
        const bool present = devices.resolve(field, claim->device.node, &atNode).isNull();
        if (!present || (!claim->device.medium.isEmpty() && atNode.medium.isEmpty()))
            pulled = true;
        else if (claim->device.medium.isEmpty())
            return result; // a disk without identity: nothing proves the node is still it
        else if (atNode.medium != claim->device.medium)
            return replaced(*claim, atNode.medium);
        else if (result = devices.check(field, claim->device.node, DeviceValidator::Purpose::Run, &now);
                 !result.isNull())
            return result; // the claimed disk itself, only its link is gone
    } else if (!result.isNull()) {
        return result;
    } else if ((claim = state.claimWithNumber(now.number))) {
        if (!claim->device.medium.isEmpty() && now.medium.isEmpty())
            pulled = true; // a loop device left unbound by a detach
        else if (claim->device.medium != now.medium && !claim->device.medium.isEmpty())
            return replaced(*claim, now.medium);
    } else if (const ClaimedDisk *named = state.claimNamed(device);
               named && !named->device.medium.isEmpty() && now.medium == named->device.medium) {
        claim = named; // the claimed disk back under another number: its stable ID and medium prove it
    }

    if (pulled) {
        for (const QString &key : {claim->device.node, claim->name}) {
            if (!allowBusy && state.runningByDevice.contains(key))
                return busy(key);
        }
        *out = {claim->device, true};
        return {};
    }
    if (!claim)
        return refuse("device.unclaimed", field,
            tr("%1 is not claimed for session '%2': claim it first (the lab touches only claimed disks).")
                .arg(now.node, session));
    if (!allowBusy && state.runningByDevice.contains(now.node))
        return busy(now.node);
    *out = {now, false};
    return {};
}

HelperRefusal RequestValidator::resolveRecipe(
    const HelperRequest &request, const LabSessionState &state, bool allowBusy, ResolvedRequest *out) const
{
    HelperRefusal refusal = checkSession(request.session, state);
    if (!refusal.isNull())
        return refusal;
    if (state.session.isEmpty())
        return refuse("request.no-claim", QStringLiteral("session"),
            tr("No disks are claimed yet: send a claim for session '%1' first.").arg(request.session));
    if (request.disks.isEmpty())
        return refuse("request.no-disks", QStringLiteral("disks"), tr("A run request names the stack's disks."));

    // One list for every device the request names, members, spare and device options alike: each
    // resolved, claimed, idle, still the disk that was claimed, and named once.
    QList<RequestDevice> all;
    auto add = [&](const QString &field, const QString &name, RequestDevice *device) {
        HelperRefusal result = resolveClaimed(field, name, request.session, state, allowBusy, device);
        if (!result.isNull())
            return result;
        for (const RequestDevice &other : std::as_const(all)) {
            if (other.device.number == device->device.number)
                return refuse("request.duplicate-disk", field,
                    field == QLatin1String("spare")
                        ? tr("The spare %1 is also a member of the stack.").arg(other.device.node)
                        : tr("%1 is named twice in one request.").arg(other.device.node));
        }
        all.append(*device);
        return HelperRefusal();
    };
    QStringList members;
    for (qsizetype i = 0; i < request.disks.size(); ++i) {
        RequestDevice device;
        refusal = add(QStringLiteral("disks[%1]").arg(i), request.disks[i], &device);
        if (!refusal.isNull())
            return refusal;
        members.append(device.device.node);
    }
    RequestDevice spare;
    if (!request.spare.isEmpty() && !(refusal = add(QStringLiteral("spare"), request.spare, &spare)).isNull())
        return refusal;
    RequestDevice fail;
    if (!request.failDisk.isEmpty()) {
        refusal
            = resolveClaimed(QStringLiteral("failDisk"), request.failDisk, request.session, state, allowBusy, &fail);
        if (!refusal.isNull())
            return refusal;
        if (!members.contains(fail.device.node))
            return refuse("request.bad-fail-disk", QStringLiteral("failDisk"),
                tr("The disk to fail, %1, is not a member of the stack.").arg(fail.device.node));
    }
    if (!m_recipes.stacks().contains(request.stack))
        return refuse("request.unknown-stack", QStringLiteral("stack"),
            tr("Unknown stack '%1'; known stacks: %2.")
                .arg(request.stack.left(64), m_recipes.stacks().join(QLatin1String(", "))));
    QVariantMap options = request.options;
    for (const QString &key : m_recipes.deviceOptions(request.stack)) {
        if (!options.contains(key))
            continue;
        const QStringList names = options.value(key).toString().split(QLatin1Char(','));
        QStringList nodes;
        for (qsizetype i = 0; i < names.size(); ++i) {
            RequestDevice device;
            const QString field = names.size() == 1 ? QStringLiteral("options.%1").arg(key)
                                                    : QStringLiteral("options.%1[%2]").arg(key).arg(i);
            if (!(refusal = add(field, names[i], &device)).isNull())
                return refusal;
            nodes.append(device.device.node);
        }
        options.insert(key, nodes.join(QLatin1Char(',')));
    }

    // The recipe, rebuilt here from the kernel nodes the helper resolved: a link swapped after
    // this check cannot redirect the command, and no name the client typed reaches it.
    RecipeRequest &recipe = out->recipe;
    recipe.stack = request.stack;
    recipe.disks = members;
    recipe.spare = spare.device.node;
    recipe.failDisk = fail.device.node;
    recipe.session = request.session;
    recipe.labRoot = m_labRoot;
    recipe.options = options;
    recipe.clearSignatures = request.clearSignatures;
    for (const RequestDevice &device : std::as_const(all)) {
        const QString &node = device.device.node;
        recipe.kernelNames.insert(node, device.device.kernelName);
        if (state.backingFiles.contains(node))
            recipe.backingFiles.insert(node, state.backingFiles.value(node));
        // Teardown and the final blank checks leave these out: no command can open a missing disk.
        if (device.pulled)
            recipe.pulledDisks << node;
    }
    const PlanOrError built = m_recipes.build(recipe);
    if (!built.ok())
        return refuse("request.recipe-refused", QStringLiteral("stack"), built.error);
    out->plan = built.plan;
    out->devices = all;
    return {};
}

const QStringList &RequestValidator::phasesUnderLoad()
{
    static const QStringList phases {QStringLiteral("fail"), QStringLiteral("rebuild"), QStringLiteral("scrub")};
    return phases;
}

HelperRefusal RequestValidator::underLoad(const ResolvedRequest &resolved, const LabSessionState &state)
{
    for (const RequestDevice &device : resolved.devices) {
        const QString load = state.loadByDevice.value(device.device.node);
        if (!load.isEmpty())
            return refuse("device.under-load", QStringLiteral("disks"),
                tr("A workload (request '%1') runs on the filesystem of %2: only the pull, the rebuild and the "
                   "scrub run under a foreground load. Wait for it or cancel it.")
                    .arg(load, device.device.node));
    }
    return {};
}

HelperRefusal RequestValidator::validateRun(
    const HelperRequest &request, const LabSessionState &state, ValidatedRun *run) const
{
    ResolvedRequest resolved;
    HelperRefusal refusal = resolveRecipe(request, state, false, &resolved);
    if (!refusal.isNull())
        return refusal;
    if (!phasesUnderLoad().contains(request.phase)) {
        if (HelperRefusal loaded = underLoad(resolved, state); !loaded.isNull())
            return loaded;
    }
    const PlanPhase *phase = nullptr;
    for (const PlanPhase &candidate : resolved.plan.phases) {
        if (candidate.name == request.phase)
            phase = &candidate;
    }
    if (!phase)
        return refuse("request.unknown-phase", QStringLiteral("phase"),
            tr("Stack '%1' has no phase '%2'.").arg(request.stack, request.phase.left(64)));
    const PlanStep *step = nullptr;
    for (const PlanStep &candidate : phase->steps) {
        if (candidate.id == request.step)
            step = &candidate;
    }
    if (!step)
        return refuse("request.unknown-step", QStringLiteral("step"),
            tr("Phase '%1' of stack '%2' has no step '%3'.").arg(request.phase, request.stack, request.step.left(64)));
    if (step->argv.isEmpty() || step->argv.first().contains(QLatin1Char('/'))
        || !m_policy.isAllowed(step->argv.first()))
        return refuse("exec.not-allowed", QStringLiteral("step"),
            tr("Step '%1' would run '%2', which is not on the helper's list of allowed programs.")
                .arg(step->id, step->argv.value(0).left(64)));

    StepPathContext context;
    QList<DeviceNumber> numbers;
    for (const RequestDevice &device : std::as_const(resolved.devices)) {
        (device.pulled ? context.pulled : context.devices).append(device.device);
        numbers.append(device.device.number);
        run->nodes.append(device.device.node);
        if (resolved.recipe.backingFiles.contains(device.device.node))
            context.backingFiles.insert(device.device.node, resolved.recipe.backingFiles.value(device.device.node));
    }
    for (const QString &device : step->devices) {
        // The devices a step touches are the request's, or arrays and volumes the stack made on
        // them (md, dm: told by sysfs, with every disk below them the request's; a zvol lies in a
        // pool and shows no disks). A disk the request does not name is not.
        const QString real = m_facts.realPath(device);
        const std::optional<NodeStat> node = real.isEmpty() ? std::nullopt : m_facts.statPath(real);
        if (!node || node->type != NodeStat::Type::Block || numbers.contains(node->rdev))
            continue;
        const VirtualKind kind = m_facts.virtualKind(node->rdev);
        const QList<DeviceNumber> lower = m_facts.lowerDisks(node->rdev);
        const bool stackDevice = kind == VirtualKind::Zvol
            || ((kind == VirtualKind::Md || kind == VirtualKind::Dm) && !lower.isEmpty()
                && std::all_of(lower.begin(), lower.end(), [&numbers](DeviceNumber n) { return numbers.contains(n); }));
        if (!stackDevice || m_facts.isSystemDisk(node->rdev))
            return refuse("request.step-device-unclaimed", QStringLiteral("step"),
                tr("Step '%1' would touch %2, which this request does not name.").arg(step->id, device));
    }
    context.createdDevices = resolved.plan.createdDevices;
    context.mountRoot = m_labRoot + QLatin1Char('/') + request.session;
    QList<PathCheck> checks;
    refusal = StepPaths::classify(*step, context, &checks);
    if (refusal.isNull())
        refusal = StepPaths::recheck(m_facts, checks, step->id);
    if (!refusal.isNull())
        return refusal;
    run->recipe = resolved.recipe;
    run->step = *step;
    run->pathChecks = checks;
    return {};
}

HelperRefusal RequestValidator::validateAction(
    const HelperRequest &request, const LabSessionState &state, ValidatedAction *action) const
{
    const HelperRequestType type = request.type;
    // Cheap limits first: they need no device and say exactly what to change.
    if (type == HelperRequestType::DatasetWrite || type == HelperRequestType::Overwrite) {
        if (request.sizeBytes < LabActionLimits::MinDatasetBytes
            || request.sizeBytes > LabActionLimits::MaxDatasetBytes)
            return refuse("action.bad-size", QStringLiteral("sizeBytes"),
                tr("sizeBytes must be between 1 MiB (1048576) and 16 TiB, and at most the free space of the "
                   "stack; got %1.")
                    .arg(request.sizeBytes));
    }
    if (type == HelperRequestType::DatasetWrite && request.files
        && (*request.files < 1 || *request.files > LabActionLimits::MaxFiles))
        return refuse("action.bad-count", QStringLiteral("files"),
            tr("files must be between 1 and %1; got %2.").arg(LabActionLimits::MaxFiles).arg(*request.files));
    if (type == HelperRequestType::DatasetWrite && request.files && request.sizeBytes / *request.files < 4096)
        return refuse("action.bad-size", QStringLiteral("sizeBytes"),
            tr("%1 bytes in %2 files is less than 4 KiB per file: write more bytes or fewer files.")
                .arg(request.sizeBytes)
                .arg(*request.files));
    if (type == HelperRequestType::Workload) {
        if (!WorkloadAction::jobNames().contains(request.job))
            return refuse("action.unknown-job", QStringLiteral("job"),
                tr("Unknown job '%1': the helper runs only its built-in jobs (%2).")
                    .arg(request.job.left(64), WorkloadAction::jobNames().join(QLatin1String(", "))));
        if (request.runtimeSeconds
            && (*request.runtimeSeconds < 1 || *request.runtimeSeconds > LabActionLimits::MaxRuntimeSeconds))
            return refuse("action.bad-runtime", QStringLiteral("runtimeSeconds"),
                tr("runtimeSeconds must be between 1 and %1; got %2.")
                    .arg(LabActionLimits::MaxRuntimeSeconds)
                    .arg(*request.runtimeSeconds));
        if (request.sizeBytes != 0
            && (request.sizeBytes < LabActionLimits::MinDatasetBytes
                || request.sizeBytes > LabActionLimits::MaxWorkloadBytes))
            return refuse("action.bad-size", QStringLiteral("sizeBytes"),
                tr("sizeBytes of a workload must be between 1 MiB (1048576) and 1 TiB, or left out for the "
                   "job's own size; got %1.")
                    .arg(request.sizeBytes));
    }

    if (type == HelperRequestType::Corrupt && request.blocks
        && (*request.blocks < 1 || *request.blocks > CorruptionPlan::MaxBlocks))
        return refuse("action.bad-count", QStringLiteral("blocks"),
            tr("blocks must be between 1 and %1; got %2.").arg(CorruptionPlan::MaxBlocks).arg(*request.blocks));
    if (type == HelperRequestType::Corrupt && request.seed && *request.seed < 0)
        return refuse(
            "action.bad-seed", QStringLiteral("seed"), tr("seed must be 0 or more; got %1.").arg(*request.seed));
    if (type == HelperRequestType::Corrupt
        && CorruptionPlan::layoutFor(request.stack) == CorruptionPlan::Layout::Unknown)
        return refuse("request.unknown-stack", QStringLiteral("stack"),
            tr("Unknown stack '%1': the helper knows no data area for it.").arg(request.stack.left(64)));

    // Space and sample only read: they are allowed while a rebuild step runs on the disks.
    const bool readOnly = type == HelperRequestType::Space || type == HelperRequestType::Sample;
    ResolvedRequest resolved;
    HelperRefusal refusal = resolveRecipe(request, state, readOnly, &resolved);
    if (!refusal.isNull())
        return refusal;
    if (!readOnly) {
        if (HelperRefusal loaded = underLoad(resolved, state); !loaded.isNull())
            return loaded;
    }
    const RecipeRequest &recipe = resolved.recipe;
    action->recipe = recipe;
    for (const RequestDevice &device : std::as_const(resolved.devices))
        action->nodes.append(device.device.node);
    // Both paths come from names the rules above allowed: a session name of [A-Za-z0-9._-] that
    // starts with a letter or digit, and a stack the recipe book knows.
    action->mountPoint = LabSteps(recipe).mountPoint();
    action->manifestPath = m_datasetRoot + QLatin1Char('/') + request.session + QLatin1Char('/') + request.stack
        + QStringLiteral(".manifest");
    action->monitor = monitorSourceFor(recipe);
    if (type == HelperRequestType::Corrupt) {
        // Only a member of this stack, present and claimed by this session: never the spare, a
        // device option's disk or anything the request does not name as a member.
        RequestDevice member;
        refusal = resolveClaimed(QStringLiteral("member"), request.member, request.session, state, false, &member);
        if (!refusal.isNull())
            return refusal;
        if (!recipe.disks.contains(member.device.node))
            return refuse("action.not-a-member", QStringLiteral("member"),
                tr("%1 is not a member of stack '%2' in this request: the corrupt action writes only to one of "
                   "its members (%3).")
                    .arg(member.device.node, request.stack, recipe.disks.join(QLatin1String(", "))));
        // A pulled member, or one with nothing behind it any more (a loop lab disk failed by truncation).
        if (member.pulled || state.pulledByFailPhase.contains(member.device.node)
            || m_facts.sizeBytes(member.device.number) <= 0)
            return refuse("action.member-pulled", QStringLiteral("member"),
                tr("%1 was pulled, or has nothing behind it any more: there is no disk to corrupt. Choose a member "
                   "that is present.")
                    .arg(request.member.left(256)));
        action->member = member.device;
    }
    if (type == HelperRequestType::Sample && action->monitor.kind == StackMonitorSource::Kind::None)
        return refuse("action.no-status-source", QStringLiteral("stack"),
            tr("Stack '%1' has no progress source the helper knows.").arg(request.stack));
    if (type == HelperRequestType::DatasetVerify && !QFileInfo(action->manifestPath).isFile())
        return refuse("action.no-manifest", QStringLiteral("stack"),
            tr("No dataset was written to stack '%1' in session '%2' (no manifest %3): send a dataset-write "
               "first.")
                .arg(request.stack, request.session, action->manifestPath));
    return {};
}
