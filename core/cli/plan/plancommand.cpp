#include "cli/plan/plancommand.h"

#include "disks/inventory/diskidentityresolver.h"
#include "disks/inventory/diskinventory.h"
#include "stacks/catalog/stackrecipes.h"
#include "stacks/plan/planjson.h"
#include "stacks/plan/planscript.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonDocument>

// The translation context of this command's messages.
struct PlanCommand {
    Q_DECLARE_TR_FUNCTIONS(PlanCommand)
};

// Every path the request names: members, spare, and the disk lists of options (spares, log, cache, …).
static QStringList namedPaths(const RecipeRequest &request)
{
    QStringList paths = request.disks;
    if (!request.spare.isEmpty())
        paths << request.spare;
    for (auto it = request.options.cbegin(); it != request.options.cend(); ++it) {
        for (const QString &value : it.value().toString().split(QLatin1Char(','))) {
            if (value.startsWith(QLatin1Char('/')))
                paths << value;
        }
    }
    return paths;
}

// Checks the named paths against this machine's inventory and fills in the kernel names of the
// ones that exist. Returns an error (refusal) or empty; notes go to stderr.
static QString checkAgainstInventory(RecipeRequest &request, QTextStream &err)
{
    const QStringList paths = namedPaths(request);
    bool anyExists = false;
    for (const QString &path : paths)
        anyExists = anyExists || QFileInfo::exists(path);
    if (!anyExists) {
        if (!paths.isEmpty())
            err << PlanCommand::tr(
                "note: none of the named disks exists on this machine: this is a preview for another machine.")
                << "\n";
        return {};
    }
    const DiskIdentityResolver disks(DiskInventory().scan(), &DiskIdentityResolver::liveRealPath);
    QList<DiskIdentity> named;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (!info.exists()) {
            err << PlanCommand::tr("note: %1 does not exist on this machine: planned as a preview.").arg(path) << "\n";
            continue;
        }
        const QString real = info.canonicalFilePath();
        const ResolvedDisk resolved = disks.resolve(path);
        const Disk *owner = resolved.disk;
        const DiskPartition *partition = resolved.partition;
        if (!owner) {
            if (info.isFile())
                continue; // a file vdev or a backing file not attached to a loop device
            return PlanCommand::tr(
                "refused: %1 (%2) is not a whole disk the inventory knows: name a disk from `stacklab-cli disks`")
                .arg(path, real);
        }
        if (owner->classification == DiskClass::System || owner->classification == DiskClass::InUse) {
            const QString what = partition ? PlanCommand::tr("%1 is a partition of %2").arg(real, owner->devnode)
                                           : (real == path ? path : PlanCommand::tr("%1 is %2").arg(path, real));
            return PlanCommand::tr("refused: %1: %2").arg(what, owner->reason);
        }
        if (partition && (!partition->mountpoints.isEmpty() || !partition->holders.isEmpty() || partition->swap))
            return PlanCommand::tr("refused: %1 is in use (mounted, swap or held by md/dm): free it first").arg(real);
        if (owner->classification == DiskClass::NotBlank && !request.clearSignatures)
            err << PlanCommand::tr(
                "note: %1 is not blank (%2); the prepare phase stops there unless you pass --clear-signatures.")
                       .arg(path, owner->reason)
                << "\n";
        DiskIdentity identity = disks.identity(*owner);
        identity.path = path; // the plan names the disk as the user did
        named << identity;
    }
    // What --kernel-name gave stays: the inventory fills in the rest.
    QMap<QString, QString> kernelNames = DiskIdentityResolver::kernelNamesByPath(named);
    kernelNames.insert(request.kernelNames);
    request.kernelNames = kernelNames;
    QMap<QString, QString> backingFiles = DiskIdentityResolver::backingFilesByPath(named);
    backingFiles.insert(request.backingFiles);
    request.backingFiles = backingFiles;
    return {};
}

