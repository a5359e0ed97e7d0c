// Identity by device number through the real stacklab-helper binary (root). Block nodes made with
// mknod that carry the system disk's number under other names (loop250, sdzz, md99, …) are given
// only to `stacklab-helper --validate`, which executes nothing. Execute mode works on loop devices
// of this test's own and on mknod aliases of them: the helper must take the alias for the loop
// device it is, name only the kernel's node in every command line, and refuse every other trick.
#include "fixtures/loopfixtures.h"
#include "helper/protocol/helperprotocol.h"
#include "helper/server/devicefacts.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>
#include <unistd.h>

namespace {

const QString Helper = QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-helper");

// One helper process in execute mode, spoken to line by line.
class HelperProcess {
public:
    explicit HelperProcess(const QStringList &arguments = {}) { m_process.start(Helper, arguments); }
    ~HelperProcess()
    {
        m_process.closeWriteChannel();
        if (!m_process.waitForFinished(30000))
            m_process.kill();
    }
    bool started() { return m_process.waitForStarted(10000); }

    // Sends LINE and waits for the first hello, accepted, refused or error event with ID.
    HelperEvent answer(const QByteArray &line, const QString &id, int timeoutMs = 60000)
    {
        m_process.write(line + '\n');
        return waitFor(id,
            {HelperEventType::Hello, HelperEventType::Accepted, HelperEventType::Refused, HelperEventType::Error},
            timeoutMs);
    }
    // Sends the request BODY (its members after id and session) with ID in SESSION.
    HelperEvent inSession(const QString &session, const QString &id, const QByteArray &body)
    {
        return answer("{\"id\":\"" + id.toUtf8() + "\",\"session\":\"" + session.toUtf8() + "\"," + body + "}", id);
    }
    HelperEvent waitFor(const QString &id, const QList<HelperEventType> &types, int timeoutMs = 60000)
    {
        QElapsedTimer timer;
        timer.start();
        while (timer.elapsed() < timeoutMs) {
            for (qsizetype i = 0; i < m_events.size(); ++i) {
                if (m_events[i].id() == id && types.contains(m_events[i].type))
                    return m_events.takeAt(i);
            }
            m_process.waitForReadyRead(200);
            m_buffer += m_process.readAllStandardOutput();
            qsizetype newline;
            while ((newline = m_buffer.indexOf('\n')) >= 0) {
                HelperEvent event;
                if (HelperProtocol::parseEvent(m_buffer.left(newline), &event))
                    m_events.append(event);
                m_buffer.remove(0, newline + 1);
            }
        }
        return {};
    }

private:
    QProcess m_process;
    QByteArray m_buffer;
    QList<HelperEvent> m_events;
};

QString rule(const HelperEvent &event)
{
    return event.fields.value(QLatin1String("rule")).toString();
}

QString describe(const HelperEvent &event)
{
    return HelperProtocol::eventTypeName(event.type) + QLatin1Char(' ') + rule(event) + QLatin1Char(' ')
        + event.fields.value(QLatin1String("message")).toString();
}

QByteArray quoted(const QStringList &disks)
{
    QStringList parts;
    for (const QString &disk : disks)
        parts << QLatin1Char('"') + disk + QLatin1Char('"');
    return parts.join(QLatin1Char(',')).toUtf8();
}

} // namespace

class TestDeviceIdentity : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void validateModeJudgesNodesByNumber();
    void executeModeNamesOnlyKernelNodes();
    void claimsFollowTheProtocol_data();
    void claimsFollowTheProtocol();
    void passesOnOnlyWhatItResolved_data();
    void passesOnOnlyWhatItResolved();

private:
    QString node(const QString &name, DeviceNumber number);
    DeviceNumber numberOf(const QString &path) const;

    QTemporaryDir m_dir;
    QString m_devDir; // on the devtmpfs at /dev, this process's own
    QString m_shmDir;
    QStringList m_nodes;
    DeviceNumber m_root;
    QString m_rootName;
    LoopDevice m_loops[5]; // attached by this test; m_loops[4] is detached on purpose
};

