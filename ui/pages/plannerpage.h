#pragma once

#include "disks/inventory/diskinventory.h"
#include "page.h"
#include "planner/advice/decisionguide.h"

#include <functional>

class LayoutTableModel;
class PlannerCharts;
class QButtonGroup;
class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QRadioButton;
class QTableView;
class QTextBrowser;

// The Planner page, between Disks and Build: for the chosen disks of the lab (or sizes typed as
// "4x8TB") every layout side by side, ranked by what matters to the user: usable space as the
// tools will print it and where the rest goes, which failures it survives, the rebuild forecast
// and the risk during it (assumptions editable, the URE caveat beside the figure), capacity and
// risk charts. "Build this layout" hands the stack and the disks to the Build page.
class PlannerPage : public Page {
    Q_OBJECT
public:
    explicit PlannerPage(QWidget *parent = nullptr);

    QString pageId() const override { return QStringLiteral("planner"); }
    QString title() const override;
    QIcon icon() const override;

    // Where the lab's disks come from (the Disks page's snapshot); read whenever the page shows.
    void setSnapshotSource(std::function<InventorySnapshot()> source);
    void setSnapshot(const InventorySnapshot &snapshot);

    // Typed sizes instead of the lab's disks ("4x8TB", "3x10GiB,2x12GiB").
    void setHypotheticalSizes(const QString &sizes);
    void useLabDisks(const QStringList &kernelNames); // checks these disks, in this order
    void setAssumptions(const PlannerAssumptions &assumptions);
    PlannerAssumptions assumptions() const;
    Priorities priorities() const;

    // Plans every layout for the current choice; false (and errorText()) on bad input.
    bool recompute();
    QString errorText() const;
    bool selectLayout(const QString &stack);
    QString selectedStack() const;
    QString detailsText() const;

    LayoutTableModel *model() const { return m_model; }
    QTableView *tableView() const { return m_view; }
    PlannerCharts *charts() const { return m_charts; }
    QPushButton *buildButton() const { return m_build; }

Q_SIGNALS:
    // "Build this layout": the stack, the chosen lab disks (kernel names, member order; empty for
    // typed sizes) and the options the planner assumed.
    void buildRequested(const QString &stack, const QStringList &kernelNames, const QVariantMap &options);

protected:
    void showEvent(QShowEvent *event) override;

private:
    void fillDisks();
    QList<qint64> chosenSizes(QString *error) const;
    QStringList chosenKernelNames() const;
    void showSelected();
    void requestBuild();

    std::function<InventorySnapshot()> m_source;
    InventorySnapshot m_snapshot;
    QRadioButton *m_useLab;
    QRadioButton *m_useSizes;
    QListWidget *m_disks;
    QLineEdit *m_sizes;
    QDoubleSpinBox *m_fill;
    QLineEdit *m_ure;
    QDoubleSpinBox *m_afr;
    QDoubleSpinBox *m_read;
    QDoubleSpinBox *m_write;
    QList<QCheckBox *> m_cares;
    QLabel *m_summary;
    QLabel *m_error;
    LayoutTableModel *m_model;
    QTableView *m_view;
    QTextBrowser *m_details;
    PlannerCharts *m_charts;
    QPushButton *m_build;
};
