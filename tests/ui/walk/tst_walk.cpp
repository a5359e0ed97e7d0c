// The guided walk on the Build page, on a real loop lab through the real helper (root), in the
// window as the app builds it (addHostLabPages: its LabBench, LabExit and LabRecovery):
// - btrfs raid1 on 4 × 512 MiB loop disks through every phase by clicking "Run next", each
//   destructive step confirmed by typing and Enter, each step's state asserted; the filesystem
//   unmounted by hand before the teardown, which says "already unmounted" instead of failing;
// - the window closed mid-run, answered "Stop and clean up": no loop device, mount or backing file
//   of the session is left, and the walk is recorded as interrupted;
// - the lab's helper killed and the window gone without a word, then a new window over the
//   leftover lab: the recovery finds the walk and the lab, cleans them up, and nothing is left.

#include "../fixtures/labwindow.h"
#include "disks/inventory/diskwatcher.h"
#include "helper/server/looplab.h"
#include "lab/target/labtarget.h"
#include "lab/walk/stackwalk.h"
#include "labbench.h"
#include "labexit.h"
#include "labrecovery.h"
#include "mainwindow.h"
#include "models/plantreemodel.h"
#include "ownership/labowner.h"
#include "pages/buildpage.h"
#include "pages/walkrunner.h"
#include "stacklabgui.h"
#include "widgets/destructiveconfirmation.h"
#include "widgets/sessionheader.h"

#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QLineEdit>
#include <QListWidget>
#include <QMessageBox>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>
#include <memory>
#include <signal.h>
#include <unistd.h>

class TestWalk : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void walksBtrfsRaid1ThroughEveryPhase();
    void closingMidRunStopsAndCleansUp();
    void stoppingTheLabEndsItsWalk();
    void restartOverALeftoverLabCleansItUp();
};

void TestWalk::initTestCase()
{
    if (::geteuid() != 0)
        QSKIP("the walk needs root (the helper makes loop disks and mounts btrfs)");
}

