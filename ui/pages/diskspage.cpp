#include "pages/diskspage.h"

#include "models/diskpresentation.h"
#include "models/disktablemodel.h"
#include "pages/diskdetailsview.h"
#include "widgets/middleelidingdelegate.h"

#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

static QString diskKey(const Disk &disk)
{
    return disk.stableId + QLatin1Char('\n') + disk.name;
}

static QString diskLabel(const Disk &disk)
{
    if (disk.stableId.isEmpty() || disk.stableId == disk.name || disk.stableId == disk.devnode)
        return disk.name;
    return QStringLiteral("%1 (%2)").arg(disk.name, disk.stableId);
}

DisksPage::DisksPage(QWidget *parent)
    : Page(parent)
    , m_model(new DiskTableModel(DiskTableModel::Purpose::Inspect, this))
    , m_proxy(new QSortFilterProxyModel(this))
    , m_view(new QTableView(this))
    , m_filter(new QLineEdit(this))
    , m_summary(new QLabel(this))
    , m_notice(new QLabel(this))
    , m_details(new DiskDetailsView(this))
{
    setObjectName(QStringLiteral("disksPage"));
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(DiskTableModel::SortRole);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_proxy->setFilterKeyColumn(-1);

    m_view->setObjectName(QStringLiteral("diskTable"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(DiskTableModel::DeviceColumn, Qt::AscendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::SingleSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setTextElideMode(Qt::ElideRight);
    m_view->setItemDelegateForColumn(DiskTableModel::StableIdColumn, new MiddleElidingDelegate(m_view));
    m_view->setWordWrap(false);
    m_view->setShowGrid(false);
    m_view->setIconSize(QSize(18, 18));
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setDefaultSectionSize(m_view->fontMetrics().height() + 10);
    QHeaderView *header = m_view->horizontalHeader();
    header->setHighlightSections(false);
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setSectionResizeMode(DiskTableModel::StableIdColumn, QHeaderView::Interactive);
    header->setSectionResizeMode(DiskTableModel::ModelColumn, QHeaderView::Interactive);
    header->setSectionResizeMode(DiskTableModel::ReasonColumn, QHeaderView::Stretch);
    header->resizeSection(DiskTableModel::StableIdColumn, 300);
    header->resizeSection(DiskTableModel::ModelColumn, 150);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &DisksPage::showCurrent);

    m_summary->setObjectName(QStringLiteral("diskSummary"));
    m_filter->setObjectName(QStringLiteral("diskFilter"));
    m_filter->setPlaceholderText(tr("Filter by name, stable ID, model, state…"));
    m_filter->setClearButtonEnabled(true);
    m_filter->setMinimumWidth(280);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);

    m_notice->setObjectName(QStringLiteral("inventoryNotice"));
    m_notice->setWordWrap(true);
    m_notice->hide();
    QPalette noticePalette = m_notice->palette();
    noticePalette.setColor(QPalette::Window, DiskPresentation::classBackground(DiskClass::NotBlank));
    noticePalette.setColor(QPalette::WindowText, DiskPresentation::classForeground(DiskClass::NotBlank));
    m_notice->setPalette(noticePalette);
    m_notice->setAutoFillBackground(true);
    m_notice->setMargin(6);

    connect(m_details, &DiskDetailsView::cleanupCopied, this, [this] {
        Q_EMIT logMessage(LogLevel::Info, tr("Copied the cleanup commands for %1").arg(m_details->disk().devnode));
    });

    auto *scroll = new QScrollArea(this);
    scroll->setWidget(m_details);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_view);
    splitter->addWidget(scroll);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 3);
    splitter->setSizes({220, 330});

    auto *top = new QHBoxLayout;
    top->addWidget(m_summary, 1);
    top->addWidget(m_filter);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 0);
    layout->addLayout(top);
    layout->addWidget(m_notice);
    layout->addWidget(splitter, 1);
    updateSummary();
}

QString DisksPage::title() const
{
    return tr("Disks");
}

QIcon DisksPage::icon() const
{
    return QIcon(QStringLiteral(":/icons/disk.svg"));
}

QString DisksPage::identityNote(const InventorySnapshot &snapshot)
{
    if (!snapshot.identityNote.isEmpty())
        return snapshot.identityNote;
    return snapshot.identityFromUdev ? tr("Disk identity from udev")
                                     : tr("No udev daemon: disk identity read from sysfs");
}

