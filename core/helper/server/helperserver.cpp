#include "helper/server/helperserver.h"

#include "disks/disk/diskjson.h"
#include "disks/inventory/diskinventory.h"
#include "helper/actions/dataset/datasetverifier.h"
#include "helper/actions/dataset/datasetwriter.h"
#include "helper/actions/dataset/overwriteaction.h"
#include "helper/actions/load/workloadaction.h"
#include "helper/actions/mountedstack.h"
#include "helper/actions/probes/diskstatsprobe.h"
#include "helper/actions/probes/inventoryprobe.h"
#include "helper/actions/probes/stacksampler.h"
#include "helper/actions/probes/toolversions.h"
#include "helper/server/corruptaction.h"
#include "helper/server/devicevalidator.h"
#include "stacklabversion.h"
#include "stacks/recipe/requestrule.h"

#include <QCoreApplication>
#include <QDir>
#include <QJsonArray>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

HelperServer::HelperServer(
    const DeviceFacts &facts, const ExecPolicy &policy, RecipeBook recipes, Mode mode, QObject *parent)
    : QObject(parent)
    , m_facts(facts)
    , m_policy(policy)
    , m_validator(facts, policy, std::move(recipes))
    , m_mode(mode)
    , m_loopLab(policy)
    , m_executor(policy)
{
    connect(&m_executor, &StepExecutor::output, this,
        [this](const QString &id, const QString &stream, const QString &line) {
            emit send(HelperProtocol::eventLine(HelperEventType::Output,
                {{QStringLiteral("id"), id}, {QStringLiteral("stream"), stream}, {QStringLiteral("line"), line}}));
        });
    connect(&m_executor, &StepExecutor::exited, this,
        [this](const QString &id, int exitCode, qint64 durationMs, bool cancelled, const QString &error, bool ok,
            const QString &note) {
            for (auto it = m_state.runningByDevice.begin(); it != m_state.runningByDevice.end();) {
                if (it.value() == id)
                    it = m_state.runningByDevice.erase(it);
                else
                    ++it;
            }
            QJsonObject fields {{QStringLiteral("id"), id}, {QStringLiteral("exitCode"), exitCode},
                {QStringLiteral("durationMs"), durationMs}, {QStringLiteral("cancelled"), cancelled},
                {QStringLiteral("ok"), ok}};
            if (!error.isEmpty())
                fields.insert(QStringLiteral("error"), error);
            // A step whose work was already done says so in its result (docs/helper-protocol.md).
            if (!note.isEmpty())
                fields.insert(QStringLiteral("result"), QJsonObject {{QStringLiteral("note"), note}});
            emit send(HelperProtocol::eventLine(HelperEventType::Exited, fields));
        });
}

HelperServer::~HelperServer()
{
    // Stop the steps while every member is still alive, without reporting to a client that is gone.
    m_executor.disconnect(this);
    m_executor.stopAll();
    for (LabAction *action : std::as_const(m_actions)) {
        action->disconnect(this);
        action->stop();
        delete action;
    }
    m_actions.clear();
}

void HelperServer::feed(const QByteArray &bytes)
{
    m_buffer += bytes;
    while (!m_finished) {
        const qsizetype newline = m_buffer.indexOf('\n');
        if (newline < 0) {
            if (m_buffer.size() > HelperMaxLineBytes) {
                if (!m_skippingLongLine)
                    handleLine(m_buffer); // refused as too long, without waiting for its end
                m_skippingLongLine = true;
                m_buffer.clear();
            }
            return;
        }
        const QByteArray line = m_buffer.left(newline);
        m_buffer.remove(0, newline + 1);
        if (m_skippingLongLine) {
            m_skippingLongLine = false;
            continue;
        }
        handleLine(line);
    }
}

void HelperServer::endOfInput()
{
    if (!m_buffer.isEmpty() && !m_skippingLongLine)
        handleLine(m_buffer);
    m_buffer.clear();
    finish();
}

void HelperServer::finish()
{
    if (m_finished)
        return;
    m_finished = true;
    m_executor.stopAll();
    // Deleted here, not later: the process may end before the event loop runs again, and a
    // workload's engine thread must be joined, not abandoned.
    for (LabAction *action : std::as_const(m_actions)) {
        action->disconnect(this);
        action->stop();
        delete action;
    }
    m_actions.clear();
    // The loop labs of a client that went away without destroying them (it crashed, was killed,
    // or its terminal closed): nobody else would ever detach them.
    for (const QString &session : std::as_const(m_loopSessions)) {
        QStringList detached;
        QString error;
        destroyLoopLab(session, &detached, &error);
    }
    m_loopSessions.clear();
    emit finished();
}

