#include "fakelab.h"
#include "helper/actions/execpolicy.h"
#include "helper/client/helperchannel.h"
#include "helper/server/helperserver.h"
#include "helper/server/stepexecutor.h"
#include "stacks/catalog/stackrecipes.h"
#include "stacks/plan/donealready.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

class TestStepExecutor : public QObject {
    Q_OBJECT

private slots:
    void resolvesOnlyAllowedPrograms_data();
    void resolvesOnlyAllowedPrograms();
    void untrustedFilesAreRefused();
    void streamsLinesAndExitCode();
    void clearsTheEnvironment();
    void cancelStopsTheStep();
    void judgesTheSuccessCheck_data();
    void judgesTheSuccessCheck();
    void pollsUntilTheStateIsReached();
    void teardownUnmountIsDoneWhenNothingIsMounted();
    void cancelBetweenPolls();
    void aBusyDeviceIsTriedAgain();
    void aDeviceThatStaysBusyFailsWithTheToolsWords();
    void anArraysLinkNotThereYetIsWaitedFor();
    void secondRequestOnABusyDiskIsRefused();
    void overlongLineIsRefusedOnceAndTheStreamRecovers();
    void endOfInputFinishes();
    void stopAllEndsEveryStep();
    void channelsStartTheHelperWithoutAShell();
    void validateModeOfTheBinaryExecutesNothing();

private:
    const ExecPolicy m_policy; // the helper's one policy, handed to what runs programs
};

void TestStepExecutor::resolvesOnlyAllowedPrograms_data()
{
    QTest::addColumn<QString>("program");
    QTest::addColumn<bool>("resolves");
    QTest::newRow("wipefs") << QStringLiteral("wipefs") << true;
    QTest::newRow("losetup") << QStringLiteral("losetup") << true;
    QTest::newRow("sh") << QStringLiteral("sh") << false;
    QTest::newRow("bash") << QStringLiteral("bash") << false;
    QTest::newRow("absolute") << QStringLiteral("/usr/sbin/wipefs") << false;
    QTest::newRow("relative") << QStringLiteral("../sbin/wipefs") << false;
    QTest::newRow("python3") << QStringLiteral("python3") << false;
    QTest::newRow("empty") << QString() << false;
}

void TestStepExecutor::resolvesOnlyAllowedPrograms()
{
    QFETCH(QString, program);
    QFETCH(bool, resolves);
    QString error;
    const QString path = m_policy.resolve(program, &error);
    QCOMPARE(!path.isEmpty(), resolves);
    if (resolves) {
        QVERIFY(m_policy.trustedDirectories().contains(QFileInfo(path).absolutePath()));
        QVERIFY(error.isEmpty());
    } else {
        QVERIFY(!error.isEmpty());
    }
}

