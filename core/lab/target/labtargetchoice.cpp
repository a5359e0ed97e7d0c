#include "lab/target/labtargetchoice.h"

#include <QRegularExpression>

static constexpr qint64 MiB = 1024LL * 1024;
static constexpr qint64 GiB = 1024LL * MiB;

int LabTargetChoice::minDisks(LabTarget::Kind kind)
{
    return kind == LabTarget::Kind::Loop ? 2 : 4;
}

int LabTargetChoice::maxDisks(LabTarget::Kind kind)
{
    return kind == LabTarget::Kind::Loop ? 8 : 6;
}

QString LabTargetChoice::validate() const
{
    if (kind == LabTarget::Kind::Host)
        return {};
    if (diskCount < minDisks(kind) || diskCount > maxDisks(kind))
        return tr("The %1 takes %2 to %3 disks, not %4.")
            .arg(kindTitle(kind))
            .arg(minDisks(kind))
            .arg(maxDisks(kind))
            .arg(diskCount);
    if (diskSizeBytes < minDiskBytes)
        return tr("Each disk needs at least 64 MiB (XFS refuses smaller filesystems); %1 is too small.")
            .arg(sizeText(diskSizeBytes));
    if (diskSizeBytes > maxDiskBytes)
        return tr("Each disk can be at most 1 TiB; %1 is too large.").arg(sizeText(diskSizeBytes));
    if (kind == LabTarget::Kind::Virtual && !DiskProfile::builtIn(diskProfile))
        return tr("Unknown disk profile \"%1\": choose one of %2.")
            .arg(diskProfile, DiskProfile::builtInNames().join(QStringLiteral(", ")));
    return {};
}

static const QRegularExpression &sizePattern()
{
    static const QRegularExpression pattern(QStringLiteral("^\\s*(\\d+(?:[.,]\\d+)?)\\s*([kmgt]?)(?:i?b)?\\s*$"),
        QRegularExpression::CaseInsensitiveOption);
    return pattern;
}

std::optional<qint64> LabTargetChoice::parseSize(const QString &text, const QLocale &locale)
{
    const QRegularExpressionMatch match = sizePattern().match(text);
    if (!match.hasMatch())
        return std::nullopt;
    QString digits = match.captured(1);
    // A comma is a decimal separator only where the locale writes it so ("1,5 GiB" in German);
    // in English "1,5" would be a typo for 1.5 or for 15, and guessing could make a disk 10× off.
    if (digits.contains(QLatin1Char(','))) {
        if (locale.decimalPoint() != QStringLiteral(","))
            return std::nullopt;
        digits.replace(QLatin1Char(','), QLatin1Char('.'));
    }
    const double number = digits.toDouble();
    const QString unit = match.captured(2).toLower();
    double factor = 1;
    if (unit == QLatin1String("k"))
        factor = 1024.0;
    else if (unit == QLatin1String("m"))
        factor = double(MiB);
    else if (unit == QLatin1String("g"))
        factor = double(GiB);
    else if (unit == QLatin1String("t"))
        factor = double(GiB) * 1024.0;
    const double bytes = number * factor;
    if (bytes > 9.0e18)
        return std::nullopt;
    return qint64(bytes);
}

QString LabTargetChoice::unitHint(const QString &text)
{
    const QRegularExpressionMatch match = sizePattern().match(text);
    if (!match.hasMatch() || !match.captured(2).isEmpty() || text.contains(QLatin1Char('b'), Qt::CaseInsensitive))
        return {};
    return tr("(a number without a unit is bytes: write %1 MiB or %1 GiB)").arg(match.captured(1));
}

QString LabTargetChoice::sizeText(qint64 bytes)
{
    if (bytes < MiB)
        return tr("%1 bytes").arg(bytes);
    if (bytes >= GiB && bytes % GiB == 0)
        return tr("%1 GiB").arg(bytes / GiB);
    if (bytes >= MiB && bytes % MiB == 0)
        return tr("%1 MiB").arg(bytes / MiB);
    if (bytes >= GiB)
        return tr("%1 GiB").arg(double(bytes) / double(GiB), 0, 'f', 2);
    return tr("%1 MiB").arg(double(bytes) / double(MiB), 0, 'f', 1);
}

QString LabTargetChoice::kindTitle(LabTarget::Kind kind)
{
    switch (kind) {
    case LabTarget::Kind::Host:
        return tr("This machine");
    case LabTarget::Kind::Loop:
        return tr("Loop lab");
    case LabTarget::Kind::Virtual:
        return tr("Virtual lab");
    }
    return {};
}

QString LabTargetChoice::description(int present) const
{
    if (kind == LabTarget::Kind::Host)
        return tr("This machine (host disks)");
    if (kind == LabTarget::Kind::Virtual && present >= 0 && present < diskCount)
        return tr("%1, %2 of %3 × %4 (%5 pulled), %6 disks")
            .arg(kindTitle(kind))
            .arg(present)
            .arg(diskCount)
            .arg(sizeText(diskSizeBytes))
            .arg(diskCount - present)
            .arg(diskProfile);
    if (kind == LabTarget::Kind::Virtual)
        return tr("%1, %2 × %3, %4 disks")
            .arg(kindTitle(kind))
            .arg(diskCount)
            .arg(sizeText(diskSizeBytes), diskProfile);
    return tr("%1, %2 × %3").arg(kindTitle(kind)).arg(diskCount).arg(sizeText(diskSizeBytes));
}
