// Lab session values (JSON round trips, strict readers) and the store: replay after appends, a
// torn last journal line, interrupted steps, compaction, and a real SIGKILL of a recording child.
#include "lab/session/labsessionjson.h"
#include "lab/session/labsessionstore.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>
#include <QThread>

namespace {

SessionStepRecord sampleStep(const QString &id, StepState state)
{
    SessionStepRecord step;
    step.phase = QStringLiteral("build");
    step.stepId = id;
    step.title = QStringLiteral("Create the array – ü");
    step.argv = {QStringLiteral("mdadm"), QStringLiteral("--create"), QStringLiteral("/dev/md0")};
    step.startedAtMs = 1764561600123;
    step.endedAtMs = state == StepState::Running ? 0 : 1764561612345;
    step.exitCode = state == StepState::Failed ? 1 : 0;
    step.ok = state == StepState::Succeeded;
    step.outputLines = {QStringLiteral("mdadm: array /dev/md0 started."), QString()};
    step.state = state;
    return step;
}

SessionMetadata sampleMetadata()
{
    SessionMetadata m;
    m.name = QStringLiteral("seed 000 on loop devices");
    m.created = QDateTime::fromMSecsSinceEpoch(1764561600123, Qt::UTC);
    m.target = QStringLiteral("loop");
    m.stacks = {QStringLiteral("mdadm-raid5"), QStringLiteral("zfs-raidz1")};
    m.toolVersions = {{QStringLiteral("kernel"), QStringLiteral("6.1.0-28-amd64")},
        {QStringLiteral("mdadm"), QStringLiteral("v4.2 - 2021-12-30")}};
    return m;
}

LabSession sampleSession()
{
    LabSession s;
    s.metadata = sampleMetadata();
    s.steps = {sampleStep(QStringLiteral("create"), StepState::Succeeded),
        sampleStep(QStringLiteral("mkfs"), StepState::Failed)};
    s.measurements
        = {{QStringLiteral("mdadm-raid5"), QStringLiteral("rebuild_s"), 12.75, QStringLiteral("s"), 1, {}, {}},
            {QStringLiteral("mdadm-raid5"), QStringLiteral("seq_write_mibs"), 1879.5, QStringLiteral("MiB/s"), 2,
                QStringLiteral("direct=1"), {}}};
    SessionProgressSample p {QStringLiteral("mdadm-raid5"), QStringLiteral("rebuild"), {}};
    p.sample.timestampMs = 5000;
    p.sample.state = ProgressState::Recovery;
    p.sample.percent = 42.5;
    p.sample.bytesDone = 1 << 20;
    s.progress = {p};
    return s;
}

QByteArray readFile(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void appendRaw(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Append));
    QCOMPARE(f.write(bytes), bytes.size());
}

// Writes sampleSession() through a store and leaves its events in the journal (no compaction).
void recordSample(const QString &dir)
{
    QString error;
    std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir, &error);
    QVERIFY2(store, qPrintable(error));
    const LabSession s = sampleSession();
    QVERIFY(store->setMetadata(s.metadata));
    for (SessionStepRecord step : s.steps) {
        const SessionStepRecord done = step;
        step.state = StepState::Running;
        step.endedAtMs = 0;
        step.ok = false;
        step.outputLines.clear();
        const int index = store->startStep(step);
        QVERIFY(index >= 0);
        QVERIFY(store->appendOutput(index, done.outputLines));
        QVERIFY(store->finishStep(index, done.state, done.exitCode, done.endedAtMs));
    }
    for (const Measurement &m : s.measurements)
        QVERIFY(store->addMeasurement(m));
    for (const SessionProgressSample &p : s.progress)
        QVERIFY(store->addProgress(p));
    QCOMPARE(store->session(), s);
}

} // namespace

