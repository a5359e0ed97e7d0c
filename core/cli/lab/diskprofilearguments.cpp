#include "cli/lab/diskprofilearguments.h"

#include "cli/lab/sweepcommand.h"

bool DiskProfileArguments::isOption(const QString &option)
{
    return option == QLatin1String("--disk-profile") || option == QLatin1String("--disk-speed")
        || option == QLatin1String("--disk-iops");
}

QString DiskProfileArguments::take(const QString &option, const QString &value)
{
    if (option == QLatin1String("--disk-profile")) {
        if (!DiskProfile::builtIn(value))
            return tr("--disk-profile: unknown profile '%1' (profiles: %2).")
                .arg(value, DiskProfile::builtInNames().join(QStringLiteral(", ")));
        name = value;
    } else if (option == QLatin1String("--disk-speed")) {
        QString rate = value;
        if (rate.endsWith(QLatin1String("/s")))
            rate.chop(2);
        const std::optional<qint64> bytes = parseLabSize(rate);
        if (!bytes)
            return tr("--disk-speed needs bytes per second such as 25M or 20MiB/s, got '%1'.").arg(value);
        speed = *bytes;
    } else if (option == QLatin1String("--disk-iops")) {
        bool ok = false;
        const int n = value.toInt(&ok);
        if (!ok || n < 1)
            return tr("--disk-iops needs a whole number of operations per second, got '%1'.").arg(value);
        iops = n;
    }
    return {};
}

std::optional<DiskProfile> DiskProfileArguments::resolve(QString *error) const
{
    const DiskProfile base
        = name.isEmpty() ? DiskProfile::unthrottled() : DiskProfile::builtIn(name).value_or(DiskProfile::unthrottled());
    const DiskProfile profile = speed > 0 || iops > 0 ? DiskProfile::custom(base, speed, iops) : base;
    if (const QString problem = profile.validate(); !problem.isEmpty()) {
        if (error)
            *error = problem;
        return std::nullopt;
    }
    return profile;
}

QStringList DiskProfileArguments::argv() const
{
    QStringList args;
    if (!name.isEmpty())
        args << QStringLiteral("--disk-profile") << name;
    if (speed > 0)
        args << QStringLiteral("--disk-speed") << QString::number(speed);
    if (iops > 0)
        args << QStringLiteral("--disk-iops") << QString::number(iops);
    return args;
}

QString DiskProfileArguments::usage()
{
    return tr("  --disk-profile NAME      vm: what each lab disk behaves like: hdd (a 7200 rpm NAS disk at 25 MiB/s "
              "and 400 IOPS, times scaled to 8 TB at 200 MB/s), ssd (a SATA SSD at 40 MiB/s) or unthrottled (the "
              "emulator's speed, the default)")
        + QLatin1Char('\n')
        + tr("  --disk-speed RATE        vm: each lab disk's bytes per second, e.g. 15M (over hdd or ssd: a slower "
             "lab, same model)")
        + QLatin1Char('\n') + tr("  --disk-iops N            vm: each lab disk's operations per second")
        + QLatin1Char('\n');
}
