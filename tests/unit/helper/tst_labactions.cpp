// The lab actions' pure parts and rules: protocol round trips, the dataset manifest, the seeded
// data, the mount point checks, the built-in jobs and the validation of each request type.
#include "fakelab.h"
#include "helper/actions/dataset/checksumpipeline.h"
#include "helper/actions/dataset/datasetmanifest.h"
#include "helper/actions/dataset/randomfill.h"
#include "helper/actions/execpolicy.h"
#include "helper/actions/load/workloadaction.h"
#include "helper/actions/mountedstack.h"
#include "helper/actions/probes/stacksampler.h"
#include "helper/server/helperserver.h"
#include "monitor/parsers/blockstatparser.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

class TestLabActions : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void requestsRoundTrip_data();
    void requestsRoundTrip();
    void manifestRoundTrip();
    void manifestRejects_data();
    void manifestRejects();
    void randomFillIsSeededAndIncompressible();
    void checksumPipelineHashesInOrder();
    void mountPointMustBeAMount();
    void builtInJobsStayInTheMountPoint();
    void validatesActions_data();
    void validatesActions();
    void verifyFindsTheManifest();
    void corruptRefusesAMemberTheFailPhasePulled();
    void executeRefusesAnUnmountedStack();
    void inventoryOnThisMachine();
    void samplerRunsOnlyAllowedPrograms();

private:
    const ExecPolicy m_policy; // the helper's one policy, handed to what runs programs
    QByteArray answer(HelperServer &server, const QByteArray &line);
    FakeDeviceFacts m_facts;
    QString m_systemDisk;
    QTemporaryDir m_dir;
};

void TestLabActions::initTestCase()
{
    FakeLab::describe(&m_facts);
    m_systemDisk = QStringLiteral("/dev/") + SystemDeviceFacts::systemDiskNames().value(0);
    QVERIFY(m_dir.isValid());
}

QByteArray TestLabActions::answer(HelperServer &server, const QByteArray &line)
{
    QList<QByteArray> replies;
    auto connection
        = connect(&server, &HelperServer::send, this, [&replies](const QByteArray &reply) { replies << reply; });
    server.feed(line + '\n');
    disconnect(connection);
    return replies.size() == 1 ? replies.first().trimmed()
                               : QByteArray("replies: ") + QByteArray::number(replies.size());
}

void TestLabActions::requestsRoundTrip_data()
{
    QTest::addColumn<int>("type");
    for (const HelperRequestType type : {HelperRequestType::Disks, HelperRequestType::DatasetWrite,
             HelperRequestType::DatasetVerify, HelperRequestType::Overwrite, HelperRequestType::Space,
             HelperRequestType::Sample, HelperRequestType::Workload, HelperRequestType::Corrupt})
        QTest::newRow(qPrintable(HelperProtocol::requestTypeName(type))) << int(type);
}

void TestLabActions::requestsRoundTrip()
{
    QFETCH(int, type);
    HelperRequest request;
    request.type = HelperRequestType(type);
    request.id = QStringLiteral("a1");
    if (isLabAction(request.type)) {
        request.session = QStringLiteral("s1");
        request.stack = QStringLiteral("btrfs-raid1");
        request.disks = {FakeLab::A, FakeLab::B};
        request.spare = FakeLab::C;
        request.options = {{QStringLiteral("pull"), QStringLiteral("loop-truncate")}};
    }
    if (request.type == HelperRequestType::DatasetWrite) {
        request.sizeBytes = 32 << 20;
        request.files = 16;
        request.seed = -7;
    }
    if (request.type == HelperRequestType::Overwrite)
        request.sizeBytes = 8 << 20;
    if (request.type == HelperRequestType::Corrupt) {
        request.member = FakeLab::B;
        request.blocks = 128;
        request.seed = 9;
    }
    if (request.type == HelperRequestType::Workload) {
        request.job = QStringLiteral("storage-bench");
        request.runtimeSeconds = 2;
        request.sizeBytes = 16 << 20;
    }
    const QByteArray line = HelperProtocol::serialiseRequest(request);
    QVERIFY(line.endsWith('\n'));
    const HelperParseResult parsed = HelperProtocol::parseRequest(line.chopped(1));
    QVERIFY2(parsed.ok(), qPrintable(parsed.refusal.rule + QLatin1Char(' ') + parsed.refusal.message));
    QCOMPARE(parsed.request, request);
    QCOMPARE(isLabAction(request.type), request.type != HelperRequestType::Disks);
}