void HelperServer::refuse(const QString &id, const HelperRefusal &refusal)
{
    emit send(HelperProtocol::refusedLine(id, refusal));
}

void HelperServer::handleLine(const QByteArray &raw)
{
    if (m_finished)
        return;
    QByteArray line = raw;
    if (line.endsWith('\r'))
        line.chop(1);
    if (line.trimmed().isEmpty())
        return;
    const HelperParseResult parsed = HelperProtocol::parseRequest(line);
    if (!parsed.ok()) {
        refuse({}, parsed.refusal);
        return;
    }
    const HelperRequest &request = parsed.request;
    switch (request.type) {
    case HelperRequestType::Hello:
        handleHello(request);
        break;
    case HelperRequestType::Claim:
        handleClaim(request);
        break;
    case HelperRequestType::Run:
    case HelperRequestType::Validate:
        handleRun(request);
        break;
    case HelperRequestType::Cancel:
        handleCancel(request);
        break;
    case HelperRequestType::LabLoopCreate:
        handleLoopCreate(request);
        break;
    case HelperRequestType::LabLoopDestroy:
        handleLoopDestroy(request);
        break;
    case HelperRequestType::Disks:
        handleDisks(request);
        break;
    case HelperRequestType::Versions:
        handleVersions(request);
        break;
    case HelperRequestType::Inventory:
        handleInventory(request);
        break;
    case HelperRequestType::DiskStats:
        handleDiskStats(request);
        break;
    case HelperRequestType::DatasetWrite:
    case HelperRequestType::DatasetVerify:
    case HelperRequestType::Overwrite:
    case HelperRequestType::Space:
    case HelperRequestType::Sample:
    case HelperRequestType::Workload:
    case HelperRequestType::Corrupt:
        handleAction(request);
        break;
    case HelperRequestType::Bye:
        emit send(HelperProtocol::eventLine(HelperEventType::Accepted,
            {{QStringLiteral("id"), request.id}, {QStringLiteral("request"), QStringLiteral("bye")}}));
        finish();
        break;
    }
}

void HelperServer::handleHello(const HelperRequest &request)
{
    if (request.version != HelperProtocolVersion) {
        refuse(request.id,
            {QStringLiteral("protocol.version"), QStringLiteral("version"),
                tr("This helper speaks protocol version %1, the client version %2: install matching "
                   "StackLab versions.")
                    .arg(HelperProtocolVersion)
                    .arg(request.version)});
        return;
    }
    emit send(HelperProtocol::eventLine(HelperEventType::Hello,
        {{QStringLiteral("id"), request.id}, {QStringLiteral("version"), HelperProtocolVersion},
            {QStringLiteral("helper"), QStringLiteral(STACKLAB_VERSION_STRING)},
            {QStringLiteral("uid"), static_cast<qint64>(::getuid())},
            {QStringLiteral("euid"), static_cast<qint64>(::geteuid())},
            {QStringLiteral("pid"), static_cast<qint64>(::getpid())},
            {QStringLiteral("validateOnly"), m_mode == Mode::ValidateOnly},
            {QStringLiteral("session"), m_state.session}}));
}

void HelperServer::handleClaim(const HelperRequest &request)
{
    QList<DeviceIdentity> devices;
    const HelperRefusal refusal = m_validator.validateClaim(request, m_state, &devices);
    if (!refusal.isNull()) {
        refuse(request.id, refusal);
        return;
    }
    m_state.session = request.session;
    QStringList nodes;
    for (qsizetype i = 0; i < devices.size(); ++i) {
        // What proves later that the node is still this disk, or that the disk was pulled. Records
        // are only added: the same disk claimed under another name gains a second one.
        const ClaimedDisk claim {request.disks.value(i), devices.at(i)};
        if (!m_state.claims.contains(claim))
            m_state.claims.append(claim);
        // A disk the fail phase pulled, claimed again with a medium behind it (the claim refuses an
        // empty one): a fresh disk in the pulled one's slot (the virtual lab's), a disk again.
        m_state.pulledByFailPhase.remove(devices.at(i).node);
        nodes.append(devices.at(i).node);
    }
    emit send(HelperProtocol::eventLine(HelperEventType::Accepted,
        {{QStringLiteral("id"), request.id}, {QStringLiteral("request"), QStringLiteral("claim")},
            {QStringLiteral("session"), m_state.session},
            {QStringLiteral("disks"), QJsonArray::fromStringList(nodes)}}));
}

