#include "monitor/parsers/mdstatparser.h"

#include "monitor/sample/sizetext.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace {

ProgressState stateFromMdWord(QStringView word)
{
    if (word == u"resync")
        return ProgressState::Resync;
    if (word == u"recovery")
        return ProgressState::Recovery;
    if (word == u"check")
        return ProgressState::Check;
    if (word == u"repair")
        return ProgressState::Repair;
    if (word == u"reshape")
        return ProgressState::Reshape;
    return ProgressState::Unknown;
}

std::optional<MdMember> parseMember(QStringView token)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\S+?)\\[(\\d+)\\]((?:\\([A-Z]\\))*)$"));
    const auto match = pattern.match(token);
    if (!match.hasMatch())
        return std::nullopt;
    MdMember member;
    member.device = match.captured(1);
    member.role = match.capturedView(2).toInt();
    const QStringView flags = match.capturedView(3);
    member.faulty = flags.contains(u"(F)");
    member.spare = flags.contains(u"(S)");
    member.writeMostly = flags.contains(u"(W)");
    member.journal = flags.contains(u"(J)");
    member.replacement = flags.contains(u"(R)");
    return member;
}

// "md127 : active (auto-read-only) raid1 sdb2[0] sdc2[1]"
bool parseHeader(QStringView line, MdArray &array)
{
    const qsizetype colon = line.indexOf(u" : ");
    if (colon < 0)
        return false;
    array.name = line.left(colon).trimmed().toString();
    const QStringList tokens = line.mid(colon + 3).toString().split(QLatin1Char(' '), Qt::SkipEmptyParts);
    qsizetype i = 0;
    if (i < tokens.size() && (tokens[i] == QLatin1String("active") || tokens[i] == QLatin1String("inactive"))) {
        array.active = tokens[i] == QLatin1String("active");
        ++i;
    } else {
        return false;
    }
    if (i < tokens.size() && tokens[i].startsWith(QLatin1Char('(')) && tokens[i].endsWith(QLatin1Char(')'))) {
        array.readOnly = tokens[i].mid(1, tokens[i].size() - 2);
        ++i;
    }
    if (i < tokens.size() && !tokens[i].contains(QLatin1Char('['))) {
        array.level = tokens[i];
        ++i;
    }
    for (; i < tokens.size(); ++i) {
        const auto member = parseMember(tokens[i]);
        if (!member)
            return false;
        array.members << *member;
    }
    return true;
}

// "20953088 blocks super 1.2 level 5, 512k chunk, algorithm 2 [3/2] [UU_]"
bool parseBlocksLine(QStringView line, MdArray &array)
{
    static const QRegularExpression blocks(QStringLiteral("^(\\d+) blocks\\b"));
    const auto match = blocks.match(line);
    if (!match.hasMatch())
        return false;
    array.sizeKiB = match.capturedView(1).toLongLong();
    static const QRegularExpression super(QStringLiteral("\\bsuper (\\S+)"));
    if (const auto m = super.match(line); m.hasMatch())
        array.metadata = m.captured(1);
    static const QRegularExpression counts(QStringLiteral("\\[(\\d+)/(\\d+)\\]\\s+\\[([U_]+)\\]"));
    if (const auto m = counts.match(line); m.hasMatch()) {
        array.raidDisks = m.capturedView(1).toInt();
        array.workingDisks = m.capturedView(2).toInt();
        array.slotMap = m.captured(3);
    }
    return true;
}

void settleState(MdArray &array)
{
    ProgressSample &sample = array.progress;
    if (sample.state != ProgressState::Unknown)
        return;
    if (!array.active)
        sample.state = ProgressState::Unknown;
    else if (array.degraded())
        sample.state = ProgressState::Degraded;
    else
        sample.state = ProgressState::Idle;
}

} // namespace

