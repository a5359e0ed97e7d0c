#include "lab/target/targetcapabilities.h"

#include "helper/protocol/helperprograms.h"
#include "stacks/catalog/stackrecipes.h"
#include "stacks/recipe/stacktraits.h"

#include <QFile>
#include <QFileInfo>
#include <QSet>

static QString readText(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

TargetCapabilities TargetCapabilities::probe(const QString &root)
{
    const QString base = root.endsWith(QLatin1Char('/')) ? root.chopped(1) : root;
    const auto exists = [&base](const QString &path) { return QFileInfo::exists(base + path); };
    const QString filesystems = readText(base + QStringLiteral("/proc/filesystems"));
    const QString release = readText(base + QStringLiteral("/proc/sys/kernel/osrelease")).trimmed();
    const bool loadable
        = readText(base + QStringLiteral("/proc/sys/kernel/modules_disabled")).trimmed() != QLatin1String("1");
    const QString modulesDep = loadable && !release.isEmpty()
        ? readText(base + QStringLiteral("/lib/modules/%1/modules.dep").arg(release))
        : QString();
    // A module file as modules.dep lists it: ".../md/md-mod.ko" (maybe compressed: .ko.xz).
    const auto listed = [&modulesDep](const QString &module) {
        return modulesDep.contains(QLatin1Char('/') + module + QStringLiteral(".ko"));
    };
    const auto filesystem = [&filesystems](const QString &name) {
        return filesystems.contains(QLatin1Char('\t') + name + QLatin1Char('\n'));
    };

    // Drivers as the kernel lists them, never device nodes: a tool creates /dev/mapper/control on
    // a kernel without device-mapper (libdevmapper makes the node when it finds none), and lvm's
    // own version probe did so on a machine with lvm2 but no dm driver (issue 29).
    const QString devices = readText(base + QStringLiteral("/proc/devices"));
    const QString misc = readText(base + QStringLiteral("/proc/misc"));
    const auto registered = [](const QString &table, const QString &name) {
        for (const QString &line : table.split(QLatin1Char('\n'))) {
            if (line.simplified().section(QLatin1Char(' '), 1) == name)
                return true;
        }
        return false;
    };

    TargetCapabilities caps;
    caps.setDriver(Driver::Md,
        exists(QStringLiteral("/proc/mdstat")) || registered(devices, QStringLiteral("md"))
            || exists(QStringLiteral("/sys/module/md_mod")) || listed(QStringLiteral("md-mod")));
    caps.setDriver(Driver::DeviceMapper,
        registered(devices, QStringLiteral("device-mapper")) || registered(misc, QStringLiteral("device-mapper"))
            || exists(QStringLiteral("/sys/module/dm_mod")) || listed(QStringLiteral("dm-mod")));
    caps.setDriver(Driver::Zfs, exists(QStringLiteral("/sys/module/zfs")) || listed(QStringLiteral("zfs")));
    caps.setDriver(Driver::Btrfs,
        filesystem(QStringLiteral("btrfs")) || exists(QStringLiteral("/sys/module/btrfs"))
            || listed(QStringLiteral("btrfs")));
    caps.setDriver(Driver::Xfs,
        filesystem(QStringLiteral("xfs")) || exists(QStringLiteral("/sys/module/xfs"))
            || listed(QStringLiteral("xfs")));
    caps.setDriver(Driver::Ext4,
        filesystem(QStringLiteral("ext4")) || exists(QStringLiteral("/sys/module/ext4"))
            || listed(QStringLiteral("ext4")));

    QStringList programs;
    QSet<QString> wanted;
    for (const QString &stack : stackNames()) {
        for (const QString &program : programsFor(stack))
            wanted.insert(program);
    }
    for (const QString &program : std::as_const(wanted)) {
        for (const QString &dir : HelperPrograms::trustedDirectories()) {
            if (QFileInfo(base + dir + QLatin1Char('/') + program).isExecutable()) {
                programs << program;
                break;
            }
        }
    }
    programs.sort();
    caps.setPrograms(programs);
    return caps;
}

QStringList TargetCapabilities::kernelStacks() const
{
    QStringList families;
    if (hasDriver(Driver::Btrfs))
        families << QStringLiteral("btrfs");
    if (hasDriver(Driver::Md))
        families << QStringLiteral("mdadm");
    if (hasDriver(Driver::DeviceMapper))
        families << QStringLiteral("LVM");
    if (hasDriver(Driver::Zfs))
        families << QStringLiteral("ZFS");
    return families;
}

QString TargetCapabilities::whyFailed(const QString &toolOutput) const
{
    // lvm's words when the kernel has no device-mapper target for the volume: it cannot say why.
    if (toolOutput.contains(QLatin1String("device-mapper target(s) not detected"))
        || toolOutput.contains(QLatin1String("Failure to communicate with kernel device-mapper driver")))
        return hasDriver(Driver::DeviceMapper)
            ? tr("The kernel has device-mapper but not the target this volume needs (dm-raid, dm-thin-pool or "
                 "dm-integrity are modules of their own): load it, or run the stack in the virtual lab.")
            : tr("This kernel has no device-mapper driver, which every LVM volume needs: run the stack in the "
                 "virtual lab, or boot a kernel that has it.");
    return {};
}

QString TargetCapabilities::driverName(Driver driver)
{
    switch (driver) {
    case Driver::Md:
        return tr("md (software RAID)");
    case Driver::DeviceMapper:
        return tr("device-mapper");
    case Driver::Zfs:
        return tr("ZFS");
    case Driver::Btrfs:
        return tr("btrfs");
    case Driver::Xfs:
        return tr("XFS");
    case Driver::Ext4:
        return tr("ext4");
    }
    return {};
}

QList<TargetCapabilities::Driver> TargetCapabilities::driversFor(const QString &stack)
{
    QList<Driver> drivers;
    if (const std::optional<StackTraits> traits = stackTraits(stack)) {
        if (traits->usesMd)
            drivers << Driver::Md;
        if (traits->usesDeviceMapper)
            drivers << Driver::DeviceMapper;
        if (traits->family == StackFamily::Zfs)
            drivers << Driver::Zfs;
        if (traits->family == StackFamily::Btrfs)
            drivers << Driver::Btrfs;
    }
    const QStringList programs = programsFor(stack);
    if (programs.contains(QLatin1String("mkfs.xfs")))
        drivers << Driver::Xfs;
    if (programs.contains(QLatin1String("mkfs.ext4")))
        drivers << Driver::Ext4;
    return drivers;
}

QStringList TargetCapabilities::programsFor(const QString &stack)
{
    // The plan on stand-in disks names every program the stack runs, as the helper would run it.
    int members = 8;
    for (const StackInfo &info : stackInfos()) {
        if (info.name == stack)
            members = std::max(info.minDisks, 4 - 4 % std::max(1, info.diskMultiple));
    }
    RecipeRequest request;
    request.stack = stack;
    for (int i = 0; i < members; ++i)
        request.disks << QStringLiteral("/dev/sd") + QChar(u'b' + i);
    request.spare = QStringLiteral("/dev/sdz");
    request.options.insert(QStringLiteral("pull"), QStringLiteral("sysfs"));
    const PlanOrError plan = buildPlan(request);
    QStringList programs;
    for (const PlanPhase &phase : plan.plan.phases) {
        for (const PlanStep &step : phase.steps) {
            const QString program = step.argv.value(0);
            if (!program.isEmpty() && !program.contains(QLatin1Char('/')) && !programs.contains(program))
                programs << program;
        }
    }
    return programs;
}

bool TargetCapabilities::kernelLacks(const QString &stack) const
{
    const QList<Driver> drivers = driversFor(stack);
    return std::any_of(drivers.cbegin(), drivers.cend(), [this](Driver d) { return !hasDriver(d); });
}

QString TargetCapabilities::whyNot(const QString &stack) const
{
    QStringList missingDrivers;
    for (const Driver driver : driversFor(stack)) {
        if (!hasDriver(driver))
            missingDrivers << driverName(driver);
    }
    if (!missingDrivers.isEmpty())
        return tr("This kernel has no %1 driver (neither running nor loadable as a module), so installing packages "
                  "will not help: run %2 in the virtual lab, or boot a kernel that has it.")
            .arg(missingDrivers.join(QStringLiteral(", ")), stack);
    QStringList packages;
    QStringList programs;
    for (const QString &program : programsFor(stack)) {
        if (hasProgram(program))
            continue;
        programs << program;
        const QString package = HelperPrograms::packageFor(program);
        if (!packages.contains(package))
            packages << package;
    }
    if (!programs.isEmpty())
        return tr("The kernel can run %1, but %2 is not installed: install the %3 package.")
            .arg(stack, programs.join(QStringLiteral(", ")), packages.join(QStringLiteral(", ")));
    return {};
}
