#include "pages/plannerpage.h"

#include "models/diskpresentation.h"
#include "models/layouttablemodel.h"
#include "planner/space/bytesize.h"
#include "widgets/plannercharts.h"

#include <QButtonGroup>
#include <QCheckBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace {

QDoubleSpinBox *spin(QWidget *parent, double low, double high, double value, int decimals, const QString &suffix)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(low, high);
    box->setDecimals(decimals);
    box->setValue(value);
    box->setSuffix(suffix);
    box->setKeyboardTracking(false);
    return box;
}

QString row(const QString &label, const QString &value, const QString &extra = {})
{
    return QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td>%3</td></tr>")
        .arg(label.toHtmlEscaped(), value.toHtmlEscaped(), extra.toHtmlEscaped());
}

} // namespace

PlannerPage::PlannerPage(QWidget *parent)
    : Page(parent)
    , m_useLab(new QRadioButton(tr("Disks of the lab"), this))
    , m_useSizes(new QRadioButton(tr("Sizes I type"), this))
    , m_disks(new QListWidget(this))
    , m_sizes(new QLineEdit(this))
    , m_fill(spin(this, 0, 100, 50, 0, tr(" % full")))
    , m_ure(new QLineEdit(QStringLiteral("1e-14"), this))
    , m_afr(spin(this, 0, 100, 1.5, 2, tr(" % per year")))
    , m_read(spin(this, 1, 100000, 200, 0, tr(" MB/s")))
    , m_write(spin(this, 1, 100000, 200, 0, tr(" MB/s")))
    , m_summary(new QLabel(this))
    , m_error(new QLabel(this))
    , m_model(new LayoutTableModel(this))
    , m_view(new QTableView(this))
    , m_details(new QTextBrowser(this))
    , m_charts(new PlannerCharts(this))
    , m_build(new QPushButton(tr("Build this layout"), this))
{
    setObjectName(QStringLiteral("plannerPage"));
    m_disks->setObjectName(QStringLiteral("plannerDisks"));
    m_disks->setMaximumHeight(120);
    m_sizes->setObjectName(QStringLiteral("plannerSizes"));
    m_sizes->setPlaceholderText(tr("e.g. 6x8TB, 3x10GiB,2x12GiB"));
    m_useSizes->setChecked(true);
    m_sizes->setText(QStringLiteral("4x8TB"));
    auto *source = new QButtonGroup(this);
    source->addButton(m_useLab);
    source->addButton(m_useSizes);

    auto *disksBox = new QGroupBox(tr("Disks"), this);
    auto *disksLayout = new QGridLayout(disksBox);
    disksLayout->addWidget(m_useLab, 0, 0);
    disksLayout->addWidget(m_disks, 1, 0);
    disksLayout->addWidget(m_useSizes, 0, 1);
    disksLayout->addWidget(m_sizes, 1, 1, Qt::AlignTop);

    m_ure->setObjectName(QStringLiteral("plannerUre"));
    m_ure->setToolTip(tr("Unrecoverable read errors per bit read, as the spec sheet says (1e-14: one in 10^14 bits)"));
    auto *assumptionsBox = new QGroupBox(tr("Assumptions"), this);
    auto *form = new QFormLayout(assumptionsBox);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows); // German labels are long: keep the page within 1024 px
    form->addRow(tr("Data on the stack when a disk fails"), m_fill);
    form->addRow(tr("URE rate per bit"), m_ure);
    form->addRow(tr("Annualised failure rate"), m_afr);
    form->addRow(tr("Sequential read per disk"), m_read);
    form->addRow(tr("Sequential write per disk"), m_write);

    auto *caresBox = new QGroupBox(tr("Counts double"), this);
    auto *caresLayout = new QVBoxLayout(caresBox);
    for (const QString &text :
        {tr("usable space"), tr("short rebuild"), tr("low risk"), tr("snapshots"), tr("growth")}) {
        auto *box = new QCheckBox(text, caresBox);
        caresLayout->addWidget(box);
        m_cares << box;
    }

    auto *inputs = new QHBoxLayout;
    inputs->addWidget(disksBox, 3);
    inputs->addWidget(assumptionsBox, 2);
    inputs->addWidget(caresBox, 1);

    m_error->setObjectName(QStringLiteral("plannerError"));
    m_error->setStyleSheet(QStringLiteral("color: #b02020"));
    m_error->setWordWrap(true);
    m_summary->setObjectName(QStringLiteral("plannerSummary"));
    m_summary->setWordWrap(true);

    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_model);
    proxy->setSortRole(LayoutTableModel::SortRole);
    m_view->setObjectName(QStringLiteral("layoutTable"));
    m_view->setModel(proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(LayoutTableModel::RankColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    m_view->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setMinimumHeight(220);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &PlannerPage::showSelected);

    m_details->setObjectName(QStringLiteral("layoutDetails"));
    m_details->setMinimumHeight(260);
    m_build->setObjectName(QStringLiteral("buildLayout"));
    connect(m_build, &QPushButton::clicked, this, &PlannerPage::requestBuild);

    auto *details = new QHBoxLayout;
    details->addWidget(m_details, 1);
    auto *buttons = new QVBoxLayout;
    buttons->addWidget(m_build);
    buttons->addStretch(1);
    details->addLayout(buttons);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addLayout(inputs);
    layout->addWidget(m_error);
    layout->addWidget(m_summary);
    layout->addWidget(m_view, 2);
    layout->addLayout(details, 2);
    layout->addWidget(m_charts, 2);

    // Every input replans at once: the models are pure and take milliseconds.
    const auto replan = [this] { recompute(); };
    connect(m_sizes, &QLineEdit::editingFinished, this, replan);
    connect(m_ure, &QLineEdit::editingFinished, this, replan);
    connect(m_disks, &QListWidget::itemChanged, this, replan);
    connect(source, &QButtonGroup::buttonClicked, this, replan);
    for (QDoubleSpinBox *box : {m_fill, m_afr, m_read, m_write})
        connect(box, &QDoubleSpinBox::valueChanged, this, replan);
    for (QCheckBox *box : std::as_const(m_cares))
        connect(box, &QCheckBox::toggled, this, replan);
    recompute();
}

