// The helper's lab actions end to end (root): through the real stacklab-helper on the loop lab
// with btrfs raid1, the helper writes a seeded dataset and keeps its manifest, verifies it,
// notices a file this test corrupts behind its back, times an overwrite, reports the space, runs
// the built-in storage-bench job on the engine, and samples the btrfs replace while it rebuilds
// under the rebuild-under-load drill's foreground job.
#include "../testlooplab.h"
#include "helper/actions/dataset/randomfill.h"
#include "helper/client/helperclient.h"
#include "stacks/catalog/stackrecipes.h"
#include "workload/results/workloadsamplejson.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTest>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

class TestLabActionsEndToEnd : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void btrfsRaid1();
    void cleanup();

private:
    void corruptOneMember();
    HelperRequest actionRequest(HelperRequestType type);
    HelperRequest runRequest(const QString &phase, const QString &step);
    bool runStep(const QString &phase, const PlanStep &step, QString *why);
    // Sends an action and waits for its exited (long) or accepted (short) event; progress events
    // are collected in *progress.
    HelperEvent act(const HelperRequest &request, QList<QJsonObject> *progress = nullptr, int msecs = 240000);
    bool runPhase(const Plan &plan, const QString &name);

    std::unique_ptr<HelperClient> m_client;
    RecipeRequest m_recipe;
    QStringList m_nodes;
    int m_counter = 0;
};

