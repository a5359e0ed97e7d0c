#include "lab/target/rememberedchoices.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>

bool RememberedChoices::adoptUnnamedOrganizationFile(const QString &settingsFile, QString *error)
{
    const QFileInfo wanted(settingsFile);
    if (wanted.exists())
        return false;
    // <config>/StackLab/StackLab.conf -> <config>/Unknown Organization/StackLab.conf
    QDir config = wanted.absoluteDir();
    if (!config.cdUp())
        return false;
    const QString old = config.filePath(QStringLiteral("Unknown Organization/") + wanted.fileName());
    if (!QFileInfo(old).isFile())
        return false;
    if (!QDir().mkpath(wanted.absolutePath())
        || !(QFile::rename(old, settingsFile) || QFile::copy(old, settingsFile))) {
        if (error)
            *error = QCoreApplication::translate("RememberedChoices",
                "Cannot move the earlier settings %1 to %2: the choices remembered there are not used until "
                "you move the file there yourself.")
                         .arg(old, settingsFile);
        return false;
    }
    QFile::remove(old); // after a copy; the folder goes too when nothing else is in it
    config.rmdir(QStringLiteral("Unknown Organization"));
    return true;
}

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
    options.workloadRuntimeSeconds = read("scenario/runtimeSeconds", defaults.workloadRuntimeSeconds, 1, 3600);
    return options;
}

void RememberedChoices::saveLabTarget(const LabTargetChoice &choice)
{
    m_settings->setValue(QStringLiteral("lab/kind"), int(choice.kind));
    m_settings->setValue(QStringLiteral("lab/disks"), choice.diskCount);
    m_settings->setValue(QStringLiteral("lab/diskBytes"), choice.diskSizeBytes);
    m_settings->setValue(QStringLiteral("lab/diskProfile"), choice.diskProfile);
}

bool RememberedChoices::hasLabTarget() const
{
    return m_settings->contains(QStringLiteral("lab/kind"));
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