QString PlannerPage::title() const
{
    return tr("Planner");
}

QIcon PlannerPage::icon() const
{
    return QIcon(QStringLiteral(":/icons/planner.svg"));
}

void PlannerPage::setSnapshotSource(std::function<InventorySnapshot()> source)
{
    m_source = std::move(source);
}

void PlannerPage::showEvent(QShowEvent *event)
{
    Page::showEvent(event);
    if (m_source)
        setSnapshot(m_source());
}

void PlannerPage::setSnapshot(const InventorySnapshot &snapshot)
{
    const QStringList keep = chosenKernelNames();
    m_snapshot = snapshot;
    fillDisks();
    useLabDisks(keep);
    if (keep.isEmpty())
        m_useSizes->setChecked(true);
    recompute();
}

void PlannerPage::fillDisks()
{
    const QSignalBlocker blocker(m_disks);
    m_disks->clear();
    for (const Disk &disk : std::as_const(m_snapshot.disks)) {
        auto *item = new QListWidgetItem(
            QStringLiteral("%1  %2  %3").arg(disk.name, ByteSize::format(qint64(disk.sizeBytes)), disk.stableId),
            m_disks);
        item->setData(Qt::UserRole, disk.name);
        item->setData(Qt::UserRole + 1, double(disk.sizeBytes));
        // The system disk and disks in use cannot be built on: listed, not choosable.
        const bool usable = disk.classification == DiskClass::Blank || disk.classification == DiskClass::NotBlank;
        item->setFlags(usable ? Qt::ItemIsEnabled | Qt::ItemIsUserCheckable : Qt::ItemIsUserCheckable);
        item->setCheckState(Qt::Unchecked);
        item->setToolTip(disk.reason);
        item->setIcon(DiskPresentation::classIcon(disk.classification));
    }
}

