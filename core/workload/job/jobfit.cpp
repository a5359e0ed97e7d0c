#include "workload/job/jobfit.h"

#include "workload/job/fiojobparser.h"
#include "workload/job/fiooptionvalue.h"

#include <QRegularExpression>
#include <QSet>
#include <QStringList>

#include <algorithm>

static constexpr std::uint64_t MiB = 1024ULL * 1024;

std::uint64_t JobFit::perFileBudget(qint64 availableBytes, int files)
{
    if (availableBytes <= 0 || files <= 0)
        return minimumBytes;
    const std::uint64_t share = static_cast<std::uint64_t>(availableBytes) / 2 / static_cast<std::uint64_t>(files);
    return std::max(minimumBytes, share / MiB * MiB);
}

QString JobFit::sizeText(std::uint64_t bytes)
{
    const struct {
        std::uint64_t unit;
        char suffix;
    } units[] = {{MiB * 1024 * 1024, 't'}, {MiB * 1024, 'G'}, {MiB, 'M'}, {1024, 'k'}};
    for (const auto &u : units) {
        if (bytes >= u.unit && bytes % u.unit == 0)
            return QString::number(bytes / u.unit) + QLatin1Char(u.suffix);
    }
    return QString::number(bytes);
}

JobFit::Result JobFit::toSpace(const QString &text, const QHash<QString, QString> &environment, qint64 availableBytes)
{
    Result result;
    result.text = text;
    const FioJobFile file = FioJobParser::parse(text, environment);
    if (!file.ok())
        return result;
    QSet<QString> files;
    for (const JobSpec &job : file.jobs) {
        if (job.size == 0)
            continue;
        for (int clone = 0; clone < job.numJobs; ++clone)
            files.insert(job.fileFor(clone));
        result.askedBytes = std::max(result.askedBytes, job.size);
    }
    result.files = int(files.size());
    if (result.files == 0 || availableBytes <= 0)
        return result;
    const std::uint64_t budget = perFileBudget(availableBytes, result.files);
    if (result.askedBytes <= budget)
        return result;
    // Every size= that asks more than the budget gets the budget, in the job file's own words.
    static const QRegularExpression sizeLine(QStringLiteral(R"(^(\s*size\s*=\s*)(\S+)(.*)$)"));
    QStringList lines = text.split(QLatin1Char('\n'));
    for (QString &line : lines) {
        const QRegularExpressionMatch match = sizeLine.match(line);
        if (!match.hasMatch())
            continue;
        const std::optional<std::uint64_t> asked = parseFioSize(match.captured(2));
        if (asked && *asked > budget)
            line = match.captured(1) + sizeText(budget) + match.captured(3);
    }
    result.text = lines.join(QLatin1Char('\n'));
    result.fittedBytes = budget;
    return result;
}
