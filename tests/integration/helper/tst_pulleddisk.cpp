// A pulled disk through the real stacklab-helper binary (root): the loop lab makes three disks,
// the test detaches one of them itself (only a loop the helper made for this test's session), and
// the helper must still accept requests that name it, refuse steps that name its old node, and
// keep refusing missing paths it never claimed.
#include "../testlooplab.h"
#include "helper/client/helperclient.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

#include <unistd.h>

class TestPulledDisk : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void acceptsTheDetachedLoopAsPulled();
    void cleanup();

private:
    HelperEvent validate(const QString &id, const QString &phase, const QString &step, const QStringList &disks);

    std::unique_ptr<HelperClient> m_client;
    QString m_session;
    QStringList m_nodes;
};

void TestPulledDisk::initTestCase()
{
    QVERIFY2(::geteuid() == 0, "the pulled-disk test needs root (it makes and detaches loop devices)");
    QVERIFY(QFileInfo::exists(QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-helper")));
}

HelperEvent TestPulledDisk::validate(
    const QString &id, const QString &phase, const QString &step, const QStringList &disks)
{
    HelperRequest request;
    request.type = HelperRequestType::Validate;
    request.id = id;
    request.session = m_session;
    request.stack = QStringLiteral("btrfs-raid1");
    request.phase = phase;
    request.step = step;
    request.disks = disks;
    request.failDisk = disks.last();
    m_client->send(request);
    HelperEvent event;
    m_client->waitForEvent(id, {HelperEventType::Accepted, HelperEventType::Refused}, &event, 10000);
    return event;
}

void TestPulledDisk::acceptsTheDetachedLoopAsPulled()
{
    m_client = std::make_unique<HelperClient>(
        std::make_unique<DirectChannel>(QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-helper")));
    m_client->start();
    QVERIFY(m_client->waitForStarted());
    m_session = QStringLiteral("pulled-%1").arg(::getpid());
    QString error;
    const QJsonArray disks = createTestLoopLab(m_client.get(), m_session, 3, 64LL << 20, &error);
    QVERIFY2(!disks.isEmpty(), qPrintable(error));
    for (const QJsonValue &disk : disks)
        m_nodes << disk.toObject().value(QLatin1String("node")).toString();
    HelperEvent event;
    QCOMPARE(m_nodes.size(), 3);

    HelperEvent answer
        = validate(QStringLiteral("before"), QStringLiteral("fail"), QStringLiteral("poke-write"), m_nodes);
    QCOMPARE(answer.type, HelperEventType::Accepted);
    // The last disk claimed once more through a link, as a client names disks by stable ID.
    QTemporaryDir links;
    QVERIFY(links.isValid());
    const QString link = links.filePath(QStringLiteral("scsi-0QEMU_QEMU_HARDDISK_PULLED"));
    QVERIFY(QFile::link(m_nodes.last(), link));
    HelperRequest claim;
    claim.type = HelperRequestType::Claim;
    claim.id = QStringLiteral("by-link");
    claim.session = m_session;
    claim.disks = {link};
    m_client->send(claim);
    QVERIFY(m_client->waitForEvent(claim.id, {HelperEventType::Accepted, HelperEventType::Refused}, &event, 10000));
    QVERIFY2(
        event.type == HelperEventType::Accepted, qPrintable(event.fields.value(QLatin1String("message")).toString()));

    // Pull the last disk: detach its loop (ours: its backing file is in this session's directory).
    const QString pulled = m_nodes.last();
    QFile backing(QStringLiteral("/sys/block/%1/loop/backing_file").arg(pulled.section(QLatin1Char('/'), -1)));
    QVERIFY(backing.open(QIODevice::ReadOnly));
    QVERIFY2(backing.readAll().contains(m_session.toLocal8Bit()), qPrintable(pulled));
    backing.close();
    QCOMPARE(QProcess::execute(QStringLiteral("/usr/sbin/losetup"), {QStringLiteral("-d"), pulled}), 0);
    QVERIFY(!QFileInfo::exists(QStringLiteral("/sys/block/%1/loop").arg(pulled.section(QLatin1Char('/'), -1))));

    // The step the virtual lab was refused after the pull is accepted now.
    answer = validate(QStringLiteral("after"), QStringLiteral("fail"), QStringLiteral("poke-write"), m_nodes);
    QVERIFY2(answer.type == HelperEventType::Accepted,
        qPrintable(answer.fields.value(QLatin1String("rule")).toString() + QLatin1Char(' ')
            + answer.fields.value(QLatin1String("message")).toString()));
    // Named by the link that is gone now, the disk is still the pulled one, and the link never
    // reaches a command line: the step names the node the helper resolved at the claim.
    QVERIFY(QFile::remove(link));
    answer = validate(QStringLiteral("by-gone-link"), QStringLiteral("teardown"), QStringLiteral("check-blank-3"),
        {m_nodes.at(0), m_nodes.at(1), link});
    QVERIFY2(
        answer.type == HelperEventType::Accepted, qPrintable(answer.fields.value(QLatin1String("message")).toString()));
    QCOMPARE(answer.fields.value(QLatin1String("argv")).toVariant().toStringList(),
        (QStringList {QStringLiteral("test"), QStringLiteral("!"), QStringLiteral("-e"), pulled}));
    answer = validate(QStringLiteral("mkfs-gone-link"), QStringLiteral("build"), QStringLiteral("mkfs"),
        {m_nodes.at(0), m_nodes.at(1), link});
    QCOMPARE(answer.fields.value(QLatin1String("rule")).toString(), QStringLiteral("device.pulled"));
    // A step that names the unbound node is not: another file may be bound to it by now.
    answer = validate(QStringLiteral("set-capacity"), QStringLiteral("fail"), QStringLiteral("loop-stop-io"), m_nodes);
    QCOMPARE(answer.fields.value(QLatin1String("rule")).toString(), QStringLiteral("device.pulled"));
    // A missing path the session never claimed is still not found.
    answer = validate(QStringLiteral("unclaimed"), QStringLiteral("fail"), QStringLiteral("poke-write"),
        {m_nodes.at(0), m_nodes.at(1), QStringLiteral("/dev/disk/by-id/stacklab-never-claimed")});
    QCOMPARE(answer.fields.value(QLatin1String("rule")).toString(), QStringLiteral("device.not-found"));

    HelperRequest destroy;
    destroy.type = HelperRequestType::LabLoopDestroy;
    destroy.id = QStringLiteral("destroy");
    destroy.session = m_session;
    m_client->send(destroy);
    QVERIFY(m_client->waitForEvent(QStringLiteral("destroy"),
        {HelperEventType::Accepted, HelperEventType::Refused, HelperEventType::Error}, &event, 60000));
    QVERIFY2(
        event.type == HelperEventType::Accepted, qPrintable(event.fields.value(QLatin1String("message")).toString()));
    QCOMPARE(event.fields.value(QLatin1String("detached")).toArray().size(), 2);
    m_nodes.clear();
}

void TestPulledDisk::cleanup()
{
    removeTestLoopLab(m_client.get(), m_session, m_nodes, {});
    if (m_client)
        m_client->close();
    m_client.reset();
    m_nodes.clear();
}

QTEST_GUILESS_MAIN(TestPulledDisk)
#include "tst_pulleddisk.moc"
