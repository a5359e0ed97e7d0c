// Measures how long the live charts take to redraw for long runs.
//
// Workload page: fills a WorkloadSeries with N samples per series of a randrw job (a read and a
// write series, so the latency plot holds four graphs) through the path the page uses
// (WorkloadSeries::append, WorkloadCharts::apply). Then, R times, one more sample arrives and each
// live plot replots; the time of each replot includes decimating its tracks to its pixel columns,
// as on the page. For comparison, the same samples drawn the way the charts drew them before
// decimation: every point in the QCPGraph, QCustomPlot's adaptive sampling on.
// Rebuild page: two tracks (two stacks) of N samples in a RebuildTrackModel, both plots.
//
//   QT_QPA_PLATFORM=offscreen chart-redraw-bench [--points 7200,72000] [--repeats 25]
//                                                [--width 1100] [--height 620] [--cpu-time]
#include "models/rebuildtrackmodel.h"
#include "widgets/rebuildcharts.h"
#include "widgets/workloadcharts.h"
#include "workload/results/workloadseries.h"

#include "widgets/customplot.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QElapsedTimer>
#include <QHBoxLayout>
#include <QRandomGenerator>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <ctime>
#include <vector>

static double median(std::vector<double> values)
{
    std::sort(values.begin(), values.end());
    const std::size_t n = values.size();
    return n % 2 ? values[n / 2] : (values[n / 2 - 1] + values[n / 2]) / 2;
}

static WorkloadSample sampleAt(int i, QRandomGenerator &random)
{
    // Noisy rates around 20k IOPS (4 KiB), latency around 400 µs with spikes: like a real run.
    WorkloadSample sample;
    sample.jobName = QStringLiteral("randrw-4k");
    sample.elapsedMs = (i + 1) * 500LL;
    sample.intervalMs = 500;
    for (DirectionSample *dir : {&sample.read, &sample.write}) {
        dir->iops = 20000 + 6000 * std::sin(i / 40.0) + random.bounded(4000.0);
        dir->bwBytesPerSec = dir->iops * 4096;
        dir->meanLatencyNs = 400e3 + random.bounded(100e3);
        dir->p99LatencyNs = static_cast<std::uint64_t>(1.5e6 + random.bounded(2e6) + (i % 97 == 0 ? 20e6 : 0));
    }
    return sample;
}

struct Timing {
    double fillMs = 0;
    double appendUs = 0; // one more sample into full series
    double idleMs = 0; // all plots, no new sample: drawing without decimating
    std::vector<double> replotMs; // per plot, median
    double total() const
    {
        double sum = 0;
        for (const double ms : replotMs)
            sum += ms;
        return sum;
    }
};

// The clock replots are timed with: wall time, or (--cpu-time) this thread's CPU time, which a
// busy machine inflates far less (the offscreen platform paints in this thread).
static bool g_cpuTime = false;

static double nowMs()
{
    timespec ts {};
    clock_gettime(g_cpuTime ? CLOCK_THREAD_CPUTIME_ID : CLOCK_MONOTONIC, &ts);
    return static_cast<double>(ts.tv_sec) * 1e3 + static_cast<double>(ts.tv_nsec) / 1e6;
}

// Median time of `repeats` replots of each plot, `before` running ahead of every round.
template<typename Before>
static std::vector<double> timeReplots(const std::vector<QCustomPlot *> &plots, int repeats, Before before)
{
    std::vector<std::vector<double>> runs(plots.size());
    for (QCustomPlot *plot : plots)
        plot->replot(QCustomPlot::rpImmediateRefresh); // warm up caches and fonts
    for (int r = 0; r < repeats; ++r) {
        before(r);
        for (std::size_t p = 0; p < plots.size(); ++p) {
            const double start = nowMs();
            plots[p]->replot(QCustomPlot::rpImmediateRefresh);
            runs[p].push_back(nowMs() - start);
        }
    }
    std::vector<double> medians;
    for (const auto &run : runs)
        medians.push_back(median(run));
    return medians;
}