void HelperServer::handleRun(const HelperRequest &request)
{
    ValidatedRun run;
    HelperRefusal refusal = m_validator.validateRun(request, m_state, &run);
    if (refusal.isNull() && isRunning(request.id))
        refusal = {QStringLiteral("request.duplicate-id"), QStringLiteral("id"),
            tr("Request id '%1' is still running: give every run its own id.").arg(request.id)};
    if (!refusal.isNull()) {
        refuse(request.id, refusal);
        return;
    }
    const bool execute = request.type == HelperRequestType::Run && m_mode == Mode::Execute;
    QJsonObject fields {{QStringLiteral("id"), request.id},
        {QStringLiteral("request"), HelperProtocol::requestTypeName(request.type)},
        {QStringLiteral("phase"), request.phase}, {QStringLiteral("step"), run.step.id},
        {QStringLiteral("argv"), QJsonArray::fromStringList(run.step.argv)},
        {QStringLiteral("destructive"), run.step.destructive}, {QStringLiteral("executing"), execute}};
    if (!execute) {
        emit send(HelperProtocol::eventLine(HelperEventType::Accepted, fields));
        return;
    }
    // Every path of the argv once more, immediately before the command starts (and before every
    // later attempt of a polling step): a device swapped since the check is refused.
    const QList<PathCheck> checks = run.pathChecks;
    const QString stepId = run.step.id;
    refusal = StepPaths::recheck(m_facts, checks, stepId);
    if (!refusal.isNull()) {
        refuse(request.id, refusal);
        return;
    }
    // Busy before the start: a program that fails at once reports its end through the same path.
    for (const QString &node : std::as_const(run.nodes))
        m_state.runningByDevice.insert(node, request.id);
    if (request.phase == QLatin1String("fail") && run.step.destructive)
        m_state.pulledByFailPhase.insert(RequestRule::failDisk(run.recipe));
    if (request.phase == QLatin1String("teardown") && run.step.argv.value(0) == QLatin1String("loop-io"))
        m_state.pulledByFailPhase.remove(RequestRule::failDisk(run.recipe)); // given back: a disk again
    QString error;
    const auto recheck = [this, checks, stepId] { return StepPaths::recheck(m_facts, checks, stepId).message; };
    if (!m_executor.start(request.id, run.step, &error, recheck)) {
        for (const QString &node : std::as_const(run.nodes))
            m_state.runningByDevice.remove(node);
        refuse(request.id, {QStringLiteral("exec.program-missing"), QStringLiteral("step"), error});
        return;
    }
    emit send(HelperProtocol::eventLine(HelperEventType::Accepted, fields));
}

void HelperServer::handleCancel(const HelperRequest &request)
{
    if (LabAction *action = m_actions.value(request.id)) {
        action->cancel();
    } else if (!m_executor.cancel(request.id)) {
        refuse(request.id,
            {QStringLiteral("request.not-running"), QStringLiteral("id"),
                tr("No step with request id '%1' is running.").arg(request.id)});
        return;
    }
    emit send(HelperProtocol::eventLine(HelperEventType::Accepted,
        {{QStringLiteral("id"), request.id}, {QStringLiteral("request"), QStringLiteral("cancel")}}));
}

bool HelperServer::isRunning(const QString &id) const
{
    return m_executor.isRunning(id) || m_actions.contains(id);
}

void HelperServer::handleDisks(const HelperRequest &request)
{
    QJsonObject fields {{QStringLiteral("id"), request.id}, {QStringLiteral("request"), QStringLiteral("disks")}};
    // Read-only, and what any user may see with `stacklab-cli disks --json`: allowed before a claim.
    fields.insert(QStringLiteral("disks"), disksToJson(DiskInventory().scan().disks));
    emit send(HelperProtocol::eventLine(HelperEventType::Accepted, fields));
}

void HelperServer::handleVersions(const HelperRequest &request)
{
    // The versions come from running each tool, and --validate executes nothing.
    if (m_mode == Mode::ValidateOnly) {
        refuse(request.id,
            {QStringLiteral("request.validate-only"), QStringLiteral("type"),
                tr("versions runs each storage tool's --version, and stacklab-helper --validate executes "
                   "nothing: ask a helper in its normal mode.")});
        return;
    }
    // Read-only and quick (a few `--version` calls): allowed before a claim, like disks.
    QJsonObject versions;
    const QMap<QString, QString> probed = ToolVersions::probeAll(m_policy);
    for (auto it = probed.cbegin(); it != probed.cend(); ++it)
        versions.insert(it.key(), it.value());
    versions.insert(QStringLiteral("stacklab-helper"), QStringLiteral(STACKLAB_VERSION_STRING));
    emit send(HelperProtocol::eventLine(HelperEventType::Accepted,
        {{QStringLiteral("id"), request.id}, {QStringLiteral("request"), QStringLiteral("versions")},
            {QStringLiteral("versions"), versions}}));
}

