#include "helper/protocol/helperprotocol.h"
#include "helper/protocol/strictjson.h"

#include <QFile>
#include <QTest>

class TestHelperProtocol : public QObject {
    Q_OBJECT

private slots:
    void parsesValidRequests_data();
    void parsesValidRequests();
    void refusesBadRequests_data();
    void refusesBadRequests();
    void jsonDepth_data();
    void jsonDepth();
    void roundTripsRequests();
    void parsesEvents();
    void typesCapturedEvents();
    void readsOnlyStrictJson_data();
    void readsOnlyStrictJson();
};

void TestHelperProtocol::parsesValidRequests_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<int>("type");
    QTest::addColumn<QString>("id");
    QTest::addColumn<QStringList>("disks");

    QTest::newRow("hello") << QByteArray(R"({"type":"hello","version":1})") << int(HelperRequestType::Hello)
                           << QString() << QStringList();
    QTest::newRow("claim") << QByteArray(
        R"({"type":"claim","id":"c","session":"s1","disks":["/dev/loop3","/dev/loop4"]})")
                           << int(HelperRequestType::Claim) << QStringLiteral("c")
                           << QStringList {QStringLiteral("/dev/loop3"), QStringLiteral("/dev/loop4")};
    QTest::newRow("run") << QByteArray(
        R"({"type":"run","id":"r7","session":"s1","stack":"btrfs-raid1","phase":"build",)"
        R"("step":"mkfs","disks":["/dev/loop3"],"spare":"/dev/loop5","failDisk":"/dev/loop3",)"
        R"("options":{"pull":"loop-truncate","ashift":12,"atime":false},"clearSignatures":true})")
                         << int(HelperRequestType::Run) << QStringLiteral("r7")
                         << QStringList {QStringLiteral("/dev/loop3")};
    QTest::newRow("validate") << QByteArray(
        R"({"type":"validate","id":"v","session":"s1","stack":"x","phase":"p","step":"s","disks":[]})")
                              << int(HelperRequestType::Validate) << QStringLiteral("v") << QStringList();
    QTest::newRow("cancel") << QByteArray(R"({"type":"cancel","id":"r7"})") << int(HelperRequestType::Cancel)
                            << QStringLiteral("r7") << QStringList();
    QTest::newRow("loop-create") << QByteArray(
        R"({"type":"lab-loop-create","session":"s1","count":4,"sizeBytes":268435456})")
                                 << int(HelperRequestType::LabLoopCreate) << QString() << QStringList();
    QTest::newRow("loop-destroy") << QByteArray(R"({"type":"lab-loop-destroy","session":"s1"})")
                                  << int(HelperRequestType::LabLoopDestroy) << QString() << QStringList();
    QTest::newRow("bye") << QByteArray(R"({"type":"bye"})") << int(HelperRequestType::Bye) << QString()
                         << QStringList();
    QTest::newRow("versions") << QByteArray(R"({"type":"versions","id":"v1"})") << int(HelperRequestType::Versions)
                              << QStringLiteral("v1") << QStringList();
    QTest::newRow("inventory") << QByteArray(R"({"type":"inventory","id":"i1"})") << int(HelperRequestType::Inventory)
                               << QStringLiteral("i1") << QStringList();
    QTest::newRow("disk-stats") << QByteArray(R"({"type":"disk-stats","id":"s1"})") << int(HelperRequestType::DiskStats)
                                << QStringLiteral("s1") << QStringList();
    QTest::newRow("bye with id") << QByteArray(R"({"type":"bye","id":"x"})") << int(HelperRequestType::Bye)
                                 << QStringLiteral("x") << QStringList();
}

void TestHelperProtocol::parsesValidRequests()
{
    QFETCH(QByteArray, line);
    QFETCH(int, type);
    QFETCH(QString, id);
    QFETCH(QStringList, disks);
    const HelperParseResult result = HelperProtocol::parseRequest(line);
    QVERIFY2(result.ok(), qPrintable(result.refusal.rule + QLatin1Char(' ') + result.refusal.message));
    QCOMPARE(int(result.request.type), type);
    QCOMPARE(result.request.id, id);
    QCOMPARE(result.request.disks, disks);
}

