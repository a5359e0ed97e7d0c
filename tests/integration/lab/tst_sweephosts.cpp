// `stacklab-cli lab sweep --target loop --hosts FILE` over two "hosts" that are two ssh logins to this
// machine, through a test-only sshd (spare port, temporary host key and authorized key) that this
// test starts and stops: the cells spread over both logins, one cell fails once on the host it first
// lands on and GNU parallel retries it, and the merged report holds every cell with its host.

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

#include <arpa/inet.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

class TestSweepHosts : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void twoHostsRetryAFailedCell();
    void cleanupTestCase();

private:
    bool tool(const QString &program, const QStringList &args, QString *output = nullptr);
    QString write(const QString &name, const QByteArray &text);

    QTemporaryDir dir;
    QProcess sshd;
    quint16 port = 0;
    QString loginFile;
    // The cell the flaky host fails on its first attempt (one of the sweep's cells).
    const QString flakyCell = QStringLiteral("btrfs-raid1-2-fill10-r1");
};

// A port the kernel hands out for 127.0.0.1 now (bound to port 0, then released).
static quint16 sparePort()
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    if (fd < 0)
        return 0;
    sockaddr_in address {};
    address.sin_family = AF_INET;
    address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    socklen_t length = sizeof(address);
    quint16 port = 0;
    if (::bind(fd, reinterpret_cast<sockaddr *>(&address), sizeof(address)) == 0
        && ::getsockname(fd, reinterpret_cast<sockaddr *>(&address), &length) == 0)
        port = ntohs(address.sin_port);
    ::close(fd);
    return port;
}

static QByteArray readFile(const QString &path)
{
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

bool TestSweepHosts::tool(const QString &program, const QStringList &args, QString *output)
{
    QProcess p;
    p.setProcessChannelMode(QProcess::MergedChannels);
    p.start(program, args);
    const bool ok = p.waitForFinished(60000) && p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
    if (output)
        *output = QString::fromUtf8(p.readAll());
    return ok;
}

QString TestSweepHosts::write(const QString &name, const QByteArray &text)
{
    const QString path = dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text) != text.size())
        return {};
    return path;
}