void PlannerPage::setHypotheticalSizes(const QString &sizes)
{
    m_sizes->setText(sizes);
    m_useSizes->setChecked(true);
    recompute();
}

void PlannerPage::useLabDisks(const QStringList &kernelNames)
{
    const QSignalBlocker blocker(m_disks);
    // Member order is the order of the list given: move the chosen disks to the top in that order.
    for (int i = kernelNames.size() - 1; i >= 0; --i) {
        for (int row = 0; row < m_disks->count(); ++row) {
            if (m_disks->item(row)->data(Qt::UserRole).toString() != kernelNames.at(i))
                continue;
            QListWidgetItem *item = m_disks->takeItem(row);
            m_disks->insertItem(0, item);
            break;
        }
    }
    for (int row = 0; row < m_disks->count(); ++row) {
        QListWidgetItem *item = m_disks->item(row);
        const bool chosen
            = kernelNames.contains(item->data(Qt::UserRole).toString()) && (item->flags() & Qt::ItemIsEnabled);
        item->setCheckState(chosen ? Qt::Checked : Qt::Unchecked);
    }
    if (!kernelNames.isEmpty())
        m_useLab->setChecked(true);
    recompute();
}

QStringList PlannerPage::chosenKernelNames() const
{
    QStringList names;
    for (int row = 0; row < m_disks->count(); ++row) {
        if (m_disks->item(row)->checkState() == Qt::Checked)
            names << m_disks->item(row)->data(Qt::UserRole).toString();
    }
    return names;
}

QList<qint64> PlannerPage::chosenSizes(QString *error) const
{
    if (m_useSizes->isChecked())
        return ByteSize::parseList(m_sizes->text(), tr("Disk sizes"), error);
    QList<qint64> sizes;
    for (int row = 0; row < m_disks->count(); ++row) {
        if (m_disks->item(row)->checkState() == Qt::Checked)
            sizes << qint64(m_disks->item(row)->data(Qt::UserRole + 1).toDouble());
    }
    if (sizes.isEmpty())
        *error = tr("Choose the lab's disks in the list, or type sizes such as 4x8TB.");
    return sizes;
}

void PlannerPage::setAssumptions(const PlannerAssumptions &a)
{
    const QSignalBlocker b1(m_fill), b2(m_afr), b3(m_read), b4(m_write);
    m_fill->setValue(100 * a.fill);
    m_ure->setText(QString::number(a.urePerBit, 'g', 3));
    m_afr->setValue(100 * a.afr);
    m_read->setValue(a.readBytesPerSecond / 1e6);
    m_write->setValue(a.writeBytesPerSecond / 1e6);
    recompute();
}

PlannerAssumptions PlannerPage::assumptions() const
{
    PlannerAssumptions a;
    a.fill = m_fill->value() / 100;
    a.afr = m_afr->value() / 100;
    a.readBytesPerSecond = m_read->value() * 1e6;
    a.writeBytesPerSecond = m_write->value() * 1e6;
    bool ok = false;
    const double ure = m_ure->text().toDouble(&ok);
    if (ok && ure > 0)
        a.urePerBit = ure > 1 ? 1 / ure : ure;
    return a;
}

Priorities PlannerPage::priorities() const
{
    Priorities p;
    double *weights[] = {&p.space, &p.rebuild, &p.risk, &p.snapshots, &p.growth};
    for (int i = 0; i < m_cares.size(); ++i)
        *weights[i] = m_cares.at(i)->isChecked() ? 2 : 1;
    return p;
}

