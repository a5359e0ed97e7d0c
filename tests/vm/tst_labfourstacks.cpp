// The comparison the product is built around, as a user runs it: `stacklab-cli lab run mdadm-raid5
// lvm-raid5 lvm-thin-md-raid5 zfs-raidz1 --target vm` in one process, four helper clients' worth of
// stacks in one guest: after each stack that pulled a disk, a fresh disk of the lab takes the pulled
// one's place (three times). Issue 20: this run once died with "corrupted size vs. prev_size" after
// the second guest restart; the restarts between stacks now happen only with the second-failure and
// power-cut drills (tst_drills_vm), and tst_lablifecycle_vm restarts guests under ASan. Labelled
// sanitize: the ASan/UBSan build (preset asan) runs it too, where any use after free in the CLI's lab
// path fails it at once instead of corrupting the heap for later.

#include "labcli.h"

#include "lab/outcome/labrunstatus.h"
#include "lab/session/labsessionstore.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestLabFourStacks : public QObject {
    Q_OBJECT

private slots:
    void fourStacksWithRestarts();
};

void TestLabFourStacks::fourStacksWithRestarts()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString sessionDir = dir.filePath(QStringLiteral("session"));
    const QString report = dir.filePath(QStringLiteral("four.json"));
    const QStringList stacks {QStringLiteral("mdadm-raid5"), QStringLiteral("lvm-raid5"),
        QStringLiteral("lvm-thin-md-raid5"), QStringLiteral("zfs-raidz1")};
    QElapsedTimer clock;
    clock.start();
    QProcess cli;
    const LabCliRun run = runLabCli(cli,
        labRunArguments(stacks, QStringLiteral("tst-labfourstacks"), sessionDir, report) + smallLabOptions(), 3300000);
    qInfo("four stacks (one boot) took %.1f s", double(clock.elapsed()) / 1000.0);
    QVERIFY2(run.finished, "the four-stack run did not end within 55 minutes");
    // A sanitizer report ends the CLI with an error; say which, not only the exit code.
    for (const char *finding : {"AddressSanitizer", "LeakSanitizer", "runtime error:", "corrupted"})
        QVERIFY2(!run.output.contains(QLatin1String(finding)), qPrintable(run.output));
    QVERIFY2(!run.crashed && run.exitCode == 0, qPrintable(run.output));
    QCOMPARE(run.output.count(QLatin1String("Restarting the virtual lab: the previous stack pulled a disk")), 0);
    QCOMPARE(run.output.count(QLatin1String("a fresh disk of the same lab, takes its place")), 3);

    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonArray columns
        = QJsonDocument::fromJson(file.readAll()).object().value(QStringLiteral("stacks")).toArray();
    QCOMPARE(columns.size(), 4);
    for (qsizetype i = 0; i < columns.size(); ++i) {
        const QJsonObject column = columns.at(i).toObject();
        const QString name = column.value(QStringLiteral("name")).toString();
        QCOMPARE(name, stacks.at(i));
        QCOMPARE(column.value(QStringLiteral("status")).toString(), QStringLiteral("complete"));
        const QJsonObject m = column.value(QStringLiteral("measurements")).toObject();
        // Every stack pulled a disk, rebuilt it and read its data back intact.
        QVERIFY2(m.value(QStringLiteral("rebuild_s")).toDouble() > 0, qPrintable(name));
        QVERIFY2(m.value(QStringLiteral("data_verified")).toBool(), qPrintable(name));
        QCOMPARE(m.value(QStringLiteral("scrub_errors")).toInt(-1), 0);
    }

    // The session: one run per stack, each ended, none interrupted.
    QString error;
    const std::unique_ptr<LabSessionStore> store = LabSessionStore::open(sessionDir, &error);
    QVERIFY2(store, qPrintable(error));
    QCOMPARE(store->session().stackRuns.size(), 4);
    const LabRunStatus status = LabRunStatus::of(store->session());
    QVERIFY(status.isComplete());
    for (const LabRunStatus::Stack &stack : status.stacks())
        QVERIFY2(stack.state == LabRunStatus::StackState::Succeeded && stack.runs == 1, qPrintable(stack.name));
}

QTEST_GUILESS_MAIN(TestLabFourStacks)
#include "tst_labfourstacks.moc"
