#include "vm/virtuallab.h"

#include "vm/guestoverlay.h"
#include "vm/qemucommand.h"

#include "about/installlayout.h"
#include "helper/client/helpercall.h"
#include "helper/client/helperclient.h"
#include "helper/client/localsocketchannel.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QStandardPaths>

#include <csignal>
#include <sys/prctl.h>
#include <unistd.h>

static const QString exitCodeFile = QStringLiteral("stacklab-exit-code");
static const QByteArray guestPrefix = "stacklab-vm: ";

VirtualLab::VirtualLab(QObject *parent)
    : QObject(parent)
{
    m_qemu.setProcessChannelMode(QProcess::MergedChannels);
    m_qemu.setStandardInputFile(QProcess::nullDevice());
    // QEMU dies with us, whatever ends us (a crash, SIGKILL, a closed terminal): the kernel sends
    // it SIGKILL when the thread that forked it ends. Runs in the child between fork and exec:
    // async-signal-safe calls only.
    const pid_t owner = ::getpid();
    m_qemu.setChildProcessModifier([owner] {
        ::prctl(PR_SET_PDEATHSIG, SIGKILL);
        if (::getppid() != owner) // we already ended before the prctl took effect
            ::_exit(127);
    });
    connect(&m_qemu, &QProcess::readyReadStandardOutput, this, &VirtualLab::readConsole);
    connect(&m_qemu, &QProcess::finished, this, &VirtualLab::onQemuFinished);
    m_kvmWatchdog.setSingleShot(true);
    m_kvmWatchdog.setInterval(kvmWatchdogSeconds * 1000);
    connect(&m_kvmWatchdog, &QTimer::timeout, this, &VirtualLab::kvmWatchdogFired);
    m_probeTimer.setInterval(500);
    connect(&m_probeTimer, &QTimer::timeout, this, &VirtualLab::probeHelper);
    connect(&m_qemu, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            fail(tr("QEMU could not be started (%1): install the qemu-system-x86 package (%2).")
                     .arg(m_qemu.errorString(), InstallLayout().vmScript(QStringLiteral("install-host-deps.sh"))));
    });
}

VirtualLab::~VirtualLab()
{
    m_stopping = true;
    if (m_qemu.state() != QProcess::NotRunning) {
        m_qemu.kill();
        m_qemu.waitForFinished(5000);
    }
    stopProbe();
}

static QByteArray bootId()
{
    QFile file(QStringLiteral("/proc/sys/kernel/random/boot_id"));
    return file.open(QIODevice::ReadOnly) ? file.readAll().trimmed() : QByteArray();
}

