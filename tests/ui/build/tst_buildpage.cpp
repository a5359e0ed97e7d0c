#include "helper/helperchannel.h"
#include "helperrun.h"
#include "mainwindow.h"
#include "models/plansteprunner.h"
#include "models/plantreemodel.h"
#include "pages/buildpage.h"
#include "stacks/planscript.h"
#include "stacks/stackrecipes.h"
#include "stacks/stepfailurehint.h"
#include "widgets/destructiveconfirmation.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QClipboard>
#include <QDir>
#include <QLineEdit>
#include <QListWidget>
#include <QSignalSpy>

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
        const QString id = QStringLiteral("/dev/disk/by-id/ata-FAKE_DISK_SDB");
        QCOMPARE(DestructiveConfirmation::requiredSuffix(id), QStringLiteral("SK_SDB"));
        DestructiveConfirmation dialog(QStringLiteral("Create the array"), QStringLiteral("all data on sdb"), id);
        dialog.input()->setText(typed);
        QCOMPARE(dialog.canAccept(), accepted);
        QCOMPARE(dialog.matches(typed), accepted);
    }

    void confirmationForAPlanStep()
    {
        BuildPage page;
        page.setSnapshot(snapshot());
        QVERIFY(page.selectStack(stackNames().first()));
        page.setMembers({QStringLiteral("sdb"), QStringLiteral("sdc"), QStringLiteral("sdd")});
        const PlanStep *destructive = nullptr;
        for (const PlanPhase &phase : page.plan().phases) {
            for (const PlanStep &step : phase.steps) {
                if (step.destructive && !step.devices.isEmpty() && !destructive)
                    destructive = &step;
            }
        }
        QVERIFY(destructive);
        const QString id = page.stableIdFor(*destructive);
        QVERIFY2(id.startsWith(QStringLiteral("/dev/disk/by-id/ata-FAKE_DISK_")), qPrintable(id));
        DestructiveConfirmation dialog(destructive->title, destructive->destroys, id);
        QVERIFY(!dialog.canAccept());
        dialog.input()->setText(id.right(DestructiveConfirmation::SuffixLength));
        QVERIFY(dialog.canAccept());
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

        auto *runner = new PlanStepRunner(
            std::make_unique<DirectChannel>(QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-helper")), &page);
        page.setRunner(runner);
        QSignalSpy done(runner, &PlanStepRunner::allFinished);
        QVERIFY(page.selectStep(prepare.name, check.id));
        QVERIFY(page.runSelected(false));
        QVERIFY(done.wait(30000));
        QVERIFY2(done.first().at(0).toBool(), qPrintable(page.hintText() + QLatin1Char('\n') + page.outputText()));
        QVERIFY2(page.planModel()->stepResult(prepare.name, check.id).startsWith(QStringLiteral("ok")),
            qPrintable(page.planModel()->stepResult(prepare.name, check.id)));
        QVERIFY(page.hintText().isEmpty());
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
