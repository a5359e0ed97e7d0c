#include "labbench.h"

#include "dialogs/labtargetdialog.h"
#include "disks/inventory/diskidentityresolver.h"
#include "disks/inventory/diskwatcher.h"
#include "lab/target/labtarget.h"
#include "lab/target/labtargetchoice.h"
#include "lab/target/rememberedchoices.h"
#include "lab/target/targetreadings.h"
#include "mainwindow.h"
#include "models/logmodel.h"
#include "pages/buildpage.h"
#include "pages/diskspage.h"
#include "pages/walkrunner.h"
#include "widgets/sessionheader.h"

#include <QJsonArray>
#include <QPushButton>
#include <QTimer>

LabBench::LabBench(MainWindow *window, DiskWatcher *watcher, DisksPage *disks, BuildPage *build)
    : QObject(window)
    , m_window(window)
    , m_watcher(watcher)
    , m_disks(disks)
    , m_build(build)
{
    connect(watcher, &DiskWatcher::inventoryChanged, this, &LabBench::onInventory);
    SessionHeader *header = window->sessionHeader();
    connect(header, &SessionHeader::chooseTargetRequested, this, &LabBench::chooseTarget);
    connect(header, &SessionHeader::stopTargetRequested, this, &LabBench::stopTargetByHand);
    connect(disks, &DisksPage::labRequested, this, &LabBench::startOfferedLab);
    connect(build, &BuildPage::virtualLabRequested, this, [this] { startOfferedLab(LabTarget::Kind::Virtual); });
    // A pull, a teardown or a build changes the guest's disks; its helper is the only one who can
    // say so (no udev events reach this machine): ask again after every phase.
    connect(build, &BuildPage::stepsFinished, this, &LabBench::refreshGuestDisks);
    showHost();
}

LabBench::~LabBench() = default;

void LabBench::chooseTarget()
{
    runTargetDialog(preselectedChoice().kind, false);
}

LabTargetChoice LabBench::preselectedChoice() const
{
    return preselectedChoice(LabOffer::probe());
}

LabTargetChoice LabBench::preselectedChoice(const LabOffer::Facts &facts) const
{
    if (m_remembered && m_remembered->hasLabTarget())
        return m_remembered->labTarget();
    LabTargetChoice choice;
    // Before the first inventory nothing is known to be blank.
    choice.kind = LabOffer::firstChoice(facts, m_haveHost && !LabOffer::wanted(m_hostSnapshot));
    return choice;
}

void LabBench::startOfferedLab(LabTarget::Kind kind)
{
    runTargetDialog(kind, true);
}

void LabBench::runTargetDialog(LabTarget::Kind kind, bool startAtOnce)
{
    LabTargetDialog dialog(m_window);
    LabTargetChoice choice
        = m_remembered && m_remembered->hasLabTarget() ? m_remembered->labTarget() : LabTargetChoice {};
    if (choice.kind != kind) {
        choice = {};
        choice.kind = kind;
    }
    dialog.setChoice(choice);
    if (startAtOnce)
        QTimer::singleShot(0, &dialog, &LabTargetDialog::startTarget);
    if (dialog.exec() != QDialog::Accepted)
        return;
    if (m_remembered)
        m_remembered->saveLabTarget(dialog.choice());
    if (LabTarget *target = dialog.takeTarget())
        setTarget(target);
}

QString LabBench::describe() const
{
    if (!m_target)
        return LabTargetChoice::kindTitle(LabTarget::Kind::Host);
    const LabTarget::Options &o = m_target->options();
    LabTargetChoice choice {o.kind, o.diskCount, o.diskSizeBytes, o.vm.diskProfile.name};
    return choice.description(m_guestDisks);
}