bool PlannerPage::recompute()
{
    QString error;
    const QList<qint64> sizes = chosenSizes(&error);
    bool ok = false;
    const double ure = m_ure->text().toDouble(&ok);
    if (error.isEmpty() && (!ok || ure <= 0 || ure >= 1e30))
        error = tr("URE rate: '%1' is not a rate per bit (e.g. 1e-14)").arg(m_ure->text());
    const QString keep = selectedStack();
    if (!error.isEmpty()) {
        m_error->setText(error);
        m_error->show();
        m_model->setLayouts({});
        m_summary->clear();
        m_details->clear();
        m_build->setEnabled(false);
        return false;
    }
    m_error->clear();
    m_error->hide();
    const PlannerAssumptions a = assumptions();
    const QList<RankedLayout> ranked = DecisionGuide::advise(sizes, priorities(), a);
    m_model->setLayouts(ranked);
    qint64 raw = 0;
    for (const qint64 bytes : sizes)
        raw += bytes;
    m_summary->setText(ranked.isEmpty()
            ? tr("No layout fits %n disk(s): most need at least two.", nullptr, int(sizes.size()))
            : tr("%n disk(s), %1 raw: %2 layouts, best first. Hover a row for the reasons of its rank.", nullptr,
                int(sizes.size()))
                  .arg(ByteSize::format(raw))
                  .arg(ranked.size()));
    m_charts->setLayouts(ranked);
    QStringList top;
    for (int i = 0; i < std::min<qsizetype>(5, ranked.size()); ++i)
        top << ranked.at(i).plan.request.stack;
    m_charts->setRiskCurves(top, int(sizes.size()), a);
    if (!selectLayout(keep) && !ranked.isEmpty())
        selectLayout(ranked.first().plan.request.stack);
    setStatusNote(tr("Planned %n layout(s)", nullptr, int(ranked.size())));
    return true;
}

QString PlannerPage::errorText() const
{
    return m_error->text();
}

bool PlannerPage::selectLayout(const QString &stack)
{
    const int sourceRow = m_model->rowOf(stack);
    if (sourceRow < 0)
        return false;
    auto *proxy = static_cast<QSortFilterProxyModel *>(m_view->model());
    m_view->setCurrentIndex(proxy->mapFromSource(m_model->index(sourceRow, 0)));
    showSelected();
    return true;
}

QString PlannerPage::selectedStack() const
{
    const auto *proxy = static_cast<const QSortFilterProxyModel *>(m_view->model());
    const RankedLayout *layout = m_model->layoutAt(proxy->mapToSource(m_view->currentIndex()).row());
    return layout ? layout->plan.request.stack : QString();
}

QString PlannerPage::detailsText() const
{
    return m_details->toPlainText();
}

