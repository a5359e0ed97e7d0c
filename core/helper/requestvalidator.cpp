#include "helper/requestvalidator.h"

#include "helper/devicevalidator.h"
#include "helper/workloadaction.h"
#include "stacks/labsteps.h"

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
#ifdef STACKLAB_HAVE_RECIPES
    return {&buildPlan, &stackNames};
#else
    return {[](const RecipeRequest &) {
                return PlanOrError {{}, RequestValidator::tr("This helper was built without the stack recipes.")};
            },
        [] { return QStringList(); }};
#endif
}

HelperRefusal RequestValidator::checkFileArguments(
    const PlanStep &step, const QString &session, const LabSessionState &state, const QStringList &nodes) const
{
    // cat reads, and what it reads goes to an unprivileged client: it is held to the same paths.
    static const QStringList writers = {QStringLiteral("truncate"), QStringLiteral("tee"), QStringLiteral("dd"),
        QStringLiteral("mkdir"), QStringLiteral("cat")};
    if (!writers.contains(step.argv.first()))
        return {};
    const QString mountRoot = m_labRoot + QLatin1Char('/') + session + QLatin1Char('/');
    for (qsizetype i = 1; i < step.argv.size(); ++i) {
        QString path = step.argv[i];
        const bool input = path.startsWith(QLatin1String("if="));
        if (path.startsWith(QLatin1String("if=")) || path.startsWith(QLatin1String("of=")))
            path = path.mid(3);
        if (!path.startsWith(QLatin1Char('/')))
            continue;
        if (path.contains(QLatin1String("/../")) || path.endsWith(QLatin1String("/..")))
            return refuse("exec.path-outside-lab", QStringLiteral("step"),
                tr("Step '%1' names %2, which contains '..'.").arg(step.id, path));
        bool allowed = path.startsWith(mountRoot) || nodes.contains(path)
            || (input && (path == QLatin1String("/dev/zero") || path == QLatin1String("/dev/urandom")));
        // The stack's own md array, when every disk under it is one this request names: cat may
        // read its md attributes, tee may write its sync_action (check, repair).
        static const QRegularExpression mdSysfs(QStringLiteral("\\A/sys/block/(md[0-9]+)/md/([a-z_]+)\\z"));
        const QRegularExpressionMatch md = mdSysfs.match(path);
        if (md.hasMatch()
            && (step.argv.first() == QLatin1String("cat") || md.captured(2) == QLatin1String("sync_action"))) {
            const QStringList lower = m_facts.lowerDisks(md.captured(1));
            allowed = !lower.isEmpty() && std::all_of(lower.begin(), lower.end(), [&nodes](const QString &disk) {
                return nodes.contains(disk);
            });
        }
        for (const QString &node : nodes) {
            const QString name = node.section(QLatin1Char('/'), -1);
            if (path == QStringLiteral("/sys/block/%1/device/delete").arg(name)
                || path == state.backingFiles.value(node))
                allowed = true;
        }
        if (!allowed)
            return refuse("exec.path-outside-lab", QStringLiteral("step"),
                tr("Step '%1' would write %2, which is not the lab session's own: refusing it.").arg(step.id, path));
    }
    return {};
}

RequestValidator::RequestValidator(const DeviceFacts &facts, RecipeBook recipes, QString labRoot)
    : m_facts(facts)
    , m_recipes(std::move(recipes))
    , m_labRoot(std::move(labRoot))
{
}

