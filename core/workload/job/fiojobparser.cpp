#include "workload/job/fiojobparser.h"

#include "workload/job/fiooptionvalue.h"

#include <QRegularExpression>

namespace {

enum class OptionOutcome { Applied, Unsupported, BadValue, NeedsValue };

struct Section {
    JobSpec spec;
    bool newGroup = false;
    bool batchSubmitSet = false;
};

const QStringList &acceptedEngines()
{
    static const QStringList engines = {QStringLiteral("libaio"), QStringLiteral("io_uring"), QStringLiteral("psync"),
        QStringLiteral("posixaio"), QStringLiteral("sync"), QStringLiteral("null")};
    return engines;
}

// Options that may stand alone without "=value" (fio's FIO_OPT_STR_SET).
bool isFlag(const QString &key)
{
    static const QStringList flags = {QStringLiteral("stonewall"), QStringLiteral("wait_for_previous"),
        QStringLiteral("time_based"), QStringLiteral("group_reporting"), QStringLiteral("thread"),
        QStringLiteral("new_group"), QStringLiteral("verify_only")};
    return flags.contains(key);
}

template<typename T> OptionOutcome assign(std::optional<T> value, T &target)
{
    if (!value)
        return OptionOutcome::BadValue;
    target = *value;
    return OptionOutcome::Applied;
}

OptionOutcome assignInt(QStringView value, int &target, std::uint64_t minimum, std::uint64_t maximum)
{
    const auto number = parseFioInteger(value);
    if (!number || *number < minimum || *number > maximum)
        return OptionOutcome::BadValue;
    target = static_cast<int>(*number);
    return OptionOutcome::Applied;
}

OptionOutcome applyOption(Section &section, const QString &key, const QString &value, bool hasValue)
{
    JobSpec &spec = section.spec;
    if (!hasValue && !isFlag(key))
        return OptionOutcome::NeedsValue;
    const bool flag = !hasValue || parseFioBool(value).value_or(false);
    if (hasValue && isFlag(key) && !parseFioBool(value))
        return OptionOutcome::BadValue;

    if (key == QLatin1String("rw") || key == QLatin1String("readwrite")) {
        static const QHash<QString, IoPattern> patterns = {{QStringLiteral("read"), IoPattern::Read},
            {QStringLiteral("write"), IoPattern::Write}, {QStringLiteral("randread"), IoPattern::RandRead},
            {QStringLiteral("randwrite"), IoPattern::RandWrite}, {QStringLiteral("rw"), IoPattern::ReadWrite},
            {QStringLiteral("readwrite"), IoPattern::ReadWrite}, {QStringLiteral("randrw"), IoPattern::RandReadWrite}};
        if (!patterns.contains(value))
            return OptionOutcome::BadValue;
        spec.pattern = patterns.value(value);
    } else if (key == QLatin1String("rwmixread") || key == QLatin1String("rwmixwrite")) {
        int percent = 0;
        if (assignInt(value, percent, 0, 100) != OptionOutcome::Applied)
            return OptionOutcome::BadValue;
        spec.rwmixRead = key == QLatin1String("rwmixread") ? percent : 100 - percent;
    } else if (key == QLatin1String("bs") || key == QLatin1String("blocksize")) {
        const auto size = parseFioSize(value);
        if (!size || *size == 0 || *size > (64u << 20))
            return OptionOutcome::BadValue;
        spec.blockSize = *size;
    } else if (key == QLatin1String("size")) {
        return assign(parseFioSize(value), spec.size);
    } else if (key == QLatin1String("offset")) {
        return assign(parseFioSize(value), spec.offset);
    } else if (key == QLatin1String("filename")) {
        if (value.isEmpty() || value.contains(QLatin1Char(':')))
            return OptionOutcome::BadValue; // fio's "a:b" file lists are not supported
        spec.filename = value;
    } else if (key == QLatin1String("directory")) {
        if (value.isEmpty() || value.contains(QLatin1Char(':')))
            return OptionOutcome::BadValue;
        spec.directory = value;
    } else if (key == QLatin1String("iodepth")) {
        return assignInt(value, spec.ioDepth, 1, 4096);
    } else if (key == QLatin1String("iodepth_batch_submit") || key == QLatin1String("iodepth_batch")) {
        section.batchSubmitSet = true;
        return assignInt(value, spec.ioDepthBatchSubmit, 0, 4096);
    } else if (key == QLatin1String("direct")) {
        return assign(parseFioBool(value), spec.direct);
    } else if (key == QLatin1String("buffered")) {
        const auto buffered = parseFioBool(value);
        if (!buffered)
            return OptionOutcome::BadValue;
        spec.direct = !*buffered;
    } else if (key == QLatin1String("runtime")) {
        return assign(parseFioTimeMs(value), spec.runtimeMs);
    } else if (key == QLatin1String("ramp_time")) {
        return assign(parseFioTimeMs(value), spec.rampMs);
    } else if (key == QLatin1String("time_based")) {
        spec.timeBased = flag;
    } else if (key == QLatin1String("numjobs")) {
        return assignInt(value, spec.numJobs, 1, 256);
    } else if (key == QLatin1String("stonewall") || key == QLatin1String("wait_for_previous")) {
        spec.stonewall = flag;
    } else if (key == QLatin1String("new_group")) {
        section.newGroup = flag;
    } else if (key == QLatin1String("group_reporting")) {
        spec.groupReporting = flag;
    } else if (key == QLatin1String("fsync")) {
        return assignInt(value, spec.fsyncEvery, 0, 1u << 30);
    } else if (key == QLatin1String("end_fsync")) {
        return assign(parseFioBool(value), spec.endFsync);
    } else if (key == QLatin1String("loops")) {
        return assignInt(value, spec.loops, 1, 1u << 30);
    } else if (key == QLatin1String("randrepeat")) {
        return assign(parseFioBool(value), spec.randRepeat);
    } else if (key == QLatin1String("randseed")) {
        return assign(parseFioInteger(value), spec.randSeed);
    } else if (key == QLatin1String("ioengine")) {
        if (!acceptedEngines().contains(value))
            return OptionOutcome::BadValue;
        spec.ioEngine = value;
    } else if (key == QLatin1String("buffer_pattern") || key == QLatin1String("verify_pattern")) {
        return assign(parseFioPattern(value), spec.bufferPattern);
    } else if (key == QLatin1String("verify")) {
        if (value == QLatin1String("pattern"))
            spec.verify = VerifyMethod::Pattern;
        else if (value == QLatin1String("crc32c") || value == QLatin1String("crc32c-intel"))
            spec.verify = VerifyMethod::Crc32c;
        else if (value == QLatin1String("0") || value == QLatin1String("none"))
            spec.verify = VerifyMethod::None;
        else
            return OptionOutcome::BadValue;
    } else if (key == QLatin1String("do_verify")) {
        return assign(parseFioBool(value), spec.doVerify);
    } else if (key == QLatin1String("verify_fatal")) {
        return assign(parseFioBool(value), spec.verifyFatal);
    } else if (key == QLatin1String("verify_only")) {
        spec.verifyOnly = flag;
    } else if (key == QLatin1String("verify_backlog")) {
        return assignInt(value, spec.verifyBacklog, 0, 1u << 30);
    } else if (key == QLatin1String("verify_backlog_batch")) {
        return assignInt(value, spec.verifyBacklogBatch, 0, 1u << 30);
    } else if (key == QLatin1String("verify_interval")) {
        const auto size = parseFioSize(value);
        if (!size || *size > (64u << 20))
            return OptionOutcome::BadValue;
        spec.verifyInterval = *size;
    } else if (key == QLatin1String("kb_base")) {
        if (value != QLatin1String("1024"))
            return OptionOutcome::BadValue;
    } else if (key == QLatin1String("name")) {
        if (value.isEmpty())
            return OptionOutcome::BadValue;
        spec.name = value;
    } else if (key == QLatin1String("thread") || key == QLatin1String("description")) {
        // Informational for us: every job clone is a thread anyway.
    } else {
        return OptionOutcome::Unsupported;
    }
    return OptionOutcome::Applied;
}

} // namespace

