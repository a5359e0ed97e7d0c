// Every request of tests/data/helper/hostile.jsonl goes through the helper's own request
// handling (HelperServer in --validate mode) and must be refused by exactly the rule it is
// annotated with. Links into the real system disk are made here, in a temporary directory.
#include "fakelab.h"
#include "helper/helperserver.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

class TestHostileCorpus : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void refusesByTheAnnotatedRule_data();
    void refusesByTheAnnotatedRule();
    void coversEveryKindOfAttack();

private:
    QHash<QString, QString> m_placeholders;
    QTemporaryDir m_dir;
    FakeDeviceFacts m_facts;
    QString m_systemDisk;
    QList<std::pair<QString, QByteArray>> m_corpus;
};

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

    m_placeholders = {
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
    };

    QFile corpus(QStringLiteral(STACKLAB_TEST_DATA_DIR "/helper/hostile.jsonl"));
    QVERIFY2(corpus.open(QIODevice::ReadOnly), qPrintable(corpus.fileName()));
    const QList<QByteArray> lines = corpus.readAll().split('\n');
    for (const QByteArray &line : lines) {
        if (line.isEmpty() || line.startsWith('#'))
            continue;
        const qsizetype tab = line.indexOf('\t');
        QVERIFY2(tab > 0, line.constData());
        QString request = QString::fromUtf8(line.mid(tab + 1));
        for (auto it = m_placeholders.cbegin(); it != m_placeholders.cend(); ++it)
            request.replace(it.key(), it.value());
        QVERIFY2(!request.contains(QLatin1Char('@')), qPrintable(request.left(200)));
        m_corpus.append({QString::fromUtf8(line.left(tab)), request.toUtf8()});
    }
}

void TestHostileCorpus::refusesByTheAnnotatedRule_data()
{
    QTest::addColumn<QString>("expected");
    QTest::addColumn<QByteArray>("request");
    int index = 0;
    for (const auto &[expected, request] : std::as_const(m_corpus))
        QTest::addRow("%03d %s", ++index, qPrintable(expected)) << expected << request;
}

void TestHostileCorpus::refusesByTheAnnotatedRule()
{
    QFETCH(QString, expected);
    QFETCH(QByteArray, request);
    HelperServer server(m_facts, FakeLab::recipeBook(m_systemDisk), HelperServer::Mode::ValidateOnly);
    server.state() = FakeLab::claimedState();
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
             "device.replaced", "device.pulled"})
        QVERIFY2(rules.contains(QString::fromLatin1(rule)), rule);
}

QTEST_GUILESS_MAIN(TestHostileCorpus)
#include "tst_hostilecorpus.moc"