std::optional<ProgressSample> MdstatParser::parseProgressLine(QStringView line)
{
    static const QRegularExpression pattern(
        QStringLiteral("\\b(resync|recovery|check|repair|reshape)\\s*=\\s*(\\d+(?:\\.\\d+)?)%"
                       "(?:\\s*\\((\\d+)/(\\d+)\\))?(?:\\s*finish=(\\S+))?(?:\\s*speed=(\\d+)K/sec)?"));
    const auto match = pattern.match(line);
    if (!match.hasMatch())
        return std::nullopt;
    ProgressSample sample;
    sample.state = stateFromMdWord(match.capturedView(1));
    sample.percent = match.capturedView(2).toDouble();
    if (match.hasCaptured(3)) {
        sample.bytesDone = match.capturedView(3).toLongLong() * 1024;
        sample.bytesTotal = match.capturedView(4).toLongLong() * 1024;
    }
    if (match.hasCaptured(5))
        sample.etaSeconds = parseDurationSeconds(match.capturedView(5));
    if (match.hasCaptured(6))
        sample.speedBytesPerSec = match.capturedView(6).toDouble() * 1024.0;
    sample.rawLines << line.trimmed().toString();
    return sample;
}

ParseResult<MdstatReport> MdstatParser::parse(QStringView text, qint64 timestampMs)
{
    ParseResult<MdstatReport> result;
    MdstatReport &report = result.value;
    const QList<QStringView> lines = text.split(u'\n');
    bool sawPersonalities = false;
    MdArray *current = nullptr;
    auto fail = [&](int lineNumber, QStringView line, const char *message) {
        result.error = ParseError {lineNumber, line.toString(), MdstatParser::tr(message)};
        return result;
    };

    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNumber = static_cast<int>(i + 1);
        const QStringView raw = lines[i];
        const QStringView line = raw.trimmed();
        if (line.isEmpty()) {
            current = nullptr;
            continue;
        }
        if (line.startsWith(u"Personalities :")) {
            sawPersonalities = true;
            static const QRegularExpression names(QStringLiteral("\\[([^\\]]+)\\]"));
            auto it = names.globalMatch(line);
            while (it.hasNext())
                report.personalities << it.next().captured(1);
            continue;
        }
        if (!sawPersonalities)
            return fail(lineNumber, raw, QT_TRANSLATE_NOOP("MdstatParser", "expected \"Personalities :\" first"));
        if (line.startsWith(u"unused devices:")) {
            report.unusedDevices = line.mid(15).trimmed().toString();
            current = nullptr;
            continue;
        }
        if (!raw.front().isSpace() && line.contains(u" : ")) {
            MdArray array;
            if (!parseHeader(line, array))
                return fail(lineNumber, raw, QT_TRANSLATE_NOOP("MdstatParser", "not an md array line"));
            array.progress.timestampMs = timestampMs;
            array.progress.rawLines << line.toString();
            report.arrays << array;
            current = &report.arrays.last();
            continue;
        }
        if (!current)
            return fail(lineNumber, raw, QT_TRANSLATE_NOOP("MdstatParser", "unknown line outside an array"));
        if (parseBlocksLine(line, *current)) {
            current->progress.rawLines << line.toString();
            continue;
        }
        if (auto sample = parseProgressLine(line)) {
            sample->timestampMs = timestampMs;
            sample->rawLines = current->progress.rawLines + sample->rawLines;
            current->progress = *sample;
            continue;
        }
        if (line.startsWith(u"resync=") || line.startsWith(u"recovery=")) {
            const QStringView what = line.mid(line.indexOf(u'=') + 1);
            if (what == u"DELAYED")
                current->progress.state = ProgressState::Delayed;
            else if (what == u"PENDING")
                current->progress.state = ProgressState::Pending;
            else if (what == u"REMOTE")
                current->progress.state = ProgressState::Paused;
            else
                return fail(lineNumber, raw, QT_TRANSLATE_NOOP("MdstatParser", "unknown sync state"));
            current->progress.rawLines << line.toString();
            continue;
        }
        if (line.startsWith(u"bitmap:")) {
            current->bitmap = line.mid(7).trimmed().toString();
            continue;
        }
        return fail(lineNumber, raw, QT_TRANSLATE_NOOP("MdstatParser", "unknown line in an array block"));
    }
    if (!sawPersonalities)
        return fail(0, {}, QT_TRANSLATE_NOOP("MdstatParser", "empty input: no \"Personalities :\" line"));
    for (MdArray &array : report.arrays)
        settleState(array);
    return result;
}
