#include "pages/resultspage.h"

#include "lab/session/labsessionfolder.h"
#include "widgets/opensessionbutton.h"

#include "lab/outcome/scenarioreport.h"
#include "models/rebuildtrackmodel.h"
#include "models/reportfile.h"
#include "models/reporttablemodel.h"
#include "report/export/reportfootnotes.h"
#include "widgets/disabledreason.h"
#include "widgets/rebuildcharts.h"
#include "widgets/sweepview.h"
#include "widgets/throughputchart.h"

#include "widgets/customplot.h"

#include <QBuffer>
#include <QDir>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSplitter>
#include <QStackedWidget>
#include <QTableView>
#include <QVBoxLayout>

ResultsPage::ResultsPage(QWidget *parent)
    : Page(parent)
    , m_model(new ReportTableModel(this))
    , m_table(new QTableView(this))
    , m_throughput(new ThroughputChart(this))
    , m_rebuilds(new RebuildTrackModel(this))
    , m_rebuildCharts(new RebuildCharts(m_rebuilds, this))
    , m_source(new QLabel(this))
    , m_empty(new QLabel(this))
    , m_open(new OpenSessionButton(this))
    , m_export(new QPushButton(tr("Export…"), this))
    , m_openSweep(new QPushButton(tr("Open sweep…"), this))
    , m_sweep(new SweepView(this))
    , m_views(new QStackedWidget(this))
{
    setObjectName(QStringLiteral("resultsPage"));
    m_table->setObjectName(QStringLiteral("reportTable"));
    m_table->setModel(m_model);
    m_table->setAlternatingRowColors(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setWordWrap(false);
    m_source->setObjectName(QStringLiteral("resultsSource"));
    m_source->setTextInteractionFlags(Qt::TextSelectableByMouse);
    // A failed run's line carries the tool's own words (a path, an ioctl): wrapped, it keeps the
    // page within the window instead of widening it past the screen.
    m_source->setWordWrap(true);
    m_empty->setObjectName(QStringLiteral("resultsEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setText(tr("No results yet. Run a scenario on the Lab page, or open the folder of a recorded lab "
                        "session (it holds session.json)."));
    m_empty->setStyleSheet(QStringLiteral("QLabel { background: #eef3fb; padding: 6px; }"));
    m_export->setObjectName(QStringLiteral("exportReport"));
    setExportable(false);
    connect(m_open, &OpenSessionButton::sessionChosen, this, [this](const QString &dir) { openSession(dir); });
    connect(m_export, &QPushButton::clicked, this, &ResultsPage::chooseExport);
    m_openSweep->setObjectName(QStringLiteral("openSweep"));
    m_openSweep->setToolTip(tr("Open the cells folder of a sweep run with --jobs or --hosts (it holds jobs.txt and "
                               "a cell-ID.json per finished cell): the cells by host, updated as they arrive."));
    connect(m_openSweep, &QPushButton::clicked, this, &ResultsPage::chooseSweep);
    connect(m_sweep, &SweepView::reloaded, this,
        [this] { setStatusNote(tr("%n cell(s) in", nullptr, int(m_sweep->merged().cells.size()))); });
    // Only the rebuild curves belong in the results: the progress plot carries them.
    m_rebuildCharts->speedPlot()->hide();

    auto *top = new QHBoxLayout;
    top->addWidget(m_source, 1);
    top->addWidget(m_open);
    top->addWidget(m_openSweep);
    top->addWidget(m_export);

    auto *charts = new QSplitter(Qt::Horizontal, this);
    charts->addWidget(m_throughput);
    charts->addWidget(m_rebuildCharts);
    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(charts);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 0);
    layout->addLayout(top);
    layout->addWidget(m_empty);
    m_views->addWidget(splitter);
    m_views->addWidget(m_sweep);
    layout->addWidget(m_views, 1);
}

QString ResultsPage::title() const
{
    return tr("Results");
}

QIcon ResultsPage::icon() const
{
    // A small table with a header row, drawn here so the page needs no icon file.
    QPixmap pixmap(48, 48);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x3b, 0x4c, 0xc0));
    painter.drawRoundedRect(QRectF(6, 6, 36, 9), 2, 2);
    painter.setBrush(QColor(0x9e, 0xb4, 0xd8));
    for (int row = 0; row < 3; ++row) {
        for (int col = 0; col < 3; ++col)
            painter.drawRect(QRectF(6 + col * 12.5, 18 + row * 8.5, 11, 7));
    }
    return QIcon(pixmap);
}

const ComparisonReport &ResultsPage::report() const
{
    return m_model->report();
}

