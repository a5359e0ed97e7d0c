// Every request of tests/data/helper/hostile.jsonl goes through the helper's own request
// handling (HelperServer in --validate mode) and must be refused by exactly the rule it is
// annotated with. Links into the real system disk are made here, in a temporary directory, and
// real block nodes (mknod, as root) that carry the system disk's number under other names, in a
// directory of their own on the devtmpfs at /dev and in /dev/shm: they are only ever given to the
// helper's --validate mode, and removed at the end.
#include "fakelab.h"
#include "helper/actions/execpolicy.h"
#include "helper/server/helperserver.h"
#include "helper/server/steppaths.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <sys/stat.h>
#include <sys/sysmacros.h>
#include <unistd.h>

class TestHostileCorpus : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void refusesByTheAnnotatedRule_data();
    void refusesByTheAnnotatedRule();
    void coversEveryKindOfAttack();

private:
    const ExecPolicy m_policy; // the helper's one policy, handed to what runs programs
    bool makeNode(const QString &path, DeviceNumber number);
    void removeNodes();

    QHash<QString, QString> m_placeholders;
    QHash<QByteArray, QByteArray> m_rawBytes;
    QStringList m_nodes; // made with mknod, removed in cleanupTestCase
    QStringList m_nodeDirectories;
    bool m_nodesMade = false;
    QTemporaryDir m_dir;
    FakeDeviceFacts m_facts;
    QString m_systemDisk;
    QList<std::pair<QString, QByteArray>> m_corpus;
    QSet<QString> m_nodePlaceholders; // need the mknod nodes
    QList<bool> m_needsNodes; // per corpus line
    QStringList m_swappedLinks;
    QStringList m_kernelNodes; // what an accepted argv may name: the fake disks' nodes
};

bool TestHostileCorpus::makeNode(const QString &path, DeviceNumber number)
{
    if (::mknod(QFile::encodeName(path).constData(), S_IFBLK | 0600, number.toDev()) != 0)
        return false;
    m_nodes.append(path);
    return true;
}

void TestHostileCorpus::removeNodes()
{
    for (const QString &node : std::as_const(m_nodes))
        QFile::remove(node);
    for (const QString &directory : std::as_const(m_nodeDirectories))
        QDir().rmdir(directory);
    m_nodes.clear();
}

void TestHostileCorpus::cleanupTestCase()
{
    removeNodes();
}