void LabBench::setTarget(LabTarget *target)
{
    if (m_target) {
        leaveWalkOfLab(tr("Its lab was replaced by another one: the lab's disks are gone."));
        LabTarget *old = m_target.release();
        old->disconnect(this);
        connect(old, &LabTarget::stopped, old, &QObject::deleteLater);
        old->stop();
    }
    m_target.reset(target);
    m_guestDisks = -1;
    m_givingBack = false; // an old target's give-back answers no more
    target->setParent(nullptr);
    connect(target, &LabTarget::failed, this,
        [this](const QString &error) { m_window->logModel()->append(LogLevel::Error, tr("Lab"), error); });
    connect(target, &LabTarget::progress, this,
        [this](const QString &message) { m_window->logModel()->append(LogLevel::Info, tr("Lab"), message); });
    // After the power-cut drill the guest's helper is a new one: every page that speaks to the lab
    // takes its client again (the old one went with the guest).
    connect(target, &LabTarget::poweredBack, this, [this, target] {
        m_build->setLabTarget(target->client(), target->options().session,
            DiskIdentityResolver::pathsByKernelName(target->diskIdentities()));
        Q_EMIT targetChanged(target);
    });

    SessionHeader *header = m_window->sessionHeader();
    header->setLabTarget(describe());
    header->setTargetRunning(target->kind() != LabTarget::Kind::Host);
    m_disks->setOffersLabs(false);

    // Recipes name disks by the target's paths: guest by-id links, loop nodes.
    m_build->setLabTarget(
        target->client(), target->options().session, DiskIdentityResolver::pathsByKernelName(target->diskIdentities()));
    // The guest has every driver and tool; a loop lab runs on this machine's kernel.
    m_build->setTargetCapabilities(target->kind() == LabTarget::Kind::Virtual
            ? std::nullopt
            : std::optional<TargetCapabilities>(TargetCapabilities::probe()));

    if (target->kind() == LabTarget::Kind::Virtual)
        refreshGuestDisks();
    else if (m_haveHost)
        onInventory(m_hostSnapshot);
    m_window->logModel()->append(LogLevel::Info, tr("Lab"), tr("Lab target: %1").arg(describe()));
    Q_EMIT targetChanged(target);
}

void LabBench::stopTarget()
{
    if (!m_target)
        return;
    LabTarget *target = m_target.get();
    m_window->sessionHeader()->stopTargetButton()->setEnabled(false);
    m_window->logModel()->append(
        LogLevel::Info, tr("Lab"), tr("Shutting the lab down: it leaves nothing behind but the cache."));
    connect(target, &LabTarget::stopped, this, [this, target] {
        if (m_target.get() != target)
            return;
        m_target.release()->deleteLater();
        showHost();
        m_window->logModel()->append(LogLevel::Info, tr("Lab"), tr("The lab is shut down."));
        Q_EMIT targetChanged(nullptr);
    });
    target->stop();
}

void LabBench::stopTargetByHand()
{
    if (!m_target)
        return;
    connect(
        this, &LabBench::targetChanged, this,
        [this](LabTarget *now) {
            if (!now)
                leaveWalkOfLab(tr("Its lab was shut down (Stop lab): the lab's disks are gone."));
        },
        Qt::SingleShotConnection);
    stopTarget();
}

void LabBench::leaveWalkOfLab(const QString &why)
{
    WalkRunner *runner = m_build->walkRunner();
    if (!runner->walk() || runner->isRunning())
        return; // a running step ends first; the helper refuses to remove its lab before
    runner->leave(StepState::Cancelled, why);
    m_window->logModel()->append(LogLevel::Info, tr("Build"), tr("The walk on the Build page ended. %1").arg(why));
}

void LabBench::showHost()
{
    SessionHeader *header = m_window->sessionHeader();
    header->setLabTarget(describe());
    header->setTargetRunning(false);
    header->stopTargetButton()->setEnabled(true);
    m_disks->setOffersLabs(true);
    m_build->clearLabTarget();
    m_build->setTargetCapabilities(TargetCapabilities::probe());
    ++m_guestReading; // an answer still on its way is for a lab no longer shown
    m_givingBack = false;
    if (m_haveHost)
        onInventory(m_hostSnapshot);
}

