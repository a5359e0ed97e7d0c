#include "lab/target/labtarget.h"

#include "helper/client/helpercall.h"
#include "helper/client/helperchannel.h"
#include "helper/client/helperclient.h"
#include "vm/virtuallab.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonObject>
#include <QTimer>

#include <unistd.h>

static constexpr int removalTimeoutMs = 120000;

LabTarget::LabTarget(Options options, QObject *parent)
    : QObject(parent)
    , m_options(std::move(options))
{
}

LabTarget::~LabTarget()
{
    // No callback from here on: an answer arriving inside the wait below would run finishStop(),
    // which freed the client mid-wait (a crash when the window closed while Stop lab ran).
    m_closing = true;
    if (m_client)
        m_client->disconnect(this);
    if (m_lab)
        m_lab->disconnect(this);
    // A loop lab must not outlive its target: remove it synchronously if stop() did not finish,
    // or wait for the removal stop() already asked for.
    if (m_options.kind == Kind::Loop && m_client && m_client->isRunning() && m_step != Step::Stopped
        && !m_labDisks.isEmpty()) {
        if (!m_removal)
            removeLoopLab([](bool, const QString &) {});
        m_removal->wait(60000);
    }
    m_client.reset();
}

QString LabTarget::kindName(Kind kind)
{
    switch (kind) {
    case Kind::Host:
        return QStringLiteral("host");
    case Kind::Loop:
        return QStringLiteral("loop");
    case Kind::Virtual:
        return QStringLiteral("vm");
    }
    return {};
}

QMap<QString, QString> LabTarget::hostVersions() const
{
    if (!m_lab)
        return {};
    return {{QStringLiteral("qemu"), m_lab->emulatorDescription()}};
}

DiskProfile LabTarget::diskProfile() const
{
    return m_options.kind == Kind::Virtual ? m_options.vm.diskProfile : DiskProfile {};
}

QString LabTarget::kindName() const
{
    return kindName(m_options.kind);
}

QString LabTarget::resolveHelperPath(const QString &helperPath)
{
    if (!helperPath.isEmpty())
        return helperPath;
    const QString installed = HelperChannel::installedHelperPath();
    if (QFileInfo(installed).isExecutable())
        return installed;
    // A build tree: the helper is built next to stacklab, stacklab-cli and the tests.
    const QString beside = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("stacklab-helper"));
    if (QFileInfo(beside).isExecutable())
        return beside;
    return installed;
}

HelperClient *LabTarget::client()
{
    return m_ready ? m_client.get() : nullptr;
}

QStringList LabTarget::labDisks() const
{
    return m_labDisks;
}

QMap<QString, QString> LabTarget::kernelNames() const
{
    return DiskIdentityResolver::kernelNamesByPath(m_identities);
}

QMap<QString, QString> LabTarget::backingFiles() const
{
    return DiskIdentityResolver::backingFilesByPath(m_identities);
}

void LabTarget::fail(const QString &error)
{
    if (m_helloTimer)
        m_helloTimer->stop();
    m_error = error;
    m_ready = false;
    m_powerCycling = false;
    emit failed(error);
}

std::unique_ptr<HelperChannel> LabTarget::localChannel() const
{
    const QString helper = resolveHelperPath(m_options.helperPath);
    // Already root: no authorization needed. Otherwise polkit names the installed helper only.
    if (::geteuid() == 0)
        return std::make_unique<DirectChannel>(helper);
    return std::make_unique<PkexecChannel>(
        m_options.helperPath.isEmpty() ? HelperChannel::installedHelperPath() : m_options.helperPath);
}

