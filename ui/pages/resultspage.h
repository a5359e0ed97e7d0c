#pragma once

#include "lab/scenario/scenario.h"
#include "lab/session/labsession.h"
#include "page.h"
#include "report/table/comparisonreport.h"

class QLabel;
class QStackedWidget;
class SweepView;
class OpenSessionButton;
class QPushButton;
class QTableView;
class RebuildCharts;
class RebuildTrackModel;
class ReportTableModel;
class ThroughputChart;

// The Results page: seed 000's comparison table of a lab session (a column per stack, median and
// range of repeated rounds), the throughput per stack and the rebuild curves, and Export to PDF,
// HTML, Markdown, CSV or JSON (the HTML and PDF carry the two charts as images).
class ResultsPage : public Page {
    Q_OBJECT
public:
    explicit ResultsPage(QWidget *parent = nullptr);

    QString pageId() const override { return QStringLiteral("results"); }
    QString title() const override;
    QIcon icon() const override;

    ReportTableModel *tableModel() const { return m_model; }
    QTableView *table() const { return m_table; }
    ThroughputChart *throughputChart() const { return m_throughput; }
    RebuildCharts *rebuildCharts() const { return m_rebuildCharts; }
    const ComparisonReport &report() const;

    // The scenarios (when known) say which rows a stack has no concept of.
    void showSession(const LabSession &session, const QList<Scenario> &scenarios = {});
    bool openSession(const QString &dir, QString *error = nullptr);
    // A sweep's cells folder (lab sweep --jobs writes CSV-cells/): its cells merged by host, read
    // again as cells arrive. Export then writes the merged sweep.
    bool openSweep(const QString &dir, QString *error = nullptr);
    SweepView *sweepView() const { return m_sweep; }
    bool showsSweep() const;

    // The charts as the exports embed them: PNGs of a fixed size, whatever the window's.
    QList<ReportChart> chartImages() const;
    // Format by extension (ReportFile): .pdf .html .md .csv .json.
    bool exportTo(const QString &path, QString *error = nullptr);

private:
    void chooseExport();
    // Export enabled when a session or sweep is open; disabled, its tooltip says why.
    void setExportable(bool exportable);
    void chooseSweep();

    ReportTableModel *m_model;
    QTableView *m_table;
    ThroughputChart *m_throughput;
    RebuildTrackModel *m_rebuilds;
    RebuildCharts *m_rebuildCharts;
    QLabel *m_source;
    QLabel *m_empty;
    OpenSessionButton *m_open;
    QPushButton *m_export;
    QPushButton *m_openSweep;
    SweepView *m_sweep;
    QStackedWidget *m_views;
    QString m_sessionDir;
};