InventorySnapshot LabBench::labDisksOnly(const InventorySnapshot &snapshot, const QStringList &kernelNames)
{
    InventorySnapshot only = snapshot;
    only.disks.clear();
    for (const Disk &disk : snapshot.disks) {
        if (kernelNames.contains(disk.name))
            only.disks << disk;
    }
    return only;
}

void LabBench::onInventory(const InventorySnapshot &snapshot)
{
    m_hostSnapshot = snapshot;
    m_haveHost = true;
    const LabTarget::Kind kind = m_target ? m_target->kind() : LabTarget::Kind::Host;
    if (kind == LabTarget::Kind::Virtual)
        return; // the guest's disks come from its helper
    m_disks->setSnapshot(snapshot);
    m_window->sessionHeader()->setIdentityNote(DisksPage::identityNote(snapshot), snapshot.signaturesNote);
    if (kind == LabTarget::Kind::Loop)
        m_build->setSnapshot(labDisksOnly(snapshot, m_target->kernelNames().values()));
    else
        m_build->setSnapshot(snapshot);
}

void LabBench::refreshGuestDisks()
{
    if (!m_target || m_target->kind() != LabTarget::Kind::Virtual || !m_target->isReady())
        return;
    TargetReadings::guestDisks(
        *m_target, this, [this, reading = ++m_guestReading](const TargetReading<InventorySnapshot> &answer) {
            if (reading == m_guestReading) // the last one asked for
                onGuestDisks(answer);
        });
}

void LabBench::onGuestDisks(const TargetReading<InventorySnapshot> &reading)
{
    if (!reading.refusal.isEmpty()) {
        m_window->logModel()->append(
            LogLevel::Error, tr("Lab"), tr("The virtual lab's helper did not list its disks: %1").arg(reading.refusal));
        return;
    }
    if (!reading.value) {
        m_window->logModel()->append(LogLevel::Error, tr("Lab"), reading.error);
        return;
    }
    const InventorySnapshot &snapshot = *reading.value;
    m_disks->setSnapshot(snapshot);
    m_build->setSnapshot(snapshot);
    // Every disk the guest's helper lists is a lab disk: fewer than the lab made means pulled ones.
    m_guestDisks = int(snapshot.disks.size());
    m_window->sessionHeader()->setLabTarget(describe());
    m_window->sessionHeader()->setIdentityNote(snapshot.identityNote);
    if (pulledDisksToGiveBack(snapshot))
        givePulledDisksBack(snapshot);
}

bool LabBench::pulledDisksToGiveBack(const InventorySnapshot &snapshot) const
{
    if (!m_target || m_target->kind() != LabTarget::Kind::Virtual || m_givingBack
        || m_guestDisks >= m_target->options().diskCount)
        return false;
    // Only once the pulled disk's stack is gone (its teardown wiped the members it left): a stack
    // still on the disks, degraded and waiting for its replace, keeps the slot empty.
    for (const Disk &disk : snapshot.disks) {
        if (disk.classification != DiskClass::Blank)
            return false;
    }
    return !m_build->walkRunner()->isRunning() && !(m_scenarioUnderway && m_scenarioUnderway());
}

void LabBench::givePulledDisksBack(const InventorySnapshot &snapshot)
{
    QStringList listed;
    for (const Disk &disk : snapshot.disks)
        listed << disk.byIdLinks << disk.stableId;
    m_givingBack = true;
    LabTarget *target = m_target.get();
    target->givePulledDisksBack(listed, [this, target](const QString &error) {
        m_givingBack = false;
        if (m_target.get() != target)
            return;
        if (!error.isEmpty()) {
            m_window->logModel()->append(
                LogLevel::Error, tr("Lab"), tr("A pulled disk was not given back: %1").arg(error));
            return;
        }
        m_build->renameLabDisks(DiskIdentityResolver::pathsByKernelName(target->diskIdentities()));
        refreshGuestDisks();
    });
}
