#include "helper/actions/probes/stacksampler.h"

#include "helper/actions/execpolicy.h"
#include "monitor/parsers/mdstatparser.h"
#include "monitor/parsers/zpoolstatusparser.h"
#include "monitor/rebuild/progressjson.h"

#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

namespace {

QByteArray readCapped(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Unbuffered))
        return {};
    return file.read(StackSampler::MaxRawBytes);
}

QString capped(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes.left(StackSampler::MaxRawBytes));
}

// One function per progress source: the sample, the raw text and the source's details.
bool readMd(const StackMonitorSource &source, qint64 now, QJsonObject &result, ProgressSample &sample, QString &raw,
    QString *error)
{
    // The array's kernel name from its /dev/md/NAME link; the recipe's guess when it does not resolve.
    QString kernel = QFileInfo(QFileInfo(source.target).canonicalFilePath()).fileName();
    if (!kernel.startsWith(QLatin1String("md")))
        kernel = source.mdKernelName;
    const QByteArray mdstat = readCapped(source.files.value(0, QStringLiteral("/proc/mdstat")));
    raw = capped(mdstat);
    QMap<QString, QString> attributes;
    for (const char *name :
        {"sync_action", "sync_completed", "degraded", "sync_speed", "array_state", "mismatch_cnt"}) {
        const QByteArray value
            = readCapped(QStringLiteral("/sys/block/%1/md/%2").arg(kernel, QString::fromLatin1(name)));
        if (!value.isEmpty())
            attributes.insert(QString::fromLatin1(name), QString::fromUtf8(value).trimmed());
    }
    const auto parsed = MdstatParser::parse(QString::fromUtf8(mdstat), now);
    bool found = false;
    if (parsed.ok()) {
        for (const MdArray &array : parsed.value.arrays) {
            if (array.name == kernel) {
                sample = array.progress;
                found = true;
                result.insert(QStringLiteral("degraded"), array.degraded());
            }
        }
    }
    if (!attributes.isEmpty()) {
        const auto sysfs = MdSysfsParser::parse(attributes, now);
        if (sysfs.ok()) {
            result.insert(QStringLiteral("sysfs"), mdSysfsToJson(sysfs.value));
            if (!found)
                sample = sysfs.value.progress;
            found = true;
        }
    }
    if (!found) {
        *error = mdstat.isEmpty()
            ? StackSampler::tr("/proc/mdstat cannot be read: this kernel has no md driver (load "
                               "the md_mod module, or use the virtual lab).")
            : StackSampler::tr("The md array %1 is not in /proc/mdstat: build the stack first.").arg(kernel);
        return false;
    }
    return true;
}

bool readLvs(const ExecPolicy &policy, const StackMonitorSource &source, qint64 now, QJsonObject &result,
    ProgressSample &sample, QString &raw, QString *error)
{
    // lvs warns on stderr while a PV is missing ("Couldn't find device with uuid …", the whole of a
    // degraded rebuild): merged into the JSON it made every sample of an LVM repair unreadable.
    QByteArray output;
    QByteArray warnings;
    int exitCode = -1;
    if (!StackSampler::runCommand(policy, source.commands.value(0), &output, &exitCode, error, &warnings))
        return false;
    raw = capped(output);
    const auto parsed = LvsReportParser::parse(raw, now);
    if (exitCode != 0 || !parsed.ok()) {
        *error = StackSampler::tr("lvs failed (exit %1): %2")
                     .arg(exitCode)
                     .arg((QString::fromUtf8(warnings) + QLatin1Char('\n') + raw).trimmed().left(500));
        return false;
    }
    const QString lvName = source.target.section(QLatin1Char('/'), 1);
    bool found = false;
    for (const LvStatus &lv : parsed.value) {
        if (lv.name == lvName) {
            sample = lv.progress;
            found = true;
            result.insert(QStringLiteral("degraded"), lv.partial());
        }
    }
    if (!found) {
        *error = StackSampler::tr("The logical volume %1 does not exist: build the stack first.").arg(source.target);
        return false;
    }
    return true;
}

bool readZpool(const ExecPolicy &policy, const StackMonitorSource &source, qint64 now, QJsonObject &result,
    ProgressSample &sample, QString &raw, QString *error)
{
    QByteArray output;
    int exitCode = -1;
    if (!StackSampler::runCommand(policy, source.commands.value(0), &output, &exitCode, error))
        return false;
    raw = capped(output);
    const auto parsed = ZpoolStatusParser::parse(raw, now);
    bool found = false;
    if (exitCode == 0 && parsed.ok()) {
        for (const ZpoolStatus &pool : parsed.value) {
            if (pool.pool == source.target) {
                sample = pool.progress();
                found = true;
                result.insert(QStringLiteral("degraded"), pool.degraded());
            }
        }
    }
    // The JSON form exists from OpenZFS 2.3 on; older versions refuse -j, which is fine.
    QByteArray json;
    int jsonExit = -1;
    QString jsonError;
    if (source.commands.size() > 1
        && StackSampler::runCommand(policy, source.commands.at(1), &json, &jsonExit, &jsonError) && jsonExit == 0) {
        result.insert(QStringLiteral("rawJson"), capped(json));
        if (!found) {
            const auto parsedJson = ZpoolStatusJsonParser::parse(QString::fromUtf8(json), now);
            for (const ZpoolJsonStatus &pool : parsedJson.value) {
                if (parsedJson.ok() && pool.status.pool == source.target) {
                    sample = pool.status.progress();
                    found = true;
                }
            }
        }
    }
    if (!found) {
        *error = StackSampler::tr("zpool status %1 failed (exit %2): %3")
                     .arg(source.target)
                     .arg(exitCode)
                     .arg(raw.left(500));
        return false;
    }
    return true;
}