QString TestDeviceIdentity::node(const QString &path, DeviceNumber number)
{
    if (::mknod(QFile::encodeName(path).constData(), S_IFBLK | 0600, number.toDev()) != 0)
        return {};
    m_nodes << path;
    return path;
}

DeviceNumber TestDeviceIdentity::numberOf(const QString &path) const
{
    struct stat info { };
    return ::stat(QFile::encodeName(path).constData(), &info) == 0 ? DeviceNumber::fromDev(info.st_rdev)
                                                                   : DeviceNumber {};
}

void TestDeviceIdentity::initTestCase()
{
    QVERIFY2(::geteuid() == 0, "the identity test needs root (mknod, loop devices)");
    QVERIFY(QFileInfo::exists(Helper));
    QVERIFY(m_dir.isValid());
    m_rootName = SystemDeviceFacts::systemDiskNames().value(0);
    QVERIFY2(!m_rootName.isEmpty(), "no disk holds / according to /proc/self/mountinfo");
    m_root = SystemDeviceFacts().numberOf(m_rootName).value_or(DeviceNumber {});
    QVERIFY(!m_root.isNull());
    const QString pid = QString::number(QCoreApplication::applicationPid());
    m_devDir = QStringLiteral("/dev/stacklab-identity-") + pid;
    m_shmDir = QStringLiteral("/dev/shm/stacklab-identity-") + pid;
    QVERIFY(QDir().mkpath(m_devDir) && QDir().mkpath(m_shmDir));
    for (int i = 0; i < 5; ++i)
        QVERIFY(m_loops[i].attach(m_dir.filePath(QStringLiteral("u%1.img").arg(i)), 64LL << 20));
}

void TestDeviceIdentity::cleanupTestCase()
{
    for (const QString &path : std::as_const(m_nodes))
        QFile::remove(path);
    QDir().rmdir(m_devDir);
    QDir().rmdir(m_shmDir);
}