QStringList FioJobParser::supportedOptions()
{
    return {QStringLiteral("rw"), QStringLiteral("readwrite"), QStringLiteral("rwmixread"),
        QStringLiteral("rwmixwrite"), QStringLiteral("bs"), QStringLiteral("blocksize"), QStringLiteral("size"),
        QStringLiteral("offset"), QStringLiteral("filename"), QStringLiteral("directory"), QStringLiteral("iodepth"),
        QStringLiteral("iodepth_batch_submit"), QStringLiteral("iodepth_batch"), QStringLiteral("direct"),
        QStringLiteral("buffered"), QStringLiteral("runtime"), QStringLiteral("time_based"),
        QStringLiteral("ramp_time"), QStringLiteral("numjobs"), QStringLiteral("stonewall"),
        QStringLiteral("wait_for_previous"), QStringLiteral("new_group"), QStringLiteral("group_reporting"),
        QStringLiteral("fsync"), QStringLiteral("end_fsync"), QStringLiteral("loops"), QStringLiteral("randrepeat"),
        QStringLiteral("randseed"), QStringLiteral("ioengine"), QStringLiteral("buffer_pattern"),
        QStringLiteral("verify_pattern"), QStringLiteral("verify"), QStringLiteral("do_verify"),
        QStringLiteral("verify_fatal"), QStringLiteral("verify_only"), QStringLiteral("verify_backlog"),
        QStringLiteral("verify_backlog_batch"), QStringLiteral("verify_interval"), QStringLiteral("kb_base"),
        QStringLiteral("name"), QStringLiteral("thread"), QStringLiteral("description")};
}