void TestStepExecutor::untrustedFilesAreRefused()
{
    QTemporaryDir dir; // under /tmp: world-writable, so nothing in it is trusted
    QVERIFY(dir.isValid());
    QFile file(dir.filePath(QStringLiteral("mdadm")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();
    QVERIFY(!ExecPolicy::isTrustedFile(file.fileName()));
    QVERIFY(ExecPolicy::isTrustedFile(QStringLiteral("/usr/bin")));
    QString error;
    QVERIFY(m_policy.resolve(QStringLiteral("zpool"), &error).isEmpty()
        || QFileInfo::exists(QStringLiteral("/usr/sbin/zpool")) || QFileInfo::exists(QStringLiteral("/sbin/zpool")));
}

void TestStepExecutor::streamsLinesAndExitCode()
{
    StepExecutor executor(m_policy);
    QSignalSpy output(&executor, &StepExecutor::output);
    QSignalSpy exited(&executor, &StepExecutor::exited);
    PlanStep step;
    step.id = QStringLiteral("cat");
    step.argv = {QStringLiteral("cat")};
    step.input = "first line\nsecond line\nno newline";
    QString error;
    QVERIFY2(executor.start(QStringLiteral("r1"), step, &error), qPrintable(error));
    QVERIFY(exited.wait(10000));
    QCOMPARE(output.size(), 3);
    QCOMPARE(output[0][1].toString(), QStringLiteral("stdout"));
    QCOMPARE(output[0][2].toString(), QStringLiteral("first line"));
    QCOMPARE(output[2][2].toString(), QStringLiteral("no newline"));
    QCOMPARE(exited[0][0].toString(), QStringLiteral("r1"));
    QCOMPARE(exited[0][1].toInt(), 0);
    QVERIFY(exited[0][2].toLongLong() >= 0);

    step.argv = {QStringLiteral("cat"), QStringLiteral("/nonexistent/file")};
    step.input.clear();
    QVERIFY(executor.start(QStringLiteral("r2"), step, &error));
    QVERIFY(exited.wait(10000));
    QCOMPARE(exited[1][1].toInt(), 1);
    QCOMPARE(output.last()[1].toString(), QStringLiteral("stderr"));

    step.argv = {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("id")};
    QVERIFY(!executor.start(QStringLiteral("r3"), step, &error));
    QVERIFY(error.contains(QLatin1String("allowed")));
}

void TestStepExecutor::clearsTheEnvironment()
{
    qputenv("LD_PRELOAD_TEST_MARKER", "leak");
    StepExecutor executor(m_policy);
    QStringList lines;
    connect(&executor, &StepExecutor::output, this,
        [&lines](const QString &, const QString &, const QString &line) { lines << line; });
    QSignalSpy exited(&executor, &StepExecutor::exited);
    PlanStep step;
    step.argv = {QStringLiteral("cat"), QStringLiteral("/proc/self/environ")};
    QString error;
    QVERIFY(executor.start(QStringLiteral("env"), step, &error));
    QVERIFY(exited.wait(10000));
    const QStringList environment = lines.join(QString()).split(QLatin1Char('\0'), Qt::SkipEmptyParts);
    QCOMPARE(environment.size(), 2);
    QVERIFY(environment.contains(QStringLiteral("PATH=/usr/sbin:/usr/bin:/sbin:/bin")));
    QVERIFY(environment.contains(QStringLiteral("LC_ALL=C")));
}

void TestStepExecutor::judgesTheSuccessCheck_data()
{
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QList<int>>("alsoOk");
    QTest::addColumn<bool>("noOutput");
    QTest::addColumn<QByteArray>("stdoutBytes");
    QTest::addColumn<bool>("ok");
    QTest::newRow("exit 0") << 0 << QList<int>() << false << QByteArray("x") << true;
    QTest::newRow("exit 1") << 1 << QList<int>() << false << QByteArray() << false;
    QTest::newRow("mdadm --wait: 1 means nothing to wait for") << 1 << QList<int> {1} << false << QByteArray() << true;
    QTest::newRow("exit 2 is not in alsoOk") << 2 << QList<int> {1} << false << QByteArray() << false;
    QTest::newRow("wipefs -n on a blank disk") << 0 << QList<int>() << true << QByteArray(" \n") << true;
    QTest::newRow("wipefs -n finds a signature")
        << 0 << QList<int>() << true << QByteArray("DEVICE OFFSET TYPE\n/dev/loop0 0x0 xfs\n") << false;
}

void TestStepExecutor::judgesTheSuccessCheck()
{
    QFETCH(int, exitCode);
    QFETCH(QList<int>, alsoOk);
    QFETCH(bool, noOutput);
    QFETCH(QByteArray, stdoutBytes);
    QFETCH(bool, ok);
    PlanStep step;
    step.alsoOkExitCodes = alsoOk;
    step.success = noOutput ? SuccessCheck::ExitZeroNoOutput : SuccessCheck::ExitZero;
    QCOMPARE(StepExecutor::succeeded(step, exitCode, stdoutBytes), ok);
}

void TestStepExecutor::pollsUntilTheStateIsReached()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString stateFile = dir.filePath(QStringLiteral("sync_action"));
    const auto writeState = [&stateFile](const QByteArray &state) {
        QFile file(stateFile);
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Truncate));
        file.write(state);
    };
    writeState("recover\n");
    StepExecutor executor(m_policy);
    QSignalSpy exited(&executor, &StepExecutor::exited);
    PlanStep step;
    step.kind = StepKind::Wait;
    step.argv = {QStringLiteral("cat"), stateFile};
    step.pollUntil = QStringLiteral("idle");
    QString error;
    QVERIFY2(executor.start(QStringLiteral("wait"), step, &error), qPrintable(error));
    QTest::qWait(StepExecutor::PollIntervalMs + 500);
    QCOMPARE(exited.size(), 0); // still recovering: polled at least twice, not done
    QVERIFY(executor.isRunning(QStringLiteral("wait")));
    writeState("idle\n");
    QVERIFY(exited.wait(StepExecutor::PollIntervalMs * 3));
    QCOMPARE(exited[0][1].toInt(), 0);
    QCOMPARE(exited[0][3].toBool(), false);
    QCOMPARE(exited[0][5].toBool(), true);
    QVERIFY(exited[0][2].toLongLong() >= StepExecutor::PollIntervalMs);
}