void TestDeviceIdentity::validateModeJudgesNodesByNumber()
{
    // The system disk's number under names that say something else, in the devtmpfs and outside it.
    const QString asLoop = node(m_devDir + QStringLiteral("/loop250"), m_root);
    const QString asUnknown = node(m_devDir + QStringLiteral("/sdzz"), m_root);
    const QString asMd = node(m_devDir + QStringLiteral("/md99"), m_root);
    const QString asDm = node(m_devDir + QStringLiteral("/dm-99"), m_root);
    const QString asZvol = node(m_devDir + QStringLiteral("/zd0"), m_root);
    const QString inShm = node(m_shmDir + QStringLiteral("/loop251"), m_root);
    const QString inTmp = node(m_dir.filePath(QStringLiteral("sdzz")), m_root);
    const QString noDevice = node(m_devDir + QStringLiteral("/sdzy"), {4094, 4094});
    const QString aliasOfLoop = node(m_devDir + QStringLiteral("/sdzx"), numberOf(m_loops[0].device()));
    for (const QString &made : {asLoop, asUnknown, asMd, asDm, asZvol, inShm, inTmp, noDevice, aliasOfLoop})
        QVERIFY2(!made.isEmpty(), "mknod failed");
    const QString link = m_dir.filePath(QStringLiteral("by-id-root"));
    QVERIFY(QFile::link(asMd, link));
    QFile file(m_dir.filePath(QStringLiteral("plain")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.close();

    const QStringList members = {aliasOfLoop, m_loops[1].device(), m_loops[2].device()};
    const QString session = QStringLiteral("identity-validate");
    auto raidz = [&](const QString &id, const QString &key, const QString &value) {
        return QStringLiteral(R"({"type":"validate","id":"%1","session":"%2","stack":"zfs-raidz1","phase":"build",)"
                              R"("step":"create-pool","disks":[%3],"options":{"%4":"%5"}})")
            .arg(id, session, QString::fromUtf8(quoted(members)), key, value)
            .toUtf8();
    };
    auto claim = [&](const QString &id, const QString &disk) {
        return QStringLiteral(R"({"type":"claim","id":"%1","session":"%2","disks":["%3"]})")
            .arg(id, session, disk)
            .toUtf8();
    };
    const QList<std::pair<QByteArray, QString>> script = {
        {claim(QStringLiteral("loop-name"), asLoop), QStringLiteral("device.system-disk")},
        {claim(QStringLiteral("unknown-name"), asUnknown), QStringLiteral("device.system-disk")},
        {claim(QStringLiteral("md-name"), asMd), QStringLiteral("device.system-disk")},
        {claim(QStringLiteral("dm-name"), asDm), QStringLiteral("device.system-disk")},
        {claim(QStringLiteral("zd-name"), asZvol), QStringLiteral("device.system-disk")},
        {claim(QStringLiteral("link"), link), QStringLiteral("device.system-disk")},
        {claim(QStringLiteral("shm"), inShm), QStringLiteral("device.not-devtmpfs")},
        {claim(QStringLiteral("tmp"), inTmp), QStringLiteral("device.not-devtmpfs")},
        {claim(QStringLiteral("none"), noDevice), QStringLiteral("device.no-device")},
        {R"({"type":"lab-loop-destroy","id":"destroy","session":"identity-validate"})",
            QStringLiteral("lab.not-created")},
        {R"({"type":"versions","id":"versions"})", QStringLiteral("request.validate-only")},
        {"{\"type\":\"claim\",\"id\":\"members\",\"session\":\"identity-validate\",\"disks\":[" + quoted(members)
                + "]}",
            QString()},
        {raidz(QStringLiteral("log-file"), QStringLiteral("log"), QStringLiteral("/etc/passwd")),
            QStringLiteral("device.not-block")},
        {raidz(QStringLiteral("cache-file"), QStringLiteral("cache"), file.fileName()),
            QStringLiteral("device.not-block")},
        {raidz(QStringLiteral("spares-sysfs"), QStringLiteral("spares"), QStringLiteral("/sys/block/") + m_rootName),
            QStringLiteral("device.not-block")},
        {raidz(QStringLiteral("special-root"), QStringLiteral("special"), asUnknown),
            QStringLiteral("device.system-disk")},
        {raidz(QStringLiteral("log-shm"), QStringLiteral("log"), inShm), QStringLiteral("device.not-devtmpfs")},
        {raidz(QStringLiteral("log-unclaimed"), QStringLiteral("log"), m_loops[3].device()),
            QStringLiteral("device.unclaimed")},
        {raidz(QStringLiteral("log-member"), QStringLiteral("log"), m_loops[0].device()),
            QStringLiteral("request.duplicate-disk")},
        {R"({"type":"hello","id":"dup","version":1,"id":"other"})", QStringLiteral("protocol.duplicate-key")},
        {"{\"type\":\"hello\",\"id\":\"ctl\x01\",\"version\":1}", QStringLiteral("protocol.control-char")},
        {"\xEF\xBB\xBF{\"type\":\"hello\",\"version\":1}", QStringLiteral("protocol.bom")},
        {R"({"type":"hello","version":.5})", QStringLiteral("protocol.bad-number")},
    };
    QProcess helper;
    helper.start(Helper, {QStringLiteral("--validate")});
    QVERIFY(helper.waitForStarted());
    for (const auto &entry : script)
        helper.write(entry.first + '\n');
    helper.closeWriteChannel();
    QVERIFY(helper.waitForFinished(60000));
    QCOMPARE(helper.exitCode(), 0);
    const QList<QByteArray> lines = helper.readAllStandardOutput().trimmed().split('\n');
    QCOMPARE(lines.size(), script.size());
    for (qsizetype i = 0; i < script.size(); ++i) {
        HelperEvent event;
        QVERIFY2(HelperProtocol::parseEvent(lines[i], &event), lines[i].constData());
        const QString expected = script[i].second;
        QVERIFY2(rule(event) == expected && (event.type == HelperEventType::Accepted) == expected.isEmpty(),
            qPrintable(QStringLiteral("%1: expected %2, got %3").arg(i).arg(expected, describe(event))));
    }
    // The alias was claimed as the loop device it is: the answer names the kernel's node.
    HelperEvent claimed;
    QVERIFY(HelperProtocol::parseEvent(lines[11], &claimed));
    QCOMPARE(claimed.fields.value(QLatin1String("disks")).toArray().first().toString(), m_loops[0].device());
}

void TestDeviceIdentity::executeModeNamesOnlyKernelNodes()
{
    HelperProcess helper;
    QVERIFY(helper.started());
    const QString session = QStringLiteral("identity-%1").arg(QCoreApplication::applicationPid());
    QCOMPARE(int(helper.answer(R"({"type":"hello","id":"h","version":1})", QStringLiteral("h")).type),
        int(HelperEventType::Hello));
    // Nothing was made by this helper yet: nothing to destroy.
    HelperEvent event
        = helper.answer("{\"type\":\"lab-loop-destroy\",\"id\":\"early\",\"session\":\"" + session.toUtf8() + "\"}",
            QStringLiteral("early"));
    QCOMPARE(rule(event), QStringLiteral("lab.not-created"));
    // Execute mode answers versions itself.
    event = helper.answer(R"({"type":"versions","id":"v"})", QStringLiteral("v"));
    QVERIFY2(event.type == HelperEventType::Accepted, qPrintable(describe(event)));

    // This test's loops, named through a mknod alias on the devtmpfs, a link, and a plain node.
    const QString alias = node(m_devDir + QStringLiteral("/md98"), numberOf(m_loops[0].device()));
    const QString shmAlias = node(m_shmDir + QStringLiteral("/loop253"), numberOf(m_loops[1].device()));
    QVERIFY(!alias.isEmpty() && !shmAlias.isEmpty());
    const QString link = m_dir.filePath(QStringLiteral("disk-1"));
    QVERIFY(QFile::link(m_loops[1].device(), link));
    auto send = [&](const QString &id, const QByteArray &body) { return helper.inSession(session, id, body); };
    event = send(
        QStringLiteral("claim"), "\"type\":\"claim\",\"disks\":[" + quoted({alias, link, m_loops[2].device()}) + "]");
    QVERIFY2(event.type == HelperEventType::Accepted, qPrintable(describe(event)));
    QCOMPARE(event.fields.value(QLatin1String("disks")).toVariant().toStringList(),
        (QStringList {m_loops[0].device(), m_loops[1].device(), m_loops[2].device()}));

    // A blank check runs for real, on the kernel's node, never on the alias the client named.
    const QByteArray stack = R"("stack":"btrfs-raid1","options":{"pull":"sysfs"},)";
    event = send(QStringLiteral("blank"),
        "\"type\":\"run\"," + stack + "\"phase\":\"prepare\",\"step\":\"check-blank-1\",\"disks\":["
            + quoted({alias, link, m_loops[2].device()}) + "]");
    QVERIFY2(event.type == HelperEventType::Accepted, qPrintable(describe(event)));
    QCOMPARE(event.fields.value(QLatin1String("argv")).toVariant().toStringList(),
        (QStringList {QStringLiteral("wipefs"), QStringLiteral("-n"), m_loops[0].device()}));
    QVERIFY(event.fields.value(QLatin1String("executing")).toBool());
    event = helper.waitFor(QStringLiteral("blank"), {HelperEventType::Exited});
    QVERIFY2(event.fields.value(QLatin1String("ok")).toBool(), qPrintable(describe(event)));

    // The link swapped after the claim: to an unclaimed loop, to a node outside the devtmpfs, to a file.
    auto swapTo = [&](const QString &target) { return QFile::remove(link) && QFile::link(target, link); };
    const QByteArray mkfs = "\"type\":\"run\"," + stack + "\"phase\":\"build\",\"step\":\"mkfs\",\"disks\":["
        + quoted({alias, link}) + "]";
    QVERIFY(swapTo(m_loops[3].device()));
    QCOMPARE(rule(send(QStringLiteral("to-unclaimed"), mkfs)), QStringLiteral("device.unclaimed"));
    QVERIFY(swapTo(shmAlias));
    QCOMPARE(rule(send(QStringLiteral("to-shm"), mkfs)), QStringLiteral("device.not-devtmpfs"));
    QVERIFY(swapTo(m_dir.filePath(QStringLiteral("u3.img"))));
    QCOMPARE(rule(send(QStringLiteral("to-file"), mkfs)), QStringLiteral("device.not-block"));

    // Options that name devices are claimed and checked like members (refused before anything runs).
    const QByteArray raidz = "\"type\":\"run\",\"stack\":\"zfs-raidz1\",\"phase\":\"build\",\"step\":\"create-pool\","
                             "\"disks\":["
        + quoted({alias, m_loops[1].device(), m_loops[2].device()}) + "],";
    QCOMPARE(rule(send(QStringLiteral("log"), raidz + R"("options":{"log":"/etc/passwd"})")),
        QStringLiteral("device.not-block"));
    QCOMPARE(
        rule(send(QStringLiteral("cache"), raidz + "\"options\":{\"cache\":\"" + m_loops[3].device().toUtf8() + "\"}")),
        QStringLiteral("device.unclaimed"));

    // A loop device with nothing bound is never claimed, by its node or by an alias of its number.
    const QString unbound = m_loops[4].device();
    const DeviceNumber unboundNumber = numberOf(unbound);
    QVERIFY(m_loops[4].detach());
    const QString unboundAlias = node(m_devDir + QStringLiteral("/sdzw"), unboundNumber);
    for (const QString &disk : {unbound, unboundAlias}) {
        event = send(QStringLiteral("unbound"), "\"type\":\"claim\",\"disks\":[\"" + disk.toUtf8() + "\"]");
        // Another process may have bound a file of its own to that number meanwhile: then it is
        // simply not ours, and claiming it is not what this checks.
        if (rule(event) != QLatin1String("device.no-medium"))
            QVERIFY2(QFileInfo::exists(QStringLiteral("/sys/block/%1/loop").arg(unbound.section(QLatin1Char('/'), -1))),
                qPrintable(describe(event)));
    }
    helper.answer(R"({"type":"bye","id":"bye"})", QStringLiteral("bye"));
}

void TestDeviceIdentity::claimsFollowTheProtocol_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::newRow("validate") << QStringList {QStringLiteral("--validate")};
    QTest::newRow("execute") << QStringList();
}

void TestDeviceIdentity::claimsFollowTheProtocol()
{
    // Class 4 through the real binary, in both modes, on two loop devices of this test's own: a
    // node with nothing bound is never claimed, and a claimed disk's record is never replaced, so
    // another file bound at a pulled disk's number is refused as that disk and as a new claim.
    QFETCH(QStringList, arguments);
    const QString tag = QString::fromLatin1(QTest::currentDataTag());
    LoopDevice kept;
    LoopDevice pulled;
    QVERIFY(kept.attach(m_dir.filePath(tag + QStringLiteral("-kept.img")), 64LL << 20));
    QVERIFY(pulled.attach(m_dir.filePath(tag + QStringLiteral("-pulled.img")), 64LL << 20));
    const QString pulledNode = pulled.device();
    HelperProcess helper(arguments);
    QVERIFY(helper.started());
    const QString session = QStringLiteral("identity-claims-%1-%2").arg(tag).arg(QCoreApplication::applicationPid());
    auto send = [&](const QString &id, const QByteArray &body) { return helper.inSession(session, id, body); };
    auto claim = [&](const QString &id, const QStringList &disks) {
        return send(id, "\"type\":\"claim\",\"disks\":[" + quoted(disks) + "]");
    };
    // Before this helper made a loop lab, it destroys none, in either mode.
    QCOMPARE(rule(send(QStringLiteral("destroy"), R"("type":"lab-loop-destroy")")), QStringLiteral("lab.not-created"));
    HelperEvent event = claim(QStringLiteral("claim"), {kept.device(), pulledNode});
    QVERIFY2(event.type == HelperEventType::Accepted, qPrintable(describe(event)));

    // Pulled: the node has nothing bound. Claiming it (again) or an alias of its number is refused.
    const DeviceNumber number = numberOf(pulledNode);
    QVERIFY(pulled.detach());
    const QString alias = node(m_devDir + QStringLiteral("/claims-") + tag, number);
    QVERIFY(!alias.isEmpty());
    const bool rebound = pulled.rebind(m_dir.filePath(tag + QStringLiteral("-stranger.img")), 64LL << 20);
    if (!rebound) {
        // Another process bound a file of its own to that number first: a stranger all the same.
        qWarning("%s was bound by another process before this test could: only the refusal is checked",
            qPrintable(pulledNode));
        QVERIFY(QFileInfo::exists(QStringLiteral("/sys/block/%1/loop").arg(pulledNode.section(QLatin1Char('/'), -1))));
    }
    // Another file at the pulled disk's number: not the claimed disk, and its record stays.
    // (A stranger's own device may be refused earlier, e.g. as mounted: refused all the same.)
    for (const QString &name : {pulledNode, alias}) {
        const HelperEvent reclaim = claim(QStringLiteral("reclaim"), {name});
        const HelperEvent step = send(QStringLiteral("blank"),
            R"("type":"validate","stack":"btrfs-raid1","options":{"pull":"sysfs"},"phase":"prepare",)"
            R"("step":"check-blank-1","disks":[)"
                + quoted({name, kept.device()}) + "]");
        for (const HelperEvent &answer : {reclaim, step}) {
            QVERIFY2(answer.type == HelperEventType::Refused, qPrintable(describe(answer)));
            if (rebound)
                QCOMPARE(rule(answer), QStringLiteral("device.replaced"));
        }
    }
    if (rebound) {
        QVERIFY(pulled.detach());
        // Unbound again: nothing to claim, by its node or by the alias.
        for (const QString &name : {pulledNode, alias}) {
            event = claim(QStringLiteral("unbound"), {name});
            if (rule(event) != QLatin1String("device.no-medium"))
                QVERIFY2(QFileInfo::exists(
                             QStringLiteral("/sys/block/%1/loop").arg(pulledNode.section(QLatin1Char('/'), -1))),
                    qPrintable(describe(event)));
        }
    }
    helper.answer(R"({"type":"bye","id":"bye"})", QStringLiteral("bye"));
}

void TestDeviceIdentity::passesOnOnlyWhatItResolved_data()
{
    claimsFollowTheProtocol_data();
}

void TestDeviceIdentity::passesOnOnlyWhatItResolved()
{
    // Classes 1-3 and the strict reader through the real binary, line by line, in both modes, on
    // two loop devices of this test's own: disks named through a link and a mknod alias reach the
    // command line as the kernel's nodes; the link swapped after the claim is judged by what it
    // leads to now; an option naming a file never reaches a command.
    QFETCH(QStringList, arguments);
    const QString tag = QString::fromLatin1(QTest::currentDataTag());
    LoopDevice first;
    LoopDevice second;
    LoopDevice stranger; // never claimed
    QVERIFY(first.attach(m_dir.filePath(tag + QStringLiteral("-first.img")), 64LL << 20));
    QVERIFY(second.attach(m_dir.filePath(tag + QStringLiteral("-second.img")), 64LL << 20));
    QVERIFY(stranger.attach(m_dir.filePath(tag + QStringLiteral("-stranger.img")), 64LL << 20));
    const QString alias = node(m_devDir + QStringLiteral("/xvd-") + tag, numberOf(first.device()));
    const QString shmAlias = node(m_shmDir + QStringLiteral("/loop-") + tag, numberOf(second.device()));
    QVERIFY(!alias.isEmpty() && !shmAlias.isEmpty());
    const QString link = m_dir.filePath(QStringLiteral("by-id-") + tag);
    QVERIFY(QFile::link(second.device(), link));

    HelperProcess helper(arguments);
    QVERIFY(helper.started());
    const QString session = QStringLiteral("identity-paths-%1-%2").arg(tag).arg(QCoreApplication::applicationPid());
    auto send = [&](const QString &id, const QByteArray &body) { return helper.inSession(session, id, body); };
    HelperEvent event = send(QStringLiteral("claim"), "\"type\":\"claim\",\"disks\":[" + quoted({alias, link}) + "]");
    QVERIFY2(event.type == HelperEventType::Accepted, qPrintable(describe(event)));
    QCOMPARE(event.fields.value(QLatin1String("disks")).toVariant().toStringList(),
        (QStringList {first.device(), second.device()}));

    const QByteArray mkfs = R"("type":"validate","stack":"btrfs-raid1","options":{"pull":"sysfs"},"phase":"build",)"
                            R"("step":"mkfs","disks":[)"
        + quoted({alias, link}) + "]";
    event = send(QStringLiteral("mkfs"), mkfs);
    QVERIFY2(event.type == HelperEventType::Accepted, qPrintable(describe(event)));
    const QStringList argv = event.fields.value(QLatin1String("argv")).toVariant().toStringList();
    QVERIFY2(argv.contains(first.device()) && argv.contains(second.device()) && !argv.contains(alias)
            && !argv.contains(link),
        qPrintable(argv.join(QLatin1Char(' '))));

    auto swapTo = [&](const QString &target) { return QFile::remove(link) && QFile::link(target, link); };
    const QList<std::pair<QString, QString>> swaps = {{stranger.device(), QStringLiteral("device.unclaimed")},
        {shmAlias, QStringLiteral("device.not-devtmpfs")}, {first.file(), QStringLiteral("device.not-block")},
        {QStringLiteral("/etc/passwd"), QStringLiteral("device.not-block")}};
    for (const auto &[target, expected] : swaps) {
        QVERIFY(swapTo(target));
        QCOMPARE(rule(send(QStringLiteral("swapped"), mkfs)), expected);
    }
    QVERIFY(swapTo(second.device()));

    const QByteArray raidz = R"("type":"validate","stack":"zfs-raidz1","phase":"build","step":"create-pool",)"
                             R"("disks":[)"
        + quoted({alias, link, stranger.device()}) + "],";
    QCOMPARE(
        rule(send(QStringLiteral("unclaimed-member"), raidz + R"("options":{})")), QStringLiteral("device.unclaimed"));
    const QByteArray claimed = R"("type":"validate","stack":"zfs-mirror","phase":"build","step":"create-pool",)"
                               R"("disks":[)"
        + quoted({alias, link}) + "],";
    const QList<std::pair<QByteArray, QString>> options = {
        {R"({"log":"/etc/passwd"})", QStringLiteral("device.not-block")},
        {"{\"cache\":\"" + first.file().toUtf8() + "\"}", QStringLiteral("device.not-block")},
        {"{\"special\":\"" + shmAlias.toUtf8() + "\"}", QStringLiteral("device.not-devtmpfs")},
        {"{\"spares\":\"" + stranger.device().toUtf8() + "\"}", QStringLiteral("device.unclaimed")},
        {R"({"compression":"/etc/passwd"})", QStringLiteral("request.recipe-refused")},
    };
    for (const auto &[value, expected] : options) {
        event = send(QStringLiteral("option"), claimed + "\"options\":" + value);
        QVERIFY2(rule(event) == expected, qPrintable(QString::fromUtf8(value) + QLatin1Char(' ') + describe(event)));
    }

    // The strict reader, one hostile line at a time (refused without an id: nothing was read).
    const QList<std::pair<QByteArray, QString>> lines = {
        {R"({"type":"hello","id":"a","version":1,"type":"bye"})", QStringLiteral("protocol.duplicate-key")},
        {"{\"type\":\"hello\",\"id\":\"tab\there\",\"version\":1}", QStringLiteral("protocol.control-char")},
        {"\xEF\xBB\xBF{\"type\":\"hello\",\"id\":\"b\",\"version\":1}", QStringLiteral("protocol.bom")},
        {R"({"type":"hello","id":"c","version":1.})", QStringLiteral("protocol.bad-number")},
    };
    for (const auto &[line, expected] : lines)
        QCOMPARE(rule(helper.answer(line, QString())), expected);
    helper.answer(R"({"type":"bye","id":"bye"})", QStringLiteral("bye"));
}

QTEST_GUILESS_MAIN(TestDeviceIdentity)
#include "tst_deviceidentity.moc"
