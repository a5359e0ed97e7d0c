#include "lab/target/rememberedchoices.h"
#include "models/scenariostagemodel.h"
#include "pages/labpage.h"
#include "widgets/drillchoices.h"

#include <QAbstractItemModelTester>
#include <QCheckBox>
#include <QLabel>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

class TestLabPage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // Rounds, dataset and runtime set on the page come back after a restart (as the app wires
    // it: optionsChanged saves, the next window restores); an edited file's nonsense does not.
    // A runtime of "1" is 1 s (issue 30: it snapped back to 60 s in silence). A value typed outside
    // a box's range does not snap back to the old value in silence either: it takes the nearest
    // allowed value and the page says why.
    void saysWhyATypedValueChanged()
    {
        LabPage page;
        page.show();
        QVERIFY(QTest::qWaitForWindowExposed(&page));
        auto *runtime = page.findChild<QSpinBox *>(QStringLiteral("workloadRuntime"));
        auto *note = page.findChild<QLabel *>(QStringLiteral("optionRangeNote"));
        QVERIFY(runtime && note);
        QCOMPARE(runtime->value(), 60);
        runtime->setFocus();
        runtime->selectAll();
        QTest::keyClicks(runtime, QStringLiteral("1"));
        QTest::keyClick(runtime, Qt::Key_Return);
        QCOMPARE(runtime->value(), 1);
        QCOMPARE(page.options().workloadRuntimeSeconds, 1);
        QTest::qWait(50);
        QVERIFY(note->isHidden());
        runtime->selectAll();
        QTest::keyClicks(runtime, QStringLiteral("0"));
        QTest::keyClick(runtime, Qt::Key_Return);
        QCOMPARE(runtime->value(), 1);
        QTRY_VERIFY(note->isVisible());
        QVERIFY2(
            note->text().contains(QLatin1String("0 s is outside 1 to 3600 s: set to 1 s")), qPrintable(note->text()));
        runtime->setValue(30);
        QVERIFY(note->isHidden());
    }

    void remembersItsOptionsAcrossRestarts()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("StackLab.conf")), QSettings::IniFormat);
        RememberedChoices remembered(&settings);
        {
            LabPage page;
            QSignalSpy changed(&page, &LabPage::optionsChanged);
            page.setOptions(page.options());
            QCOMPARE(changed.size(), 0); // restoring is not a change by the person
            connect(&page, &LabPage::optionsChanged, &page, [&] { remembered.saveScenarioOptions(page.options()); });
            page.findChild<QSpinBox *>(QStringLiteral("scenarioRounds"))->setValue(5);
            page.findChild<QSpinBox *>(QStringLiteral("datasetPercent"))->setValue(12);
            QVERIFY(changed.size() >= 2);
        }
        LabPage again;
        again.setOptions(remembered.scenarioOptions(again.options()));
        QCOMPARE(again.options().rounds, 5);
        QCOMPARE(again.options().datasetPercent, 12);
        settings.setValue(QStringLiteral("scenario/rounds"), 999);
        QCOMPARE(remembered.scenarioOptions(ScenarioOptions {}).rounds, ScenarioOptions {}.rounds);
    }
    void stageModel();
    void offersEveryDrillWithWhatToExpect();
    void powerCutOnlyOnTheVirtualLab();
    void refusesWithoutTarget();
    void disabledButtonsSayWhy();
    void drillsInWordsNotFlags();
};

static Scenario btrfsScenario()
{
    RecipeRequest request;
    request.stack = QStringLiteral("btrfs-raid1");
    request.session = QStringLiteral("tst");
    // Only planned, never run: buildPlan() needs device paths, nothing opens them.
    request.disks = {QStringLiteral("/dev/loop90"), QStringLiteral("/dev/loop91")};
    request.spare = QStringLiteral("/dev/loop92");
    // The loop lab pulls a disk by truncating its backing file: the request carries them.
    for (const QString &disk : {QStringLiteral("loop90"), QStringLiteral("loop91"), QStringLiteral("loop92")}) {
        request.kernelNames.insert(QStringLiteral("/dev/") + disk, disk);
        request.backingFiles.insert(
            QStringLiteral("/dev/") + disk, QStringLiteral("/var/lib/stacklab/%1.img").arg(disk));
    }
    ScenarioOptions options;
    options.rounds = 2;
    return Scenario(request, options);
}