void TestHostileCorpus::initTestCase()
{
    FakeLab::describe(&m_facts);
    QVERIFY(m_dir.isValid());
    const QStringList system = SystemDeviceFacts::systemDiskNames();
    QVERIFY2(!system.isEmpty(), "no disk holds / according to /proc/self/mountinfo");
    m_systemDisk = QStringLiteral("/dev/") + system.first();
    QVERIFY(QFileInfo::exists(m_systemDisk));

    // A partition of the system disk if it has one; else the fixture's fake partition.
    QString partition = FakeLab::Part;
    const QStringList children
        = QDir(QStringLiteral("/sys/class/block/") + system.first()).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &child : children) {
        if (child.startsWith(system.first()) && QFileInfo::exists(QStringLiteral("/dev/") + child)) {
            partition = QStringLiteral("/dev/") + child;
            break;
        }
    }

    const QString byId = m_dir.path() + QStringLiteral("/by-id");
    QVERIFY(QDir().mkpath(byId));
    QVERIFY(QFile::link(m_systemDisk, byId + QStringLiteral("/ata-ROOT")));
    QVERIFY(QFile::link(QDir(byId).relativeFilePath(m_systemDisk), byId + QStringLiteral("/ata-ROOT-relative")));
    QVERIFY(QFile::link(byId + QStringLiteral("/ata-ROOT"), byId + QStringLiteral("/ata-ROOT-chain")));
    QVERIFY(QFile::link(partition, byId + QStringLiteral("/ata-ROOT-part1")));
    QVERIFY(QFileInfo(byId + QStringLiteral("/ata-ROOT-relative")).canonicalFilePath() == m_systemDisk);
    QFile file(m_dir.path() + QStringLiteral("/plain-file"));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("not a disk");
    file.close();

    // Real nodes carrying other devices' numbers. Directories of this process only; one a dead
    // run left behind (its pid gone) is removed first.
    const QString pid = QString::number(QCoreApplication::applicationPid());
    for (const QString &parent : {QStringLiteral("/dev"), QStringLiteral("/dev/shm")}) {
        for (const QString &stale : QDir(parent).entryList({QStringLiteral("stacklab-hostile-*")}, QDir::Dirs)) {
            if (!QFileInfo::exists(QStringLiteral("/proc/") + stale.section(QLatin1Char('-'), 2)))
                QDir(parent + QLatin1Char('/') + stale).removeRecursively();
        }
    }
    const QString devDir = QStringLiteral("/dev/stacklab-hostile-") + pid;
    const QString shmDir = QStringLiteral("/dev/shm/stacklab-hostile-") + pid;
    const std::optional<DeviceNumber> root = m_facts.numberOf(system.first());
    QVERIFY(root.has_value());
    const std::optional<NodeStat> partitionNode = m_facts.statPath(partition);
    QVERIFY(partitionNode.has_value());
    m_nodesMade = ::geteuid() == 0 && QDir().mkpath(devDir) && QDir().mkpath(shmDir);
    if (m_nodesMade)
        m_nodeDirectories = {devDir, shmDir};
    const QList<std::tuple<const char *, QString, DeviceNumber>> nodes = {
        {"@NODE_ROOT_LOOP@", devDir + QStringLiteral("/loop250"), *root},
        {"@NODE_ROOT_SDZZ@", devDir + QStringLiteral("/sdzz"), *root},
        {"@NODE_ROOT_MD@", devDir + QStringLiteral("/md99"), *root},
        {"@NODE_ROOT_DM@", devDir + QStringLiteral("/dm-99"), *root},
        {"@NODE_ROOT_ZD@", devDir + QStringLiteral("/zd0"), *root},
        {"@NODE_ROOT_XVDB@", devDir + QStringLiteral("/xvdb"), *root},
        {"@NODE_ROOTPART@", devDir + QStringLiteral("/sdzz1"), partitionNode->rdev},
        {"@NODE_NONE@", devDir + QStringLiteral("/sdzy"), DeviceNumber {4094, 4094}},
        {"@NODE_A@", devDir + QStringLiteral("/sdy"), FakeDeviceFacts::fakeNumber(FakeLab::A)},
        {"@NODE_D@", devDir + QStringLiteral("/nvme9n9"), FakeDeviceFacts::fakeNumber(FakeLab::D)},
        {"@NODE_E@", devDir + QStringLiteral("/sdx"), FakeDeviceFacts::fakeNumber(FakeLab::E)},
        {"@NODE_UNBOUND@", devDir + QStringLiteral("/loop251"), FakeDeviceFacts::fakeNumber(FakeLab::Unbound)},
        {"@NODE_REPLACED@", devDir + QStringLiteral("/sdw"), FakeDeviceFacts::fakeNumber(FakeLab::Replaced)},
        {"@SHM_ROOT@", shmDir + QStringLiteral("/loop252"), *root},
        {"@TMP_ROOT@", m_dir.path() + QStringLiteral("/sdzz"), *root},
    };
    for (const auto &[placeholder, path, number] : nodes) {
        m_placeholders.insert(QString::fromLatin1(placeholder), path);
        m_nodePlaceholders.insert(QString::fromLatin1(placeholder));
        if (m_nodesMade)
            QVERIFY2(makeNode(path, number), qPrintable(path));
    }
    if (!m_nodesMade)
        qWarning("not root: the corpus lines with mknod nodes are skipped (CI runs them as root)");
    const QList<std::pair<const char *, QString>> nodeLinks = {{"@LINK_NODE_ROOT@", devDir + QStringLiteral("/md99")},
        {"@LINK_SHM_ROOT@", shmDir + QStringLiteral("/loop252")}};
    for (const auto &[placeholder, target] : nodeLinks) {
        const QString link
            = m_dir.path() + QLatin1Char('/') + QString::fromLatin1(placeholder).remove(QLatin1Char('@'));
        QVERIFY(QFile::link(target, link));
        m_placeholders.insert(QString::fromLatin1(placeholder), link);
        m_nodePlaceholders.insert(QString::fromLatin1(placeholder));
    }

    // Links through which the session claimed @A@, now leading elsewhere (the fixture state below
    // records each as a name of @A@).
    const QList<std::pair<const char *, QString>> swapped = {{"@SWAPPED@", FakeLab::A}, {"@SWAPPED_E@", FakeLab::E},
        {"@SWAPPED_ROOT@", m_systemDisk}, {"@SWAPPED_SHM@", shmDir + QStringLiteral("/loop252")},
        {"@SWAPPED_FILE@", file.fileName()}, {"@SWAPPED_GONE@", m_dir.path() + QStringLiteral("/nowhere")}};
    for (const auto &[placeholder, target] : swapped) {
        const QString link = byId + QStringLiteral("/") + QString::fromLatin1(placeholder).remove(QLatin1Char('@'));
        QVERIFY(QFile::link(target, link));
        m_placeholders.insert(QString::fromLatin1(placeholder), link);
        m_swappedLinks.append(link);
    }
    m_nodePlaceholders.insert(QStringLiteral("@SWAPPED_SHM@"));
    const QString unboundLink = byId + QStringLiteral("/loop-unbound");
    QVERIFY(QFile::link(FakeLab::Unbound, unboundLink));
    m_rawBytes = {{"@BOM@", "\xEF\xBB\xBF"}, {"@RAW00@", QByteArray(1, '\0')}, {"@RAW01@", "\x01"}, {"@RAW09@", "\t"},
        {"@RAW1F@", "\x1F"}, {"@RAWFF@", "\xFF"}, {"@RAWC0AF@", "\xC0\xAF"}, {"@RAWEDA080@", "\xED\xA0\x80"}};
    for (const QString &node : m_facts.disks.keys())
        m_kernelNodes.append(node);

    m_placeholders.insert({
        {QStringLiteral("@A@"), FakeLab::A},
        {QStringLiteral("@B@"), FakeLab::B},
        {QStringLiteral("@C@"), FakeLab::C},
        {QStringLiteral("@D@"), FakeLab::D},
        {QStringLiteral("@E@"), FakeLab::E},
        {QStringLiteral("@BUSY@"), FakeLab::Busy},
        {QStringLiteral("@MOUNTED@"), FakeLab::Mounted},
        {QStringLiteral("@LABMOUNTED@"), FakeLab::LabMounted},
        {QStringLiteral("@HELD@"), FakeLab::Held},
        {QStringLiteral("@INUSE@"), FakeLab::InUse},
        {QStringLiteral("@PART@"), FakeLab::Part},
        {QStringLiteral("@PULLED@"), FakeLab::Pulled},
        {QStringLiteral("@PULLEDNODE@"), FakeLab::PulledNode},
        {QStringLiteral("@REPLACED@"), FakeLab::Replaced},
        {QStringLiteral("@ROOTDISK@"), m_systemDisk},
        {QStringLiteral("@LINK_ROOT@"), byId + QStringLiteral("/ata-ROOT")},
        {QStringLiteral("@LINK_REL_ROOT@"), byId + QStringLiteral("/ata-ROOT-relative")},
        {QStringLiteral("@LINK_CHAIN@"), byId + QStringLiteral("/ata-ROOT-chain")},
        {QStringLiteral("@LINK_TRAVERSAL@"),
            byId + QStringLiteral("/..") + QStringLiteral("/..").repeated(byId.count(QLatin1Char('/'))) + m_systemDisk},
        {QStringLiteral("@ROOTPART@"), partition},
        {QStringLiteral("@LINK_ROOTPART@"), byId + QStringLiteral("/ata-ROOT-part1")},
        {QStringLiteral("@TMPFILE@"), file.fileName()},
        {QStringLiteral("@PAD70K@"), QString(70000, QLatin1Char('x'))},
        {QStringLiteral("@ROOTNAME@"), system.first()},
        {QStringLiteral("@UNBOUND@"), FakeLab::Unbound},
        {QStringLiteral("@LINK_UNBOUND@"), unboundLink},
    });

    QFile corpus(QStringLiteral(STACKLAB_TEST_DATA_DIR "/helper/hostile.jsonl"));
    QVERIFY2(corpus.open(QIODevice::ReadOnly), qPrintable(corpus.fileName()));
    const QList<QByteArray> lines = corpus.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const qsizetype tab = line.indexOf('\t');
        QVERIFY2(tab > 0, line.constData());
        QString request = QString::fromUtf8(line.mid(tab + 1));
        bool needsNodes = false;
        for (auto it = m_placeholders.cbegin(); it != m_placeholders.cend(); ++it) {
            needsNodes = needsNodes || (m_nodePlaceholders.contains(it.key()) && request.contains(it.key()));
            request.replace(it.key(), it.value());
        }
        QByteArray bytes = request.toUtf8();
        for (auto it = m_rawBytes.cbegin(); it != m_rawBytes.cend(); ++it)
            bytes.replace(it.key(), it.value());
        QVERIFY2(!bytes.contains('@'), bytes.left(200).constData());
        m_corpus.append({QString::fromUtf8(line.left(tab)), bytes});
        m_needsNodes.append(needsNodes);
    }
}