void DisksPage::setSnapshot(const InventorySnapshot &snapshot)
{
    const QString keep = selectedStableId();
    const InventorySnapshot before = m_snapshot;
    const bool first = !m_hasData;
    m_snapshot = snapshot;
    m_model->setDisks(snapshot.disks);

    // Rows that stayed keep their selection by themselves; a disk that came back under a
    // new kernel name is found again by its stable ID.
    // A selected disk that is gone leaves nothing selected: the view would otherwise move
    // the selection to a neighbour, and the details would quietly show another disk.
    if (!keep.isEmpty() && selectedStableId() != keep && !selectStableId(keep)) {
        m_view->selectionModel()->clear();
        m_view->setCurrentIndex({});
    }
    if (first && !m_view->currentIndex().isValid() && m_proxy->rowCount() > 0)
        m_view->selectRow(0);
    showCurrent();

    setStatusNote(identityNote(snapshot),
        snapshot.identityFromUdev ? tr("Stable IDs are the /dev/disk/by-id links udev made.")
                                  : tr("No udev daemon runs: stable IDs are built from the WWN, the serial "
                                       "number, the bus path or, for loop devices, the backing file."));
    m_notice->setText(snapshot.signaturesNote);
    m_notice->setVisible(!snapshot.signaturesNote.isEmpty());
    updateSummary();

    if (first) {
        m_hasData = true;
        Q_EMIT logMessage(
            LogLevel::Info, tr("Disk inventory: %1 found. %2").arg(snapshot.disks.size()).arg(identityNote(snapshot)));
        if (!snapshot.signaturesNote.isEmpty())
            Q_EMIT logMessage(LogLevel::Warning, snapshot.signaturesNote);
        Q_EMIT dataReady();
    } else {
        logChanges(before, snapshot);
    }
}

void DisksPage::logChanges(const InventorySnapshot &before, const InventorySnapshot &after)
{
    QHash<QString, const Disk *> old;
    for (const Disk &disk : before.disks)
        old.insert(diskKey(disk), &disk);
    for (const Disk &disk : after.disks) {
        const Disk *previous = old.take(diskKey(disk));
        if (!previous) {
            Q_EMIT logMessage(LogLevel::Info,
                tr("Disk appeared: %1, %2, %3")
                    .arg(diskLabel(disk), DiskPresentation::humanSize(disk.sizeBytes),
                        DiskPresentation::className(disk.classification)));
        } else if (previous->classification != disk.classification) {
            Q_EMIT logMessage(LogLevel::Info,
                tr("%1: %2 → %3 (%4)")
                    .arg(diskLabel(disk), DiskPresentation::className(previous->classification),
                        DiskPresentation::className(disk.classification), disk.reason));
        }
    }
    for (const Disk &disk : before.disks) {
        if (old.contains(diskKey(disk)))
            Q_EMIT logMessage(LogLevel::Warning, tr("Disk gone: %1").arg(diskLabel(disk)));
    }
}

void DisksPage::updateSummary()
{
    int counts[4] = {0, 0, 0, 0};
    for (const Disk &disk : m_snapshot.disks)
        ++counts[int(disk.classification)];
    if (!m_hasData && m_snapshot.disks.isEmpty()) {
        m_summary->setText(tr("Reading the disk inventory…"));
        return;
    }
    m_summary->setText(tr("Disks: %1 (system %2, in use %3, not blank %4, blank %5)")
                           .arg(m_snapshot.disks.size())
                           .arg(counts[int(DiskClass::System)])
                           .arg(counts[int(DiskClass::InUse)])
                           .arg(counts[int(DiskClass::NotBlank)])
                           .arg(counts[int(DiskClass::Blank)]));
}

QString DisksPage::summaryText() const
{
    return m_summary->text();
}

bool DisksPage::selectStableId(const QString &stableId)
{
    const int row = m_model->rowOfStableId(stableId);
    if (row < 0)
        return false;
    const QModelIndex index = m_proxy->mapFromSource(m_model->index(row, 0));
    if (!index.isValid())
        return false; // filtered out
    m_view->selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_view->scrollTo(index);
    return true;
}

QString DisksPage::selectedStableId() const
{
    const QModelIndex current = m_view->currentIndex();
    return current.isValid() ? current.data(DiskTableModel::StableIdRole).toString() : QString();
}

void DisksPage::showCurrent()
{
    const QModelIndex current = m_view->currentIndex();
    if (!current.isValid()) {
        m_details->clear();
        return;
    }
    m_details->setDisk(current.data(DiskTableModel::DiskRole).value<Disk>());
}
