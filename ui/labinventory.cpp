#include "labinventory.h"

#include "lab/target/labtarget.h"
#include "labbench.h"
#include "labrecovery.h"
#include "mainwindow.h"
#include "pages/buildpage.h"
#include "pages/walkrunner.h"
#include "widgets/targetinventoryview.h"

#include <QAction>
#include <QMenu>
#include <QMessageBox>

#include <memory>

LabInventory::LabInventory(MainWindow *window, LabBench *bench, BuildPage *build)
    : QObject(window)
    , m_window(window)
    , m_bench(bench)
    , m_build(build)
    , m_view(new TargetInventoryView(window))
{
    m_view->setSources([this] { return m_bench->target(); },
        [this] {
            // What StackLab claims now: the inventory marks it as StackLab's.
            InventoryContext context;
            const RecipeRequest request = m_build->request();
            context.labRoot = request.labRoot;
            context.claimedDisks = request.disks + m_build->members();
            if (!request.spare.isEmpty())
                context.claimedDisks << request.spare;
            if (const StackWalk *walk = m_build->walkRunner()->walk())
                context.claimedDisks << walk->request().disks << walk->request().spare;
            if (LabTarget *target = m_bench->target())
                context.claimedDisks << target->labDisks() << target->kernelNames().values();
            return context;
        },
        [this] {
            TargetInventoryView::Offers offers;
            offers.walk = m_build->walkRunner()->walk() != nullptr;
            offers.tearDown = m_build->offeredPhases().contains(QLatin1String("teardown"));
            auto *recovery = m_window->findChild<LabRecovery *>();
            offers.cleanUp = recovery && !recovery->find().isEmpty();
            offers.busy = m_build->isRunning();
            return offers;
        });
    connect(m_build, &BuildPage::stepsFinished, m_view, &TargetInventoryView::updateActions);
    connect(m_view, &TargetInventoryView::continueWalkRequested, this, &LabInventory::continueWalk);
    connect(m_view, &TargetInventoryView::tearDownRequested, this, &LabInventory::tearDown);
    connect(m_view, &TargetInventoryView::cleanUpRequested, this, &LabInventory::cleanUpLeftovers);
    connect(build, &BuildPage::inventoryRequested, this, &LabInventory::open);
    QAction *action = window->labMenu()->addAction(tr("&What exists on the target…"));
    action->setObjectName(QStringLiteral("showTargetInventory"));
    connect(action, &QAction::triggered, this, &LabInventory::open);
}

void LabInventory::open()
{
    m_view->show();
    m_view->raise();
    m_view->refresh();
}

void LabInventory::continueWalk()
{
    m_window->setCurrentPage(m_build->pageId());
    m_view->hide();
}

bool LabInventory::tearDown()
{
    if (!m_build->runPhase(QStringLiteral("teardown")))
        return false;
    m_view->updateActions();
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
                m_view->refresh();
            });
            m_bench->stopTarget();
            return;
        }
        m_view->refresh();
    });
    return true;
}

bool LabInventory::cleanUpLeftovers()
{
    auto *recovery = m_window->findChild<LabRecovery *>();
    const QList<LabRecovery::Leftover> leftovers = recovery ? recovery->find() : QList<LabRecovery::Leftover> {};
    if (leftovers.isEmpty())
        return false;
    QStringList described;
    for (const LabRecovery::Leftover &leftover : leftovers)
        described << leftover.description();
    if (QMessageBox::question(m_view, tr("Clean up leftovers"),
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
              m_view->refresh();
          });
    for (const LabRecovery::Leftover &leftover : leftovers)
        recovery->cleanUp(leftover);
    return true;
}
