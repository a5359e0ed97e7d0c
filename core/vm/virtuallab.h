#pragma once

#include "vm/qemuversion.h"
#include "vm/vmconfig.h"
#include "vm/vmimage.h"
#include "vm/vmworkspace.h"

#include "helper/client/helperchannel.h"

#include <QElapsedTimer>
#include <QMap>
#include <QObject>
#include <QProcess>
#include <QTimer>

#include <algorithm>
#include <memory>

class HelperClient;
struct HelperReply;

// Boots the virtual lab: checks what the boot needs (QEMU, the image, memory), makes
// the sparse disk images in a private workspace (VmWorkspace), runs QEMU with
// QemuCommand's line and reports the boot from the guest's console. Stopping or
// destroying it removes the disks: nothing is left behind but the image cache.
// With VmConfig::guestHelper set, the guest serves that stacklab-helper on a virtio-serial
// port: helperReady() says a `hello` came back from it, helperChannel() reaches it.
//
// A lab never outlives its owner: QEMU gets SIGKILL when the thread that started it ends (the
// kernel's parent-death signal; start labs from a thread that lives as long as they do, such as
// the main thread), the guest powers itself off when its helper port stays closed, and start()
// first removes the workspaces (and guests) of labs whose owner is gone. A guest that dies while
// it boots (before its helper answered, or before its command ran: the disks are untouched) is
// booted again on blank disks, up to bootAttempts times, each attempt in progress().
class VirtualLab : public QObject {
    Q_OBJECT

public:
    enum class State {
        Stopped,
        Booting, // QEMU started, the guest's /init not yet running the command
        Running, // the guest runs its command (or a shell)
        Finished, // the guest powered off; guestExitCode() is valid if it ran a command
        Failed, // see the failed() message
        PoweredOff, // cutPower(): QEMU killed, the disks and the workspace kept for powerOn()
    };
    Q_ENUM(State)

    explicit VirtualLab(QObject *parent = nullptr);
    ~VirtualLab() override;

    // Everything that keeps `config` from booting with `image`, each with the next step.
    static QStringList preflight(const VmConfig &config, const VmImage &image);
    // Some hosts offer a /dev/kvm whose guests never boot (nested, emulated): the first KVM boot
    // on each host boot is watched, and the verdict kept in <cacheRoot>/kvm-verdict as
    // "<boot_id> ok|broken" (scripts/vm/run-vm.sh reads and writes the same file).
    static constexpr int kvmWatchdogSeconds = 30;
    static QString kvmVerdict(const QString &cacheRoot);
    static void setKvmVerdict(const QString &cacheRoot, const QString &verdict);
    // Pure parts of the preflight, for the tests.
    static qint64 memAvailableKiB(const QByteArray &procMeminfo);
    static QString memoryProblem(int memoryMiB, qint64 availableKiB);

    // Fills the image, disk and share directories when empty, then boots. Returns false
    // (and emits failed()) when a precondition is missing.
    bool start(VmConfig config, const VmImage &image = VmImage());
    void stop();

    // The power-cut drill. cutPower() pulls the plug: QEMU is killed (SIGKILL), so nothing in the
    // guest is flushed or shut down (its page cache, a rebuild in flight, the helper's session are
    // gone); what QEMU already wrote to the disk images stays, like a disk whose own cache survived.
    // The disks, the workspace and the packed helper are kept. powerOn() boots the same disks again
    // (never blank ones, and no retry on blank disks); helperReady() says when its helper answers.
    // pulledDisks (1 … diskCount) were pulled before the cut: the machine boots without them, as a
    // machine whose failed disk was taken out does (a disk left in would come back with its old
    // metadata, which is another drill). Each returns false with *error when the lab is not in
    // the state for it.
    bool cutPower(QString *error);
    bool powerOn(QString *error, const QList<int> &pulledDisks = {});
    // A fresh blank disk in slot `index` (1 … diskCount) of the running machine, in place of the
    // one there or pulled from there (DiskSlotSwap): what gives a pulled disk back once its stack
    // is gone. False with *error when the lab is not running or QEMU refused.
    bool replaceDisk(int index, QString *error);
    // How many times this lab lost power (0 after start()).
    int powerCuts() const { return m_powerCuts; }