void LabTarget::start()
{
    if (m_step != Step::Idle && m_step != Step::Stopped) {
        fail(tr("This lab target is already started: stop it first."));
        return;
    }
    m_error.clear();
    m_labDisks.clear();
    m_identities.clear();
    m_stderr.clear();
    m_pulledDisks.clear();
    m_powerCycling = false;
    if (m_options.kind == Kind::Loop || m_options.kind == Kind::Virtual) {
        if (m_options.session.isEmpty()) {
            fail(tr("A loop or virtual lab needs a session name: it names the lab's disks and mounts."));
            return;
        }
    }
    if (m_options.kind != Kind::Virtual) {
        auto channel = localChannel();
        emit progress(tr("Starting the helper (%1 %2)").arg(channel->name(), channel->program()));
        // pkexec may wait for a password: give the user time.
        connectHelper(std::move(channel), 300);
        return;
    }

    VmConfig config = m_options.vm;
    config.diskCount = m_options.diskCount;
    config.diskSizeBytes = m_options.diskSizeBytes;
    config.guestRun.clear();
    config.guestHelper = resolveHelperPath(m_options.helperPath);
    m_lab = std::make_unique<VirtualLab>();
    connect(m_lab.get(), &VirtualLab::progress, this, &LabTarget::progress);
    connect(m_lab.get(), &VirtualLab::consoleLine, this, &LabTarget::consoleLine);
    connect(m_lab.get(), &VirtualLab::failed, this, [this](const QString &error) {
        if (m_step != Step::Stopped)
            fail(error);
    });
    connect(m_lab.get(), &VirtualLab::finished, this, [this] {
        if (m_step != Step::Stopped && m_step != Step::Destroy) {
            // The console's end says why (a guest oops under TCG, a module that failed): a CI log
            // or a bug report then holds it, not only the app's console view.
            const QStringList lines = m_lab->console().split(QLatin1Char('\n'), Qt::SkipEmptyParts);
            fail(tr("The virtual lab powered off unexpectedly. The end of its console:\n%1")
                     .arg(lines.mid(std::max<qsizetype>(0, lines.size() - 25)).join(QLatin1Char('\n'))));
        }
    });
    connect(m_lab.get(), &VirtualLab::helperReady, this, [this] {
        emit progress(tr("Connecting to the helper in the guest"));
        connectHelper(m_lab->helperChannel(), 120);
    });
    m_step = Step::Hello;
    m_lab->start(config);
}

void LabTarget::connectHelper(std::unique_ptr<HelperChannel> channel, int helloTimeoutSeconds)
{
    m_step = Step::Hello;
    m_hellos = 0;
    m_helloTimeoutSeconds = helloTimeoutSeconds;
    if (m_client) { // a previous client may be mid-emission (see finishStop())
        m_client->disconnect(this);
        m_client.release()->deleteLater();
    }
    m_client = std::make_unique<HelperClient>(std::move(channel));
    connect(m_client.get(), &HelperClient::stderrLine, this, [this](const QString &line) {
        m_stderr << line;
        if (m_stderr.size() > 50)
            m_stderr.removeFirst();
    });
    connect(m_client.get(), &HelperClient::finished, this, [this](int exitCode) {
        if (m_step == Step::Stopped || m_step == Step::Destroy)
            return;
        const QString said = m_stderr.isEmpty() ? QString() : QStringLiteral(": ") + m_stderr.join(QLatin1Char(' '));
        if (m_step == Step::Hello && m_client->channel().name() == QLatin1String("pkexec"))
            fail(tr("The helper did not start (pkexec exit code %1%2): authorize the action "
                    "org.stacklab.helper, or check that the helper is installed (docs/helper-protocol.md).")
                     .arg(exitCode)
                     .arg(said));
        else
            fail(tr("The helper ended unexpectedly (exit code %1%2).").arg(exitCode).arg(said));
    });
    m_client->start();
    if (!m_helloTimer) {
        m_helloTimer = new QTimer(this);
        m_helloTimer->setInterval(250);
        connect(m_helloTimer, &QTimer::timeout, this, &LabTarget::sendHello);
    }
    m_helloClock.start();
    m_helloTimer->start();
    sendHello();
}

void LabTarget::sendHello()
{
    if (m_step != Step::Hello) {
        m_helloTimer->stop();
        return;
    }
    if (m_helloClock.elapsed() > m_helloTimeoutSeconds * 1000LL) {
        fail(tr("The helper (%1) did not answer within %2 s%3")
                 .arg(m_client->channel().name())
                 .arg(m_helloTimeoutSeconds)
                 .arg(m_client->errorString().isEmpty() ? QStringLiteral(".")
                                                        : QStringLiteral(": ") + m_client->errorString()));
        return;
    }
    if (!m_client->isRunning())
        return;
    // The guest's helper may miss a hello sent while it starts (see VirtualLab::probeHelper):
    // ask again; the first answer counts.
    if (m_hellos > 0 && m_helloClock.elapsed() / HelperCall::helloRepeatMs < m_hellos)
        return;
    ++m_hellos;
    HelperCall::hello(
        m_client.get(), QStringLiteral("target-hello"), this, [this](const HelperReply &reply) { onHello(reply); });
}

// The client's finished() already failed the target when the helper ended: an answer that says
// so again is no second failure.
static bool helperEnded(const HelperReply &reply)
{
    return reply.refusal.rule == QLatin1String("helper.stopped");
}