const QStringList &RequestValidator::allowedPrograms()
{
    static const QStringList programs = {
        // md and LVM
        QStringLiteral("mdadm"), QStringLiteral("pvcreate"), QStringLiteral("vgcreate"), QStringLiteral("lvcreate"),
        QStringLiteral("lvconvert"), QStringLiteral("lvchange"), QStringLiteral("lvextend"), QStringLiteral("lvs"),
        QStringLiteral("vgs"), QStringLiteral("pvs"), QStringLiteral("vgreduce"), QStringLiteral("vgremove"),
        QStringLiteral("vgchange"), QStringLiteral("pvremove"), QStringLiteral("vgck"), QStringLiteral("lvremove"),
        QStringLiteral("lvdisplay"),
        // ZFS
        QStringLiteral("zpool"), QStringLiteral("zfs"),
        // filesystems
        QStringLiteral("mkfs.xfs"), QStringLiteral("mkfs.btrfs"), QStringLiteral("btrfs"), QStringLiteral("xfs_repair"),
        QStringLiteral("mount"), QStringLiteral("umount"), QStringLiteral("fstrim"),
        // disks and the loop lab
        QStringLiteral("wipefs"), QStringLiteral("blkid"), QStringLiteral("losetup"), QStringLiteral("sgdisk"),
        QStringLiteral("parted"), QStringLiteral("blockdev"), QStringLiteral("udevadm"),
        // plain file work under the lab root
        QStringLiteral("mkdir"), QStringLiteral("rmdir"), QStringLiteral("tee"), QStringLiteral("dd"),
        QStringLiteral("sync"), QStringLiteral("truncate"), QStringLiteral("sha256sum"), QStringLiteral("cat"),
        QStringLiteral("test"), QStringLiteral("stat"),
        QStringLiteral("df"), // read-only: the usable space the report states
    };
    return programs;
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
    const HelperRequest &request, const LabSessionState &state, QStringList *nodes) const
{
    HelperRefusal refusal = checkSession(request.session, state);
    if (!refusal.isNull())
        return refusal;
    if (request.disks.isEmpty())
        return refuse("request.no-disks", QStringLiteral("disks"), tr("A claim names at least one disk."));
    const DeviceValidator devices(m_facts, m_labRoot + QLatin1Char('/') + request.session);
    QStringList resolved;
    for (qsizetype i = 0; i < request.disks.size(); ++i) {
        QString node;
        refusal = devices.check(
            QStringLiteral("disks[%1]").arg(i), request.disks[i], DeviceValidator::Purpose::Claim, &node);
        if (!refusal.isNull())
            return refusal;
        if (resolved.contains(node))
            return refuse("request.duplicate-disk", QStringLiteral("disks[%1]").arg(i),
                tr("%1 is named twice in one request.").arg(node));
        resolved.append(node);
    }
    *nodes = resolved;
    return {};
}

HelperRefusal RequestValidator::resolveClaimed(const QString &field, const QString &device, const QString &session,
    const LabSessionState &state, bool allowBusy, QString *node, QString *pulledKernel) const
{
    const DeviceValidator devices(m_facts, m_labRoot + QLatin1Char('/') + session);
    auto claimNamed = [&state](const QString &name) -> const ClaimedDisk * {
        for (const ClaimedDisk &claim : state.claims) {
            if (claim.name == name || claim.node == name)
                return &claim;
        }
        return nullptr;
    };
    auto claimAt = [&state](const QString &at) -> const ClaimedDisk * {
        for (const ClaimedDisk &claim : state.claims) {
            if (claim.node == at)
                return &claim;
        }
        return nullptr;
    };
    auto replaced = [&](const ClaimedDisk &claim, const QString &now) {
        return refuse("device.replaced", field,
            tr("%1 is no longer the disk claimed as %2 (claimed: %3, now: %4): the claimed disk was pulled and "
               "another device took its name. Claim the new disk under its own stable ID.")
                .arg(claim.node, claim.name, claim.identity, now));
    };

    QString resolved;
    const ClaimedDisk *claim = nullptr;
    bool pulled = false;
    HelperRefusal result = devices.check(field, device, DeviceValidator::Purpose::Run, &resolved);
    if (result.rule == QLatin1String("device.not-found")) {
        // Only a disk this session claimed may be missing: its name and its node are both gone
        // (or the node is a loop device with nothing bound), so no command can reach another disk.
        claim = claimNamed(device);
        if (!claim)
            return result;
        const bool present = m_facts.isBlockDevice(claim->node);
        const QString now = present ? m_facts.identity(claim->node) : QString();
        if (!present || (!claim->identity.isEmpty() && now.isEmpty()))
            pulled = true;
        else if (claim->identity.isEmpty())
            return result; // a disk without identity: nothing proves the node is still it
        else if (now != claim->identity)
            return replaced(*claim, now);
        else if (result = devices.check(field, claim->node, DeviceValidator::Purpose::Run, &resolved); !result.isNull())
            return result; // the claimed disk itself, only its link is gone
    } else if (!result.isNull()) {
        return result;
    } else if ((claim = claimAt(resolved)) && !claim->identity.isEmpty()) {
        const QString now = m_facts.identity(resolved);
        if (now.isEmpty())
            pulled = true; // a loop device left unbound by a detach
        else if (now != claim->identity)
            return replaced(*claim, now);
    } else if (!claim && !state.claimed.contains(resolved)) {
        // The claimed disk back under another kernel name: its stable ID and identity prove it.
        const ClaimedDisk *named = claimNamed(device);
        if (named && !named->identity.isEmpty() && m_facts.identity(resolved) == named->identity)
            claim = named;
    }

    if (pulled) {
        for (const QString &key : {claim->node, claim->name}) {
            if (!allowBusy && state.runningByDevice.contains(key))
                return refuse("device.busy", field,
                    tr("A step (request '%1') is still running on %2: wait for it or cancel it.")
                        .arg(state.runningByDevice.value(key), key));
        }
        *node = claim->name;
        *pulledKernel = claim->node.section(QLatin1Char('/'), -1);
        return {};
    }
    if (!claim && !state.claimed.contains(resolved))
        return refuse("device.unclaimed", field,
            tr("%1 is not claimed for session '%2': claim it first (the lab touches only claimed disks).")
                .arg(resolved, session));
    if (!allowBusy && state.runningByDevice.contains(resolved))
        return refuse("device.busy", field,
            tr("A step (request '%1') is still running on %2: wait for it or cancel it.")
                .arg(state.runningByDevice.value(resolved), resolved));
    *node = resolved;
    return {};
}

