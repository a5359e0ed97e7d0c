// End to end through the real stacklab-helper binary (root): the loop lab makes the disks, the
// helper rebuilds every step of the btrfs recipes itself and runs it; this test only names steps.
// Build, mount, write files and record sha256, pull a disk (truncate its backing file,
// losetup -c), replace, scrub, verify, tear down, check the disks blank, destroy the loop lab.
#include "helper/client/helperclient.h"
#include "stacks/stackrecipes.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QProcess>
#include <QRandomGenerator>
#include <QTest>

#include <fcntl.h>
#include <unistd.h>

class TestHelperEndToEnd : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void btrfs_data();
    void btrfs();
    void cleanup();

private:
    // Sends a run for the step and waits for its end; *why says what went wrong.
    bool runStep(const QString &phase, const PlanStep &step, QString *why);
    HelperRequest runRequest(const QString &phase, const QString &step);
    void writeFiles(const QString &directory);
    void verifyFiles();

    std::unique_ptr<HelperClient> m_client;
    RecipeRequest m_recipe;
    QStringList m_nodes; // what the loop lab attached for us, detached in cleanup() whatever happens
    QHash<QString, QByteArray> m_sums;
    int m_counter = 0;
};

void TestHelperEndToEnd::initTestCase()
{
    QVERIFY2(::geteuid() == 0, "the helper end-to-end test needs root (it builds stacks on loop devices)");
    QVERIFY(QFileInfo::exists(QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-helper")));
}

void TestHelperEndToEnd::btrfs_data()
{
    QTest::addColumn<QString>("stack");
    QTest::addColumn<int>("members");
    QTest::newRow("btrfs-raid1") << QStringLiteral("btrfs-raid1") << 3;
    QTest::newRow("btrfs-raid10") << QStringLiteral("btrfs-raid10") << 4;
}

HelperRequest TestHelperEndToEnd::runRequest(const QString &phase, const QString &step)
{
    HelperRequest request;
    request.type = HelperRequestType::Run;
    request.id = QStringLiteral("%1/%2/%3").arg(phase, step).arg(++m_counter);
    request.session = m_recipe.session;
    request.stack = m_recipe.stack;
    request.phase = phase;
    request.step = step;
    request.disks = m_recipe.disks;
    request.spare = m_recipe.spare;
    request.options = m_recipe.options;
    return request;
}

bool TestHelperEndToEnd::runStep(const QString &phase, const PlanStep &step, QString *why)
{
    for (int attempt = 0; attempt < 60; ++attempt) {
        const HelperRequest request = runRequest(phase, step.id);
        QStringList stdoutLines;
        QStringList stderrLines;
        auto connection = connect(m_client.get(), &HelperClient::event, this, [&](const HelperEvent &event) {
            if (event.type == HelperEventType::Output && event.id() == request.id)
                (event.fields.value(QLatin1String("stream")).toString() == QLatin1String("stdout") ? stdoutLines
                                                                                                   : stderrLines)
                    << event.fields.value(QLatin1String("line")).toString();
        });
        m_client->send(request);
        HelperEvent event;
        const bool answered = m_client->waitForEvent(
            request.id, {HelperEventType::Accepted, HelperEventType::Refused, HelperEventType::Error}, &event, 30000);
        if (!answered || event.type != HelperEventType::Accepted) {
            disconnect(connection);
            *why = answered ? event.fields.value(QLatin1String("rule")).toString() + QLatin1Char(' ')
                    + event.fields.value(QLatin1String("message")).toString()
                            : QStringLiteral("no answer");
            return false;
        }
        const bool ended = m_client->waitForEvent(request.id, {HelperEventType::Exited}, &event, 240000);
        disconnect(connection);
        if (!ended) {
            *why = QStringLiteral("the step did not end within 4 minutes");
            return false;
        }
        const int exitCode = event.fields.value(QLatin1String("exitCode")).toInt();
        if (exitCode != 0 && !step.alsoOkExitCodes.contains(exitCode)) {
            *why = QStringLiteral("exit %1: %2").arg(exitCode).arg(stderrLines.join(QLatin1Char('\n')));
            return false;
        }
        if (step.success == SuccessCheck::ExitZeroNoOutput && !stdoutLines.isEmpty()) {
            *why = QStringLiteral("expected no output, got: ") + stdoutLines.join(QLatin1Char('\n'));
            return false;
        }
        if (step.pollUntil.isEmpty() || stdoutLines.join(QLatin1Char('\n')).trimmed() == step.pollUntil)
            return true;
        QTest::qWait(2000);
    }
    *why = QStringLiteral("never reached '%1'").arg(step.pollUntil);
    return false;
}

void TestHelperEndToEnd::writeFiles(const QString &directory)
{
    m_sums.clear();
    for (int i = 0; i < 8; ++i) {
        QByteArray data(1 << 20, Qt::Uninitialized);
        QRandomGenerator::global()->fillRange(reinterpret_cast<quint32 *>(data.data()), data.size() / 4);
        const QString path = directory + QStringLiteral("/file%1.bin").arg(i);
        QFile file(path);
        QVERIFY2(file.open(QIODevice::WriteOnly), qPrintable(path));
        QCOMPARE(file.write(data), data.size());
        QVERIFY(file.flush());
        ::fsync(file.handle());
        file.close();
        m_sums.insert(path, QCryptographicHash::hash(data, QCryptographicHash::Sha256));
    }
}

void TestHelperEndToEnd::verifyFiles()
{
    QCOMPARE(m_sums.size(), 8);
    for (auto it = m_sums.cbegin(); it != m_sums.cend(); ++it) {
        QFile file(it.key());
        QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(it.key()));
        // Drop the file's cached pages so the data comes from the (rebuilt) disks.
        ::posix_fadvise(file.handle(), 0, 0, POSIX_FADV_DONTNEED);
        QCOMPARE(QCryptographicHash::hash(file.readAll(), QCryptographicHash::Sha256), it.value());
    }
}

void TestHelperEndToEnd::btrfs()
{
    QFETCH(QString, stack);
    QFETCH(int, members);

    m_client = std::make_unique<HelperClient>(
        std::make_unique<DirectChannel>(QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-helper")));
    m_client->start();
    QVERIFY(m_client->waitForStarted());
    HelperRequest hello;
    hello.type = HelperRequestType::Hello;
    hello.id = QStringLiteral("hello");
    hello.version = HelperProtocolVersion;
    m_client->send(hello);
    HelperEvent event;
    QVERIFY(m_client->waitForEvent(QStringLiteral("hello"), {HelperEventType::Hello}, &event, 10000));
    QCOMPARE(event.fields.value(QLatin1String("uid")).toInt(), 0);

    // The loop lab: members + 1 spare.
    m_recipe = RecipeRequest();
    m_counter = 0;
    m_recipe.stack = stack;
    m_recipe.session = QStringLiteral("e2e-%1-%2").arg(::getpid()).arg(stack);
    HelperRequest create;
    create.type = HelperRequestType::LabLoopCreate;
    create.id = QStringLiteral("lab");
    create.session = m_recipe.session;
    create.count = members + 1;
    create.sizeBytes = 384LL << 20;
    m_client->send(create);
    QVERIFY(m_client->waitForEvent(QStringLiteral("lab"),
        {HelperEventType::Accepted, HelperEventType::Refused, HelperEventType::Error}, &event, 60000));
    QVERIFY2(
        event.type == HelperEventType::Accepted, qPrintable(event.fields.value(QLatin1String("message")).toString()));
    const QJsonArray disks = event.fields.value(QLatin1String("disks")).toArray();
    QCOMPARE(disks.size(), members + 1);
    for (const QJsonValue &disk : disks) {
        const QString node = disk.toObject().value(QLatin1String("node")).toString();
        m_nodes << node;
        m_recipe.backingFiles.insert(node, disk.toObject().value(QLatin1String("backingFile")).toString());
        QVERIFY(QFileInfo(m_recipe.backingFiles.value(node)).isFile());
    }
    m_recipe.disks = m_nodes.mid(0, members);
    m_recipe.spare = m_nodes.last();
    m_recipe.options.insert(QStringLiteral("pull"), QStringLiteral("loop-truncate"));

    // The same plan the helper will rebuild, to know the phases, steps and success checks.
    const PlanOrError plan = buildPlan(m_recipe);
    QVERIFY2(plan.ok(), qPrintable(plan.error));
    const QString mountPoint = m_recipe.labRoot + QLatin1Char('/') + m_recipe.session + QLatin1Char('/') + stack;
    for (const PlanPhase &phase : plan.plan.phases) {
        if (phase.onDemand)
            continue; // the recovery after a power cut and the corruption drill's read-back: never in a walk
        if (phase.name == QLatin1String("scrub") && !phase.steps.isEmpty()) {
            // Two requests on the same disks at once: the second is refused while the first runs.
            HelperRequest first = runRequest(phase.name, phase.steps.first().id);
            HelperRequest second = runRequest(phase.name, phase.steps.first().id);
            m_client->send(first);
            m_client->send(second);
            QVERIFY(m_client->waitForEvent(
                second.id, {HelperEventType::Accepted, HelperEventType::Refused}, &event, 30000));
            QCOMPARE(event.fields.value(QLatin1String("rule")).toString(), QStringLiteral("device.busy"));
            QVERIFY(m_client->waitForEvent(first.id, {HelperEventType::Exited}, &event, 240000));
        }
        if (phase.name == QLatin1String("teardown"))
            verifyFiles();
        for (const PlanStep &step : phase.steps) {
            QString why;
            QVERIFY2(runStep(phase.name, step, &why),
                qPrintable(
                    QStringLiteral("%1/%2 (%3): %4").arg(phase.name, step.id, step.argv.join(QLatin1Char(' ')), why)));
        }
        if (phase.name == QLatin1String("mount"))
            writeFiles(mountPoint);
        if (phase.name == QLatin1String("fail")) {
            QFile backing(m_recipe.backingFiles.value(m_recipe.disks.last()));
            QCOMPARE(QFileInfo(backing.fileName()).size(), 0);
        }
    }

    int steps = 0;
    for (const PlanPhase &phase : plan.plan.phases)
        steps += phase.onDemand ? 0 : static_cast<int>(phase.steps.size());
    QVERIFY2(steps >= 20, qPrintable(QString::number(steps)));
    QVERIFY(m_counter >= steps);
    qInfo("%s: %d steps run through the helper", qPrintable(stack), m_counter);

    // The disks are blank (the teardown checked with wipefs -n) and the lab goes away.
    HelperRequest destroy;
    destroy.type = HelperRequestType::LabLoopDestroy;
    destroy.id = QStringLiteral("destroy");
    destroy.session = m_recipe.session;
    m_client->send(destroy);
    QVERIFY(m_client->waitForEvent(QStringLiteral("destroy"),
        {HelperEventType::Accepted, HelperEventType::Refused, HelperEventType::Error}, &event, 60000));
    QVERIFY2(
        event.type == HelperEventType::Accepted, qPrintable(event.fields.value(QLatin1String("message")).toString()));
    QStringList detached;
    for (const QJsonValue &node : event.fields.value(QLatin1String("detached")).toArray())
        detached << node.toString();
    detached.sort();
    QStringList expected = m_nodes;
    expected.sort();
    QCOMPARE(detached, expected);
    QVERIFY(!QFileInfo::exists(QStringLiteral("/var/lib/stacklab/loop-lab/") + m_recipe.session));
    QVERIFY(!QFileInfo::exists(m_recipe.labRoot + QLatin1Char('/') + m_recipe.session));
    m_client->close();
    m_nodes.clear();
}

void TestHelperEndToEnd::cleanup()
{
    // Whatever failed: the helper destroys its lab, and anything still attached to our backing
    // files is unmounted and detached here (only loops whose backing file is in our session).
    if (m_client && m_client->isRunning() && !m_recipe.session.isEmpty() && !m_nodes.isEmpty()) {
        HelperRequest destroy;
        destroy.type = HelperRequestType::LabLoopDestroy;
        destroy.id = QStringLiteral("cleanup");
        destroy.session = m_recipe.session;
        m_client->send(destroy);
        HelperEvent event;
        m_client->waitForEvent(QStringLiteral("cleanup"),
            {HelperEventType::Accepted, HelperEventType::Refused, HelperEventType::Error}, &event, 60000);
    }
    if (m_client)
        m_client->close();
    m_client.reset();
    const QString sessionDir = QStringLiteral("/var/lib/stacklab/loop-lab/") + m_recipe.session;
    for (const QString &node : std::as_const(m_nodes)) {
        QFile backing(QStringLiteral("/sys/block/%1/loop/backing_file").arg(node.section(QLatin1Char('/'), -1)));
        if (m_recipe.session.isEmpty() || !backing.open(QIODevice::ReadOnly)
            || !backing.readAll().startsWith(sessionDir.toLocal8Bit()))
            continue;
        QProcess::execute(QStringLiteral("/usr/bin/umount"),
            {m_recipe.labRoot + QLatin1Char('/') + m_recipe.session + QLatin1Char('/') + m_recipe.stack});
        QProcess::execute(QStringLiteral("/usr/sbin/losetup"), {QStringLiteral("-d"), node});
    }
    if (!m_recipe.session.isEmpty() && !m_nodes.isEmpty())
        QDir(sessionDir).removeRecursively();
    m_nodes.clear();
}

QTEST_GUILESS_MAIN(TestHelperEndToEnd)
#include "tst_helperendtoend.moc"
