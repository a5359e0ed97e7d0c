#include "planner/forecast/riskmodel.h"

#include <algorithm>
#include <cmath>

namespace {
constexpr double hoursPerYear = 8766; // 365.25 days

double choose(int n, int k)
{
    if (k < 0 || k > n)
        return 0;
    return std::exp(std::lgamma(n + 1.0) - std::lgamma(k + 1.0) - std::lgamma(n - k + 1.0));
}
} // namespace

QJsonObject RiskEstimate::toJson() const
{
    return {{QStringLiteral("bitsRead"), bitsRead}, {QStringLiteral("urePerBit"), urePerBit},
        {QStringLiteral("ureProbability"), ureProbability}, {QStringLiteral("ureLosesData"), ureLosesData},
        {QStringLiteral("ureConsequence"), ureConsequence}, {QStringLiteral("afr"), afr},
        {QStringLiteral("windowHours"), windowHours}, {QStringLiteral("disksAtRisk"), disksAtRisk},
        {QStringLiteral("failuresToLose"), failuresToLose},
        {QStringLiteral("moreFailuresProbability"), moreFailuresProbability},
        {QStringLiteral("lossProbability"), lossProbability}, {QStringLiteral("caveat"), caveat}};
}

double RiskModel::atLeastOne(double bits, double perBit)
{
    if (bits <= 0 || perBit <= 0)
        return 0;
    if (perBit >= 1)
        return 1;
    return -std::expm1(bits * std::log1p(-perBit));
}

double RiskModel::failuresWithin(int m, int k, double hours, double afr)
{
    if (k <= 0)
        return 1;
    if (m < k || hours <= 0 || afr <= 0)
        return 0;
    // Constant hazard from the annual rate: p = 1 - exp(-h t), h = -ln(1 - AFR) / year.
    const double hazard = -std::log1p(-std::min(afr, 0.999999)) / hoursPerYear;
    const double p = -std::expm1(-hazard * hours);
    double survive = 0; // P(fewer than k fail)
    for (int j = 0; j < k; ++j)
        survive += choose(m, j) * std::pow(p, j) * std::pow(1 - p, m - j);
    return std::clamp(1 - survive, 0.0, 1.0);
}

QString RiskModel::percentText(double p)
{
    if (p >= 1)
        return QStringLiteral("100 %");
    if (p <= 0)
        return QStringLiteral("0 %");
    const double percent = 100 * p;
    if (percent < 0.01)
        return QStringLiteral("< 0.01 %");
    const int decimals = std::max(0, 1 - int(std::floor(std::log10(percent))));
    return QStringLiteral("%1 %").arg(percent, 0, 'f', decimals);
}

QString RiskModel::caveatText()
{
    return tr("Spec-sheet URE rates are worst-case bounds, not what drives do: Louwrentius, \"RAID 5 is perfectly "
              "fine for home usage\", read over a petabyte in scrubs of a 71 TB ZFS NAS without one error. Treat the "
              "URE figure as an upper bound; scrub regularly so bad sectors show up before a rebuild needs them.");
}

RiskEstimate RiskModel::duringRebuild(const StackLayout &layout, const FaultTolerance &tolerance,
    const RebuildForecast &rebuild, const PlannerAssumptions &assumptions)
{
    RiskEstimate r;
    r.urePerBit = assumptions.urePerBit;
    r.afr = assumptions.afr;
    r.caveat = caveatText();
    if (!rebuild.possible) {
        r.ureConsequence = tr("Nothing to rebuild: the failed disk already lost the data.");
        r.lossProbability = 1;
        r.ureProbability = 0;
        r.moreFailuresProbability = 1;
        return r;
    }
    r.bitsRead = double(rebuild.readBytes) * 8;
    r.ureProbability = atLeastOne(r.bitsRead, r.urePerBit);
    r.windowHours = rebuild.exposureSeconds / 3600;

    // What is left after the first failure, in the group that lost the disk.
    const QString &level = layout.level;
    const int n = int(layout.members.size());
    const bool pairs = level == QLatin1String("raid10") || level == QLatin1String("striped-mirror");
    const int left = pairs ? 0 : std::max(0, tolerance.guaranteed - 1);
    r.ureLosesData = left == 0;
    r.failuresToLose = left + 1;
    if (pairs)
        r.disksAtRisk = n % 2 == 0 ? 1 : 2; // the partner (odd md RAID10: both neighbours)
    else
        r.disksAtRisk = n - 1;
    r.moreFailuresProbability = failuresWithin(r.disksAtRisk, r.failuresToLose, r.windowHours, r.afr);

    using Family = StackLayout::Family;
    if (!r.ureLosesData)
        r.ureConsequence = tr("Repaired from the remaining redundancy: a URE costs nothing.");
    else if (layout.family == Family::Zfs)
        r.ureConsequence = tr("ZFS loses the block and names the damaged file in zpool status -v; the pool stays.");
    else if (layout.family == Family::Btrfs)
        r.ureConsequence = tr("btrfs loses the extent; the file reports I/O errors, the filesystem stays.");
    else
        r.ureConsequence = tr("md records a bad block and the stripe's data is lost (older kernels fail the whole "
                              "rebuild); the filesystem above may need repair.");
    const double ure = r.ureLosesData ? r.ureProbability : 0.0;
    r.lossProbability = 1 - (1 - ure) * (1 - r.moreFailuresProbability);
    return r;
}