void TestLabActions::manifestRoundTrip()
{
    DatasetManifest manifest;
    manifest.entries = {{QStringLiteral("dataset/file-0000.bin"), 4096, QString(64, QLatin1Char('a'))},
        {QStringLiteral("dataset/file-0001.bin"), 123456789, QString(64, QLatin1Char('0'))}};
    QCOMPARE(manifest.text(),
        QByteArray(QByteArray(64, 'a') + " 4096 dataset/file-0000.bin\n" + QByteArray(64, '0')
            + " 123456789 dataset/file-0001.bin\n"));
    QCOMPARE(manifest.textChecksum().size(), 64);
    const QString path = m_dir.path() + QStringLiteral("/manifests/s1/btrfs-raid1.manifest");
    QString error;
    QVERIFY2(manifest.save(path, &error), qPrintable(error));
    QCOMPARE(QFile::permissions(path),
        QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadUser | QFileDevice::WriteUser);
    DatasetManifest loaded;
    QVERIFY2(DatasetManifest::load(path, &loaded, &error), qPrintable(error));
    QCOMPARE(loaded.entries, manifest.entries);
    QCOMPARE(loaded.toJson().size(), 2);
}

void TestLabActions::manifestRejects_data()
{
    QTest::addColumn<QByteArray>("text");
    const QByteArray sum(64, 'f');
    QTest::newRow("climbs out") << QByteArray(sum + " 1 dataset/../../etc/passwd\n");
    QTest::newRow("absolute") << QByteArray(sum + " 1 /etc/passwd\n");
    QTest::newRow("outside dataset/") << QByteArray(sum + " 1 overwrite.dat\n");
    QTest::newRow("dot dot name") << QByteArray(sum + " 1 dataset/..\n");
    QTest::newRow("short sum") << QByteArray("abc 1 dataset/x\n");
    QTest::newRow("upper-case sum") << QByteArray(QByteArray(64, 'F') + " 1 dataset/x\n");
    QTest::newRow("negative size") << QByteArray(sum + " -1 dataset/x\n");
    QTest::newRow("empty line inside") << QByteArray(sum + " 1 dataset/x\n\n" + sum + " 1 dataset/y\n");
}

void TestLabActions::manifestRejects()
{
    QFETCH(QByteArray, text);
    DatasetManifest manifest;
    QString error;
    QVERIFY(!DatasetManifest::parse(text, &manifest, &error));
    QVERIFY(error.contains(QLatin1String("Line")));
}

// The dataset's writer and verifier hash in a thread of their own while they write or read the
// next chunk: the checksum must be the file's, chunk for chunk in the order submitted, whether the
// caller keeps its buffer until its write ends (the writer) or gives it back at once (the
// verifier), and each file's hash must start afresh.
void TestLabActions::checksumPipelineHashesInOrder()
{
    ChecksumPipeline pipeline(DatasetManifest::algorithm, 64 * 1024, 3);
    for (int file = 0; file < 3; ++file) {
        QCryptographicHash expected(DatasetManifest::algorithm);
        RandomFill random(7, std::uint64_t(file));
        QList<char *> held; // the writer's buffers still being written
        for (int chunk = 0; chunk < 40; ++chunk) {
            const std::size_t bytes = chunk % 7 == 6 ? 1000 + std::size_t(chunk) : pipeline.bufferBytes();
            char *buffer = pipeline.acquire();
            random.fill(buffer, bytes);
            expected.addData(QByteArrayView(buffer, qsizetype(bytes)));
            pipeline.submit(buffer, bytes);
            if (file == 1) {
                pipeline.release(buffer); // the verifier's way
                continue;
            }
            held << buffer;
            if (held.size() == 2) // a write that ends a chunk later: at most 2 of 3 buffers held
                pipeline.release(held.takeFirst());
        }
        for (char *buffer : std::as_const(held))
            pipeline.release(buffer);
        QCOMPARE(pipeline.checksum(), expected.result().toHex());
    }
    // An empty file: the checksum of nothing.
    QCOMPARE(pipeline.checksum(), QCryptographicHash::hash({}, DatasetManifest::algorithm).toHex());
}