static void printText(const Plan &plan, const QString &mountNote, QTextStream &out)
{
    out << PlanCommand::tr("Plan for %1").arg(plan.stack) << " (" << mountNote << ")\n";
    for (const PlanPhase &phase : plan.phases) {
        out << "\n== " << phase.name << " ==\n";
        if (!phase.note.isEmpty())
            out << "   " << phase.note << "\n";
        for (const PlanStep &step : phase.steps) {
            out << (step.essential ? " * " : "   ") << "[" << stepKindName(step.kind) << "] " << step.title << "\n";
            QString line;
            for (const QString &arg : step.argv)
                line += (line.isEmpty() ? QString() : QStringLiteral(" ")) + shellQuote(arg);
            out << "       " << line << "\n";
            if (step.destructive)
                out << "       " << PlanCommand::tr("DESTRUCTIVE: destroys %1").arg(step.destroys) << "\n";
            if (!step.note.isEmpty())
                out << "       " << step.note << "\n";
            if (!step.requiresVersion.isEmpty())
                out << "       " << PlanCommand::tr("needs %1").arg(step.requiresVersion) << "\n";
        }
    }
    out << "\n" << PlanCommand::tr("* = an essential command, one a person types (docs/recipes.md).") << "\n";
}

// KEY=VALUE pairs, split at the first '=' or the last; `bad` gets the first pair without a key.
static QMap<QString, QString> keyValuePairs(const QStringList &pairs, bool splitAtLast, QString *bad)
{
    QMap<QString, QString> values;
    bad->clear();
    for (const QString &pair : pairs) {
        const qsizetype eq = splitAtLast ? pair.lastIndexOf(QLatin1Char('=')) : pair.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            *bad = pair;
            return {};
        }
        values.insert(pair.left(eq), pair.mid(eq + 1));
    }
    return values;
}

// --phase NAME: keeps that phase only; false (with the plan's phases named) when it has none.
static bool keepOnePhase(Plan *plan, const QString &stack, const QString &wanted, CliStreams io)
{
    QList<PlanPhase> kept;
    QStringList names;
    for (const PlanPhase &candidate : std::as_const(plan->phases)) {
        names << candidate.name;
        if (candidate.name == wanted)
            kept << candidate;
    }
    if (kept.isEmpty()) {
        io.err << PlanCommand::tr("plan: %1 has no phase '%2' (phases: %3, or all).")
                      .arg(stack, wanted, names.join(QStringLiteral(", ")))
               << "\n";
        return false;
    }
    plan->phases = kept;
    return true;
}

