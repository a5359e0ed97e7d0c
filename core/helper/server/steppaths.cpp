#include "helper/server/steppaths.h"

#include <QRegularExpression>
#include <QRegularExpressionMatch>

#include <algorithm>

namespace {

HelperRefusal refuse(const char *rule, const QString &message)
{
    return {QString::fromLatin1(rule), QStringLiteral("step"), message};
}

bool isPlainPath(const QString &path)
{
    const QStringList parts = path.split(QLatin1Char('/')).mid(1);
    return std::none_of(parts.begin(), parts.end(), [](const QString &part) {
        return part.isEmpty() || part == QLatin1String(".") || part == QLatin1String("..");
    });
}

bool isPartitionName(const QString &path, const QString &node)
{
    static const QRegularExpression suffix(QStringLiteral("\\Ap?[0-9]{1,3}\\z"));
    return path.startsWith(node) && suffix.match(QStringView(path).mid(node.size())).hasMatch();
}

// The names a pulled disk had: its old node, partitions of it, its sysfs entries. Any of them may
// belong to another device by now.
bool namesPulled(const QString &path, const DeviceIdentity &pulled)
{
    return path == pulled.node || isPartitionName(path, pulled.node)
        || path == QStringLiteral("/sys/block/") + pulled.kernelName
        || path.startsWith(QStringLiteral("/sys/block/") + pulled.kernelName + QLatin1Char('/'));
}

bool allWithin(const QList<DeviceNumber> &lower, const QList<DeviceNumber> &allowed)
{
    return !lower.isEmpty()
        && std::all_of(lower.begin(), lower.end(), [&allowed](DeviceNumber disk) { return allowed.contains(disk); });
}

} // namespace

QString StepPaths::pathOf(const QString &argument)
{
    if (argument.startsWith(QLatin1Char('/')))
        return argument;
    static const QRegularExpression keyValue(QStringLiteral("\\A-{0,2}[A-Za-z][A-Za-z0-9_.-]*=(/.*)\\z"));
    const QRegularExpressionMatch match = keyValue.match(argument);
    return match.hasMatch() ? match.captured(1) : QString();
}

HelperRefusal StepPaths::classify(const PlanStep &step, const StepPathContext &context, QList<PathCheck> *checks)
{
    QList<DeviceNumber> allowed;
    for (const DeviceIdentity &device : context.devices + context.pulled)
        allowed.append(device.number);
    static const QRegularExpression sysfsDelete(QStringLiteral("\\A/sys/block/([^/]+)/device/delete\\z"));
    static const QRegularExpression mdAttribute(QStringLiteral("\\A/sys/block/(md[0-9]+)/md/([a-z_]+)\\z"));
    const QString program = step.argv.value(0);
    for (qsizetype i = 1; i < step.argv.size(); ++i) {
        const QString &argument = step.argv.at(i);
        const QString path = pathOf(argument);
        if (path.isEmpty())
            continue;
        if (!isPlainPath(path))
            return refuse("exec.path-outside-lab",
                tr("Step '%1' names %2, which is not a plain path ('.', '..' or '//' in it).").arg(step.id, path));
        // A pulled disk's old names: only the check that it is still gone may name them.
        for (const DeviceIdentity &pulled : context.pulled) {
            const bool stillGoneCheck = step.argv
                == QStringList {QStringLiteral("test"), QStringLiteral("!"), QStringLiteral("-e"), pulled.node};
            if (namesPulled(path, pulled) && !stillGoneCheck)
                return refuse("device.pulled",
                    tr("Step '%1' names %2, where the pulled disk was: that name may now belong to another device, "
                       "so the step cannot run while the disk is missing.")
                        .arg(step.id, argument));
            if (stillGoneCheck)
                return {};
        }
        PathCheck check;
        check.path = path;
        check.allowed = allowed;
        const auto device = std::find_if(context.devices.begin(), context.devices.end(),
            [&path](const DeviceIdentity &candidate) { return candidate.node == path; });
        const auto partitioned = std::find_if(context.devices.begin(), context.devices.end(),
            [&path](const DeviceIdentity &candidate) { return isPartitionName(path, candidate.node); });
        if (device != context.devices.end()) {
            check.kind = PathCheck::Kind::Node;
            check.number = device->number;
        } else if (partitioned != context.devices.end()) {
            check.kind = PathCheck::Kind::Partition;
            check.number = partitioned->number;
        } else if (context.createdDevices.contains(path)) {
            check.kind = PathCheck::Kind::CreatedDevice;
        } else if (argument.startsWith(QLatin1String("if="))
            && (path == QLatin1String("/dev/zero") || path == QLatin1String("/dev/urandom"))) {
            check.kind = PathCheck::Kind::InputDevice;
            check.number = {1, path == QLatin1String("/dev/zero") ? 5u : 9u};
        } else if (path.startsWith(QLatin1String("/dev/"))) {
            return refuse("exec.path-not-resolved",
                tr("Step '%1' names %2, which is not a device the helper resolved for this request (nor one the "
                   "stack creates): refusing it.")
                    .arg(step.id, path));
        } else if (const QRegularExpressionMatch match = sysfsDelete.match(path); match.hasMatch()) {
            const auto target = std::find_if(context.devices.begin(), context.devices.end(),
                [&match](const DeviceIdentity &candidate) { return candidate.kernelName == match.captured(1); });
            if (target == context.devices.end())
                return refuse("exec.path-outside-lab",
                    tr("Step '%1' would write %2, which is not the lab session's own: refusing it.")
                        .arg(step.id, path));
            check.kind = PathCheck::Kind::SysfsDelete;
            check.number = target->number;
            check.medium = target->medium;
        } else if (const QRegularExpressionMatch md = mdAttribute.match(path); md.hasMatch()
                   && (program == QLatin1String("cat") || md.captured(2) == QLatin1String("sync_action"))) {
            // cat reads an attribute of the stack's own array, tee writes its sync_action (check, repair).
            check.kind = PathCheck::Kind::MdAttribute;
        } else if (context.backingFiles.values().contains(path)) {
            check.kind = PathCheck::Kind::BackingFile;
        } else if (path == context.mountRoot || path.startsWith(context.mountRoot + QLatin1Char('/'))) {
            continue; // the session's own mount points and files: derived from names the rules allowed
        } else {
            // cat reads, and what it reads goes to an unprivileged client: it is held to the same paths.
            return refuse("exec.path-outside-lab",
                tr("Step '%1' would write %2, which is not the lab session's own: refusing it.").arg(step.id, path));
        }
        checks->append(check);
    }
    return {};
}