// A teardown run after an unmount by hand: the recipe's own umount step, run for real by the
// executor on a mount point with nothing mounted (and on one that does not exist), is done with
// "already unmounted"; a umount failure in any other state (busy, another exit code) still fails.
void TestStepExecutor::teardownUnmountIsDoneWhenNothingIsMounted()
{
    if (::geteuid() != 0)
        QSKIP("umount's messages for a non-root caller differ (must be superuser)");
    QTemporaryDir root;
    QVERIFY(root.isValid());
    RecipeRequest request;
    request.stack = QStringLiteral("btrfs-raid1");
    request.session = QStringLiteral("walk");
    request.labRoot = root.path();
    request.disks = {QStringLiteral("/dev/loop-a"), QStringLiteral("/dev/loop-b")};
    request.options = {{QStringLiteral("pull"), QStringLiteral("sysfs")}}; // the plan only: nothing is pulled
    const PlanOrError built = buildPlan(request);
    QVERIFY2(built.ok(), qPrintable(built.error));
    PlanStep umount;
    for (const PlanPhase &phase : built.plan.phases) {
        if (phase.name == QLatin1String("teardown"))
            umount = phase.steps.value(0);
    }
    QCOMPARE(umount.id, QStringLiteral("umount"));
    const QString mountPoint = umount.argv.value(1);
    QVERIFY(mountPoint.startsWith(root.path()));

    StepExecutor executor(m_policy);
    QSignalSpy exited(&executor, &StepExecutor::exited);
    QString error;
    // Not there at all ("no mount point specified."), then an empty directory ("not mounted.").
    QVERIFY2(executor.start(QStringLiteral("gone"), umount, &error), qPrintable(error));
    QVERIFY(exited.wait(10000));
    QCOMPARE(exited[0][1].toInt(), 32);
    QVERIFY(exited[0][5].toBool());
    QCOMPARE(exited[0][6].toString(), QStringLiteral("already unmounted"));
    QVERIFY(QDir().mkpath(mountPoint));
    QVERIFY(executor.start(QStringLiteral("empty"), umount, &error));
    QVERIFY(exited.wait(10000));
    QCOMPARE(exited[1][1].toInt(), 32);
    QVERIFY(exited[1][5].toBool());
    QCOMPARE(exited[1][6].toString(), QStringLiteral("already unmounted"));

    // Any other failure of umount is not the documented state: it stays a failure.
    QCOMPARE(DoneAlreadyStates::match(umount, 1, mountPoint.toUtf8() + ": not mounted."), QString());
    QCOMPARE(DoneAlreadyStates::match(umount, 32, mountPoint.toUtf8() + ": target is busy."), QString());
}