void TestLabActions::randomFillIsSeededAndIncompressible()
{
    QByteArray a(1 << 20, '\0');
    QByteArray b(1 << 20, '\0');
    QByteArray c(1 << 20, '\0');
    RandomFill(42, 3).fill(a.data(), size_t(a.size()));
    RandomFill(42, 3).fill(b.data(), size_t(b.size()));
    RandomFill(42, 4).fill(c.data(), size_t(c.size()));
    QCOMPARE(a, b);
    QVERIFY(a != c);
    QVERIFY(qCompress(a, 9).size() > a.size()); // zlib gains nothing on it
    QByteArray odd(13, '\0');
    RandomFill(42, 3).fill(odd.data(), size_t(odd.size()));
    QCOMPARE(odd, a.left(13));
}

void TestLabActions::mountPointMustBeAMount()
{
    MountedStack stack;
    QString error;
    QVERIFY(!stack.open(m_dir.path() + QStringLiteral("/missing"), &error));
    QVERIFY2(error.contains(QLatin1String("mount phase")), qPrintable(error));
    // A plain directory on the parent's filesystem is not a mounted stack.
    const QString plain = m_dir.path() + QStringLiteral("/plain");
    QVERIFY(QDir().mkpath(plain));
    QVERIFY(!stack.open(QFileInfo(plain).canonicalFilePath(), &error));
    QVERIFY2(error.contains(QLatin1String("Nothing is mounted")), qPrintable(error));
    // A symlink to a real mount point is refused by name.
    const QString link = m_dir.path() + QStringLiteral("/link");
    QVERIFY(QFile::link(QStringLiteral("/proc"), link));
    QVERIFY(!stack.open(QFileInfo(m_dir.path()).canonicalFilePath() + QStringLiteral("/link"), &error));
    QVERIFY2(error.contains(QLatin1String("symbolic link")), qPrintable(error));
    // /proc is a mount point: opened, with figures.
    QVERIFY2(stack.open(QStringLiteral("/proc"), &error), qPrintable(error));
    MountedStack::Space space;
    QVERIFY(stack.space(&space, &error));
    QVERIFY(space.usedBytes >= 0 && space.availableBytes >= 0);
}

void TestLabActions::builtInJobsStayInTheMountPoint()
{
    const QString mount = QStringLiteral("/mnt/stacklab/s1/btrfs-raid1");
    for (const QString &name : WorkloadAction::jobNames()) {
        QString error;
        const QList<JobSpec> jobs = WorkloadAction::jobsFor(name, mount, 0, 0, &error);
        QVERIFY2(!jobs.isEmpty(), qPrintable(error));
        for (const JobSpec &job : jobs) {
            QCOMPARE(job.directory, mount);
            QVERIFY2(job.fileFor(0).startsWith(mount + QLatin1Char('/')), qPrintable(job.fileFor(0)));
        }
    }
    QString error;
    const QList<JobSpec> bench = WorkloadAction::jobsFor(QStringLiteral("storage-bench"), mount, 2, 16 << 20, &error);
    QCOMPARE(bench.size(), 3);
    for (const JobSpec &job : bench) {
        QCOMPARE(job.runtimeMs, qint64(2000));
        QCOMPARE(job.size, std::uint64_t(16 << 20));
    }
    QVERIFY(bench.first().writes());
    QVERIFY(bench.last().reads());
    QVERIFY(WorkloadAction::jobsFor(QStringLiteral("../x"), mount, 0, 0, &error).isEmpty());
    QVERIFY(!error.isEmpty());
}

