// A stage's conversation with the helper (StageContext's steps() and helperCalls()), against a
// helper the test plays at the other end of a unix socket: plan steps recorded as the helper ran
// them, a lab action recorded as a step of the stage, questions, a cancel, and the power cut (the
// running steps recorded as cut off, nothing awaited from the dying helper, the new one after).
#include "helper/client/helperclient.h"
#include "helper/client/localsocketchannel.h"
#include "lab/session/labsessionstore.h"
#include "lab/stages/stagecontext.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QSocketNotifier>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>

namespace {

// The helper, played: every request it hears is kept and handed to `answer`, which replies with
// events or holds them back (a step that runs on until the test ends it).
class PlayedHelper {
public:
    using Answer = std::function<void(PlayedHelper &, const QJsonObject &request)>;

    explicit PlayedHelper(const QString &path)
    {
        m_listener = ::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_un address {};
        address.sun_family = AF_UNIX;
        const QByteArray encoded = QFile::encodeName(path);
        std::memcpy(address.sun_path, encoded.constData(), static_cast<size_t>(encoded.size()));
        if (m_listener < 0 || ::bind(m_listener, reinterpret_cast<const sockaddr *>(&address), sizeof address) != 0
            || ::listen(m_listener, 1) != 0)
            return;
        client = std::make_unique<HelperClient>(std::make_unique<LocalSocketChannel>(path, 5000));
        client->start();
        if (!client->waitForStarted(5000))
            return;
        m_connection = ::accept4(m_listener, nullptr, nullptr, SOCK_CLOEXEC);
        m_notifier = std::make_unique<QSocketNotifier>(m_connection, QSocketNotifier::Read);
        QObject::connect(m_notifier.get(), &QSocketNotifier::activated, m_notifier.get(), [this] { read(); });
    }

    ~PlayedHelper()
    {
        m_notifier.reset();
        // The client says bye as it goes: its answer is there before the connection closes.
        if (m_connection >= 0) {
            send(HelperEventType::Accepted, {{QStringLiteral("id"), QStringLiteral("stacklab-close")}});
            ::close(m_connection);
        }
        client.reset();
        if (m_listener >= 0)
            ::close(m_listener);
    }

    bool connected() const { return m_connection >= 0; }

    void send(HelperEventType type, const QJsonObject &fields)
    {
        const QByteArray line = HelperProtocol::eventLine(type, fields);
        QCOMPARE(::write(m_connection, line.constData(), size_t(line.size())), line.size());
    }

    // A step or action that ran to its end: accepted (with the argv a step runs), one line of
    // output, exited.
    void runs(const QJsonObject &request, bool ok, int exitCode, const QString &line, const QJsonObject &result = {})
    {
        const QString id = request.value(QLatin1String("id")).toString();
        const QString step = request.value(QLatin1String("step")).toString();
        send(HelperEventType::Accepted,
            {{QStringLiteral("id"), id}, {QStringLiteral("request"), request.value(QLatin1String("type"))},
                {QStringLiteral("argv"), QJsonArray {QStringLiteral("tool"), step}}});
        send(HelperEventType::Output,
            {{QStringLiteral("id"), id}, {QStringLiteral("stream"), QStringLiteral("stdout")},
                {QStringLiteral("line"), line}});
        send(HelperEventType::Exited,
            {{QStringLiteral("id"), id}, {QStringLiteral("ok"), ok}, {QStringLiteral("exitCode"), exitCode},
                {QStringLiteral("durationMs"), 7}, {QStringLiteral("result"), result}});
    }

    QStringList stepsRun() const
    {
        QStringList steps;
        for (const QJsonObject &request : requests) {
            if (request.value(QLatin1String("type")).toString() == QLatin1String("run"))
                steps << request.value(QLatin1String("step")).toString();
        }
        return steps;
    }