void TestSweepHosts::initTestCase()
{
    QVERIFY2(::geteuid() == 0, "the two-host sweep test needs root (sshd, and the helper makes loop disks)");
    QVERIFY(dir.isValid());
    for (const char *program : {"/usr/sbin/sshd", "/usr/bin/ssh", "/usr/bin/ssh-keygen"})
        QVERIFY2(QFile::exists(QLatin1String(program)),
            qPrintable(QStringLiteral("%1 not found: install openssh-server and openssh-client").arg(program)));
    QVERIFY2(!QStandardPaths::findExecutable(QStringLiteral("rsync")).isEmpty(),
        "rsync not found: install the rsync package (parallel --return brings the cell reports back with it)");

    QString out;
    for (const char *key : {"host_key", "client_key"})
        QVERIFY2(tool(QStringLiteral("ssh-keygen"),
                     {QStringLiteral("-q"), QStringLiteral("-t"), QStringLiteral("ed25519"), QStringLiteral("-N"),
                         QString(), QStringLiteral("-f"), dir.filePath(QLatin1String(key))},
                     &out),
            qPrintable(out));

    // A flaky host: the first time the chosen cell's job arrives, it fails as a host losing its lab
    // would; every other command (parallel's workdir, rsync of the report, cleanup) runs as sent.
    // parallel sends a remote job as perl's pack("H*") of the command, in several hex arguments:
    // join and decode them to see the cell.
    const QString marker = dir.filePath(QStringLiteral("failed-once"));
    const QString wrapper = write(QStringLiteral("flaky-host.sh"),
        QStringLiteral("job=$(printf '%s' \"$SSH_ORIGINAL_COMMAND\" | perl -ne 'if (/\\@ARGV (.*)$/) { (my $h = $1) "
                       "=~ s/[^0-9a-f]//g; print pack(\"H*\", $h) }')\n"
                       "case \"$job\" in\n"
                       "*'cell=%1'*)\n"
                       "    if [ ! -e '%2' ]; then\n"
                       "        : >'%2'\n"
                       "        echo 'flaky host: this cell fails once' >&2\n"
                       "        exit 1\n"
                       "    fi ;;\n"
                       "esac\n"
                       "exec sh -c \"$SSH_ORIGINAL_COMMAND\"\n")
            .arg(flakyCell, marker)
            .toUtf8());
    QVERIFY(!wrapper.isEmpty());
    const QByteArray publicKey = readFile(dir.filePath(QStringLiteral("client_key.pub"))).trimmed();
    QVERIFY(!publicKey.isEmpty());
    const QString authorized
        = write(QStringLiteral("authorized_keys"), "command=\"sh " + wrapper.toUtf8() + "\" " + publicKey + "\n");
    QVERIFY(!authorized.isEmpty());

    // A spare port: one the kernel hands out now (a race with another process is unlikely and
    // shows as sshd's bind error below).
    port = sparePort();
    QVERIFY2(port != 0, "no free TCP port on 127.0.0.1");
    const QString config = write(QStringLiteral("sshd_config"),
        QStringLiteral("ListenAddress 127.0.0.1\nPort %1\nHostKey %2\nAuthorizedKeysFile %3\n"
                       "PermitRootLogin prohibit-password\nPasswordAuthentication no\n"
                       "KbdInteractiveAuthentication no\nUsePAM no\nStrictModes no\nPidFile none\n")
            .arg(port)
            .arg(dir.filePath(QStringLiteral("host_key")), authorized)
            .toUtf8());
    QVERIFY(!config.isEmpty());
    QDir().mkpath(QStringLiteral("/run/sshd")); // sshd's privilege separation directory
    sshd.setProcessChannelMode(QProcess::MergedChannels);
    // -D: in the foreground, so the test owns its PID and stops it; -e: log to the test's output.
    sshd.start(
        QStringLiteral("/usr/sbin/sshd"), {QStringLiteral("-D"), QStringLiteral("-e"), QStringLiteral("-f"), config});
    QVERIFY2(sshd.waitForStarted(), qPrintable(sshd.errorString()));

    // Two logins, two "hosts" to GNU parallel: one slot each.
    const QString ssh = QStringLiteral("ssh -p %1 -i %2 -o StrictHostKeyChecking=no -o UserKnownHostsFile=/dev/null "
                                       "-o LogLevel=ERROR -o BatchMode=yes -o IdentitiesOnly=yes")
                            .arg(port)
                            .arg(dir.filePath(QStringLiteral("client_key")));
    loginFile = write(
        QStringLiteral("hosts"), QStringLiteral("1/%1 root@127.0.0.1\n1/%1 root@localhost\n").arg(ssh).toUtf8());
    QVERIFY(!loginFile.isEmpty());
    bool up = false;
    for (int i = 0; i < 50 && !up; ++i) {
        up = tool(QStringLiteral("sh"), {QStringLiteral("-c"), ssh + QStringLiteral(" root@127.0.0.1 true")}, &out);
        if (!up)
            QThread::msleep(200);
    }
    QVERIFY2(up, qPrintable(out + QString::fromUtf8(sshd.readAll())));
}

