#include "widgets/targetinventoryview.h"

#include "lab/target/labtarget.h"
#include "lab/target/targetreadings.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

TargetInventoryView::TargetInventoryView(QWidget *parent)
    : QDialog(parent)
    , m_tree(new QTreeWidget(this))
    , m_status(new QLabel(this))
    , m_refresh(new QPushButton(tr("&Read again"), this))
    , m_continue(new QPushButton(tr("&Continue the walk"), this))
    , m_tearDown(new QPushButton(tr("&Tear down the stack…"), this))
    , m_cleanUp(new QPushButton(tr("Clean &up leftovers…"), this))
{
    setObjectName(QStringLiteral("targetInventory"));
    setWindowTitle(tr("What exists on the target"));
    m_tree->setObjectName(QStringLiteral("inventoryTree"));
    m_tree->setColumnCount(4);
    m_tree->setHeaderLabels({tr("What"), tr("Kind"), tr("Details"), tr("Whose")});
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->setWordWrap(true);
    m_status->setWordWrap(true);
    m_refresh->setObjectName(QStringLiteral("readInventory"));
    m_continue->setObjectName(QStringLiteral("continueWalk"));
    m_tearDown->setObjectName(QStringLiteral("tearDown"));
    m_cleanUp->setObjectName(QStringLiteral("cleanUpLeftovers"));
    m_continue->setToolTip(tr("Go back to the Build page, where the walk goes on from the phase it reached."));
    m_tearDown->setToolTip(tr("Run the stack's teardown phase from wherever it is: each step that finds its work "
                              "already done says so. Destructive steps are confirmed as on the Build page."));
    m_cleanUp->setToolTip(tr("Remove what an interrupted session left: a loop lab whose app is gone, a walk that "
                             "was never torn down."));
    auto *actions = new QHBoxLayout;
    for (QPushButton *button : {m_refresh, m_continue, m_tearDown, m_cleanUp})
        actions->addWidget(button);
    actions->addStretch();
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_status);
    layout->addWidget(m_tree, 1);
    layout->addLayout(actions);
    layout->addWidget(close);
    resize(900, 520);

    connect(m_refresh, &QPushButton::clicked, this, &TargetInventoryView::refresh);
    connect(m_continue, &QPushButton::clicked, this, &TargetInventoryView::continueWalkRequested);
    connect(m_tearDown, &QPushButton::clicked, this, &TargetInventoryView::tearDownRequested);
    connect(m_cleanUp, &QPushButton::clicked, this, &TargetInventoryView::cleanUpRequested);
    updateActions();
}

void TargetInventoryView::setSources(
    std::function<LabTarget *()> target, std::function<InventoryContext()> context, std::function<Offers()> offers)
{
    m_target = std::move(target);
    m_context = std::move(context);
    m_offers = std::move(offers);
    updateActions();
}

QString TargetInventoryView::statusText() const
{
    return m_status->text();
}

void TargetInventoryView::refresh()
{
    if (m_reading)
        return;
    m_reading = true;
    updateActions();
    m_status->setText(tr("Reading what exists on the target…"));
    LabTarget *target = m_target ? m_target() : nullptr;
    // A running lab's helper answers (the virtual lab's things live in its guest; a loop lab's helper
    // already runs as root on this machine). Without a lab, one helper of this machine serves every
    // reading while the view is open: a user who is not root authenticates once, not per refresh.
    if (target && target->isReady() && target->client()) {
        read(*target);
        return;
    }
    if (m_reader && m_reader->isReady() && m_reader->client()) {
        read(*m_reader);
        return;
    }
    if (m_reader)
        return; // still starting: its ready() reads
    LabTarget::Options options;
    options.kind = LabTarget::Kind::Host;
    options.session = QStringLiteral("inventory");
    options.helperPath = m_helperPath;
    m_reader = new LabTarget(options, this);
    ++m_helpersStarted;
    connect(m_reader, &LabTarget::ready, this, [this] { read(*m_reader); });
    connect(m_reader, &LabTarget::failed, this, [this](const QString &error) {
        stopReader();
        finishReading(false, tr("Could not start the helper: %1").arg(error));
    });
    m_reader->start();
}

void TargetInventoryView::stopReader()
{
    if (!m_reader)
        return;
    m_reader->disconnect(this);
    m_reader->stop();
    m_reader->deleteLater();
    m_reader = nullptr;
}

void TargetInventoryView::hideEvent(QHideEvent *event)
{
    stopReader(); // the root helper goes when the view closes
    QDialog::hideEvent(event);
}

void TargetInventoryView::read(LabTarget &target)
{
    TargetReadings::inventory(target, m_context ? m_context() : InventoryContext {}, this,
        [this](const TargetReading<TargetInventory> &reading) {
            if (!reading.value) {
                finishReading(false, tr("The helper refused to list what exists: %1").arg(reading.refusal));
                return;
            }
            display(*reading.value);
            finishReading(true, {});
        });
}

void TargetInventoryView::finishReading(bool ok, const QString &message)
{
    m_reading = false;
    if (!ok)
        m_status->setText(message);
    updateActions();
    emit refreshed(ok);
}

void TargetInventoryView::display(const TargetInventory &inventory)
{
    m_inventory = inventory;
    m_tree->clear();
    std::function<void(const InventoryItem &, QTreeWidgetItem *)> add
        = [&](const InventoryItem &item, QTreeWidgetItem *parent) {
              QString whose = tr("not StackLab's");
              if (item.system)
                  whose = tr("the system's: %1 (never offered for teardown)").arg(item.why);
              else if (item.stackLab)
                  whose = tr("StackLab's: %1").arg(item.why);
              const QStringList columns {item.name, InventoryItem::kindName(item.kind), item.detail, whose};
              auto *row = parent ? new QTreeWidgetItem(parent, columns) : new QTreeWidgetItem(m_tree, columns);
              row->setData(0, Qt::UserRole, item.stackLab);
              if (item.system) {
                  QFont bold = row->font(0);
                  bold.setBold(true);
                  row->setFont(0, bold);
              }
              for (const InventoryItem &child : item.children)
                  add(child, row);
          };
    for (const InventoryItem &item : inventory.items)
        add(item, nullptr);
    m_tree->expandAll();
    const int mine = int(inventory.stackLabItems().size());
    QString text = mine == 0 ? tr("Nothing of StackLab's exists on the target.")
                             : tr("%n thing(s) on the target are StackLab's.", nullptr, mine);
    if (!inventory.rootDisk.isEmpty())
        text += QLatin1Char(' ')
            + tr("/ lives on %1: it and everything on it are the system's.").arg(inventory.rootDisk);
    if (!inventory.problems.isEmpty())
        text += QLatin1Char('\n') + tr("Not read: %1").arg(inventory.problems.join(QStringLiteral("; ")));
    m_status->setText(text);
}

void TargetInventoryView::updateActions()
{
    const Offers offers = m_offers ? m_offers() : Offers {};
    const bool busy = m_reading || offers.busy;
    m_refresh->setEnabled(!m_reading);
    m_continue->setEnabled(offers.walk);
    m_tearDown->setEnabled(!busy && offers.walk && offers.tearDown);
    m_cleanUp->setEnabled(!busy && offers.cleanUp);
}