void TestLabPage::stageModel()
{
    const Scenario scenario = btrfsScenario();
    QVERIFY2(scenario.ok(), qPrintable(scenario.error()));
    ScenarioStageModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.addScenario(scenario.stack(), scenario.stages());
    QCOMPARE(model.rowCount(), int(scenario.stages().size()));
    // Two workload rounds: two rows.
    QVERIFY(model.rowOf(QStringLiteral("btrfs-raid1"), QStringLiteral("workload-2")) >= 0);
    const ScenarioStage &build = scenario.stages().at(2);
    const int row = model.rowOf(scenario.stack(), build.name);
    QCOMPARE(row, 2);
    QCOMPARE(model.index(row, ScenarioStageModel::StateColumn).data().toString(), QStringLiteral("waiting"));
    model.setStarted(scenario.stack(), build, 1'000'000);
    QCOMPARE(model.state(row), ScenarioStageModel::State::Running);
    model.setFinished(scenario.stack(), build, true, 1'004'240);
    QCOMPARE(model.state(row), ScenarioStageModel::State::Done);
    QCOMPARE(model.index(row, ScenarioStageModel::DurationColumn).data().toString(), QStringLiteral("4.2 s"));
    model.setFinished(scenario.stack(), scenario.stages().at(3), false, 1'005'000);
    QCOMPARE(model.state(3), ScenarioStageModel::State::Failed);
    QCOMPARE(model.index(row, ScenarioStageModel::StageColumn).data().toString(), build.title);
    model.clear();
    QCOMPARE(model.rowCount(), 0);
}

void TestLabPage::refusesWithoutTarget()
{
    LabPage page;
    page.setRequestSource([] { return btrfsScenario().request(); });
    auto *prepare = page.findChild<QPushButton *>(QStringLiteral("prepareScenario"));
    QVERIFY(prepare);
    QVERIFY(!prepare->isEnabled());
    QVERIFY(!page.findChild<QPushButton *>(QStringLiteral("nextStage"))->isEnabled());
    QVERIFY(!page.findChild<QPushButton *>(QStringLiteral("runAll"))->isEnabled());
    QString error;
    QVERIFY(!page.prepare(&error));
    QVERIFY2(error.contains(QLatin1String("Lab target")), qPrintable(error));
    QCOMPARE(page.stages()->rowCount(), 0);
    QVERIFY(page.sessionDirectory().isEmpty());
    QCOMPARE(page.options().rounds, 3);
}

// Issue 30: a disabled button says why. Without a target nothing can start; before a scenario is
// prepared no stage can run and nothing can be cancelled; each says so in its tooltip.
void TestLabPage::disabledButtonsSayWhy()
{
    LabPage page;
    page.setRequestSource([] { return btrfsScenario().request(); });
    auto button = [&](const char *name) { return page.findChild<QPushButton *>(QLatin1String(name)); };
    QVERIFY(button("prepareScenario") && button("nextStage") && button("runAll") && button("cancelScenario"));
    QVERIFY(!button("prepareScenario")->isEnabled());
    QVERIFY2(button("prepareScenario")->toolTip().contains(QLatin1String("Start a lab target first")),
        qPrintable(button("prepareScenario")->toolTip()));
    for (const char *name : {"nextStage", "runAll"}) {
        QVERIFY(!button(name)->isEnabled());
        QCOMPARE(button(name)->toolTip(), QStringLiteral("Prepare the scenario first."));
    }
    QVERIFY(!button("cancelScenario")->isEnabled());
    QVERIFY2(button("cancelScenario")->toolTip().startsWith(QLatin1String("Nothing to cancel")),
        qPrintable(button("cancelScenario")->toolTip()));
}

