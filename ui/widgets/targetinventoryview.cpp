#include "widgets/targetinventoryview.h"

#include "lab/target/labtarget.h"
#include "lab/target/targetreadings.h"
#include "labbench.h"
#include "labrecovery.h"
#include "mainwindow.h"
#include "pages/buildpage.h"
#include "pages/walkrunner.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QTreeWidget>
#include <QVBoxLayout>

TargetInventoryView::TargetInventoryView(MainWindow *window, LabBench *bench, BuildPage *build)
    : QDialog(window)
    , m_window(window)
    , m_bench(bench)
    , m_build(build)
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
    connect(m_continue, &QPushButton::clicked, this, &TargetInventoryView::continueWalk);
    connect(m_tearDown, &QPushButton::clicked, this, &TargetInventoryView::tearDown);
    connect(m_cleanUp, &QPushButton::clicked, this, &TargetInventoryView::cleanUpLeftovers);
    connect(m_build, &BuildPage::stepsFinished, this, &TargetInventoryView::updateActions);
    updateActions();
}

TargetInventoryView *TargetInventoryView::attach(MainWindow *window, LabBench *bench, BuildPage *build)
{
    auto *view = new TargetInventoryView(window, bench, build);
    const auto open = [view] {
        view->show();
        view->raise();
        view->refresh();
    };
    QObject::connect(build, &BuildPage::inventoryRequested, view, open);
    QAction *action = window->labMenu()->addAction(tr("&What exists on the target…"));
    action->setObjectName(QStringLiteral("showTargetInventory"));
    QObject::connect(action, &QAction::triggered, view, open);
    return view;
}

QString TargetInventoryView::statusText() const
{
    return m_status->text();
}

InventoryContext TargetInventoryView::context() const
{
    InventoryContext context;
    const RecipeRequest request = m_build->request();
    context.labRoot = request.labRoot;
    context.claimedDisks = request.disks + m_build->members();
    if (!request.spare.isEmpty())
        context.claimedDisks << request.spare;
    if (const StackWalk *walk = m_build->walkRunner()->walk())
        context.claimedDisks << walk->request().disks << walk->request().spare;
    if (LabTarget *target = m_bench->target()) {
        context.claimedDisks << target->labDisks() << target->kernelNames().values();
    }
    return context;
}

void TargetInventoryView::refresh()
{
    if (m_reading)
        return;
    m_reading = true;
    updateActions();
    m_status->setText(tr("Reading what exists on the target…"));
    LabTarget *target = m_bench->target();
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
    TargetReadings::inventory(target, context(), this, [this](const TargetReading<TargetInventory> &reading) {
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
    const bool walk = m_build->walkRunner()->walk() != nullptr;
    const bool busy = m_reading || m_build->isRunning();
    m_refresh->setEnabled(!m_reading);
    m_continue->setEnabled(walk);
    m_tearDown->setEnabled(!busy && walk && m_build->offeredPhases().contains(QLatin1String("teardown")));
    auto *recovery = m_window->findChild<LabRecovery *>();
    m_cleanUp->setEnabled(!busy && recovery && !recovery->find().isEmpty());
}

void TargetInventoryView::continueWalk()
{
    m_window->setCurrentPage(m_build->pageId());
    hide();
}

bool TargetInventoryView::tearDown()
{
    if (!m_build->runPhase(QStringLiteral("teardown")))
        return false;
    updateActions();
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection = connect(m_build, &BuildPage::stepsFinished, this, [this, connection](bool ok) {
        disconnect(*connection);
        LabTarget *target = m_bench->target();
        // A loop lab of this app holds nothing once its stack is gone: remove its disks too.
        if (ok && target && target->options().kind == LabTarget::Kind::Loop) {
            auto stopped = std::make_shared<QMetaObject::Connection>();
            *stopped = connect(m_bench, &LabBench::targetChanged, this, [this, stopped](LabTarget *now) {
                if (now)
                    return;
                disconnect(*stopped);
                refresh();
            });
            m_bench->stopTarget();
            return;
        }
        refresh();
    });
    return true;
}

bool TargetInventoryView::cleanUpLeftovers()
{
    auto *recovery = m_window->findChild<LabRecovery *>();
    const QList<LabRecovery::Leftover> leftovers = recovery ? recovery->find() : QList<LabRecovery::Leftover> {};
    if (leftovers.isEmpty())
        return false;
    QStringList described;
    for (const LabRecovery::Leftover &leftover : leftovers)
        described << leftover.description();
    if (QMessageBox::question(this, tr("Clean up leftovers"),
            tr("Remove what interrupted sessions left on the target?\n\n%1").arg(described.join(QLatin1Char('\n'))))
        != QMessageBox::Yes)
        return false;
    auto remaining = std::make_shared<int>(int(leftovers.size()));
    auto connection = std::make_shared<QMetaObject::Connection>();
    *connection
        = connect(recovery, &LabRecovery::cleanedUp, this, [this, remaining, connection](bool, const QString &) {
              if (--*remaining > 0)
                  return;
              disconnect(*connection);
              refresh();
          });
    for (const LabRecovery::Leftover &leftover : leftovers)
        recovery->cleanUp(leftover);
    return true;
}
