#include "stacks/catalog/stackrecipes.h"
#include "stacks/plan/planscript.h"
#include "vm/virtuallab.h"
#include "vm/vmconfig.h"
#include "vm/vmimage.h"

#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

// Runs the recipes of core/stacks, step by step and exactly as planned, against the real mdadm,
// LVM, OpenZFS and btrfs in the virtual lab (tests/vm/guest/plan-runner.sh), several stacks per
// boot: each teardown leaves the disks blank for the next. Every step must pass, the dataset
// must verify after the rebuild and the scrub, and every disk must be blank at the end. The
// outputs land in <build>/vm-captures/recipes/<stack>/ (steps, progress samples, timings).
class TestRecipesVm : public QObject {
    Q_OBJECT

private:
    struct StackRun {
        QString stack;
        int members = 0;
        bool spare = true; // the disk after the members is the replacement
        QVariantMap options;
    };

    static int membersOf(const QString &stack)
    {
        for (const StackInfo &info : stackInfos()) {
            if (info.name == stack)
                return info.minDisks;
        }
        return 0;
    }

    // The plan file plan-runner.sh reads: a header with what the lab needs, then the steps.
    static QString planFile(const StackRun &run, QString *error)
    {
        RecipeRequest request;
        request.stack = run.stack;
        for (int i = 1; i <= run.members; ++i)
            request.disks << VmConfig::byIdPath(i);
        if (run.spare)
            request.spare = VmConfig::byIdPath(run.members + 1);
        request.options = run.options;
        for (int i = 1; i <= 6; ++i)
            request.kernelNames.insert(
                VmConfig::byIdPath(i), QStringLiteral("KNAME_SLAB%1").arg(i, 4, 10, QLatin1Char('0')));
        const PlanOrError plan = buildPlan(request);
        if (!plan.ok()) {
            *error = plan.error;
            return {};
        }
        QString header;
        header += QStringLiteral("#mount /mnt/stacklab/lab/%1\n").arg(run.stack);
        header += QStringLiteral("#fail %1\n").arg(run.members);
        for (int i = 1; i <= 6; ++i)
            header += QStringLiteral("#kname KNAME_SLAB%1 %2\n").arg(i, 4, 10, QLatin1Char('0')).arg(i);
        return header + planToRunnerLines(plan.plan);
    }

    struct Boot {
        VirtualLab::State state = VirtualLab::State::Stopped;
        int exitCode = -1;
        QString error;
        QString console;
        qint64 seconds = 0;
    };

    Boot boot(const QString &shareDir, const QString &script, int disks, int timeoutSeconds)
    {
        VmConfig config;
        config.diskCount = disks;
        config.diskSizeBytes = 512LL * 1024 * 1024;
        config.accel = VmConfig::usableAccel();
        config.shareDir = shareDir;
        config.guestRun = QStringLiteral("/share/") + script;

        VirtualLab lab;
        QEventLoop loop;
        QTimer timeout;
        timeout.setSingleShot(true);
        connect(&timeout, &QTimer::timeout, &loop, &QEventLoop::quit);
        connect(&lab, &VirtualLab::finished, &loop, &QEventLoop::quit);
        connect(&lab, &VirtualLab::failed, &loop, &QEventLoop::quit);
        QElapsedTimer clock;
        clock.start();
        Boot run;
        if (lab.start(config)) {
            timeout.start(timeoutSeconds * 1000);
            if (lab.state() != VirtualLab::State::Failed)
                loop.exec();
        }
        run.seconds = clock.elapsed() / 1000;
        run.state = lab.state();
        run.exitCode = lab.guestExitCode();
        run.error = lab.errorString();
        run.console = lab.console();
        if (!timeout.isActive() && run.state != VirtualLab::State::Finished && run.state != VirtualLab::State::Failed)
            run.error = QStringLiteral("timed out after %1 s").arg(timeoutSeconds);
        lab.stop();
        return run;
    }

    static QString readText(const QString &path)
    {
        QFile file(path);
        return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
    }

private Q_SLOTS:
    void initTestCase()
    {
        const VmImage image;
        QVERIFY2(image.isPresent(), qPrintable(image.missing().join(QLatin1Char('\n'))));
        qInfo("image %s: kernel %s, OpenZFS %s", qPrintable(image.directory()), qPrintable(image.kernelVersion()),
            qPrintable(image.zfsVersion()));
    }

