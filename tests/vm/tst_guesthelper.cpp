// The helper inside the virtual lab's guest: VirtualLab packs this build's stacklab-helper into
// an initrd overlay, the guest's /init serves it on the virtio-serial port, the host reaches it
// through LocalSocketChannel. Then LabTarget(Virtual) runs the whole mdadm-raid5 plan through
// `run` requests, step by step, against the real mdadm in the guest.
#include "helper/client/helperclient.h"
#include "lab/target/labtarget.h"
#include "stacks/catalog/stackrecipes.h"
#include "vm/virtuallab.h"
#include "vm/vmimage.h"

#include <QElapsedTimer>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonArray>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTest>
#include <QTimer>

static const QString helperBinary = QStringLiteral(STACKLAB_BINARY_DIR "/bin/stacklab-helper");

class TestGuestHelper : public QObject {
    Q_OBJECT

private:
    // Runs the event loop until `done` or the timeout; false on timeout.
    static bool waitFor(const std::function<bool()> &done, int seconds)
    {
        QElapsedTimer clock;
        clock.start();
        while (!done()) {
            if (clock.elapsed() > seconds * 1000LL)
                return false;
            QTest::qWait(100);
        }
        return true;
    }

    static HelperRequest hello(const QString &id)
    {
        HelperRequest request;
        request.type = HelperRequestType::Hello;
        request.id = id;
        request.version = HelperProtocolVersion;
        return request;
    }

    // hello through a fresh connection; the guest answers from a fresh helper process.
    static QJsonObject helloThrough(VirtualLab &lab, const QString &id)
    {
        HelperClient client(lab.helperChannel());
        client.start();
        if (!client.waitForStarted(10000))
            return {};
        HelperEvent event;
        // The first hello can be lost while the guest replaces the previous helper: ask again.
        for (int attempt = 0; attempt < 10; ++attempt) {
            client.send(hello(id));
            if (client.waitForEvent(id, {HelperEventType::Hello}, &event, 3000))
                break;
        }
        client.close(5000);
        return event.fields;
    }

private Q_SLOTS:
    void initTestCase()
    {
        const VmImage image;
        QVERIFY2(image.isPresent(), qPrintable(image.missing().join(QLatin1Char('\n'))));
        QVERIFY2(QFileInfo(helperBinary).isExecutable(), qPrintable(helperBinary));
    }

    // Transport: helperReady() after a hello round-trip, then each connection gets its own helper.
    void helperOverVirtioSerial()
    {
        VmConfig config;
        config.diskCount = 4;
        config.diskSizeBytes = 512LL * 1024 * 1024;
        config.accel = VmConfig::usableAccel();
        config.guestHelper = helperBinary;
        VirtualLab lab;
        connect(
            &lab, &VirtualLab::progress, this, [](const QString &message) { qInfo("vm: %s", qPrintable(message)); });
        QSignalSpy ready(&lab, &VirtualLab::helperReady);
        QSignalSpy failed(&lab, &VirtualLab::failed);
        QElapsedTimer clock;
        clock.start();
        QVERIFY2(lab.start(config), qPrintable(lab.errorString()));
        QVERIFY(!lab.config().helperSocket.isEmpty());
        const bool answered = waitFor(
            [&] { return !ready.isEmpty() || !failed.isEmpty(); }, VirtualLab::helperHelloTimeoutSeconds + 30);
        if (!answered || ready.isEmpty())
            qWarning("%s", qPrintable(lab.console()));
        QVERIFY2(failed.isEmpty(), qPrintable(lab.errorString()));
        QVERIFY2(answered, "no helperReady() in time");
        QVERIFY(lab.isHelperReady());
        qInfo("boot to helperReady: %.1f s (%s)", clock.elapsed() / 1000.0, qPrintable(lab.helperGreeting()));

        QElapsedTimer reconnect;
        reconnect.start();
        const QJsonObject first = helloThrough(lab, QStringLiteral("first"));
        qInfo("hello through a new connection (a new guest helper): %.1f s", reconnect.elapsed() / 1000.0);
        QVERIFY2(!first.isEmpty(), "no hello through a new connection");
        QCOMPARE(first.value(QLatin1String("uid")).toInt(-1), 0);
        QCOMPARE(first.value(QLatin1String("euid")).toInt(-1), 0);
        const QJsonObject second = helloThrough(lab, QStringLiteral("second"));
        QVERIFY2(!second.isEmpty(), "no hello through a second connection");
        QCOMPARE(second.value(QLatin1String("uid")).toInt(-1), 0);
        QVERIFY2(second.value(QLatin1String("pid")).toInt() != first.value(QLatin1String("pid")).toInt(),
            "a new connection must get a new helper process");
        lab.stop();
        QCOMPARE(lab.state(), VirtualLab::State::Stopped);
    }