    std::unique_ptr<HelperClient> client;
    QList<QJsonObject> requests;
    Answer answer;

private:
    void read()
    {
        char chunk[4096];
        const ssize_t got = ::read(m_connection, chunk, sizeof chunk);
        if (got <= 0) {
            m_notifier->setEnabled(false); // the client hung up
            return;
        }
        m_buffer.append(chunk, got);
        qsizetype newline;
        while ((newline = m_buffer.indexOf('\n')) >= 0) {
            const QJsonObject request = QJsonDocument::fromJson(m_buffer.left(newline)).object();
            m_buffer.remove(0, newline + 1);
            requests << request;
            if (answer)
                answer(*this, request);
        }
    }

    int m_listener = -1;
    int m_connection = -1;
    std::unique_ptr<QSocketNotifier> m_notifier;
    QByteArray m_buffer;
};

// Every step runs and succeeds; a lab action ends with its result.
void allRun(PlayedHelper &helper, const QJsonObject &request)
{
    helper.runs(request, true, 0, QStringLiteral("ran"));
}

RecipeRequest btrfsOnLoop()
{
    RecipeRequest request;
    request.stack = QStringLiteral("btrfs-raid1");
    request.session = QStringLiteral("tst-stagecontext");
    request.disks = {QStringLiteral("/dev/loop20"), QStringLiteral("/dev/loop21"), QStringLiteral("/dev/loop22")};
    request.spare = QStringLiteral("/dev/loop23");
    request.options = {{QStringLiteral("pull"), QStringLiteral("sysfs")}}; // nothing runs: the helper is played
    return request;
}

ScenarioStage stageNamed(const QString &name)
{
    ScenarioStage stage;
    stage.name = name;
    return stage;
}

QList<PlanStep> stepsOf(const StageContext &lab, const QString &phase)
{
    const PlanPhase *found = lab.scenario().phase(phase);
    return found ? found->steps : QList<PlanStep>();
}

} // namespace

class TestStageContext : public QObject {
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup() { m_lab.reset(); }
    void stepsAreRecordedAsTheHelperRanThem();
    void aFailedStepSaysTheToolsWords();
    void aFallbackRunsOnlyAfterTheStepBeforeItFailed();
    void aLabActionIsAStepOfTheStage();
    void questionsAndTheClaim();
    void interruptStopsWhatRunsNow();
    void thePowerCut();

private:
    struct Lab {
        QTemporaryDir dir;
        std::unique_ptr<PlayedHelper> helper;
        std::unique_ptr<LabSessionStore> store;
        std::unique_ptr<StageContext> context;
        std::unique_ptr<QSignalSpy> started, output, finished, messages;

        const QList<SessionStepRecord> &steps() const { return store->session().steps; }
        QStringList said() const
        {
            QStringList lines;
            for (const QList<QVariant> &signal : *messages)
                lines << signal.first().toString();
            return lines;
        }
    };
    std::unique_ptr<Lab> m_lab;
};

void TestStageContext::init()
{
    m_lab = std::make_unique<Lab>();
    Lab &lab = *m_lab;
    QVERIFY(lab.dir.isValid());
    lab.helper = std::make_unique<PlayedHelper>(lab.dir.filePath(QStringLiteral("helper.sock")));
    QVERIFY(lab.helper->connected());
    lab.helper->answer = allRun;
    QString error;
    lab.store = LabSessionStore::open(lab.dir.filePath(QStringLiteral("session")), &error);
    QVERIFY2(lab.store, qPrintable(error));
    const Scenario scenario(btrfsOnLoop());
    QVERIFY2(scenario.ok(), qPrintable(scenario.error()));
    lab.context = std::make_unique<StageContext>(scenario, lab.helper->client.get(), lab.store.get());
    lab.started = std::make_unique<QSignalSpy>(lab.context.get(), &StageContext::stepStarted);
    lab.output = std::make_unique<QSignalSpy>(lab.context.get(), &StageContext::stepOutput);
    lab.finished = std::make_unique<QSignalSpy>(lab.context.get(), &StageContext::stepFinished);
    lab.messages = std::make_unique<QSignalSpy>(lab.context.get(), &StageContext::message);
    lab.context->beginStage(stageNamed(QStringLiteral("prepare")), [] { return false; });
}

