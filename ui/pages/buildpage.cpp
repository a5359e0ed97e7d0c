#include "pages/buildpage.h"

#include "models/plantreemodel.h"
#include "stacks/planscript.h"
#include "stacks/stackrecipes.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPushButton>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

BuildPage::BuildPage(QWidget *parent)
    : Page(parent)
    , m_stack(new QComboBox(this))
    , m_disks(new QListWidget(this))
    , m_spare(new QComboBox(this))
    , m_stackNote(new QLabel(this))
    , m_error(new QLabel(this))
    , m_view(new QTreeView(this))
    , m_model(new PlanTreeModel(this))
    , m_copy(new QPushButton(tr("Copy as script"), this))
    , m_save(new QPushButton(tr("Save script…"), this))
{
    setObjectName(QStringLiteral("buildPage"));
    m_stack->setObjectName(QStringLiteral("stackChoice"));
    for (const StackInfo &info : stackInfos()) {
        m_stack->addItem(info.name, info.name);
        m_stack->setItemData(m_stack->count() - 1, info.description, Qt::ToolTipRole);
    }
    m_disks->setObjectName(QStringLiteral("memberDisks"));
    m_spare->setObjectName(QStringLiteral("spareDisk"));
    m_stackNote->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("buildError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #8b1a1a; background: #fde8e8; padding: 4px; }"));
    m_error->hide();

    m_view->setObjectName(QStringLiteral("planView"));
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->header()->setSectionResizeMode(PlanTreeModel::TitleColumn, QHeaderView::Interactive);
    m_view->header()->setSectionResizeMode(PlanTreeModel::CommandColumn, QHeaderView::Interactive);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->resizeSection(PlanTreeModel::TitleColumn, 300);
    m_view->header()->resizeSection(PlanTreeModel::CommandColumn, 520);

    connect(m_stack, &QComboBox::currentIndexChanged, this, &BuildPage::rebuildPlan);
    connect(m_spare, &QComboBox::currentIndexChanged, this, &BuildPage::rebuildPlan);
    connect(m_disks, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        const QString name = item->data(Qt::UserRole).toString();
        m_order.removeAll(name);
        if (item->checkState() == Qt::Checked)
            m_order.append(name);
        rebuildPlan();
    });
    connect(m_copy, &QPushButton::clicked, this, [this] {
        copyScript();
        Q_EMIT logMessage(LogLevel::Info, tr("Copied the %1 plan as a shell script").arg(m_model->plan().stack));
    });
    connect(m_save, &QPushButton::clicked, this, &BuildPage::saveScript);

    auto *left = new QWidget(this);
    auto *form = new QVBoxLayout(left);
    form->setContentsMargins(0, 0, 0, 0);
    form->addWidget(new QLabel(tr("Stack:"), left));
    form->addWidget(m_stack);
    form->addWidget(m_stackNote);
    form->addWidget(new QLabel(tr("Member disks (in the order checked):"), left));
    form->addWidget(m_disks, 1);
    form->addWidget(new QLabel(tr("Spare:"), left));
    form->addWidget(m_spare);

    auto *right = new QWidget(this);
    auto *planLayout = new QVBoxLayout(right);
    planLayout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(new QLabel(tr("Red steps destroy data; ★ marks the commands a person types."), right), 1);
    buttons->addWidget(m_copy);
    buttons->addWidget(m_save);
    planLayout->addLayout(buttons);
    planLayout->addWidget(m_error);
    planLayout->addWidget(m_view, 1);

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 0);
    layout->addWidget(splitter);
    rebuildPlan();
}

QString BuildPage::title() const
{
    return tr("Build");
}

QIcon BuildPage::icon() const
{
    // Three stacked layers, drawn here so the page needs no icon file.
    QPixmap pixmap(48, 48);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    const QColor colors[] = {QColor(0x3b, 0x4c, 0xc0), QColor(0x1f, 0x77, 0xb4), QColor(0x6b, 0xae, 0xd6)};
    for (int i = 0; i < 3; ++i) {
        painter.setBrush(colors[i]);
        painter.drawRoundedRect(QRectF(6, 6 + i * 13, 36, 10), 3, 3);
    }
    return QIcon(pixmap);
}

void BuildPage::setSnapshot(const InventorySnapshot &snapshot)
{
    m_snapshot = snapshot;
    fillDisks();
    rebuildPlan();
}

void BuildPage::fillDisks()
{
    const QSignalBlocker blockList(m_disks);
    const QSignalBlocker blockSpare(m_spare);
    const QString spare = m_spare->currentData().toString();
    m_disks->clear();
    m_spare->clear();
    m_spare->addItem(tr("No spare"), QString());
    QStringList kept;
    for (const Disk &disk : m_snapshot.disks) {
        const QString label = QStringLiteral("%1  %2").arg(disk.name, disk.stableId);
        auto *item = new QListWidgetItem(m_disks);
        item->setData(Qt::UserRole, disk.name);
        if (disk.selectable()) {
            item->setText(label);
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
            item->setCheckState(m_order.contains(disk.name) ? Qt::Checked : Qt::Unchecked);
            if (m_order.contains(disk.name))
                kept << disk.name;
            m_spare->addItem(label, disk.name);
        } else {
            // Listed so the user sees why it is not offered.
            item->setText(tr("%1 — %2").arg(label, disk.reason));
            item->setFlags(Qt::NoItemFlags);
        }
        item->setToolTip(disk.reason);
    }
    QStringList order;
    for (const QString &name : std::as_const(m_order)) {
        if (kept.contains(name))
            order << name;
    }
    m_order = order;
    const int spareIndex = m_spare->findData(spare);
    m_spare->setCurrentIndex(spareIndex < 0 ? 0 : spareIndex);
}