// fio's verify options that only make sense together (init.c, verify.c).
static QString validateVerify(const JobSpec &spec)
{
    const bool crc = spec.verify == VerifyMethod::Crc32c;
    if (!crc && (spec.verifyOnly || spec.verifyBacklog > 0 || spec.verifyInterval > 0))
        return FioJobParser::tr("verify_only, verify_backlog and verify_interval need verify=crc32c");
    if (!crc)
        return {};
    const std::uint64_t interval = spec.verifyInterval != 0 ? spec.verifyInterval : spec.blockSize;
    if (interval <= 44)
        return FioJobParser::tr("verify=crc32c needs more than 44 bytes per block for its header (bs=%1)")
            .arg(spec.blockSize);
    if (spec.verifyInterval != 0 && (spec.verifyInterval < 80 || spec.blockSize % spec.verifyInterval != 0))
        return FioJobParser::tr("verify_interval=%1 must be at least 80 bytes and divide bs=%2")
            .arg(spec.verifyInterval)
            .arg(spec.blockSize);
    if ((spec.verifyOnly || spec.verifyBacklog > 0) && !spec.writes())
        return FioJobParser::tr("verify_only and verify_backlog are for jobs that write (rw=write, randwrite, rw, "
                                "randrw); a read job with verify=crc32c checks the file as it is");
    if (spec.verifyOnly && spec.timeBased)
        return FioJobParser::tr("verify_only cannot replay a time_based job (fio refuses it too): drop time_based");
    return {};
}