    State state() const { return m_state; }
    VmConfig config() const { return m_config; }
    // The QEMU start() found, and how it runs the guest ("QEMU 10.0.2, TCG with a thread per vCPU"):
    // the boot log says it, and a lab session records it beside the guest's tool versions.
    const QemuVersion &qemuVersion() const { return m_qemuVersion; }
    QString emulatorDescription() const;
    // How long the guest helper may take to answer its first hello (TCG boot included). An ASan
    // build's helper packs 125 MiB of libraries into the initrd: it answered after 229 s on the
    // loaded 2-core test host, so 240 s would fail a healthy boot there.
    static constexpr int helperHelloTimeoutSeconds = 480;
    // Boots tried before a guest that keeps dying while it boots fails the start.
    static constexpr int bootAttempts = 4;
    // 1 turns the retry off (the boot bench measures the failure rate without it).
    void setMaxBootAttempts(int attempts) { m_maxBootAttempts = std::max(1, attempts); }
    int bootAttempt() const { return m_bootAttempt; }
    // What ended a guest, read from its console: the kernel's Oops or panic line and where it hit
    // ("Oops: int3 … in sched_clock_cpu"), else its last line. Pure, for the tests.
    static QString crashSummary(const QString &console);
    // A channel to the guest's helper (each connection gets a new helper process in the guest);
    // null when the lab runs without one. Connect after helperReady().
    std::unique_ptr<HelperChannel> helperChannel() const;
    bool isHelperReady() const { return m_helperReady; }
    // What the guest helper said in its hello (uid, pid, helper version).
    QString helperGreeting() const { return m_helperGreeting; }

    // The exit code the guest's command left in the share; -1 if it left none.
    int guestExitCode() const { return m_guestExitCode; }
    QString console() const { return m_console; }
    QString errorString() const { return m_error; }

Q_SIGNALS:
    void stateChanged(VirtualLab::State state);
    void progress(const QString &message);
    void consoleLine(const QString &line);
    void failed(const QString &error);
    void finished(int guestExitCode);
    void helperReady();

private:
    void setState(State state);
    void fail(const QString &error);
    void readConsole();
    void onQemuFinished(int exitCode, QProcess::ExitStatus status);
    bool createDisks();
    void startQemu();
    bool diedWhileBooting(bool helperAnswered) const;
    void bootAgain();
    void kvmWatchdogFired();
    bool packHelper();
    void probeHelper();
    void onProbeAnswer(const HelperReply &reply);
    void stopProbe();

    State m_state = State::Stopped;
    VmConfig m_config;
    VmWorkspace m_workspace;
    int m_bootAttempt = 0;
    int m_maxBootAttempts = bootAttempts;
    int m_bootDeaths = 0; // boots that died since start() or powerOn(): what the failure message counts
    bool m_poweredOnBoot = false; // booting the same disks after a power cut
    bool m_sameDisksRetried = false;
    QProcess m_qemu;
    QString m_console;
    QByteArray m_partialLine;
    QString m_error;
    int m_guestExitCode = -1;
    bool m_stopping = false;
    bool m_cuttingPower = false;
    int m_powerCuts = 0;
    QMap<int, QString> m_driveIds; // slot -> its drive's QEMU id when a swap changed it ("d3g1")
    int m_driveSwaps = 0;
    bool m_fallingBackToTcg = false;
    bool m_guestSpoke = false;
    QString m_cacheRoot;
    QemuVersion m_qemuVersion;
    QTimer m_kvmWatchdog;
    std::unique_ptr<HelperClient> m_probe;
    QTimer m_probeTimer;
    QElapsedTimer m_probeClock;
    int m_probeHellos = 0;
    bool m_helperReady = false;
    QString m_helperGreeting;
};