bool BuildPage::selectStack(const QString &name)
{
    const int index = m_stack->findData(name);
    if (index < 0)
        return false;
    m_stack->setCurrentIndex(index);
    rebuildPlan();
    return true;
}

void BuildPage::setMembers(const QStringList &names)
{
    m_order.clear();
    {
        const QSignalBlocker block(m_disks);
        for (int i = 0; i < m_disks->count(); ++i) {
            QListWidgetItem *item = m_disks->item(i);
            if (!(item->flags() & Qt::ItemIsUserCheckable))
                continue;
            const bool checked = names.contains(item->data(Qt::UserRole).toString());
            item->setCheckState(checked ? Qt::Checked : Qt::Unchecked);
        }
    }
    for (const QString &name : names) {
        const Disk *disk = diskByName(name);
        if (disk && disk->selectable())
            m_order << name;
    }
    rebuildPlan();
}

void BuildPage::setSpare(const QString &name)
{
    const int index = m_spare->findData(name);
    m_spare->setCurrentIndex(index < 0 ? 0 : index);
    rebuildPlan();
}

QStringList BuildPage::members() const
{
    return m_order;
}

const Plan &BuildPage::plan() const
{
    return m_model->plan();
}

QString BuildPage::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

const Disk *BuildPage::diskByName(const QString &name) const
{
    for (const Disk &disk : m_snapshot.disks) {
        if (disk.name == name)
            return &disk;
    }
    return nullptr;
}

QString BuildPage::pathOf(const Disk &disk) const
{
    if (disk.stableId.startsWith(QLatin1String("/dev/")))
        return disk.stableId;
    if (disk.stableIdSource == StableIdSource::ByIdLink || disk.stableIdSource == StableIdSource::Wwn
        || disk.stableIdSource == StableIdSource::Serial) {
        if (!disk.stableId.isEmpty() && !disk.stableId.contains(QLatin1Char('/')) && m_snapshot.identityFromUdev)
            return QStringLiteral("/dev/disk/by-id/") + disk.stableId;
    }
    return disk.devnode;
}

RecipeRequest BuildPage::request() const
{
    RecipeRequest request;
    request.stack = m_stack->currentData().toString();
    request.session = QStringLiteral("lab");
    auto add = [&](const Disk &disk) {
        const QString path = pathOf(disk);
        request.kernelNames.insert(path, disk.name);
        if (!disk.backingFile.isEmpty())
            request.backingFiles.insert(path, disk.backingFile);
        return path;
    };
    for (const QString &name : m_order) {
        if (const Disk *disk = diskByName(name))
            request.disks << add(*disk);
    }
    const QString spare = m_spare->currentData().toString();
    if (!spare.isEmpty() && !m_order.contains(spare)) {
        if (const Disk *disk = diskByName(spare))
            request.spare = add(*disk);
    }
    return request;
}

void BuildPage::rebuildPlan()
{
    const QString stack = m_stack->currentData().toString();
    for (const StackInfo &info : stackInfos()) {
        if (info.name == stack)
            m_stackNote->setText(
                tr("%1 Needs at least %n member disk(s).", nullptr, info.minDisks).arg(info.description));
    }
    const RecipeRequest req = request();
    m_error->hide();
    if (req.disks.isEmpty()) {
        m_model->setPlan({});
        m_error->setText(tr("Check the member disks in the list on the left to see the plan."));
        m_error->show();
    } else {
        const PlanOrError result = buildPlan(req);
        if (!result.ok()) {
            m_model->setPlan({});
            m_error->setText(result.error);
            m_error->show();
        } else {
            m_model->setPlan(result.plan);
            m_view->expandAll();
        }
    }
    m_copy->setEnabled(m_model->stepCount() > 0);
    m_save->setEnabled(m_model->stepCount() > 0);
    setStatusNote(m_model->stepCount() > 0
            ? tr("%1: %n step(s)", nullptr, m_model->stepCount()).arg(m_model->plan().stack)
            : QString());
}

QString BuildPage::copyScript()
{
    const QString script = planToScript(m_model->plan());
    if (QClipboard *clipboard = QApplication::clipboard())
        clipboard->setText(script);
    return script;
}

void BuildPage::saveScript()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the plan as a script"), m_model->plan().stack + QStringLiteral(".sh"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || file.write(planToScript(m_model->plan()).toUtf8()) < 0) {
        Q_EMIT logMessage(
            LogLevel::Error, tr("Cannot write %1: %2. Choose another place.").arg(path, file.errorString()));
        return;
    }
    Q_EMIT logMessage(LogLevel::Info, tr("Saved the plan as %1").arg(path));
}

QString BuildPage::stableIdFor(const PlanStep &step) const
{
    for (const QString &device : step.devices) {
        for (const Disk &disk : m_snapshot.disks) {
            if (pathOf(disk) == device || disk.devnode == device || disk.stableId == device)
                return disk.stableId.isEmpty() ? disk.devnode : disk.stableId;
        }
    }
    return step.devices.value(0);
}
