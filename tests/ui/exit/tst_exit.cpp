// Closing the window during an unattended scenario of the Lab page, on a real loop lab through
// the real helper (root), in the window as the app builds it (addHostLabPages):
// - the window closes mid-run: the question names what runs (the stack and its stage); "Keep it
//   running" keeps the window open and the scenario going;
// - closed again, "Stop and clean up": the scenario is cancelled and tears down, the loop lab is
//   removed, the window goes, and nothing of the session's lab is left;
// - the next start offers the session that did not reach its end.

#include "../fixtures/labwindow.h"
#include "lab/campaign/scenariorunner.h"
#include "lab/outcome/labrunstatus.h"
#include "lab/session/labsessionfolder.h"
#include "labexit.h"
#include "pages/labpage.h"
#include "pages/workloadpage.h"
#include "scenariorecovery.h"

#include <QScopeGuard>
#include <QTemporaryDir>

#include <unistd.h>

class TestExit : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void closingMidScenarioAsks();
    void closingMidWorkloadAsks();
};

void TestExit::initTestCase()
{
    if (::geteuid() != 0)
        QSKIP("the scenario needs root (the helper makes loop disks and mounts btrfs)");
}

void TestExit::closingMidScenarioAsks()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString sessions = dir.filePath(QStringLiteral("sessions"));
    const QString session = QStringLiteral("tst-exit-%1").arg(QCoreApplication::applicationPid());
    QString sessionDir;
    {
        LabWindow lab;
        QVERIFY(lab.open(sessions));
        auto *page = qobject_cast<LabPage *>(lab.window.page(QStringLiteral("lab")));
        QVERIFY(page);
        page->setSessionRoot(sessions);
        // Whatever fails, the run is cancelled and the lab stopped before the window goes.
        auto stop = qScopeGuard([&] {
            if (page->runner() && !page->runner()->isFinished()) {
                page->cancel();
                static_cast<void>(QTest::qWaitFor([&] { return page->runner()->isFinished(); }, 180000));
            }
            lab.stopLab();
        });
        const QString error = lab.startLab(session);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(lab.choose());
        ScenarioOptions options; // as tst_guilab's: short, and room for btrfs's replace on 512 MiB
        options.rounds = 1;
        options.datasetPercent = 8;
        options.workloadRuntimeSeconds = 2;
        options.workloadSizeBytes = 64LL * 1024 * 1024;
        options.overwriteBytes = 32LL * 1024 * 1024;
        page->setOptions(options);
        QString why;
        QVERIFY2(page->prepare(&why), qPrintable(why));
        sessionDir = page->sessionDirectory();
        QSignalSpy started(page->runner(), &ScenarioRunner::stageStarted);
        lab.window.setCurrentPage(QStringLiteral("lab"));
        page->findChild<QPushButton *>(QStringLiteral("runAll"))->click();
        // Past the build: the stack exists when the window closes.
        QVERIFY(QTest::qWaitFor([&] { return started.size() >= 4 || page->runner()->isFinished(); }, 300000));
        QVERIFY2(page->isScenarioUnderway(), qPrintable(page->outputText()));

        DialogAnswerer answerer;
        answerer.button = QStringLiteral("keepRunning");
        QVERIFY(!lab.window.close());
        QCOMPARE(answerer.questions.size(), 1);
        const QString asked = answerer.questions.first();
        QVERIFY2(
            asked.startsWith(QStringLiteral("The lab scenario is running: btrfs-raid1, stage “")), qPrintable(asked));
        QVERIFY2(asked.contains(QLatin1String(" of ")), qPrintable(asked));
        QVERIFY(lab.window.isVisible());
        QVERIFY(page->isScenarioUnderway()); // kept running

        answerer.button = QStringLiteral("stopAndCleanUp");
        QVERIFY(!lab.window.close()); // asked again, and it waits for the cleanup
        QCOMPARE(answerer.questions.size(), 2);
        QVERIFY(QTest::qWaitFor([&] { return !lab.window.isVisible(); }, 300000));
        QVERIFY(page->runner()->isFinished());
        QVERIFY(!lab.bench->target());
    }
    QVERIFY2(leftoversOf(session).isEmpty(), qPrintable(leftoversOf(session)));
    QString error;
    const std::optional<LabSession> recorded = LabSessionFolder::read(sessionDir, &error);
    QVERIFY2(recorded, qPrintable(error));
    const QList<LabRunStatus::Stack> stacks = LabRunStatus::of(*recorded).stacks();
    QCOMPARE(stacks.size(), 1);
    QCOMPARE(stacks.first().state, LabRunStatus::StackState::Cancelled);

    // The next start offers it.
    MainWindow window;
    DiskWatcher watcher;
    addHostLabPages(&window, &watcher);
    auto *scenarios = window.findChild<ScenarioRecovery *>();
    QVERIFY(scenarios);
    scenarios->setSessionRoot(sessions);
    const QList<ScenarioRecovery::Interrupted> offered = scenarios->find();
    QCOMPARE(offered.size(), 1);
    QCOMPARE(offered.first().directory, sessionDir);
    QVERIFY2(offered.first().description().contains(QLatin1String("btrfs-raid1: stopped before its end")),
        qPrintable(offered.first().description()));
}

// Issue 30, item 1: a Workload-page job is running work too. The question names it; Keep it
// running keeps it; Stop and clean up cancels it and the window closes once it has stopped.
void TestExit::closingMidWorkloadAsks()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    MainWindow window;
    DiskWatcher watcher;
    addHostLabPages(&window, &watcher);
    auto *workload = qobject_cast<WorkloadPage *>(window.page(QStringLiteral("workload")));
    QVERIFY(workload);
    workload->setTargetDirectory(dir.path());
    QVERIFY(workload->selectBuiltinJob(QStringLiteral("storage-bench")));
    window.show();
    QVERIFY2(workload->run(), qPrintable(workload->errorText()));
    QVERIFY(QTest::qWaitFor([&] { return workload->isRunning(); }, 10000));

    DialogAnswerer answerer;
    answerer.button = QStringLiteral("keepRunning");
    QVERIFY(!window.close());
    QCOMPARE(answerer.questions.size(), 1);
    QVERIFY2(answerer.questions.first().startsWith(
                 QStringLiteral("The Workload page's job is running in %1").arg(dir.path())),
        qPrintable(answerer.questions.first()));
    QVERIFY(window.isVisible());
    QVERIFY(workload->isRunning());

    answerer.button = QStringLiteral("stopAndCleanUp");
    QVERIFY(!window.close());
    QCOMPARE(answerer.questions.size(), 2);
    QVERIFY(QTest::qWaitFor([&] { return !window.isVisible(); }, 60000));
    QVERIFY(!workload->isRunning());
}

QTEST_MAIN(TestExit)
#include "tst_exit.moc"