    void recipes_data()
    {
        QTest::addColumn<QStringList>("stacks");
        QTest::addColumn<int>("disks");
        QTest::addColumn<int>("timeoutSeconds");
        // STACKLAB_VM_STACKS=a,b runs only those, for work on one recipe.
        const QString only = qEnvironmentVariable("STACKLAB_VM_STACKS");
        if (!only.isEmpty()) {
            QTest::newRow("selected") << only.split(QLatin1Char(','), Qt::SkipEmptyParts) << 6 << 1800;
            return;
        }
        // Several stacks per boot; a boot's disk count fits its widest stack plus the spare. By default
        // the ZFS layouts no lab test walks whole: mdadm-raid5, lvm-raid5, lvm-thin-md-raid5,
        // zfs-raidz1 and btrfs-raid1 run every step of these same plans against the same tools in
        // tst_truthaudit's lab run (every step must pass, every figure is read back), so CI runs
        // them once. STACKLAB_VM_EXTENDED=1 runs all nineteen here (docs/recipes.md has the last
        // full run's table).
        QTest::newRow("zfs") << QStringList {QStringLiteral("zfs-raidz1"), QStringLiteral("zfs-mirror"),
            QStringLiteral("zfs-raidz2"), QStringLiteral("zfs-draid1"), QStringLiteral("zfs-stripe")}
                             << 5 << 1500;
        if (qEnvironmentVariableIntValue("STACKLAB_VM_EXTENDED") != 1)
            return;
        QTest::newRow("md-lvm") << QStringList {QStringLiteral("mdadm-raid5"), QStringLiteral("lvm-raid5"),
            QStringLiteral("lvm-thin-md-raid5")}
                                << 5 << 1500;
        QTest::newRow("btrfs") << QStringList {QStringLiteral("btrfs-raid1")} << 5 << 600;
        QTest::newRow("md-more") << QStringList {QStringLiteral("mdadm-raid1"), QStringLiteral("mdadm-raid6"),
            QStringLiteral("mdadm-raid10")}
                                 << 5 << 1800;
        QTest::newRow("lvm-more") << QStringList {QStringLiteral("lvm-raid1"), QStringLiteral("lvm-raid6")} << 6
                                  << 1800;
        QTest::newRow("zfs-more") << QStringList {QStringLiteral("zfs-raidz3"), QStringLiteral("zfs-striped-mirror"),
            QStringLiteral("zfs-draid2"), QStringLiteral("zfs-raidz1-expand")}
                                  << 6 << 2400;
        QTest::newRow("btrfs-more") << QStringList {QStringLiteral("btrfs-raid10"), QStringLiteral("btrfs-raid5")} << 6
                                    << 1200;
    }