void TestWalk::walksBtrfsRaid1ThroughEveryPhase()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString session = QStringLiteral("tst-walk-%1").arg(QCoreApplication::applicationPid());
    LabWindow lab;
    auto stop = qScopeGuard([&] { lab.stopLab(); });
    const QString error = lab.begin(dir.filePath(QStringLiteral("sessions")), session);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    DialogAnswerer answerer;

    // Before anything ran, only the first phase is offered: a later step cannot run out of order.
    QCOMPARE(lab.build->nextPhase(), QStringLiteral("prepare"));
    QCOMPARE(lab.build->offeredPhases(), QStringList {QStringLiteral("prepare")});
    QVERIFY(lab.build->selectStep(QStringLiteral("mount"), QStringLiteral("mount")));
    QVERIFY(!lab.build->runSelected(false));

    // sync has no steps for btrfs: the walk goes past it by itself.
    const QStringList phases = {QStringLiteral("prepare"), QStringLiteral("build"), QStringLiteral("mount"),
        QStringLiteral("snapshot"), QStringLiteral("fail"), QStringLiteral("rebuild"), QStringLiteral("scrub")};
    for (const QString &expected : phases) {
        bool ok = false;
        const QString ran = lab.runNext(&ok);
        QCOMPARE(ran, expected);
        QVERIFY2(ok, qPrintable(lab.build->hintText() + QLatin1Char('\n') + lab.build->outputText().right(3000)));
        // The plan stays after every phase, and each step of this one shows ✓, its exit code and time.
        for (const PlanPhase &phase : lab.build->plan().phases) {
            if (phase.name != expected)
                continue;
            QVERIFY(!phase.steps.isEmpty());
            for (const PlanStep &step : phase.steps) {
                const QString result = lab.stepResult(phase.name, step.id);
                if (step.fallback) {
                    // btrfs's second replace: not run, the first one succeeded.
                    QCOMPARE(result, WalkRunner::notNeededText());
                    continue;
                }
                QVERIFY2(result.startsWith(QStringLiteral("✓")) && result.endsWith(QStringLiteral(" s")),
                    qPrintable(phase.name + QLatin1Char('/') + step.id + QStringLiteral(": ") + result));
            }
        }
        if (expected == QLatin1String("mount")) {
            // Mounted: the members are this lab's stack, not someone else's "in use", still chosen.
            QListWidget *disks = lab.build->diskList();
            for (int i = 0; i < disks->count(); ++i) {
                QListWidgetItem *item = disks->item(i);
                QVERIFY2(item->text().contains(QStringLiteral("in this lab's stack"))
                        || item->text().contains(QStringLiteral("the spare of this lab's stack")),
                    qPrintable(item->text()));
                QVERIFY(item->flags() & Qt::ItemIsEnabled);
            }
            // The page's order (loop10 before loop9 when the lab got those numbers), not the lab's.
            QStringList members = lab.build->members();
            QStringList wanted = lab.names.mid(0, 3);
            members.sort();
            wanted.sort();
            QCOMPARE(members, wanted);
            QVERIFY(lab.build->errorText().isEmpty());
        }
    }
    QVERIFY(lab.build->walkRunner()->walk());
    const QString walkDir = lab.build->walkRunner()->walk()->directory();
    // The header names the walk's session while the stack is built, not "No lab session".
    QCOMPARE(lab.window.sessionHeader()->sessionName(), QDir(walkDir).dirName());
    QVERIFY(walkDir.startsWith(dir.path()));
    // Done phases are not run again out of order.
    QVERIFY(lab.build->selectStep(QStringLiteral("build"), QStringLiteral("mkfs")));
    QVERIFY(!lab.build->runSelected(false));
    // One plain question per destructive phase of a loop lab (prepare: the spare's write speed,
    // build: mkfs, fail: the pull, rebuild: replace), never one per command, never typed: the
    // disks are the lab's.
    QCOMPARE(answerer.phases,
        QStringList({QStringLiteral("Confirm the prepare phase"), QStringLiteral("Confirm the build phase"),
            QStringLiteral("Confirm the fail phase"), QStringLiteral("Confirm the rebuild phase")}));
    QCOMPARE(answerer.typed, 0);

    // The filesystem unmounted by hand: the teardown goes on ("already unmounted").
    const QString mountPoint = QStringLiteral("/mnt/stacklab/%1/%2").arg(session, stack);
    QCOMPARE(QProcess::execute(QStringLiteral("umount"), {mountPoint}), 0);
    QCOMPARE(lab.build->nextPhase(), QStringLiteral("teardown"));
    bool ok = false;
    QCOMPARE(lab.runNext(&ok), QStringLiteral("teardown"));
    QVERIFY2(ok, qPrintable(lab.build->hintText() + QLatin1Char('\n') + lab.build->outputText().right(3000)));
    QCOMPARE(answerer.phases.size(), 5); // the teardown's four wipefs: one question
    QVERIFY2(lab.stepResult(QStringLiteral("teardown"), QStringLiteral("umount"))
                 .startsWith(QStringLiteral("✓ already unmounted")),
        qPrintable(lab.stepResult(QStringLiteral("teardown"), QStringLiteral("umount"))));
    // Torn down: the walk has ended, its steps' states still shown, the disks free again.
    QVERIFY(!lab.build->walkRunner()->walk());
    QVERIFY(lab.stepResult(QStringLiteral("teardown"), QStringLiteral("wipefs-1")).startsWith(QStringLiteral("✓")));
    QCOMPARE(lab.build->nextPhase(), QStringLiteral("prepare"));
    // The ended walk's members stay checked, the pulled one too once the inventory lists it again
    // (the teardown gave it back after it had been missing): list and plan agree.
    const auto sorted = [](QStringList names) {
        names.sort();
        return names;
    };
    QVERIFY2(QTest::qWaitFor([&] { return sorted(lab.build->members()) == sorted(lab.names.mid(0, 3)); }, 30000),
        qPrintable(lab.build->members().join(QLatin1Char(','))));
    // An inventory read after the end without the walk's disks (a pulled one not given back):
    // the plan and its results stay, never "needs at least 2 disks, got 1".
    InventorySnapshot withoutDisks;
    withoutDisks.identityFromUdev = true;
    lab.build->setSnapshot(withoutDisks);
    QVERIFY2(lab.build->errorText().isEmpty(), qPrintable(lab.build->errorText()));
    QCOMPARE(lab.build->plan().stack, stack);
    QVERIFY(lab.stepResult(QStringLiteral("teardown"), QStringLiteral("wipefs-1")).startsWith(QStringLiteral("✓")));

    lab.stopLab();
    QVERIFY2(leftoversOf(session).isEmpty(), qPrintable(leftoversOf(session)));
    QVERIFY(!StackWalk::summary(walkDir)); // ended: nothing to offer at the next start
}

