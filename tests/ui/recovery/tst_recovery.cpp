// The window as the app builds it (addHostLabPages: its LabExit, LabRecovery and
// ScenarioRecovery), over session fixtures in a temporary folder; no helper, no root:
// - closing the window with nothing running closes it without a question;
// - a scenario session whose stack run never ended (the app went away under it) is offered at the
//   next start, once; "Show partial results" opens it on the Results page, "Discard the session"
//   deletes its folder, each saying so in the status bar and the log; a finished session, a
//   session another program holds and a walk's folder are not offered;
// - "Clean up" of a leftover walk whose lab is gone says so, and a cleanup that fails says why,
//   in the status bar and the log (shown), never in silence.

#include "disks/inventory/diskwatcher.h"
#include "lab/session/labsessionstore.h"
#include "lab/walk/stackwalk.h"
#include "labexit.h"
#include "labrecovery.h"
#include "mainwindow.h"
#include "models/logmodel.h"
#include "page.h"
#include "pages/buildpage.h"
#include "pages/labpage.h"
#include "pages/resultspage.h"
#include "scenariorecovery.h"
#include "stacklabgui.h"
#include "widgets/logdock.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMessageBox>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

class TestRecovery : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void closingWithNothingRunningAsksNothing();
    void offersAnInterruptedScenarioOnce();
    void discardsAnInterruptedScenario();
    void cleanUpOfALeftoverWalkSaysWhatItDid();
    void cleanUpThatFailsSaysWhy();
};

// Answers every message box that opens by clicking the button named `button`, and keeps what each
// box said.
class BoxAnswerer : public QObject {
public:
    explicit BoxAnswerer(const QString &choice)
        : button(choice)
    {
        auto *timer = new QTimer(this);
        connect(timer, &QTimer::timeout, this, [this] {
            auto *box = qobject_cast<QMessageBox *>(QApplication::activeModalWidget());
            if (!box || box == m_answered)
                return;
            texts << box->text() + QLatin1Char('\n') + box->informativeText();
            m_answered = box;
            if (auto *answer = box->findChild<QPushButton *>(button))
                answer->click();
            else
                box->reject();
        });
        timer->start(20);
    }
    QString button;
    QStringList texts;

private:
    QPointer<QMessageBox> m_answered; // a box lives on the stack: the next may have its address
};

struct Window {
    MainWindow window;
    DiskWatcher watcher;
    ScenarioRecovery *scenarios = nullptr;
    LabRecovery *leftovers = nullptr;

    explicit Window(const QString &sessions)
    {
        addHostLabPages(&window, &watcher);
        qobject_cast<BuildPage *>(window.page(QStringLiteral("build")))->setSessionRoot(sessions);
        qobject_cast<LabPage *>(window.page(QStringLiteral("lab")))->setSessionRoot(sessions);
        scenarios = window.findChild<ScenarioRecovery *>();
        leftovers = window.findChild<LabRecovery *>();
        if (scenarios)
            scenarios->setSessionRoot(sessions);
        window.resize(1280, 800);
        window.show();
    }
    QString lastLog() const
    {
        const LogModel *log = window.logModel();
        return log->index(log->rowCount() - 1, log->columnCount() - 1).data().toString();
    }
};

// A Lab-page session of `stack` whose scenario started and, with `ended`, ran to its end; without,
// the store goes away while the stack run is open, as when the app was killed under it.
static bool writeSession(const QString &dir, const QString &stack, bool ended)
{
    QString error;
    std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir, &error);
    if (!store)
        return false;
    SessionMetadata metadata;
    metadata.name = QDir(dir).dirName();
    metadata.created = QDateTime::currentDateTimeUtc();
    metadata.target = QStringLiteral("loop");
    metadata.stacks = {stack};
    if (!store->setMetadata(metadata))
        return false;
    const int run = store->startStackRun(stack, QDateTime::currentMSecsSinceEpoch());
    Measurement measurement;
    measurement.stack = stack;
    measurement.key = QStringLiteral("seq_write_mibs");
    measurement.value = 321;
    measurement.unit = QStringLiteral("MiB/s");
    measurement.round = 1;
    if (run < 0 || !store->addMeasurement(measurement))
        return false;
    return !ended || store->finishStackRun(run, StepState::Succeeded, {}, QDateTime::currentMSecsSinceEpoch());
}