void TestStageContext::stepsAreRecordedAsTheHelperRanThem()
{
    Lab &lab = *m_lab;
    StageContext &context = *lab.context;
    QList<PlanStep> prepare;
    for (const PlanStep &step : stepsOf(context, QStringLiteral("prepare"))) {
        if (!step.fallback)
            prepare << step;
    }
    QVERIFY(prepare.size() >= 2);

    std::optional<bool> done;
    context.steps().runPhase(QStringLiteral("prepare"), false, [&done](bool ok) { done = ok; });
    QTRY_VERIFY(done);
    QVERIFY(*done);
    QCOMPARE(lab.steps().size(), prepare.size());
    for (qsizetype i = 0; i < prepare.size(); ++i) {
        const SessionStepRecord &record = lab.steps().at(i);
        QCOMPARE(record.phase, QStringLiteral("prepare"));
        QCOMPARE(record.stepId, prepare.at(i).id);
        QCOMPARE(record.title, prepare.at(i).title);
        // The argv the helper accepted, not the plan's.
        QCOMPARE(record.argv, (QStringList {QStringLiteral("tool"), prepare.at(i).id}));
        QCOMPARE(record.outputLines, QStringList {QStringLiteral("ran")});
        QCOMPARE(record.state, StepState::Succeeded);
        QCOMPARE(record.exitCode, 0);
        QCOMPARE(lab.started->at(i), (QList<QVariant> {QStringLiteral("prepare"), prepare.at(i).id, record.argv}));
        QCOMPARE(
            lab.output->at(i), (QList<QVariant> {QStringLiteral("prepare"), prepare.at(i).id, QStringLiteral("ran")}));
        QCOMPARE(lab.finished->at(i).mid(0, 3), (QList<QVariant> {QStringLiteral("prepare"), prepare.at(i).id, true}));
        QCOMPARE(lab.finished->at(i).at(3).toLongLong(), record.endedAtMs - record.startedAtMs);
    }
    for (const QJsonObject &request : std::as_const(lab.helper->requests)) {
        QCOMPARE(request.value(QLatin1String("session")).toString(), QStringLiteral("tst-stagecontext"));
        QCOMPARE(request.value(QLatin1String("phase")).toString(), QStringLiteral("prepare"));
    }
    QVERIFY(lab.said().isEmpty());
    QVERIFY(context.steps().lastWords().isEmpty());

    // One step of a phase; none once the engine says the run is stopped.
    done.reset();
    context.steps().runStep(QStringLiteral("prepare"), prepare.first(), [&done](bool ok) { done = ok; });
    QTRY_VERIFY(done);
    QVERIFY(*done);
    QCOMPARE(lab.steps().size(), prepare.size() + 1);
    context.beginStage(stageNamed(QStringLiteral("prepare")), [] { return true; });
    done.reset();
    context.steps().runStep(QStringLiteral("prepare"), prepare.first(), [&done](bool ok) { done = ok; });
    QCOMPARE(done, std::optional<bool>(false));
    done.reset();
    context.steps().runPhase(QStringLiteral("prepare"), true, [&done](bool ok) { done = ok; });
    QTRY_VERIFY(done);
    QVERIFY(!*done);
    QCOMPARE(lab.steps().size(), prepare.size() + 1);
}

