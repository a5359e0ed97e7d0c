#include "report/table/diskmodelrows.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace {

QString seconds(double s)
{
    if (s < 0)
        return QStringLiteral("\u2014");
    if (s >= 3600)
        return QCoreApplication::translate("ComparisonReport", "%1 h").arg(s / 3600.0, 0, 'f', 1);
    return QCoreApplication::translate("ComparisonReport", "%1 s").arg(s, 0, 'f', 1);
}

QString verdict(const ReportDiskPhase &p)
{
    if (p.capPercent < 0)
        return QCoreApplication::translate("ComparisonReport", "emulator-bound (unthrottled)");
    return p.diskBound
        ? QCoreApplication::translate("ComparisonReport", "disk-bound (%1 % of the cap)").arg(p.capPercent, 0, 'f', 0)
        : QCoreApplication::translate("ComparisonReport", "emulator-bound (%1 % of the cap)")
              .arg(p.capPercent, 0, 'f', 0);
}

QString scaled(const ReportDiskModel &model, const ReportDiskPhase &p)
{
    if (p.scaledSeconds >= 0)
        return seconds(p.scaledSeconds);
    if (model.timeScale <= 0)
        return QCoreApplication::translate("ComparisonReport", "not scaled: no modelled disk");
    if (!p.diskBound)
        return QCoreApplication::translate("ComparisonReport", "not scaled: the emulator set the pace");
    return QCoreApplication::translate("ComparisonReport", "not scaled: no time row");
}

QString htmlEscape(const QString &text)
{
    return text.toHtmlEscaped();
}

} // namespace

QString diskPhaseTitle(const QString &phase)
{
    if (phase == QLatin1String("sync"))
        return QCoreApplication::translate("ComparisonReport", "initial sync");
    if (phase == QLatin1String("dataset"))
        return QCoreApplication::translate("ComparisonReport", "dataset copy");
    if (phase == QLatin1String("rebuild"))
        return QCoreApplication::translate("ComparisonReport", "rebuild");
    if (phase == QLatin1String("verify"))
        return QCoreApplication::translate("ComparisonReport", "verify");
    if (phase == QLatin1String("scrub"))
        return QCoreApplication::translate("ComparisonReport", "scrub");
    return phase;
}

QStringList diskModelStatements(const ReportDiskModel &model)
{
    QStringList lines;
    if (model.timeScale > 0)
        lines << QCoreApplication::translate("ComparisonReport",
            "Scale model: a %1 lab disk at the profile's rate stands for a %2 disk at its real rate, so a "
            "phase that moves a share of each disk takes %3 times as long on the real disks (the size ratio "
            "divided by the rate factor %4).")
                     .arg(model.labDisk, model.realDisk)
                     .arg(model.timeScale, 0, 'f', 1)
                     .arg(model.rateFactor, 0, 'f', 2);
    else if (model.throttled)
        lines << QCoreApplication::translate("ComparisonReport",
            "The profile models no real disk: times are shown as measured on the capped lab disks.");
    else
        lines << QCoreApplication::translate("ComparisonReport",
            "Unthrottled: every time below is the emulator's (the guest's CPU under TCG), not a disk's. Choose "
            "--disk-profile hdd or ssd for times that measure storage.");
    lines << QCoreApplication::translate("ComparisonReport",
        "Rows that scale: the initial sync, the dataset copy and the rebuild move bytes in proportion to the "
        "disks, so their time is shown as measured and scaled to the modelled disk, but only where the "
        "busiest lab disk ran at 80 % of its cap or more. A phase below that was paced by the emulated CPU: "
        "its time is shown, not scaled, and not used to compare stacks.");
    lines << QCoreApplication::translate("ComparisonReport",
        "Not scaled: command counts and snapshot times (fixed costs of the tools, whatever the disk size), "
        "the storage-bench and overwrite rates (the lab disks' own MiB/s), and the verify and scrub phases, "
        "which have no time row of their own.");
    lines << QCoreApplication::translate("ComparisonReport",
        "What the model cannot show: seeks. QEMU charges every request alike wherever it lands, so random "
        "reads (a resilver on a full or fragmented pool, a wide raidz reading many disks per block) cost no "
        "more here than a stream, while a real hard disk slows down; and the lab disk has no slower inner "
        "tracks. The IOPS cap (--disk-iops) is the knob that approximates seek-bound work.");
    return lines;
}