void TestStepExecutor::cancelBetweenPolls()
{
    StepExecutor executor(m_policy);
    QSignalSpy exited(&executor, &StepExecutor::exited);
    PlanStep step;
    step.kind = StepKind::Wait;
    step.argv = {QStringLiteral("cat"), QStringLiteral("/proc/self/stat")};
    step.pollUntil = QStringLiteral("a state that never comes");
    QString error;
    QVERIFY(executor.start(QStringLiteral("wait"), step, &error));
    QTest::qWait(StepExecutor::PollIntervalMs / 2); // the first attempt is over, the next not started
    QVERIFY(executor.cancel(QStringLiteral("wait")));
    QTRY_COMPARE_WITH_TIMEOUT(exited.size(), 1, StepExecutor::PollIntervalMs * 2);
    QCOMPARE(exited[0][3].toBool(), true);
    QCOMPARE(exited[0][5].toBool(), false);
    QVERIFY(!executor.isRunning(QStringLiteral("wait")));
}

// cat prints the first file (what wipefs says when another program holds the device) and fails on
// the second while it does not exist: a step that fails with EBUSY until the device is let go.
static PlanStep busyStep(const QTemporaryDir &dir, QString *releaseFile)
{
    QFile said(dir.filePath(QStringLiteral("said")));
    if (said.open(QIODevice::WriteOnly))
        said.write("wipefs: error: /dev/loop0: probing initialization failed: Device or resource busy\n");
    *releaseFile = dir.filePath(QStringLiteral("released"));
    PlanStep step;
    step.id = QStringLiteral("wipefs-1");
    step.argv = {QStringLiteral("cat"), said.fileName(), *releaseFile};
    return step;
}

void TestStepExecutor::aBusyDeviceIsTriedAgain()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString released;
    const PlanStep step = busyStep(dir, &released);
    StepExecutor executor(m_policy);
    QSignalSpy exited(&executor, &StepExecutor::exited);
    QStringList lines;
    connect(&executor, &StepExecutor::output, this, [&](const QString &, const QString &, const QString &line) {
        lines << line;
        if (line.contains(QLatin1String("trying again")) && lines.filter(QStringLiteral("trying again")).size() == 2)
            QFile(released).open(QIODevice::WriteOnly); // the device is let go during the second wait
    });
    QString error;
    QVERIFY2(executor.start(QStringLiteral("busy"), step, &error), qPrintable(error));
    QVERIFY(exited.wait(10000));
    QVERIFY2(exited[0][5].toBool(), qPrintable(lines.join(QLatin1Char('\n'))));
    QCOMPARE(exited[0][1].toInt(), 0);
    QCOMPARE(lines.filter(QStringLiteral("Device or resource busy")).size(),
        3); // two busy attempts, then the one that worked
    QVERIFY(exited[0][2].toLongLong() >= StepExecutor::BusyFirstDelayMs * 3);
}

void TestStepExecutor::aDeviceThatStaysBusyFailsWithTheToolsWords()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    QString released;
    const PlanStep step = busyStep(dir, &released);
    StepExecutor executor(m_policy);
    QSignalSpy exited(&executor, &StepExecutor::exited);
    QStringList lines;
    connect(&executor, &StepExecutor::output, this,
        [&](const QString &, const QString &, const QString &line) { lines << line; });
    QString error;
    QVERIFY(executor.start(QStringLiteral("busy"), step, &error));
    QVERIFY(exited.wait(15000));
    QVERIFY(!exited[0][5].toBool());
    QCOMPARE(exited[0][1].toInt(), 1);
    QCOMPARE(lines.filter(QStringLiteral("trying again")).size(), StepExecutor::BusyRetries);
    QCOMPARE(lines.filter(QStringLiteral("probing initialization failed")).size(), StepExecutor::BusyRetries + 1);

    // Any other failure is not retried: one attempt.
    PlanStep other = step;
    other.argv = {QStringLiteral("cat"), released};
    lines.clear();
    QVERIFY(executor.start(QStringLiteral("gone"), other, &error));
    QVERIFY(exited.wait(5000));
    QVERIFY(!exited[1][5].toBool());
    QCOMPARE(lines.filter(QStringLiteral("trying again")).size(), 0);
}

