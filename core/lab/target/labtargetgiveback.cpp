// LabTarget's give-back of pulled disks in the virtual lab: a fresh disk in each empty slot, then
// a claim of it once the guest's kernel and udev have found it.
#include "lab/target/labtarget.h"

#include "disks/inventory/diskidentityresolver.h"
#include "helper/client/helpercall.h"
#include "vm/virtuallab.h"

#include <QDateTime>
#include <QTimer>

void LabTarget::givePulledDisksBack(const QStringList &listedDisks, std::function<void(const QString &error)> done)
{
    if (m_options.kind != Kind::Virtual) {
        done({}); // a loop lab's teardown gives its pulled disk back (LabSteps::giveBack)
        return;
    }
    if (!m_lab || !m_ready || m_step != Step::Ready || m_closing) {
        done(tr("The virtual lab is not ready: no pulled disk was given back."));
        return;
    }
    QList<int> emptySlots;
    for (int i = 1; i <= m_options.diskCount; ++i) {
        if (!listedDisks.contains(VmConfig::byIdPath(i)))
            emptySlots << i;
    }
    if (emptySlots.isEmpty()) {
        done({});
        return;
    }
    emit progress(
        tr("Giving %n pulled disk(s) back: a fresh blank disk in each empty slot", nullptr, int(emptySlots.size())));
    QStringList fresh;
    for (const int slot : std::as_const(emptySlots)) {
        QString why;
        if (!m_lab->replaceDisk(slot, &why)) {
            done(why);
            return;
        }
        m_pulledDisks.removeAll(VmConfig::byIdPath(slot));
        fresh << VmConfig::byIdPath(slot);
    }
    claimFreshDisks(fresh, QDateTime::currentMSecsSinceEpoch() + freshDiskWaitMs, std::move(done));
}

void LabTarget::claimFreshDisks(
    const QStringList &fresh, qint64 deadlineMs, std::function<void(const QString &error)> done)
{
    // The guest's kernel scans the slot when virtio-scsi tells it, and udev makes the by-id link
    // after that: until then the helper cannot resolve the name, and the claim is asked again.
    HelperCall::claim(m_client.get(), m_options.session, fresh, this,
        [this, fresh, deadlineMs, done = std::move(done)](const HelperReply &reply) mutable {
            if (m_closing || !m_client)
                return done(tr("The virtual lab stopped while a fresh disk was put in."));
            if (!reply.ok) {
                if (reply.refusal.rule != QLatin1String("helper.stopped")
                    && QDateTime::currentMSecsSinceEpoch() < deadlineMs) {
                    QTimer::singleShot(
                        freshDiskRetryMs, this, [this, fresh, deadlineMs, done = std::move(done)]() mutable {
                            claimFreshDisks(fresh, deadlineMs, std::move(done));
                        });
                    return;
                }
                return done(tr("The fresh disk(s) %1 did not come up in the guest within %2 s: %3")
                                .arg(fresh.join(QLatin1String(", ")))
                                .arg(freshDiskWaitMs / 1000)
                                .arg(reply.refusal.message));
            }
            const QStringList &nodes = reply.accepted()->nodes;
            QList<DiskIdentity> identities;
            m_labDisks.clear();
            for (int i = 1; i <= m_options.diskCount; ++i) {
                const QString disk = VmConfig::byIdPath(i);
                if (m_pulledDisks.contains(disk))
                    continue;
                m_labDisks << disk;
                if (const qsizetype at = fresh.indexOf(disk); at >= 0 && at < nodes.size()) {
                    const QString node = nodes.at(at);
                    identities << DiskIdentity {disk, node, DiskIdentityResolver::kernelNameOfNode(node), disk, {}};
                    emit progress(tr("%1 is back as %2: blank, claimed for session %3")
                                      .arg(VmConfig::serial(i), node, m_options.session));
                    continue;
                }
                for (const DiskIdentity &identity : std::as_const(m_identities)) {
                    if (identity.path == disk)
                        identities << identity;
                }
            }
            m_identities = identities;
            done({});
        });
}