void TestHelperProtocol::refusesBadRequests_data()
{
    QTest::addColumn<QByteArray>("line");
    QTest::addColumn<QString>("rule");
    QTest::addColumn<QString>("field");

    QTest::newRow("empty object") << QByteArray("{}") << QStringLiteral("protocol.missing-field")
                                  << QStringLiteral("type");
    QTest::newRow("garbage") << QByteArray("rm -rf /") << QStringLiteral("protocol.malformed") << QString();
    QTest::newRow("array") << QByteArray("[]") << QStringLiteral("protocol.not-object") << QString();
    QTest::newRow("argv key") << QByteArray(R"({"type":"run","argv":["sh"]})")
                              << QStringLiteral("protocol.forbidden-key") << QStringLiteral("argv");
    QTest::newRow("argv in options") << QByteArray(
        R"({"type":"run","id":"r","session":"s","stack":"x","phase":"p","step":"s","disks":[],"options":{"argv":"sh"}})")
                                     << QStringLiteral("protocol.forbidden-key") << QStringLiteral("options.argv");
    QTest::newRow("unknown key") << QByteArray(R"({"type":"bye","force":true})")
                                 << QStringLiteral("protocol.unknown-key") << QStringLiteral("force");
    // Only the helper decides which disks are pulled: a client cannot make a teardown skip a disk.
    QTest::newRow("pulledDisks from a client") << QByteArray(
        R"({"type":"run","id":"r","session":"s","stack":"x","phase":"p","step":"s","disks":[],"pulledDisks":["/dev/x"]})")
                                               << QStringLiteral("protocol.unknown-key")
                                               << QStringLiteral("pulledDisks");
    QTest::newRow("key of another type") << QByteArray(R"({"type":"hello","version":1,"disks":[]})")
                                         << QStringLiteral("protocol.unknown-key") << QStringLiteral("disks");
    // Found by the fuzzer: accepted, then the empty id was dropped when written back.
    QTest::newRow("run with an empty id")
        << QByteArray(R"({"type":"run","id":"","session":"s1","stack":"btrfs-raid1","phase":"build","step":"",)"
                      R"("disks":["@A@","@C@"]})")
        << QStringLiteral("protocol.missing-field") << QStringLiteral("id");
    QTest::newRow("cancel with an empty id") << QByteArray(R"({"type":"cancel","id":""})")
                                             << QStringLiteral("protocol.missing-field") << QStringLiteral("id");
    QTest::newRow("inventory with disks") << QByteArray(R"({"type":"inventory","id":"i","disks":["/dev/sda"]})")
                                          << QStringLiteral("protocol.unknown-key") << QStringLiteral("disks");
    QTest::newRow("versions with a session") << QByteArray(R"({"type":"versions","id":"v","session":"s1"})")
                                             << QStringLiteral("protocol.unknown-key") << QStringLiteral("session");
    QTest::newRow("disks not array") << QByteArray(R"({"type":"claim","session":"s","disks":"/dev/x"})")
                                     << QStringLiteral("protocol.wrong-type") << QStringLiteral("disks");
    QTest::newRow("fraction") << QByteArray(R"({"type":"lab-loop-create","session":"s","count":1.5,"sizeBytes":1})")
                              << QStringLiteral("protocol.wrong-type") << QStringLiteral("count");
    QTest::newRow("nested option") << QByteArray(
        R"({"type":"run","id":"r","session":"s","stack":"x","phase":"p","step":"s","disks":[],"options":{"a":{}}})")
                                   << QStringLiteral("protocol.wrong-type") << QStringLiteral("options.a");
    QTest::newRow("9 deep") << QByteArray(R"({"a":[[[[[[[[]]]]]]]]})") << QStringLiteral("protocol.too-deep")
                            << QString();
    QTest::newRow("too long") << QByteArray(HelperMaxLineBytes + 1, ' ') << QStringLiteral("protocol.too-long")
                              << QString();
    QTest::newRow("unknown type") << QByteArray(R"({"type":"exec"})") << QStringLiteral("protocol.unknown-type")
                                  << QStringLiteral("type");
    QTest::newRow("missing step") << QByteArray(
        R"({"type":"run","id":"r","session":"s","stack":"x","phase":"p","disks":[]})")
                                  << QStringLiteral("protocol.missing-field") << QStringLiteral("step");
    QTest::newRow("too many disks") << QByteArray(
        R"({"type":"claim","session":"s","disks":[)" + QByteArray("\"/d\",").repeated(64) + R"("/d"]})")
                                    << QStringLiteral("protocol.too-many") << QStringLiteral("disks");
}