void TestWalk::closingMidRunStopsAndCleansUp()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString session = QStringLiteral("tst-walk-close-%1").arg(QCoreApplication::applicationPid());
    QString walkDir;
    {
        LabWindow lab;
        QVERIFY(lab.open(dir.filePath(QStringLiteral("sessions"))));
        auto stop = qScopeGuard([&] { lab.stopLab(); });
        const QString error = lab.startLab(session);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(lab.choose());
        DialogAnswerer answerer;
        answerer.button = QStringLiteral("stopAndCleanUp");
        for (int i = 0; i < 3; ++i) { // prepare, build, mount
            bool ok = false;
            lab.runNext(&ok);
            QVERIFY2(ok, qPrintable(lab.build->hintText()));
        }
        QVERIFY(!mountsUnder(QStringLiteral("/mnt/stacklab/") + session).isEmpty());
        walkDir = lab.build->walkRunner()->walk()->directory();

        // Mid-run: the snapshot phase started, then the window closes.
        lab.build->findChild<QPushButton *>(QStringLiteral("runNextPhase"))->click();
        QVERIFY(lab.build->isRunning());
        QVERIFY(!lab.window.close()); // asked, and it waits for the cleanup
        QVERIFY(QTest::qWaitFor([&] { return !lab.window.isVisible(); }, 180000));
        QVERIFY(!lab.bench->target());
        QVERIFY(!lab.build->isRunning());
    }
    QVERIFY2(leftoversOf(session).isEmpty(), qPrintable(leftoversOf(session)));
    const std::optional<StackWalk::Summary> walk = StackWalk::summary(walkDir);
    QVERIFY(walk);
    QVERIFY(walk->interrupted);
    QCOMPARE(walk->stack, stack);
}

// Stop lab in the header between two phases: the walk ends with its lab (its disks are gone, and
// their loop numbers may come back as another lab's), its phases are no longer offered, the header
// no longer names it, and the next start has nothing to offer for it.
void TestWalk::stoppingTheLabEndsItsWalk()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString session = QStringLiteral("tst-walk-stop-%1").arg(QCoreApplication::applicationPid());
    LabWindow lab;
    auto stop = qScopeGuard([&] { lab.stopLab(); });
    const QString error = lab.begin(dir.filePath(QStringLiteral("sessions")), session);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    DialogAnswerer answerer;
    bool ok = false;
    QCOMPARE(lab.runNext(&ok), QStringLiteral("prepare"));
    QVERIFY2(ok, qPrintable(lab.build->hintText()));
    QVERIFY(lab.build->walkRunner()->walk());
    const QString walkDir = lab.build->walkRunner()->walk()->directory();
    QCOMPARE(lab.window.sessionHeader()->sessionName(), QDir(walkDir).dirName());

    lab.window.sessionHeader()->stopTargetButton()->click();
    QVERIFY(QTest::qWaitFor([&] { return !lab.bench->target(); }, 150000));
    QVERIFY(!lab.build->walkRunner()->walk());
    QVERIFY(!lab.build->offeredPhases().contains(QStringLiteral("build")));
    QVERIFY(lab.build->plan().phases.isEmpty()); // this machine's disks: nothing chosen
    QCOMPARE(lab.window.sessionHeader()->sessionName(), QString());
    QVERIFY(!StackWalk::summary(walkDir)); // ended: nothing to offer at the next start
    QVERIFY2(leftoversOf(session).isEmpty(), qPrintable(leftoversOf(session)));
}

// The owner of a session's loop lab, as the helper recorded it: this test's own child, the helper
// the window's LabTarget started (never another process's).
static qint64 ownHelperOf(const QString &session)
{
    const LabOwner owner
        = LabOwner::read(QStringLiteral("/var/lib/stacklab/loop-lab/%1/%2").arg(session, LoopLab::ownerFileName()));
    QFile stat(QStringLiteral("/proc/%1/stat").arg(owner.pid));
    if (!owner.isValid() || !stat.open(QIODevice::ReadOnly))
        return 0;
    // Field 4 is the parent's pid; the command (field 2) may hold spaces, so count after ')'.
    const QByteArray line = stat.readAll();
    const QList<QByteArray> fields = line.mid(line.lastIndexOf(')') + 2).split(' ');
    return fields.value(1).toLongLong() == QCoreApplication::applicationPid() ? owner.pid : 0;
}