void TestLabActions::validatesActions_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("rule"); // empty: accepted
    const QByteArray disks = "\"disks\":[\"" + FakeLab::A.toUtf8() + "\",\"" + FakeLab::B.toUtf8() + "\"]";
    const QByteArray head = "\"session\":\"s1\",\"stack\":\"btrfs-raid1\"," + disks;
    auto request = [&head](const char *type, const char *rest = "") {
        return QByteArray("{\"type\":\"") + type + "\",\"id\":\"x\"," + head + rest + "}";
    };
    QTest::newRow("write") << request("dataset-write", ",\"sizeBytes\":33554432") << QString();
    QTest::newRow("write 1 MiB in 256 files")
        << request("dataset-write", ",\"sizeBytes\":1048576,\"files\":256") << QString();
    QTest::newRow("write 1 MiB in 257 files")
        << request("dataset-write", ",\"sizeBytes\":1048576,\"files\":257") << QStringLiteral("action.bad-size");
    QTest::newRow("write 4096 files") << request("dataset-write", ",\"sizeBytes\":33554432,\"files\":4096")
                                      << QString();
    QTest::newRow("write 4097 files") << request("dataset-write", ",\"sizeBytes\":33554432,\"files\":4097")
                                      << QStringLiteral("action.bad-count");
    QTest::newRow("write 16 TiB") << request("dataset-write", ",\"sizeBytes\":17592186044416") << QString();
    QTest::newRow("write over 16 TiB") << request("dataset-write", ",\"sizeBytes\":17592186044417")
                                       << QStringLiteral("action.bad-size");
    QTest::newRow("overwrite 1 MiB") << request("overwrite", ",\"sizeBytes\":1048576") << QString();
    QTest::newRow("overwrite under 1 MiB")
        << request("overwrite", ",\"sizeBytes\":1048575") << QStringLiteral("action.bad-size");
    QTest::newRow("workload 1 s") << request("workload", ",\"job\":\"randwrite-4k\",\"runtimeSeconds\":1") << QString();
    QTest::newRow("workload 3600 s") << request("workload", ",\"job\":\"randwrite-4k\",\"runtimeSeconds\":3600")
                                     << QString();
    QTest::newRow("workload 3601 s") << request("workload", ",\"job\":\"randwrite-4k\",\"runtimeSeconds\":3601")
                                     << QStringLiteral("action.bad-runtime");
    QTest::newRow("workload job file name")
        << request("workload", ",\"job\":\"randwrite-4k.fio\"") << QStringLiteral("action.unknown-job");
    QTest::newRow("verify without manifest") << request("dataset-verify") << QStringLiteral("action.no-manifest");
    QTest::newRow("space") << request("space") << QString();
    QTest::newRow("sample") << request("sample") << QString();
    QTest::newRow("sample while a step runs")
        << QByteArray("{\"type\":\"sample\",\"id\":\"x\",\"session\":\"s1\",\"stack\":\"btrfs-raid1\",\"disks\":[\""
               + FakeLab::A.toUtf8() + "\",\"" + FakeLab::Busy.toUtf8() + "\"]}")
        << QString();
    QTest::newRow("write while a step runs")
        << QByteArray("{\"type\":\"dataset-write\",\"id\":\"x\",\"session\":\"s1\",\"stack\":\"btrfs-raid1\","
                      "\"sizeBytes\":1048576,\"disks\":[\""
               + FakeLab::A.toUtf8() + "\",\"" + FakeLab::Busy.toUtf8() + "\"]}")
        << QStringLiteral("device.busy");
    QTest::newRow("disks") << QByteArray("{\"type\":\"disks\",\"id\":\"d\"}") << QString();
    // Versions come from running the tools: --validate executes nothing, so it refuses them.
    QTest::newRow("versions") << QByteArray("{\"type\":\"versions\",\"id\":\"v\"}")
                              << QStringLiteral("request.validate-only");
    QTest::newRow("inventory") << QByteArray("{\"type\":\"inventory\",\"id\":\"i\"}")
                               << QStringLiteral("request.validate-only");
    // Files only, nothing runs: answered under --validate too.
    QTest::newRow("disk-stats") << QByteArray("{\"type\":\"disk-stats\",\"id\":\"s\"}") << QString();
}

