// DiskSlotSwap against a scripted QMP server (tests/data/vm/fake-qmp.py) that plays QEMU's
// side: the order of the commands, the wait for the old drive to leave, the fresh image, and the
// errors in QEMU's own words. tst_teardownstates_vm swaps a disk on the real QEMU and guest.
#include "vm/diskslotswap.h"
#include "vm/qemucommand.h"
#include "vm/qmpmonitor.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

static const QString fakeQmp = QStringLiteral(STACKLAB_TEST_DATA_DIR "/vm/fake-qmp.py");

class TestDiskSlotSwap : public QObject {
    Q_OBJECT

private:
    struct Served {
        bool swapped = false;
        QString error;
        QStringList commands; // "execute" of each command the server got, in order
        QList<QJsonObject> arguments;
    };

    static Served swapWith(const QString &mode, VmConfig config)
    {
        Served served;
        const QString log = QDir(config.diskDir).filePath(QStringLiteral("qmp.log"));
        QProcess server;
        server.start(QStringLiteral("python3"), {fakeQmp, config.qmpSocket, log, mode});
        if (!server.waitForStarted()) {
            served.error = QStringLiteral("python3 did not start");
            return served;
        }
        served.swapped
            = DiskSlotSwap::putFreshDisk(config, 3, QStringLiteral("d3"), QStringLiteral("d3s1"), &served.error);
        server.closeWriteChannel();
        server.waitForFinished(5000);
        QFile file(log);
        if (file.open(QIODevice::ReadOnly)) {
            for (const QByteArray &line : file.readAll().split('\n')) {
                const QJsonObject command = QJsonDocument::fromJson(line).object();
                if (!command.isEmpty()) {
                    served.commands << command.value(QLatin1String("execute")).toString();
                    served.arguments << command.value(QLatin1String("arguments")).toObject();
                }
            }
        }
        return served;
    }

    QTemporaryDir m_dir;

    VmConfig config() const
    {
        VmConfig c;
        c.diskDir = m_dir.path();
        c.diskSizeBytes = 64LL * 1024 * 1024;
        c.qmpSocket = m_dir.filePath(QStringLiteral("qmp.sock"));
        c.diskProfile = DiskProfile::builtIn(QStringLiteral("hdd")).value_or(DiskProfile::unthrottled());
        return c;
    }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    void init()
    {
        QFile::remove(m_dir.filePath(QStringLiteral("qmp.log")));
        QFile::remove(m_dir.filePath(QStringLiteral("qmp.sock")));
    }

    // The order a real QEMU needs: the device out, the old drive gone (asked again while QEMU still
    // lists it), a fresh image, the new drive with the command line's options, the device at the slot.
    void freshDiskInTheSlot()
    {
        const VmConfig c = config();
        QFile old(c.diskImagePath(3));
        QVERIFY(old.open(QIODevice::WriteOnly));
        old.write(QByteArray(4096, 'x')); // the pulled disk's data
        old.close();
        const Served served = swapWith(QStringLiteral("ok"), c);
        QVERIFY2(served.swapped, qPrintable(served.error));
        QCOMPARE(served.commands,
            QStringList({QStringLiteral("qmp_capabilities"), QStringLiteral("device_del"),
                QStringLiteral("query-block"), QStringLiteral("query-block"), QStringLiteral("query-block"),
                QStringLiteral("human-monitor-command"), QStringLiteral("device_add")}));
        QCOMPARE(served.arguments.at(1).value(QLatin1String("id")).toString(), QStringLiteral("disk3"));
        QCOMPARE(served.arguments.at(5).value(QLatin1String("command-line")).toString(),
            QStringLiteral("drive_add 0 ") + QemuCommand::driveOptions(c, 3, QStringLiteral("d3s1")));
        QVERIFY(
            QemuCommand::driveOptions(c, 3, QStringLiteral("d3s1")).contains(QLatin1String("throttling.bps-total=")));
        const QJsonObject device = served.arguments.at(6);
        QCOMPARE(device.value(QLatin1String("driver")).toString(), QStringLiteral("scsi-hd"));
        QCOMPARE(device.value(QLatin1String("scsi-id")).toInt(), 3);
        QCOMPARE(device.value(QLatin1String("drive")).toString(), QStringLiteral("d3s1"));
        QCOMPARE(device.value(QLatin1String("serial")).toString(), VmConfig::serial(3));
        QCOMPARE(device.value(QLatin1String("id")).toString(), QemuCommand::diskDeviceId(3));
        // The image is new: the disk's size, all zeros.
        QFile fresh(c.diskImagePath(3));
        QVERIFY(fresh.open(QIODevice::ReadOnly));
        QCOMPARE(fresh.size(), c.diskSizeBytes);
        QCOMPARE(fresh.read(4096), QByteArray(4096, '\0'));
    }

    // A slot QEMU has no device in (pulled before a power cut): it just gets the fresh disk.
    void emptySlotJustGetsTheDisk()
    {
        const Served served = swapWith(QStringLiteral("gone"), config());
        QVERIFY2(served.swapped, qPrintable(served.error));
        QCOMPARE(served.commands.last(), QStringLiteral("device_add"));
    }

    // HMP answers errors in its output, not as QMP errors: its words reach the person.
    void drivesErrorInQemusWords()
    {
        const Served served = swapWith(QStringLiteral("locked"), config());
        QVERIFY(!served.swapped);
        QVERIFY2(served.error.contains(QLatin1String("Failed to get \"write\" lock"))
                && served.error.contains(VmConfig::serial(3)),
            qPrintable(served.error));
        QVERIFY(!served.commands.contains(QStringLiteral("device_add")));
    }

    void noMonitorSaysSo()
    {
        QmpMonitor monitor;
        QVERIFY(!monitor.open(m_dir.filePath(QStringLiteral("nobody.sock")), 200));
        QVERIFY2(monitor.error().contains(QLatin1String("does not answer")), qPrintable(monitor.error()));
    }
};

QTEST_GUILESS_MAIN(TestDiskSlotSwap)
#include "tst_diskslotswap.moc"