void TestRecovery::closingWithNothingRunningAsksNothing()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Window w(dir.filePath(QStringLiteral("sessions")));
    QVERIFY(QTest::qWaitForWindowExposed(&w.window));
    auto *exit = w.window.findChild<LabExit *>();
    QVERIFY(exit);
    QVERIFY(exit->runningWork().isEmpty());
    BoxAnswerer answerer(QStringLiteral("keepRunning"));
    QVERIFY(w.window.close());
    QTest::qWait(200); // a question would have opened by now
    QVERIFY(answerer.texts.isEmpty());
    QVERIFY(!w.window.isVisible());
}

void TestRecovery::offersAnInterruptedScenarioOnce()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString sessions = dir.filePath(QStringLiteral("sessions"));
    const QString cut = QDir(sessions).filePath(QStringLiteral("btrfs-raid1-20261206-101010"));
    const QString done = QDir(sessions).filePath(QStringLiteral("mdadm-raid5-20261206-090909"));
    QVERIFY(writeSession(cut, QStringLiteral("btrfs-raid1"), false));
    QVERIFY(writeSession(done, QStringLiteral("mdadm-raid5"), true));
    // A walk of the Build page beside them is LabRecovery's, not a scenario.
    RecipeRequest request;
    request.stack = QStringLiteral("zfs-raidz1");
    request.session = QStringLiteral("tst-recovery-walk");
    request.disks = {QStringLiteral("/dev/loop97"), QStringLiteral("/dev/loop98")};
    QString error;
    QVERIFY2(StackWalk::begin(sessions, request, QStringLiteral("loop"), &error), qPrintable(error));

    QSettings settings(dir.filePath(QStringLiteral("StackLab.conf")), QSettings::IniFormat);
    {
        Window w(sessions);
        QVERIFY(w.scenarios);
        w.scenarios->setSettings(&settings);
        const QList<ScenarioRecovery::Interrupted> found = w.scenarios->find();
        QCOMPARE(found.size(), 1);
        QCOMPARE(found.first().directory, cut);
        QCOMPARE(found.first().measurements, 1);
        QVERIFY(!found.first().hasRunPlan); // a Lab-page session: no resume to offer
        QSignalSpy answered(w.scenarios, &ScenarioRecovery::answered);
        BoxAnswerer answerer(QStringLiteral("showPartialResults"));
        w.scenarios->offer();
        QCOMPARE(answerer.texts.size(), 1);
        const QString asked = answerer.texts.first();
        QVERIFY2(asked.contains(QLatin1String("btrfs-raid1-20261206-101010")), qPrintable(asked));
        QVERIFY2(asked.contains(QLatin1String("btrfs-raid1: cut short")), qPrintable(asked));
        QVERIFY2(asked.contains(QLatin1String("Figures measured before it stopped: 1.")), qPrintable(asked));
        QVERIFY2(asked.contains(QLatin1String("cannot continue")), qPrintable(asked));
        QVERIFY2(!asked.contains(QLatin1String("mdadm-raid5")), qPrintable(asked));
        QCOMPARE(answered.size(), 1);
        QVERIFY(answered.first().first().toBool());
        QCOMPARE(w.window.currentPage()->pageId(), QStringLiteral("results"));
        auto *results = qobject_cast<ResultsPage *>(w.window.page(QStringLiteral("results")));
        QCOMPARE(results->report().stacks.size(), 1);
        QCOMPARE(results->report().stacks.first().name, QStringLiteral("btrfs-raid1"));
        QCOMPARE(results->report().stacks.first().completion, ReportStack::Completion::Interrupted);
        const QString status = w.window.statusBar()->currentMessage();
        QVERIFY2(status.contains(QLatin1String("btrfs-raid1-20261206-101010")), qPrintable(status));
        QCOMPARE(w.lastLog(), status);
        QVERIFY(QDir(cut).exists()); // shown, not touched
    }
    // The next start: answered once, not asked again.
    Window again(sessions);
    again.scenarios->setSettings(&settings);
    QVERIFY(again.scenarios->find().isEmpty());
}