    // LabTarget(Virtual): claims, a refusal with its rule id, and mdadm-raid5's full plan.
    void mdadmRaid5ThroughLabTarget()
    {
        LabTarget::Options options;
        options.kind = LabTarget::Kind::Virtual;
        options.session = QStringLiteral("guesthelper");
        options.diskCount = 5; // four members and a spare for the rebuild
        options.diskSizeBytes = 512LL * 1024 * 1024;
        options.helperPath = helperBinary;
        options.vm.accel = VmConfig::usableAccel();
        LabTarget target(options);
        QCOMPARE(target.kindName(), QStringLiteral("vm"));
        connect(&target, &LabTarget::progress, this,
            [](const QString &message) { qInfo("target: %s", qPrintable(message)); });
        QStringList console;
        connect(&target, &LabTarget::consoleLine, this, [&](const QString &line) { console << line; });
        QSignalSpy ready(&target, &LabTarget::ready);
        QSignalSpy failed(&target, &LabTarget::failed);
        QElapsedTimer clock;
        clock.start();
        target.start();
        const bool settled = waitFor([&] { return !ready.isEmpty() || !failed.isEmpty(); }, 400);
        if (!failed.isEmpty() || !settled)
            qWarning("%s", qPrintable(console.join(QLatin1Char('\n'))));
        QVERIFY2(failed.isEmpty(), qPrintable(failed.isEmpty() ? QString() : failed.first().first().toString()));
        QVERIFY2(settled, "LabTarget neither ready nor failed");
        qInfo("boot to LabTarget ready: %.1f s", clock.elapsed() / 1000.0);
        HelperClient *client = target.client();
        QVERIFY(client);

        // Stable IDs are the guest's by-id links; their kernel names came from the guest helper.
        QStringList byIds;
        for (int i = 1; i <= 5; ++i)
            byIds << VmConfig::byIdPath(i);
        QCOMPARE(target.labDisks(), byIds);
        const QMap<QString, QString> kernelNames = target.kernelNames();
        QCOMPARE(kernelNames.size(), 5);
        for (const QString &name : kernelNames)
            QVERIFY2(QRegularExpression(QStringLiteral("^sd[a-z]$")).match(name).hasMatch(), qPrintable(name));
        QVERIFY(target.backingFiles().isEmpty());

        HelperEvent event;
        client->send(hello(QStringLiteral("hello")));
        QVERIFY(client->waitForEvent(QStringLiteral("hello"), {HelperEventType::Hello}, &event, 30000));
        QCOMPARE(event.fields.value(QLatin1String("uid")).toInt(-1), 0);
        QCOMPARE(event.fields.value(QLatin1String("session")).toString(), options.session);

        HelperRequest claim;
        claim.type = HelperRequestType::Claim;
        claim.id = QStringLiteral("claim");
        claim.session = options.session;
        claim.disks = byIds.mid(0, 4);
        client->send(claim);
        QVERIFY(client->waitForEvent(claim.id, {HelperEventType::Accepted, HelperEventType::Refused}, &event, 30000));
        QVERIFY2(event.type == HelperEventType::Accepted,
            qPrintable(event.fields.value(QLatin1String("message")).toString()));
        QCOMPARE(event.fields.value(QLatin1String("disks")).toArray().size(), 4);

        // Not lab disks: a character device and a path that does not exist, each refused by its rule.
        const QList<QPair<QString, QString>> refusals = {
            {QStringLiteral("/dev/null"), QStringLiteral("device.not-block")},
            {QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB0009"), QStringLiteral("device.not-found")}};
        for (const auto &[path, rule] : refusals) {
            claim.id = QStringLiteral("refuse-") + rule;
            claim.disks = {path};
            client->send(claim);
            QVERIFY(
                client->waitForEvent(claim.id, {HelperEventType::Accepted, HelperEventType::Refused}, &event, 30000));
            QCOMPARE(event.type, HelperEventType::Refused);
            QCOMPARE(event.fields.value(QLatin1String("rule")).toString(), rule);
        }

        RecipeRequest recipe;
        recipe.stack = QStringLiteral("mdadm-raid5");
        recipe.session = options.session;
        recipe.disks = byIds.mid(0, 4);
        recipe.spare = byIds.at(4);
        recipe.failDisk = byIds.at(3);
        recipe.kernelNames = kernelNames;
        const PlanOrError plan = buildPlan(recipe);
        QVERIFY2(plan.ok(), qPrintable(plan.error));

        QStringList failures;
        int steps = 0;
        for (const PlanPhase &phase : plan.plan.phases) {
            if (phase.onDemand)
                continue; // recover and the corruption read-back: the drills run them, never a walk
            QElapsedTimer phaseClock;
            phaseClock.start();
            for (const PlanStep &step : phase.steps) {
                HelperRequest run;
                run.type = HelperRequestType::Run;
                run.id = QStringLiteral("%1/%2").arg(phase.name, step.id);
                run.session = recipe.session;
                run.stack = recipe.stack;
                run.phase = phase.name;
                run.step = step.id;
                run.disks = recipe.disks;
                run.spare = recipe.spare;
                run.failDisk = recipe.failDisk;
                run.options = recipe.options;
                QStringList output;
                auto collect = connect(client, &HelperClient::received, this, [&](const HelperEvent &e) {
                    if (e.type == HelperEventType::Output && e.id() == run.id)
                        output << e.fields.value(QLatin1String("stream")).toString() + QStringLiteral(": ")
                                + e.fields.value(QLatin1String("line")).toString();
                });
                client->send(run);
                const bool answered = client->waitForEvent(run.id,
                    {HelperEventType::Accepted, HelperEventType::Refused, HelperEventType::Error}, &event, 60000);
                QString failure;
                if (!answered) {
                    failure = QStringLiteral("no answer");
                } else if (event.type != HelperEventType::Accepted) {
                    failure = event.fields.value(QLatin1String("rule")).toString() + QLatin1Char(' ')
                        + event.fields.value(QLatin1String("message")).toString();
                } else if (!client->waitForEvent(run.id, {HelperEventType::Exited}, &event, 600000)) {
                    failure = QStringLiteral("did not end within 10 minutes");
                } else if (!event.fields.value(QLatin1String("ok")).toBool()) {
                    failure = QStringLiteral("exit code %1%2")
                                  .arg(event.fields.value(QLatin1String("exitCode")).toInt())
                                  .arg(event.fields.value(QLatin1String("error")).toString());
                }
                disconnect(collect);
                ++steps;
                if (!failure.isEmpty()) {
                    failures << QStringLiteral("%1 [%2]: %3\n    %4")
                                    .arg(run.id, step.argv.join(QLatin1Char(' ')), failure,
                                        output.join(QStringLiteral("\n    ")));
                    qWarning("step %s FAILED: %s\n    %s", qPrintable(run.id), qPrintable(failure),
                        qPrintable(output.join(QStringLiteral("\n    "))));
                    break; // the rest of this phase depends on the step; later phases show more
                }
                qInfo("step %s ok (%s)", qPrintable(run.id), qPrintable(step.argv.join(QLatin1Char(' '))));
            }
            qInfo("phase %s: %.1f s", qPrintable(phase.name), phaseClock.elapsed() / 1000.0);
        }
        qInfo("%d steps in %.1f s since boot", steps, clock.elapsed() / 1000.0);

        QSignalSpy stopped(&target, &LabTarget::stopped);
        target.stop();
        QVERIFY(waitFor([&] { return !stopped.isEmpty(); }, 60));
        QVERIFY(!target.client());
        QVERIFY2(failures.isEmpty(), qPrintable(failures.join(QLatin1Char('\n'))));
    }
};

QTEST_GUILESS_MAIN(TestGuestHelper)
#include "tst_guesthelper.moc"