static QString validate(const Section &section, bool *isError)
{
    const JobSpec &spec = section.spec;
    *isError = true;
    if (spec.direct && spec.blockSize % 512 != 0)
        return FioJobParser::tr("bs=%1 is not a multiple of 512 bytes, which direct=1 needs").arg(spec.blockSize);
    if (spec.timeBased && spec.runtimeMs == 0)
        return FioJobParser::tr("time_based needs runtime= (otherwise the job never ends)");
    if (spec.verify == VerifyMethod::Pattern && spec.bufferPattern.isEmpty())
        return FioJobParser::tr("verify=pattern needs verify_pattern= or buffer_pattern=");
    if (spec.verify == VerifyMethod::Pattern && spec.writes())
        return FioJobParser::tr("verify=pattern runs on read jobs only: write with one job, verify with a later "
                                "rw=read job, or use verify=crc32c");
    if (const QString problem = validateVerify(spec); !problem.isEmpty())
        return problem;
    if (spec.size != 0 && spec.size < spec.blockSize)
        return FioJobParser::tr("size=%1 is smaller than bs=%2").arg(spec.size).arg(spec.blockSize);
    *isError = false;
    return {};
}

namespace {

// Reads a job file one line at a time: section headers open jobs (copies of [global]), option
// lines write into the open section after ${VAR} expansion, and the end numbers fio's groups.
// Every method that can fail returns false once the file has an error; result() then holds it.
class JobFileReader {
public:
    JobFileReader(const QHash<QString, QString> &environment, bool ignoreUnsupported)
        : m_environment(environment)
        , m_ignoreUnsupported(ignoreUnsupported)
    {
    }

    bool readLine(int lineNumber, const QString &line)
    {
        if (line.isEmpty() || line.startsWith(QLatin1Char('#')) || line.startsWith(QLatin1Char(';')))
            return true;
        if (line.startsWith(QLatin1Char('[')))
            return startSection(lineNumber, line);
        if (line.startsWith(QLatin1String("include ")))
            return fail(lineNumber, QStringLiteral("include"), FioJobParser::tr("unsupported option 'include'"));
        return readOption(lineNumber, line);
    }

    // Ends the last job and puts every job in its group.
    bool finish()
    {
        if (!finishJob())
            return false;
        if (m_sections.isEmpty())
            return fail(1, QString(), FioJobParser::tr("no job section found (add one with [name])"));
        // fio's groups: a stonewall or new_group starts a new group once the current one has jobs.
        int groupId = 0;
        int jobsInGroup = 0;
        for (Section &section : m_sections) {
            if ((section.spec.stonewall || section.newGroup) && jobsInGroup > 0) {
                ++groupId;
                jobsInGroup = 0;
            }
            section.spec.groupId = groupId;
            ++jobsInGroup;
            m_result.jobs.append(section.spec);
        }
        return true;
    }

    const FioJobFile &result() const { return m_result; }

private:
    bool fail(int line, const QString &option, const QString &message)
    {
        m_result.jobs.clear();
        m_result.errorLine = line;
        m_result.errorOption = option;
        m_result.error = FioJobParser::tr("line %1: %2").arg(line).arg(message);
        return false;
    }

    bool startSection(int lineNumber, const QString &line)
    {
        if (!line.endsWith(QLatin1Char(']')) || line.size() < 3)
            return fail(lineNumber, QString(), FioJobParser::tr("malformed section header '%1'").arg(line));
        if (!finishJob())
            return false;
        const QString name = line.mid(1, line.size() - 2).trimmed();
        if (name.isEmpty())
            return fail(lineNumber, QString(), FioJobParser::tr("malformed section header '%1'").arg(line));
        m_inGlobal = name == QLatin1String("global");
        if (!m_inGlobal) {
            m_job = m_global;
            m_job->spec.name = name;
            m_job->spec.line = lineNumber;
        }
        return true;
    }

    // The open job is complete: checks it and keeps it.
    bool finishJob()
    {
        if (!m_job)
            return true;
        // A NOP has no device to keep busy early, so ioengine=null submits whole rounds unless
        // the job says otherwise: what it measures is then the engine, not one syscall per NOP.
        if (m_job->spec.ioEngine == QLatin1String("null") && !m_job->batchSubmitSet)
            m_job->spec.ioDepthBatchSubmit = 0;
        bool isError = false;
        const QString problem = validate(*m_job, &isError);
        if (isError)
            return fail(m_job->spec.line, QString(), FioJobParser::tr("job '%1': %2").arg(m_job->spec.name, problem));
        m_sections.append(*m_job);
        m_job.reset();
        return true;
    }