class TestLabSession : public QObject {
    Q_OBJECT

private slots:
    void stepRoundTrip_data()
    {
        QTest::addColumn<SessionStepRecord>("step");
        QTest::newRow("running") << sampleStep(QStringLiteral("a"), StepState::Running);
        QTest::newRow("succeeded") << sampleStep(QStringLiteral("b"), StepState::Succeeded);
        QTest::newRow("failed") << sampleStep(QStringLiteral("c"), StepState::Failed);
        QTest::newRow("cancelled") << sampleStep(QStringLiteral("d"), StepState::Cancelled);
        QTest::newRow("interrupted") << sampleStep(QStringLiteral("e"), StepState::Interrupted);
        QTest::newRow("empty") << SessionStepRecord {};
        SessionStepRecord capped = sampleStep(QStringLiteral("f"), StepState::Succeeded);
        capped.droppedOutputLines = 17;
        QTest::newRow("dropped output") << capped;
    }
    void stepRoundTrip()
    {
        QFETCH(SessionStepRecord, step);
        const QByteArray text = QJsonDocument(sessionStepToJson(step)).toJson();
        QString error;
        const std::optional<SessionStepRecord> back
            = sessionStepFromJson(QJsonDocument::fromJson(text).object(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, step);
    }

    void measurementRoundTrip_data()
    {
        QTest::addColumn<Measurement>("measurement");
        const LabSession s = sampleSession();
        QTest::newRow("rebuild_s") << s.measurements.at(0);
        QTest::newRow("with note") << s.measurements.at(1);
        QTest::newRow("tiny value") << Measurement {
            QStringLiteral("zfs"), QStringLiteral("copy_s"), 0.1 + 0.2, QStringLiteral("s"), 3, {}, {}};
        QTest::newRow("big bytes") << Measurement {
            QStringLiteral("zfs"), QStringLiteral("rebuilt_bytes"), 4398046511104.0, QStringLiteral("B"), 0, {}, {}};
        QTest::newRow("a tool's line") << Measurement {QStringLiteral("zfs-raidz1"), QStringLiteral("rebuilt_bytes"),
            490733568.0, QStringLiteral("bytes"), 0, {},
            MeasurementSource::tool({QStringLiteral("zpool"), QStringLiteral("status"), QStringLiteral("tank")},
                {QStringLiteral("scan: resilvered 468M in 00:00:12 with 0 errors on Tue Dec  1 11:02:07 2026")},
                QStringLiteral("the \"resilvered\" figure"))};
        QTest::newRow("measured by the lab") << Measurement {QStringLiteral("mdadm-raid5"), QStringLiteral("copy_s"),
            35.0, QStringLiteral("s"), 0, {},
            MeasurementSource::measured(QStringLiteral("dataset-write seconds"), {QStringLiteral("seconds = 35")})};
    }

    void measurementWithoutSourceLoads()
    {
        // A session written before sources were recorded: its figures load, with no source.
        QString error;
        const std::optional<Measurement> old = measurementFromJson(
            QJsonDocument::fromJson(R"({"stack":"mdadm-raid5","key":"rebuilt_bytes","value":1056468992,)"
                                    R"("unit":"bytes","round":0})")
                .object(),
            &error);
        QVERIFY2(old, qPrintable(error));
        QCOMPARE(old->source.kind, MeasurementSource::Kind::NotRecorded);
        QVERIFY(!measurementToJson(*old).contains(QLatin1String("source")));
        QVERIFY(!measurementFromJson(
            QJsonDocument::fromJson(R"({"key":"copy_s","value":1,"source":{"kind":"rumour"}})").object(), &error));
        QVERIFY2(error.contains(QLatin1String("rumour")), qPrintable(error));
        QVERIFY(!measurementFromJson(
            QJsonDocument::fromJson(R"({"key":"copy_s","value":1,"source":"df"})").object(), &error));
        QVERIFY2(error.contains(QLatin1String("\"source\"")), qPrintable(error));
        QVERIFY(!measurementFromJson(
            QJsonDocument::fromJson(R"({"key":"copy_s","value":1,"source":{"kind":"tool","lines":[1]}})").object(),
            &error));
    }
    void measurementRoundTrip()
    {
        QFETCH(Measurement, measurement);
        const QByteArray text = QJsonDocument(measurementToJson(measurement)).toJson();
        QString error;
        const std::optional<Measurement> back = measurementFromJson(QJsonDocument::fromJson(text).object(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, measurement);
    }

    void progressRoundTrip_data()
    {
        QTest::addColumn<SessionProgressSample>("progress");
        QTest::newRow("partial") << sampleSession().progress.at(0);
        SessionProgressSample full {QStringLiteral("zfs-raidz1"), QStringLiteral("resilver"), {}};
        full.sample = {123456, ProgressState::Resilver, 99.25, 1000, 2000, 52428800.5, 3600, 2,
            {QStringLiteral("  scan: resilver in progress")}};
        QTest::newRow("every field") << full;
        QTest::newRow("empty") << SessionProgressSample {};
    }
    void progressRoundTrip()
    {
        QFETCH(SessionProgressSample, progress);
        const QByteArray text = QJsonDocument(sessionProgressToJson(progress)).toJson();
        QString error;
        const std::optional<SessionProgressSample> back
            = sessionProgressFromJson(QJsonDocument::fromJson(text).object(), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, progress);
    }

    void metadataRoundTrip()
    {
        const SessionMetadata m = sampleMetadata();
        QString error;
        const std::optional<SessionMetadata> back = sessionMetadataFromJson(sessionMetadataToJson(m), &error);
        QVERIFY2(back, qPrintable(error));
        QCOMPARE(*back, m);
        QVERIFY(!sessionMetadataToJson(m).contains(QLatin1String("disk_profile")));

        // A virtual lab's session keeps the disk profile its disks ran at (what its report scales by).
        SessionMetadata vm = m;
        vm.target = QStringLiteral("vm");
        vm.diskProfile = DiskProfile::custom(*DiskProfile::builtIn(QStringLiteral("hdd")), 15LL << 20, 300);
        vm.labDiskBytes = 512LL << 20;
        const QJsonObject text = QJsonDocument::fromJson(QJsonDocument(sessionMetadataToJson(vm)).toJson()).object();
        QCOMPARE(
            text.value(QLatin1String("disk_profile")).toObject().value(QLatin1String("lab_bytes_per_s")).toInteger(),
            15LL << 20);
        const std::optional<SessionMetadata> vmBack = sessionMetadataFromJson(text, &error);
        QVERIFY2(vmBack, qPrintable(error));
        QCOMPARE(*vmBack, vm);
    }

    void readersRejectWrongTypes_data()
    {
        QTest::addColumn<QByteArray>("kind");
        QTest::addColumn<QByteArray>("json");
        QTest::addColumn<QString>("errorPart");
        QTest::newRow("step argv") << QByteArray("step") << QByteArray("{\"argv\":\"mdadm\"}") << "\"argv\"";
        QTest::newRow("step state") << QByteArray("step") << QByteArray("{\"state\":\"exploded\"}") << "exploded";
        QTest::newRow("step exit") << QByteArray("step") << QByteArray("{\"exit_code\":\"0\"}") << "\"exit_code\"";
        QTest::newRow("step exit not whole")
            << QByteArray("step") << QByteArray("{\"exit_code\":1.5}") << "a whole number";
        QTest::newRow("step time not whole")
            << QByteArray("step") << QByteArray("{\"ended_at_ms\":1764554400000.25}") << "\"ended_at_ms\"";
        QTest::newRow("measurement value")
            << QByteArray("measurement") << QByteArray("{\"key\":\"rebuild_s\",\"value\":\"12\"}") << "\"value\"";
        QTest::newRow("measurement key") << QByteArray("measurement") << QByteArray("{\"value\":1}") << "key";
        QTest::newRow("progress sample") << QByteArray("progress") << QByteArray("{\"sample\":[]}") << "\"sample\"";
        QTest::newRow("progress state") << QByteArray("progress") << QByteArray("{\"sample\":{\"state\":\"melting\"}}")
                                        << "melting";
        QTest::newRow("metadata created")
            << QByteArray("metadata") << QByteArray("{\"created\":\"yesterday\"}") << "\"created\"";
        QTest::newRow("metadata versions")
            << QByteArray("metadata") << QByteArray("{\"tool_versions\":{\"zfs\":2}}") << "\"tool_versions\"";
    }
    void readersRejectWrongTypes()
    {
        QFETCH(QByteArray, kind);
        QFETCH(QByteArray, json);
        QFETCH(QString, errorPart);
        const QJsonObject o = QJsonDocument::fromJson(json).object();
        QString error;
        bool ok = true;
        if (kind == "step")
            ok = sessionStepFromJson(o, &error).has_value();
        else if (kind == "measurement")
            ok = measurementFromJson(o, &error).has_value();
        else if (kind == "progress")
            ok = sessionProgressFromJson(o, &error).has_value();
        else
            ok = sessionMetadataFromJson(o, &error).has_value();
        QVERIFY(!ok);
        QVERIFY2(error.contains(errorPart), qPrintable(error));
    }

    void outputIsCapped()
    {
        SessionStepRecord step;
        QStringList lines;
        for (int i = 0; i < SessionStepRecord::maxOutputLines + 5; ++i)
            lines << QString::number(i);
        step.appendOutput(lines);
        step.appendOutput({QStringLiteral("last")});
        QCOMPARE(step.outputLines.size(), SessionStepRecord::maxOutputLines);
        QCOMPARE(step.droppedOutputLines, 6);
        QCOMPARE(step.outputLines.first(), QStringLiteral("6"));
        QCOMPARE(step.outputLines.last(), QStringLiteral("last"));
    }

    void replayAfterAppends()
    {
        QTemporaryDir dir;
        recordSample(dir.path());
        if (QTest::currentTestFailed())
            return;
        // The store was destroyed without compacting: everything is in the journal only.
        QCOMPARE(readFile(dir.filePath(QStringLiteral("journal.jsonl"))).count('\n'), 10);
        QString error;
        QStringList warnings;
        std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir.path(), &error, &warnings);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->session(), sampleSession());
        QVERIFY2(warnings.isEmpty(), qPrintable(warnings.join(u'\n')));
    }