// wipefs right after mdadm --create, before udev (the virtual lab's mdev hook) made /dev/md/data:
// ENOENT on the array's link, which the step names, is tried again as EBUSY is (the same attempts as
// aBusyDeviceIsTriedAgain). Seen in a check.sh run on 2026-12-07: "wipefs: error: /dev/md/data:
// probing initialization failed: No such file or directory", 0.09 s after mdadm said "array
// /dev/md/data started". A real run waits for the real link in tst_planner_vm.
void TestStepExecutor::anArraysLinkNotThereYetIsWaitedFor()
{
    PlanStep step;
    step.id = QStringLiteral("clear-array");
    step.argv = {QStringLiteral("wipefs"), QStringLiteral("-a"), QStringLiteral("/dev/md/data")};
    QCOMPARE(StepExecutor::arrayLinkNotYetThere(step,
                 "wipefs: error: /dev/md/data: probing initialization failed: "
                 "No such file or directory\n"),
        QStringLiteral("/dev/md/data"));
    PlanStep mkfs = step;
    mkfs.argv = {QStringLiteral("mkfs.xfs"), QStringLiteral("/dev/md/data")};
    QCOMPARE(
        StepExecutor::arrayLinkNotYetThere(mkfs, "mkfs.xfs: cannot open /dev/md/data: No such file or directory\n"),
        QStringLiteral("/dev/md/data"));
    PlanStep mount = step;
    mount.argv = {QStringLiteral("mount"), QStringLiteral("/dev/md/data"), QStringLiteral("/mnt/stacklab/lab/md")};
    QCOMPARE(StepExecutor::arrayLinkNotYetThere(
                 mount, "mount: /mnt/stacklab/lab/md: special device /dev/md/data does not exist.\n"),
        QStringLiteral("/dev/md/data"));
    // Any other failure of that step is its own: one attempt.
    QVERIFY(StepExecutor::arrayLinkNotYetThere(step,
        "wipefs: error: /dev/md/data: probing initialization failed: "
        "Input/output error\n")
                .isEmpty());
    // ENOENT on anything but an array's link (a disk that is gone, another file) is not on its way.
    PlanStep disk = step;
    disk.argv = {QStringLiteral("wipefs"), QStringLiteral("-a"), QStringLiteral("/dev/sdc")};
    QVERIFY(StepExecutor::arrayLinkNotYetThere(
        disk, "wipefs: error: /dev/sdc: probing initialization failed: No such file or directory\n")
                .isEmpty());
    PlanStep other = step;
    other.argv = {QStringLiteral("cat"), QStringLiteral("/dev/md/data"), QStringLiteral("/tmp/x")};
    QVERIFY(StepExecutor::arrayLinkNotYetThere(other, "cat: /tmp/x: No such file or directory\n").isEmpty());
}

void TestStepExecutor::cancelStopsTheStep()
{
    StepExecutor executor(m_policy);
    QSignalSpy exited(&executor, &StepExecutor::exited);
    PlanStep step;
    step.argv = {QStringLiteral("dd"), QStringLiteral("if=/dev/zero"), QStringLiteral("of=/dev/null")};
    QString error;
    QVERIFY(executor.start(QStringLiteral("long"), step, &error));
    QVERIFY(!executor.start(QStringLiteral("long"), step, &error)); // the same id twice
    QTest::qWait(200);
    QVERIFY(executor.isRunning(QStringLiteral("long")));
    QElapsedTimer timer;
    timer.start();
    QVERIFY(executor.cancel(QStringLiteral("long")));
    QVERIFY(exited.wait(StepExecutor::CancelGraceMs + 5000));
    QVERIFY(exited[0][3].toBool()); // cancelled
    QVERIFY(timer.elapsed() < StepExecutor::CancelGraceMs + 2000);
    QVERIFY(!executor.isRunning(QStringLiteral("long")));
    QVERIFY(!executor.cancel(QStringLiteral("long")));
}