static Timing measureWorkload(int points, int repeats, const QSize &size)
{
    WorkloadSeries series;
    series.setMaxPoints(std::max(points + repeats + 1000, 20000)); // the list as long as the run
    JobSpec job;
    job.name = QStringLiteral("randrw-4k");
    job.pattern = IoPattern::RandReadWrite;
    series.setJobs({job});

    WorkloadCharts charts;
    charts.setReplotInterval(3600 * 1000); // no timer replots while measuring
    charts.resize(size);
    charts.show();
    QCoreApplication::processEvents();

    QRandomGenerator random(42);
    Timing timing;
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < points; ++i)
        charts.apply(series, series.append(sampleAt(i, random)));
    timing.fillMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;

    std::vector<double> appends;
    int next = points;
    timing.replotMs = timeReplots({charts.bandwidthPlot(), charts.iopsPlot(), charts.latencyPlot()}, repeats,
        [&](int) { // a new sample arrives before every replot, as while a job runs
            const WorkloadSample sample = sampleAt(next++, random);
            clock.restart();
            charts.apply(series, series.append(sample));
            appends.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e3);
        });
    timing.appendUs = median(appends);
    for (const double ms :
        timeReplots({charts.bandwidthPlot(), charts.iopsPlot(), charts.latencyPlot()}, repeats, [](int) {}))
        timing.idleMs += ms;
    return timing;
}

// The same samples drawn as the charts drew them before decimation (every point in the graph,
// QCustomPlot's adaptive sampling on), in plots styled as the page's.
static Timing measureUndecimated(int points, int repeats, const QSize &size)
{
    QWidget window;
    auto *layout = new QHBoxLayout(&window);
    std::vector<QCustomPlot *> plots;
    for (int p = 0; p < 3; ++p) {
        auto *plot = new QCustomPlot(&window);
        WorkloadCharts::stylePlot(plot, QStringLiteral("plot %1").arg(p));
        layout->addWidget(plot);
        plots.push_back(plot);
    }
    window.resize(size.width(), size.height() / 2);
    window.show();
    QCoreApplication::processEvents();
    QRandomGenerator random(42);
    for (int direction = 0; direction < 2; ++direction) {
        QVector<QCPGraphData> bandwidth;
        QVector<QCPGraphData> iops;
        QVector<QCPGraphData> mean;
        QVector<QCPGraphData> p99;
        for (int i = 0; i < points; ++i) {
            const WorkloadSample sample = sampleAt(i, random);
            const DirectionSample &d = direction == 0 ? sample.read : sample.write;
            const double t = static_cast<double>(sample.elapsedMs) / 1000.0;
            bandwidth.append({t, d.bwBytesPerSec / 1048576.0});
            iops.append({t, d.iops});
            mean.append({t, d.meanLatencyNs / 1000.0});
            p99.append({t, static_cast<double>(d.p99LatencyNs) / 1000.0});
        }
        const QVector<QCPGraphData> *data[] = {&bandwidth, &iops, &mean, &p99};
        for (int g = 0; g < 4; ++g) {
            QCPGraph *graph = plots[static_cast<std::size_t>(std::min(g, 2))]->addGraph();
            graph->setPen(QPen(direction == 0 ? QColor(0x1f, 0x77, 0xb4) : QColor(0xd6, 0x27, 0x28), g == 3 ? 1 : 1.6));
            graph->setAdaptiveSampling(true);
            graph->data()->set(*data[g], true);
        }
    }
    for (QCustomPlot *plot : plots)
        plot->rescaleAxes();
    plots[2]->yAxis->setScaleType(QCPAxis::stLogarithmic);
    Timing timing;
    timing.replotMs = timeReplots(plots, repeats, [](int) {});
    return timing;
}

