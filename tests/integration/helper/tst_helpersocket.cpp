// HelperClient over LocalSocketChannel against the real stacklab-helper binary: the test listens
// on a unix socket and gives the accepted connection to the helper as its stdin and stdout, the
// way the virtual lab's guest gives it the virtio-serial port (docs/virtual-lab.md). No VM.
#include "helper/client/helperclient.h"
#include "helper/client/localsocketchannel.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QJsonObject>
#include <QProcess>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <cstring>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

static const QString helperBinary = QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-helper");

class TestHelperSocket : public QObject {
    Q_OBJECT

private:
    // A listening unix socket, like QEMU's `-chardev socket,server=on`.
    static int listenAt(const QString &path)
    {
        const int fd = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_un address {};
        address.sun_family = AF_UNIX;
        const QByteArray encoded = QFile::encodeName(path);
        std::memcpy(address.sun_path, encoded.constData(), static_cast<size_t>(encoded.size()));
        if (fd < 0 || ::bind(fd, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0
            || ::listen(fd, 1) != 0) {
            if (fd >= 0)
                ::close(fd);
            return -1;
        }
        return fd;
    }

    // Starts the helper with the accepted connection as its stdin and stdout.
    static void startHelperOn(QProcess *helper, int connection)
    {
        helper->setChildProcessModifier([connection] {
            ::dup2(connection, STDIN_FILENO);
            ::dup2(connection, STDOUT_FILENO);
        });
        helper->setProcessChannelMode(QProcess::ForwardedErrorChannel);
        helper->start(helperBinary, {});
    }

    static HelperRequest hello(const QString &id)
    {
        HelperRequest request;
        request.type = HelperRequestType::Hello;
        request.id = id;
        request.version = HelperProtocolVersion;
        return request;
    }

    // A client connected to a socket the test listens on (no helper at the other end): the
    // accepted connection is the test's to write to and close.
    struct Connected {
        QTemporaryDir dir;
        int listener = -1;
        int connection = -1;
        std::unique_ptr<HelperClient> client;
        std::unique_ptr<QSignalSpy> finished;

        bool connect()
        {
            const QString path = dir.filePath(QStringLiteral("helper.sock"));
            listener = listenAt(path);
            client = std::make_unique<HelperClient>(std::make_unique<LocalSocketChannel>(path, 5000));
            finished = std::make_unique<QSignalSpy>(client.get(), &HelperClient::finished);
            client->start();
            if (listener < 0 || !client->waitForStarted(5000))
                return false;
            connection = ::accept4(listener, nullptr, nullptr, SOCK_CLOEXEC);
            return connection >= 0;
        }
    };

private Q_SLOTS:
    void initTestCase() { QVERIFY2(QFileInfo(helperBinary).isExecutable(), qPrintable(helperBinary)); }

    void helloClaimAndBye()
    {
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString path = dir.filePath(QStringLiteral("helper.sock"));

        // The client starts before anything listens (QEMU not up yet) and keeps trying.
        HelperClient client(std::make_unique<LocalSocketChannel>(path, 10000));
        QCOMPARE(client.channel().name(), QStringLiteral("socket"));
        QSignalSpy finished(&client, &HelperClient::finished);
        client.start();
        QVERIFY(!client.isRunning());
        int listener = -1;
        QTimer::singleShot(300, this, [&] { listener = listenAt(path); });
        QElapsedTimer clock;
        clock.start();
        QTRY_VERIFY_WITH_TIMEOUT(client.isRunning(), 5000);
        QVERIFY(listener >= 0);
        QVERIFY2(clock.elapsed() >= 250, "connected before the socket existed?");

        const int connection = ::accept4(listener, nullptr, nullptr, SOCK_CLOEXEC);
        QVERIFY(connection >= 0);
        QProcess helper;
        startHelperOn(&helper, connection);
        QVERIFY(helper.waitForStarted());
        ::close(connection);

        client.send(hello(QStringLiteral("h1")));
        HelperEvent event;
        QVERIFY(client.waitForEvent(QStringLiteral("h1"), {HelperEventType::Hello}, &event, 10000));
        QCOMPARE(event.fields.value(QLatin1String("uid")).toInt(), static_cast<int>(::getuid()));
        QCOMPARE(event.fields.value(QLatin1String("pid")).toInt(), static_cast<int>(helper.processId()));

        // A claim of something that is not a block device: refused with its rule id.
        HelperRequest claim;
        claim.type = HelperRequestType::Claim;
        claim.id = QStringLiteral("c1");
        claim.session = QStringLiteral("socket-test");
        claim.disks = {dir.path()};
        client.send(claim);
        QVERIFY(client.waitForEvent(
            QStringLiteral("c1"), {HelperEventType::Accepted, HelperEventType::Refused}, &event, 10000));
        QCOMPARE(event.type, HelperEventType::Refused);
        QCOMPARE(event.fields.value(QLatin1String("rule")).toString(), QStringLiteral("device.not-block"));

        // close(): `bye`, its answer, the connection closed; the helper exits by itself.
        client.close(5000);
        QVERIFY(!client.isRunning());
        QCOMPARE(finished.size(), 1);
        QCOMPARE(finished.first().first().toInt(), 0);
        QVERIFY(helper.waitForFinished(5000));
        QCOMPARE(helper.exitStatus(), QProcess::NormalExit);
        QCOMPARE(helper.exitCode(), 0);
        ::close(listener);
    }

    void peerGoneEndsTheClient()
    {
        Connected c;
        QVERIFY(c.connect());
        // QEMU went away: the client sees the connection drop and reports it as broken.
        ::close(c.connection);
        ::close(c.listener);
        QTRY_COMPARE_WITH_TIMEOUT(c.finished->size(), 1, 5000);
        QCOMPARE(c.finished->first().first().toInt(), -1);
        QVERIFY(!c.client->isRunning());
        HelperEvent event;
        QVERIFY(!c.client->waitForEvent(QStringLiteral("x"), {HelperEventType::Hello}, &event, 100));
    }

    // The helper answers `bye` and hangs up before close() reads the answer: the drop and close()
    // together still say finished once (a race CI once lost with the real helper).
    void byeAnsweredAndDroppedFinishesOnce()
    {
        Connected c;
        QVERIFY(c.connect());
        const QByteArray answer = HelperProtocol::eventLine(
            HelperEventType::Accepted, QJsonObject {{QStringLiteral("id"), QStringLiteral("stacklab-close")}});
        QCOMPARE(::write(c.connection, answer.constData(), static_cast<size_t>(answer.size())), answer.size());
        ::close(c.connection);
        ::close(c.listener);
        c.client->close(5000);
        QVERIFY(!c.client->isRunning());
        QCoreApplication::processEvents(); // a queued drop would land here
        QCOMPARE(c.finished->size(), 1);
        QCOMPARE(c.finished->first().first().toInt(), 0);
    }

    void unreachableSocketTimesOut()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("nobody.sock"));
        HelperClient client(std::make_unique<LocalSocketChannel>(path, 500));
        client.start();
        QElapsedTimer clock;
        clock.start();
        QVERIFY(!client.waitForStarted(5000));
        QVERIFY(clock.elapsed() < 3000);
        QVERIFY2(client.errorString().contains(path), qPrintable(client.errorString()));
        QVERIFY(!client.isRunning());
    }
};

QTEST_GUILESS_MAIN(TestHelperSocket)
#include "tst_helpersocket.moc"
