#include "monitor/parsers/zpoolstatusparser.h"

#include "monitor/parsers/zpoolscanparser.h"
#include "monitor/sample/sizetext.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace {

struct Field {
    QString key;
    QStringList lines; // trimmed
    int firstLine = 0; // 1-based line number of the key line
};

int indentOf(QStringView line)
{
    int n = 0;
    while (n < line.size() && line[n].isSpace())
        ++n;
    return n;
}

bool isSection(const QString &name)
{
    static const QStringList sections {QStringLiteral("logs"), QStringLiteral("cache"), QStringLiteral("spares"),
        QStringLiteral("special"), QStringLiteral("dedup")};
    return sections.contains(name);
}

// "raidz2-0  DEGRADED  0  0  0", "sda  ONLINE  0  0  1.32K  (resilvering)", "sdx  AVAIL",
// "6544112441320430488  UNAVAIL  0  0  0  was /dev/...".
std::optional<ZpoolVdev> parseVdevRow(const QString &trimmed)
{
    static const QRegularExpression row(QStringLiteral(
        "^(\\S+)\\s+([A-Z]+)(?:\\s+([\\d.]+[KMGTPE]?)\\s+([\\d.]+[KMGTPE]?)\\s+([\\d.]+[KMGTPE]?))?(?:\\s+(.*))?$"));
    const auto m = row.match(trimmed);
    if (!m.hasMatch())
        return std::nullopt;
    ZpoolVdev vdev;
    vdev.name = m.captured(1);
    vdev.state = m.captured(2);
    if (m.hasCaptured(3)) {
        vdev.readErrors = parseZfsSize(m.capturedView(3));
        vdev.writeErrors = parseZfsSize(m.capturedView(4));
        vdev.checksumErrors = parseZfsSize(m.capturedView(5));
        if (!vdev.readErrors || !vdev.writeErrors || !vdev.checksumErrors)
            return std::nullopt;
    }
    vdev.note = m.captured(6).trimmed();
    return vdev;
}

// The pool's key: value fields (status, action, errors, scan, scrub, expand) into `status`.
std::optional<ParseError> readFields(ZpoolStatus &status, const QList<Field> &fields, qint64 timestampMs)
{
    // After a dRAID sequential rebuild, status shows two scan: lines, the scrub ZFS starts after it
    // and the finished rebuild (print_scan_status() prints the scrub first): what runs now is the
    // one to follow.
    const auto running = [](ProgressState state) {
        return state != ProgressState::Unknown && state != ProgressState::Idle && state != ProgressState::Finished
            && state != ProgressState::Canceled && state != ProgressState::Degraded;
    };
    bool scanned = false;
    for (const Field &field : fields) {
        if (field.key == QLatin1String("status"))
            status.status = field.lines.join(QLatin1Char(' '));
        else if (field.key == QLatin1String("action"))
            status.action = field.lines.join(QLatin1Char(' '));
        else if (field.key == QLatin1String("errors"))
            status.errors = field.lines.join(QLatin1Char('\n'));
        if (field.key != QLatin1String("scan") && field.key != QLatin1String("scrub")
            && field.key != QLatin1String("expand"))
            continue;
        scanned = scanned || field.key != QLatin1String("expand");
        ParseResult<ZpoolScan> scan;
        if (field.key == QLatin1String("scan"))
            scan = ZpoolScanParser::parseScan(field.lines);
        else if (field.key == QLatin1String("scrub"))
            scan = ZpoolScanParser::parseLegacyScrub(field.lines);
        else
            scan = ZpoolScanParser::parseExpand(field.lines);
        if (!scan.ok()) {
            ParseError error = *scan.error;
            error.line += field.firstLine;
            return error;
        }
        scan.value.sample.timestampMs = timestampMs;
        if (field.key == QLatin1String("expand")) {
            status.expand = scan.value;
            continue;
        }
        status.scans << scan.value;
        if (!running(status.scan.sample.state) || running(scan.value.sample.state))
            status.scan = scan.value;
    }
    // OpenZFS prints no scan: line at all for a pool that was never scrubbed or resilvered: nothing
    // runs, which is Idle (Degraded through progress() when a device is missing). Only for a whole
    // status (it has a state: line), not for a grep'ed fragment.
    if (!scanned && !status.state.isEmpty()) {
        status.scan.function = QStringLiteral("none");
        status.scan.sample.state = ProgressState::Idle;
        status.scan.sample.timestampMs = timestampMs;
        status.scan.sample.rawLines = {QStringLiteral("state: ") + status.state};
    }
    return std::nullopt;
}

} // namespace

