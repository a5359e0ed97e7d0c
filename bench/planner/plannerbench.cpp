// planner-bench [--rounds N]: times LayoutPlanner::plan() (capacity, tolerance, rebuild, risk,
// prediction) for large layouts and the decision guide for 90 disks; prints the median and the
// slowest of N rounds per case. See bench/README.md.
#include "planner/advice/decisionguide.h"
#include "planner/advice/layoutplanner.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QTextStream>

#include <algorithm>

namespace {

struct Case {
    const char *name;
    QString stack;
    int disks;
    QVariantMap options;
};

double medianOf(QList<double> values)
{
    std::sort(values.begin(), values.end());
    return values.isEmpty() ? 0 : values.at(values.size() / 2);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int rounds = 51;
    const QStringList args = app.arguments();
    if (const qsizetype at = args.indexOf(QStringLiteral("--rounds")); at > 0 && at + 1 < args.size())
        rounds = std::max(1, args.at(at + 1).toInt());
    const qint64 disk16tb = qint64(16e12);
    const QList<Case> cases = {
        {"dRAID2 90 x 16 TB, draid2:2d:1s (the recipe's default)", QStringLiteral("zfs-draid2"), 90, {}},
        {"dRAID2 90 x 16 TB, draid2:8d:2s", QStringLiteral("zfs-draid2"), 90,
            {{QStringLiteral("draid-data"), 8}, {QStringLiteral("draid-spares"), 2}}},
        {"raidz2 12 x 16 TB", QStringLiteral("zfs-raidz2"), 12, {}},
        {"striped mirrors 90 x 16 TB", QStringLiteral("zfs-striped-mirror"), 90, {}},
        {"btrfs raid10 90 x 16 TB", QStringLiteral("btrfs-raid10"), 90, {}},
        {"mdadm RAID6 90 x 16 TB", QStringLiteral("mdadm-raid6"), 90, {}},
    };
    QTextStream out(stdout);
    out << "case | median ms | max ms | usable\n---|---|---|---\n";
    for (const Case &c : cases) {
        LayoutRequest request;
        request.stack = c.stack;
        request.diskBytes = QList<qint64>(c.disks, disk16tb);
        request.options = c.options;
        QList<double> times;
        LayoutPlan plan;
        for (int i = 0; i < rounds; ++i) {
            QElapsedTimer clock;
            clock.start();
            plan = LayoutPlanner::plan(request);
            times << clock.nsecsElapsed() / 1e6;
        }
        if (!plan.ok()) {
            out << c.name << " | error: " << plan.error << "\n";
            return 1;
        }
        out << c.name << " | " << QString::number(medianOf(times), 'f', 3) << " | "
            << QString::number(*std::max_element(times.cbegin(), times.cend()), 'f', 3) << " | "
            << plan.capacity.usableBytes << " B\n";
    }
    QList<double> times;
    int layouts = 0;
    for (int i = 0; i < std::max(1, rounds / 5); ++i) {
        QElapsedTimer clock;
        clock.start();
        layouts = int(DecisionGuide::advise(QList<qint64>(90, disk16tb), {}).size());
        times << clock.nsecsElapsed() / 1e6;
    }
    out << "decision guide, 90 x 16 TB (" << layouts << " layouts) | " << QString::number(medianOf(times), 'f', 3)
        << " | " << QString::number(*std::max_element(times.cbegin(), times.cend()), 'f', 3) << " | -\n";
    return 0;
}