HelperRefusal RequestValidator::resolveRecipe(const HelperRequest &request, const LabSessionState &state,
    bool allowBusy, RecipeRequest *recipeOut, QStringList *nodesOut, Plan *planOut) const
{
    HelperRefusal refusal = checkSession(request.session, state);
    if (!refusal.isNull())
        return refusal;
    if (state.session.isEmpty())
        return refuse("request.no-claim", QStringLiteral("session"),
            tr("No disks are claimed yet: send a claim for session '%1' first.").arg(request.session));
    if (request.disks.isEmpty())
        return refuse("request.no-disks", QStringLiteral("disks"), tr("A run request names the stack's disks."));

    // Every device, resolved, claimed, idle and still the disk that was claimed.
    QStringList nodes;
    QMap<QString, QString> pulledKernels; // claimed name of a pulled disk -> its old kernel name
    auto resolve = [&](const QString &field, const QString &device, QString *node) {
        QString kernel;
        HelperRefusal result = resolveClaimed(field, device, request.session, state, allowBusy, node, &kernel);
        if (result.isNull() && !kernel.isEmpty())
            pulledKernels.insert(*node, kernel);
        return result;
    };
    QStringList diskNodes;
    for (qsizetype i = 0; i < request.disks.size(); ++i) {
        const QString field = QStringLiteral("disks[%1]").arg(i);
        QString node;
        refusal = resolve(field, request.disks[i], &node);
        if (!refusal.isNull())
            return refusal;
        if (diskNodes.contains(node))
            return refuse("request.duplicate-disk", field, tr("%1 is named twice in one request.").arg(node));
        diskNodes.append(node);
    }
    QString spareNode;
    if (!request.spare.isEmpty()) {
        refusal = resolve(QStringLiteral("spare"), request.spare, &spareNode);
        if (!refusal.isNull())
            return refusal;
        if (diskNodes.contains(spareNode))
            return refuse("request.duplicate-disk", QStringLiteral("spare"),
                tr("The spare %1 is also a member of the stack.").arg(spareNode));
    }
    QString failNode;
    if (!request.failDisk.isEmpty()) {
        refusal = resolve(QStringLiteral("failDisk"), request.failDisk, &failNode);
        if (!refusal.isNull())
            return refusal;
        if (!diskNodes.contains(failNode))
            return refuse("request.bad-fail-disk", QStringLiteral("failDisk"),
                tr("The disk to fail, %1, is not a member of the stack.").arg(failNode));
    }
    nodes = diskNodes;
    if (!spareNode.isEmpty())
        nodes.append(spareNode);

    // The recipe, rebuilt here from the resolved nodes: a link swapped after this check cannot
    // redirect the command.
    if (!m_recipes.stacks().contains(request.stack))
        return refuse("request.unknown-stack", QStringLiteral("stack"),
            tr("Unknown stack '%1'; known stacks: %2.")
                .arg(request.stack.left(64), m_recipes.stacks().join(QLatin1String(", "))));
    RecipeRequest recipe;
    recipe.stack = request.stack;
    recipe.disks = diskNodes;
    recipe.spare = spareNode;
    recipe.failDisk = failNode;
    recipe.session = request.session;
    recipe.labRoot = m_labRoot;
    recipe.options = request.options;
    recipe.clearSignatures = request.clearSignatures;
    for (const QString &node : std::as_const(nodes)) {
        if (state.backingFiles.contains(node))
            recipe.backingFiles.insert(node, state.backingFiles.value(node));
    }
    // The recipe names a pulled disk by its stable ID, which says nothing of the kernel name its
    // fail phase is planned with; validateRun refuses every step that would touch that name now.
    for (auto it = pulledKernels.cbegin(); it != pulledKernels.cend(); ++it)
        recipe.kernelNames.insert(it.key(), it.value());
    // Teardown and the final blank checks leave these out: no command can open a missing disk.
    for (const QString &node : std::as_const(nodes)) {
        if (pulledKernels.contains(node))
            recipe.pulledDisks << node;
    }
    const PlanOrError built = m_recipes.build(recipe);
    if (!built.ok())
        return refuse("request.recipe-refused", QStringLiteral("stack"), built.error);
    *recipeOut = recipe;
    *nodesOut = nodes;
    *planOut = built.plan;
    return {};
}