ParseResult<QList<ZpoolStatus>> ZpoolStatusParser::parse(QStringView text, qint64 timestampMs)
{
    ParseResult<QList<ZpoolStatus>> result;
    const QList<QStringView> lines = text.split(u'\n');
    static const QRegularExpression keyLine(QStringLiteral("^\\s{0,8}([a-z]+):(?:\\s+(.*))?$"));
    auto fail = [&](int lineNumber, const QString &line, const char *message) {
        result.error = ParseError {lineNumber, line, QCoreApplication::translate("ZpoolStatusParser", message)};
        return result;
    };

    ZpoolStatus *pool = nullptr;
    auto currentPool = [&]() -> ZpoolStatus & {
        if (!pool) {
            result.value << ZpoolStatus {};
            pool = &result.value.last();
        }
        return *pool;
    };
    QList<Field> fields; // of the current pool, read when the pool ends
    auto finishPool = [&]() -> std::optional<ParseError> {
        if (fields.isEmpty() && !pool)
            return std::nullopt;
        const std::optional<ParseError> error = readFields(currentPool(), fields, timestampMs);
        fields.clear();
        return error;
    };

    bool inConfig = false;
    int headerIndent = -1;
    QString section;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNumber = static_cast<int>(i + 1);
        const QString raw = lines[i].toString();
        const QString trimmed = raw.trimmed();
        if (trimmed.isEmpty())
            continue;
        const bool tableRow = inConfig && headerIndent >= 0 && indentOf(raw) >= headerIndent;
        const auto key = keyLine.match(raw);
        if (!tableRow && key.hasMatch()) {
            const QString name = key.captured(1);
            const QString value = key.captured(2).trimmed();
            inConfig = false;
            if (name == QLatin1String("pool")) {
                if (auto error = finishPool()) {
                    result.error = error;
                    return result;
                }
                result.value << ZpoolStatus {};
                pool = &result.value.last();
                pool->pool = value;
                continue;
            }
            if (name == QLatin1String("config")) {
                inConfig = true;
                headerIndent = -1;
                section.clear();
            } else if (name == QLatin1String("state")) {
                currentPool().state = value;
            }
            fields << Field {name, value.isEmpty() ? QStringList() : QStringList {value}, lineNumber};
            continue;
        }
        if (inConfig) {
            if (headerIndent < 0) {
                if (!trimmed.startsWith(QLatin1String("NAME")))
                    return fail(
                        lineNumber, raw, QT_TRANSLATE_NOOP("ZpoolStatusParser", "expected the NAME STATE header"));
                headerIndent = indentOf(raw);
                continue;
            }
            const int depth = std::max(0, (indentOf(raw) - headerIndent + 1) / 2);
            if (depth == 0 && isSection(trimmed)) {
                section = trimmed;
                continue;
            }
            auto vdev = parseVdevRow(trimmed);
            if (!vdev)
                return fail(lineNumber, raw, QT_TRANSLATE_NOOP("ZpoolStatusParser", "unreadable vdev row"));
            vdev->depth = depth;
            vdev->section = section;
            currentPool().vdevs << *vdev;
            continue;
        }
        if (fields.isEmpty() || indentOf(raw) == 0)
            return fail(lineNumber, raw, QT_TRANSLATE_NOOP("ZpoolStatusParser", "not a zpool status line"));
        fields.last().lines << trimmed; // continuation of status:, action:, scan:, errors: ...
    }
    if (auto error = finishPool()) {
        result.error = error;
        return result;
    }
    if (result.value.isEmpty())
        return fail(0, {}, QT_TRANSLATE_NOOP("ZpoolStatusParser", "no pool in the input"));
    return result;
}
