#include "pages/diskdetailsview.h"

#include "models/diskpresentation.h"

#include <QApplication>
#include <QClipboard>
#include <QFontDatabase>
#include <QFormLayout>
#include <QFrame>
#include <QGridLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

static QTableWidget *makeTable(const QStringList &headers, QWidget *parent)
{
    auto *table = new QTableWidget(0, int(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setWordWrap(false);
    table->verticalHeader()->hide();
    table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    table->horizontalHeader()->setStretchLastSection(true);
    table->setVerticalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    return table;
}

static QLabel *valueLabel(const QString &text)
{
    auto *label = new QLabel(text);
    label->setTextInteractionFlags(Qt::TextSelectableByMouse);
    label->setWordWrap(true);
    return label;
}

static QString orNone(const QStringList &values)
{
    return values.isEmpty() ? DiskDetailsView::tr("none") : values.join(QStringLiteral(", "));
}

static void clearForm(QFormLayout *form)
{
    while (form->rowCount() > 0)
        form->removeRow(0);
}

DiskDetailsView::DiskDetailsView(QWidget *parent)
    : QWidget(parent)
    , m_title(new QLabel(this))
    , m_verdictBox(new QFrame(this))
    , m_verdictIcon(new QLabel(m_verdictBox))
    , m_verdict(new QLabel(m_verdictBox))
    , m_reason(new QLabel(m_verdictBox))
    , m_cleanupBox(new QWidget(m_verdictBox))
    , m_cleanupIntro(new QLabel(m_cleanupBox))
    , m_cleanup(new QPlainTextEdit(m_cleanupBox))
    , m_copy(new QPushButton(tr("Copy"), m_cleanupBox))
    , m_identity(new QFormLayout)
    , m_usage(new QFormLayout)
    , m_partitions(makeTable({tr("Partition"), tr("Size"), tr("Mount points"), tr("Holders"), tr("Swap")}, this))
    , m_signatures(makeTable({tr("Type"), tr("Usage"), tr("Label"), tr("Found on"), tr("UUID")}, this))
    , m_noSignatures(new QLabel(tr("libblkid found no signature on the disk or its partitions."), this))
    , m_content(new QWidget(this))
    , m_placeholder(new QLabel(tr("Select a disk to see its identity, usage and signatures."), this))
{
    setObjectName(QStringLiteral("diskDetails"));
    m_title->setObjectName(QStringLiteral("diskTitle"));
    m_verdict->setObjectName(QStringLiteral("diskVerdict"));
    m_reason->setObjectName(QStringLiteral("diskReason"));
    m_cleanup->setObjectName(QStringLiteral("cleanupCommands"));
    m_copy->setObjectName(QStringLiteral("copyCleanup"));
    m_signatures->setObjectName(QStringLiteral("signatureTable"));
    m_signatures->setTextElideMode(Qt::ElideMiddle);
    m_partitions->setObjectName(QStringLiteral("partitionTable"));

    QFont titleFont = m_title->font();
    titleFont.setBold(true);
    titleFont.setPointSizeF(titleFont.pointSizeF() * 1.15);
    m_title->setFont(titleFont);
    m_title->setTextInteractionFlags(Qt::TextSelectableByMouse);

    // The verdict: a tinted box with the class icon, what StackLab may do, and why.
    m_verdictBox->setObjectName(QStringLiteral("verdictBox"));
    m_verdictBox->setAutoFillBackground(true);
    m_verdictBox->setFrameShape(QFrame::StyledPanel);
    QFont verdictFont = m_verdict->font();
    verdictFont.setBold(true);
    m_verdict->setFont(verdictFont);
    m_verdict->setWordWrap(true);
    m_reason->setWordWrap(true);
    m_reason->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_cleanupIntro->setWordWrap(true);
    m_cleanupIntro->setText(tr("Run only the line that matches what the disk was used for, as root, after checking "
                               "with readlink -f that it points at a data disk:"));
    m_cleanup->setReadOnly(true);
    m_cleanup->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_cleanup->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_cleanup->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Fixed);
    m_copy->setIcon(QIcon::fromTheme(QStringLiteral("edit-copy")));
    m_copy->setToolTip(tr("Copy the cleanup commands to the clipboard"));
    connect(m_copy, &QPushButton::clicked, this, &DiskDetailsView::copyCleanup);

    auto *cleanupRow = new QHBoxLayout;
    cleanupRow->setContentsMargins(0, 0, 0, 0);
    cleanupRow->addWidget(m_cleanup, 1);
    cleanupRow->addWidget(m_copy, 0, Qt::AlignTop);
    auto *cleanupLayout = new QVBoxLayout(m_cleanupBox);
    cleanupLayout->setContentsMargins(0, 4, 0, 0);
    cleanupLayout->addWidget(m_cleanupIntro);
    cleanupLayout->addLayout(cleanupRow);

    auto *verdictText = new QVBoxLayout;
    verdictText->addWidget(m_verdict);
    verdictText->addWidget(m_reason);
    verdictText->addWidget(m_cleanupBox);
    auto *verdictLayout = new QHBoxLayout(m_verdictBox);
    verdictLayout->setContentsMargins(8, 6, 8, 6);
    verdictLayout->addWidget(m_verdictIcon, 0, Qt::AlignTop);
    verdictLayout->addLayout(verdictText, 1);

    auto *identityBox = new QGroupBox(tr("Identity"), m_content);
    identityBox->setLayout(m_identity);
    m_identity->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    m_identity->setLabelAlignment(Qt::AlignLeft);

    auto *usageBox = new QGroupBox(tr("Usage"), m_content);
    auto *usageLayout = new QVBoxLayout(usageBox);
    usageLayout->addLayout(m_usage);
    usageLayout->addWidget(m_partitions, 1);

    auto *signatureBox = new QGroupBox(tr("Signatures (libblkid)"), m_content);
    auto *signatureLayout = new QVBoxLayout(signatureBox);
    m_noSignatures->setObjectName(QStringLiteral("noSignatures"));
    signatureLayout->addWidget(m_noSignatures);
    signatureLayout->addWidget(m_signatures, 1);

    auto *grid = new QGridLayout(m_content);
    grid->setContentsMargins(0, 0, 0, 0);
    grid->addWidget(m_title, 0, 0, 1, 3);
    grid->addWidget(m_verdictBox, 1, 0, 1, 3);
    grid->addWidget(identityBox, 2, 0);
    grid->addWidget(usageBox, 2, 1);
    grid->addWidget(signatureBox, 2, 2);
    grid->setColumnStretch(0, 4);
    grid->setColumnStretch(1, 3);
    grid->setColumnStretch(2, 5);
    grid->setRowStretch(2, 1);

    m_placeholder->setAlignment(Qt::AlignCenter);
    m_placeholder->setForegroundRole(QPalette::PlaceholderText);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->addWidget(m_placeholder);
    layout->addWidget(m_content, 1);
    clear();
}

void DiskDetailsView::clear()
{
    m_hasDisk = false;
    m_disk = Disk();
    m_content->hide();
    m_placeholder->show();
}

void DiskDetailsView::setDisk(const Disk &disk)
{
    m_disk = disk;
    m_hasDisk = true;
    m_placeholder->hide();
    m_content->show();

    const DiskClass c = disk.classification;
    m_title->setText(
        tr("%1  ·  %2  ·  %3  ·  %4")
            .arg(disk.devnode, DiskPresentation::humanSize(disk.sizeBytes),
                disk.transport.isEmpty() ? tr("unknown transport") : disk.transport, DiskPresentation::className(c)));

    QPalette palette = m_verdictBox->palette();
    palette.setColor(QPalette::Window, DiskPresentation::classBackground(c));
    palette.setColor(QPalette::WindowText, DiskPresentation::classForeground(c));
    m_verdictBox->setPalette(palette);
    m_verdictIcon->setPixmap(DiskPresentation::classIcon(c).pixmap(32, 32));
    m_verdict->setText(DiskPresentation::classVerdict(c));
    m_reason->setText(disk.reason.isEmpty() ? QString() : tr("Why: %1").arg(disk.reason));
    m_reason->setVisible(!disk.reason.isEmpty());

    // A system disk gets no cleanup command, even if the inventory listed one.
    const bool showCleanup = c != DiskClass::System && !disk.cleanupCommands.isEmpty();
    m_cleanup->setPlainText(showCleanup ? disk.cleanupCommands.join(QLatin1Char('\n')) : QString());
    const int lines = showCleanup ? int(disk.cleanupCommands.size()) : 1;
    m_cleanup->setFixedHeight(m_cleanup->fontMetrics().lineSpacing() * qMin(lines, 6) + 12);
    m_cleanupBox->setVisible(showCleanup);

    fillIdentity();
    fillUsage();
    fillSignatures();
}

void DiskDetailsView::fillIdentity()
{
    const Disk &d = m_disk;
    const QString none = tr("not reported");
    clearForm(m_identity);
    m_identity->addRow(tr("Stable ID:"), valueLabel(d.stableId));
    m_identity->addRow(tr("Taken from:"), valueLabel(DiskPresentation::stableIdSourceText(d.stableIdSource)));
    if (!d.backingFile.isEmpty())
        m_identity->addRow(tr("Backing file:"), valueLabel(d.backingFile));
    m_identity->addRow(tr("WWN:"), valueLabel(d.wwn.isEmpty() ? none : d.wwn));
    m_identity->addRow(tr("Serial:"), valueLabel(d.serial.isEmpty() ? none : d.serial));
    const QString model = QStringList {d.vendor, d.model}.join(QLatin1Char(' ')).trimmed();
    m_identity->addRow(tr("Model:"), valueLabel(model.isEmpty() ? none : model));
    m_identity->addRow(tr("Size:"),
        valueLabel(
            tr("%1 (%2)").arg(DiskPresentation::humanSize(d.sizeBytes), DiskPresentation::exactBytes(d.sizeBytes))));
    m_identity->addRow(tr("Sectors:"), valueLabel(DiskPresentation::sectorSizes(d)));
    m_identity->addRow(tr("Rotational:"), valueLabel(d.rotational ? tr("yes (spinning disk)") : tr("no")));
    QStringList flags;
    if (d.removable)
        flags << tr("removable");
    if (d.readOnly)
        flags << tr("read-only");
    if (!flags.isEmpty())
        m_identity->addRow(tr("Flags:"), valueLabel(flags.join(QStringLiteral(", "))));
}

void DiskDetailsView::fillUsage()
{
    const Disk &d = m_disk;
    clearForm(m_usage);
    m_usage->addRow(tr("Mount points:"), valueLabel(orNone(DiskPresentation::allMountpoints(d))));
    m_usage->addRow(tr("Holders:"), valueLabel(orNone(DiskPresentation::allHolders(d))));
    m_usage->addRow(tr("Active swap:"), valueLabel(orNone(DiskPresentation::swapDevices(d))));
    m_usage->addRow(
        tr("Partitions:"), valueLabel(d.partitions.isEmpty() ? tr("none") : QString::number(d.partitions.size())));

    m_partitions->setRowCount(int(d.partitions.size()));
    for (int row = 0; row < d.partitions.size(); ++row) {
        const DiskPartition &p = d.partitions.at(row);
        auto *size = new QTableWidgetItem(DiskPresentation::humanSize(p.sizeBytes));
        size->setToolTip(DiskPresentation::exactBytes(p.sizeBytes));
        size->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_partitions->setItem(row, 0, new QTableWidgetItem(p.name));
        m_partitions->setItem(row, 1, size);
        m_partitions->setItem(row, 2, new QTableWidgetItem(p.mountpoints.join(QStringLiteral(", "))));
        m_partitions->setItem(row, 3, new QTableWidgetItem(p.holders.join(QStringLiteral(", "))));
        m_partitions->setItem(row, 4, new QTableWidgetItem(p.swap ? tr("yes") : QString()));
    }
    m_partitions->setVisible(!d.partitions.isEmpty());
}

void DiskDetailsView::fillSignatures()
{
    const QList<DiskSignature> &signatures = m_disk.signatures;
    m_signatures->setRowCount(int(signatures.size()));
    for (int row = 0; row < signatures.size(); ++row) {
        const DiskSignature &s = signatures.at(row);
        const QStringList cells {s.type, s.usage, s.label, s.device, s.uuid}; // UUID last: it elides
        for (int column = 0; column < cells.size(); ++column) {
            auto *item = new QTableWidgetItem(cells.at(column));
            item->setToolTip(cells.at(column));
            m_signatures->setItem(row, column, item);
        }
    }
    m_signatures->setVisible(!signatures.isEmpty());
    // A disk libblkid could not open may hold anything: "no signature" would be a claim it never made.
    m_noSignatures->setText(m_disk.signaturesKnown
            ? tr("libblkid found no signature on the disk or its partitions.")
            : tr("Signatures unknown: libblkid could not read the disk (the log says why)."));
    m_noSignatures->setVisible(signatures.isEmpty());
}

QString DiskDetailsView::verdictText() const
{
    return m_hasDisk ? m_verdict->text() : QString();
}

QString DiskDetailsView::reasonText() const
{
    return m_hasDisk && m_reason->isVisibleTo(this) ? m_reason->text() : QString();
}

QString DiskDetailsView::cleanupText() const
{
    return m_cleanupBox->isVisibleTo(this) ? m_cleanup->toPlainText() : QString();
}

void DiskDetailsView::copyCleanup()
{
    const QString commands = m_cleanup->toPlainText();
    QApplication::clipboard()->setText(commands);
    Q_EMIT cleanupCopied(commands);
}