static Timing measureRebuild(int points, int repeats, const QSize &size)
{
    RebuildTrackModel model;
    RebuildCharts charts(&model);
    charts.resize(size.width(), size.height() / 2);
    charts.show();
    QCoreApplication::processEvents();
    QRandomGenerator random(7);
    auto sample = [&](int i, int stack) {
        ProgressSample s;
        s.timestampMs = i * 500LL;
        s.state = ProgressState::Recovery;
        s.percent = 100.0 * i / (points + repeats);
        s.speedBytesPerSec = (150 + 40 * stack + random.bounded(30.0) + (i % 331 == 0 ? 200 : 0)) * 1048576.0;
        return s;
    };
    Timing timing;
    QElapsedTimer clock;
    clock.start();
    for (int i = 0; i < points; ++i) {
        for (int stack = 0; stack < 2; ++stack)
            model.addSample(QStringLiteral("stack %1").arg(stack), QStringLiteral("rebuild"), sample(i, stack));
    }
    timing.fillMs = static_cast<double>(clock.nsecsElapsed()) / 1e6;
    std::vector<double> appends;
    int next = points;
    timing.replotMs = timeReplots({charts.progressPlot(), charts.speedPlot()}, repeats, [&](int) {
        clock.restart();
        for (int stack = 0; stack < 2; ++stack)
            model.addSample(QStringLiteral("stack %1").arg(stack), QStringLiteral("rebuild"), sample(next, stack));
        ++next;
        appends.push_back(static_cast<double>(clock.nsecsElapsed()) / 1e3);
    });
    timing.appendUs = median(appends);
    return timing;
}

int main(int argc, char *argv[])
{
    qputenv("QT_QPA_PLATFORM", qgetenv("QT_QPA_PLATFORM").isEmpty() ? "offscreen" : qgetenv("QT_QPA_PLATFORM"));
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Redraw time of the live charts (Workload and Rebuild pages)."));
    parser.addHelpOption();
    const QCommandLineOption pointsOption(QStringLiteral("points"),
        QStringLiteral("Samples per series, comma separated."), QStringLiteral("list"), QStringLiteral("7200,72000"));
    const QCommandLineOption repeatsOption(QStringLiteral("repeats"),
        QStringLiteral("Replots per measurement (median)."), QStringLiteral("n"), QStringLiteral("25"));
    const QCommandLineOption widthOption(QStringLiteral("width"), QStringLiteral("Width of the chart grid."),
        QStringLiteral("px"), QStringLiteral("1100"));
    const QCommandLineOption heightOption(QStringLiteral("height"), QStringLiteral("Height of the chart grid."),
        QStringLiteral("px"), QStringLiteral("620"));
    const QCommandLineOption cpuOption(QStringLiteral("cpu-time"),
        QStringLiteral("Time replots in this thread's CPU time instead of wall time (for a busy machine)."));
    parser.addOptions({pointsOption, repeatsOption, widthOption, heightOption, cpuOption});
    parser.process(app);
    g_cpuTime = parser.isSet(cpuOption);

    const int repeats = std::max(1, parser.value(repeatsOption).toInt());
    const QSize size(parser.value(widthOption).toInt(), parser.value(heightOption).toInt());
    QTextStream out(stdout);
    out << "chart-redraw: " << QGuiApplication::platformName() << ", grid " << size.width() << "x" << size.height()
        << ", median of " << repeats << " replots, a new sample before each, " << (g_cpuTime ? "CPU time" : "wall time")
        << "\n";
    out << "chart                       samples/series  fill(ms)  append(us)  replot per plot (ms)      all (ms)  "
           "no new sample (ms)\n";
    auto print = [&out](const QString &what, int points, const Timing &t) {
        QStringList perPlot;
        for (const double ms : t.replotMs)
            perPlot << QString::number(ms, 'f', 2);
        out << QStringLiteral("%1  %2  %3  %4  %5  %6  %7\n")
                   .arg(what, -26)
                   .arg(points, 14)
                   .arg(t.fillMs, 8, 'f', 1)
                   .arg(t.appendUs, 10, 'f', 1)
                   .arg(perPlot.join(QStringLiteral(" / ")), -24)
                   .arg(t.total(), 8, 'f', 2)
                   .arg(t.idleMs > 0 ? QString::number(t.idleMs, 'f', 2) : QStringLiteral("-"), 18);
        out.flush();
    };
    for (const QString &item : parser.value(pointsOption).split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const int points = item.toInt();
        if (points <= 0) {
            QTextStream(stderr) << "--points: '" << item << "' is not a positive number\n";
            return 2;
        }
        print(QStringLiteral("workload (decimated)"), points, measureWorkload(points, repeats, size));
        print(QStringLiteral("workload (every point)"), points, measureUndecimated(points, repeats, size));
        print(QStringLiteral("rebuild (decimated)"), points, measureRebuild(points, repeats, size));
    }
    return 0;
}