HelperRefusal RequestValidator::validateRun(
    const HelperRequest &request, const LabSessionState &state, ValidatedRun *run) const
{
    RecipeRequest recipe;
    QStringList nodes;
    Plan plan;
    HelperRefusal refusal = resolveRecipe(request, state, false, &recipe, &nodes, &plan);
    if (!refusal.isNull())
        return refusal;
    const PlanPhase *phase = nullptr;
    for (const PlanPhase &candidate : plan.phases) {
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
        || !allowedPrograms().contains(step->argv.first()))
        return refuse("exec.not-allowed", QStringLiteral("step"),
            tr("Step '%1' would run '%2', which is not on the helper's list of allowed programs.")
                .arg(step->id, step->argv.value(0).left(64)));
    for (const QString &device : step->devices) {
        // Virtual devices the stack itself made (md, dm, zvols) are the recipe's business; a disk
        // the request does not name is not.
        const QString real = m_facts.realPath(device);
        const QString name = real.section(QLatin1Char('/'), -1);
        const bool virtualDevice = name.startsWith(QLatin1String("md")) || name.startsWith(QLatin1String("dm-"))
            || name.startsWith(QLatin1String("zd"));
        if (real.startsWith(QLatin1String("/dev/")) && m_facts.isBlockDevice(real) && !virtualDevice
            && !nodes.contains(real))
            return refuse("request.step-device-unclaimed", QStringLiteral("step"),
                tr("Step '%1' would touch %2, which this request does not name.").arg(step->id, device));
    }
    // A pulled disk's kernel name may already belong to another device: no argument may name it.
    for (const QString &kernel : std::as_const(recipe.kernelNames)) {
        const QRegularExpression oldName(
            QStringLiteral("\\A(?:[a-z]+=)?(?:/dev/%1(?:p?[0-9]+)?|/sys/block/%1(?:/.*)?)\\z")
                .arg(QRegularExpression::escape(kernel)));
        for (const QString &argument : std::as_const(step->argv)) {
            if (oldName.match(argument).hasMatch())
                return refuse("device.pulled", QStringLiteral("step"),
                    tr("Step '%1' names %2, where the pulled disk was: that name may now belong to another "
                       "device, so the step cannot run while the disk is missing.")
                        .arg(step->id, argument));
        }
    }
    refusal = checkFileArguments(*step, request.session, state, nodes);
    if (!refusal.isNull())
        return refusal;
    run->recipe = recipe;
    run->step = *step;
    run->nodes = nodes;
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

    // Space and sample only read: they are allowed while a rebuild step runs on the disks.
    const bool readOnly = type == HelperRequestType::Space || type == HelperRequestType::Sample;
    RecipeRequest recipe;
    QStringList nodes;
    Plan plan;
    HelperRefusal refusal = resolveRecipe(request, state, readOnly, &recipe, &nodes, &plan);
    if (!refusal.isNull())
        return refusal;

    action->recipe = recipe;
    action->nodes = nodes;
    // Both paths come from names the rules above allowed: a session name of [A-Za-z0-9._-] that
    // starts with a letter or digit, and a stack the recipe book knows.
    action->mountPoint = LabSteps(recipe).mountPoint();
    action->manifestPath = m_datasetRoot + QLatin1Char('/') + request.session + QLatin1Char('/') + request.stack
        + QStringLiteral(".manifest");
    action->monitor = monitorSourceFor(recipe);
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
