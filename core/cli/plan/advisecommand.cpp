#include "cli/plan/advisecommand.h"

#include "cli/plan/plannerarguments.h"
#include "planner/advice/decisionguide.h"
#include "planner/space/bytesize.h"

#include <QJsonArray>
#include <QJsonDocument>

struct AdviseCommand {
    Q_DECLARE_TR_FUNCTIONS(AdviseCommand)
};

int runAdviseCommand(const QStringList &args, CliStreams io)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    const PlannerArguments common;
    common.addTo(&parser);
    const QCommandLineOption care(QStringLiteral("care"),
        AdviseCommand::tr("what matters most, comma-separated: space, rebuild, risk, snapshots, growth"),
        QStringLiteral("LIST"));
    const QCommandLineOption help(
        QStringList {QStringLiteral("help"), QStringLiteral("h")}, AdviseCommand::tr("show this help"));
    parser.addOptions({care, help});
    if (!parser.parse(QStringList {QStringLiteral("stacklab-cli advise")} + args)) {
        io.err << "advise: " << parser.errorText() << "\n";
        return CliUsage;
    }
    if (parser.isSet(help)) {
        io.out << AdviseCommand::tr("Usage: stacklab-cli advise (--disks ID,… | --disk-sizes 4x8TB) "
                                    "[--care space,rebuild,risk,snapshots,growth] [--fill 50%] [--json]")
               << "\n\n"
               << parser.helpText().section(QLatin1Char('\n'), 2);
        return CliOk;
    }
    if (!parser.positionalArguments().isEmpty()) {
        io.err << AdviseCommand::tr("advise: unexpected argument '%1' (advise ranks every stack; use predict for one)")
                      .arg(parser.positionalArguments().first())
               << "\n";
        return CliUsage;
    }
    QString error;
    const QList<qint64> disks = common.diskBytes(parser, &error);
    PlannerAssumptions assumptions;
    Priorities priorities;
    if (error.isEmpty())
        assumptions = common.assumptions(parser, &error);
    if (error.isEmpty() && parser.isSet(care))
        priorities = Priorities::fromCare(parser.value(care), &error);
    if (!error.isEmpty()) {
        io.err << "advise: " << error << "\n";
        return CliUsage;
    }
    const QList<RankedLayout> ranked = DecisionGuide::advise(disks, priorities, assumptions);
    if (ranked.isEmpty()) {
        io.err << AdviseCommand::tr(
            "advise: no stack fits %n disk(s): most need at least 2, ZFS raidz1 3.", nullptr, int(disks.size()))
               << "\n";
        return CliUsage;
    }
    if (parser.isSet(common.json)) {
        QJsonArray array;
        for (const RankedLayout &r : ranked)
            array.append(r.toJson());
        io.out << QJsonDocument(
            QJsonObject {{QStringLiteral("priorities"), priorities.toJson()},
                {QStringLiteral("assumptions"), assumptions.toJson()}, {QStringLiteral("layouts"), array}})
                      .toJson(QJsonDocument::Indented);
        return CliOk;
    }
    qint64 raw = 0;
    for (const qint64 bytes : disks)
        raw += bytes;
    io.out << AdviseCommand::tr("%n disk(s), %1 raw. Ranked by space %2, rebuild %3, risk %4, snapshots %5, growth %6.",
        nullptr, int(disks.size()))
                  .arg(ByteSize::format(raw))
                  .arg(priorities.space)
                  .arg(priorities.rebuild)
                  .arg(priorities.risk)
                  .arg(priorities.snapshots)
                  .arg(priorities.growth)
           << "\n";
    for (const RankedLayout &r : ranked) {
        io.out << "\n"
               << QStringLiteral("%1. %2").arg(r.rank, 2).arg(r.plan.request.stack).leftJustified(26)
               << AdviseCommand::tr("score %1, usable %2")
                      .arg(r.score, 0, 'f', 2)
                      .arg(ByteSize::format(r.plan.capacity.storableBytes))
               << "\n"
               << "      " << r.why << "\n";
        for (const QString &reason : r.strengths)
            io.out << "      + " << reason << "\n";
        for (const QString &reason : r.weaknesses)
            io.out << "      - " << reason << "\n";
    }
    return CliOk;
}