void LabTarget::onHello(const HelperReply &reply)
{
    if (m_closing || m_step != Step::Hello || helperEnded(reply))
        return;
    if (!reply.ok)
        return fail(reply.refusal.message);
    const HelperHello *hello = reply.event.hello();
    m_helloTimer->stop();
    if (m_powerCycling)
        m_powerCycle.helperAnsweredMs = QDateTime::currentMSecsSinceEpoch();
    emit progress(tr("The helper answered (uid %1, pid %2)").arg(hello->uid).arg(hello->pid));
    afterHello();
}

void LabTarget::onLoopCreated(const HelperReply &reply)
{
    if (m_closing || m_step != Step::LoopCreate || helperEnded(reply))
        return;
    if (!reply.ok)
        return fail(tr("The loop lab could not be created: %1").arg(reply.refusal.message));
    for (const HelperRemovedLab &lab : reply.accepted()->removedAbandoned) {
        emit progress(tr("Removed the loop lab of session %1 (%2), left behind by a helper that has ended")
                          .arg(lab.session, lab.detached.join(QLatin1String(", "))));
    }
    for (const HelperLoopDisk &disk : reply.accepted()->loopDisks) {
        m_labDisks << disk.node;
        const QString kernelName = DiskIdentityResolver::kernelNameOfNode(disk.node);
        m_identities << DiskIdentity {disk.node, disk.node, kernelName, disk.backingFile, disk.backingFile};
    }
    setReady();
}

void LabTarget::onGuestDisksClaimed(const HelperReply &reply)
{
    if (m_closing || m_step != Step::Claim || helperEnded(reply))
        return;
    if (!reply.ok)
        return fail(tr("The guest's disks could not be claimed: %1").arg(reply.refusal.message));
    // The helper answers with the nodes it resolved, in request order: the guest's kernel names.
    const QStringList &nodes = reply.accepted()->nodes;
    if (nodes.size() != m_labDisks.size())
        return fail(
            tr("The guest helper resolved %1 disks for %2 requested.").arg(nodes.size()).arg(m_labDisks.size()));
    for (qsizetype i = 0; i < nodes.size(); ++i) {
        const QString kernelName = DiskIdentityResolver::kernelNameOfNode(nodes.at(i));
        m_identities << DiskIdentity {m_labDisks.at(i), nodes.at(i), kernelName, m_labDisks.at(i), {}};
    }
    setReady();
}

void LabTarget::afterHello()
{
    switch (m_options.kind) {
    case Kind::Host:
        setReady();
        return;
    case Kind::Loop: {
        m_step = Step::LoopCreate;
        HelperRequest create;
        create.type = HelperRequestType::LabLoopCreate;
        create.session = m_options.session;
        create.count = m_options.diskCount;
        create.sizeBytes = m_options.diskSizeBytes;
        emit progress(tr("Creating %1 loop disks of %2 MiB")
                          .arg(m_options.diskCount)
                          .arg(m_options.diskSizeBytes / (1024 * 1024)));
        HelperCall::Options options;
        options.what = QStringLiteral("target-loop-create");
        HelperCall::ask(
            m_client.get(), create, this, [this](const HelperReply &reply) { onLoopCreated(reply); }, options);
        return;
    }
    case Kind::Virtual:
        claimGuestDisks();
        return;
    }
}

void LabTarget::claimGuestDisks()
{
    // Every disk of the guest is a lab disk: claimed for the session at once. The claim's answer
    // names the node each by-id link resolved to, which gives the kernel names.
    m_step = Step::Claim;
    m_labDisks.clear();
    m_identities.clear();
    for (int i = 1; i <= m_options.diskCount; ++i) {
        if (!m_pulledDisks.contains(VmConfig::byIdPath(i)))
            m_labDisks << VmConfig::byIdPath(i);
    }
    emit progress(tr("Claiming the guest's %1 disks for session %2").arg(m_labDisks.size()).arg(m_options.session));
    HelperCall::claim(m_client.get(), m_options.session, m_labDisks, this,
        [this](const HelperReply &reply) { onGuestDisksClaimed(reply); });
}

void LabTarget::setReady()
{
    m_step = Step::Ready;
    m_ready = true;
    if (std::exchange(m_powerCycling, false)) {
        m_powerCycle.claimedMs = QDateTime::currentMSecsSinceEpoch();
        emit progress(tr("The virtual lab is back after the power cut: %1 disks claimed again").arg(m_labDisks.size()));
        emit poweredBack();
        return;
    }
    emit progress(tr("Lab target ready (%1)").arg(kindName()));
    emit ready();
}

