#include "pages/diskspage.h"

#include "disks/inventory/diskidentityresolver.h"
#include "lab/target/laboffer.h"
#include "models/diskpresentation.h"
#include "models/disktablemodel.h"
#include "pages/diskdetailsview.h"
#include "widgets/middleelidingdelegate.h"

#include <QGridLayout>
#include <QHBoxLayout>
#include <QHash>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

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
    layout->addWidget(createLabOffer());
    layout->addWidget(splitter, 1);
    updateSummary();
}

QFrame *DisksPage::createLabOffer()
{
    m_offer = new QFrame(this);
    m_offer->setObjectName(QStringLiteral("labOffer"));
    m_offer->setFrameShape(QFrame::StyledPanel);
    QPalette palette = m_offer->palette();
    palette.setColor(QPalette::Window, DiskPresentation::classBackground(DiskClass::Blank));
    palette.setColor(QPalette::WindowText, DiskPresentation::classForeground(DiskClass::Blank));
    m_offer->setPalette(palette);
    m_offer->setAutoFillBackground(true);

    auto *heading = new QLabel(QStringLiteral("<b>%1</b>").arg(LabOffer::heading().toHtmlEscaped()), m_offer);
    m_offerText = new QLabel(LabOffer::safety(), m_offer);
    m_loopButton = new QPushButton(tr("Start a loop lab"), m_offer);
    m_loopButton->setObjectName(QStringLiteral("offerLoopLab"));
    m_virtualButton = new QPushButton(tr("Start the virtual lab"), m_offer);
    m_virtualButton->setObjectName(QStringLiteral("offerVirtualLab"));
    m_loopNote = new QLabel(m_offer);
    m_virtualNote = new QLabel(m_offer);
    for (QLabel *label : {m_offerText, m_loopNote, m_virtualNote})
        label->setWordWrap(true);
    connect(m_loopButton, &QPushButton::clicked, this, [this] { Q_EMIT labRequested(LabTarget::Kind::Loop); });
    connect(m_virtualButton, &QPushButton::clicked, this, [this] { Q_EMIT labRequested(LabTarget::Kind::Virtual); });

    auto *grid = new QGridLayout;
    grid->addWidget(m_loopButton, 0, 0, Qt::AlignTop);
    grid->addWidget(m_loopNote, 0, 1);
    grid->addWidget(m_virtualButton, 1, 0, Qt::AlignTop);
    grid->addWidget(m_virtualNote, 1, 1);
    grid->setColumnStretch(1, 1);
    auto *layout = new QVBoxLayout(m_offer);
    layout->addWidget(heading);
    layout->addWidget(m_offerText);
    layout->addLayout(grid);
    m_offer->hide();
    return m_offer;
}

void DisksPage::setOffersLabs(bool offers)
{
    m_offersLabs = offers;
    updateLabOffer();
}

void DisksPage::updateLabOffer()
{
    const bool show = m_hasData && m_offersLabs && LabOffer::wanted(m_snapshot);
    if (show) {
        // Read each time it appears: QEMU or the image may have arrived since.
        const LabOffer::Facts facts = LabOffer::probe();
        m_loopNote->setText(LabOffer::loopNote(facts));
        m_virtualNote->setText(LabOffer::virtualNote(facts));
    }
    m_offer->setVisible(show);
}

QString DisksPage::labOfferText() const
{
    return QStringList {LabOffer::heading(), m_offerText->text(), m_loopButton->text(), m_loopNote->text(),
        m_virtualButton->text(), m_virtualNote->text()}
        .join(QLatin1Char('\n'));
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
        updateLabOffer();
        Q_EMIT logMessage(
            LogLevel::Info, tr("Disk inventory: %1 found. %2").arg(snapshot.disks.size()).arg(identityNote(snapshot)));
        if (!snapshot.signaturesNote.isEmpty())
            Q_EMIT logMessage(LogLevel::Warning, snapshot.signaturesNote);
        Q_EMIT dataReady();
    } else if (identityNote(before) != identityNote(snapshot)) {
        // Another machine's disks (the virtual lab's, or this one's again): none of them came or
        // went, and "Disk gone: vda" would alarm anyone.
        Q_EMIT logMessage(
            LogLevel::Info, tr("Disk inventory: %1 found. %2").arg(snapshot.disks.size()).arg(identityNote(snapshot)));
        updateLabOffer();
    } else {
        logChanges(before, snapshot);
        updateLabOffer();
    }
}

void DisksPage::logChanges(const InventorySnapshot &before, const InventorySnapshot &after)
{
    QHash<QString, const Disk *> old;
    for (const Disk &disk : before.disks)
        old.insert(DiskIdentityResolver::selectionKey(disk), &disk);
    for (const Disk &disk : after.disks) {
        const Disk *previous = old.take(DiskIdentityResolver::selectionKey(disk));
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
        if (old.contains(DiskIdentityResolver::selectionKey(disk)))
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
