#include "stacks/plan/planscript.h"

#include "stacks/plan/planjson.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cctype>

QString shellQuote(const QString &arg)
{
    static const QRegularExpression safe(QStringLiteral("^[A-Za-z0-9_./:=,%@+-]+$"));
    if (safe.match(arg).hasMatch())
        return arg;
    QString quoted = arg;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

static QString commandLine(const QStringList &argv)
{
    QStringList quoted;
    for (const QString &arg : argv)
        quoted << shellQuote(arg);
    return quoted.join(QLatin1Char(' '));
}

// A printf format that prints INPUT exactly: backslashes, percent signs and newlines escaped.
static QString inputLiteral(const QByteArray &input)
{
    QString text = QString::fromUtf8(input);
    text.replace(QLatin1Char('\\'), QStringLiteral("\\\\"));
    text.replace(QLatin1Char('%'), QStringLiteral("%%"));
    text.replace(QLatin1Char('\n'), QStringLiteral("\\n"));
    text.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + text + QLatin1Char('\'');
}

QString stepCommandLine(const PlanStep &step)
{
    const QString line = commandLine(step.argv);
    return step.input.isEmpty() ? line : QStringLiteral("printf %1 | %2").arg(inputLiteral(step.input), line);
}

static QString stepLine(const PlanStep &step)
{
    const QString line = commandLine(step.argv);
    if (!step.pollUntil.isEmpty())
        return QStringLiteral("until [ \"$(%1 | tr -d ' ')\" = %2 ]; do sleep 2; done")
            .arg(line, shellQuote(step.pollUntil));
    if (step.success == SuccessCheck::ExitZeroNoOutput)
        return QStringLiteral("[ -z \"$(%1)\" ] || { echo %2 >&2; exit 1; }")
            .arg(line, shellQuote(QCoreApplication::translate("PlanScript", "not as expected: %1").arg(line)));
    QString text = stepCommandLine(step);
    for (int code : step.alsoOkExitCodes)
        text += QStringLiteral(" || [ $? -eq %1 ]").arg(code);
    return text;
}

// A phase run only when asked (the recovery after a power cut, the corruption drill's read-back):
// its commands as comments, so running the script top to bottom never runs them.
static QString onDemandBlock(const PlanPhase &phase)
{
    QString block = QStringLiteral("# ")
        + QCoreApplication::translate(
            "PlanScript", "Not run by this script: type these commands only when you need them.")
        + QLatin1Char('\n');
    for (const PlanStep &step : phase.steps) {
        if (step.fallback)
            block += QStringLiteral("# ")
                + QCoreApplication::translate("PlanScript", "Only if the command above failed:") + QLatin1Char('\n');
        block += QStringLiteral("# ") + step.title + QLatin1Char('\n');
        if (step.destructive)
            block += QStringLiteral("# !!! ")
                + QCoreApplication::translate("PlanScript", "This destroys: %1").arg(step.destroys) + QLatin1Char('\n');
        block += QStringLiteral("#   ") + stepLine(step) + QLatin1Char('\n');
    }
    return block;
}

QString planToScript(const Plan &plan)
{
    static const QString fence = QStringLiteral("# ") + QString(70, QLatin1Char('!')) + QLatin1Char('\n');
    QString script;
    script += QStringLiteral("#!/bin/sh\n");
    script += QStringLiteral("# ") + QCoreApplication::translate("PlanScript", "StackLab plan for %1").arg(plan.stack)
        + QLatin1Char('\n');
    script += QStringLiteral("# ")
        + QCoreApplication::translate(
            "PlanScript", "Read every step before you run it: steps marked DESTRUCTIVE erase data.")
        + QLatin1Char('\n');
    script += QStringLiteral("set -eu\n");
    for (const PlanPhase &phase : plan.phases) {
        script += QStringLiteral("\n# === %1 ===\n").arg(phase.name);
        if (!phase.note.isEmpty())
            script += QStringLiteral("# ") + phase.note + QLatin1Char('\n');
        if (phase.onDemand) {
            script += onDemandBlock(phase);
            continue;
        }
        for (qsizetype i = 0; i < phase.steps.size(); ++i) {
            const PlanStep &step = phase.steps.at(i);
            const bool fallbackNext = i + 1 < phase.steps.size() && phase.steps.at(i + 1).fallback;
            if (step.destructive) {
                script += fence;
                script += QStringLiteral("# !!! ") + QCoreApplication::translate("PlanScript", "DESTRUCTIVE STEP")
                    + QLatin1Char('\n');
                script += QStringLiteral("# !!! ")
                    + QCoreApplication::translate("PlanScript", "This destroys: %1").arg(step.destroys)
                    + QLatin1Char('\n');
                script += fence;
            }
            script += QStringLiteral("# ") + step.title + QLatin1Char('\n');
            if (!step.note.isEmpty())
                script += QStringLiteral("# ") + step.note + QLatin1Char('\n');
            if (!step.requiresVersion.isEmpty())
                script += QStringLiteral("# ")
                    + QCoreApplication::translate("PlanScript", "Needs %1").arg(step.requiresVersion)
                    + QLatin1Char('\n');
            // A fallback runs where the step before it fails: `set -e` must not end the script there.
            if (step.fallback)
                script += QStringLiteral("    ") + stepLine(step) + QLatin1Char('\n');
            else if (fallbackNext)
                script += QStringLiteral("if ! { %1; }; then\n").arg(stepLine(step));
            else
                script += stepLine(step) + QLatin1Char('\n');
            if (step.destructive)
                script += QStringLiteral("# !!! ")
                    + QCoreApplication::translate("PlanScript", "end of destructive step") + QLatin1Char('\n');
            if (step.fallback && !fallbackNext)
                script += QStringLiteral("fi\n");
        }
    }
    return script;
}

// Every byte outside [A-Za-z0-9 ._-] as a three-digit octal escape: printf reproduces it exactly and
// the field can hold neither '|' nor a newline.
static QString printfOctal(const QByteArray &input)
{
    QString text;
    for (const char c : input) {
        const auto byte = static_cast<unsigned char>(c);
        if (std::isalnum(byte) || byte == ' ' || byte == '.' || byte == '_' || byte == '-')
            text += QLatin1Char(c);
        else
            text += QStringLiteral("\\%1").arg(byte, 3, 8, QLatin1Char('0'));
    }
    return text;
}

QString planToRunnerLines(const Plan &plan)
{
    QString lines;
    for (const PlanPhase &phase : plan.phases) {
        if (phase.onDemand)
            continue;
        if (phase.steps.isEmpty()) {
            lines += phase.name + QStringLiteral("|-|empty||||\n");
            continue;
        }
        for (const PlanStep &step : phase.steps) {
            if (step.fallback)
                continue; // the runner stops at the first failure: a fallback never runs there
            QStringList codes;
            for (int code : step.alsoOkExitCodes)
                codes << QString::number(code);
            QString poll = step.pollUntil;
            poll.replace(QLatin1Char('|'), QLatin1Char('_'));
            lines += QStringList {phase.name, step.id, stepKindName(step.kind), codes.join(QLatin1Char(',')), poll,
                         step.success == SuccessCheck::ExitZeroNoOutput ? QStringLiteral("output")
                                                                        : QStringLiteral("exit"),
                         printfOctal(step.input), commandLine(step.argv)}
                         .join(QLatin1Char('|'))
                + QLatin1Char('\n');
        }
    }
    return lines;
}