void TestStageContext::aFailedStepSaysTheToolsWords()
{
    Lab &lab = *m_lab;
    StageContext &context = *lab.context;
    const QList<PlanStep> prepare = stepsOf(context, QStringLiteral("prepare"));
    QVERIFY(prepare.size() >= 2);
    const QString failing = prepare.first().id;
    lab.helper->answer = [failing](PlayedHelper &helper, const QJsonObject &request) {
        if (request.value(QLatin1String("step")).toString() == failing)
            helper.runs(
                request, false, 1, QStringLiteral("ERROR: unable to open /dev/loop20: No space left on device"));
        else
            allRun(helper, request);
    };
    std::optional<bool> done;
    context.steps().runPhase(QStringLiteral("prepare"), false, [&done](bool ok) { done = ok; });
    QTRY_VERIFY(done);
    QVERIFY(!*done);
    QCOMPARE(lab.steps().size(), 1); // the first failure ends the phase
    QCOMPARE(lab.steps().first().state, StepState::Failed);
    QCOMPARE(lab.steps().first().exitCode, 1);
    QCOMPARE(context.steps().lastWords(), QStringLiteral("ERROR: unable to open /dev/loop20: No space left on device"));
    QCOMPARE(lab.finished->size(), 1);
    QCOMPARE(lab.finished->first().at(2).toBool(), false);
    QVERIFY2(
        lab.said().first().startsWith(
            QStringLiteral("btrfs-raid1: step prepare/%1 failed (exit code 1): ERROR: unable to open").arg(failing)),
        qPrintable(lab.said().join(QLatin1Char('\n'))));

    // Best effort: every step runs, the phase still fails.
    done.reset();
    context.steps().runPhase(QStringLiteral("prepare"), true, [&done](bool ok) { done = ok; });
    QTRY_VERIFY(done);
    QVERIFY(!*done);
    QCOMPARE(lab.steps().size(), 1 + prepare.size());

    // A refusal: no exit code, the helper's rule in the step's output and in what is said.
    lab.helper->answer = [](PlayedHelper &helper, const QJsonObject &request) {
        helper.send(HelperEventType::Refused,
            {{QStringLiteral("id"), request.value(QLatin1String("id"))},
                {QStringLiteral("rule"), QStringLiteral("claim.missing")},
                {QStringLiteral("message"), QStringLiteral("claim the disks first")}});
    };
    done.reset();
    context.steps().runStep(QStringLiteral("prepare"), prepare.last(), [&done](bool ok) { done = ok; });
    QTRY_VERIFY(done);
    QVERIFY(!*done);
    const SessionStepRecord &refused = lab.steps().last();
    QCOMPARE(refused.stepId, prepare.last().id);
    QCOMPARE(refused.state, StepState::Failed);
    QCOMPARE(refused.exitCode, -1);
    QCOMPARE(refused.outputLines,
        QStringList {QStringLiteral("refused by the helper (claim.missing): claim the disks first")});
    QCOMPARE(lab.finished->last(), (QList<QVariant> {QStringLiteral("prepare"), prepare.last().id, false, qint64(0)}));
    QCOMPARE(lab.said().last(),
        QStringLiteral("btrfs-raid1: step prepare/%1 refused (claim.missing): claim the disks first")
            .arg(prepare.last().id));

    // The words belong to the stage: the next one starts without them.
    QVERIFY(!context.steps().lastWords().isEmpty());
    context.beginStage(stageNamed(QStringLiteral("mount")), [] { return false; });
    QVERIFY(context.steps().lastWords().isEmpty());
}

void TestStageContext::aFallbackRunsOnlyAfterTheStepBeforeItFailed()
{
    Lab &lab = *m_lab;
    StageContext &context = *lab.context;
    const QList<PlanStep> rebuild = stepsOf(context, QStringLiteral("rebuild"));
    qsizetype first = -1; // the ordinary step the fallbacks follow
    for (qsizetype i = 1; i < rebuild.size(); ++i) {
        if (rebuild.at(i).fallback && !rebuild.at(i - 1).fallback) {
            first = i - 1;
            break;
        }
    }
    QVERIFY(first >= 0);
    const QString replace = rebuild.at(first).id;
    lab.helper->answer = [replace](PlayedHelper &helper, const QJsonObject &request) {
        const bool fails = request.value(QLatin1String("step")).toString() == replace;
        helper.runs(
            request, !fails, fails ? 1 : 0, fails ? QStringLiteral("ERROR: No space left on device") : QString());
    };
    std::optional<bool> done;
    context.steps().runSteps(QStringLiteral("rebuild"), rebuild, [&done](bool ok) { done = ok; });
    QTRY_VERIFY(done);
    QVERIFY(*done); // the fallbacks spoke for the replace
    QVERIFY(
        lab.said().contains(QStringLiteral("btrfs-raid1: the plan's fallback for rebuild/%1 runs next").arg(replace)));
    QCOMPARE(lab.steps().at(first).state, StepState::Failed);
    QCOMPARE(lab.helper->stepsRun().size(), rebuild.size());

    // After a success the fallbacks are skipped.
    lab.helper->answer = allRun;
    lab.helper->requests.clear();
    done.reset();
    context.steps().runSteps(QStringLiteral("rebuild"), rebuild, [&done](bool ok) { done = ok; });
    QTRY_VERIFY(done);
    QVERIFY(*done);
    QStringList ordinary;
    for (const PlanStep &step : rebuild) {
        if (!step.fallback)
            ordinary << step.id;
    }
    QCOMPARE(lab.helper->stepsRun(), ordinary);
}

