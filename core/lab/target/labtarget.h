#pragma once

#include "disks/inventory/diskidentityresolver.h"
#include "vm/vmconfig.h"

#include <QElapsedTimer>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

#include <functional>
#include <memory>

class HelperCall;
class HelperChannel;
class HelperClient;
struct HelperReply;
class QTimer;
class VirtualLab;

// Where a lab runs and how the app reaches its helper: the real disks of this machine (Host),
// sparse loop disks the helper makes on this kernel (Loop), or the QEMU guest with its own
// helper behind a virtio-serial port (Virtual). The CLI and the GUI use this one object for all
// three; after ready() client() speaks the helper protocol whatever the kind.
class LabTarget : public QObject {
    Q_OBJECT

public:
    enum class Kind {
        Host,
        Loop,
        Virtual,
    };
    Q_ENUM(Kind)

    struct Options {
        Kind kind = Kind::Loop;
        QString session; // the lab session's name: names the loop lab's files
        int diskCount = 4;
        qint64 diskSizeBytes = 1024LL * 1024 * 1024;
        QString helperPath; // empty: the installed helper, else the one next to this executable
        VmConfig vm; // Virtual only: diskCount/diskSizeBytes above override its disks
    };

    explicit LabTarget(Options options, QObject *parent = nullptr);
    ~LabTarget() override;

    // Asynchronous: emits progress() while it works, then ready() or failed().
    void start();
    // Loop: destroys the loop disks; Virtual: shuts the guest down and removes its disks.
    // Emits stopped() (also when nothing was running).
    void stop();

    // Valid after ready() until stopped(); owned by the target. A power cycle replaces it: read
    // it again after poweredBack(), never keep it across one.
    HelperClient *client();

    // The power-cut drill (docs/drills.md). Why this kind of target cannot lose its power; empty for
    // the virtual lab, the only one whose power StackLab switches.
    static QString powerCutRefusal(Kind kind);
    // Virtual only, once ready(): cuts the guest's power (no shutdown), switches it on again
    // without pulledDisks (stable IDs of disks pulled before the cut: they stay out, as in a real
    // machine), connects to the new guest's helper and claims the disks that are there again (a
    // fresh helper has no claims). Asynchronous: progress(), then poweredBack() with the new
    // client(), or failed(). False with *error when it cannot start.
    bool powerCycle(const QStringList &pulledDisks, QString *error);
    struct PowerCycleTimes {
        qint64 cutMs = 0; // epoch ms: QEMU killed
        qint64 poweredOnMs = 0; // QEMU started again
        qint64 helperAnsweredMs = 0; // the new guest's helper answered a hello
        qint64 claimedMs = 0; // its claim of the disks accepted: poweredBack()
    };
    const PowerCycleTimes &powerCycleTimes() const { return m_powerCycle; }
    bool isReady() const { return m_ready; }

    // Virtual only, once ready() and with no stack on the disks: a fresh blank disk in the slot
    // of each lab disk missing from `listedDisks` (by-id paths the guest lists), as a person puts a
    // new disk in after a pulled one's stack is gone (VirtualLab::replaceDisk), then a claim of it
    // for the session once the guest has found it. done(empty) when every slot holds a disk again
    // (a loop lab's teardown gives its pulled disk back itself: done at once), else done(why).
    void givePulledDisksBack(const QStringList &listedDisks, std::function<void(const QString &error)> done);
    static constexpr int freshDiskWaitMs = 30000;
    static constexpr int freshDiskRetryMs = 500;

    // The stable IDs recipes should use: guest by-id paths (Virtual), loop nodes (Loop), empty
    // for Host (the user picks the disks).
    QStringList labDisks() const;
    // Each lab disk by its path, node, kernel name and (loop) backing file, as the helper answered.
    const QList<DiskIdentity> &diskIdentities() const { return m_identities; }
    // Stable ID -> kernel name (guest: sda…, loop: loopN), for RecipeRequest::kernelNames.
    QMap<QString, QString> kernelNames() const;
    // Loop only: loop node -> backing file.
    QMap<QString, QString> backingFiles() const;

    // What runs the lab besides the helper's tools, for the session's versions: the virtual lab's
    // emulator ("qemu" -> "QEMU 10.0.2, TCG with a thread per vCPU"); empty for the other kinds.
    QMap<QString, QString> hostVersions() const;
    // Virtual only: how fast each lab disk is (Options::vm.diskProfile); an empty profile for the
    // other kinds, whose disks run at this machine's speed.
    DiskProfile diskProfile() const;

    Kind kind() const { return m_options.kind; }
    // "host", "loop", "vm": what LabSession metadata.target records.
    QString kindName() const;
    static QString kindName(Kind kind);
    const Options &options() const { return m_options; }
    QString errorString() const { return m_error; }

    // Removes the loop lab of options().session through this target's helper: a loop target's own
    // at stop(), or (a Host target started for it) one an ended app left behind. done(ok, the
    // helper's words) once it answered, or after 120 s without an answer.
    void removeLoopLab(std::function<void(bool ok, const QString &why)> done);

    // The helper binary the Host and Loop kinds start (and the guest gets), resolved from
    // Options::helperPath: explicit, else installed, else next to the running executable.
    static QString resolveHelperPath(const QString &helperPath);

Q_SIGNALS:
    void progress(const QString &message);
    void ready();
    void failed(const QString &error);
    void stopped();
    void consoleLine(const QString &line); // Virtual only: the guest's console
    void poweredBack(); // powerCycle() ended: client() is the new guest's helper, the disks claimed

private:
    enum class Step { Idle, Hello, LoopCreate, Claim, Ready, Destroy, Stopped };

    void fail(const QString &error);
    std::unique_ptr<HelperChannel> localChannel() const;
    void connectHelper(std::unique_ptr<HelperChannel> channel, int helloTimeoutSeconds);
    void sendHello();
    void onHello(const HelperReply &reply);
    void onLoopCreated(const HelperReply &reply);
    void onGuestDisksClaimed(const HelperReply &reply);
    void afterHello();
    void claimGuestDisks();
    void claimFreshDisks(const QStringList &fresh, qint64 deadlineMs, std::function<void(const QString &error)> done);
    void setReady();
    void finishStop();

    Options m_options;
    std::unique_ptr<HelperClient> m_client;
    std::unique_ptr<VirtualLab> m_lab;
    QStringList m_labDisks;
    QList<DiskIdentity> m_identities;
    QString m_error;
    QStringList m_stderr;
    Step m_step = Step::Idle;
    QPointer<HelperCall> m_removal; // of the loop lab, while it waits for its answer
    bool m_closing = false; // in the destructor: no callback acts any more
    QTimer *m_helloTimer = nullptr;
    QElapsedTimer m_helloClock;
    int m_helloTimeoutSeconds = 60;
    int m_hellos = 0;
    bool m_ready = false;
    bool m_powerCycling = false;
    QStringList m_pulledDisks; // stable IDs a power cycle left out
    PowerCycleTimes m_powerCycle;
};
