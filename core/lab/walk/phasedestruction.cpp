#include "lab/walk/phasedestruction.h"

#include "stacks/plan/planscript.h"
#include "stacks/recipe/requestrule.h"

#include <algorithm>

DoomedDisk DoomedDisk::of(const Disk &disk, const QString &device)
{
    DoomedDisk doomed;
    doomed.device = device;
    doomed.name = disk.name;
    doomed.sizeBytes = disk.sizeBytes;
    // The by-id path the plan's commands name it by, where they do (the virtual lab's udev link
    // scsi-0QEMU_…, where the guest's sysfs reads scsi-QEMU_…): list and commands agree.
    if (device.startsWith(QLatin1String("/dev/disk/by-id/")))
        doomed.identity = device;
    else
        doomed.identity = disk.stableId.isEmpty() ? disk.devnode : disk.stableId;
    switch (disk.stableIdSource) {
    case StableIdSource::ByIdLink:
    case StableIdSource::Wwn:
    case StableIdSource::Serial:
        if (!disk.stableId.isEmpty()) {
            doomed.token = suffixOf(doomed.identity);
            doomed.tokenMeaning = tr("the last %n characters of the stable ID", nullptr, int(doomed.token.size()));
            return doomed;
        }
        break;
    case StableIdSource::BackingFile:
        doomed.loopDevice = true;
        doomed.token = disk.name;
        doomed.tokenMeaning = tr("the name of the loop device");
        return doomed;
    case StableIdSource::ByPath:
    case StableIdSource::KernelName:
        break;
    }
    doomed.token = disk.name;
    doomed.tokenMeaning = tr("the kernel name");
    return doomed;
}

DoomedDisk DoomedDisk::unknown(const QString &device)
{
    DoomedDisk doomed;
    doomed.device = device;
    doomed.name = device;
    doomed.identity = device;
    doomed.token = device.section(QLatin1Char('/'), -1);
    doomed.tokenMeaning = tr("the last part of the path");
    return doomed;
}

QString PhaseDestruction::requiredText() const
{
    return confirm == Confirm::Typed && typedDisk >= 0 && typedDisk < disks.size() ? disks.at(typedDisk).token
                                                                                   : QString();
}

QString PhaseDestruction::requiredMeaning() const
{
    return requiredText().isEmpty() ? QString() : disks.at(typedDisk).tokenMeaning;
}

// A partition of `disk` as udev or the kernel names it: /dev/disk/by-id/<id>-part1; /dev/sdb1;
// /dev/loop3p1, /dev/nvme0n1p1 (a kernel name that ends in a digit takes a "p" before the number).
static bool isPartitionOf(const QString &argument, const QString &disk)
{
    if (!argument.startsWith(disk) || argument.size() == disk.size())
        return false;
    QString rest = argument.mid(disk.size());
    if (disk.startsWith(QLatin1String("/dev/disk/"))) {
        if (!rest.startsWith(QLatin1String("-part")))
            return false;
        rest = rest.mid(5);
    } else if (!disk.startsWith(QLatin1String("/dev/"))) {
        return false; // a backing file
    } else if (disk.back().isDigit()) {
        if (!rest.startsWith(QLatin1Char('p')))
            return false; // loop1 is not a partition of loop10
        rest = rest.mid(1);
    }
    return !rest.isEmpty() && std::all_of(rest.cbegin(), rest.cend(), [](QChar c) { return c.isDigit(); });
}

bool PhaseDestruction::namesDisk(const RecipeRequest &request, const PlanStep &step)
{
    QStringList disks = request.disks;
    if (!request.spare.isEmpty())
        disks << request.spare;
    QStringList names; // whole arguments: a path, or the value of an option such as dd's of=
    QStringList sysfs; // parts of a path under /sys/block
    for (const QString &disk : std::as_const(disks)) {
        names << disk;
        if (const QString backing = RequestRule::backingFile(request, disk); !backing.isEmpty())
            names << backing;
        if (const QString kernel = RequestRule::kernelName(request, disk); !kernel.isEmpty()) {
            names << QStringLiteral("/dev/") + kernel;
            sysfs << QStringLiteral("/sys/block/") + kernel + QLatin1Char('/');
        }
    }
    for (const QString &argument : step.argv) {
        const QString value = argument.section(QLatin1Char('='), -1);
        for (const QString &name : std::as_const(names)) {
            if (argument == name || value == name || isPartitionOf(argument, name) || isPartitionOf(value, name))
                return true;
        }
        for (const QString &path : std::as_const(sysfs)) {
            if (argument.startsWith(path))
                return true;
        }
    }
    return false;
}

PhaseDestruction PhaseDestruction::of(const QString &phase, const QList<PlanStep> &steps, const RecipeRequest &request,
    const std::function<QList<DoomedDisk>(const PlanStep &)> &disksOf, const QString &targetKind, bool madeEarlier)
{
    PhaseDestruction destruction;
    destruction.phase = phase;
    bool onDisks = false;
    for (const PlanStep &step : steps) {
        if (!step.destructive)
            continue;
        const bool labObject = !namesDisk(request, step);
        destruction.commands.append({step.title, stepCommandLine(step), step.destroys, labObject, step.fallback});
        // Once the walk made them, its array or pool is the lab's; before, what a command on it
        // would destroy lives on the disks, so they are listed (and a real disk's asks for typing).
        if (labObject && madeEarlier)
            continue;
        onDisks = true;
        for (const DoomedDisk &disk : disksOf(step)) {
            const bool listed = std::any_of(destruction.disks.cbegin(), destruction.disks.cend(),
                [&](const DoomedDisk &known) { return known.device == disk.device; });
            if (!listed)
                destruction.disks << disk;
        }
    }
    // Commands on the lab's own objects alone ask nothing once the walk made them.
    if (!onDisks)
        return destruction;
    destruction.confirm = Confirm::Plain;
    // Only this machine holds a person's data; there, a loop device's data is a file made for it.
    if (targetKind != QLatin1String("host"))
        return destruction;
    const auto real = std::find_if(
        destruction.disks.cbegin(), destruction.disks.cend(), [](const DoomedDisk &disk) { return !disk.loopDevice; });
    if (real != destruction.disks.cend()) {
        destruction.confirm = Confirm::Typed;
        destruction.typedDisk = int(real - destruction.disks.cbegin());
    }
    return destruction;
}