    void tornLastLine_data()
    {
        QTest::addColumn<QByteArray>("tail");
        QTest::newRow("cut mid-object") << QByteArray("{\"seq\":11,\"event\":\"measurement\",\"data\":{\"stack\":\"md");
        QTest::newRow("cut after a byte") << QByteArray("{");
        QTest::newRow("garbage with newline") << QByteArray("\0\0\0\0\n", 5);
    }
    void tornLastLine()
    {
        QFETCH(QByteArray, tail);
        QTemporaryDir dir;
        recordSample(dir.path());
        if (QTest::currentTestFailed())
            return;
        const QString journal = dir.filePath(QStringLiteral("journal.jsonl"));
        appendRaw(journal, tail);
        QString error;
        QStringList warnings;
        std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir.path(), &error, &warnings);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->session(), sampleSession());
        QCOMPARE(warnings.size(), 1);
        QVERIFY2(warnings.first().contains(QLatin1String("incomplete last line")), qPrintable(warnings.first()));
        // Compaction dropped the torn bytes: the next append starts on a clean line.
        QCOMPARE(readFile(journal), QByteArray());
        QVERIFY(store->addMeasurement(sampleSession().measurements.first()));
        store.reset();
        store = LabSessionStore::open(dir.path(), &error, &warnings);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(store->session().measurements.size(), 3);
    }

    void damagedEarlierLineIsAnError()
    {
        QTemporaryDir dir;
        recordSample(dir.path());
        if (QTest::currentTestFailed())
            return;
        const QString journal = dir.filePath(QStringLiteral("journal.jsonl"));
        QByteArray text = readFile(journal);
        text.insert(text.indexOf('\n') + 1, "not json\n");
        QFile f(journal);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(text);
        f.close();
        const QByteArray snapshotBefore = readFile(dir.filePath(QStringLiteral("session.json")));
        QString error;
        QVERIFY(!LabSessionStore::open(dir.path(), &error));
        QVERIFY2(error.contains(QLatin1String("line 2")), qPrintable(error));
        QVERIFY2(error.contains(QLatin1String("left untouched")), qPrintable(error));
        QCOMPARE(readFile(journal), text);
        QCOMPARE(readFile(dir.filePath(QStringLiteral("session.json"))), snapshotBefore);
    }

    void runningStepBecomesInterrupted()
    {
        QTemporaryDir dir;
        QString error;
        {
            std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir.path(), &error);
            QVERIFY2(store, qPrintable(error));
            const int done = store->startStep(sampleStep(QStringLiteral("create"), StepState::Running));
            QVERIFY(store->finishStep(done, StepState::Succeeded, 0, 99));
            const int running = store->startStep(sampleStep(QStringLiteral("rebuild"), StepState::Running));
            QVERIFY(store->appendOutput(running, {QStringLiteral("recovery = 12.5%")}));
        } // the app dies here
        QStringList warnings;
        std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir.path(), &error, &warnings);
        QVERIFY2(store, qPrintable(error));
        const LabSession &s = store->session();
        QCOMPARE(s.steps.size(), 2);
        QCOMPARE(s.steps.at(0).state, StepState::Succeeded);
        QCOMPARE(s.steps.at(0).endedAtMs, 99);
        QCOMPARE(s.steps.at(1).state, StepState::Interrupted);
        QCOMPARE(s.steps.at(1).endedAtMs, 0);
        QVERIFY(!s.steps.at(1).ok);
        QVERIFY(s.steps.at(1).outputLines.contains(QStringLiteral("recovery = 12.5%")));
        QCOMPARE(warnings.size(), 1);
        // Persisted by the compaction: the snapshot alone says interrupted.
        const QJsonObject snapshot
            = QJsonDocument::fromJson(readFile(dir.filePath(QStringLiteral("session.json")))).object();
        QCOMPARE(
            snapshot.value(QLatin1String("steps")).toArray().at(1).toObject().value(QLatin1String("state")).toString(),
            QStringLiteral("interrupted"));
    }

    void compaction()
    {
        QTemporaryDir dir;
        recordSample(dir.path());
        if (QTest::currentTestFailed())
            return;
        const QString journal = dir.filePath(QStringLiteral("journal.jsonl"));
        const QByteArray events = readFile(journal);
        QString error;
        std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir.path(), &error);
        QVERIFY2(store, qPrintable(error));
        QCOMPARE(readFile(journal), QByteArray());
        QVERIFY(!QFile::exists(dir.filePath(QStringLiteral("session.json.tmp"))));
        const QJsonObject snapshot
            = QJsonDocument::fromJson(readFile(dir.filePath(QStringLiteral("session.json")))).object();
        QCOMPARE(snapshot.value(QLatin1String("last_seq")).toInt(), 10);
        QCOMPARE(snapshot.value(QLatin1String("measurements")).toArray().size(), 2);
        // New events continue the sequence after the snapshot.
        QVERIFY(store->addMeasurement(sampleSession().measurements.first()));
        QVERIFY(readFile(journal).startsWith("{\"data\"") || readFile(journal).contains("\"seq\":11"));
        store.reset();

        // A crash after the snapshot was renamed but before the journal was emptied: the old
        // events are still in the journal and must not be applied twice.
        QByteArray stale = events + readFile(journal);
        QFile f(journal);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(stale);
        f.close();
        store = LabSessionStore::open(dir.path(), &error);
        QVERIFY2(store, qPrintable(error));
        LabSession expected = sampleSession();
        expected.measurements << expected.measurements.first();
        QCOMPARE(store->session(), expected);
    }

    void onlyOneWriter()
    {
        QTemporaryDir dir;
        QString error;
        std::unique_ptr<LabSessionStore> first = LabSessionStore::open(dir.path(), &error);
        QVERIFY2(first, qPrintable(error));
        QVERIFY(!LabSessionStore::open(dir.path(), &error));
        QVERIFY2(error.contains(QLatin1String("open in another program")), qPrintable(error));
        QVERIFY2(error.contains(QString::number(QCoreApplication::applicationPid())), qPrintable(error));
        first.reset();
        QVERIFY2(LabSessionStore::open(dir.path(), &error), qPrintable(error));
    }

    void notASession()
    {
        QTemporaryDir dir;
        QFile f(dir.filePath(QStringLiteral("session.json")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\":\"something else\"}");
        f.close();
        QString error;
        QVERIFY(!LabSessionStore::open(dir.path(), &error));
        QVERIFY2(error.contains(QLatin1String("damaged")), qPrintable(error));
        QCOMPARE(readFile(f.fileName()), QByteArray("{\"format\":\"something else\"}"));
    }

    void survivesSigkill_data()
    {
        QTest::addColumn<int>("killAfter");
        QTest::addColumn<int>("delayMs");
        // Right after a report (usually mid-step), and after letting the child run on unobserved
        // for a while so the kill lands at an arbitrary point, compactions included.
        QTest::newRow("after 333 events") << 333 << 0;
        QTest::newRow("after 1151 events") << 1151 << 0;
        QTest::newRow("200 events + 37 ms") << 200 << 37;
        QTest::newRow("500 events + 113 ms") << 500 << 113;
    }
    void survivesSigkill()
    {
        QFETCH(int, killAfter);
        QFETCH(int, delayMs);
        QTemporaryDir dir;
        QProcess child;
        child.setProcessChannelMode(QProcess::SeparateChannels);
        child.start(QStringLiteral(LAB_CRASH_CHILD), {dir.path()});
        QVERIFY2(child.waitForStarted(), qPrintable(child.errorString()));
        qint64 reported = 0;
        QByteArray pending;
        auto readReports = [&] {
            pending += child.readAllStandardOutput();
            qsizetype newline;
            while ((newline = pending.indexOf('\n')) >= 0) {
                const QByteArray line = pending.left(newline);
                pending.remove(0, newline + 1);
                if (line.startsWith("durable "))
                    reported = std::max(reported, line.mid(8).toLongLong());
            }
        };
        while (reported < killAfter && child.state() == QProcess::Running) {
            child.waitForReadyRead(10000);
            readReports();
        }
        if (delayMs > 0)
            QThread::msleep(static_cast<unsigned long>(delayMs));
        child.kill(); // SIGKILL
        QVERIFY(child.waitForFinished(10000));
        readReports();
        QCOMPARE(child.exitStatus(), QProcess::CrashExit);
        QVERIFY2(reported >= killAfter, qPrintable(QString::fromLocal8Bit(child.readAllStandardError())));

        QString error;
        QStringList warnings;
        std::unique_ptr<LabSessionStore> store = LabSessionStore::open(dir.path(), &error, &warnings);
        QVERIFY2(store, qPrintable(error));
        const LabSession &s = store->session();
        // Events per iteration: start, output, measurement, progress, finish.
        const qint64 starts = s.steps.size();
        qint64 outputs = 0;
        qint64 finished = 0;
        for (qsizetype i = 0; i < s.steps.size(); ++i) {
            const SessionStepRecord &step = s.steps.at(i);
            QCOMPARE(step.stepId, QStringLiteral("step-%1").arg(i));
            QCOMPARE(step.startedAtMs, i);
            if (!step.outputLines.isEmpty()) {
                QCOMPARE(step.outputLines, QStringList {QStringLiteral("line %1").arg(i)});
                ++outputs;
            }
            if (step.state == StepState::Succeeded) {
                QCOMPARE(step.endedAtMs, i + 1);
                ++finished;
            } else {
                QCOMPARE(i, s.steps.size() - 1); // only the last step can be cut short
                QCOMPARE(step.state, StepState::Interrupted);
            }
        }
        for (qsizetype i = 0; i < s.measurements.size(); ++i)
            QCOMPARE(s.measurements.at(i).value, static_cast<double>(i));
        for (qsizetype i = 0; i < s.progress.size(); ++i)
            QCOMPARE(s.progress.at(i).sample.timestampMs, i);
        const qint64 recovered = starts + outputs + s.measurements.size() + s.progress.size() + finished;
        QVERIFY2(recovered >= reported,
            qPrintable(QStringLiteral("child reported %1 durable events, %2 recovered").arg(reported).arg(recovered)));
        // The events form a prefix of the child's sequence: nothing missing in the middle.
        const qint64 full = recovered / 5;
        const qint64 rest = recovered % 5;
        QCOMPARE(starts, full + (rest >= 1));
        QCOMPARE(outputs, full + (rest >= 2));
        QCOMPARE(s.measurements.size(), full + (rest >= 3));
        QCOMPARE(s.progress.size(), full + (rest >= 4));
        QCOMPARE(finished, full);
        qInfo("child reported %lld durable events before SIGKILL, %lld recovered, warnings: %s",
            static_cast<long long>(reported), static_cast<long long>(recovered), qPrintable(warnings.join(u"; ")));
    }
};

QTEST_GUILESS_MAIN(TestLabSession)
#include "tst_lab_session.moc"