void TestHostileCorpus::refusesByTheAnnotatedRule_data()
{
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QByteArray>("request");
    QTest::addColumn<bool>("needsNodes");
    for (qsizetype i = 0; i < m_corpus.size(); ++i)
        QTest::addRow("%03d %s", int(i + 1), qPrintable(m_corpus[i].first))
            << m_corpus[i].first << m_corpus[i].second << m_needsNodes[i];
}

void TestHostileCorpus::refusesByTheAnnotatedRule()
{
    QFETCH(QString, expected);
    QFETCH(QByteArray, request);
    QFETCH(bool, needsNodes);
    if (needsNodes && !m_nodesMade)
        QSKIP("needs root to mknod the corpus's block nodes");
    HelperServer server(m_facts, m_policy, FakeLab::recipeBook(m_systemDisk), HelperServer::Mode::ValidateOnly);
    server.state() = FakeLab::claimedState();
    for (const QString &link : std::as_const(m_swappedLinks))
        server.state().claims.append({link, FakeDeviceFacts::fakeIdentity(FakeLab::A)});
    // An empty dataset root: dataset-verify finds no manifest whatever this machine holds.
    server.setDatasetRoot(m_dir.path() + QStringLiteral("/datasets"));
    QList<QByteArray> replies;
    connect(&server, &HelperServer::send, this, [&replies](const QByteArray &line) { replies.append(line); });
    server.feed(request + '\n');
    QCOMPARE(replies.size(), 1);
    HelperEvent event;
    QVERIFY2(HelperProtocol::parseEvent(replies.first().trimmed(), &event), replies.first().constData());
    const QString rule = event.fields.value(QLatin1String("rule")).toString();
    const QString message = event.fields.value(QLatin1String("message")).toString();
    if (expected == QLatin1String("accepted")) {
        QVERIFY2(event.type == HelperEventType::Accepted || event.type == HelperEventType::Hello,
            qPrintable(rule + QLatin1Char(' ') + message));
        QCOMPARE(event.fields.value(QLatin1String("executing")).toBool(), false);
        // Nothing the client typed is passed on: every device path in the argv, and every disk a
        // claim answers with, is a kernel node the fixture knows.
        QStringList named;
        if (event.fields.value(QLatin1String("request")).toString() == QLatin1String("claim"))
            named = event.fields.value(QLatin1String("disks")).toVariant().toStringList();
        for (const QJsonValue &argument : event.fields.value(QLatin1String("argv")).toArray()) {
            const QString path = StepPaths::pathOf(argument.toString());
            if (path.startsWith(QLatin1String("/dev/")))
                named.append(path);
        }
        for (const QString &path : std::as_const(named)) {
            const bool kernelNode = std::any_of(m_kernelNodes.begin(), m_kernelNodes.end(),
                [&path](const QString &node) { return path == node || path.startsWith(node + QLatin1Char('p')); });
            QVERIFY2(kernelNode || path == QLatin1String("/dev/urandom") || path == QLatin1String("/dev/zero"),
                qPrintable(path));
        }
        return;
    }
    QVERIFY2(event.type == HelperEventType::Refused, replies.first().left(300).constData());
    QVERIFY2(
        rule == expected, qPrintable(QStringLiteral("refused by %1 (%2), expected %3").arg(rule, message, expected)));
    QVERIFY(!message.isEmpty());
}

