// LabTarget on this host (root): Loop makes sparse loop disks through the real helper
// (lab-loop-create) and removes them at stop(); Host only reaches the helper.
#include "helper/client/helperclient.h"
#include "lab/target/labtarget.h"

#include <QFileInfo>
#include <QSignalSpy>
#include <QTest>

#include <unistd.h>

static const QString helperBinary = QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-helper");

class TestLabTarget : public QObject {
    Q_OBJECT

    static LabTarget::Options loopOptions(const QString &session, int disks)
    {
        LabTarget::Options options;
        options.kind = LabTarget::Kind::Loop;
        options.session = QStringLiteral("%1-%2").arg(session).arg(::getpid());
        options.diskCount = disks;
        options.diskSizeBytes = 64LL << 20;
        options.helperPath = helperBinary;
        return options;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY2(::geteuid() == 0, "LabTarget(Loop) needs root (the helper attaches loop devices)");
        QVERIFY2(QFileInfo(helperBinary).isExecutable(), qPrintable(helperBinary));
    }

    void loop()
    {
        const LabTarget::Options options = loopOptions(QStringLiteral("labtarget"), 3);
        LabTarget target(options);
        QCOMPARE(target.kindName(), QStringLiteral("loop"));
        QVERIFY(!target.client());
        QSignalSpy ready(&target, &LabTarget::ready);
        QSignalSpy failed(&target, &LabTarget::failed);
        target.start();
        QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty() || !failed.isEmpty(), 60000);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed.first().first().toString()));
        QVERIFY(target.client());
        QCOMPARE(target.client()->channel().name(), QStringLiteral("direct"));

        const QStringList disks = target.labDisks();
        QCOMPARE(disks.size(), 3);
        const QMap<QString, QString> backing = target.backingFiles();
        for (const QString &node : disks) {
            QVERIFY2(node.startsWith(QLatin1String("/dev/loop")), qPrintable(node));
            QCOMPARE(target.kernelNames().value(node), QFileInfo(node).fileName());
            QVERIFY2(backing.value(node).contains(options.session), qPrintable(backing.value(node)));
            QVERIFY(QFileInfo(backing.value(node)).isFile());
            // The kernel's own record of what backs the loop: ours.
            QFile sysfs(QStringLiteral("/sys/block/%1/loop/backing_file").arg(QFileInfo(node).fileName()));
            QVERIFY(sysfs.open(QIODevice::ReadOnly));
            QCOMPARE(QString::fromLocal8Bit(sysfs.readAll().trimmed()), backing.value(node));
        }

        QSignalSpy stopped(&target, &LabTarget::stopped);
        target.stop();
        QTRY_VERIFY_WITH_TIMEOUT(!stopped.isEmpty(), 60000);
        QVERIFY2(failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed.first().first().toString()));
        QVERIFY(!target.client());
        QVERIFY(target.labDisks().isEmpty());
        for (auto it = backing.cbegin(); it != backing.cend(); ++it) {
            QVERIFY2(!QFileInfo::exists(it.value()), qPrintable(it.value()));
            QFile sysfs(QStringLiteral("/sys/block/%1/loop/backing_file").arg(QFileInfo(it.key()).fileName()));
            if (sysfs.open(QIODevice::ReadOnly))
                QVERIFY(QString::fromLocal8Bit(sysfs.readAll().trimmed()) != it.value());
        }
    }

    // The window closed while Stop lab still waited for the helper: the target is deleted with its
    // removal request in flight. It used to crash (the answer arrived inside the destructor's own
    // wait and freed the client); now it waits for that answer and the loops are gone.
    void deleteWhileStopping()
    {
        const LabTarget::Options options = loopOptions(QStringLiteral("labtarget-del"), 2);
        QMap<QString, QString> backing;
        {
            LabTarget target(options);
            QSignalSpy ready(&target, &LabTarget::ready);
            QSignalSpy failed(&target, &LabTarget::failed);
            target.start();
            QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty() || !failed.isEmpty(), 60000);
            QVERIFY(failed.isEmpty());
            backing = target.backingFiles();
            QCOMPARE(backing.size(), 2);
            QSignalSpy stopped(&target, &LabTarget::stopped);
            target.stop();
            QVERIFY(stopped.isEmpty()); // the removal is in flight
        }
        QVERIFY(!QFileInfo::exists(QStringLiteral("/var/lib/stacklab/loop-lab/") + options.session));
        for (auto it = backing.cbegin(); it != backing.cend(); ++it) {
            QVERIFY2(!QFileInfo::exists(it.value()), qPrintable(it.value()));
            QFile sysfs(QStringLiteral("/sys/block/%1/loop/backing_file").arg(QFileInfo(it.key()).fileName()));
            if (sysfs.open(QIODevice::ReadOnly))
                QVERIFY(QString::fromLocal8Bit(sysfs.readAll().trimmed()) != it.value());
        }
    }

    void host()
    {
        LabTarget::Options options;
        options.kind = LabTarget::Kind::Host;
        options.helperPath = helperBinary;
        LabTarget target(options);
        QCOMPARE(target.kindName(), QStringLiteral("host"));
        QSignalSpy ready(&target, &LabTarget::ready);
        QSignalSpy failed(&target, &LabTarget::failed);
        target.start();
        QTRY_VERIFY_WITH_TIMEOUT(!ready.isEmpty() || !failed.isEmpty(), 30000);
        QVERIFY(failed.isEmpty());
        QVERIFY(target.labDisks().isEmpty());
        QVERIFY(target.client()->isRunning());
        QSignalSpy stopped(&target, &LabTarget::stopped);
        target.stop();
        QCOMPARE(stopped.size(), 1);
    }

    void loopWithoutSessionFails()
    {
        LabTarget::Options options;
        options.kind = LabTarget::Kind::Loop;
        options.helperPath = helperBinary;
        LabTarget target(options);
        QSignalSpy failed(&target, &LabTarget::failed);
        target.start();
        QCOMPARE(failed.size(), 1);
        QVERIFY(failed.first().first().toString().contains(QLatin1String("session")));
    }
};

QTEST_GUILESS_MAIN(TestLabTarget)
#include "tst_labtarget.moc"