    void recipes()
    {
        QFETCH(QStringList, stacks);
        QFETCH(int, disks);
        QFETCH(int, timeoutSeconds);
        QTemporaryDir share;
        QVERIFY(share.isValid());
        QVERIFY(QDir(share.path()).mkpath(QStringLiteral("plans")));
        const QDir guest(QStringLiteral(STACKLAB_VM_GUEST_DIR));
        QVERIFY(QFile::copy(
            guest.filePath(QStringLiteral("plan-runner.sh")), share.filePath(QStringLiteral("plan-runner.sh"))));

        QStringList planPaths;
        for (const QString &name : stacks) {
            StackRun run;
            run.stack = name;
            if (name == QLatin1String("zfs-raidz1-expand")) {
                // raidz expansion: the disk after the spare widens raidz1-0 (OpenZFS >= 2.3).
                run.stack = QStringLiteral("zfs-raidz1");
                run.members = 3;
                run.options.insert(QStringLiteral("expand"), VmConfig::byIdPath(5));
            } else {
                run.members = membersOf(name);
            }
            if (name.startsWith(QLatin1String("zfs-draid")))
                run.spare = false; // rebuild onto the distributed spare draidP-0-0
            if (name.startsWith(QLatin1String("lvm-raid")))
                run.options.insert(QStringLiteral("snapshot-size"), QStringLiteral("256M")); // fits the 512 MiB spare
            QVERIFY2(run.members > 0, qPrintable(name));
            QString error;
            const QString text = planFile(run, &error);
            QVERIFY2(error.isEmpty(), qPrintable(name + QStringLiteral(": ") + error));
            QFile file(share.filePath(QStringLiteral("plans/%1.plan").arg(name)));
            QVERIFY(file.open(QIODevice::WriteOnly));
            file.write(text.toUtf8());
            planPaths << QStringLiteral("/share/plans/%1.plan").arg(name);
        }
        QFile wrapper(share.filePath(QStringLiteral("run.sh")));
        QVERIFY(wrapper.open(QIODevice::WriteOnly));
        wrapper.write(
            QStringLiteral("exec sh /share/plan-runner.sh %1\n").arg(planPaths.join(QLatin1Char(' '))).toUtf8());
        wrapper.close();

        Boot run = boot(share.path(), QStringLiteral("run.sh"), disks, timeoutSeconds);
        if (run.state == VirtualLab::State::Failed && run.exitCode < 0) {
            // FACTS: under TCG the guest kernel oopsed once in six ZFS runs; oops=panic ends the VM. Retry once.
            qWarning("the guest ended without an exit code (%s); retrying once. Console:\n%s", qPrintable(run.error),
                qPrintable(run.console.right(4000)));
            run = boot(share.path(), QStringLiteral("run.sh"), disks, timeoutSeconds);
        }
        qInfo("%s: %lld s for the boot including %lld stacks", QTest::currentDataTag(), run.seconds,
            qlonglong(stacks.size()));

        // Keep everything the guest captured, passed or not.
        const QString keepRoot = QStringLiteral(STACKLAB_BINARY_DIR "/vm-captures/recipes");
        for (const QString &name : stacks) {
            const QString from = share.filePath(QStringLiteral("out/") + name);
            const QString to = keepRoot + QLatin1Char('/') + name;
            QDir(to).removeRecursively();
            for (const QString &sub : {QString(), QStringLiteral("/steps"), QStringLiteral("/samples")}) {
                QDir().mkpath(to + sub);
                const QDir dir(from + sub);
                for (const QString &file : dir.entryList(QDir::Files))
                    QFile::copy(dir.filePath(file), to + sub + QLatin1Char('/') + file);
            }
        }
        QFile::remove(keepRoot + QStringLiteral("/versions.txt"));
        QFile::copy(share.filePath(QStringLiteral("out-versions.txt")), keepRoot + QStringLiteral("/versions.txt"));

        for (const QString &name : stacks) {
            const QString dir = share.filePath(QStringLiteral("out/") + name);
            const QString timing = readText(dir + QStringLiteral("/timing.tsv"));
            qInfo("%s:\n%s", qPrintable(name), qPrintable(timing));
        }
        if (run.exitCode != 0)
            qWarning("%s", qPrintable(run.console.right(12000)));
        QVERIFY2(run.error.isEmpty(), qPrintable(run.error));
        QCOMPARE(run.state, VirtualLab::State::Finished);
        QCOMPARE(run.exitCode, 0);
        for (const QString &name : stacks) {
            const QString dir = share.filePath(QStringLiteral("out/") + name);
            const QString results = readText(dir + QStringLiteral("/results.tsv"));
            QVERIFY2(results.endsWith(QLatin1String("PASSED\n")), qPrintable(name + QStringLiteral(":\n") + results));
            // The rebuild and the scrub both verified the dataset (a stack with a rebuild phase).
            if (results.contains(QLatin1String("\nrebuild\t")) || results.startsWith(QLatin1String("rebuild\t"))) {
                QVERIFY2(readText(dir + QStringLiteral("/verify-rebuild.txt")).contains(QLatin1String(": OK")),
                    qPrintable(name));
                QVERIFY2(readText(dir + QStringLiteral("/verify-scrub.txt")).contains(QLatin1String(": OK")),
                    qPrintable(name));
            }
            // Every blank check of the teardown ran and passed (the prepare phase has its own).
            int blankChecks = 0;
            for (const QString &line : results.split(QLatin1Char('\n'))) {
                if (line.startsWith(QLatin1String("teardown\tcheck-blank-")) && line.endsWith(QLatin1String("\tok")))
                    ++blankChecks;
            }
            QVERIFY2(blankChecks
                    >= membersOf(name.startsWith(QLatin1String("zfs-raidz1-")) ? QStringLiteral("zfs-raidz1") : name),
                qPrintable(name));
        }
    }
};

QTEST_GUILESS_MAIN(TestRecipesVm)
#include "tst_recipes_vm.moc"