void TestHostileCorpus::coversEveryKindOfAttack()
{
    QSet<QString> rules;
    int hostile = 0;
    for (const auto &entry : std::as_const(m_corpus)) {
        rules.insert(entry.first);
        hostile += entry.first != QLatin1String("accepted");
    }
    QVERIFY2(hostile >= 100, qPrintable(QString::number(hostile)));
    for (const char *rule : {"protocol.malformed", "protocol.too-deep", "protocol.too-long", "protocol.wrong-type",
             "protocol.forbidden-key", "device.system-disk", "device.partition", "device.option-like",
             "device.unclaimed", "device.busy", "device.not-block", "request.unknown-step", "request.unknown-stack",
             "request.unknown-phase", "exec.not-allowed", "exec.path-outside-lab", "action.bad-size",
             "action.bad-count", "action.bad-runtime", "action.unknown-job", "action.no-manifest", "device.not-found",
             "device.replaced", "device.pulled", "device.not-devtmpfs", "device.no-device", "device.no-medium",
             "exec.path-not-resolved", "lab.not-created", "request.validate-only", "protocol.duplicate-key",
             "protocol.control-char", "protocol.bom", "protocol.bad-number", "protocol.bad-encoding"})
        QVERIFY2(rules.contains(QString::fromLatin1(rule)), rule);
}

QTEST_GUILESS_MAIN(TestHostileCorpus)
#include "tst_hostilecorpus.moc"
