#include "helper/client/helperchannel.h"
#include "helperrun.h"
#include "lab/target/rememberedchoices.h"
#include "mainwindow.h"
#include "models/plantreemodel.h"
#include "pages/buildpage.h"
#include "pages/walkrunner.h"
#include "stacks/catalog/stackrecipes.h"
#include "stacks/plan/planscript.h"
#include "stacks/plan/stepfailurehint.h"
#include "widgets/destructiveconfirmation.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTimer>
#include <QTreeView>

#include <QTest>
#include <unistd.h>

// Disks as the inventory would report them; none of them exists on this machine.
static Disk disk(const QString &name, DiskClass cls, const QString &reason = {})
{
    Disk d;
    d.name = name;
    d.devnode = QStringLiteral("/dev/") + name;
    d.stableId = QStringLiteral("/dev/disk/by-id/ata-FAKE_DISK_") + name.toUpper();
    d.stableIdSource = StableIdSource::ByIdLink;
    d.sizeBytes = 1ULL << 34;
    d.classification = cls;
    d.reason = reason;
    return d;
}

static InventorySnapshot snapshot()
{
    InventorySnapshot s;
    s.identityFromUdev = true;
    s.disks = {disk(QStringLiteral("sda"), DiskClass::System, QStringLiteral("holds / on sda1")),
        disk(QStringLiteral("sdb"), DiskClass::Blank), disk(QStringLiteral("sdc"), DiskClass::Blank),
        disk(QStringLiteral("sdd"), DiskClass::Blank), disk(QStringLiteral("sde"), DiskClass::NotBlank),
        disk(QStringLiteral("sdf"), DiskClass::InUse, QStringLiteral("mounted at /srv"))};
    return s;
}

// A phase that destroys sdb on this machine: the person types the end of its stable ID.
static PhaseDestruction typedDestruction()
{
    const Disk sdb = disk(QStringLiteral("sdb"), DiskClass::Blank);
    PhaseDestruction destruction;
    destruction.phase = QStringLiteral("build");
    destruction.commands.append({QStringLiteral("Create the array"), QStringLiteral("mdadm --create …"),
        QStringLiteral("all data on sdb"), false});
    destruction.disks << DoomedDisk::of(sdb, QStringLiteral("/dev/disk/by-id/ata-FAKE_DISK_SDB"));
    destruction.confirm = PhaseDestruction::Confirm::Typed;
    destruction.typedDisk = 0;
    return destruction;
}

// A loop lab's four disks as the lab target lists them (none exists: nothing runs here).
static InventorySnapshot loopSnapshot()
{
    InventorySnapshot loops;
    for (int i = 0; i < 4; ++i) {
        Disk loop = disk(QStringLiteral("loop%1").arg(40 + i), DiskClass::Blank);
        loop.stableId = QStringLiteral("/var/lib/stacklab/loop-lab/lab/k%1.img").arg(i);
        loop.backingFile = loop.stableId;
        loop.stableIdSource = StableIdSource::BackingFile;
        loops.disks << loop;
    }
    return loops;
}

// The page on that loop lab with btrfs-raid1 on three of its disks and the fourth as the spare.
static bool chooseLoopWalk(BuildPage &page)
{
    const InventorySnapshot loops = loopSnapshot();
    page.setSnapshot(loops);
    QMap<QString, QString> paths;
    for (const Disk &d : std::as_const(loops.disks))
        paths.insert(d.name, d.devnode);
    page.setLabTarget(nullptr, QStringLiteral("lab"), paths, QStringLiteral("loop"));
    if (!page.selectStack(QStringLiteral("btrfs-raid1")))
        return false;
    page.setMembers({QStringLiteral("loop40"), QStringLiteral("loop41"), QStringLiteral("loop42")});
    page.setSpare(QStringLiteral("loop43"));
    return page.errorText().isEmpty();
}

class BuildPageTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void listsDisksWithReasons()
    {
        BuildPage page;
        page.setSnapshot(snapshot());
        QCOMPARE(page.diskList()->count(), 6);
        QListWidgetItem *system = page.diskList()->item(0);
        QVERIFY(!(system->flags() & Qt::ItemIsEnabled));
        QVERIFY(system->text().contains(QStringLiteral("holds / on sda1")));
        QVERIFY(page.diskList()->item(1)->flags() & Qt::ItemIsUserCheckable);
        QVERIFY(!(page.diskList()->item(5)->flags() & Qt::ItemIsEnabled));
        // A system disk cannot be made a member.
        page.setMembers({QStringLiteral("sda"), QStringLiteral("sdb")});
        QCOMPARE(page.members(), QStringList({QStringLiteral("sdb")}));
    }

    void showsEveryStepOfThePlan_data()
    {
        QTest::addColumn<QString>("stack");
        for (const QString &name : {QStringLiteral("mdadm-raid5"), QStringLiteral("lvm-raid5"),
                 QStringLiteral("btrfs-raid1"), QStringLiteral("zfs-raidz1")}) {
            if (stackNames().contains(name))
                QTest::newRow(qPrintable(name)) << name;
        }
    }

    void showsEveryStepOfThePlan()
    {
        QFETCH(QString, stack);
        BuildPage page;
        page.setSnapshot(snapshot());
        QVERIFY(page.selectStack(stack));
        page.setMembers({QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd")});
        page.setSpare(QStringLiteral("sde"));
        QVERIFY2(page.errorText().isEmpty(), qPrintable(page.errorText()));

        RecipeRequest request = page.request();
        QCOMPARE(request.disks.size(), 3);
        QCOMPARE(request.disks.first(), QStringLiteral("/dev/disk/by-id/ata-FAKE_DISK_SDB"));
        const PlanOrError expected = buildPlan(request);
        QVERIFY2(expected.ok(), qPrintable(expected.error));
        QCOMPARE(page.plan(), expected.plan);

        PlanTreeModel *model = page.planModel();
        QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model->rowCount(), int(expected.plan.phases.size()));
        int destructive = 0;
        int steps = 0;
        for (int p = 0; p < expected.plan.phases.size(); ++p) {
            const PlanPhase &phase = expected.plan.phases.at(p);
            QCOMPARE(model->rowCount(model->index(p, 0)), int(phase.steps.size()));
            for (int s = 0; s < phase.steps.size(); ++s) {
                const PlanStep &step = phase.steps.at(s);
                const QModelIndex title = model->stepIndex(p, s);
                const QModelIndex command = title.siblingAtColumn(PlanTreeModel::CommandColumn);
                QCOMPARE(command.data().toString(), PlanTreeModel::commandLine(step));
                QVERIFY(command.data().toString().startsWith(shellQuote(step.argv.value(0))) || !step.input.isEmpty());
                QCOMPARE(title.data(PlanTreeModel::DestructiveRole).toBool(), step.destructive);
                QCOMPARE(title.data(PlanTreeModel::EssentialRole).toBool(), step.essential);
                if (step.destructive) {
                    ++destructive;
                    QVERIFY(title.data(Qt::ForegroundRole).isValid()); // red
                    QCOMPARE(title.siblingAtColumn(PlanTreeModel::DestroysColumn).data().toString(), step.destroys);
                } else {
                    QVERIFY(!title.data(Qt::ForegroundRole).isValid());
                }
                if (step.essential)
                    QVERIFY(title.data().toString().startsWith(QStringLiteral("★")));
                ++steps;
            }
        }
        QCOMPARE(model->stepCount(), steps);
        QVERIFY(steps > 5);
        QVERIFY(destructive > 0); // every stack's build destroys what is on the disks
    }

    void copyAsScript()
    {
        BuildPage page;
        page.setSnapshot(snapshot());
        QVERIFY(page.selectStack(stackNames().first()));
        page.setMembers({QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd")});
        QVERIFY2(page.plan().phases.size() > 0, qPrintable(page.errorText()));
        const QString script = page.copyScript();
        QCOMPARE(script, planToScript(page.plan()));
        QCOMPARE(QApplication::clipboard()->text(), script);
    }

    void noMembersNoPlan()
    {
        BuildPage page;
        page.setSnapshot(snapshot());
        page.setMembers({});
        QCOMPARE(page.planModel()->rowCount(), 0);
        QVERIFY(!page.errorText().isEmpty());
    }

    void confirmationNeedsTheSuffix_data()
    {
        QTest::addColumn<QString>("typed");
        QTest::addColumn<bool>("accepted");
        QTest::newRow("right suffix") << QStringLiteral("SK_SDB") << true;
        QTest::newRow("surrounding blanks") << QStringLiteral(" SK_SDB ") << true;
        QTest::newRow("empty") << QString() << false;
        QTest::newRow("too short") << QStringLiteral("K_SDB") << false;
        QTest::newRow("wrong case") << QStringLiteral("sk_sdb") << false;
        QTest::newRow("another disk") << QStringLiteral("SK_SDC") << false;
        QTest::newRow("whole id") << QStringLiteral("/dev/disk/by-id/ata-FAKE_DISK_SDB") << false;
    }

    void confirmationNeedsTheSuffix()
    {
        QFETCH(QString, typed);
        QFETCH(bool, accepted);
        DestructiveConfirmation dialog(typedDestruction());
        QCOMPARE(dialog.requiredText(), QStringLiteral("SK_SDB"));
        dialog.input()->setText(typed);
        QCOMPARE(dialog.canAccept(), accepted);
        QCOMPARE(dialog.matches(typed), accepted);
    }

    // Enter confirms once the text matches; before, Enter neither confirms nor cancels.
    void confirmationEnter()
    {
        DestructiveConfirmation dialog(typedDestruction());
        dialog.open();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QTest::keyClicks(dialog.input(), QStringLiteral("SK_SD"));
        QTest::keyClick(dialog.input(), Qt::Key_Return);
        QVERIFY(dialog.isVisible());
        QCOMPARE(dialog.result(), int(QDialog::Rejected)); // still open, nothing decided
        QTest::keyClick(dialog.input(), Qt::Key_Escape);
        QVERIFY(!dialog.isVisible()); // Escape is the way to cancel
        QCOMPARE(dialog.result(), int(QDialog::Rejected));

        DestructiveConfirmation again(typedDestruction());
        again.open();
        QVERIFY(QTest::qWaitForWindowExposed(&again));
        QTest::keyClicks(again.input(), QStringLiteral("SK_SDB"));
        QTest::keyClick(again.input(), Qt::Key_Return);
        QVERIFY(!again.isVisible());
        QCOMPARE(again.result(), int(QDialog::Accepted));
    }

    // One question per destructive phase of an mdadm-raid5 walk on this machine's disks, listing
    // every destructive command and every disk; the text to type is read off the list, never printed
    // as the answer; the array the walk made needs no question of its own.
    void oneConfirmationPerPhase()
    {
        BuildPage page;
        page.setSnapshot(snapshot());
        QVERIFY(page.selectStack(QStringLiteral("mdadm-raid5")));
        page.setMembers({QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd")});
        page.setSpare(QStringLiteral("sde"));
        QVERIFY2(page.errorText().isEmpty(), qPrintable(page.errorText()));
        const auto phaseSteps = [&](const QString &name) {
            for (const PlanPhase &phase : page.plan().phases) {
                if (phase.name == name)
                    return phase.steps;
            }
            return QList<PlanStep>();
        };
        const auto disksOf = [&](const PlanStep &step) { return page.doomedDisks(step); };

        // build: create the array (on the disks) and clear it (the array just made): one question.
        const PhaseDestruction build = page.destructionOf(QStringLiteral("build"), phaseSteps(QStringLiteral("build")));
        QCOMPARE(build.confirm, PhaseDestruction::Confirm::Typed);
        QCOMPARE(build.commands.size(), 2);
        QVERIFY(!build.commands.at(0).labObject);
        QVERIFY2(
            build.commands.at(1).labObject && build.commands.at(1).command.contains(QStringLiteral("/dev/md/data")),
            qPrintable(build.commands.at(1).command));
        QStringList names;
        for (const DoomedDisk &d : build.disks)
            names << d.name;
        QCOMPARE(names, QStringList({QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd")}));
        DestructiveConfirmation dialog(build);
        const QString text = dialog.messageText();
        for (const QString &name : names)
            QVERIFY2(
                text.contains(QStringLiteral("/dev/disk/by-id/ata-FAKE_DISK_") + name.toUpper()), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("mdadm --create")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("wipefs -a /dev/md/data")), qPrintable(text));
        QVERIFY2(text.contains(QStringLiteral("16.0 GiB")), qPrintable(text));
        // The answer is only in the disk list (and the commands that name the disk), not in the prompt.
        QString withoutIds = text;
        withoutIds.remove(QStringLiteral("ata-FAKE_DISK_SDB"));
        QVERIFY2(!withoutIds.contains(dialog.requiredText()), qPrintable(text));
        // The prompt names the disk by its number in the list and what to read off it.
        QVERIFY2(text.contains(QStringLiteral("type the last 6 characters of the stable ID of disk 1 in the list")),
            qPrintable(text));
        QVERIFY(!dialog.canAccept());
        dialog.input()->setText(QStringLiteral("SK_SDB"));
        QVERIFY(dialog.canAccept());

        // mount: mkfs on the array the walk made: nothing to ask once the build ran, asked before.
        const QList<PlanStep> mount = phaseSteps(QStringLiteral("mount"));
        const RecipeRequest request = page.request();
        QCOMPARE(PhaseDestruction::of(QStringLiteral("mount"), mount, request, disksOf, QStringLiteral("host"), true)
                     .confirm,
            PhaseDestruction::Confirm::None);
        QCOMPARE(PhaseDestruction::of(QStringLiteral("mount"), mount, request, disksOf, QStringLiteral("host"), false)
                     .confirm,
            PhaseDestruction::Confirm::Typed);
        // teardown: every disk once, every destructive command listed, one question.
        const PhaseDestruction teardown = PhaseDestruction::of(QStringLiteral("teardown"),
            phaseSteps(QStringLiteral("teardown")), request, disksOf, QStringLiteral("host"), true);
        QCOMPARE(teardown.confirm, PhaseDestruction::Confirm::Typed);
        QCOMPARE(teardown.disks.size(), 4);
        QVERIFY(teardown.commands.size() >= 1);
        // The same phases in a virtual lab: a plain confirmation, nothing to type.
        const PhaseDestruction vm = PhaseDestruction::of(QStringLiteral("build"), phaseSteps(QStringLiteral("build")),
            request, disksOf, QStringLiteral("vm"), false);
        QCOMPARE(vm.confirm, PhaseDestruction::Confirm::Plain);
        DestructiveConfirmation plain(vm);
        QVERIFY(!plain.isTyped());
        QVERIFY(plain.canAccept());
        QVERIFY(plain.input()->isHidden());
        // A phase without destructive steps asks nothing.
        QCOMPARE(page.destructionOf(QStringLiteral("sync"), phaseSteps(QStringLiteral("sync"))).confirm,
            PhaseDestruction::Confirm::None);
    }

    // btrfs's teardown wipes each disk: four commands, one question; a loop lab's disks: plain.
    void btrfsTeardownOnALoopLabAsksOnce()
    {
        BuildPage page;
        QVERIFY2(chooseLoopWalk(page), qPrintable(page.errorText()));
        for (const PlanPhase &phase : page.plan().phases) {
            if (phase.name != QLatin1String("teardown"))
                continue;
            const PhaseDestruction teardown = page.destructionOf(phase.name, phase.steps);
            QCOMPARE(teardown.confirm, PhaseDestruction::Confirm::Plain);
            QCOMPARE(teardown.commands.size(), 4);
            QCOMPARE(teardown.disks.size(), 4);
            DestructiveConfirmation dialog(teardown);
            const QString text = dialog.messageText();
            for (const PhaseDestruction::Command &command : teardown.commands)
                QVERIFY2(text.contains(command.command), qPrintable(text));
            QVERIFY(dialog.canAccept());
            return;
        }
        QFAIL("no teardown phase");
    }

    // Issue 30: cancelling a phase's one question leaves the phase not started and says so, under
    // the plan and in the log; no step is marked and no walk begins, so the phase is offered again.
    void cancellingLeavesThePhaseNotStarted()
    {
        BuildPage page;
        QVERIFY2(chooseLoopWalk(page), qPrintable(page.errorText()));
        QCOMPARE(page.nextPhase(), QStringLiteral("prepare"));
        QSignalSpy log(&page, &Page::logMessage);
        QStringList asked;
        QTimer answerer;
        connect(&answerer, &QTimer::timeout, &page, [&] {
            if (auto *dialog = qobject_cast<DestructiveConfirmation *>(QApplication::activeModalWidget())) {
                asked << dialog->windowTitle();
                QTest::keyClick(dialog, Qt::Key_Escape);
            }
        });
        answerer.start(20);
        QVERIFY(!page.runNextPhase());
        QCOMPARE(asked, QStringList {QStringLiteral("Confirm the prepare phase")});
        QVERIFY2(
            page.hintText().contains(QStringLiteral("The prepare phase was not started")), qPrintable(page.hintText()));
        QVERIFY(page.outputText().contains(QStringLiteral("not started")));
        QVERIFY(std::any_of(log.cbegin(), log.cend(),
            [](const QList<QVariant> &args) { return args.at(1).toString().contains(QLatin1String("not started")); }));
        for (const PlanPhase &phase : page.plan().phases) {
            for (const PlanStep &step : phase.steps)
                QVERIFY2(page.planModel()->stepResult(phase.name, step.id).isEmpty(), qPrintable(step.id));
        }
        QVERIFY(!page.walkRunner()->walk());
        QVERIFY(!page.isRunning());
        QCOMPARE(page.nextPhase(), QStringLiteral("prepare"));
        QVERIFY(page.findChild<QPushButton *>(QStringLiteral("runNextPhase"))->isEnabled());
    }

    // Issue 30: each step's state is in view without a sideways scroll, beside the disk list, in a
    // 1280- and a 1024-pixel window, with by-id names as long as real ones.
    void stepStateInViewWithoutScrolling_data()
    {
        QTest::addColumn<QSize>("size");
        QTest::newRow("1280 px") << QSize(1280, 800);
        QTest::newRow("1024 px") << QSize(1024, 700);
    }

    void stepStateInViewWithoutScrolling()
    {
        QFETCH(QSize, size);
        InventorySnapshot longNames = snapshot();
        for (Disk &d : longNames.disks)
            d.stableId = QStringLiteral("/dev/disk/by-id/ata-WDC_WD40EFRX-68N32N0_WD-WCC7K0ABCDEF_") + d.name;
        MainWindow window;
        auto *page = new BuildPage(&window);
        window.addPage(page);
        QVERIFY(window.setCurrentPage(QStringLiteral("build")));
        page->setSnapshot(longNames);
        QVERIFY(page->selectStack(QStringLiteral("mdadm-raid5")));
        page->setMembers({QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd")});
        page->setSpare(QStringLiteral("sde"));
        QVERIFY2(page->errorText().isEmpty(), qPrintable(page->errorText()));
        const PlanPhase &teardown = page->plan().phases.constLast();
        const QString longest = QStringLiteral("✓ already unmounted, 10.0 s");
        page->planModel()->setStepResult(teardown.name, teardown.steps.first().id, longest, false);
        window.resize(size);
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QTest::qWait(20);
        QTreeView *view = page->planView();
        QVERIFY(view->isVisible());
        QCOMPARE(view->horizontalScrollBar()->value(), 0);
        const int right = view->header()->sectionViewportPosition(PlanTreeModel::ResultColumn)
            + view->header()->sectionSize(PlanTreeModel::ResultColumn);
        QVERIFY2(right <= view->viewport()->width(),
            qPrintable(
                QStringLiteral("the state column ends at %1 px of %2").arg(right).arg(view->viewport()->width())));
        QVERIFY(
            view->fontMetrics().horizontalAdvance(longest) < view->header()->sectionSize(PlanTreeModel::ResultColumn));
        // The state comes before the command, which is the long part.
        QVERIFY(view->header()->visualIndex(PlanTreeModel::ResultColumn)
            < view->header()->visualIndex(PlanTreeModel::CommandColumn));
    }

    void memberAndSpareAreExclusive()
    {
        BuildPage page;
        page.setSnapshot(snapshot());
        QVERIFY(page.selectStack(QStringLiteral("mdadm-raid5")));
        const QStringList selectable {
            QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd"), QStringLiteral("sde")};
        QCOMPARE(page.spareChoices(), selectable);

        // Checking members in the list takes them out of the spare box.
        QListWidget *list = page.diskList();
        auto itemOf = [list](const QString &name) -> QListWidgetItem * {
            for (int i = 0; i < list->count(); ++i) {
                if (list->item(i)->data(Qt::UserRole).toString() == name)
                    return list->item(i);
            }
            return nullptr;
        };
        for (const QString &name : {QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd")})
            itemOf(name)->setCheckState(Qt::Checked);
        QCOMPARE(page.members(), selectable.mid(0, 3));
        QCOMPARE(page.spareChoices(), QStringList({QStringLiteral("sde")}));

        // Choosing the spare in its box makes its row in the member list uncheckable.
        auto *spareBox = page.findChild<QComboBox *>(QStringLiteral("spareDisk"));
        QVERIFY(spareBox);
        spareBox->setCurrentIndex(spareBox->findData(QStringLiteral("sde")));
        QCOMPARE(page.spare(), QStringLiteral("sde"));
        QVERIFY(!(itemOf(QStringLiteral("sde"))->flags() & Qt::ItemIsEnabled));
        QCOMPARE(page.request().spare, QStringLiteral("/dev/disk/by-id/ata-FAKE_DISK_SDE"));

        // Unchecking a member offers it as spare again; the chosen spare stays.
        itemOf(QStringLiteral("sdd"))->setCheckState(Qt::Unchecked);
        QCOMPARE(page.spareChoices(), QStringList({QStringLiteral("sdd"), QStringLiteral("sde")}));
        QCOMPARE(page.spare(), QStringLiteral("sde"));

        // Naming the spare as a member (the API) drops it as the spare: plan and box agree.
        page.setMembers({QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sde")});
        QCOMPARE(page.spare(), QString());
        QCOMPARE(spareBox->currentIndex(), 0);
        QVERIFY(page.request().spare.isEmpty());
        QVERIFY(itemOf(QStringLiteral("sde"))->flags() & Qt::ItemIsEnabled);
        // And naming a member as the spare drops it from the members.
        page.setSpare(QStringLiteral("sdc"));
        QCOMPARE(page.members(), QStringList({QStringLiteral("sdb"), QStringLiteral("sde")}));
        QCOMPARE(itemOf(QStringLiteral("sdc"))->checkState(), Qt::Unchecked);
        QCOMPARE(page.request().spare, QStringLiteral("/dev/disk/by-id/ata-FAKE_DISK_SDC"));
        QVERIFY(!page.spareChoices().contains(QStringLiteral("sdb")));
    }

    // A scenario of the Lab page pulls a member: the disk is gone from the inventory until the lab gives it
    // back after the teardown. The choice stays what the scenario ran on, so the next one prepares as it was.
    void scenarioDisksStayChosenThroughThePull()
    {
        BuildPage page;
        QVERIFY(chooseLoopWalk(page));
        const RecipeRequest ran = page.request();
        page.setScenarioRequest(ran);
        auto *stack = page.findChild<QComboBox *>(QStringLiteral("stackChoice"));
        QVERIFY(stack && !stack->isEnabled()); // the stack does not change under a running scenario
        auto *note = page.findChild<QLabel *>(QStringLiteral("walkNote"));
        QVERIFY(note && !note->isHidden() && note->text().contains(QLatin1String("Lab page")));
        // Nothing of the plan runs from here meanwhile: the scenario's stages run on these disks.
        for (const QString &button :
            {QStringLiteral("runNextPhase"), QStringLiteral("runPhase"), QStringLiteral("runStep")}) {
            auto *run = page.findChild<QPushButton *>(button);
            QVERIFY2(
                run && !run->isEnabled() && run->toolTip().contains(QLatin1String("scenario")), qPrintable(button));
        }
        InventorySnapshot pulled = loopSnapshot();
        pulled.disks.removeAt(2); // loop42, the member the fail phase pulls
        page.setSnapshot(pulled);
        QCOMPARE(page.request().disks, ran.disks); // still the scenario's, as a walk's would be
        page.setScenarioRequest(std::nullopt); // the scenario ended; the disk is not back yet
        page.setSnapshot(pulled);
        // The lab gives the disk back and names the lab's disks again (LabBench, as the virtual lab
        // does after its fresh disk came up): the choice stays.
        QMap<QString, QString> paths;
        for (const Disk &d : loopSnapshot().disks)
            paths.insert(d.name, d.devnode);
        page.renameLabDisks(paths);
        page.setSnapshot(loopSnapshot()); // given back
        QVERIFY(stack->isEnabled());
        QVERIFY(note->isHidden());
        QCOMPARE(page.members(),
            QStringList({QStringLiteral("loop40"), QStringLiteral("loop41"), QStringLiteral("loop42")}));
        QCOMPARE(page.spare(), QStringLiteral("loop43"));
        QVERIFY2(page.errorText().isEmpty(), qPrintable(page.errorText()));
    }

    // The details pane says why a step is there: the recipe's note (a trap), else its kind's purpose.
    void detailsPaneShowsWhy()
    {
        BuildPage page;
        page.setSnapshot(snapshot());
        QVERIFY(page.selectStack(QStringLiteral("btrfs-raid1")));
        page.setMembers({QStringLiteral("sdb"), QStringLiteral("sdc")});
        QVERIFY2(page.errorText().isEmpty(), qPrintable(page.errorText()));
        const PlanStep *noted = nullptr;
        const PlanStep *check = nullptr;
        QString notedPhase;
        QString checkPhase;
        for (const PlanPhase &phase : page.plan().phases) {
            for (const PlanStep &step : phase.steps) {
                if (!noted && !step.note.isEmpty()) {
                    noted = &step;
                    notedPhase = phase.name;
                }
                if (!check && step.kind == StepKind::Check && step.note.isEmpty()) {
                    check = &step;
                    checkPhase = phase.name;
                }
            }
        }
        QVERIFY(noted && check);
        QVERIFY(page.selectStep(notedPhase, noted->id));
        QVERIFY2(page.detailsText().contains(noted->note.toHtmlEscaped()), qPrintable(page.detailsText()));
        QVERIFY(page.detailsText().contains(QLatin1String("Why:")));
        QVERIFY(page.selectStep(checkPhase, check->id));
        QVERIFY2(page.detailsText().contains(QLatin1String("It only reads")), qPrintable(page.detailsText()));
        QVERIFY(page.detailsText().contains(PlanTreeModel::commandLine(*check).toHtmlEscaped()));
    }

    // On a kernel with btrfs but no md (this kind of machine), mdadm stacks are marked with the
    // true cause and offer the virtual lab; btrfs stays runnable.
    void marksWhatTheTargetCannotRun()
    {
        TargetCapabilities caps;
        caps.setDriver(TargetCapabilities::Driver::Btrfs, true);
        caps.setDriver(TargetCapabilities::Driver::Xfs, true);
        QStringList programs;
        for (const QString &stack : stackNames())
            programs += TargetCapabilities::programsFor(stack);
        caps.setPrograms(programs);
        BuildPage page;
        page.setSnapshot(snapshot());
        QVERIFY(page.selectStack(QStringLiteral("mdadm-raid5")));
        page.setTargetCapabilities(caps);
        // The new target opens on a stack it can run (seen in X: a loop lab opened on
        // "mdadm-raid1 (cannot run here)").
        QCOMPARE(page.findChild<QComboBox *>(QStringLiteral("stackChoice"))->currentData().toString(),
            QStringLiteral("btrfs-raid1"));
        QVERIFY(page.selectStack(QStringLiteral("mdadm-raid5")));
        page.setMembers({QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd")});
        QVERIFY2(page.capabilityNote().contains(QLatin1String("no md (software RAID) driver")),
            qPrintable(page.capabilityNote()));
        auto *box = page.findChild<QComboBox *>(QStringLiteral("stackChoice"));
        QVERIFY(box->currentText().contains(QLatin1String("cannot run here")));
        auto *useVm = page.findChild<QPushButton *>(QStringLiteral("useVirtualLab"));
        QVERIFY(useVm && useVm->isVisibleTo(&page));
        QSignalSpy wanted(&page, &BuildPage::virtualLabRequested);
        useVm->click();
        QCOMPARE(wanted.size(), 1);
        QVERIFY(page.planModel()->stepCount() > 0); // the plan still shows, to read or copy
        QVERIFY(page.selectStep(page.plan().phases.first().name, page.plan().phases.first().steps.first().id));
        QVERIFY(!page.runSelected(false));

        QVERIFY(page.selectStack(QStringLiteral("btrfs-raid1")));
        QCOMPARE(page.capabilityNote(), QString());
        QVERIFY(!useVm->isVisibleTo(&page));
        QCOMPARE(box->currentText(), QStringLiteral("btrfs-raid1"));

        // A package missing, the kernel fine: no virtual lab button, the package named.
        caps.setDriver(TargetCapabilities::Driver::Md, true);
        programs.removeAll(QStringLiteral("mdadm"));
        caps.setPrograms(programs);
        page.setTargetCapabilities(caps);
        QVERIFY(page.selectStack(QStringLiteral("mdadm-raid5")));
        QVERIFY2(page.capabilityNote().contains(QLatin1String("install the mdadm package")),
            qPrintable(page.capabilityNote()));
        QVERIFY(!useVm->isVisibleTo(&page));
        // The virtual lab runs everything.
        page.setTargetCapabilities(std::nullopt);
        QCOMPARE(page.capabilityNote(), QString());
    }

    // Issue 30: a disabled run button says why: no plan, a phase out of order, a stack the target
    // cannot run; an enabled one says what it runs.
    void disabledRunButtonsSayWhy()
    {
        BuildPage page;
        page.setSnapshot(snapshot());
        auto button = [&](const char *name) { return page.findChild<QPushButton *>(QLatin1String(name)); };
        QVERIFY(button("runStep") && button("runPhase") && button("runNextPhase"));
        page.setMembers({});
        for (const char *name : {"runStep", "runPhase", "runNextPhase"}) {
            QVERIFY(!button(name)->isEnabled());
            QVERIFY2(
                button(name)->toolTip().startsWith(QLatin1String("No plan yet")), qPrintable(button(name)->toolTip()));
        }

        QVERIFY(page.selectStack(QStringLiteral("btrfs-raid1")));
        page.setMembers({QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd")});
        QVERIFY(button("runNextPhase")->isEnabled());
        const QString first = page.plan().phases.first().name;
        QCOMPARE(
            button("runNextPhase")->toolTip(), QStringLiteral("Run the %1 phase, the next one in order.").arg(first));
        // A step of a later phase: phases run in order, and the button names the one that can run.
        const auto mount = std::find_if(page.plan().phases.cbegin(), page.plan().phases.cend(),
            [](const PlanPhase &phase) { return phase.name == QLatin1String("mount"); });
        QVERIFY(mount != page.plan().phases.cend() && !mount->steps.isEmpty());
        const PlanPhase &later = *mount;
        QVERIFY(page.selectStep(later.name, later.steps.first().id));
        for (const char *name : {"runStep", "runPhase"}) {
            QVERIFY(!button(name)->isEnabled());
            QVERIFY2(button(name)->toolTip().contains(
                         QStringLiteral("Phases run in order: select a step or phase of ") + first),
                qPrintable(button(name)->toolTip()));
        }
        QVERIFY(page.selectStep(first, page.plan().phases.first().steps.first().id));
        QVERIFY(button("runStep")->isEnabled());

        // A stack this machine's kernel cannot run: the reason is the buttons' tooltip.
        TargetCapabilities caps;
        caps.setDriver(TargetCapabilities::Driver::Btrfs, true);
        caps.setDriver(TargetCapabilities::Driver::Xfs, true);
        QStringList programs;
        for (const QString &stack : stackNames())
            programs += TargetCapabilities::programsFor(stack);
        caps.setPrograms(programs);
        page.setTargetCapabilities(caps);
        QVERIFY(page.selectStack(QStringLiteral("mdadm-raid5")));
        QVERIFY(!button("runNextPhase")->isEnabled());
        QCOMPARE(button("runNextPhase")->toolTip(), page.capabilityNote());
        QVERIFY2(button("runNextPhase")->toolTip().contains(QLatin1String("no md (software RAID) driver")),
            qPrintable(button("runNextPhase")->toolTip()));
    }

    // The choice survives a restart by stable ID, even when the kernel names the disks differently.
    void remembersTheChoiceAcrossRestarts()
    {
        QTemporaryDir dir;
        QSettings settings(dir.filePath(QStringLiteral("StackLab.conf")), QSettings::IniFormat);
        RememberedChoices remembered(&settings);
        {
            BuildPage page;
            page.setSnapshot(snapshot());
            QVERIFY(page.selectStack(QStringLiteral("lvm-raid5")));
            page.setMembers({QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd")});
            page.setSpare(QStringLiteral("sde"));
            remembered.saveBuild(page.currentChoice());
        }
        settings.sync();
        BuildPage page;
        QSignalSpy changed(&page, &BuildPage::choiceChanged);
        page.restoreChoice(RememberedChoices(&settings).build()); // before the first inventory
        QVERIFY(page.members().isEmpty());
        QCOMPARE(changed.size(), 0); // nothing to save while the disks are not known yet
        // After the reboot the disk that was sdb is sdd and the other way round.
        InventorySnapshot after = snapshot();
        std::swap(after.disks[1].stableId, after.disks[3].stableId);
        page.setSnapshot(after);
        QCOMPARE(page.members(), QStringList({QStringLiteral("sdd"), QStringLiteral("sdc"), QStringLiteral("sdb")}));
        QCOMPARE(page.spare(), QStringLiteral("sde"));
        QCOMPARE(page.plan().stack, QStringLiteral("lvm-raid5"));
        // What the page would save now is what was saved: nothing got lost on the way back.
        const RememberedChoices::Build again = page.currentChoice();
        const RememberedChoices::Build saved = RememberedChoices(&settings).build();
        QCOMPARE(again.members, saved.members);
        QCOMPARE(again.spare, saved.spare);
        QCOMPARE(again.stack, saved.stack);
        changed.clear();
        page.setSpare(QString());
        QVERIFY(changed.size() > 0);

        LabTargetChoice loop;
        loop.kind = LabTarget::Kind::Loop;
        loop.diskCount = 6;
        loop.diskSizeBytes = 512LL << 20;
        remembered.saveLabTarget(loop);
        const LabTargetChoice back = remembered.labTarget();
        QCOMPARE(back.kind, LabTarget::Kind::Loop);
        QCOMPARE(back.diskCount, 6);
        QCOMPARE(back.diskSizeBytes, 512LL << 20);
        settings.setValue(QStringLiteral("lab/disks"), 99); // edited by hand: the defaults again
        QCOMPARE(remembered.labTarget().diskCount, LabTargetChoice {}.diskCount);
    }

    void failureHints_data()
    {
        QTest::addColumn<QStringList>("output");
        QTest::addColumn<int>("cause");
        QTest::addColumn<QString>("command");
        // Messages as seed 000 "What broke in the lab" quotes them (lvm2, mdadm).
        QTest::newRow("device is partitioned")
            << QStringList {QStringLiteral("  Cannot use /dev/disk/by-id/ata-FAKE_DISK_SDB: device is partitioned")}
            << int(StepFailureHint::Cause::Partitioned)
            << QStringLiteral("wipefs -a /dev/disk/by-id/ata-FAKE_DISK_SDB");
        QTest::newRow("outdated PV") << QStringList {QStringLiteral(
            "  WARNING: outdated PV /dev/sdc seqno 7 has been removed in current VG vg_raid seqno 10")}
                                     << int(StepFailureHint::Cause::OutdatedPv)
                                     << QStringLiteral("vgck --updatemetadata vg_raid");
        QTest::newRow("stale md superblock")
            << QStringList {QStringLiteral("mdadm: /dev/sdd appears to be part of a raid array:"),
                   QStringLiteral("       level=raid5 devices=3 ctime=Mon Nov 30 10:00:00 2026")}
            << int(StepFailureHint::Cause::StaleMdSuperblock) << QStringLiteral("mdadm --zero-superblock /dev/sdd");
        QTest::newRow("anything else") << QStringList {QStringLiteral("mkfs.xfs: cannot open /dev/md/data: busy")}
                                       << int(StepFailureHint::Cause::Unknown) << QString();
    }

    void failureHints()
    {
        QFETCH(QStringList, output);
        QFETCH(int, cause);
        QFETCH(QString, command);
        PlanStep step;
        step.devices = {QStringLiteral("/dev/sdb")};
        const StepFailureHint hint = StepFailureHint::forOutput(step, output);
        QCOMPARE(int(hint.cause), cause);
        QVERIFY(!hint.advice.isEmpty());
        if (command.isEmpty())
            QVERIFY(hint.commands.isEmpty());
        else
            QCOMPARE(hint.commands.value(0), command);
    }

    void runsACheckStepThroughTheHelper()
    {
        // A harmless Check step (wipefs -n) on loop devices this test attaches and detaches,
        // through the real stacklab-helper started directly (the test runs as root in CI).
        if (geteuid() != 0)
            QSKIP("needs root to attach loop devices and start the helper directly");
        TestLoops loops;
        QVERIFY(loops.dir.isValid());
        QVERIFY(loops.attach(3, 64 * 1024 * 1024));
        InventorySnapshot s;
        for (int i = 0; i < loops.devices.size(); ++i) {
            Disk d;
            d.devnode = loops.devices.at(i);
            d.name = d.devnode.mid(5);
            d.stableId = loops.files.at(i);
            d.backingFile = loops.files.at(i);
            d.stableIdSource = StableIdSource::BackingFile;
            d.classification = DiskClass::Blank;
            s.disks << d;
        }
        BuildPage page;
        page.setSessionRoot(loops.dir.filePath(QStringLiteral("sessions"))); // the walk's record
        page.setSnapshot(s);
        QVERIFY(page.selectStack(QStringLiteral("mdadm-raid5")));
        page.setMembers({s.disks.at(0).name, s.disks.at(1).name, s.disks.at(2).name});
        // The helper knows backing files only of its own loop lab: plan the (unused) fail phase by sysfs.
        page.setRequestOptions({{QStringLiteral("pull"), QStringLiteral("sysfs")}});
        QVERIFY2(page.errorText().isEmpty(), qPrintable(page.errorText()));
        const PlanPhase prepare = page.plan().phases.value(0);
        QCOMPARE(prepare.name, QStringLiteral("prepare"));
        const PlanStep check = prepare.steps.value(0);
        QCOMPARE(check.kind, StepKind::Check);
        QVERIFY(!check.destructive);

        // No lab target: the page starts a host LabTarget (direct, as root) with this helper.
        page.setHelperPath(QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-helper"));
        QSignalSpy done(&page, &BuildPage::stepsFinished);
        QVERIFY(page.selectStep(prepare.name, check.id));
        QVERIFY(page.runSelected(false));
        QVERIFY(done.wait(30000));
        QVERIFY2(done.first().at(0).toBool(), qPrintable(page.hintText() + QLatin1Char('\n') + page.outputText()));
        QVERIFY2(page.planModel()->stepResult(prepare.name, check.id).startsWith(QStringLiteral("✓ exit 0, ")),
            qPrintable(page.planModel()->stepResult(prepare.name, check.id)));
        // The run began a walk: the stack's plan and disks stay, only the prepare phase (and the
        // teardown) is offered, and the step's record is in the walk's session folder.
        QVERIFY(page.walkRunner()->walk());
        QCOMPARE(page.nextPhase(), QStringLiteral("prepare"));
        QCOMPARE(page.offeredPhases(), (QStringList {QStringLiteral("prepare"), QStringLiteral("teardown")}));
        QVERIFY(page.walkRunner()->walk()->directory().startsWith(loops.dir.path()));
        const std::optional<StackWalk::StepResult> recorded = page.walkRunner()->walk()->result(prepare.name, check.id);
        QVERIFY(recorded && recorded->state == StepState::Succeeded && recorded->exitCode == 0);
        QVERIFY(page.selectStep(QStringLiteral("build"), QStringLiteral("create-array")));
        QVERIFY(!page.runSelected(false)); // not out of order
        QVERIFY(page.hintText().isEmpty());
        // The output shows the argv the helper accepted and ran: the kernel's node of the loop
        // device, where the plan names the disk by its backing file.
        QVERIFY2(page.outputText().contains(QStringLiteral("# ")) && page.outputText().contains(loops.devices.at(0)),
            qPrintable(page.outputText()));
    }

    void showsInTheMainWindow()
    {
        // The screenshot in docs/screenshots is made from here (set STACKLAB_SCREENSHOT_DIR).
        MainWindow window;
        auto *page = new BuildPage(&window);
        window.addPage(page);
        QVERIFY(window.setCurrentPage(QStringLiteral("build")));
        page->setSnapshot(snapshot());
        QVERIFY(page->selectStack(QStringLiteral("mdadm-raid5")));
        page->setMembers({QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd")});
        page->setSpare(QStringLiteral("sde"));
        window.resize(1280, 860);
        window.show();
        QTest::qWait(50);
        const QImage image = window.grab().toImage();
        QVERIFY(!image.isNull());
        const QByteArray dir = qgetenv("STACKLAB_SCREENSHOT_DIR");
        if (!dir.isEmpty())
            QVERIFY(image.save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("build.png"))));
    }
};

QTEST_MAIN(BuildPageTest)
#include "tst_buildpage.moc"