void PlannerPage::showSelected()
{
    const auto *proxy = static_cast<const QSortFilterProxyModel *>(m_view->model());
    const RankedLayout *ranked = m_model->layoutAt(proxy->mapToSource(m_view->currentIndex()).row());
    m_build->setEnabled(ranked != nullptr);
    if (!ranked) {
        m_details->clear();
        return;
    }
    const LayoutPlan &p = ranked->plan;
    const CapacityPlan &c = p.capacity;
    QString html = QStringLiteral("<h3>%1</h3>").arg(p.request.stack.toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b></p><table>").arg(tr("Space as the tools will print it").toHtmlEscaped());
    for (const SpaceFigure &f : c.figures)
        html += row(f.label, ByteSize::format(f.bytes), f.tool);
    html += QStringLiteral("</table><p><b>%1</b></p><table>")
                .arg(tr("Where the raw %1 goes").arg(ByteSize::format(c.rawBytes)).toHtmlEscaped());
    for (const OverheadItem &item : c.overhead)
        html += row(item.label, ByteSize::format(item.bytes),
            QStringLiteral("%1 %").arg(100.0 * item.bytes / std::max<qint64>(1, c.rawBytes), 0, 'f', 1));
    html += QStringLiteral("</table>");
    for (const QString &note : c.notes)
        html += QStringLiteral("<p style='color:#b06000'>%1</p>").arg(note.toHtmlEscaped());
    html += QStringLiteral("<p><b>%1</b> %2</p>")
                .arg(tr("Fault tolerance:").toHtmlEscaped(), p.tolerance.summary.toHtmlEscaped());
    if (!p.tolerance.fatal.isEmpty())
        html += QStringLiteral("<p>%1</p>")
                    .arg(tr("Lost with: %1").arg(p.tolerance.fatal.join(QStringLiteral("; "))).toHtmlEscaped());
    if (p.initialSync.writeBytes > 0)
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Initial sync:").toHtmlEscaped(),
                        tr("about %1 (%2 per member)")
                            .arg(LayoutTableModel::durationText(p.initialSync.seconds),
                                ByteSize::format(p.initialSync.writeBytes))
                            .toHtmlEscaped());
    if (p.rebuild.possible) {
        html
            += QStringLiteral("<p><b>%1</b> %2</p>")
                   .arg(tr("Rebuild:").toHtmlEscaped(),
                       tr("%1: writes %2, reads %3; forecast %4, at best %5; limited by %6")
                           .arg(p.rebuild.method, ByteSize::format(p.rebuild.writeBytes),
                               ByteSize::format(p.rebuild.readBytes), LayoutTableModel::durationText(p.rebuild.seconds),
                               LayoutTableModel::durationText(p.rebuild.lowerBoundSeconds), p.rebuild.bottleneck)
                           .toHtmlEscaped());
        const RiskEstimate &r = p.risk;
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Risk during the rebuild:").toHtmlEscaped(),
                        tr("URE %1 (%2), another disk failing %3; data loss %4.")
                            .arg(LayoutTableModel::probabilityText(r.ureProbability), r.ureConsequence,
                                LayoutTableModel::probabilityText(r.moreFailuresProbability),
                                LayoutTableModel::probabilityText(r.lossProbability))
                            .toHtmlEscaped());
        html += QStringLiteral("<p><i>%1</i></p>").arg(r.caveat.toHtmlEscaped());
    } else {
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("Rebuild:").toHtmlEscaped(), p.rebuild.reason.toHtmlEscaped());
    }
    if (p.expansion && p.expansion->possible) {
        const ExpansionForecast &e = *p.expansion;
        html += QStringLiteral("<p><b>%1</b> %2</p>")
                    .arg(tr("raidz expansion:").toHtmlEscaped(),
                        tr("one more disk: zfs list will report %1 (now %2), %3 once the data is rewritten at the new "
                           "width; reflow and scrub about %4.")
                            .arg(ByteSize::format(e.capacityAfter), ByteSize::format(e.capacityBefore),
                                ByteSize::format(e.capacityAfterRewrite), LayoutTableModel::durationText(e.seconds))
                            .toHtmlEscaped());
    }
    html += QStringLiteral("<p><b>%1</b></p><ul>").arg(tr("Why rank %1").arg(ranked->rank).toHtmlEscaped());
    for (const QString &reason : ranked->strengths)
        html += QStringLiteral("<li>+ %1</li>").arg(reason.toHtmlEscaped());
    for (const QString &reason : ranked->weaknesses)
        html += QStringLiteral("<li>&minus; %1</li>").arg(reason.toHtmlEscaped());
    html += QStringLiteral("</ul>");
    m_details->setHtml(html);
}

void PlannerPage::requestBuild()
{
    const QString stack = selectedStack();
    if (stack.isEmpty())
        return;
    const QStringList names = m_useLab->isChecked() ? chosenKernelNames() : QStringList();
    // What the planner assumed and the recipe would otherwise not know: the thin volume's size.
    QVariantMap options;
    if (const RankedLayout *layout = m_model->layoutAt(m_model->rowOf(stack));
        layout && layout->plan.layout.family == StackLayout::Family::LvmThin)
        options.insert(
            QStringLiteral("thin-size"), QStringLiteral("%1M").arg(layout->plan.layout.thinBytes / (1024 * 1024)));
    Q_EMIT logMessage(LogLevel::Info, tr("Took %1 to the Build page").arg(stack));
    Q_EMIT buildRequested(stack, names, options);
}