void TestStepExecutor::secondRequestOnABusyDiskIsRefused()
{
    FakeDeviceFacts facts;
    FakeLab::describe(&facts);
    HelperServer server(facts, m_policy, FakeLab::recipeBook(QStringLiteral("/dev/none")), HelperServer::Mode::Execute);
    LabSessionState state = FakeLab::claimedState();
    state.runningByDevice.clear();
    server.state() = state;
    QList<QByteArray> replies;
    connect(&server, &HelperServer::send, this, [&replies](const QByteArray &line) { replies.append(line); });
    // Both lines arrive in one read: the first step ("cat", harmless) is running when the second is checked.
    const QByteArray run
        = R"({"type":"run","id":"ID","session":"s1","stack":"btrfs-raid1","phase":"build","step":"harmless","disks":[")"
        + FakeLab::A.toUtf8() + "\",\"" + FakeLab::B.toUtf8() + "\"]}\n";
    QByteArray both = run;
    both.replace("ID", "first");
    QByteArray second = run;
    second.replace("ID", "second");
    server.feed(both + second);
    QCOMPARE(replies.size(), 2);
    HelperEvent event;
    QVERIFY(HelperProtocol::parseEvent(replies[0].trimmed(), &event));
    QCOMPARE(int(event.type), int(HelperEventType::Accepted));
    QVERIFY(event.fields.value(QLatin1String("executing")).toBool());
    QVERIFY(HelperProtocol::parseEvent(replies[1].trimmed(), &event));
    QCOMPARE(event.fields.value(QLatin1String("rule")).toString(), QStringLiteral("device.busy"));
    QTRY_VERIFY_WITH_TIMEOUT(replies.last().contains("\"exited\""), 10000);
    QVERIFY(server.state().runningByDevice.isEmpty());
    // Now the disks are free again.
    server.feed(second);
    QTRY_VERIFY_WITH_TIMEOUT(replies.size() >= 4, 10000);
    QVERIFY(HelperProtocol::parseEvent(replies[3].trimmed(), &event));
    QCOMPARE(int(event.type), int(HelperEventType::Accepted));
    QTRY_VERIFY_WITH_TIMEOUT(replies.last().contains("\"exited\""), 10000);
}

void TestStepExecutor::overlongLineIsRefusedOnceAndTheStreamRecovers()
{
    FakeDeviceFacts facts;
    HelperServer server(
        facts, m_policy, FakeLab::recipeBook(QStringLiteral("/dev/none")), HelperServer::Mode::ValidateOnly);
    QList<QByteArray> replies;
    connect(&server, &HelperServer::send, this, [&replies](const QByteArray &line) { replies.append(line); });
    const QByteArray chunk(16 * 1024, 'x');
    for (int i = 0; i < 10; ++i)
        server.feed(chunk); // 160 KiB without a newline
    QCOMPARE(replies.size(), 1);
    QVERIFY(replies[0].contains("protocol.too-long"));
    server.feed("still the long line\n{\"type\":\"hello\",\"version\":1}\n");
    QCOMPARE(replies.size(), 2);
    QVERIFY(replies[1].contains("\"hello\""));
}

void TestStepExecutor::endOfInputFinishes()
{
    FakeDeviceFacts facts;
    HelperServer server(
        facts, m_policy, FakeLab::recipeBook(QStringLiteral("/dev/none")), HelperServer::Mode::ValidateOnly);
    QList<QByteArray> replies;
    connect(&server, &HelperServer::send, this, [&replies](const QByteArray &line) { replies.append(line); });
    QSignalSpy finished(&server, &HelperServer::finished);
    server.feed(R"({"type":"hello","version":1})"); // no newline: handled at the end of input
    QCOMPARE(replies.size(), 0);
    server.endOfInput();
    QCOMPARE(replies.size(), 1);
    QCOMPARE(finished.size(), 1);
    server.feed("{\"type\":\"bye\"}\n");
    QCOMPARE(replies.size(), 1); // nothing after the end
}