void TestRecovery::discardsAnInterruptedScenario()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString sessions = dir.filePath(QStringLiteral("sessions"));
    const QString cut = QDir(sessions).filePath(QStringLiteral("lvm-raid1-20261206-111111"));
    QVERIFY(writeSession(cut, QStringLiteral("lvm-raid1"), false));
    Window w(sessions);
    QCOMPARE(w.scenarios->find().size(), 1);
    QSignalSpy answered(w.scenarios, &ScenarioRecovery::answered);
    BoxAnswerer answerer(QStringLiteral("discardSession"));
    w.scenarios->offer();
    QCOMPARE(answerer.texts.size(), 1);
    QCOMPARE(answered.size(), 1);
    QVERIFY2(answered.first().first().toBool(), qPrintable(answered.first().at(1).toString()));
    QVERIFY(!QDir(cut).exists());
    const QString status = w.window.statusBar()->currentMessage();
    QVERIFY2(status.contains(QLatin1String("Discarded session lvm-raid1-20261206-111111")), qPrintable(status));
    QCOMPARE(w.lastLog(), status);
    QVERIFY(w.scenarios->find().isEmpty());
}

void TestRecovery::cleanUpOfALeftoverWalkSaysWhatItDid()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString sessions = dir.filePath(QStringLiteral("sessions"));
    RecipeRequest request;
    request.stack = QStringLiteral("btrfs-raid1");
    // No loop lab of this session exists: whatever made it is gone.
    request.session = QStringLiteral("tst-recovery-gone-%1").arg(QCoreApplication::applicationPid());
    request.disks = {QStringLiteral("/dev/loop97"), QStringLiteral("/dev/loop98")};
    QString error;
    std::unique_ptr<StackWalk> walk = StackWalk::begin(sessions, request, QStringLiteral("loop"), &error);
    QVERIFY2(walk, qPrintable(error));
    const QString walkDir = walk->directory();
    walk.reset();

    Window w(sessions);
    const QList<LabRecovery::Leftover> found = w.leftovers->find();
    const auto ours = std::find_if(found.cbegin(), found.cend(),
        [&](const LabRecovery::Leftover &leftover) { return leftover.walk && leftover.walk->directory == walkDir; });
    QVERIFY(ours != found.cend());
    QVERIFY(!ours->resumable());
    QSignalSpy cleaned(w.leftovers, &LabRecovery::cleanedUp);
    BoxAnswerer answerer(QStringLiteral("cleanUpLeftover"));
    w.leftovers->offer(); // the answer is the offer's Clean up button, as a person clicks it
    QVERIFY(QTest::qWaitFor([&] { return !cleaned.isEmpty(); }, 10000));
    QVERIFY(!answerer.texts.isEmpty());
    QVERIFY(cleaned.first().first().toBool());
    const QString message = cleaned.first().at(1).toString();
    QVERIFY2(message.contains(QLatin1String("Nothing to remove")), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("btrfs-raid1")), qPrintable(message));
    QCOMPARE(w.window.statusBar()->currentMessage(), message);
    QVERIFY(w.lastLog().contains(message));
    QVERIFY(!StackWalk::summary(walkDir)); // ended: not offered again
}

void TestRecovery::cleanUpThatFailsSaysWhy()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    Window w(dir.filePath(QStringLiteral("sessions")));
    w.window.logDock()->hide();
    // A helper that ends at once, as one that cannot run here would (a missing binary is not it:
    // the target waits for its hello until the timeout).
    const QString helper = dir.filePath(QStringLiteral("stacklab-helper"));
    QFile script(helper);
    QVERIFY(script.open(QIODevice::WriteOnly));
    script.write("#!/bin/sh\necho 'the test helper refuses' >&2\nexit 3\n");
    script.close();
    QVERIFY(script.setPermissions(QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));
    w.leftovers->setHelperPath(helper);
    QSignalSpy cleaned(w.leftovers, &LabRecovery::cleanedUp);
    w.leftovers->cleanUp(
        {std::nullopt, QStringLiteral("tst-recovery-fail-%1").arg(QCoreApplication::applicationPid())});
    QVERIFY(QTest::qWaitFor([&] { return !cleaned.isEmpty(); }, 30000));
    QVERIFY(!cleaned.first().first().toBool());
    const QString message = cleaned.first().at(1).toString();
    QVERIFY2(message.contains(QLatin1String("exit code 3")), qPrintable(message));
    QVERIFY2(message.contains(QLatin1String("was not removed")), qPrintable(message));
    QCOMPARE(w.window.statusBar()->currentMessage(), message);
    QVERIFY(w.lastLog().contains(message));
    QVERIFY(w.window.logDock()->isVisible()); // an error opens the log
}

QTEST_MAIN(TestRecovery)
#include "tst_recovery.moc"