void HelperServer::handleDiskStats(const HelperRequest &request)
{
    // Reads files only (what any user may read in /proc and /sys): before a claim, and under
    // --validate too, since nothing runs.
    emit send(HelperProtocol::eventLine(HelperEventType::Accepted,
        {{QStringLiteral("id"), request.id}, {QStringLiteral("request"), QStringLiteral("disk-stats")},
            {QStringLiteral("stats"), DiskStatsProbe::take()}}));
}

void HelperServer::handleInventory(const HelperRequest &request)
{
    // The inventory comes from running the storage tools, and --validate executes nothing.
    if (m_mode == Mode::ValidateOnly) {
        refuse(request.id,
            {QStringLiteral("request.validate-only"), QStringLiteral("type"),
                tr("inventory runs the storage tools that list what exists (lvs, zpool list, findmnt, …), and "
                   "stacklab-helper --validate executes nothing: ask a helper in its normal mode.")});
        return;
    }
    // Read-only (every source only reports) and what `lsblk`/`findmnt` show any user: allowed before a claim.
    QJsonObject fields = InventoryProbe::take(m_policy, m_loopLab.root());
    fields.insert(QStringLiteral("id"), request.id);
    fields.insert(QStringLiteral("request"), QStringLiteral("inventory"));
    emit send(HelperProtocol::eventLine(HelperEventType::Accepted, fields));
}

void HelperServer::handleAction(const HelperRequest &request)
{
    ValidatedAction action;
    HelperRefusal refusal = m_validator.validateAction(request, m_state, &action);
    if (refusal.isNull() && isRunning(request.id))
        refusal = {QStringLiteral("request.duplicate-id"), QStringLiteral("id"),
            tr("Request id '%1' is still running: give every request its own id.").arg(request.id)};
    if (!refusal.isNull()) {
        refuse(request.id, refusal);
        return;
    }
    const QString type = HelperProtocol::requestTypeName(request.type);
    QJsonObject accepted {{QStringLiteral("id"), request.id}, {QStringLiteral("request"), type},
        {QStringLiteral("stack"), request.stack}, {QStringLiteral("mountPoint"), action.mountPoint}};
    if (m_mode == Mode::ValidateOnly) {
        accepted.insert(QStringLiteral("executing"), false);
        emit send(HelperProtocol::eventLine(HelperEventType::Accepted, accepted));
        return;
    }

    if (request.type == HelperRequestType::Sample) {
        QJsonObject answer;
        QString error;
        if (!StackSampler::take(m_policy, action.monitor, &answer, &error)) {
            refuse(request.id, {QStringLiteral("action.status-failed"), QStringLiteral("stack"), error});
            return;
        }
        for (auto it = answer.begin(); it != answer.end(); ++it)
            accepted.insert(it.key(), it.value());
        emit send(HelperProtocol::eventLine(HelperEventType::Accepted, accepted));
        return;
    }

    // The corrupt action writes to a member, under the stack: it needs no mounted filesystem.
    if (request.type == HelperRequestType::Corrupt) {
        accepted.insert(QStringLiteral("member"), action.member.node);
        startAction(new CorruptAction(request.id, m_policy, request.stack, action.member,
                        static_cast<int>(request.blocks.value_or(CorruptionPlan::DefaultBlocks)),
                        static_cast<quint64>(request.seed.value_or(0))),
            accepted, action.nodes, &m_state.runningByDevice);
        return;
    }

    // Every other action works in the mounted filesystem: it must be there, and big enough.
    MountedStack stack;
    QString error;
    MountedStack::Space space;
    if (!stack.open(action.mountPoint, &error) || !stack.space(&space, &error)) {
        refuse(request.id, {QStringLiteral("action.not-mounted"), QStringLiteral("stack"), error});
        return;
    }
    if (request.type == HelperRequestType::Space) {
        // btrfs and ZFS account new and freed blocks at their transaction commit: without one the
        // space an overwrite under a snapshot took showed as 0 on btrfs. syncfs commits both.
        if (!stack.syncFilesystem(&error) || !stack.space(&space, &error)) {
            refuse(request.id, {QStringLiteral("action.not-mounted"), QStringLiteral("stack"), error});
            return;
        }
        accepted.insert(QStringLiteral("sizeBytes"), space.sizeBytes);
        accepted.insert(QStringLiteral("usedBytes"), space.usedBytes);
        accepted.insert(QStringLiteral("availableBytes"), space.availableBytes);
        emit send(HelperProtocol::eventLine(HelperEventType::Accepted, accepted));
        return;
    }
    qint64 needed = 0;
    if (request.type == HelperRequestType::DatasetWrite)
        needed = request.sizeBytes;
    if (request.type == HelperRequestType::Overwrite) {
        struct stat info { };
        const bool exists = ::fstatat(stack.fd(), "overwrite.dat", &info, AT_SYMLINK_NOFOLLOW) == 0;
        needed = exists ? std::max<qint64>(0, request.sizeBytes - info.st_size) : request.sizeBytes;
    }
    if (needed > space.availableBytes) {
        refuse(request.id,
            {QStringLiteral("action.no-space"), QStringLiteral("sizeBytes"),
                tr("%1 bytes do not fit: %2 has %3 bytes free. Choose a smaller size.")
                    .arg(needed)
                    .arg(action.mountPoint)
                    .arg(space.availableBytes)});
        return;
    }

    LabAction *labAction = nullptr;
    switch (request.type) {
    case HelperRequestType::DatasetWrite:
        labAction = new DatasetWriter(request.id, action.mountPoint, action.manifestPath, request.sizeBytes,
            static_cast<int>(request.files.value_or(LabActionLimits::DefaultFiles)), request.seed.value_or(0));
        break;
    case HelperRequestType::DatasetVerify:
        labAction = new DatasetVerifier(request.id, action.mountPoint, action.manifestPath);
        break;
    case HelperRequestType::Overwrite:
        labAction = new OverwriteAction(request.id, action.mountPoint, request.sizeBytes);
        break;
    case HelperRequestType::Workload: {
        const QList<JobSpec> jobs = WorkloadAction::jobsFor(
            request.job, action.mountPoint, request.runtimeSeconds.value_or(0), request.sizeBytes, &error);
        if (jobs.isEmpty()) {
            refuse(request.id, {QStringLiteral("action.unknown-job"), QStringLiteral("job"), error});
            return;
        }
        labAction = new WorkloadAction(request.id, action.mountPoint, jobs);
        accepted.insert(QStringLiteral("jobs"), static_cast<qint64>(jobs.size()));
        // A job on the filesystem, not on the disks: the pull, the rebuild and the scrub may run under it.
        startAction(labAction, accepted, action.nodes, &m_state.loadByDevice);
        return;
    }
    default:
        return;
    }
    startAction(labAction, accepted, action.nodes, &m_state.runningByDevice);
}