void TestLabActions::validatesActions()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, rule);
    HelperServer server(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk), HelperServer::Mode::ValidateOnly);
    server.state() = FakeLab::claimedState();
    server.setDatasetRoot(m_dir.path() + QStringLiteral("/empty-datasets"));
    HelperEvent event;
    const QByteArray reply = answer(server, line);
    QVERIFY2(HelperProtocol::parseEvent(reply, &event), reply.constData());
    if (rule.isEmpty()) {
        QVERIFY2(event.type == HelperEventType::Accepted, reply.constData());
        const QString answered = event.fields.value(QLatin1String("request")).toString();
        if (answered == QLatin1String("versions"))
            QVERIFY(!event.fields.value(QLatin1String("versions"))
                         .toObject()
                         .value(QLatin1String("kernel"))
                         .toString()
                         .isEmpty());
        if (answered == QLatin1String("disk-stats")) {
            // This machine's own counters, in the text BlockStatParser reads.
            const QString stats = event.fields.value(QLatin1String("stats")).toString();
            const ParseResult<BlockStatSnapshot> parsed = BlockStatParser::parse(stats);
            QVERIFY2(parsed.ok(), qPrintable(stats));
            QVERIFY(parsed.value.uptimeSeconds > 0);
            QVERIFY(!parsed.value.disks.isEmpty());
        } else if (answered != QLatin1String("disks") && answered != QLatin1String("versions")) {
            QCOMPARE(event.fields.value(QLatin1String("executing")).toBool(true), false);
            QCOMPARE(event.fields.value(QLatin1String("mountPoint")).toString(),
                QStringLiteral("/mnt/stacklab/s1/btrfs-raid1"));
        }
    } else {
        QVERIFY2(event.type == HelperEventType::Refused, reply.constData());
        QCOMPARE(event.fields.value(QLatin1String("rule")).toString(), rule);
        QVERIFY(!event.fields.value(QLatin1String("message")).toString().isEmpty());
    }
}

// An action on session s1's btrfs raid1 over the fake lab's disks A and B.
static HelperRequest btrfsAction(HelperRequestType type)
{
    HelperRequest request;
    request.type = type;
    request.id = HelperProtocol::requestTypeName(type);
    request.session = QStringLiteral("s1");
    request.stack = QStringLiteral("btrfs-raid1");
    request.disks = {FakeLab::A, FakeLab::B};
    return request;
}

void TestLabActions::verifyFindsTheManifest()
{
    const QString root = m_dir.path() + QStringLiteral("/datasets");
    DatasetManifest manifest;
    manifest.entries = {{QStringLiteral("dataset/file-0000.bin"), 4096, QString(64, QLatin1Char('a'))}};
    QString error;
    QVERIFY2(manifest.save(root + QStringLiteral("/s1/btrfs-raid1.manifest"), &error), qPrintable(error));
    RequestValidator validator(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    validator.setDatasetRoot(root);
    const HelperRequest request = btrfsAction(HelperRequestType::DatasetVerify);
    ValidatedAction action;
    const HelperRefusal refusal = validator.validateAction(request, FakeLab::claimedState(), &action);
    QVERIFY2(refusal.isNull(), qPrintable(refusal.rule + QLatin1Char(' ') + refusal.message));
    QCOMPARE(action.manifestPath, root + QStringLiteral("/s1/btrfs-raid1.manifest"));
    QCOMPARE(action.mountPoint, QStringLiteral("/mnt/stacklab/s1/btrfs-raid1"));
    QCOMPARE(action.nodes, (QStringList {FakeLab::A, FakeLab::B}));
    QCOMPARE(action.monitor.kind, StackMonitorSource::Kind::Btrfs);
    QCOMPARE(action.monitor.target, action.mountPoint);
}

// A loop disk pulled by cutting its backing file may read a size again (the stack wrote to it
// between the cut and the capacity refresh): the session's own pull still refuses it.
void TestLabActions::corruptRefusesAMemberTheFailPhasePulled()
{
    const RequestValidator validator(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk));
    HelperRequest request = btrfsAction(HelperRequestType::Corrupt);
    request.member = FakeLab::B;
    LabSessionState state = FakeLab::claimedState();
    ValidatedAction action;
    HelperRefusal refusal = validator.validateAction(request, state, &action);
    QVERIFY2(refusal.isNull(), qPrintable(refusal.rule + QLatin1Char(' ') + refusal.message));
    QCOMPARE(action.member.node, FakeLab::B);
    state.pulledByFailPhase.insert(FakeLab::B);
    refusal = validator.validateAction(request, state, &action);
    QCOMPARE(refusal.rule, QStringLiteral("action.member-pulled"));
    QVERIFY2(refusal.message.contains(FakeLab::B), qPrintable(refusal.message));
    request.member = FakeLab::A;
    QVERIFY(validator.validateAction(request, state, &action).isNull());
}

