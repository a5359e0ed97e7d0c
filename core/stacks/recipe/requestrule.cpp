#include "stacks/recipe/requestrule.h"

#include <QRegularExpression>
#include <QSet>

static const QStringList commonOptions = {QStringLiteral("pull")};

QString RequestRule::checkDiskName(const QString &disk)
{
    if (disk.trimmed().isEmpty())
        return tr("a disk name is empty: name every disk by its stable ID, e.g. /dev/disk/by-id/…");
    if (disk.startsWith(QLatin1Char('-')))
        return tr("'%1' looks like an option, not a disk: name disks by their stable ID").arg(disk);
    if (disk != disk.trimmed() || disk.contains(QLatin1Char('\n')) || disk.contains(QLatin1Char(',')))
        return tr("'%1' is not a usable disk name: it holds spaces, commas or line breaks").arg(disk);
    if (!disk.startsWith(QLatin1Char('/')))
        return tr("'%1' is not an absolute path: name disks as /dev/disk/by-id/… or /dev/…").arg(disk);
    if (disk.split(QLatin1Char('/')).contains(QStringLiteral("..")))
        return tr("'%1' contains '..': name the disk by its real path").arg(disk);
    return {};
}

QString RequestRule::check(const RecipeRequest &request, const StackInfo &stack)
{
    const int count = int(request.disks.size());
    if (count < stack.minDisks)
        return tr("%1 needs at least %2 disks, got %3").arg(stack.name).arg(stack.minDisks).arg(count);
    if (stack.diskMultiple > 1 && count % stack.diskMultiple != 0)
        return tr("%1 needs a multiple of %2 disks, got %3").arg(stack.name).arg(stack.diskMultiple).arg(count);

    QSet<QString> seen;
    for (const QString &disk : request.disks) {
        if (const QString error = checkDiskName(disk); !error.isEmpty())
            return error;
        if (seen.contains(disk))
            return tr("%1 is named twice: every member must be a different disk").arg(disk);
        seen.insert(disk);
    }
    if (!request.spare.isEmpty()) {
        if (const QString error = checkDiskName(request.spare); !error.isEmpty())
            return error;
        if (seen.contains(request.spare))
            return tr("the spare %1 is also a member: the spare must be a separate, empty disk").arg(request.spare);
    }
    if (!request.failDisk.isEmpty() && !request.disks.contains(request.failDisk))
        return tr("the disk to pull, %1, is not a member of the stack").arg(request.failDisk);

    if (request.session.contains(QLatin1Char('/')) || request.session.startsWith(QLatin1Char('-'))
        || request.session.startsWith(QLatin1Char('.')) || request.session.contains(QLatin1Char(' ')))
        return tr("session name '%1' is not usable: use letters, digits, '-' and '_'").arg(request.session);
    if (!request.labRoot.startsWith(QLatin1Char('/'))
        || request.labRoot.split(QLatin1Char('/')).contains(QStringLiteral("..")))
        return tr("lab root '%1' must be an absolute path without '..'").arg(request.labRoot);

    for (auto it = request.options.cbegin(); it != request.options.cend(); ++it) {
        if (!stack.options.contains(it.key()) && !commonOptions.contains(it.key()))
            return tr("%1 has no option '%2' (known: %3)")
                .arg(stack.name, it.key(), (commonOptions + stack.options).join(QStringLiteral(", ")));
        const QString value = it.value().toString();
        if (value.isEmpty() || value.startsWith(QLatin1Char('-')) || value.contains(QLatin1Char(' ')))
            return tr("option %1='%2' is not a usable value").arg(it.key(), value);
        // Only a device option may name a path (the helper resolves those); any other value could
        // carry a file into a command line.
        if (!stack.deviceOptions.contains(it.key()) && value.contains(QLatin1Char('/'))) {
            if (stack.deviceOptions.isEmpty())
                return tr("option %1='%2' is not a usable value: only the disks may name devices or paths")
                    .arg(it.key(), value);
            return tr("option %1='%2' is not a usable value: only the disks and the options %3 may name devices or "
                      "paths")
                .arg(it.key(), value, stack.deviceOptions.join(QStringLiteral(", ")));
        }
    }

    const QString method = pullMethod(request);
    const QString pulled = failDisk(request);
    if (method == QLatin1String("sysfs")) {
        if (kernelName(request, pulled).isEmpty())
            return tr("the fail phase needs the kernel name of %1 (e.g. sdc): give it with --kernel-name %1=sdX, "
                      "or plan for disks present on this machine")
                .arg(pulled);
    } else if (method == QLatin1String("loop-truncate")) {
        if (backingFile(request, pulled).isEmpty() || kernelName(request, pulled).isEmpty())
            return tr("pull=loop-truncate needs the loop device and backing file of %1").arg(pulled);
    } else {
        return tr("option pull='%1' is unknown: use pull=sysfs or pull=loop-truncate").arg(method);
    }
    return {};
}

QString RequestRule::failDisk(const RecipeRequest &request)
{
    if (!request.failDisk.isEmpty())
        return request.failDisk;
    return request.disks.isEmpty() ? QString() : request.disks.last();
}

QString RequestRule::kernelName(const RecipeRequest &request, const QString &disk)
{
    if (request.kernelNames.contains(disk))
        return request.kernelNames.value(disk);
    // /dev/sdc names its kernel device directly; /dev/disk/by-id/… and /dev/md/… do not.
    if (!disk.startsWith(QLatin1String("/dev/")) || disk.count(QLatin1Char('/')) != 2)
        return {};
    // A partition (sdc1, nvme0n1p1) is pulled with its whole disk: /sys/block/<disk>/device/delete.
    static const QRegularExpression partition(
        QStringLiteral("^((?:sd|vd|xvd|hd)[a-z]+)[0-9]+$|^((?:nvme[0-9]+n[0-9]+|mmcblk[0-9]+|loop[0-9]+))p[0-9]+$"));
    const QString name = disk.mid(5);
    const QRegularExpressionMatch match = partition.match(name);
    if (match.hasMatch())
        return match.captured(1).isEmpty() ? match.captured(2) : match.captured(1);
    return name;
}

QString RequestRule::backingFile(const RecipeRequest &request, const QString &disk)
{
    if (request.backingFiles.contains(disk))
        return request.backingFiles.value(disk);
    if (!disk.startsWith(QLatin1String("/dev/")))
        return disk;
    return {};
}

QString RequestRule::pullMethod(const RecipeRequest &request)
{
    if (request.options.contains(QStringLiteral("pull")))
        return request.options.value(QStringLiteral("pull")).toString();
    // A loop device has no /sys/block/loopN/device/delete: it dies by truncating its backing file.
    if (kernelName(request, failDisk(request)).startsWith(QLatin1String("loop")))
        return QStringLiteral("loop-truncate");
    return QStringLiteral("sysfs");
}