void TestStageContext::aLabActionIsAStepOfTheStage()
{
    Lab &lab = *m_lab;
    StageContext &context = *lab.context;
    context.beginStage(stageNamed(QStringLiteral("dataset")), [] { return false; });
    lab.helper->answer = [](PlayedHelper &helper, const QJsonObject &request) {
        const QJsonValue id = request.value(QLatin1String("id"));
        helper.send(HelperEventType::Accepted,
            {{QStringLiteral("id"), id}, {QStringLiteral("request"), request.value(QLatin1String("type"))}});
        helper.send(HelperEventType::Progress,
            {{QStringLiteral("id"), id}, {QStringLiteral("text"), QStringLiteral("2 of 4 files")}});
        helper.send(HelperEventType::Exited,
            {{QStringLiteral("id"), id}, {QStringLiteral("ok"), true}, {QStringLiteral("exitCode"), 0},
                {QStringLiteral("durationMs"), 12},
                {QStringLiteral("result"),
                    QJsonObject {{QStringLiteral("files"), 4}, {QStringLiteral("manifest"), QJsonArray {1, 2}}}}});
    };
    HelperRequest request = context.helperCalls().recipeRequest(HelperRequestType::DatasetWrite);
    QCOMPARE(request.stack, QStringLiteral("btrfs-raid1"));
    QCOMPARE(request.session, QStringLiteral("tst-stagecontext"));
    request.sizeBytes = 4096;
    request.files = 4;
    request.seed = 7;
    std::optional<bool> done;
    QJsonObject result;
    context.helperCalls().runAction(
        request, QStringLiteral("Write the dataset"), [&](bool ok, const QJsonObject &answer) {
            done = ok;
            result = answer;
        });
    // Recorded as it starts, under the stage's name.
    QCOMPARE(lab.steps().size(), 1);
    QCOMPARE(lab.started->first(),
        (QList<QVariant> {QStringLiteral("dataset"), QStringLiteral("dataset-write"),
            QStringList {QStringLiteral("dataset-write"), QStringLiteral("sizeBytes=4096"), QStringLiteral("files=4"),
                QStringLiteral("seed=7")}}));
    QTRY_VERIFY(done);
    QVERIFY(*done);
    QVERIFY(result.contains(QLatin1String("manifest"))); // the caller's, not the session's
    const SessionStepRecord &record = lab.steps().first();
    QCOMPARE(record.phase, QStringLiteral("dataset"));
    QCOMPARE(record.stepId, QStringLiteral("dataset-write"));
    QCOMPARE(record.title, QStringLiteral("Write the dataset"));
    QCOMPARE(record.state, StepState::Succeeded);
    QCOMPARE(record.outputLines, QStringList {QStringLiteral("{\"files\":4}")});
    QCOMPARE(lab.output->first(),
        (QList<QVariant> {QStringLiteral("dataset"), QStringLiteral("dataset-write"), QStringLiteral("2 of 4 files")}));
    QCOMPARE(lab.finished->first(),
        (QList<QVariant> {QStringLiteral("dataset"), QStringLiteral("dataset-write"), true, qint64(12)}));
    QCOMPARE(lab.helper->requests.first().value(QLatin1String("id")).toString().section(QLatin1Char('-'), 0, -2),
        QStringLiteral("btrfs-raid1-dataset-write"));

    // A refused action: recorded as failed with the helper's reason, said, answered with nothing.
    lab.helper->answer = [](PlayedHelper &helper, const QJsonObject &heard) {
        helper.send(HelperEventType::Refused,
            {{QStringLiteral("id"), heard.value(QLatin1String("id"))},
                {QStringLiteral("rule"), QStringLiteral("stack.not-mounted")},
                {QStringLiteral("message"), QStringLiteral("mount it first")}});
    };
    done.reset();
    context.helperCalls().runAction(context.helperCalls().recipeRequest(HelperRequestType::DatasetVerify),
        QStringLiteral("Verify"), [&](bool ok, const QJsonObject &answer) {
            done = ok;
            result = answer;
        });
    QTRY_VERIFY(done);
    QVERIFY(!*done);
    QVERIFY(result.isEmpty());
    QCOMPARE(lab.steps().last().state, StepState::Failed);
    QCOMPARE(lab.steps().last().outputLines,
        QStringList {QStringLiteral("refused by the helper (stack.not-mounted: mount it first)")});
    QCOMPARE(
        lab.said().last(), QStringLiteral("btrfs-raid1: dataset-verify refused (stack.not-mounted: mount it first)"));

    // A stopped run starts no action.
    context.beginStage(stageNamed(QStringLiteral("dataset")), [] { return true; });
    done.reset();
    context.helperCalls().runAction(context.helperCalls().recipeRequest(HelperRequestType::DatasetWrite),
        QStringLiteral("Write"), [&](bool ok, const QJsonObject &) { done = ok; });
    QCOMPARE(done, std::optional<bool>(false));
    QCOMPARE(lab.steps().size(), 2);
}

