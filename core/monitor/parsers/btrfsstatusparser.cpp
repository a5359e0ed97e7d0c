#include "monitor/parsers/btrfsstatusparser.h"

#include "monitor/sample/sizetext.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace {

// The translation context of this file's messages.
struct BtrfsStatusParser {
    Q_DECLARE_TR_FUNCTIONS(BtrfsStatusParser)
};

// ", 0 write errs, 0 uncorr. read errs" at the end of every replace line except "Never started".
bool readErrorCounts(QStringView tail, BtrfsReplaceStatus &status, ProgressSample &sample)
{
    static const QRegularExpression counts(QStringLiteral("^(\\d+) write errs, (\\d+) uncorr\\. read errs$"));
    const auto m = counts.match(tail);
    if (!m.hasMatch())
        return false;
    status.writeErrors = m.capturedView(1).toLongLong();
    status.uncorrectableReadErrors = m.capturedView(2).toLongLong();
    sample.errors = *status.writeErrors + *status.uncorrectableReadErrors;
    return true;
}

} // namespace

ParseResult<BtrfsReplaceStatus> BtrfsReplaceStatusParser::parse(QStringView text, qint64 timestampMs)
{
    ParseResult<BtrfsReplaceStatus> result;
    BtrfsReplaceStatus &status = result.value;
    static const QRegularExpression running(QStringLiteral("^(\\d+(?:\\.\\d+)?)% done, (.+)$"));
    static const QRegularExpression ended(QStringLiteral("^Started on (.+?), (finished|canceled|suspended) on (.+?)(?: "
                                                         "at (\\d+(?:\\.\\d+)?)%)?, (\\d+ write errs, .+)$"));
    const QList<QStringView> lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        // Without -1 the tool rewrites the line in place: keep what follows the last '\r'.
        QStringView line = lines[i];
        if (const qsizetype cr = line.lastIndexOf(u'\r'); cr >= 0 && cr + 1 < line.size())
            line = line.mid(cr + 1);
        line = line.trimmed();
        if (line.isEmpty())
            continue;
        ProgressSample sample;
        sample.timestampMs = timestampMs;
        sample.rawLines << line.toString();
        bool ok = true;
        if (line == u"Never started") {
            sample.state = ProgressState::Idle;
        } else if (const auto m = running.match(line); m.hasMatch()) {
            sample.state = ProgressState::Replace;
            sample.percent = m.capturedView(1).toDouble();
            ok = readErrorCounts(m.capturedView(2), status, sample);
        } else if (const auto e = ended.match(line); e.hasMatch()) {
            status.startedOn = e.captured(1).trimmed();
            status.endedOn = e.captured(3).trimmed();
            const QStringView how = e.capturedView(2);
            if (how == u"finished") {
                sample.state = ProgressState::Finished;
                sample.percent = 100.0;
            } else {
                sample.state = how == u"canceled" ? ProgressState::Canceled : ProgressState::Paused;
                if (e.hasCaptured(4))
                    sample.percent = e.capturedView(4).toDouble();
            }
            ok = readErrorCounts(e.capturedView(5), status, sample);
        } else {
            ok = false;
        }
        if (!ok) {
            result.error = ParseError {
                static_cast<int>(i + 1), lines[i].toString(), BtrfsStatusParser::tr("not a btrfs replace status line")};
            return result;
        }
        status.samples << sample;
        status.progress = sample;
    }
    if (status.samples.isEmpty())
        result.error = ParseError {0, {}, BtrfsStatusParser::tr("empty input: no btrfs replace status line")};
    return result;
}

