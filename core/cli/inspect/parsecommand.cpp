#include "cli/inspect/parsecommand.h"

#include "monitor/parsers/btrfsstatusparser.h"
#include "monitor/parsers/lvsreportparser.h"
#include "monitor/parsers/mdstatparser.h"
#include "monitor/parsers/mdsysfsparser.h"
#include "monitor/parsers/zpoolstatusjsonparser.h"
#include "monitor/parsers/zpoolstatusparser.h"
#include "monitor/rebuild/progressjson.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>

#include <cstdio>

namespace {

// The translation context of this file's messages.
struct ParseCommand {
    Q_DECLARE_TR_FUNCTIONS(ParseCommand)
};

const QStringList &kinds()
{
    static const QStringList names {QStringLiteral("mdstat"), QStringLiteral("md-sysfs"), QStringLiteral("lvs"),
        QStringLiteral("zpool-status"), QStringLiteral("zpool-status-json"), QStringLiteral("btrfs-replace"),
        QStringLiteral("btrfs-scrub")};
    return names;
}

void printUsage(QTextStream &out)
{
    out << ParseCommand::tr("Usage: stacklab-cli parse KIND FILE [--timestamp MS]") << "\n\n"
        << ParseCommand::tr("Prints what StackLab's parser makes of a captured tool output, as JSON.") << "\n"
        << ParseCommand::tr(
               "FILE is a file, or - for standard input. For md-sysfs, FILE may also be an array's md directory "
               "(/sys/block/md0/md) or the output of grep -H . on its files.")
        << "\n"
        << ParseCommand::tr(
               "--timestamp MS sets the samples' time (epoch milliseconds; default: now). zpool-status-json computes "
               "rates and ETA against it.")
        << "\n\n"
        << ParseCommand::tr("KIND is one of: %1").arg(kinds().join(QStringLiteral(", "))) << "\n"
        << ParseCommand::tr("Exit codes: 0 parsed, 1 the input could not be parsed (the line is named), 2 usage error.")
        << "\n";
}

// The md sysfs attributes a directory holds (only the ones MdSysfsParser reads).
QMap<QString, QString> readMdDirectory(const QString &path)
{
    QMap<QString, QString> attributes;
    const QStringList names {QStringLiteral("sync_action"), QStringLiteral("sync_completed"),
        QStringLiteral("degraded"), QStringLiteral("sync_speed"), QStringLiteral("array_state"),
        QStringLiteral("mismatch_cnt")};
    for (const QString &name : names) {
        QFile file(QDir(path).filePath(name));
        if (file.open(QIODevice::ReadOnly))
            attributes.insert(name, QString::fromUtf8(file.readAll()).trimmed());
    }
    return attributes;
}

int reportError(CliStreams io, const QString &file, const ParseError &error)
{
    io.err << ParseCommand::tr("parse: %1: %2").arg(file, error.toString()) << "\n";
    return CliFailed;
}

template<typename T>
int finish(CliStreams io, const QString &file, const ParseResult<T> &result, QJsonObject (*toJson)(const T &))
{
    if (!result.ok())
        return reportError(io, file, *result.error);
    io.out << QString::fromUtf8(QJsonDocument(toJson(result.value)).toJson(QJsonDocument::Indented));
    return CliOk;
}

} // namespace

int runParseCommand(const QStringList &args, CliStreams io)
{
    if (args.contains(QStringLiteral("--help")) || args.contains(QStringLiteral("-h"))) {
        printUsage(io.out);
        return CliOk;
    }
    QStringList positional;
    qint64 timestampMs = QDateTime::currentMSecsSinceEpoch();
    for (qsizetype i = 0; i < args.size(); ++i) {
        if (args[i] == QLatin1String("--timestamp")) {
            bool ok = false;
            timestampMs = args.value(i + 1).toLongLong(&ok);
            if (!ok || timestampMs < 0) {
                io.err << ParseCommand::tr("parse: --timestamp needs epoch milliseconds, e.g. --timestamp %1.")
                              .arg(QDateTime::currentMSecsSinceEpoch())
                       << "\n";
                return CliUsage;
            }
            ++i;
        } else if (args[i].startsWith(QLatin1String("--"))) {
            io.err << ParseCommand::tr("parse: unknown option '%1'.").arg(args[i]) << "\n";
            printUsage(io.err);
            return CliUsage;
        } else {
            positional << args[i];
        }
    }
    if (positional.size() != 2) {
        io.err << ParseCommand::tr("parse: expected KIND and FILE.") << "\n";
        printUsage(io.err);
        return CliUsage;
    }
    const QString kind = positional[0];
    const QString path = positional[1];
    if (!kinds().contains(kind)) {
        io.err << ParseCommand::tr("parse: unknown kind '%1'; kinds: %2.").arg(kind, kinds().join(QStringLiteral(", ")))
               << "\n";
        return CliUsage;
    }

    if (kind == QLatin1String("md-sysfs") && QFileInfo(path).isDir()) {
        const QMap<QString, QString> attributes = readMdDirectory(path);
        if (attributes.isEmpty()) {
            io.err << ParseCommand::tr(
                "parse: %1 holds no md attributes: give an array's md directory, e.g. /sys/block/md0/md.")
                          .arg(path)
                   << "\n";
            return CliUsage;
        }
        return finish(io, path, MdSysfsParser::parse(attributes, timestampMs), &mdSysfsToJson);
    }

    QByteArray bytes;
    if (path == QLatin1String("-")) {
        QFile input;
        if (!input.open(stdin, QIODevice::ReadOnly)) {
            io.err << ParseCommand::tr("parse: cannot read standard input.") << "\n";
            return CliUsage;
        }
        bytes = input.readAll();
    } else {
        QFile input(path);
        if (!input.open(QIODevice::ReadOnly)) {
            io.err << ParseCommand::tr("parse: cannot read %1: %2.").arg(path, input.errorString()) << "\n";
            return CliUsage;
        }
        bytes = input.readAll();
    }
    const QString text = QString::fromUtf8(bytes);
    const QString name = path == QLatin1String("-") ? ParseCommand::tr("standard input") : path;

    if (kind == QLatin1String("mdstat"))
        return finish(io, name, MdstatParser::parse(text, timestampMs), &mdstatToJson);
    if (kind == QLatin1String("md-sysfs")) {
        const auto listing = MdSysfsParser::parseListing(text);
        if (!listing.ok())
            return reportError(io, name, *listing.error);
        return finish(io, name, MdSysfsParser::parse(listing.value, timestampMs), &mdSysfsToJson);
    }
    if (kind == QLatin1String("lvs"))
        return finish(io, name, LvsReportParser::parse(text, timestampMs), &lvsToJson);
    if (kind == QLatin1String("zpool-status"))
        return finish(io, name, ZpoolStatusParser::parse(text, timestampMs), &zpoolStatusToJson);
    if (kind == QLatin1String("zpool-status-json"))
        return finish(io, name, ZpoolStatusJsonParser::parse(text, timestampMs), &zpoolStatusJsonToJson);
    if (kind == QLatin1String("btrfs-replace"))
        return finish(io, name, BtrfsReplaceStatusParser::parse(text, timestampMs), &btrfsReplaceToJson);
    return finish(io, name, BtrfsScrubStatusParser::parse(text, timestampMs), &btrfsScrubToJson);
}
