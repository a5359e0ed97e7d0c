#include "pages/workloadexport.h"

#include "workload/results/fioreport.h"

#include <QFile>
#include <QFileInfo>
#include <QPixmap>
#include <QSaveFile>
#include <QWidget>

#include <cmath>

QString WorkloadExport::csv(const WorkloadSeries &series)
{
    QString text = QStringLiteral("job,direction,seconds,iops,bw_bytes_per_s,mean_latency_ns,p99_latency_ns\n");
    const auto number = [](double value) { return std::isnan(value) ? QString() : QString::number(value, 'g', 12); };
    for (const WorkloadSeries::Series &s : series.series()) {
        const QString direction
            = s.direction == WorkloadSeries::Direction::Read ? QStringLiteral("read") : QStringLiteral("write");
        QString job = s.jobName;
        if (job.contains(QLatin1Char(',')) || job.contains(QLatin1Char('"')))
            job = QLatin1Char('"') + job.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
        for (const WorkloadSeries::Point &point : s.points) {
            text += QStringList {job, direction, number(point.seconds), number(point.iops), number(point.bwBytesPerSec),
                        number(point.meanLatencyNs), number(point.p99LatencyNs)}
                        .join(QLatin1Char(','))
                + QLatin1Char('\n');
        }
    }
    return text;
}

QString WorkloadExport::filter()
{
    return tr("fio JSON (*.json);;CSV of the live series (*.csv);;Charts as PNG (*.png)");
}

bool WorkloadExport::write(const QString &path, const RunResult &run, const QList<JobSpec> &jobs,
    const WorkloadSeries &series, QWidget *charts, QString *error)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("png")) {
        if (!charts->grab().save(path, "PNG")) {
            *error = tr("Cannot write %1: choose another place.").arg(path);
            return false;
        }
        return true;
    }
    QByteArray bytes;
    if (suffix == QLatin1String("json"))
        bytes = FioReport::json(run, jobs);
    else if (suffix == QLatin1String("csv"))
        bytes = csv(series).toUtf8();
    else {
        *error = tr("%1: the extension names the format: .json (fio's JSON), .csv (the live series) or .png "
                    "(the charts).")
                     .arg(path);
        return false;
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = tr("Cannot write %1: %2. Choose another place.").arg(path, file.errorString());
        return false;
    }
    return true;
}