int runPlanCommand(const QStringList &args, CliStreams io)
{
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addPositionalArgument(QStringLiteral("stack"), PlanCommand::tr("the stack, see `stacklab-cli stacks`"));
    const QCommandLineOption disks(
        QStringLiteral("disks"), PlanCommand::tr("the members, comma-separated, in order"), QStringLiteral("A,B,C"));
    const QCommandLineOption spare(
        QStringLiteral("spare"), PlanCommand::tr("the replacement disk"), QStringLiteral("DISK"));
    const QCommandLineOption fail(
        QStringLiteral("fail"), PlanCommand::tr("the member to pull (default: the last)"), QStringLiteral("DISK"));
    const QCommandLineOption session(
        QStringLiteral("session"), PlanCommand::tr("lab session name"), QStringLiteral("NAME"));
    const QCommandLineOption labRoot(
        QStringLiteral("lab-root"), PlanCommand::tr("where mount points live"), QStringLiteral("DIR"));
    const QCommandLineOption option(
        QStringLiteral("option"), PlanCommand::tr("a stack option, repeatable"), QStringLiteral("KEY=VALUE"));
    const QCommandLineOption kernelName(QStringLiteral("kernel-name"),
        PlanCommand::tr("the kernel name of a disk not on this machine"), QStringLiteral("DISK=NAME"));
    const QCommandLineOption phase(
        QStringLiteral("phase"), PlanCommand::tr("print one phase, or all"), QStringLiteral("NAME"));
    const QCommandLineOption json(QStringLiteral("json"), PlanCommand::tr("print JSON"));
    const QCommandLineOption script(QStringLiteral("script"), PlanCommand::tr("print a POSIX shell script"));
    const QCommandLineOption clear(
        QStringLiteral("clear-signatures"), PlanCommand::tr("wipe stale signatures in the prepare phase"));
    const QCommandLineOption help(
        QStringList {QStringLiteral("help"), QStringLiteral("h")}, PlanCommand::tr("show this help"));
    parser.addOptions({disks, spare, fail, session, labRoot, option, kernelName, phase, json, script, clear, help});

    if (!parser.parse(QStringList {QStringLiteral("stacklab-cli plan")} + args)) {
        io.err << "plan: " << parser.errorText() << "\n";
        return CliUsage;
    }
    if (parser.isSet(help)) {
        io.out << PlanCommand::tr(
            "Usage: stacklab-cli plan STACK --disks A,B,C [--spare D] [--fail DISK] [--session NAME] "
            "[--option k=v]... [--phase NAME|all] [--json|--script] [--clear-signatures]")
               << "\n\n"
               << parser.helpText().section(QLatin1Char('\n'), 2);
        return CliOk;
    }
    const QStringList positional = parser.positionalArguments();
    if (positional.size() != 1 || !parser.isSet(disks)) {
        io.err << PlanCommand::tr("plan: give one STACK and --disks A,B,C (see stacklab-cli stacks).") << "\n";
        return CliUsage;
    }
    if (parser.isSet(json) && parser.isSet(script)) {
        io.err << PlanCommand::tr("plan: choose --json or --script, not both.") << "\n";
        return CliUsage;
    }

    RecipeRequest request;
    request.stack = positional.first();
    request.disks = parser.value(disks).split(QLatin1Char(','));
    request.spare = parser.value(spare);
    request.failDisk = parser.value(fail);
    request.session = parser.isSet(session) ? parser.value(session) : QStringLiteral("lab");
    if (parser.isSet(labRoot))
        request.labRoot = parser.value(labRoot);
    request.clearSignatures = parser.isSet(clear);
    QString bad;
    const QMap<QString, QString> options = keyValuePairs(parser.values(option), false, &bad);
    if (!bad.isEmpty()) {
        io.err << PlanCommand::tr("plan: --option needs KEY=VALUE, got '%1'.").arg(bad) << "\n";
        return CliUsage;
    }
    for (auto it = options.cbegin(); it != options.cend(); ++it)
        request.options.insert(it.key(), it.value());
    // A disk's path may hold '=' (by-path names): the kernel name follows the last one.
    request.kernelNames = keyValuePairs(parser.values(kernelName), true, &bad);
    if (!bad.isEmpty()) {
        io.err << PlanCommand::tr("plan: --kernel-name needs DISK=NAME, got '%1'.").arg(bad) << "\n";
        return CliUsage;
    }

    // Refuse bad input before touching the inventory, so the message names the first real problem.
    // The fail phase's kernel names and backing files come from the inventory: stand in for them here.
    RecipeRequest probe = request;
    probe.options.remove(QStringLiteral("pull"));
    for (const QString &disk : std::as_const(request.disks))
        probe.kernelNames.insert(disk, QStringLiteral("sdzz"));
    if (const PlanOrError early = buildPlan(probe); !early.ok()) {
        io.err << "plan: " << early.error << "\n";
        return CliUsage;
    }
    if (const QString refusal = checkAgainstInventory(request, io.err); !refusal.isEmpty()) {
        io.err << "plan: " << refusal << "\n";
        return CliUsage;
    }
    PlanOrError result = buildPlan(request);
    if (!result.ok()) {
        io.err << "plan: " << result.error << "\n";
        return CliUsage;
    }

    const QString wanted = parser.isSet(phase) ? parser.value(phase) : QStringLiteral("all");
    if (wanted != QLatin1String("all") && !keepOnePhase(&result.plan, request.stack, wanted, io))
        return CliUsage;

    if (parser.isSet(json))
        io.out << QJsonDocument(planToJson(result.plan)).toJson(QJsonDocument::Indented);
    else if (parser.isSet(script))
        io.out << planToScript(result.plan);
    else
        printText(
            result.plan, PlanCommand::tr("session %1, lab root %2").arg(request.session, request.labRoot), io.out);
    return CliOk;
}