// Issue 30: the drills are offered in words; a command-line flag is only in the tooltip, after
// the words, for a person who scripts the run.
void TestLabPage::drillsInWordsNotFlags()
{
    DrillChoices choices;
    choices.setTarget(QStringLiteral("vm"));
    for (const QString &drill : scenarioDrillNames()) {
        QCheckBox *box = choices.box(drill);
        auto *expect = choices.findChild<QLabel *>(QStringLiteral("drillExpect-") + drill);
        QVERIFY(box && expect);
        QVERIFY2(!box->text().contains(QLatin1String("--")), qPrintable(box->text()));
        QVERIFY2(!expect->text().contains(QLatin1String("--")), qPrintable(expect->text()));
        QVERIFY2(box->toolTip().startsWith(QLatin1String("On the command line: ")), qPrintable(box->toolTip()));
    }
    QVERIFY(choices.box(QStringLiteral("second-failure"))->text().contains(QLatin1String("30 % done")));
    QVERIFY(
        choices.box(QStringLiteral("second-failure"))->toolTip().contains(QLatin1String("--second-failure-at 30%")));
    QVERIFY(choices.findChild<QLabel *>(QStringLiteral("drillExpect-power-cut"))
                ->text()
                .contains(QLatin1String("when the rebuild is 50 % done")));
    QVERIFY(choices.box(QStringLiteral("power-cut"))->toolTip().contains(QLatin1String("--power-cut-at 50%")));
}

// The drills of the stage list, each with a line on what it does and what to expect per stack;
// a checked drill is in the options, setOptions() checks what it names.
void TestLabPage::offersEveryDrillWithWhatToExpect()
{
    LabPage page;
    auto *choices = page.findChild<DrillChoices *>(QStringLiteral("drillChoices"));
    QVERIFY(choices);
    QVERIFY(scenarioDrillNames().contains(QStringLiteral("load")));
    for (const QString &drill : scenarioDrillNames()) {
        QCheckBox *box = choices->box(drill);
        QVERIFY2(box && !box->isChecked(), qPrintable(drill));
        QVERIFY2(box->text() != drill, qPrintable(drill + QStringLiteral(" has no explanation")));
        auto *expect = page.findChild<QLabel *>(QStringLiteral("drillExpect-") + drill);
        QVERIFY2(expect && expect->text().startsWith(QLatin1String("Expect:")), qPrintable(drill));
    }
    QVERIFY(page.options().drills.isEmpty());
    QSignalSpy changed(&page, &LabPage::optionsChanged);
    choices->box(QStringLiteral("load"))->setChecked(true);
    QCOMPARE(changed.size(), 1);
    QCOMPARE(page.options().drills, QList<ScenarioStageKind> {ScenarioStageKind::Load});
    ScenarioOptions options;
    options.drills = {ScenarioStageKind::Corruption};
    page.setOptions(options);
    QVERIFY(!choices->box(QStringLiteral("load"))->isChecked());
    QVERIFY(choices->box(QStringLiteral("corruption"))->isChecked());
    QCOMPARE(page.options().drills, options.drills);
}

// Issue 29: the power cut could be ticked on the loop lab and Prepare planned "cut the virtual
// lab's power" there. A drill the target cannot run is unticked, disabled and says why.
void TestLabPage::powerCutOnlyOnTheVirtualLab()
{
    DrillChoices choices;
    QCheckBox *powerCut = choices.box(QStringLiteral("power-cut"));
    QVERIFY(powerCut);
    powerCut->setChecked(true);
    choices.setTarget(QStringLiteral("loop"));
    QVERIFY(!powerCut->isEnabled());
    QVERIFY(!powerCut->isChecked());
    QVERIFY2(powerCut->toolTip().contains(QLatin1String("virtual lab")), qPrintable(powerCut->toolTip()));
    QVERIFY(!choices.chosen().contains(ScenarioStageKind::PowerCut));
    QVERIFY(choices.box(QStringLiteral("load"))->isEnabled());
    choices.setTarget(QStringLiteral("host"));
    QVERIFY(!powerCut->isEnabled());
    choices.setTarget(QStringLiteral("vm"));
    QVERIFY(powerCut->isEnabled());
    powerCut->setChecked(true);
    QVERIFY(choices.chosen().contains(ScenarioStageKind::PowerCut));
}

QTEST_MAIN(TestLabPage)
#include "tst_labpage.moc"