void TestSweepHosts::twoHostsRetryAFailedCell()
{
    const QString name = QStringLiteral("tst-hosts-%1").arg(QCoreApplication::applicationPid());
    const QString csv = dir.filePath(QStringLiteral("sweep.csv"));
    QProcess cli;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    cli.start(QStringLiteral(STACKLAB_CLI),
        {QStringLiteral("lab"), QStringLiteral("sweep"), QStringLiteral("--target"), QStringLiteral("loop"),
            QStringLiteral("--layouts"), QStringLiteral("btrfs-raid1-2"), QStringLiteral("--fill"),
            QStringLiteral("5,10,15"), QStringLiteral("--disk-size"), QStringLiteral("1G"), QStringLiteral("--seed"),
            QStringLiteral("23"), QStringLiteral("--helper"), QStringLiteral(STACKLAB_HELPER),
            QStringLiteral("--hosts"), loginFile, QStringLiteral("--retries"), QStringLiteral("2"),
            QStringLiteral("--csv"), csv, QStringLiteral("--report"), dir.filePath(QStringLiteral("merged.json")),
            QStringLiteral("--session"), name, QStringLiteral("--session-dir"),
            dir.filePath(QStringLiteral("sessions"))});
    QVERIFY(cli.waitForFinished(800000));
    const QString output = QString::fromUtf8(cli.readAll());
    if (cli.exitStatus() != QProcess::NormalExit || cli.exitCode() != 0)
        qWarning().noquote() << output << readFile(dir.filePath(QStringLiteral("sweep-cells/joblog.tsv")));
    QCOMPARE(cli.exitStatus(), QProcess::NormalExit);
    QCOMPARE(cli.exitCode(), 0);

    // The flaky host failed the cell once (its message carries the cell's tag) and parallel ran it
    // again; the job log keeps each cell's last attempt: all three ended with exit value 0, on both logins.
    QVERIFY2(QFile::exists(dir.filePath(QStringLiteral("failed-once"))), "the flaky host never saw the cell");
    QVERIFY2(output.contains(flakyCell + QStringLiteral("\tflaky host: this cell fails once")), qPrintable(output));
    const QList<QByteArray> log = readFile(dir.filePath(QStringLiteral("sweep-cells/joblog.tsv"))).split('\n');
    QSet<QString> hosts;
    QMap<QString, int> exits; // cell -> exit value of its last attempt
    for (qsizetype i = 1; i < log.size(); ++i) {
        const QList<QByteArray> fields = log.at(i).split('\t');
        if (fields.size() < 9)
            continue;
        hosts.insert(QString::fromUtf8(fields.at(1)).section(QLatin1Char(' '), -1));
        static const QRegularExpression cell(QStringLiteral("--tag cell=(\\S+)"));
        exits.insert(
            cell.match(QString::fromUtf8(fields.mid(8).join('\t'))).captured(1), fields.at(6).trimmed().toInt());
    }
    QVERIFY2(hosts.contains(QStringLiteral("root@127.0.0.1")) && hosts.contains(QStringLiteral("root@localhost")),
        qPrintable(QStringList(hosts.values()).join(QLatin1Char(' '))));
    QCOMPARE(exits.size(), 3);
    QVERIFY(exits.contains(flakyCell));
    for (auto it = exits.cbegin(); it != exits.cend(); ++it)
        QVERIFY2(it.value() == 0, qPrintable(it.key()));

    // The merged report: every cell measured, none missing or failed, each with its host.
    const QJsonObject merged = QJsonDocument::fromJson(readFile(dir.filePath(QStringLiteral("merged.json")))).object();
    const QJsonArray cells = merged.value(QStringLiteral("cells")).toArray();
    QCOMPARE(cells.size(), 3);
    for (const QJsonValue &value : cells) {
        const QJsonObject cell = value.toObject();
        QCOMPARE(cell.value(QStringLiteral("status")).toString(), QStringLiteral("measured"));
        QCOMPARE(cell.value(QStringLiteral("host")).toString(), QSysInfo::machineHostName());
        QVERIFY(!cell.value(QStringLiteral("kernel")).toString().isEmpty());
    }
    QVERIFY(merged.value(QStringLiteral("missing")).toArray().isEmpty());
    QVERIFY(merged.value(QStringLiteral("failed")).toArray().isEmpty());

    // The reports came back to the sweep's cell folder (parallel --return), and no loop lab is left.
    QCOMPARE(QDir(dir.filePath(QStringLiteral("sweep-cells"))).entryList({QStringLiteral("cell-*.json")}).size(), 3);
    QProcess losetup;
    losetup.start(QStringLiteral("losetup"), {QStringLiteral("-a")});
    QVERIFY(losetup.waitForFinished());
    QVERIFY(!QString::fromUtf8(losetup.readAll()).contains(name));
}

void TestSweepHosts::cleanupTestCase()
{
    // The cells' sessions: a remote host keeps its lab session where its stacklab-cli puts them.
    const QDir sessions(QDir::homePath() + QStringLiteral("/.local/share/stacklab/sessions"));
    for (const QString &session :
        sessions.entryList({QStringLiteral("tst-hosts-%1-*").arg(QCoreApplication::applicationPid())}, QDir::Dirs))
        QDir(sessions.filePath(session)).removeRecursively();
    // Stop the test's own sshd (by its PID: -D keeps it our child); its key files go with dir.
    if (sshd.state() != QProcess::NotRunning) {
        sshd.terminate();
        if (!sshd.waitForFinished(10000))
            sshd.kill();
    }
}

QTEST_GUILESS_MAIN(TestSweepHosts)
#include "tst_sweephosts.moc"
