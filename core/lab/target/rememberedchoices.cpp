#include "lab/target/rememberedchoices.h"

void RememberedChoices::saveBuild(const Build &build)
{
    m_settings->setValue(QStringLiteral("build/stack"), build.stack);
    m_settings->setValue(QStringLiteral("build/members"), build.members);
    m_settings->setValue(QStringLiteral("build/spare"), build.spare);
}

RememberedChoices::Build RememberedChoices::build() const
{
    return {m_settings->value(QStringLiteral("build/stack")).toString(),
        m_settings->value(QStringLiteral("build/members")).toStringList(),
        m_settings->value(QStringLiteral("build/spare")).toString()};
}

void RememberedChoices::saveScenarioOptions(const ScenarioOptions &options)
{
    m_settings->setValue(QStringLiteral("scenario/rounds"), options.rounds);
    m_settings->setValue(QStringLiteral("scenario/datasetPercent"), options.datasetPercent);
    m_settings->setValue(QStringLiteral("scenario/runtimeSeconds"), options.workloadRuntimeSeconds);
}

ScenarioOptions RememberedChoices::scenarioOptions(const ScenarioOptions &defaults) const
{
    ScenarioOptions options = defaults;
    // The Lab page's ranges: an edited file does not get a value the page would refuse.
    const auto read = [this](const char *key, int fallback, int min, int max) {
        bool ok = false;
        const int value = m_settings->value(QLatin1String(key), fallback).toInt(&ok);
        return ok && value >= min && value <= max ? value : fallback;
    };
    options.rounds = read("scenario/rounds", defaults.rounds, 1, 10);
    options.datasetPercent = read("scenario/datasetPercent", defaults.datasetPercent, 1, 80);
    options.workloadRuntimeSeconds = read("scenario/runtimeSeconds", defaults.workloadRuntimeSeconds, 2, 3600);
    return options;
}

void RememberedChoices::saveLabTarget(const LabTargetChoice &choice)
{
    m_settings->setValue(QStringLiteral("lab/kind"), int(choice.kind));
    m_settings->setValue(QStringLiteral("lab/disks"), choice.diskCount);
    m_settings->setValue(QStringLiteral("lab/diskBytes"), choice.diskSizeBytes);
    m_settings->setValue(QStringLiteral("lab/diskProfile"), choice.diskProfile);
}

LabTargetChoice RememberedChoices::labTarget() const
{
    LabTargetChoice choice;
    const int kind = m_settings->value(QStringLiteral("lab/kind"), int(choice.kind)).toInt();
    if (kind >= int(LabTarget::Kind::Host) && kind <= int(LabTarget::Kind::Virtual))
        choice.kind = LabTarget::Kind(kind);
    choice.diskCount = m_settings->value(QStringLiteral("lab/disks"), choice.diskCount).toInt();
    choice.diskSizeBytes = m_settings->value(QStringLiteral("lab/diskBytes"), choice.diskSizeBytes).toLongLong();
    choice.diskProfile = m_settings->value(QStringLiteral("lab/diskProfile"), choice.diskProfile).toString();
    if (!choice.validate().isEmpty())
        return {}; // an edited or outdated file: the defaults, not a refused choice
    return choice;
}
