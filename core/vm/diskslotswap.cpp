#include "vm/diskslotswap.h"

#include "vm/qemucommand.h"
#include "vm/qmpmonitor.h"

#include <QDeadlineTimer>
#include <QFile>
#include <QJsonArray>
#include <QThread>

namespace {

bool hasDrive(const QJsonValue &blocks, const QString &driveId)
{
    for (const QJsonValue &block : blocks.toArray()) {
        if (block.toObject().value(QLatin1String("device")).toString() == driveId)
            return true;
    }
    return false;
}

} // namespace

bool DiskSlotSwap::putFreshDisk(
    const VmConfig &config, int index, const QString &currentDriveId, const QString &nextDriveId, QString *error)
{
    const QString slot = VmConfig::serial(index);
    QmpMonitor monitor;
    if (!monitor.open(config.qmpSocket)) {
        *error = tr("Cannot reach the lab machine to replace disk %1: %2").arg(slot, monitor.error());
        return false;
    }
    const QString device = QemuCommand::diskDeviceId(index);
    if (monitor.execute(QStringLiteral("device_del"), {{QStringLiteral("id"), device}}).isUndefined()
        && monitor.errorClass() != QLatin1String("DeviceNotFound")) {
        *error = tr("QEMU did not take disk %1 out of its slot: %2").arg(slot, monitor.error());
        return false;
    }
    // QEMU deletes a -drive together with its device, a moment after device_del returns; the image
    // is made anew only once nothing holds it (drive_add would fail on its write lock otherwise).
    const QDeadlineTimer deadline(10000);
    for (;;) {
        const QJsonValue blocks = monitor.execute(QStringLiteral("query-block"));
        if (blocks.isUndefined()) {
            *error = tr("QEMU did not list its drives: %1").arg(monitor.error());
            return false;
        }
        if (!hasDrive(blocks, currentDriveId))
            break;
        if (deadline.hasExpired()) {
            *error = tr("QEMU still holds the image of disk %1 10 s after its device left the slot").arg(slot);
            return false;
        }
        QThread::msleep(50);
    }
    QFile image(config.diskImagePath(index));
    // resize() after the truncating open is ftruncate(): a sparse image, all zeros, costing no space.
    if (!image.open(QIODevice::WriteOnly | QIODevice::Truncate) || !image.resize(config.diskSizeBytes)) {
        *error = tr("Cannot make a fresh image for disk %1 (%2): %3").arg(slot, image.fileName(), image.errorString());
        return false;
    }
    image.close();
    const QString added
        = monitor.humanCommand(QStringLiteral("drive_add 0 ") + QemuCommand::driveOptions(config, index, nextDriveId));
    if (!monitor.error().isEmpty() || added.trimmed() != QLatin1String("OK")) {
        *error = tr("QEMU did not take the fresh image of disk %1: %2")
                     .arg(slot, monitor.error().isEmpty() ? added.trimmed() : monitor.error());
        return false;
    }
    const QJsonObject scsiHd {
        {QStringLiteral("driver"), QStringLiteral("scsi-hd")},
        {QStringLiteral("bus"), QStringLiteral("scsi0.0")},
        {QStringLiteral("scsi-id"), index},
        {QStringLiteral("lun"), 0},
        {QStringLiteral("drive"), nextDriveId},
        {QStringLiteral("serial"), slot},
        {QStringLiteral("id"), device},
    };
    if (monitor.execute(QStringLiteral("device_add"), scsiHd).isUndefined()) {
        *error = tr("QEMU did not put the fresh disk %1 in its slot: %2").arg(slot, monitor.error());
        return false;
    }
    return true;
}