QString diskModelMarkdown(const ReportDiskModel &model)
{
    if (model.isEmpty())
        return {};
    QString out = QStringLiteral("\n## ") + QCoreApplication::translate("ComparisonReport", "Disk model")
        + QStringLiteral("\n\n")
        + QCoreApplication::translate("ComparisonReport", "Disk profile: %1").arg(model.profile)
        + QStringLiteral("\n\n");
    for (const QString &line : diskModelStatements(model))
        out += QStringLiteral("- ") + line + QLatin1Char('\n');
    if (model.phases.isEmpty())
        return out;
    out += QStringLiteral("\n| ") + QCoreApplication::translate("ComparisonReport", "Stack") + QStringLiteral(" | ")
        + QCoreApplication::translate("ComparisonReport", "Phase") + QStringLiteral(" | ")
        + QCoreApplication::translate("ComparisonReport", "Measured") + QStringLiteral(" | ")
        + QCoreApplication::translate("ComparisonReport", "Disks") + QStringLiteral(" | ")
        + QCoreApplication::translate("ComparisonReport", "Busiest disk") + QStringLiteral(" | ")
        + QCoreApplication::translate("ComparisonReport", "On the modelled disks")
        + QStringLiteral(" |\n|---|---|---|---|---|---|\n");
    for (const ReportDiskPhase &p : model.phases)
        out += QStringLiteral("| %1 | %2 | %3 | %4 | %5 | %6 |\n")
                   .arg(p.stack, diskPhaseTitle(p.phase), seconds(p.labSeconds), verdict(p),
                       QString(p.load).replace(QLatin1Char('|'), QLatin1Char('/')), scaled(model, p));
    return out;
}

QString diskModelHtml(const ReportDiskModel &model)
{
    if (model.isEmpty())
        return {};
    QString out = QStringLiteral("<h2>") + htmlEscape(QCoreApplication::translate("ComparisonReport", "Disk model"))
        + QStringLiteral("</h2>\n<p>")
        + htmlEscape(QCoreApplication::translate("ComparisonReport", "Disk profile: %1").arg(model.profile))
        + QStringLiteral("</p>\n<ul>\n");
    for (const QString &line : diskModelStatements(model))
        out += QStringLiteral("<li>") + htmlEscape(line) + QStringLiteral("</li>\n");
    out += QStringLiteral("</ul>\n");
    if (model.phases.isEmpty())
        return out;
    out += QStringLiteral("<table>\n<tr><th>%1</th><th>%2</th><th>%3</th><th>%4</th><th>%5</th><th>%6</th></tr>\n")
               .arg(htmlEscape(QCoreApplication::translate("ComparisonReport", "Stack")),
                   htmlEscape(QCoreApplication::translate("ComparisonReport", "Phase")),
                   htmlEscape(QCoreApplication::translate("ComparisonReport", "Measured")),
                   htmlEscape(QCoreApplication::translate("ComparisonReport", "Disks")),
                   htmlEscape(QCoreApplication::translate("ComparisonReport", "Busiest disk")),
                   htmlEscape(QCoreApplication::translate("ComparisonReport", "On the modelled disks")));
    for (const ReportDiskPhase &p : model.phases)
        out += QStringLiteral("<tr><td>%1</td><td>%2</td><td>%3</td><td>%4</td><td>%5</td><td>%6</td></tr>\n")
                   .arg(htmlEscape(p.stack), htmlEscape(diskPhaseTitle(p.phase)), htmlEscape(seconds(p.labSeconds)),
                       htmlEscape(verdict(p)), htmlEscape(p.load), htmlEscape(scaled(model, p)));
    return out + QStringLiteral("</table>\n");
}

QList<QStringList> diskModelCsvRows(const ReportDiskModel &model)
{
    QList<QStringList> rows;
    if (model.isEmpty())
        return rows;
    rows << QStringList {QString(), QString(), QStringLiteral("disk_profile"), QStringLiteral("x"), QString(),
        QString::number(model.timeScale, 'g', 6), model.profile, QString()};
    for (const ReportDiskPhase &p : model.phases)
        rows << QStringList {p.stack, QString(), QStringLiteral("disk_model.") + p.phase, QStringLiteral("s"),
            QString(), p.labSeconds < 0 ? QString() : QString::number(p.labSeconds, 'g', 6),
            verdict(p) + QStringLiteral("; ") + p.load + QStringLiteral("; ") + scaled(model, p), QString()};
    return rows;
}

QJsonObject diskModelJson(const ReportDiskModel &model)
{
    QJsonArray phases;
    for (const ReportDiskPhase &p : model.phases) {
        QJsonObject o {{QStringLiteral("stack"), p.stack}, {QStringLiteral("phase"), p.phase},
            {QStringLiteral("row"), p.rowKey}, {QStringLiteral("lab_s"), p.labSeconds},
            {QStringLiteral("disk_bound"), p.diskBound}, {QStringLiteral("load"), p.load}};
        if (p.capPercent >= 0)
            o.insert(QStringLiteral("cap_percent"), p.capPercent);
        if (p.scaledSeconds >= 0)
            o.insert(QStringLiteral("scaled_s"), p.scaledSeconds);
        phases.append(o);
    }
    return QJsonObject {{QStringLiteral("profile"), model.profile}, {QStringLiteral("throttled"), model.throttled},
        {QStringLiteral("time_scale"), model.timeScale}, {QStringLiteral("rate_factor"), model.rateFactor},
        {QStringLiteral("lab_disk"), model.labDisk}, {QStringLiteral("real_disk"), model.realDisk},
        {QStringLiteral("statements"), QJsonArray::fromStringList(diskModelStatements(model))},
        {QStringLiteral("phases"), phases}};
}