void TestStageContext::questionsAndTheClaim()
{
    Lab &lab = *m_lab;
    StageContext &context = *lab.context;
    lab.helper->answer = [](PlayedHelper &helper, const QJsonObject &request) {
        const QString type = request.value(QLatin1String("type")).toString();
        QJsonObject answer {
            {QStringLiteral("id"), request.value(QLatin1String("id"))}, {QStringLiteral("request"), type}};
        if (type == QLatin1String("space")) {
            answer.insert(QStringLiteral("sizeBytes"), 1000);
            answer.insert(QStringLiteral("availableBytes"), 600);
        }
        helper.send(HelperEventType::Accepted, answer);
    };
    std::optional<std::optional<qint64>> available;
    context.helperCalls().askSpaceField(
        QStringLiteral("availableBytes"), [&](std::optional<qint64> bytes) { available = bytes; });
    QTRY_VERIFY(available);
    QCOMPARE(*available, std::optional<qint64>(600));
    std::optional<HelperReply> claimed;
    context.helperCalls().claimDisks([&](const HelperReply &reply) { claimed = reply; });
    QTRY_VERIFY(claimed);
    QVERIFY(claimed->ok);
    const QJsonObject claim = lab.helper->requests.last();
    QCOMPARE(claim.value(QLatin1String("type")).toString(), QStringLiteral("claim"));
    QCOMPARE(claim.value(QLatin1String("session")).toString(), QStringLiteral("tst-stagecontext"));
    QCOMPARE(claim.value(QLatin1String("disks")).toArray().size(), 4); // the members and the spare
    std::optional<HelperReply> versions;
    HelperRequest question;
    question.type = HelperRequestType::Versions;
    context.helperCalls().ask(
        question, QStringLiteral("versions"), [&](const HelperReply &reply) { versions = reply; });
    QTRY_VERIFY(versions);
    QVERIFY(lab.helper->requests.last()
                .value(QLatin1String("id"))
                .toString()
                .startsWith(QStringLiteral("btrfs-raid1-versions-")));
    QVERIFY(lab.steps().isEmpty()); // questions are no steps

    // A question the helper refuses: said, answered with nothing.
    lab.helper->answer = [](PlayedHelper &helper, const QJsonObject &request) {
        helper.send(HelperEventType::Refused,
            {{QStringLiteral("id"), request.value(QLatin1String("id"))},
                {QStringLiteral("rule"), QStringLiteral("stack.not-mounted")},
                {QStringLiteral("message"), QStringLiteral("mount it first")}});
    };
    available.reset();
    context.helperCalls().askSpaceField(
        QStringLiteral("availableBytes"), [&](std::optional<qint64> bytes) { available = bytes; });
    QTRY_VERIFY(available);
    QCOMPARE(*available, std::nullopt);
    QCOMPARE(lab.said().last(),
        QStringLiteral("btrfs-raid1: the space could not be read (stack.not-mounted): mount it first"));
}