void TestWalk::restartOverALeftoverLabCleansItUp()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString sessions = dir.filePath(QStringLiteral("sessions"));
    const QString session = QStringLiteral("tst-walk-left-%1").arg(QCoreApplication::applicationPid());
    // Whatever fails, this test's lab does not stay behind.
    auto cleanup = qScopeGuard([&] {
        if (leftoversOf(session).isEmpty())
            return;
        MainWindow window;
        BuildPage build;
        LabRecovery recovery(&window, &build);
        recovery.setHelperPath(QStringLiteral(STACKLAB_HELPER));
        QSignalSpy done(&recovery, &LabRecovery::cleanedUp);
        recovery.cleanUp({std::nullopt, session});
        static_cast<void>(QTest::qWaitFor([&] { return !done.isEmpty(); }, 120000)); // what follows checks it
    });
    QString walkDir;
    {
        LabWindow lab;
        QVERIFY(lab.open(sessions));
        const QString error = lab.startLab(session);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        QVERIFY(lab.choose());
        DialogAnswerer answerer;
        for (int i = 0; i < 3; ++i) { // prepare, build, mount
            bool ok = false;
            lab.runNext(&ok);
            QVERIFY2(ok, qPrintable(lab.build->hintText()));
        }
        walkDir = lab.build->walkRunner()->walk()->directory();
        // The helper is killed (as by the OOM killer, or with the app's process group): it never
        // removes its lab, and the app goes away without a word (the window is destroyed, not closed).
        const qint64 helper = ownHelperOf(session);
        QVERIFY2(helper > 0, "the loop lab's owner is not this test's helper");
        QCOMPARE(::kill(pid_t(helper), SIGKILL), 0);
        QVERIFY(QTest::qWaitFor(
            [&] {
                return !QFile::exists(QStringLiteral("/proc/%1/cmdline").arg(helper))
                    || LabOwner::startTicksOf(helper) < 0;
            },
            30000));
    }
    // The app is gone; its lab is not.
    QVERIFY(QFile::exists(QStringLiteral("/var/lib/stacklab/loop-lab/") + session));
    QVERIFY(!mountsUnder(QStringLiteral("/mnt/stacklab/") + session).isEmpty());

    // The next start: the walk and its lab are found and cleaned up.
    MainWindow window;
    DiskWatcher watcher;
    addHostLabPages(&window, &watcher);
    auto *build = qobject_cast<BuildPage *>(window.page(QStringLiteral("build")));
    build->setSessionRoot(sessions);
    auto *recovery = window.findChild<LabRecovery *>();
    QVERIFY(recovery);
    recovery->setHelperPath(QStringLiteral(STACKLAB_HELPER));
    const QList<LabRecovery::Leftover> leftovers = recovery->find();
    const auto ours = std::find_if(leftovers.cbegin(), leftovers.cend(),
        [&](const LabRecovery::Leftover &leftover) { return leftover.loopSession == session; });
    QVERIFY(ours != leftovers.cend());
    QVERIFY(ours->walk);
    QCOMPARE(ours->walk->directory, walkDir);
    QVERIFY(ours->walk->interrupted); // left while it ran: interrupted, by the store's replay
    QCOMPARE(ours->walk->lastPhase, QStringLiteral("mount"));
    QVERIFY(!ours->resumable()); // a loop lab cannot go on without its helper
    QVERIFY(ours->description().contains(session));
    QSignalSpy done(recovery, &LabRecovery::cleanedUp);
    recovery->cleanUp(*ours);
    QVERIFY(QTest::qWaitFor([&] { return !done.isEmpty(); }, 120000));
    QVERIFY2(done.first().first().toBool(), qPrintable(done.first().at(1).toString()));
    QVERIFY2(leftoversOf(session).isEmpty(), qPrintable(leftoversOf(session)));
    QVERIFY(!StackWalk::summary(walkDir)); // ended: not offered again
}

QTEST_MAIN(TestWalk)
#include "tst_walk.moc"