bool readBtrfs(const ExecPolicy &policy, const StackMonitorSource &source, qint64 now, QJsonObject &result,
    ProgressSample &sample, QString &raw, QString *error)
{
    QByteArray replaceOutput;
    QByteArray scrubOutput;
    int replaceExit = -1;
    int scrubExit = -1;
    if (!StackSampler::runCommand(policy, source.commands.value(0), &replaceOutput, &replaceExit, error)
        || !StackSampler::runCommand(policy, source.commands.value(1), &scrubOutput, &scrubExit, error))
        return false;
    raw = capped(replaceOutput + scrubOutput);
    const auto replace = BtrfsReplaceStatusParser::parse(QString::fromUtf8(replaceOutput), now);
    const auto scrub = BtrfsScrubStatusParser::parse(QString::fromUtf8(scrubOutput), now);
    const bool replaceOk = replaceExit == 0 && replace.ok();
    const bool scrubOk = scrubExit == 0 && scrub.ok();
    if (!replaceOk && !scrubOk) {
        *error = StackSampler::tr("btrfs could not report on %1 (exit %2): %3")
                     .arg(source.target)
                     .arg(replaceExit)
                     .arg(raw.left(500));
        return false;
    }
    if (replaceOk)
        result.insert(QStringLiteral("replace"), btrfsReplaceToJson(replace.value));
    if (scrubOk)
        result.insert(QStringLiteral("scrub"), btrfsScrubToJson(scrub.value));
    // What is running wins; then a replace that ever ran (its end is the rebuild's); then the scrub.
    const ProgressState replaceState = replaceOk ? replace.value.progress.state : ProgressState::Unknown;
    const ProgressState scrubState = scrubOk ? scrub.value.progress.state : ProgressState::Unknown;
    if (replaceOk && progressStateIsActive(replaceState))
        sample = replace.value.progress;
    else if (scrubOk && progressStateIsActive(scrubState))
        sample = scrub.value.progress;
    else if (replaceOk && replaceState != ProgressState::Idle && replaceState != ProgressState::Unknown)
        sample = replace.value.progress;
    else if (scrubOk)
        sample = scrub.value.progress;
    else
        sample = replace.value.progress;
    return true;
}

} // namespace

bool StackSampler::runCommand(const ExecPolicy &policy, const QStringList &argv, QByteArray *output, int *exitCode,
    QString *error, QByteArray *errorOutput)
{
    if (argv.isEmpty() || !policy.isAllowed(argv.first())) {
        *error = tr("'%1' is not on the helper's list of allowed programs.").arg(argv.value(0));
        return false;
    }
    const QString program = policy.resolve(argv.first(), error);
    if (program.isEmpty())
        return false;
    QProcess process;
    policy.prepare(&process, program, argv.mid(1));
    process.setProcessChannelMode(errorOutput ? QProcess::SeparateChannels : QProcess::MergedChannels);
    process.setStandardInputFile(QProcess::nullDevice());
    process.start();
    if (!process.waitForStarted(CommandTimeoutMs)) {
        *error = tr("%1 did not start: %2").arg(argv.first(), process.errorString());
        return false;
    }
    if (!process.waitForFinished(CommandTimeoutMs)) {
        process.kill();
        process.waitForFinished(1000);
        *error = tr("%1 did not answer within %2 s.").arg(argv.join(QLatin1Char(' '))).arg(CommandTimeoutMs / 1000);
        return false;
    }
    *output = process.readAllStandardOutput().left(MaxRawBytes);
    if (errorOutput)
        *errorOutput = process.readAllStandardError().left(MaxRawBytes);
    *exitCode = process.exitStatus() == QProcess::NormalExit ? process.exitCode() : -1;
    return true;
}

bool StackSampler::take(const ExecPolicy &policy, const StackMonitorSource &source, QJsonObject *answer, QString *error)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    QJsonObject result {
        {QStringLiteral("source"), stackMonitorKindName(source.kind)}, {QStringLiteral("target"), source.target}};
    ProgressSample sample;
    QString raw;

    bool read = false;
    switch (source.kind) {
    case StackMonitorSource::Kind::Md:
        read = readMd(source, now, result, sample, raw, error);
        break;
    case StackMonitorSource::Kind::Lvs:
        read = readLvs(policy, source, now, result, sample, raw, error);
        break;
    case StackMonitorSource::Kind::Zpool:
        read = readZpool(policy, source, now, result, sample, raw, error);
        break;
    case StackMonitorSource::Kind::Btrfs:
        read = readBtrfs(policy, source, now, result, sample, raw, error);
        break;
    case StackMonitorSource::Kind::None:
        *error = tr("This stack has no progress source.");
        break;
    }
    if (!read)
        return false;
    sample.timestampMs = now;
    result.insert(QStringLiteral("sample"), progressSampleToJson(sample));
    result.insert(QStringLiteral("raw"), raw);
    *answer = result;
    return true;
}