void TestStageContext::interruptStopsWhatRunsNow()
{
    Lab &lab = *m_lab;
    StageContext &context = *lab.context;
    QVERIFY(!context.interruptRunning()); // nothing runs
    // The helper runs every step and action until it hears a cancel.
    QString running;
    lab.helper->answer = [&running](PlayedHelper &helper, const QJsonObject &request) {
        const QString id = request.value(QLatin1String("id")).toString();
        if (request.value(QLatin1String("type")).toString() == QLatin1String("cancel")) {
            QCOMPARE(id, running);
            helper.send(HelperEventType::Exited,
                {{QStringLiteral("id"), id}, {QStringLiteral("ok"), false}, {QStringLiteral("cancelled"), true},
                    {QStringLiteral("exitCode"), -1}});
            return;
        }
        running = id;
        helper.send(HelperEventType::Accepted,
            {{QStringLiteral("id"), id}, {QStringLiteral("request"), request.value(QLatin1String("type"))},
                {QStringLiteral("argv"), QJsonArray {QStringLiteral("tool")}}});
    };
    const QList<PlanStep> build = stepsOf(context, QStringLiteral("build"));
    std::optional<bool> done;
    context.steps().runStep(QStringLiteral("build"), build.first(), [&done](bool ok) { done = ok; });
    QTRY_COMPARE(lab.started->size(), 1);
    QVERIFY(context.interruptRunning());
    QTRY_VERIFY(done);
    QVERIFY(!*done);
    QCOMPARE(lab.steps().last().state, StepState::Cancelled);

    done.reset();
    context.helperCalls().runAction(context.helperCalls().recipeRequest(HelperRequestType::Workload),
        QStringLiteral("Workload"), [&done](bool ok, const QJsonObject &) { done = ok; });
    QTRY_COMPARE(lab.helper->requests.size(), 3);
    QVERIFY(context.interruptRunning());
    QTRY_VERIFY(done);
    QVERIFY(!*done);
    QCOMPARE(lab.steps().last().state, StepState::Cancelled);
    QVERIFY(!context.interruptRunning());

    // Once its stage ended, an action that still runs is not the one a cancel stops.
    done.reset();
    context.helperCalls().runAction(context.helperCalls().recipeRequest(HelperRequestType::Workload),
        QStringLiteral("Workload"), [&done](bool ok, const QJsonObject &) { done = ok; });
    QTRY_COMPARE(lab.helper->requests.size(), 5);
    context.endStage();
    QVERIFY(!context.interruptRunning());
    lab.helper->send(HelperEventType::Exited,
        {{QStringLiteral("id"), running}, {QStringLiteral("ok"), true}, {QStringLiteral("exitCode"), 0}});
    QTRY_VERIFY(done);
    QVERIFY(*done);
}

