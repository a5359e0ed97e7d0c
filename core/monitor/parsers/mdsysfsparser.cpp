#include "monitor/parsers/mdsysfsparser.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace {

ParseError attributeError(const QString &name, const QString &value, const char *message)
{
    return ParseError {0, name + QLatin1Char('=') + value, QCoreApplication::translate("MdSysfsParser", message)};
}

} // namespace

ParseResult<MdSysfsStatus> MdSysfsParser::parse(const QMap<QString, QString> &attributes, qint64 timestampMs)
{
    ParseResult<MdSysfsStatus> result;
    MdSysfsStatus &status = result.value;
    ProgressSample &sample = status.progress;
    sample.timestampMs = timestampMs;
    for (auto it = attributes.cbegin(); it != attributes.cend(); ++it)
        sample.rawLines << it.key() + QLatin1String(": ") + it.value().trimmed();

    status.syncAction = attributes.value(QStringLiteral("sync_action")).trimmed();
    if (!status.syncAction.isEmpty() && progressStateFromSyncAction(status.syncAction) == ProgressState::Unknown) {
        result.error = attributeError(QStringLiteral("sync_action"), status.syncAction,
            QT_TRANSLATE_NOOP("MdSysfsParser", "unknown sync_action"));
        return result;
    }
    const QString completed = attributes.value(QStringLiteral("sync_completed")).trimmed();
    if (!completed.isEmpty() && completed != QLatin1String("none") && completed != QLatin1String("delayed")) {
        static const QRegularExpression pattern(QStringLiteral("^(\\d+)\\s*/\\s*(\\d+)$"));
        const auto match = pattern.match(completed);
        if (!match.hasMatch()) {
            result.error = attributeError(QStringLiteral("sync_completed"), completed,
                QT_TRANSLATE_NOOP("MdSysfsParser", "expected \"done / total\" sectors"));
            return result;
        }
        status.syncDoneSectors = match.capturedView(1).toLongLong();
        status.syncTotalSectors = match.capturedView(2).toLongLong();
    }
    auto number = [&](const char *name) -> std::optional<qint64> {
        const QString value = attributes.value(QLatin1String(name)).trimmed();
        bool ok = false;
        const qint64 n = value.toLongLong(&ok);
        return ok ? std::optional<qint64>(n) : std::nullopt;
    };
    if (const auto degraded = number("degraded"))
        status.degraded = static_cast<int>(*degraded);
    status.syncSpeedKiBPerSec = number("sync_speed");
    status.mismatchCount = number("mismatch_cnt");
    status.arrayState = attributes.value(QStringLiteral("array_state")).trimmed();

    sample.state = progressStateFromSyncAction(status.syncAction);
    if (completed == QLatin1String("delayed"))
        sample.state = ProgressState::Delayed;
    if (sample.state == ProgressState::Idle && status.degraded.value_or(0) > 0)
        sample.state = ProgressState::Degraded;
    if (status.syncDoneSectors && status.syncTotalSectors && *status.syncTotalSectors > 0) {
        sample.bytesDone = *status.syncDoneSectors * 512;
        sample.bytesTotal = *status.syncTotalSectors * 512;
        sample.percent
            = 100.0 * static_cast<double>(*status.syncDoneSectors) / static_cast<double>(*status.syncTotalSectors);
    }
    if (progressStateIsActive(sample.state) && status.syncSpeedKiBPerSec) {
        sample.speedBytesPerSec = static_cast<double>(*status.syncSpeedKiBPerSec) * 1024.0;
        if (sample.bytesDone && sample.bytesTotal && *status.syncSpeedKiBPerSec > 0)
            sample.etaSeconds = (*sample.bytesTotal - *sample.bytesDone) / (*status.syncSpeedKiBPerSec * 1024);
    }
    if (status.mismatchCount && (sample.state == ProgressState::Check || sample.state == ProgressState::Repair))
        sample.errors = status.mismatchCount;
    return result;
}

ParseResult<QMap<QString, QString>> MdSysfsParser::parseListing(QStringView text)
{
    ParseResult<QMap<QString, QString>> result;
    const QList<QStringView> lines = text.split(u'\n');
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QStringView line = lines[i].trimmed();
        if (line.isEmpty())
            continue;
        const qsizetype colon = line.indexOf(u':');
        if (colon <= 0) {
            result.error = ParseError {static_cast<int>(i + 1), line.toString(),
                QCoreApplication::translate("MdSysfsParser", "expected \"ATTRIBUTE:VALUE\"")};
            return result;
        }
        QStringView key = line.left(colon);
        if (const qsizetype slash = key.lastIndexOf(u'/'); slash >= 0)
            key = key.mid(slash + 1);
        result.value.insert(key.toString(), line.mid(colon + 1).trimmed().toString());
    }
    if (result.value.isEmpty())
        result.error
            = ParseError {0, {}, QCoreApplication::translate("MdSysfsParser", "no md attributes in the input")};
    return result;
}