void HelperServer::startAction(
    LabAction *action, const QJsonObject &accepted, const QStringList &nodes, QHash<QString, QString> *busy)
{
    const QString id = action->id();
    m_actions.insert(id, action);
    for (const QString &node : nodes)
        busy->insert(node, id);
    connect(action, &LabAction::progress, this,
        [this](const QString &actionId, double fraction, const QString &text, const QJsonObject &sample) {
            QJsonObject fields {{QStringLiteral("id"), actionId}, {QStringLiteral("fraction"), fraction},
                {QStringLiteral("text"), text}};
            if (!sample.isEmpty())
                fields.insert(QStringLiteral("sample"), sample);
            emit send(HelperProtocol::eventLine(HelperEventType::Progress, fields));
        });
    connect(action, &LabAction::finished, this,
        [this](const QString &actionId, bool ok, bool cancelled, const QString &error, const QJsonObject &result,
            qint64 durationMs) {
            for (QHash<QString, QString> *marks : {&m_state.runningByDevice, &m_state.loadByDevice})
                marks->removeIf([&actionId](const auto &entry) { return entry.value() == actionId; });
            if (LabAction *done = m_actions.take(actionId))
                done->deleteLater();
            QJsonObject fields {{QStringLiteral("id"), actionId}, {QStringLiteral("exitCode"), ok ? 0 : 1},
                {QStringLiteral("ok"), ok}, {QStringLiteral("durationMs"), durationMs},
                {QStringLiteral("cancelled"), cancelled}, {QStringLiteral("result"), result}};
            if (!ok)
                fields.insert(QStringLiteral("error"),
                    cancelled             ? tr("Cancelled by the client.")
                        : error.isEmpty() ? tr("The action failed.")
                                          : error);
            emit send(HelperProtocol::eventLine(HelperEventType::Exited, fields));
        });
    QJsonObject fields = accepted;
    fields.insert(QStringLiteral("executing"), true);
    emit send(HelperProtocol::eventLine(HelperEventType::Accepted, fields));
    action->start();
}
