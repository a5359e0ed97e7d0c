#include "models/rememberedchoices.h"

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

void RememberedChoices::saveLabTarget(const LabTargetChoice &choice)
{
    m_settings->setValue(QStringLiteral("lab/kind"), int(choice.kind));
    m_settings->setValue(QStringLiteral("lab/disks"), choice.diskCount);
    m_settings->setValue(QStringLiteral("lab/diskBytes"), choice.diskSizeBytes);
}

LabTargetChoice RememberedChoices::labTarget() const
{
    LabTargetChoice choice;
    const int kind = m_settings->value(QStringLiteral("lab/kind"), int(choice.kind)).toInt();
    if (kind >= int(LabTarget::Kind::Host) && kind <= int(LabTarget::Kind::Virtual))
        choice.kind = LabTarget::Kind(kind);
    choice.diskCount = m_settings->value(QStringLiteral("lab/disks"), choice.diskCount).toInt();
    choice.diskSizeBytes = m_settings->value(QStringLiteral("lab/diskBytes"), choice.diskSizeBytes).toLongLong();
    if (!choice.validate().isEmpty())
        return {}; // an edited or outdated file: the defaults, not a refused choice
    return choice;
}