void TestHelperProtocol::refusesBadRequests()
{
    QFETCH(QByteArray, line);
    QFETCH(QString, rule);
    QFETCH(QString, field);
    const HelperParseResult result = HelperProtocol::parseRequest(line);
    QCOMPARE(result.refusal.rule, rule);
    QCOMPARE(result.refusal.field, field);
    QVERIFY(!result.refusal.message.isEmpty());
}

void TestHelperProtocol::jsonDepth_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<int>("depth");
    QTest::newRow("flat") << QByteArray(R"({"a":1})") << 1;
    QTest::newRow("brackets in strings") << QByteArray(R"({"a":"[[[{{{"})") << 1;
    QTest::newRow("escaped quote") << QByteArray(R"({"a":"\"[["})") << 1;
    QTest::newRow("three") << QByteArray(R"({"a":[{"b":1}]})") << 3;
    QTest::newRow("unbalanced") << QByteArray("{[}") << -1;
    QTest::newRow("closing first") << QByteArray("}{") << -1;
    QTest::newRow("open") << QByteArray("{{") << -1;
}

void TestHelperProtocol::jsonDepth()
{
    QFETCH(QByteArray, text);
    QFETCH(int, depth);
    QCOMPARE(HelperProtocol::jsonDepth(text), depth);
}

void TestHelperProtocol::roundTripsRequests()
{
    HelperRequest request;
    request.type = HelperRequestType::Run;
    request.id = QStringLiteral("r1");
    request.session = QStringLiteral("s1");
    request.stack = QStringLiteral("btrfs-raid10");
    request.phase = QStringLiteral("rebuild");
    request.step = QStringLiteral("replace");
    request.disks = {QStringLiteral("/dev/loop1"), QStringLiteral("/dev/loop2")};
    request.spare = QStringLiteral("/dev/loop9");
    request.failDisk = QStringLiteral("/dev/loop2");
    request.options = {{QStringLiteral("pull"), QStringLiteral("loop-truncate")}};
    request.clearSignatures = true;
    const QByteArray line = HelperProtocol::serialiseRequest(request);
    QVERIFY(line.endsWith('\n'));
    const HelperParseResult parsed = HelperProtocol::parseRequest(line.chopped(1));
    QVERIFY(parsed.ok());
    QCOMPARE(parsed.request, request);
}

void TestHelperProtocol::parsesEvents()
{
    HelperEvent event;
    const QByteArray line = HelperProtocol::refusedLine(
        QStringLiteral("r1"), {QStringLiteral("device.busy"), QStringLiteral("disks[0]"), QStringLiteral("busy")});
    QVERIFY(HelperProtocol::parseEvent(line.trimmed(), &event));
    QCOMPARE(int(event.type), int(HelperEventType::Refused));
    QCOMPARE(event.id(), QStringLiteral("r1"));
    QCOMPARE(event.fields.value(QLatin1String("rule")).toString(), QStringLiteral("device.busy"));
    QVERIFY(!HelperProtocol::parseEvent(R"({"type":"launch"})", &event));
    QVERIFY(!HelperProtocol::parseEvent("nonsense", &event));
}

void TestHelperProtocol::typesCapturedEvents()
{
    // Lines a real helper wrote (tests/data/helper/README.md): each becomes one typed value.
    QFile file(QStringLiteral(STACKLAB_TEST_DATA_DIR "/helper/events.jsonl"));
    QVERIFY(file.open(QIODevice::ReadOnly));
    QList<HelperEvent> events;
    for (const QByteArray &line : file.readAll().split('\n')) {
        if (line.isEmpty())
            continue;
        HelperEvent event;
        QVERIFY2(HelperProtocol::parseEvent(line, &event), line.constData());
        events << event;
    }
    QCOMPARE(events.size(), 5);

    const HelperHello *hello = events.at(0).hello();
    QVERIFY(hello);
    QCOMPARE(hello->version, 1);
    QCOMPARE(hello->uid, 0);
    QCOMPARE(hello->pid, 15189);
    QCOMPARE(hello->helper, QStringLiteral("0.1.0"));
    QVERIFY(!events.at(0).accepted());

    const HelperAccepted *claim = events.at(1).accepted();
    QVERIFY(claim);
    QCOMPARE(claim->request, QStringLiteral("claim"));
    QCOMPARE(claim->nodes, (QStringList {QStringLiteral("/dev/loop0"), QStringLiteral("/dev/loop1")}));
    QCOMPARE(claim->session, QStringLiteral("cap"));
    QVERIFY(claim->argv.isEmpty());

    const HelperAccepted *run = events.at(2).accepted();
    QVERIFY(run);
    QCOMPARE(events.at(2).id(), QStringLiteral("r1"));
    QCOMPARE(run->argv, (QStringList {QStringLiteral("wipefs"), QStringLiteral("-n"), QStringLiteral("/dev/loop0")}));
    QCOMPARE(run->step, QStringLiteral("check-blank-1"));
    QVERIFY(run->executing);
    QVERIFY(!run->destructive);
    QVERIFY(run->nodes.isEmpty());

    const HelperExited *exited = events.at(3).exited();
    QVERIFY(exited);
    QVERIFY(exited->ok);
    QVERIFY(!exited->cancelled);
    QCOMPARE(exited->exitCode, 0);
    QCOMPARE(exited->durationMs, 147);

    const HelperRefused *refused = events.at(4).refused();
    QVERIFY(refused);
    QCOMPARE(refused->rule, QStringLiteral("request.recipe-refused"));
    QCOMPARE(refused->field, QStringLiteral("stack"));
    QVERIFY(refused->message.contains(QStringLiteral("at least 2 disks")));
    QVERIFY(!refused->afterAcceptance);

    // An exited event with no verdict is a failure, never a success by default.
    HelperEvent bare;
    QVERIFY(HelperProtocol::parseEvent(R"({"type":"exited","id":"x"})", &bare));
    QVERIFY(bare.exited() && !bare.exited()->ok && bare.exited()->exitCode == -1);
}

void TestHelperProtocol::readsOnlyStrictJson_data()
{
    QTest::addColumn<QByteArray>("text");
    QTest::addColumn<QString>("rule");
    // What RFC 8259 allows passes, however it is written.
    QTest::newRow("object") << QByteArray(R"({"a":[1,-0.5,2e3,1E-2,true,false,null,"x"]})") << QString();
    QTest::newRow("whitespace") << QByteArray(" \t{ \"a\" : 1 }\r\n") << QString();
    QTest::newRow("escapes") << QByteArray(R"({"a":"\"\\\/\b\f\n\r\t\u00fc"})") << QString();
    QTest::newRow("surrogate pair") << QByteArray(R"({"a":"\ud83d\ude00"})") << QString();
    QTest::newRow("utf-8") << QByteArray("{\"a\":\"\xc3\xbc\xe2\x82\xac\xf0\x9f\x98\x80\"}") << QString();
    QTest::newRow("same key, other objects") << QByteArray(R"({"a":{"a":1},"b":{"a":2}})") << QString();
    QTest::newRow("duplicate") << QByteArray(R"({"a":1,"a":1})") << QStringLiteral("protocol.duplicate-key");
    QTest::newRow("duplicate escaped") << QByteArray(R"({"ab":1,"a\u0062":2})")
                                       << QStringLiteral("protocol.duplicate-key");
    QTest::newRow("duplicate nested") << QByteArray(R"({"o":{"k":1,"k":2}})")
                                      << QStringLiteral("protocol.duplicate-key");
    QTest::newRow("raw tab") << QByteArray("{\"a\":\"x\ty\"}") << QStringLiteral("protocol.control-char");
    QTest::newRow("raw nul") << QByteArray("{\"a\":\"x\0y\"}", 11) << QStringLiteral("protocol.control-char");
    QTest::newRow("bom") << QByteArray("\xEF\xBB\xBF{}") << QStringLiteral("protocol.bom");
    for (const char *number :
        {".5", "-.5", "1.", "+1", "01", "-01", "0x1", "1e", "1e+", "NaN", "Infinity", "-", "1.5.5"})
        QTest::addRow("number %s", number)
            << QByteArray("{\"a\":") + number + "}" << QStringLiteral("protocol.bad-number");
    QTest::newRow("lone high") << QByteArray(R"({"a":"\ud800"})") << QStringLiteral("protocol.bad-encoding");
    QTest::newRow("lone low") << QByteArray(R"({"a":"\udc00x"})") << QStringLiteral("protocol.bad-encoding");
    QTest::newRow("bad byte") << QByteArray("{\"a\":\"\xff\"}") << QStringLiteral("protocol.bad-encoding");
    QTest::newRow("overlong") << QByteArray("{\"a\":\"\xc0\xaf\"}") << QStringLiteral("protocol.bad-encoding");
    QTest::newRow("encoded surrogate") << QByteArray("{\"a\":\"\xed\xa0\x80\"}")
                                       << QStringLiteral("protocol.bad-encoding");
    QTest::newRow("truncated sequence") << QByteArray("{\"a\":\"\xe2\x82\"}")
                                        << QStringLiteral("protocol.bad-encoding");
    // Broken structure wins over the rest: nothing else can be said about it.
    QTest::newRow("duplicate, then broken") << QByteArray(R"({"a":1,"a":1)") << QStringLiteral("protocol.malformed");
    QTest::newRow("bad escape") << QByteArray(R"({"a":"\x"})") << QStringLiteral("protocol.malformed");
    QTest::newRow("bare word") << QByteArray(R"({"a":nope})") << QStringLiteral("protocol.malformed");
    QTest::newRow("single quotes") << QByteArray("{'a':1}") << QStringLiteral("protocol.malformed");
    QTest::newRow("trailing comma") << QByteArray(R"({"a":1,})") << QStringLiteral("protocol.malformed");
    QTest::newRow("two values") << QByteArray("{} {}") << QStringLiteral("protocol.malformed");
    QTest::newRow("empty") << QByteArray("  ") << QStringLiteral("protocol.malformed");
    QTest::newRow("unbalanced deep") << QByteArray(70000, '[') << QStringLiteral("protocol.malformed");
}

void TestHelperProtocol::readsOnlyStrictJson()
{
    QFETCH(QByteArray, text);
    QFETCH(QString, rule);
    const HelperRefusal refusal = StrictJson::check(text);
    QCOMPARE(refusal.rule, rule);
    QCOMPARE(refusal.message.isEmpty(), rule.isEmpty());
    // A request line goes through the same reader.
    if (!rule.isEmpty() && text.size() <= HelperMaxLineBytes && HelperProtocol::jsonDepth(text) <= HelperMaxDepth)
        QCOMPARE(HelperProtocol::parseRequest(text).refusal.rule, rule);
}

QTEST_GUILESS_MAIN(TestHelperProtocol)
#include "tst_helperprotocol.moc"
