// VirtualLab's disk slots while the machine runs: a fresh disk in a pulled one's slot.
#include "vm/virtuallab.h"

#include "vm/diskslotswap.h"

bool VirtualLab::replaceDisk(int index, QString *error)
{
    if (m_state != State::Running || m_stopping || m_config.qmpSocket.isEmpty()) {
        *error = tr("The virtual lab is not running: there is no slot to put a fresh disk in.");
        return false;
    }
    if (index < 1 || index > m_config.diskCount) {
        *error = tr("The virtual lab has no disk %1 (it has %2).").arg(index).arg(m_config.diskCount);
        return false;
    }
    const QString driveId = QStringLiteral("d%1s%2").arg(index).arg(++m_driveSwaps);
    if (!DiskSlotSwap::putFreshDisk(
            m_config, index, m_driveIds.value(index, QStringLiteral("d%1").arg(index)), driveId, error))
        return false;
    m_driveIds.insert(index, driveId);
    m_config.pulledDisks.removeAll(index); // in the machine again: the next power-on boots with it
    Q_EMIT progress(tr("A fresh blank disk of %1 MiB is in slot %2 (%3)")
                        .arg(m_config.diskSizeBytes / (1024 * 1024))
                        .arg(index)
                        .arg(VmConfig::serial(index)));
    return true;
}