void ResultsPage::showSession(const LabSession &session, const QList<Scenario> &scenarios)
{
    const ComparisonReport report = ScenarioReport::build(session, scenarios);
    m_model->setReport(report);
    m_throughput->setReport(report);
    m_rebuilds->clear();
    for (const SessionProgressSample &progress : session.progress) {
        if (progress.kind == QLatin1String("rebuild") || progress.kind == QLatin1String("resilver"))
            m_rebuilds->addSample(progress.stack, progress.kind, progress.sample);
    }
    m_rebuilds->setMeasurements(session.measurements);
    m_rebuildCharts->replotNow();
    m_views->setCurrentIndex(0);
    m_empty->setVisible(report.stacks.isEmpty());
    setExportable(!report.stacks.isEmpty());
    // The checks of the figures (each against its tool's line, the replacement's size and speed):
    // a failed one is named here and in its cell, which then shows no number.
    QString text = tr("%1: %n stack(s)", nullptr, int(report.stacks.size())).arg(report.title);
    // The run's verdict leads: a run that failed or was cut short never reads as passed.
    const QString verdict = reportVerdictText(report);
    if (!verdict.isEmpty())
        text += QStringLiteral(". ") + verdict;
    if (const QString checks = reportCheckSummary(report); !checks.isEmpty())
        text += (verdict.isEmpty() ? QStringLiteral(". ") : QStringLiteral("\n")) + checks;
    for (const ReportCheckLine &failed : failedReportChecks(report))
        text += QLatin1Char('\n') + tr("Failed check, %1: %2").arg(failed.stackTitle, failed.check.message);
    m_source->setText(text);
    setStatusNote(tr("%n measurement(s)", nullptr, int(session.measurements.size())));
}

void ResultsPage::setExportable(bool exportable)
{
    enableOrSayWhy(m_export,
        exportable ? QString()
                   : tr("Nothing to export yet: run a scenario on the Lab page, or open a recorded session or a "
                        "sweep."),
        tr("PDF, HTML (one file with the charts), Markdown, CSV or JSON: the format follows the file name's "
           "extension."));
}

bool ResultsPage::openSession(const QString &dir, QString *error)
{
    QString message;
    const std::optional<LabSession> session = LabSessionFolder::read(dir, &message);
    if (!session) {
        Q_EMIT logMessage(LogLevel::Error, message);
        if (error)
            *error = message;
        return false;
    }
    m_sessionDir = dir;
    showSession(*session);
    Q_EMIT logMessage(LogLevel::Info, tr("Opened the lab session in %1").arg(dir));
    return true;
}

bool ResultsPage::openSweep(const QString &dir, QString *error)
{
    QString message;
    if (!m_sweep->openFolder(dir, &message)) {
        message = tr("%1 holds no sweep: %2").arg(dir, message);
        Q_EMIT logMessage(LogLevel::Error, message);
        if (error)
            *error = message;
        return false;
    }
    m_sessionDir = dir;
    m_views->setCurrentIndex(1);
    m_empty->hide();
    setExportable(true);
    m_source->setText(tr("Sweep in %1").arg(dir));
    Q_EMIT logMessage(LogLevel::Info, tr("Opened the sweep in %1").arg(dir));
    return true;
}

bool ResultsPage::showsSweep() const
{
    return m_views->currentWidget() == m_sweep;
}

void ResultsPage::chooseSweep()
{
    const QString dir = QFileDialog::getExistingDirectory(
        this, tr("Open a sweep's cells folder"), m_sessionDir.isEmpty() ? QDir::homePath() : m_sessionDir);
    if (!dir.isEmpty())
        openSweep(dir);
}

static QByteArray pngOf(QCustomPlot *plot, int width, int height)
{
    QByteArray png;
    QBuffer buffer(&png);
    buffer.open(QIODevice::WriteOnly);
    plot->toPixmap(width, height, 1.0).save(&buffer, "PNG");
    return png;
}

QList<ReportChart> ResultsPage::chartImages() const
{
    QList<ReportChart> charts;
    if (m_throughput->barCount() > 0)
        charts << ReportChart {tr("Throughput per stack"), pngOf(m_throughput->plot(), 900, 420)};
    if (m_rebuildCharts->graphCount() > 0)
        charts << ReportChart {tr("Rebuild progress against time"), pngOf(m_rebuildCharts->progressPlot(), 900, 420)};
    return charts;
}

bool ResultsPage::exportTo(const QString &path, QString *error)
{
    QString message;
    const bool written = showsSweep() ? ReportFile::write(m_sweep->merged(), path, &message)
                                      : ReportFile::write(report(), chartImages(), path, &message);
    if (!written) {
        Q_EMIT logMessage(LogLevel::Error, message);
        if (error)
            *error = message;
        return false;
    }
    Q_EMIT logMessage(LogLevel::Info, tr("Exported the report to %1").arg(path));
    return true;
}

void ResultsPage::chooseExport()
{
    const QString start = QDir(m_sessionDir.isEmpty() ? QDir::homePath() : m_sessionDir)
                              .filePath(QStringLiteral("stacklab-report.pdf"));
    const QString filter = showsSweep() ? tr("HTML, one file (*.html);;Markdown (*.md);;CSV (*.csv);;JSON (*.json)")
                                        : ReportFile::fileDialogFilter();
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the report"),
        showsSweep() ? QDir(m_sessionDir).filePath(QStringLiteral("sweep.html")) : start, filter);
    if (!path.isEmpty())
        exportTo(path);
}
