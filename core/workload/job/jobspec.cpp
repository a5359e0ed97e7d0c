#include "workload/job/jobspec.h"

QString JobSpec::patternName() const
{
    switch (pattern) {
    case IoPattern::Read:
        return QStringLiteral("read");
    case IoPattern::Write:
        return QStringLiteral("write");
    case IoPattern::RandRead:
        return QStringLiteral("randread");
    case IoPattern::RandWrite:
        return QStringLiteral("randwrite");
    case IoPattern::ReadWrite:
        return QStringLiteral("rw");
    case IoPattern::RandReadWrite:
        return QStringLiteral("randrw");
    }
    return {};
}

QString JobSpec::fileFor(int clone) const
{
    if (!filename.isEmpty()) {
        if (!directory.isEmpty() && !filename.startsWith(QLatin1Char('/')))
            return directory + QLatin1Char('/') + filename;
        return filename;
    }
    const QString dir = directory.isEmpty() ? QStringLiteral(".") : directory;
    return QStringLiteral("%1/%2.%3.0").arg(dir, name).arg(clone);
}