QString LabTarget::powerCutRefusal(Kind kind)
{
    switch (kind) {
    case Kind::Virtual:
        return {};
    case Kind::Loop:
        return tr("The power-cut drill needs the virtual lab (--target vm): loop disks live on this machine's "
                  "own kernel, and StackLab cannot cut the power of the machine it runs on.");
    case Kind::Host:
        return tr("The power-cut drill needs the virtual lab (--target vm): StackLab cannot cut the power of "
                  "this machine and its real disks, and would not if it could.");
    }
    return {};
}

bool LabTarget::powerCycle(const QStringList &pulledDisks, QString *error)
{
    if (const QString refusal = powerCutRefusal(m_options.kind); !refusal.isEmpty()) {
        *error = refusal;
        return false;
    }
    if (!m_lab || m_step != Step::Ready) {
        *error = tr("The virtual lab is not ready: there is no running guest to cut the power of.");
        return false;
    }
    QList<int> pulled;
    for (int i = 1; i <= m_options.diskCount; ++i) {
        if (pulledDisks.contains(VmConfig::byIdPath(i))) {
            pulled << i;
            if (!m_pulledDisks.contains(VmConfig::byIdPath(i)))
                m_pulledDisks << VmConfig::byIdPath(i);
        }
    }
    // The client of the guest that dies hears nothing more, and its end is the cut, not a failure:
    // nobody listens to it from here on (a StageContext has let go of it before it asked for this).
    m_ready = false;
    m_powerCycling = true;
    m_powerCycle = {};
    m_step = Step::Hello;
    if (m_client)
        m_client->disconnect(this);
    QString why;
    if (!m_lab->cutPower(&why)) {
        m_powerCycling = false;
        *error = why;
        return false;
    }
    m_powerCycle.cutMs = QDateTime::currentMSecsSinceEpoch();
    if (m_client)
        m_client.release()->deleteLater();
    if (!m_lab->powerOn(&why, pulled)) {
        m_powerCycling = false;
        *error = why;
        return false;
    }
    m_powerCycle.poweredOnMs = QDateTime::currentMSecsSinceEpoch();
    emit progress(tr("Power on: the virtual lab boots again on the same disks (%1 pulled before the cut left out)")
                      .arg(pulled.size()));
    return true;
}

void LabTarget::stop()
{
    if (m_helloTimer)
        m_helloTimer->stop();
    m_ready = false;
    if (m_options.kind == Kind::Loop && m_client && m_client->isRunning() && !m_labDisks.isEmpty()
        && m_step != Step::Destroy && m_step != Step::Stopped) {
        m_step = Step::Destroy;
        emit progress(tr("Removing the loop disks of session %1").arg(m_options.session));
        removeLoopLab([this](bool ok, const QString &why) {
            if (!ok)
                emit failed(tr("The loop lab could not be removed: %1").arg(why));
            finishStop();
        });
        return;
    }
    m_step = Step::Destroy;
    finishStop();
}

void LabTarget::removeLoopLab(std::function<void(bool ok, const QString &why)> done)
{
    HelperRequest destroy;
    destroy.type = HelperRequestType::LabLoopDestroy;
    destroy.session = m_options.session;
    HelperCall::Options options;
    options.what = QStringLiteral("target-destroy");
    options.timeoutMs = removalTimeoutMs; // a helper that never answers must not keep the target from stopping
    m_removal = HelperCall::ask(
        m_client.get(), destroy, this,
        [this, done = std::move(done)](const HelperReply &reply) {
            if (m_closing)
                return;
            if (reply.refusal.rule == QLatin1String("helper.timeout"))
                return done(false,
                    tr("The helper did not answer the removal within %1 s: remove the loops of session %2 with "
                       "losetup -d after checking losetup -l.")
                        .arg(removalTimeoutMs / 1000)
                        .arg(m_options.session));
            done(reply.ok, reply.refusal.message);
        },
        options);
}

void LabTarget::finishStop()
{
    m_step = Step::Stopped;
    // finishStop() runs inside a signal of the client (the helper's answer to the removal) or of
    // the lab: delete them once that emission is over. Deleting the client at once freed the
    // buffer its readEvents() loop was still reading (a segfault, and once a bad_alloc, in CI).
    if (m_client) {
        m_client->disconnect(this);
        m_client->close(5000);
        m_client.release()->deleteLater();
    }
    if (m_lab) {
        m_lab->disconnect(this);
        m_lab->stop();
        m_lab.release()->deleteLater();
    }
    m_labDisks.clear();
    m_identities.clear();
    emit stopped();
}