QString VirtualLab::kvmVerdict(const QString &cacheRoot)
{
    QFile file(QDir(cacheRoot).filePath(QStringLiteral("kvm-verdict")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    const QList<QByteArray> fields = file.readAll().simplified().split(' ');
    if (fields.size() != 2 || fields.at(0) != bootId())
        return {};
    return QString::fromLatin1(fields.at(1));
}

void VirtualLab::setKvmVerdict(const QString &cacheRoot, const QString &verdict)
{
    QFile file(QDir(cacheRoot).filePath(QStringLiteral("kvm-verdict")));
    if (file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        file.write(bootId() + ' ' + verdict.toLatin1() + '\n');
}

qint64 VirtualLab::memAvailableKiB(const QByteArray &procMeminfo)
{
    for (const QByteArray &line : procMeminfo.split('\n')) {
        if (line.startsWith("MemAvailable:")) {
            const QList<QByteArray> fields = line.simplified().split(' ');
            return fields.size() >= 2 ? fields.at(1).toLongLong() : -1;
        }
    }
    return -1;
}

QString VirtualLab::memoryProblem(int memoryMiB, qint64 availableKiB)
{
    // QEMU itself needs about a quarter of the guest's memory on top (measured: RSS up to 0.9 GB for 1 GiB).
    const qint64 neededKiB = qint64(memoryMiB) * 1024 * 5 / 4;
    if (availableKiB < 0 || availableKiB >= neededKiB)
        return {};
    return tr("Not enough free memory for a %1 MiB virtual lab: %2 MiB available, about %3 MiB needed. "
              "Close other programs or choose less memory for the lab.")
        .arg(memoryMiB)
        .arg(availableKiB / 1024)
        .arg(neededKiB / 1024);
}

QStringList VirtualLab::preflight(const VmConfig &config, const VmImage &image)
{
    QStringList problems;
    VmConfig checked = config;
    if (checked.imageDir.isEmpty())
        checked.imageDir = image.directory();
    if (checked.diskDir.isEmpty())
        checked.diskDir = QDir::tempPath();
    if (const QString error = checked.validate(); !error.isEmpty() && !checked.imageDir.isEmpty())
        problems << error;
    if (QStandardPaths::findExecutable(QemuCommand::program()).isEmpty())
        problems << tr("%1 not found: install the qemu-system-x86 package (%2).")
                        .arg(QemuCommand::program(), InstallLayout().vmScript(QStringLiteral("install-host-deps.sh")));
    if (config.imageDir.isEmpty())
        problems << image.missing();
    QFile meminfo(QStringLiteral("/proc/meminfo"));
    if (meminfo.open(QIODevice::ReadOnly)) {
        if (const QString error = memoryProblem(config.memoryMiB, memAvailableKiB(meminfo.readAll())); !error.isEmpty())
            problems << error;
    }
    return problems;
}

bool VirtualLab::start(VmConfig config, const VmImage &image)
{
    if (m_qemu.state() != QProcess::NotRunning) {
        fail(tr("The virtual lab is already running: stop it first."));
        return false;
    }
    m_console.clear();
    m_partialLine.clear();
    m_error.clear();
    m_guestExitCode = -1;
    m_stopping = false;
    m_cuttingPower = false;
    m_powerCuts = 0;
    m_bootDeaths = 0;
    m_poweredOnBoot = false;
    const QStringList problems = preflight(config, image);
    if (!problems.isEmpty()) {
        fail(problems.join(QLatin1Char('\n')));
        return false;
    }
    if (config.imageDir.isEmpty())
        config.imageDir = image.directory();
    for (const VmWorkspace::Removal &removal : VmWorkspace::removeAbandoned())
        Q_EMIT progress(VmWorkspace::describe(removal));
    QString error;
    if (!m_workspace.create(QDir::tempPath(), &error)) {
        fail(error);
        return false;
    }
    if (config.diskDir.isEmpty())
        config.diskDir = m_workspace.path();
    if (config.shareDir.isEmpty()) {
        config.shareDir = m_workspace.filePath(QStringLiteral("share"));
        QDir().mkpath(config.shareDir);
    }
    config.pidFile = m_workspace.filePath(VmWorkspace::qemuPidFileName());
    config.qmpSocket = m_workspace.filePath(QStringLiteral("qmp.sock"));
    m_cacheRoot = image.cacheRoot();
    if (config.accel == VmAccel::Kvm && kvmVerdict(m_cacheRoot) == QLatin1String("broken")) {
        config.accel = VmAccel::Tcg;
        Q_EMIT progress(tr("KVM did not boot the guest earlier on this host: using TCG (slower)."));
    }
    if (!config.guestHelper.isEmpty() && config.helperSocket.isEmpty())
        config.helperSocket = m_workspace.filePath(QStringLiteral("helper.sock"));
    m_qemuVersion = QemuVersion::probe(QemuCommand::program());
    config.tcgThreading = VmConfig::resolveTcgThreading(config.tcgThreading, m_qemuVersion.hasMultiThreadTcgFix());
    m_config = config;
    if (config.accel == VmAccel::Tcg && config.tcgThreading == TcgThreading::Single && m_qemuVersion.isKnown()
        && !m_qemuVersion.hasMultiThreadTcgFix())
        Q_EMIT progress(tr("QEMU %1 predates 8.1's fix for TCG with a thread per vCPU: both vCPUs run in one "
                           "host thread (slower). scripts/vm/install-host-deps.sh installs QEMU 10 from "
                           "bookworm-backports.")
                            .arg(m_qemuVersion.number()));
    m_helperReady = false;
    m_helperGreeting.clear();
    if (!m_config.guestHelper.isEmpty() && !packHelper())
        return false;
    QDir(m_config.shareDir).mkpath(QLatin1String(GuestOverlay::shareDatasetDir));
    if (!createDisks())
        return false;
    m_bootAttempt = 1;
    setState(State::Booting);
    startQemu();
    return true;
}

bool VirtualLab::cutPower(QString *error)
{
    if (m_qemu.state() == QProcess::NotRunning || m_state != State::Running || m_stopping) {
        *error = tr("The virtual lab is not running: there is no power to cut.");
        return false;
    }
    m_cuttingPower = true;
    m_kvmWatchdog.stop();
    m_qemu.kill();
    m_qemu.waitForFinished(5000);
    m_cuttingPower = false;
    stopProbe();
    m_helperReady = false;
    m_helperGreeting.clear();
    ++m_powerCuts;
    m_console += QStringLiteral("---- power cut %1 ----\n").arg(m_powerCuts);
    Q_EMIT progress(tr("Power cut: the guest stopped without a shutdown; its disks are kept."));
    setState(State::PoweredOff);
    return true;
}

bool VirtualLab::powerOn(QString *error, const QList<int> &pulledDisks)
{
    if (m_state != State::PoweredOff) {
        *error = tr("The virtual lab did not lose power: only a lab after a power cut is switched on again.");
        return false;
    }
    for (const int disk : pulledDisks) {
        if (disk >= 1 && disk <= m_config.diskCount && !m_config.pulledDisks.contains(disk))
            m_config.pulledDisks << disk;
    }
    m_partialLine.clear();
    m_guestExitCode = -1;
    // A guest that dies now is a failure to report, not a boot to retry on blank disks: the disks
    // hold the stack the drill is about.
    m_bootAttempt = m_maxBootAttempts;
    m_bootDeaths = 0;
    m_poweredOnBoot = true;
    m_sameDisksRetried = false;
    setState(State::Booting);
    startQemu();
    return true;
}

bool VirtualLab::diedWhileBooting(bool helperAnswered) const
{
    // The disks are untouched until the guest runs its command, or until the host's first
    // request reaches the helper (which needs its answer to the hello first).
    if (!m_config.guestRun.isEmpty() || m_config.guestHelper.isEmpty())
        return m_state == State::Booting;
    return !helperAnswered;
}

void VirtualLab::bootAgain()
{
    const QString why = crashSummary(m_console);
    ++m_bootAttempt;
    Q_EMIT progress(tr("The guest died while booting (%1): booting it again on blank disks, attempt %2 of %3.")
                        .arg(why)
                        .arg(m_bootAttempt)
                        .arg(m_maxBootAttempts));
    m_console += QStringLiteral("---- boot attempt %1 ----\n").arg(m_bootAttempt);
    m_partialLine.clear();
    setState(State::Booting);
    if (!createDisks())
        return;
    startQemu();
}

QString VirtualLab::crashSummary(const QString &console)
{
    QStringList lines = console.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    // Only the last boot counts: bootAgain() marks where each one starts.
    for (qsizetype i = lines.size() - 1; i >= 0; --i) {
        if (lines.at(i).startsWith(QLatin1String("---- boot attempt "))) {
            lines = lines.mid(i + 1);
            break;
        }
    }
    // The kernel's own words: "Oops: int3: 0000 [#1] PREEMPT SMP NOPTI", "BUG: …", "Kernel panic …",
    // then the function it hit from "RIP: 0010:sched_clock_cpu+0x9/0x1e0".
    static const QRegularExpression crash(
        QStringLiteral("(?:^|\\] )(Oops: .*|BUG: .*|general protection fault.*|Kernel panic - .*)$"));
    static const QRegularExpression rip(QStringLiteral("RIP: [0-9a-f]{4}:([A-Za-z0-9_.]+)"));
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QRegularExpressionMatch match = crash.match(lines.at(i).trimmed());
        if (!match.hasMatch())
            continue;
        QString summary = match.captured(1).trimmed();
        for (qsizetype j = i + 1; j < lines.size() && j < i + 20; ++j) {
            const QRegularExpressionMatch at = rip.match(lines.at(j));
            if (at.hasMatch()) {
                summary += tr(" in %1").arg(at.captured(1));
                break;
            }
        }
        return summary;
    }
    return lines.isEmpty() ? tr("no console output") : tr("its last words: %1").arg(lines.last().trimmed());
}

void VirtualLab::startQemu()
{
    QFile::remove(QDir(m_config.shareDir).filePath(exitCodeFile));
    m_driveIds.clear(); // a new QEMU names every drive as its command line does
    m_fallingBackToTcg = false;
    m_guestSpoke = false;
    if (m_config.accel == VmAccel::Kvm && kvmVerdict(m_cacheRoot).isEmpty())
        m_kvmWatchdog.start();
    Q_EMIT progress(tr("Booting the virtual lab (%1, %2 disks of %3 MiB; disk profile %4)")
                        .arg(emulatorDescription())
                        .arg(m_config.diskCount - m_config.pulledDisks.size())
                        .arg(m_config.diskSizeBytes / (1024 * 1024))
                        .arg(m_config.diskProfile.describe()));
    m_qemu.start(QemuCommand::program(), QemuCommand::arguments(m_config));
    stopProbe();
    if (!m_config.guestHelper.isEmpty()) {
        m_probeHellos = 0;
        m_helperGreeting.clear();
        m_probeClock.start();
        m_probeTimer.start();
    }
}

bool VirtualLab::packHelper()
{
    const QString base = m_config.initrdPath.isEmpty() ? QDir(m_config.imageDir).filePath(QStringLiteral("initrd.img"))
                                                       : m_config.initrdPath;
    const QString overlay = m_workspace.filePath(QStringLiteral("helper-overlay.cpio"));
    QString error;
    qint64 bytes = 0;
    int libraries = 0;
    if (!GuestOverlay::write(m_config.guestHelper, overlay, &error, &bytes, &libraries)) {
        fail(error);
        return false;
    }
    m_config.initrdPath = m_workspace.filePath(QStringLiteral("initrd-with-helper.img"));
    if (!GuestOverlay::concatenate(base, overlay, m_config.initrdPath, &error)) {
        fail(error);
        return false;
    }
    QFile::remove(overlay);
    Q_EMIT progress(tr("Packed the helper %1 and %2 libraries (%3 MiB) into the guest's initrd")
                        .arg(m_config.guestHelper)
                        .arg(libraries)
                        .arg(bytes / (1024 * 1024)));
    return true;
}

std::unique_ptr<HelperChannel> VirtualLab::helperChannel() const
{
    if (m_config.helperSocket.isEmpty() || m_config.guestHelper.isEmpty())
        return {};
    return std::make_unique<LocalSocketChannel>(m_config.helperSocket, 30000);
}

void VirtualLab::probeHelper()
{
    if (m_qemu.state() == QProcess::NotRunning)
        return;
    if (m_probeClock.elapsed() > helperHelloTimeoutSeconds * 1000LL) {
        stopProbe();
        fail(tr("The helper in the guest did not answer within %1 s. The console shows why (look for "
                "'stacklab-vm: helper'); if the guest booted, rebuild the image with %2 (as root) so that "
                "its /init serves the helper.")
                 .arg(helperHelloTimeoutSeconds)
                 .arg(InstallLayout().vmSetupScript()));
        m_stopping = true;
        m_qemu.kill();
        return;
    }
    if (!m_probe) {
        m_probe = std::make_unique<HelperClient>(helperChannel());
        m_probe->start();
        Q_EMIT progress(tr("Waiting for the helper in the guest"));
    }
    if (!m_probe->isRunning())
        return;
    // A hello can be lost while the guest starts the helper (bytes that reach the port before
    // the helper opens it, or read by a helper that is just ending): ask again.
    if (m_probeHellos == 0 || m_probeClock.elapsed() / HelperCall::helloRepeatMs >= m_probeHellos) {
        ++m_probeHellos;
        HelperCall::hello(m_probe.get(), QStringLiteral("vm-probe"), this,
            [this](const HelperReply &reply) { onProbeAnswer(reply); });
    }
}

void VirtualLab::onProbeAnswer(const HelperReply &reply)
{
    // Several hellos may be answered (the probe asks again until one is): the first one counts. A
    // probe that ended (stopProbe, a connection the guest dropped) ends its hellos unanswered.
    if (m_helperReady || !m_helperGreeting.isEmpty() || reply.refusal.rule == QLatin1String("helper.stopped"))
        return;
    if (!reply.ok) {
        stopProbe();
        fail(tr("The helper in the guest refused the connection: %1").arg(reply.refusal.message));
        return;
    }
    const HelperHello *hello = reply.event.hello();
    if (!hello)
        return;
    const int uid = static_cast<int>(hello->uid);
    m_helperGreeting = tr("uid %1, pid %2, helper %3 after %4 s")
                           .arg(uid)
                           .arg(hello->pid)
                           .arg(hello->helper)
                           .arg(m_probeClock.elapsed() / 1000.0, 0, 'f', 1);
    m_probeTimer.stop();
    // Not stopProbe() here: this runs inside the probe's own signal.
    QTimer::singleShot(0, this, [this, uid] {
        stopProbe();
        if (uid != 0) {
            fail(tr("The helper in the guest runs as uid %1, not root: the guest's /init must start it.").arg(uid));
            return;
        }
        m_helperReady = true;
        Q_EMIT progress(tr("The helper in the guest answered (%1)").arg(m_helperGreeting));
        Q_EMIT helperReady();
    });
}

void VirtualLab::stopProbe()
{
    m_probeTimer.stop();
    if (m_probe) {
        m_probe->disconnect(this);
        m_probe->close(3000);
        // Possibly called inside the probe's own signal (a refusal): delete it after the emission.
        m_probe.release()->deleteLater();
    }
}

void VirtualLab::kvmWatchdogFired()
{
    if (m_qemu.state() == QProcess::NotRunning)
        return;
    Q_EMIT progress(
        tr("KVM did not boot the guest within %1 s: falling back to TCG (slower).").arg(kvmWatchdogSeconds));
    setKvmVerdict(m_cacheRoot, QStringLiteral("broken"));
    m_fallingBackToTcg = true;
    m_qemu.kill();
}

bool VirtualLab::createDisks()
{
    for (int i = 1; i <= m_config.diskCount; ++i) {
        QFile disk(m_config.diskImagePath(i));
        // resize() on a new file is ftruncate(): a sparse file that costs no space until written.
        if (!disk.open(QIODevice::WriteOnly | QIODevice::Truncate) || !disk.resize(m_config.diskSizeBytes)) {
            fail(tr("Cannot create the virtual disk %1: %2. Free some space or choose another directory.")
                     .arg(disk.fileName(), disk.errorString()));
            return false;
        }
    }
    return true;
}

void VirtualLab::stop()
{
    m_stopping = true;
    m_kvmWatchdog.stop();
    if (m_qemu.state() != QProcess::NotRunning) {
        m_qemu.kill();
        m_qemu.waitForFinished(5000);
    }
    stopProbe();
    m_helperReady = false;
    m_workspace.remove();
    setState(State::Stopped);
}

void VirtualLab::setState(State state)
{
    if (m_state == state)
        return;
    m_state = state;
    Q_EMIT stateChanged(state);
}

void VirtualLab::fail(const QString &error)
{
    m_error = error;
    setState(State::Failed);
    Q_EMIT failed(error);
}

void VirtualLab::readConsole()
{
    m_partialLine += m_qemu.readAllStandardOutput();
    qsizetype newline;
    while ((newline = m_partialLine.indexOf('\n')) >= 0) {
        QByteArray raw = m_partialLine.left(newline);
        m_partialLine.remove(0, newline + 1);
        if (raw.endsWith('\r'))
            raw.chop(1);
        const QString line = QString::fromUtf8(raw);
        m_console += line + QLatin1Char('\n');
        Q_EMIT consoleLine(line);
        const qsizetype at = raw.indexOf(guestPrefix);
        if (at < 0)
            continue;
        m_guestSpoke = true;
        if (m_kvmWatchdog.isActive()) {
            m_kvmWatchdog.stop();
            setKvmVerdict(m_cacheRoot, QStringLiteral("ok"));
        }
        const QByteArray message = raw.mid(at + guestPrefix.size());
        Q_EMIT progress(QString::fromUtf8(message));
        if (message.startsWith("running ") || message.startsWith("no stacklab.run="))
            setState(State::Running);
    }
}

void VirtualLab::onQemuFinished(int exitCode, QProcess::ExitStatus status)
{
    readConsole();
    if (!m_partialLine.isEmpty()) {
        m_console += QString::fromUtf8(m_partialLine);
        m_partialLine.clear();
    }
    m_kvmWatchdog.stop();
    const bool helperAnswered = m_helperReady || !m_helperGreeting.isEmpty();
    stopProbe();
    m_helperReady = false;
    if (m_stopping || m_cuttingPower)
        return;
    if (!m_fallingBackToTcg && m_config.accel == VmAccel::Kvm && !m_guestSpoke
        && (status == QProcess::CrashExit || exitCode != 0)) {
        Q_EMIT progress(tr("QEMU failed with KVM (exit code %1): falling back to TCG (slower).").arg(exitCode));
        setKvmVerdict(m_cacheRoot, QStringLiteral("broken"));
        m_fallingBackToTcg = true;
    }
    if (m_fallingBackToTcg) {
        m_config.accel = VmAccel::Tcg;
        m_console.clear();
        m_partialLine.clear();
        startQemu();
        return;
    }
    if (diedWhileBooting(helperAnswered)) {
        ++m_bootDeaths;
        // QEMU itself aborted, not the guest's kernel: an assertion of its multi-threaded TCG
        // ("iotlb_to_section", on the boot after a power cut beside another guest, 2026-12-07). One
        // thread for every vCPU from here on: slower, and QEMU's own threads cannot race.
        const bool emulatorCrashed = status == QProcess::CrashExit;
        if (emulatorCrashed && m_config.accel == VmAccel::Tcg && m_config.tcgThreading == TcgThreading::Multi) {
            m_config.tcgThreading = TcgThreading::Single;
            Q_EMIT progress(tr("QEMU itself stopped while booting (%1): from now on one thread runs every vCPU")
                                .arg(crashSummary(m_console)));
        }
        // After a power cut a guest that died is reported, not booted again: the disks hold the
        // drill's stack. A QEMU that crashed before the helper answered never reached them: the same
        // disks boot once more.
        if (m_poweredOnBoot && emulatorCrashed && !m_sameDisksRetried) {
            m_sameDisksRetried = true;
            m_console += QStringLiteral("---- boot attempt %1 ----\n").arg(m_bootDeaths + 1);
            m_partialLine.clear();
            setState(State::Booting);
            startQemu();
            return;
        }
        if (m_bootAttempt < m_maxBootAttempts) {
            bootAgain();
            return;
        }
        fail(tr("The guest died while booting, %n time(s) in a row (the last time: %1). The console shows the "
                "whole boot; if it repeats, report it with the console output.",
            nullptr, m_bootDeaths)
                 .arg(crashSummary(m_console)));
        m_workspace.remove();
        return;
    }
    QFile exitFile(QDir(m_config.shareDir).filePath(exitCodeFile));
    if (exitFile.open(QIODevice::ReadOnly)) {
        bool ok = false;
        const int code = exitFile.readAll().trimmed().toInt(&ok);
        if (ok)
            m_guestExitCode = code;
    }
    if (status == QProcess::CrashExit || (exitCode != 0 && m_guestExitCode < 0)) {
        fail(tr("QEMU stopped with exit code %1: see the console output for its message.").arg(exitCode));
    } else if (!m_config.guestRun.isEmpty() && m_guestExitCode < 0) {
        fail(tr("The guest stopped without reporting an exit code: its kernel probably crashed (see the "
                "console). Run it again; if it repeats, report the console output."));
    } else {
        setState(State::Finished);
        Q_EMIT finished(m_guestExitCode);
    }
    m_workspace.remove();
}

QString VirtualLab::emulatorDescription() const
{
    const QString qemu
        = m_qemuVersion.isKnown() ? QStringLiteral("QEMU ") + m_qemuVersion.number() : QStringLiteral("QEMU");
    if (m_config.accel == VmAccel::Kvm)
        return tr("%1, KVM").arg(qemu);
    return m_config.tcgThreading == TcgThreading::Multi ? tr("%1, TCG with a thread per vCPU").arg(qemu)
                                                        : tr("%1, TCG with one thread for all vCPUs").arg(qemu);
}