ParseResult<BtrfsScrubStatus> BtrfsScrubStatusParser::parse(QStringView text, qint64 timestampMs)
{
    ParseResult<BtrfsScrubStatus> result;
    BtrfsScrubStatus &status = result.value;
    ProgressSample &sample = status.progress;
    sample.timestampMs = timestampMs;
    std::optional<qint64> dataBytes;
    std::optional<qint64> treeBytes;
    qint64 rawErrors = 0;
    bool running = false;
    const QList<QStringView> lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QStringView line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        sample.rawLines << line.toString();
        if (line == u"no stats available")
            continue;
        const qsizetype colon = line.indexOf(u':');
        if (colon <= 0) {
            result.error = ParseError {
                static_cast<int>(i + 1), lines[i].toString(), BtrfsStatusParser::tr("expected \"Key: value\"")};
            return result;
        }
        const QStringView key = line.left(colon).trimmed();
        const QStringView value = line.mid(colon + 1).trimmed();
        bool ok = true;
        if (key == u"UUID") {
            status.uuid = value.toString();
        } else if (key == u"Scrub started" || key == u"Scrub resumed") {
            status.started = value.toString();
        } else if (key == u"Status") {
            status.status = value.toString();
        } else if (key == u"Duration") {
            status.durationSeconds = parseDurationSeconds(value);
            ok = status.durationSeconds.has_value();
        } else if (key == u"Total to scrub") {
            status.totalBytes = parseBtrfsSize(value);
            ok = status.totalBytes.has_value();
        } else if (key == u"Bytes scrubbed") {
            // "0.00B  (0.00%)"
            const qsizetype paren = value.indexOf(u'(');
            status.scrubbedBytes = parseBtrfsSize(paren < 0 ? value : value.left(paren));
            ok = status.scrubbedBytes.has_value();
        } else if (key == u"Rate") {
            const QStringView rate = value.endsWith(u"/s") ? value.chopped(2) : value;
            if (const auto bytes = parseBtrfsSize(rate))
                status.rateBytesPerSec = static_cast<double>(*bytes);
            else
                ok = false;
        } else if (key == u"Error summary") {
            status.errorSummary = value.toString();
            // "csum=12 verify=1", or "no errors found"
            for (const QStringView token : value.split(u' ', Qt::SkipEmptyParts)) {
                const qsizetype eq = token.indexOf(u'=');
                if (eq > 0)
                    status.errorsFound.insert(token.left(eq).toString(), token.mid(eq + 1).toLongLong());
            }
        } else if (key == u"Corrected" || key == u"corrected_errors") {
            status.corrected = value.toLongLong(&ok);
        } else if (key == u"Uncorrectable" || key == u"uncorrectable_errors") {
            status.uncorrectable = value.toLongLong(&ok);
        } else if (key == u"Time left") {
            sample.etaSeconds = parseDurationSeconds(value);
            running = true; // only a running scrub prints it, even before its first stats
        } else if (key == u"data_bytes_scrubbed") {
            dataBytes = value.toLongLong(&ok);
        } else if (key == u"tree_bytes_scrubbed") {
            treeBytes = value.toLongLong(&ok);
        } else if (key == u"read_errors" || key == u"csum_errors" || key == u"verify_errors"
            || key == u"super_errors") {
            const qint64 count = value.toLongLong(&ok);
            rawErrors += count;
            if (count > 0)
                status.errorsFound.insert(key.left(key.indexOf(u'_')).toString(), count);
        }
        // Other keys (ETA, -R counters such as no_csum, last_physical) carry nothing a sample needs.
        if (!ok) {
            result.error
                = ParseError {static_cast<int>(i + 1), lines[i].toString(), BtrfsStatusParser::tr("unreadable value")};
            return result;
        }
    }
    if (status.uuid.isEmpty()) {
        result.error = ParseError {0, {}, BtrfsStatusParser::tr("no UUID line: not btrfs scrub status output")};
        return result;
    }
    if (dataBytes || treeBytes)
        status.scrubbedBytes = dataBytes.value_or(0) + treeBytes.value_or(0);
    if (status.status == QLatin1String("running") || (status.status.isEmpty() && running))
        sample.state = ProgressState::Scrub;
    else if (status.status == QLatin1String("finished"))
        sample.state = ProgressState::Finished;
    else if (status.status == QLatin1String("aborted") || status.status == QLatin1String("interrupted"))
        sample.state = ProgressState::Canceled;
    else
        sample.state = status.status.isEmpty() ? ProgressState::Idle : ProgressState::Unknown;
    sample.bytesTotal = status.totalBytes;
    sample.bytesDone = status.scrubbedBytes;
    if (sample.state == ProgressState::Finished) {
        sample.percent = 100.0;
        if (!sample.bytesDone)
            sample.bytesDone = status.totalBytes;
    } else if (sample.bytesDone && sample.bytesTotal && *sample.bytesTotal > 0) {
        sample.percent = 100.0 * static_cast<double>(*sample.bytesDone) / static_cast<double>(*sample.bytesTotal);
    }
    sample.speedBytesPerSec = status.rateBytesPerSec;
    if (status.errorSummary == QLatin1String("no errors found"))
        sample.errors = 0;
    else if (static const QRegularExpression unc(QStringLiteral("Uncorrectable: (\\d+)"));
             unc.match(status.errorSummary).hasMatch())
        sample.errors = unc.match(status.errorSummary).capturedView(1).toLongLong();
    if (rawErrors > 0 || dataBytes)
        sample.errors = rawErrors;
    return result;
}
