#include "cli/plan/predictcommand.h"

#include "cli/plan/plannerarguments.h"
#include "planner/advice/layoutplanner.h"
#include "planner/space/bytesize.h"

#include <QJsonDocument>

#include <cmath>

struct PredictCommand {
    Q_DECLARE_TR_FUNCTIONS(PredictCommand)
};

namespace {

QString duration(double seconds)
{
    if (seconds < 120)
        return PredictCommand::tr("%1 s").arg(seconds, 0, 'f', 1);
    if (seconds < 7200)
        return PredictCommand::tr("%1 min").arg(seconds / 60, 0, 'f', 1);
    return PredictCommand::tr("%1 h").arg(seconds / 3600, 0, 'f', 1);
}

QString probability(double p)
{
    return RiskModel::percentText(p);
}

void printCapacity(const LayoutPlan &plan, QTextStream &out)
{
    const CapacityPlan &c = plan.capacity;
    out << PredictCommand::tr("Space as the tools will print it on the empty stack:") << "\n";
    for (const SpaceFigure &f : c.figures)
        out << "  " << f.label.leftJustified(34) << ' ' << ByteSize::format(f.bytes).rightJustified(11) << "  "
            << QString::number(f.bytes).rightJustified(16) << " B   " << f.tool << "\n";
    out << "\n" << PredictCommand::tr("Where the raw %1 goes:").arg(ByteSize::format(c.rawBytes)) << "\n";
    const double raw = std::max<double>(1, double(c.rawBytes));
    for (const OverheadItem &item : c.overhead)
        out << "  " << item.label.leftJustified(66) << ' ' << ByteSize::format(item.bytes).rightJustified(11) << ' '
            << QStringLiteral("%1 %").arg(100 * item.bytes / raw, 5, 'f', 1) << "\n";
    out << "  " << PredictCommand::tr("usable (%1)").arg(c.usableKey).leftJustified(66) << ' '
        << ByteSize::format(c.usableBytes).rightJustified(11) << ' '
        << QStringLiteral("%1 %").arg(100 * c.usableBytes / raw, 5, 'f', 1) << "\n";
    for (const QString &note : c.notes)
        out << "  ! " << note << "\n";
}

void printRebuild(const QString &title, const RebuildForecast &r, QTextStream &out)
{
    out << "\n" << title << ": " << r.method << "\n";
    if (!r.possible) {
        out << "  " << r.reason << "\n";
        return;
    }
    if (r.writeBytes == 0)
        return;
    out << "  "
        << PredictCommand::tr("writes %1, reads %2 from %n disk(s)", nullptr, r.readDisks)
               .arg(ByteSize::format(r.writeBytes), ByteSize::format(r.readBytes))
        << "\n  "
        << PredictCommand::tr("forecast %1 (lower bound %2); limited by %3")
               .arg(duration(r.seconds), duration(r.lowerBoundSeconds), r.bottleneck)
        << "\n";
}

void printText(const LayoutPlan &plan, QTextStream &out)
{
    const StackLayout &l = plan.layout;
    QStringList sizes;
    for (const qint64 bytes : l.members)
        sizes << ByteSize::format(bytes);
    out << PredictCommand::tr("%1 on %n disk(s): %2", nullptr, int(l.members.size()))
               .arg(plan.request.stack, sizes.join(QStringLiteral(", ")))
        << (l.family == StackLayout::Family::Zfs ? PredictCommand::tr(", ashift %1").arg(l.ashift) : QString())
        << "\n\n";
    printCapacity(plan, out);
    out << "\n" << PredictCommand::tr("Fault tolerance:") << " " << plan.tolerance.summary << "\n";
    QStringList survival;
    for (int k = 0; k < std::min<qsizetype>(4, plan.tolerance.survival.size()); ++k)
        survival << PredictCommand::tr("%n disk(s) %1", nullptr, k + 1)
                        .arg(QStringLiteral("%1 %").arg(100 * plan.tolerance.survival.at(k), 0, 'f', 0));
    out << "  " << PredictCommand::tr("data survives random failures of %1").arg(survival.join(QStringLiteral(", ")))
        << "\n";
    if (!plan.tolerance.fatal.isEmpty())
        out << "  " << PredictCommand::tr("lost with: %1").arg(plan.tolerance.fatal.join(QStringLiteral("; "))) << "\n";
    const PlannerAssumptions &a = plan.assumptions;
    printRebuild(PredictCommand::tr("Initial sync"), plan.initialSync, out);
    printRebuild(PredictCommand::tr("Rebuild after one failed disk"), plan.rebuild, out);
    out << "  "
        << PredictCommand::tr("assumed: %1 full, read %2/s, write %3/s per disk (%4)")
               .arg(QStringLiteral("%1 %").arg(100 * a.fill, 0, 'f', 0),
                   ByteSize::formatDecimal(qint64(a.readBytesPerSecond)),
                   ByteSize::formatDecimal(qint64(a.writeBytesPerSecond)), a.speedSource)
        << "\n";
    const RiskEstimate &r = plan.risk;
    if (plan.rebuild.possible) {
        out << "\n"
            << PredictCommand::tr("Risk during that rebuild:") << "\n  "
            << PredictCommand::tr("an unrecoverable read error: %1 (reading %2 at %3 per bit). %4")
                   .arg(probability(r.ureProbability), ByteSize::format(qint64(r.bitsRead / 8)),
                       QString::number(r.urePerBit, 'g', 3), r.ureConsequence)
            << "\n  "
            << PredictCommand::tr("%1 of %n other disk(s) failing within %2 at %3 AFR: %4", nullptr, r.disksAtRisk)
                   .arg(r.failuresToLose)
                   .arg(duration(r.windowHours * 3600), probability(r.afr), probability(r.moreFailuresProbability))
            << "\n  " << PredictCommand::tr("data loss during the rebuild: %1").arg(probability(r.lossProbability))
            << "\n  " << r.caveat << "\n";
    }
    if (plan.expansion && plan.expansion->possible) {
        const ExpansionForecast &e = *plan.expansion;
        out << "\n"
            << PredictCommand::tr("raidz expansion from %1 to %2 disks (zpool attach):")
                   .arg(e.widthBefore)
                   .arg(e.widthAfter)
            << "\n  "
            << PredictCommand::tr("zfs list will report %1 (now %2): old data keeps the %3-disk parity ratio")
                   .arg(ByteSize::format(e.capacityAfter), ByteSize::format(e.capacityBefore))
                   .arg(e.widthBefore)
            << "\n  "
            << PredictCommand::tr("once the data is rewritten at the new width: %1")
                   .arg(ByteSize::format(e.capacityAfterRewrite))
            << "\n  "
            << PredictCommand::tr("moves %1: reflow %2, then the scrub %3")
                   .arg(ByteSize::format(e.reflowBytes), duration(e.reflowSeconds), duration(e.scrubSeconds))
            << "\n";
    }
}

} // namespace