HelperRefusal StepPaths::recheck(const DeviceFacts &facts, const QList<PathCheck> &checks, const QString &stepId)
{
    const std::optional<quint64> devfs = facts.devFilesystem();
    auto onDevfs = [&devfs](const NodeStat &node) { return devfs && node.filesystem == *devfs; };
    for (const PathCheck &check : checks) {
        const std::optional<NodeStat> node = facts.openNode(check.path);
        switch (check.kind) {
        case PathCheck::Kind::Node:
            if (!node || node->type != NodeStat::Type::Block || node->rdev != check.number || !onDevfs(*node))
                return refuse("device.changed",
                    tr("Step '%1': %2 is no longer the device %3 the helper checked: refusing to run it.")
                        .arg(stepId, check.path, check.number.toString()));
            break;
        case PathCheck::Kind::Partition:
            if (node
                && (node->type != NodeStat::Type::Block || !onDevfs(*node) || !facts.isPartition(node->rdev)
                    || facts.wholeDisk(node->rdev) != check.number))
                return refuse("device.changed",
                    tr("Step '%1': %2 is not a partition of the device %3 the helper checked: refusing to run it.")
                        .arg(stepId, check.path, check.number.toString()));
            break;
        case PathCheck::Kind::CreatedDevice: {
            const QString real = facts.realPath(check.path);
            if (real.isEmpty())
                break; // not made yet: the step that makes it
            const std::optional<NodeStat> target = facts.statPath(real);
            const VirtualKind kind = target ? facts.virtualKind(target->rdev) : VirtualKind::None;
            if (!target || target->type != NodeStat::Type::Block || !onDevfs(*target)
                || !real.startsWith(QLatin1String("/dev/")) || (kind != VirtualKind::Md && kind != VirtualKind::Dm)
                || !allWithin(facts.lowerDisks(target->rdev), check.allowed))
                return refuse("request.step-device-unclaimed",
                    tr("Step '%1' would touch %2 (%3), which is not an array or volume the stack made on the "
                       "request's disks.")
                        .arg(stepId, check.path, real));
            break;
        }
        case PathCheck::Kind::SysfsDelete: {
            const QString kernelName = check.path.section(QLatin1Char('/'), 3, 3);
            const std::optional<DeviceNumber> number = facts.numberOf(kernelName);
            if (!number || *number != check.number
                || (!check.medium.isEmpty() && facts.medium(*number) != check.medium))
                return refuse("device.changed",
                    tr("Step '%1': %2 no longer belongs to the device %3 the helper checked: refusing to run it.")
                        .arg(stepId, check.path, check.number.toString()));
            break;
        }
        case PathCheck::Kind::MdAttribute: {
            const std::optional<DeviceNumber> array = facts.numberOf(check.path.section(QLatin1Char('/'), 3, 3));
            if (!array || !allWithin(facts.lowerDisks(*array), check.allowed))
                return refuse("exec.path-outside-lab",
                    tr("Step '%1' would write %2, which is not the lab session's own: refusing it.")
                        .arg(stepId, check.path));
            break;
        }
        case PathCheck::Kind::BackingFile:
            if (!node || node->type != NodeStat::Type::Regular || facts.realPath(check.path) != check.path)
                return refuse("exec.path-outside-lab",
                    tr("Step '%1': the loop lab's file %2 is not a plain file any more: refusing to run it.")
                        .arg(stepId, check.path));
            break;
        case PathCheck::Kind::InputDevice:
            if (!node || node->type != NodeStat::Type::Character || node->rdev != check.number || !onDevfs(*node))
                return refuse("exec.path-outside-lab",
                    tr("Step '%1': %2 is not the kernel's own device: refusing to run it.").arg(stepId, check.path));
            break;
        }
    }
    return {};
}
