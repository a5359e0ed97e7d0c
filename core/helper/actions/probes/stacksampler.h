#pragma once

#include "stacks/catalog/stackmonitor.h"

class ExecPolicy;

#include <QCoreApplication>
#include <QJsonObject>

// sample: one reading of a stack's rebuild, resync, resilver or scrub progress, taken with the
// stack's own read-only status source (StackMonitorSource) and parsed by core/monitor. Programs
// run like plan steps: allow-listed names resolved in trusted directories, no shell, a cleared
// environment, a time limit (through the helper's ExecPolicy). Short enough to answer in `accepted`.
class StackSampler {
    Q_DECLARE_TR_FUNCTIONS(StackSampler)

public:
    static constexpr qsizetype MaxRawBytes = 64 * 1024;
    static constexpr int CommandTimeoutMs = 5000;

    // {sample: progressSampleToJson(...), raw, source, detail…}; false with *error when the source
    // could not be read or parsed at all.
    static bool take(const ExecPolicy &policy, const StackMonitorSource &source, QJsonObject *answer, QString *error);

    // Runs one read-only status command; false with *error when it cannot run or times out. Its
    // stderr goes to *errorOutput when given, else into *output with stdout.
    static bool runCommand(const ExecPolicy &policy, const QStringList &argv, QByteArray *output, int *exitCode,
        QString *error, QByteArray *errorOutput = nullptr);
};
