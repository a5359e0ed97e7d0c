#include "lab/target/inventoryparsers.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>

namespace {

// The JSON document of a tool's output; an empty output is an empty list (the tool found nothing).
std::optional<ParseError> parseJson(QStringView text, QJsonObject *object)
{
    if (text.trimmed().isEmpty())
        return std::nullopt;
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(text.toUtf8(), &error);
    if (error.error != QJsonParseError::NoError || !document.isObject())
        return ParseError {
            1, text.left(80).toString(), InventoryParsers::tr("not a JSON object: %1").arg(error.errorString())};
    *object = document.object();
    return std::nullopt;
}

} // namespace

ParseResult<QList<LvmReportRow>> InventoryParsers::lvmReport(QStringView json, const QString &kind)
{
    ParseResult<QList<LvmReportRow>> result;
    QJsonObject object;
    if ((result.error = parseJson(json, &object)) || object.isEmpty())
        return result;
    const QJsonValue report = object.value(QLatin1String("report"));
    if (!report.isArray()) {
        result.error = ParseError {1, {}, tr("no \"report\" array in the LVM report")};
        return result;
    }
    for (const QJsonValue &section : report.toArray()) {
        for (const QJsonValue &row : section.toObject().value(kind).toArray()) {
            LvmReportRow values;
            const QJsonObject fields = row.toObject();
            for (auto it = fields.begin(); it != fields.end(); ++it)
                values.insert(
                    it.key(), it.value().isString() ? it.value().toString() : it.value().toVariant().toString());
            result.value.append(values);
        }
    }
    return result;
}

ParseResult<QList<PoolRow>> InventoryParsers::zpoolList(QStringView text)
{
    ParseResult<QList<PoolRow>> result;
    int number = 0;
    for (QStringView line : text.split(u'\n')) {
        ++number;
        if (line.trimmed().isEmpty())
            continue;
        const QList<QStringView> fields = line.split(u'\t');
        bool sizeOk = false;
        bool allocOk = false;
        PoolRow row;
        if (fields.size() == 4) {
            row.name = fields.at(0).toString();
            row.sizeBytes = fields.at(1).toLongLong(&sizeOk);
            row.allocatedBytes = fields.at(2).toLongLong(&allocOk);
            row.health = fields.at(3).toString();
        }
        if (!sizeOk || !allocOk) {
            result.error = ParseError {number, line.toString(),
                tr("expected name, size, allocated bytes and health separated by tabs (zpool list -H -p)")};
            return result;
        }
        result.value.append(row);
    }
    return result;
}

ParseResult<QList<BtrfsFilesystem>> InventoryParsers::btrfsFilesystemShow(QStringView text)
{
    // btrfs-progs 6.2, cmds/filesystem.c print_one_uuid(): "Label: 'x'  uuid: U" or "Label: none  uuid: U",
    // "\tTotal devices N FS bytes used S", "\tdevid    1 size S used S path P", "\t*** Some devices missing".
    static const QRegularExpression header(QStringLiteral("^Label: (none|'(.*)')\\s+uuid: ([0-9a-f-]+)$"));
    static const QRegularExpression total(QStringLiteral("^Total devices (\\d+) "));
    static const QRegularExpression devid(QStringLiteral("^devid\\s+\\d+ size \\S+ used \\S+ path (.+)$"));
    ParseResult<QList<BtrfsFilesystem>> result;
    int number = 0;
    for (QStringView raw : text.split(u'\n')) {
        ++number;
        const QString line = raw.trimmed().toString();
        if (line.isEmpty() || line.startsWith(QLatin1String("***")))
            continue;
        if (const auto m = header.match(line); m.hasMatch()) {
            BtrfsFilesystem filesystem;
            filesystem.label = m.captured(2);
            filesystem.uuid = m.captured(3);
            result.value.append(filesystem);
            continue;
        }
        const auto totalMatch = total.match(line);
        const auto devidMatch = devid.match(line);
        if (result.value.isEmpty() || (!totalMatch.hasMatch() && !devidMatch.hasMatch())) {
            result.error = ParseError {number, raw.toString(),
                tr("expected a \"Label: … uuid: …\" line, \"Total devices N\" or a \"devid … path …\" line")};
            return result;
        }
        if (totalMatch.hasMatch())
            result.value.last().totalDevices = totalMatch.captured(1).toInt();
        else
            result.value.last().devices.append(devidMatch.captured(1));
    }
    return result;
}

ParseResult<QList<MountRow>> InventoryParsers::findmnt(QStringView json)
{
    ParseResult<QList<MountRow>> result;
    QJsonObject object;
    if ((result.error = parseJson(json, &object)) || object.isEmpty())
        return result;
    if (!object.value(QLatin1String("filesystems")).isArray()) {
        result.error = ParseError {1, {}, tr("no \"filesystems\" array (findmnt -J -l)")};
        return result;
    }
    for (const QJsonValue &value : object.value(QLatin1String("filesystems")).toArray()) {
        const QJsonObject row = value.toObject();
        result.value.append({row.value(QLatin1String("target")).toString(),
            row.value(QLatin1String("source")).toString(), row.value(QLatin1String("fstype")).toString()});
    }
    return result;
}

ParseResult<QList<LoopRow>> InventoryParsers::losetup(QStringView json)
{
    ParseResult<QList<LoopRow>> result;
    QJsonObject object;
    if ((result.error = parseJson(json, &object)) || object.isEmpty())
        return result;
    if (!object.value(QLatin1String("loopdevices")).isArray()) {
        result.error = ParseError {1, {}, tr("no \"loopdevices\" array (losetup -J -l)")};
        return result;
    }
    for (const QJsonValue &value : object.value(QLatin1String("loopdevices")).toArray()) {
        const QJsonObject row = value.toObject();
        result.value.append(
            {row.value(QLatin1String("name")).toString(), row.value(QLatin1String("back-file")).toString()});
    }
    return result;
}