void TestLabActionsEndToEnd::initTestCase()
{
    QVERIFY2(::geteuid() == 0, "the lab actions test needs root (it builds btrfs on loop devices)");
    QVERIFY(QFileInfo::exists(QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-helper")));
}

HelperRequest TestLabActionsEndToEnd::actionRequest(HelperRequestType type)
{
    HelperRequest request;
    request.type = type;
    request.id = QStringLiteral("%1-%2").arg(HelperProtocol::requestTypeName(type)).arg(++m_counter);
    request.session = m_recipe.session;
    request.stack = m_recipe.stack;
    request.disks = m_recipe.disks;
    request.spare = m_recipe.spare;
    request.options = m_recipe.options;
    return request;
}

HelperRequest TestLabActionsEndToEnd::runRequest(const QString &phase, const QString &step)
{
    HelperRequest request = actionRequest(HelperRequestType::Run);
    request.id = QStringLiteral("%1/%2/%3").arg(phase, step).arg(m_counter);
    request.phase = phase;
    request.step = step;
    return request;
}

bool TestLabActionsEndToEnd::runStep(const QString &phase, const PlanStep &step, QString *why)
{
    const HelperRequest request = runRequest(phase, step.id);
    m_client->send(request);
    HelperEvent event;
    if (!m_client->waitForEvent(
            request.id, {HelperEventType::Accepted, HelperEventType::Refused, HelperEventType::Error}, &event, 30000)
        || event.type != HelperEventType::Accepted) {
        *why = event.fields.value(QLatin1String("rule")).toString() + QLatin1Char(' ')
            + event.fields.value(QLatin1String("message")).toString();
        return false;
    }
    if (!m_client->waitForEvent(request.id, {HelperEventType::Exited}, &event, 240000)) {
        *why = QStringLiteral("no end within 4 minutes");
        return false;
    }
    if (!event.fields.value(QLatin1String("ok")).toBool()) {
        *why = QStringLiteral("exit %1").arg(event.fields.value(QLatin1String("exitCode")).toInt());
        return false;
    }
    return true;
}

bool TestLabActionsEndToEnd::runPhase(const Plan &plan, const QString &name)
{
    for (const PlanPhase &phase : plan.phases) {
        if (phase.name != name)
            continue;
        for (const PlanStep &step : phase.steps) {
            if (step.fallback)
                continue; // runs only after the step before it failed, and every step here must succeed
            QString why;
            if (!runStep(phase.name, step, &why)) {
                qWarning("%s/%s (%s): %s", qPrintable(phase.name), qPrintable(step.id),
                    qPrintable(step.argv.join(QLatin1Char(' '))), qPrintable(why));
                return false;
            }
        }
        return true;
    }
    return false;
}

HelperEvent TestLabActionsEndToEnd::act(const HelperRequest &request, QList<QJsonObject> *progress, int msecs)
{
    auto connection = connect(m_client.get(), &HelperClient::received, this, [&](const HelperEvent &event) {
        if (progress && event.type == HelperEventType::Progress && event.id() == request.id)
            progress->append(event.fields);
    });
    m_client->send(request);
    HelperEvent event;
    if (!m_client->waitForEvent(
            request.id, {HelperEventType::Accepted, HelperEventType::Refused, HelperEventType::Error}, &event, 30000))
        event = {};
    if (event.type == HelperEventType::Accepted && event.fields.value(QLatin1String("executing")).toBool())
        m_client->waitForEvent(request.id, {HelperEventType::Exited}, &event, msecs);
    disconnect(connection);
    return event;
}

// coreutils' b2sum, an implementation of BLAKE2b other than the helper's (Qt's).
static QString b2sum(const QByteArray &data)
{
    QProcess process;
    process.start(QStringLiteral("b2sum"), {QStringLiteral("-l"), QStringLiteral("256")});
    if (!process.waitForStarted())
        return QStringLiteral("b2sum did not start");
    process.write(data);
    process.closeWriteChannel();
    process.waitForFinished(60000);
    return QString::fromLatin1(process.readAllStandardOutput()).section(QLatin1Char(' '), 0, 0);
}

static QString describe(const HelperEvent &event)
{
    return QString::fromUtf8(QJsonDocument(event.fields).toJson(QJsonDocument::Compact).left(2000));
}

// The silent corruption drill's write: only a present member, the helper's own data area, the
// seeded blocks really on the disk, btrfs's superblocks untouched, and btrfs raid1 returning the
// right data from the other copy.
void TestLabActionsEndToEnd::corruptOneMember()
{
    HelperRequest write = actionRequest(HelperRequestType::DatasetWrite);
    write.sizeBytes = 64LL << 20;
    write.files = 16;
    HelperEvent event = act(write);
    QVERIFY2(event.fields.value(QLatin1String("ok")).toBool(), qPrintable(describe(event)));

    HelperRequest corrupt = actionRequest(HelperRequestType::Corrupt);
    corrupt.member = m_recipe.spare; // after the replace it holds data, but it is not a member of the request
    event = act(corrupt);
    QCOMPARE(event.fields.value(QLatin1String("rule")).toString(), QStringLiteral("action.not-a-member"));
    corrupt.member = m_recipe.disks.last(); // pulled by the fail phase
    event = act(corrupt);
    QVERIFY2(event.fields.value(QLatin1String("rule")).toString() == QLatin1String("action.member-pulled"),
        qPrintable(describe(event)));

    const QString member = m_recipe.disks.at(1);
    corrupt.member = member;
    corrupt.blocks = 256;
    corrupt.seed = 5;
    QList<QJsonObject> progress;
    event = act(corrupt, &progress);
    QVERIFY2(event.type == HelperEventType::Exited && event.fields.value(QLatin1String("ok")).toBool(),
        qPrintable(describe(event)));
    const QJsonObject result = event.fields.value(QLatin1String("result")).toObject();
    const QJsonArray offsets = result.value(QLatin1String("offsets")).toArray();
    QCOMPARE(offsets.size(), 256);
    QCOMPARE(progress.size(), 256);
    const QJsonObject area = result.value(QLatin1String("dataArea")).toArray().first().toObject();
    QCOMPARE(area.value(QLatin1String("offset")).toInteger(), 1LL << 20);
    QCOMPARE(area.value(QLatin1String("length")).toInteger(), (1LL << 30) - (1LL << 20));

    // The blocks on the member's backing file are the seed's stream, in the order of the offsets.
    QFile backing(m_recipe.backingFiles.value(member));
    QVERIFY(backing.open(QIODevice::ReadOnly));
    RandomFill random(5, 0xC0);
    QByteArray expected(4096, 0);
    for (const QJsonValue &value : offsets) {
        const qint64 offset = value.toInteger();
        QVERIFY(offset >= (1LL << 20) && offset % 4096 == 0 && offset != (64LL << 20));
        random.fill(expected.data(), 4096);
        QVERIFY(backing.seek(offset));
        QCOMPARE(backing.read(4096), expected);
    }
    // Superblock copies at 64 KiB and 64 MiB still carry btrfs's magic.
    for (const qint64 superblock : {64LL << 10, 64LL << 20}) {
        QVERIFY(backing.seek(superblock + 0x40));
        QCOMPARE(backing.read(8), QByteArray("_BHRfS_M"));
    }

    // btrfs checks every read against its checksums and takes the other copy: the dataset verifies.
    event = act(actionRequest(HelperRequestType::DatasetVerify));
    QVERIFY2(event.fields.value(QLatin1String("ok")).toBool(), qPrintable(describe(event)));
}

void TestLabActionsEndToEnd::btrfsRaid1()
{
    QElapsedTimer total;
    total.start();
    m_client = std::make_unique<HelperClient>(
        std::make_unique<DirectChannel>(QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-helper")));
    m_client->start();
    QVERIFY(m_client->waitForStarted());

    // The guest's disk report: allowed before any claim.
    HelperRequest disks;
    disks.type = HelperRequestType::Disks;
    disks.id = QStringLiteral("disks");
    HelperEvent event = act(disks);
    QVERIFY2(event.type == HelperEventType::Accepted, qPrintable(describe(event)));
    const QJsonArray inventory = event.fields.value(QLatin1String("disks")).toArray();
    QVERIFY(!inventory.isEmpty());
    QVERIFY(inventory.first().toObject().contains(QLatin1String("devnode")));

    m_recipe = RecipeRequest();
    m_recipe.stack = QStringLiteral("btrfs-raid1");
    m_recipe.session = QStringLiteral("labactions-%1").arg(::getpid());
    HelperRequest create;
    create.type = HelperRequestType::LabLoopCreate;
    create.id = QStringLiteral("lab");
    create.session = m_recipe.session;
    create.count = 4;
    create.sizeBytes = 1LL << 30; // sparse; room for the chunks the cancelled write allocated
    m_client->send(create);
    QVERIFY(m_client->waitForEvent(QStringLiteral("lab"),
        {HelperEventType::Accepted, HelperEventType::Refused, HelperEventType::Error}, &event, 60000));
    QVERIFY2(event.type == HelperEventType::Accepted, qPrintable(describe(event)));
    for (const QJsonValue &disk : event.fields.value(QLatin1String("disks")).toArray()) {
        const QString node = disk.toObject().value(QLatin1String("node")).toString();
        m_nodes << node;
        m_recipe.backingFiles.insert(node, disk.toObject().value(QLatin1String("backingFile")).toString());
    }
    QCOMPARE(m_nodes.size(), 4);
    m_recipe.disks = m_nodes.mid(0, 3);
    m_recipe.spare = m_nodes.last();
    m_recipe.options.insert(QStringLiteral("pull"), QStringLiteral("loop-truncate"));
    const PlanOrError plan = buildPlan(m_recipe);
    QVERIFY2(plan.ok(), qPrintable(plan.error));
    const QString mountPoint = QStringLiteral("/mnt/stacklab/%1/btrfs-raid1").arg(m_recipe.session);

    // Before the mount: the actions that need the filesystem say so.
    QVERIFY(runPhase(plan.plan, QStringLiteral("prepare")));
    QVERIFY(runPhase(plan.plan, QStringLiteral("build")));
    event = act(actionRequest(HelperRequestType::Space));
    QCOMPARE(event.fields.value(QLatin1String("rule")).toString(), QStringLiteral("action.not-mounted"));
    QVERIFY(runPhase(plan.plan, QStringLiteral("mount")));

    // More than the filesystem holds: refused before anything is written.
    HelperRequest tooBig = actionRequest(HelperRequestType::DatasetWrite);
    tooBig.sizeBytes = 8LL << 30;
    event = act(tooBig);
    QCOMPARE(event.fields.value(QLatin1String("rule")).toString(), QStringLiteral("action.no-space"));

    // dataset-write: 32 MiB in 8 files, one progress event per file, manifest kept outside the stack.
    HelperRequest write = actionRequest(HelperRequestType::DatasetWrite);
    write.sizeBytes = 32LL << 20;
    write.files = 8;
    write.seed = 42;
    QList<QJsonObject> progress;
    event = act(write, &progress);
    QVERIFY2(event.type == HelperEventType::Exited && event.fields.value(QLatin1String("ok")).toBool(),
        qPrintable(describe(event)));
    QJsonObject result = event.fields.value(QLatin1String("result")).toObject();
    QCOMPARE(result.value(QLatin1String("bytes")).toInteger(), 32LL << 20);
    QCOMPARE(result.value(QLatin1String("files")).toInt(), 8);
    QVERIFY(result.value(QLatin1String("mibPerSecond")).toDouble() > 0);
    QCOMPARE(progress.size(), 8);
    QCOMPARE(progress.last().value(QLatin1String("fraction")).toDouble(), 1.0);
    const QString manifestPath
        = QStringLiteral("/var/lib/stacklab/datasets/%1/btrfs-raid1.manifest").arg(m_recipe.session);
    QFile manifestFile(manifestPath);
    QVERIFY(manifestFile.open(QIODevice::ReadOnly));
    const QByteArray manifestText = manifestFile.readAll();
    QCOMPARE(result.value(QLatin1String("checksum")).toString(), QStringLiteral("BLAKE2b-256"));
    QCOMPARE(b2sum(manifestText), result.value(QLatin1String("manifestChecksum")).toString());
    struct stat info { };
    QCOMPARE(::stat(QFile::encodeName(manifestPath).constData(), &info), 0);
    QCOMPARE(info.st_mode & 0777, 0600u);
    const QJsonArray manifest = result.value(QLatin1String("manifest")).toArray();
    QCOMPARE(manifest.size(), 8);
    // The helper's checksum is the file's, as coreutils' b2sum reads it back independently.
    const QJsonObject third = manifest.at(3).toObject();
    QFile file(mountPoint + QLatin1Char('/') + third.value(QLatin1String("name")).toString());
    QVERIFY(file.open(QIODevice::ReadOnly));
    QCOMPARE(b2sum(file.readAll()), third.value(QLatin1String("checksum")).toString());
    file.close();
    qInfo("dataset-write 32 MiB: %.2f s, %.1f MiB/s", result.value(QLatin1String("seconds")).toDouble(),
        result.value(QLatin1String("mibPerSecond")).toDouble());

    event = act(actionRequest(HelperRequestType::DatasetVerify));
    result = event.fields.value(QLatin1String("result")).toObject();
    QVERIFY2(event.fields.value(QLatin1String("ok")).toBool() && result.value(QLatin1String("verified")).toBool(),
        qPrintable(describe(event)));
    QCOMPARE(result.value(QLatin1String("bytes")).toInteger(), 32LL << 20);

    // Corrupt one file behind the helper's back: exactly that file is reported.
    const QString corrupted = third.value(QLatin1String("name")).toString();
    const int fd = ::open(QFile::encodeName(mountPoint + QLatin1Char('/') + corrupted).constData(), O_WRONLY);
    QVERIFY(fd >= 0);
    const char garbage[16] = "not the dataset";
    QCOMPARE(::pwrite(fd, garbage, sizeof garbage, 12345), ssize_t(sizeof garbage));
    ::fsync(fd);
    ::close(fd);
    event = act(actionRequest(HelperRequestType::DatasetVerify));
    result = event.fields.value(QLatin1String("result")).toObject();
    QCOMPARE(event.fields.value(QLatin1String("ok")).toBool(), false);
    QCOMPARE(event.fields.value(QLatin1String("exitCode")).toInt(), 1);
    QCOMPARE(result.value(QLatin1String("verified")).toBool(true), false);
    QCOMPARE(result.value(QLatin1String("mismatched")).toArray(), QJsonArray {corrupted});
    QCOMPARE(result.value(QLatin1String("missing")).toArray(), QJsonArray());

    // overwrite: the first call creates the file untimed, the second rewrites it in place.
    HelperRequest overwrite = actionRequest(HelperRequestType::Overwrite);
    overwrite.sizeBytes = 16LL << 20;
    event = act(overwrite);
    result = event.fields.value(QLatin1String("result")).toObject();
    QVERIFY2(event.fields.value(QLatin1String("ok")).toBool(), qPrintable(describe(event)));
    QCOMPARE(result.value(QLatin1String("created")).toBool(), true);
    overwrite.id += QStringLiteral("-again");
    event = act(overwrite);
    result = event.fields.value(QLatin1String("result")).toObject();
    QVERIFY2(event.fields.value(QLatin1String("ok")).toBool(), qPrintable(describe(event)));
    QCOMPARE(result.value(QLatin1String("created")).toBool(), false);
    QCOMPARE(result.value(QLatin1String("bytes")).toInteger(), 16LL << 20);
    QVERIFY(result.value(QLatin1String("mibPerSecond")).toDouble() > 0);
    qInfo("overwrite 16 MiB: %.1f MiB/s", result.value(QLatin1String("mibPerSecond")).toDouble());

    event = act(actionRequest(HelperRequestType::Space));
    QVERIFY2(event.type == HelperEventType::Accepted, qPrintable(describe(event)));
    const qint64 size = event.fields.value(QLatin1String("sizeBytes")).toInteger();
    const qint64 used = event.fields.value(QLatin1String("usedBytes")).toInteger();
    const qint64 available = event.fields.value(QLatin1String("availableBytes")).toInteger();
    // raid1 over three 1 GiB members holds 1.5 GiB; btrfs accounts used space lazily, so only roughly.
    QCOMPARE(size, 3 * (1LL << 30) / 2);
    QVERIFY2(used >= (16LL << 20) && available > 0 && available < size - used / 2, qPrintable(describe(event)));

    // The built-in storage-bench job on the engine, 2 s per timed job on 16 MiB.
    HelperRequest workload = actionRequest(HelperRequestType::Workload);
    workload.job = QStringLiteral("storage-bench");
    workload.runtimeSeconds = 2;
    workload.sizeBytes = 16LL << 20;
    progress.clear();
    event = act(workload, &progress);
    QVERIFY2(event.fields.value(QLatin1String("ok")).toBool(), qPrintable(describe(event)));
    result = event.fields.value(QLatin1String("result")).toObject();
    const QJsonArray jobs = result.value(QLatin1String("jobs")).toArray();
    QCOMPARE(jobs.size(), 3);
    double readIops = 0;
    double writeIops = 0;
    for (const QJsonValue &job : jobs) {
        readIops += job.toObject().value(QLatin1String("read")).toObject().value(QLatin1String("iops")).toDouble();
        writeIops += job.toObject().value(QLatin1String("write")).toObject().value(QLatin1String("iops")).toDouble();
    }
    QVERIFY2(readIops > 0 && writeIops > 0, qPrintable(describe(event)));
    bool liveSample = false;
    for (const QJsonObject &step : std::as_const(progress)) {
        const QJsonObject sample = step.value(QLatin1String("sample")).toObject();
        liveSample = liveSample || sample.value(QLatin1String("read")).toObject().contains(QLatin1String("iops"));
    }
    QVERIFY2(liveSample, qPrintable(QString::number(progress.size())));
    QVERIFY(!QFileInfo::exists(mountPoint + QStringLiteral("/fio.dat"))); // the job's file is gone
    qInfo("storage-bench: %lld progress events, read %.0f IOPS, write %.0f IOPS (sums over jobs)",
        qint64(progress.size()), readIops, writeIops);

    // cancel: a long dataset-write and a long workload stop within a second of the request.
    for (const HelperRequestType type : {HelperRequestType::DatasetWrite, HelperRequestType::Workload}) {
        HelperRequest longRun = actionRequest(type);
        if (type == HelperRequestType::DatasetWrite) {
            longRun.sizeBytes = 128LL << 20;
            longRun.files = 1;
        } else {
            longRun.job = QStringLiteral("randwrite-4k");
            longRun.runtimeSeconds = 60;
            longRun.sizeBytes = 16LL << 20;
        }
        m_client->send(longRun);
        QVERIFY(m_client->waitForEvent(longRun.id, {HelperEventType::Accepted}, &event, 30000));
        QTest::qWait(type == HelperRequestType::Workload ? 1500 : 300);
        HelperRequest cancel;
        cancel.type = HelperRequestType::Cancel;
        cancel.id = longRun.id;
        QElapsedTimer cancelTimer;
        cancelTimer.start();
        m_client->send(cancel);
        QVERIFY(m_client->waitForEvent(longRun.id, {HelperEventType::Exited}, &event, 30000));
        const qint64 cancelMs = cancelTimer.elapsed();
        qInfo("%s cancelled in %lld ms", qPrintable(HelperProtocol::requestTypeName(type)), cancelMs);
        QCOMPARE(event.fields.value(QLatin1String("cancelled")).toBool(), true);
        QCOMPARE(event.fields.value(QLatin1String("ok")).toBool(true), false);
        QVERIFY2(cancelMs < 1000, qPrintable(QString::number(cancelMs)));
    }
    // The cancelled write took the old dataset's manifest with it: nothing to verify against.
    event = act(actionRequest(HelperRequestType::DatasetVerify));
    QCOMPARE(event.fields.value(QLatin1String("rule")).toString(), QStringLiteral("action.no-manifest"));

    // A sample before anything rebuilds: btrfs never replaced, never scrubbed.
    event = act(actionRequest(HelperRequestType::Sample));
    QVERIFY2(event.type == HelperEventType::Accepted, qPrintable(describe(event)));
    QCOMPARE(event.fields.value(QLatin1String("source")).toString(), QStringLiteral("btrfs"));
    QVERIFY(event.fields.value(QLatin1String("raw")).toString().contains(QLatin1String("Never started")));

    // The rebuild-under-load drill's foreground job runs through the pull and the replace: the
    // helper runs those steps and answers the samples while its engine works, and refuses
    // anything else on the disks until the job ends.
    HelperRequest load = actionRequest(HelperRequestType::Workload);
    load.job = QStringLiteral("foreground-load");
    load.sizeBytes = 32LL << 20;
    QList<WorkloadSample> loadSamples;
    bool loadEnded = false;
    auto loadEvents = connect(m_client.get(), &HelperClient::received, this, [&](const HelperEvent &e) {
        if (e.id() != load.id)
            return;
        if (e.type == HelperEventType::Exited)
            loadEnded = true;
        QString error;
        if (e.type == HelperEventType::Progress) {
            const std::optional<WorkloadSample> sample
                = WorkloadSampleJson::fromJson(e.fields.value(QLatin1String("sample")).toObject(), &error);
            QVERIFY2(sample, qPrintable(error));
            loadSamples << *sample;
        }
    });
    m_client->send(load);
    QVERIFY(m_client->waitForEvent(load.id, {HelperEventType::Accepted}, &event, 30000));
    QVERIFY(QTest::qWaitFor([&] { return loadSamples.size() >= 2; }, 30000));
    const PlanPhase *teardown = nullptr;
    for (const PlanPhase &phase : plan.plan.phases) {
        if (phase.name == QLatin1String("teardown"))
            teardown = &phase;
    }
    QVERIFY(teardown && !teardown->steps.isEmpty());
    const HelperRequest early = runRequest(QStringLiteral("teardown"), teardown->steps.first().id);
    m_client->send(early);
    QVERIFY(m_client->waitForEvent(early.id, {HelperEventType::Refused}, &event, 30000));
    QCOMPARE(event.fields.value(QLatin1String("rule")).toString(), QStringLiteral("device.under-load"));
    const qsizetype beforePull = loadSamples.size();

    // Pull a disk, then replace it while sampling every 500 ms.
    QVERIFY(runPhase(plan.plan, QStringLiteral("fail")));
    const PlanPhase *rebuild = nullptr;
    for (const PlanPhase &phase : plan.plan.phases) {
        if (phase.name == QLatin1String("rebuild"))
            rebuild = &phase;
    }
    QVERIFY(rebuild && !rebuild->steps.isEmpty());
    QStringList states;
    // The replace or, where it refused (ENOSPC: see BtrfsRecipe::replaceAgain), its fallbacks as the
    // lab runs them (StepDriver::runSteps): the disk must be replaced either way.
    bool refused = false;
    bool replacedOnce = false;
    QStringList refusal;
    for (const PlanStep &step : rebuild->steps) {
        if (step.fallback && !refused)
            continue;
        const bool replacing = step.id == QLatin1String("replace") || step.id == QLatin1String("replace-again");
        if (!replacing) {
            QString why;
            QVERIFY2(runStep(QStringLiteral("rebuild"), step, &why), qPrintable(step.id + QLatin1Char(' ') + why));
            continue;
        }
        const HelperRequest replace = runRequest(QStringLiteral("rebuild"), step.id);
        bool ended = false;
        bool replaced = false;
        QStringList said; // the replace's output and its end, for a failure's message
        auto connection = connect(m_client.get(), &HelperClient::received, this, [&](const HelperEvent &e) {
            if (e.id() != replace.id)
                return;
            said << describe(e);
            if (e.type == HelperEventType::Exited) {
                ended = true;
                replaced = e.fields.value(QLatin1String("ok")).toBool();
            }
        });
        m_client->send(replace);
        QVERIFY(m_client->waitForEvent(replace.id, {HelperEventType::Accepted}, &event, 30000));
        QElapsedTimer timer;
        timer.start();
        while (!ended && timer.elapsed() < 240000) {
            event = act(actionRequest(HelperRequestType::Sample));
            QVERIFY2(event.type == HelperEventType::Accepted, qPrintable(describe(event)));
            states << event.fields.value(QLatin1String("sample")).toObject().value(QLatin1String("state")).toString();
            QTest::qWait(500);
        }
        disconnect(connection);
        QVERIFY2(ended, qPrintable(said.join(QLatin1Char('\n'))));
        if (!replaced) {
            // What btrfs had allocated where, for a failure's message (an ENOSPC names no number).
            QProcess usage;
            usage.setProcessChannelMode(QProcess::MergedChannels);
            usage.start(QStringLiteral("btrfs"), {QStringLiteral("device"), QStringLiteral("usage"), mountPoint});
            usage.waitForFinished(30000);
            said << QString::fromLocal8Bit(usage.readAll());
        }
        if (step.id == QLatin1String("replace") && !replaced) {
            refused = true;
            refusal = said;
            continue;
        }
        QVERIFY2(replaced, qPrintable((refusal + said).join(QLatin1Char('\n'))));
        replacedOnce = true;
        if (refused)
            qInfo(
                "the replace refused, its fallbacks replaced the disk: %s", qPrintable(refusal.join(QLatin1Char(' '))));
    }
    QVERIFY2(replacedOnce, qPrintable(refusal.join(QLatin1Char('\n'))));
    event = act(actionRequest(HelperRequestType::Sample));
    const QJsonObject last = event.fields.value(QLatin1String("sample")).toObject();
    states << last.value(QLatin1String("state")).toString();
    qInfo("replace samples: %s", qPrintable(states.join(QLatin1Char(' '))));
    // The foreground job kept completing I/O through the pull and the replace, with latencies.
    const qsizetype underRebuild = loadSamples.size() - beforePull;
    QVERIFY2(underRebuild >= 1, qPrintable(QString::number(underRebuild)));
    QVERIFY(!loadEnded);
    double completed = 0;
    for (qsizetype i = beforePull; i < loadSamples.size(); ++i) {
        const WorkloadSample &sample = loadSamples.at(i);
        completed += (sample.read.iops + sample.write.iops) * double(sample.intervalMs) / 1000.0;
        if (sample.read.iops > 0) {
            QVERIFY(sample.read.p50LatencyNs > 0 && sample.read.p50LatencyNs <= sample.read.p99LatencyNs);
            QVERIFY(sample.read.p99LatencyNs <= sample.read.p999LatencyNs);
            QVERIFY(!sample.latencyBuckets.isEmpty());
        }
    }
    QVERIFY2(completed > 0, "no foreground I/O completed during the pull and the replace");
    HelperRequest stopLoad;
    stopLoad.type = HelperRequestType::Cancel;
    stopLoad.id = load.id;
    m_client->send(stopLoad);
    QVERIFY(QTest::qWaitFor([&] { return loadEnded; }, 30000));
    disconnect(loadEvents);
    QVERIFY(!QFileInfo::exists(mountPoint + QStringLiteral("/foreground-load.dat")));
    qInfo("foreground load: %lld samples, %lld of them during the pull and the replace, %.0f I/Os there",
        qint64(loadSamples.size()), qint64(underRebuild), completed);
    QVERIFY2(states.contains(QStringLiteral("replace")) || states.contains(QStringLiteral("finished")),
        qPrintable(states.join(QLatin1Char(' '))));
    QCOMPARE(states.last(), QStringLiteral("finished"));
    QCOMPARE(last.value(QLatin1String("percent")).toDouble(), 100.0);

    corruptOneMember();

    QVERIFY(runPhase(plan.plan, QStringLiteral("teardown")));
    HelperRequest destroy;
    destroy.type = HelperRequestType::LabLoopDestroy;
    destroy.id = QStringLiteral("destroy");
    destroy.session = m_recipe.session;
    m_client->send(destroy);
    QVERIFY(m_client->waitForEvent(QStringLiteral("destroy"),
        {HelperEventType::Accepted, HelperEventType::Refused, HelperEventType::Error}, &event, 60000));
    QVERIFY2(event.type == HelperEventType::Accepted, qPrintable(describe(event)));
    QVERIFY(!QFileInfo::exists(QStringLiteral("/var/lib/stacklab/datasets/") + m_recipe.session));
    m_client->close();
    m_nodes.clear();
    qInfo("whole scenario: %.1f s", double(total.elapsed()) / 1000.0);
}

void TestLabActionsEndToEnd::cleanup()
{
    removeTestLoopLab(m_client.get(), m_recipe.session, m_nodes,
        QStringLiteral("/mnt/stacklab/%1/btrfs-raid1").arg(m_recipe.session));
    if (m_client)
        m_client->close();
    m_client.reset();
    if (!m_recipe.session.isEmpty())
        QDir(QStringLiteral("/var/lib/stacklab/datasets/") + m_recipe.session).removeRecursively();
    m_nodes.clear();
}

QTEST_GUILESS_MAIN(TestLabActionsEndToEnd)
#include "tst_labactions.moc"
