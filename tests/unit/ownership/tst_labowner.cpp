// LabOwner: a lab's owner is a process (pid + start tick + boot), told from a pid that a later,
// unrelated process reuses. Checked on real processes: this one, children that run, end and are
// reaped, a zombie.

#include "ownership/labowner.h"

#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <csignal>
#include <sys/wait.h>
#include <unistd.h>

class TestLabOwner : public QObject {
    Q_OBJECT

private slots:
    void currentProcessIsAlive()
    {
        const LabOwner me = LabOwner::current();
        QVERIFY(me.isValid());
        QCOMPARE(me.pid, qint64(::getpid()));
        QVERIFY(me.startTicks > 0);
        QVERIFY(!me.bootId.isEmpty());
        QVERIFY(me.isAlive());
        // The same pid with another start: a process that came later under a reused pid.
        LabOwner reused = me;
        ++reused.startTicks;
        QVERIFY(!reused.isAlive());
        LabOwner otherBoot = me;
        otherBoot.bootId = QStringLiteral("00000000-0000-0000-0000-000000000000");
        QVERIFY(!otherBoot.isAlive());
    }

    // The command in /proc/PID/stat may hold spaces and parentheses: field 22 is counted from the
    // last ')'. A program named "x) (y z" is a real process with such a line.
    void startTicksOfAnAwkwardName()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString awkward = dir.filePath(QStringLiteral("x) (y z"));
        QVERIFY(QFile::copy(QStringLiteral("/bin/sleep"), awkward));
        QProcess child;
        child.start(awkward, {QStringLiteral("30")});
        QVERIFY(child.waitForStarted());
        const qint64 ticks = LabOwner::startTicksOf(child.processId());
        QVERIFY(ticks >= LabOwner::current().startTicks);
        QFile stat(QStringLiteral("/proc/%1/stat").arg(child.processId()));
        QVERIFY(stat.open(QIODevice::ReadOnly));
        const QByteArray line = stat.readAll();
        QVERIFY2(line.contains("(x) (y z)"), line.constData());
        QCOMPARE(LabOwner::startTicksFromStat(line), ticks);
        child.kill();
        child.waitForFinished();
        QCOMPARE(LabOwner::startTicksFromStat("1234 (cut short"), -1);
        QCOMPARE(LabOwner::startTicksFromStat("1234 (sh) S 1 2 3"), -1);
    }

    // An owner that ended: a zombie (not reaped yet) already counts as gone, a reaped one too.
    void endedOwnerIsNotAlive()
    {
        const pid_t child = ::fork();
        if (child == 0)
            ::_exit(0);
        QVERIFY(child > 0);
        LabOwner owner;
        owner.pid = child;
        owner.bootId = LabOwner::currentBootId();
        // Its start tick while it is a zombie is no longer readable as a live one.
        siginfo_t info {};
        QCOMPARE(::waitid(P_PID, id_t(child), &info, WEXITED | WNOWAIT), 0); // exited, not reaped
        QCOMPARE(LabOwner::startTicksOf(child), -1);
        QVERIFY(!owner.isAlive());
        QCOMPARE(::waitpid(child, nullptr, 0), child);
        QVERIFY(!owner.isAlive());
    }

    void fileRoundTrip()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("owner"));
        const LabOwner me = LabOwner::current();
        QVERIFY(me.write(path));
        QCOMPARE(LabOwner::read(path), me);
        QVERIFY(!LabOwner::read(dir.filePath(QStringLiteral("missing"))).isValid());
        QFile damaged(path);
        QVERIFY(damaged.open(QIODevice::WriteOnly | QIODevice::Truncate));
        damaged.write("12 x\n");
        damaged.close();
        QVERIFY(!LabOwner::read(path).isValid());
    }
};

QTEST_GUILESS_MAIN(TestLabOwner)
#include "tst_labowner.moc"