int runPredictCommand(const QStringList &args, CliStreams io)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addPositionalArgument(QStringLiteral("stack"), PredictCommand::tr("the stack, see `stacklab-cli stacks`"));
    const PlannerArguments common;
    common.addTo(&parser);
    const QCommandLineOption option(QStringLiteral("option"),
        PredictCommand::tr("a stack option, repeatable (ashift, draid-data, draid-spares, special, log, cache, "
                           "hot-spares, expand, thin-size, sector-size, spare)"),
        QStringLiteral("KEY=VALUE"));
    const QCommandLineOption help(
        QStringList {QStringLiteral("help"), QStringLiteral("h")}, PredictCommand::tr("show this help"));
    parser.addOptions({option, help});
    if (!parser.parse(QStringList {QStringLiteral("stacklab-cli predict")} + args)) {
        io.err << "predict: " << parser.errorText() << "\n";
        return CliUsage;
    }
    if (parser.isSet(help)) {
        io.out << PredictCommand::tr("Usage: stacklab-cli predict STACK (--disks ID,… | --disk-sizes 4x8TB) "
                                     "[--option k=v]… [--fill 50%] [--ure 1e-14] [--afr 1.5%] [--json]")
               << "\n\n"
               << parser.helpText().section(QLatin1Char('\n'), 2);
        return CliOk;
    }
    if (parser.positionalArguments().size() != 1) {
        io.err << PredictCommand::tr("predict: give one STACK (see stacklab-cli stacks) and the disks.") << "\n";
        return CliUsage;
    }
    QString error;
    LayoutRequest request;
    request.stack = parser.positionalArguments().first();
    request.diskBytes = common.diskBytes(parser, &error);
    PlannerAssumptions assumptions;
    if (error.isEmpty())
        assumptions = common.assumptions(parser, &error);
    for (const QString &pair : parser.values(option)) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        if (eq <= 0 && error.isEmpty())
            error = PredictCommand::tr("--option needs KEY=VALUE, got '%1'").arg(pair);
        request.options.insert(pair.left(eq), pair.mid(eq + 1));
    }
    if (!error.isEmpty()) {
        io.err << "predict: " << error << "\n";
        return CliUsage;
    }
    const LayoutPlan plan = LayoutPlanner::plan(request, assumptions);
    if (!plan.ok()) {
        io.err << "predict: " << plan.error << "\n";
        return CliUsage;
    }
    if (parser.isSet(common.json))
        io.out << QJsonDocument(plan.toJson()).toJson(QJsonDocument::Indented);
    else
        printText(plan, io.out);
    return CliOk;
}