void TestStepExecutor::stopAllEndsEveryStep()
{
    StepExecutor executor(m_policy);
    QSignalSpy exited(&executor, &StepExecutor::exited);
    PlanStep step;
    step.argv = {QStringLiteral("dd"), QStringLiteral("if=/dev/zero"), QStringLiteral("of=/dev/null")};
    QString error;
    QVERIFY(executor.start(QStringLiteral("a"), step, &error));
    QVERIFY(executor.start(QStringLiteral("b"), step, &error));
    QCOMPARE(executor.runningCount(), 2);
    executor.stopAll(); // what the helper does when its client goes away
    QCOMPARE(executor.runningCount(), 0);
    QCOMPARE(exited.size(), 2);
    QVERIFY(exited[0][3].toBool() && exited[1][3].toBool());
}

void TestStepExecutor::channelsStartTheHelperWithoutAShell()
{
    const PkexecChannel pkexec(QStringLiteral("/usr/libexec/stacklab/stacklab-helper"));
    QVERIFY(pkexec.program().endsWith(QLatin1String("/pkexec")));
    QVERIFY(pkexec.program().startsWith(QLatin1Char('/')));
    QCOMPARE(pkexec.arguments(), QStringList {QStringLiteral("/usr/libexec/stacklab/stacklab-helper")});
    const DirectChannel direct(QStringLiteral("/opt/x/stacklab-helper"));
    QCOMPARE(direct.program(), QStringLiteral("/opt/x/stacklab-helper"));
    QVERIFY(direct.arguments().isEmpty());
    const SshChannel ssh(QStringLiteral("-oProxyCommand=evil"));
    // The host comes after "--": it can never be read as an ssh option.
    const QStringList arguments = ssh.arguments();
    QCOMPARE(ssh.program(), QStringLiteral("ssh"));
    QVERIFY(arguments.indexOf(QStringLiteral("--")) < arguments.indexOf(QStringLiteral("-oProxyCommand=evil")));
    QCOMPARE(arguments.last(), QStringLiteral("stacklab-helper"));
    QVERIFY(arguments.contains(QStringLiteral("-T")));
    QVERIFY(HelperChannel::installedHelperPath().endsWith(QLatin1String("/libexec/stacklab/stacklab-helper")));
}

void TestStepExecutor::validateModeOfTheBinaryExecutesNothing()
{
    QProcess helper;
    helper.start(QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-helper"), {QStringLiteral("--validate")});
    QVERIFY(helper.waitForStarted());
    QTemporaryDir dir;
    const QString marker = dir.filePath(QStringLiteral("must-not-exist"));
    helper.write(R"({"type":"hello","id":"h","version":1})"
                 "\n"
                 R"({"type":"run","id":"x","argv":["mkdir",")"
        + marker.toUtf8()
        + R"("]})"
          "\n"
          R"({"type":"lab-loop-create","id":"l","session":"v1","count":2,"sizeBytes":67108864})"
          "\n"
          "not json\n");
    helper.closeWriteChannel();
    QVERIFY(helper.waitForFinished(10000));
    QCOMPARE(helper.exitCode(), 0);
    const QList<QByteArray> lines = helper.readAllStandardOutput().trimmed().split('\n');
    QCOMPARE(lines.size(), 4);
    QVERIFY(lines[0].contains(R"("validateOnly":true)"));
    QVERIFY(lines[1].contains("protocol.forbidden-key"));
    QVERIFY(lines[2].contains(R"("executing":false)"));
    QVERIFY(lines[3].contains("protocol.malformed"));
    QVERIFY(!QFileInfo::exists(marker));
    QVERIFY(!QFileInfo::exists(QStringLiteral("/var/lib/stacklab/loop-lab/v1")));
}

QTEST_GUILESS_MAIN(TestStepExecutor)
#include "tst_stepexecutor.moc"