void TestLabActions::executeRefusesAnUnmountedStack()
{
    // Execute mode, but the session's mount point does not exist here: nothing is written.
    HelperServer server(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk), HelperServer::Mode::Execute);
    server.state() = FakeLab::claimedState();
    server.state().session = QStringLiteral("labactions-unit-%1").arg(QCoreApplication::applicationPid());
    server.state().session = server.state().session.left(60);
    const QByteArray line = "{\"type\":\"dataset-write\",\"id\":\"w\",\"session\":\"" + server.state().session.toUtf8()
        + "\",\"stack\":\"btrfs-raid1\",\"sizeBytes\":1048576,\"disks\":[\"" + FakeLab::A.toUtf8() + "\",\""
        + FakeLab::B.toUtf8() + "\"]}";
    HelperEvent event;
    const QByteArray reply = answer(server, line);
    QVERIFY2(HelperProtocol::parseEvent(reply, &event), reply.constData());
    QCOMPARE(event.fields.value(QLatin1String("rule")).toString(), QStringLiteral("action.not-mounted"));
    QVERIFY(!QFileInfo::exists(QStringLiteral("/mnt/stacklab/") + server.state().session));
}

// The inventory through a helper in execute mode, before any claim: this machine's real tools, each
// source as printed; what is not installed is named with its package, never silently left out.
void TestLabActions::inventoryOnThisMachine()
{
    HelperServer server(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk), HelperServer::Mode::Execute);
    HelperEvent event;
    const QByteArray reply = answer(server, "{\"type\":\"inventory\",\"id\":\"inv\"}");
    QVERIFY2(HelperProtocol::parseEvent(reply, &event), reply.left(400).constData());
    QCOMPARE(event.type, HelperEventType::Accepted);
    QCOMPARE(event.fields.value(QLatin1String("request")).toString(), QStringLiteral("inventory"));
    const QJsonObject sources = event.fields.value(QLatin1String("sources")).toObject();
    const QJsonObject missing = event.fields.value(QLatin1String("missing")).toObject();
    // findmnt (util-linux) is on every Debian machine, and / is always mounted.
    QVERIFY2(sources.value(QLatin1String("findmnt")).toString().contains(QLatin1String("\"target\": \"/\"")),
        reply.left(2000).constData());
    QVERIFY(event.fields.value(QLatin1String("loopLabs")).isArray());
    for (const QString &key :
        {QStringLiteral("vgs"), QStringLiteral("pvs"), QStringLiteral("lvs"), QStringLiteral("zpool-list"),
            QStringLiteral("zpool-status"), QStringLiteral("btrfs-filesystem-show"), QStringLiteral("losetup")})
        QVERIFY2(sources.contains(key) != missing.contains(key), qPrintable(key));
    for (auto it = missing.begin(); it != missing.end(); ++it)
        QVERIFY2(!it.value().toString().isEmpty(), qPrintable(it.key()));
}

void TestLabActions::samplerRunsOnlyAllowedPrograms()
{
    QByteArray output;
    int exitCode = 0;
    QString error;
    QVERIFY(!StackSampler::runCommand(
        m_policy, {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("id")}, &output, &exitCode, &error));
    QVERIFY2(error.contains(QLatin1String("allowed")), qPrintable(error));
    QVERIFY(!StackSampler::runCommand(
        m_policy, {QStringLiteral("/bin/cat"), QStringLiteral("/etc/shadow")}, &output, &exitCode, &error));
    // An allowed, read-only program runs with a clean environment and its output is captured.
    QVERIFY2(StackSampler::runCommand(
                 m_policy, {QStringLiteral("cat"), QStringLiteral("/proc/self/environ")}, &output, &exitCode, &error),
        qPrintable(error));
    QCOMPARE(exitCode, 0);
    QVERIFY2(output.contains("LC_ALL=C"), output.constData());
    QVERIFY(!output.contains("HOME="));
}

QTEST_GUILESS_MAIN(TestLabActions)
#include "tst_labactions.moc"
