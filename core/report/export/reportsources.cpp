#include "report/export/reportsources.h"
#include "stacks/recipe/stacktraits.h"

#include <QCoreApplication>

QList<PublishedSource> reportSources(const ComparisonReport &report)
{
    bool zfs = false;
    for (const ReportStack &stack : report.stacks)
        zfs = zfs || stackTraits(stack.name).value_or(StackTraits()).family == StackFamily::Zfs;
    QList<PublishedSource> sources;
    for (const PublishedSource &source : PublishedSource::all()) {
        if (source.key == QLatin1String("four-stack-comparison")
            || (zfs && source.key == QLatin1String("zfs-pool-layouts")))
            sources << source;
    }
    return sources;
}

QString reportSourcesIntro()
{
    return QCoreApplication::translate(
        "ComparisonReport", "The lab procedure and this table follow published sources, cited by title:");
}