    bool readOption(int lineNumber, const QString &line)
    {
        const qsizetype eq = line.indexOf(QLatin1Char('='));
        const bool hasValue = eq >= 0;
        const QString key = (hasValue ? line.left(eq) : line).trimmed();
        QString value = hasValue ? line.mid(eq + 1).trimmed() : QString();
        if (!m_inGlobal && !m_job)
            return fail(lineNumber, key,
                FioJobParser::tr("option '%1' outside a job section (start one with [name])").arg(key));
        if (!expandVariables(lineNumber, key, &value))
            return false;
        Section &section = m_inGlobal ? m_global : *m_job;
        return takeOutcome(applyOption(section, key, value, hasValue), lineNumber, key, value);
    }

    // ${VAR} from the environment, as fio expands it.
    bool expandVariables(int lineNumber, const QString &key, QString *value)
    {
        static const QRegularExpression variable(QStringLiteral("\\$\\{([A-Za-z_][A-Za-z0-9_]*)\\}"));
        QRegularExpressionMatch match;
        while ((match = variable.match(*value)).hasMatch()) {
            const QString name = match.captured(1);
            if (!m_environment.contains(name))
                return fail(lineNumber, key,
                    FioJobParser::tr("option '%1' uses ${%2}, which is not set (set it in the environment or pass "
                                     "--env %2=...)")
                        .arg(key, name));
            value->replace(match.capturedStart(), match.capturedLength(), m_environment.value(name));
        }
        return true;
    }

    // What an option line leaves in the result: a notice, a warning or the error.
    bool takeOutcome(OptionOutcome outcome, int lineNumber, const QString &key, const QString &value)
    {
        switch (outcome) {
        case OptionOutcome::Applied:
            if (key == QLatin1String("ioengine"))
                m_result.notices.append(FioJobParser::tr("line %1: ioengine=%2 runs on StackLab's io_uring engine")
                                            .arg(lineNumber)
                                            .arg(value));
            return true;
        case OptionOutcome::Unsupported:
            if (!m_ignoreUnsupported)
                return fail(lineNumber, key,
                    FioJobParser::tr("unsupported option '%1' (pass --ignore-unsupported to skip it with a warning)")
                        .arg(key));
            m_result.warnings.append(
                FioJobParser::tr("line %1: unsupported option '%2' ignored").arg(lineNumber).arg(key));
            return true;
        case OptionOutcome::BadValue:
            if (key == QLatin1String("ioengine"))
                return fail(lineNumber, key,
                    FioJobParser::tr("unsupported ioengine '%1' (StackLab runs %2)")
                        .arg(value, acceptedEngines().join(QLatin1String(", "))));
            if (key == QLatin1String("verify"))
                return fail(lineNumber, key,
                    FioJobParser::tr(
                        "unsupported verify method '%1' (StackLab verifies crc32c, crc32c-intel and pattern)")
                        .arg(value));
            return fail(lineNumber, key, FioJobParser::tr("invalid value '%1' for option '%2'").arg(value, key));
        case OptionOutcome::NeedsValue:
            return fail(lineNumber, key, FioJobParser::tr("option '%1' needs a value (%1=...)").arg(key));
        }
        return true;
    }

    const QHash<QString, QString> &m_environment;
    const bool m_ignoreUnsupported;
    FioJobFile m_result;
    Section m_global;
    std::optional<Section> m_job;
    bool m_inGlobal = false;
    QList<Section> m_sections;
};

} // namespace

FioJobFile FioJobParser::parse(const QString &text, const QHash<QString, QString> &environment, bool ignoreUnsupported)
{
    JobFileReader reader(environment, ignoreUnsupported);
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        if (!reader.readLine(static_cast<int>(i + 1), lines[i].trimmed()))
            return reader.result();
    }
    reader.finish();
    return reader.result();
}