void TestStageContext::thePowerCut()
{
    Lab &lab = *m_lab;
    StageContext &context = *lab.context;
    // The dying helper accepts every step and question, and answers none.
    QStringList held;
    lab.helper->answer = [&held](PlayedHelper &helper, const QJsonObject &request) {
        held << request.value(QLatin1String("id")).toString();
        if (request.value(QLatin1String("type")).toString() == QLatin1String("run"))
            helper.send(HelperEventType::Accepted,
                {{QStringLiteral("id"), request.value(QLatin1String("id"))},
                    {QStringLiteral("request"), QStringLiteral("run")},
                    {QStringLiteral("argv"), QJsonArray {QStringLiteral("tool")}}});
    };
    const QList<PlanStep> rebuild = stepsOf(context, QStringLiteral("rebuild"));
    const QList<PlanStep> fail = stepsOf(context, QStringLiteral("fail"));
    QVERIFY(!rebuild.isEmpty() && !fail.isEmpty());
    bool called = false;
    context.steps().runStep(QStringLiteral("rebuild"), rebuild.first(), [&called](bool) { called = true; });
    RecipeRequest second = btrfsOnLoop();
    second.failDisk = second.disks.at(1);
    context.steps().runAside(second, QStringLiteral("fail"), {fail.first()}, true, [&called](bool) { called = true; });
    context.helperCalls().askSpace([&called](bool, const QJsonObject &) { called = true; });
    QTRY_COMPARE(lab.started->size(), 2);
    QTRY_COMPARE(held.size(), 3);

    context.letGoOfHelper();
    QCOMPARE(lab.steps().size(), 2);
    for (const SessionStepRecord &record : lab.steps()) {
        QCOMPARE(record.state, StepState::Cancelled);
        QCOMPARE(record.exitCode, -1);
        QCOMPARE(record.outputLines.last(),
            QStringLiteral("The power went while this step ran: the command and the helper are gone with the guest."));
    }
    QCOMPARE(lab.finished->size(), 2);
    QCOMPARE(lab.finished->at(0).mid(0, 3), (QList<QVariant> {QStringLiteral("rebuild"), rebuild.first().id, false}));
    QCOMPARE(lab.finished->at(1).mid(0, 3), (QList<QVariant> {QStringLiteral("fail"), fail.first().id, false}));
    // What the old helper says once its drivers and calls are gone is heard by nobody.
    QTest::qWait(20);
    for (const QString &id : std::as_const(held))
        lab.helper->send(HelperEventType::Exited,
            {{QStringLiteral("id"), id}, {QStringLiteral("ok"), true}, {QStringLiteral("exitCode"), 0}});
    QTest::qWait(100);
    QVERIFY(!called);
    QCOMPARE(lab.finished->size(), 2);
    QCOMPARE(lab.steps().first().state, StepState::Cancelled);

    // While the power is off: no step runs, nothing to interrupt, questions answered by nobody.
    std::optional<bool> done;
    context.steps().runStep(QStringLiteral("rebuild"), rebuild.first(), [&done](bool ok) { done = ok; });
    QCOMPARE(done, std::optional<bool>(false));
    QCOMPARE(lab.said().last(),
        QStringLiteral("btrfs-raid1: the virtual lab is switched off (power-cut drill): no step can run."));
    done.reset();
    context.steps().runPhase(QStringLiteral("rebuild"), false, [&done](bool ok) { done = ok; });
    QCOMPARE(done, std::optional<bool>(false));
    QVERIFY(!context.interruptRunning());
    std::optional<HelperReply> reply;
    context.helperCalls().ask(context.helperCalls().recipeRequest(HelperRequestType::Sample), QStringLiteral("sample"),
        [&reply](const HelperReply &answer) { reply = answer; });
    QTRY_VERIFY(reply);
    QCOMPARE(reply->refusal.rule, QStringLiteral("lab.powered-off"));
    QCOMPARE(lab.steps().size(), 2);

    // The new helper after the power came back: spoken to from now on.
    PlayedHelper back(lab.dir.filePath(QStringLiteral("back.sock")));
    QVERIFY(back.connected());
    back.answer = allRun;
    context.speakTo(back.client.get());
    done.reset();
    context.steps().runStep(QStringLiteral("rebuild"), rebuild.first(), [&done](bool ok) { done = ok; });
    QTRY_VERIFY(done);
    QVERIFY(*done);
    QCOMPARE(back.stepsRun(), QStringList {rebuild.first().id});
    QCOMPARE(lab.steps().last().state, StepState::Succeeded);
    context.speakTo(lab.helper->client.get()); // `back` goes first
}

QTEST_GUILESS_MAIN(TestStageContext)
#include "tst_stagecontext.moc"
