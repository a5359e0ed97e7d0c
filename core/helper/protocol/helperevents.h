#pragma once

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <variant>

// The events the helper sends back (docs/helper-protocol.md), each parsed once into a typed value:
// a client reads members, never JSON keys. The wire object stays in HelperEvent::fields for the
// tests that check the protocol itself.

enum class HelperEventType { Hello, Accepted, Refused, Output, Progress, Exited, Error };

struct HelperHello {
    int version = 0;
    QString helper; // the helper's StackLab version
    qint64 uid = -1;
    qint64 euid = -1;
    qint64 pid = -1;
    bool validateOnly = false;
    QString session;
};

// A loop disk the helper made for a lab-loop-create.
struct HelperLoopDisk {
    QString node;
    QString backingFile;
};

// A loop lab a helper that ended left behind, removed by this lab-loop-create.
struct HelperRemovedLab {
    QString session;
    QStringList detached;
};

struct HelperAccepted {
    QString request; // the request type's name: "run", "claim", "sample", ...
    bool executing = false; // false: only validated (stacklab-helper --validate, or a validate request)
    // run / validate: the step and the argv the helper built itself and runs.
    QString phase;
    QString step;
    QStringList argv;
    bool destructive = false;
    // claim: the device nodes the helper resolved, in request order (the kernel's names).
    QStringList nodes;
    QString session; // claim, lab-loop-create
    QList<HelperLoopDisk> loopDisks; // lab-loop-create
    QList<HelperRemovedLab> removedAbandoned; // lab-loop-create
    QJsonArray inventory; // disks: the disk inventory as `stacklab-cli disks --json` prints it
    QJsonObject versions; // versions: tool name -> version
    QJsonObject targetInventory; // inventory: {sources, missing, loopLabs} (TargetInventory::read)
    // Lab actions: the whole answer (mountPoint; space's sizes; sample's "sample" object). Its keys
    // are the action's own result, read by the stage that asked for it.
    QJsonObject answer;
};

// Refused (the request was not accepted) and Error (an accepted request failed before it ran).
struct HelperRefused {
    QString rule; // stable id, docs/helper-protocol.md
    QString field;
    QString message; // translated, says what to do
    bool afterAcceptance = false; // an "error" event
};

struct HelperOutput {
    QString stream; // "stdout" or "stderr"
    QString line;
    bool isStdout() const { return stream == QLatin1String("stdout"); }
};

struct HelperProgress {
    double fraction = -1;
    QString text;
    QJsonObject sample; // a progress sample, when the action has one
};

struct HelperExited {
    int exitCode = -1;
    bool ok = false; // the helper's verdict: exit code, allowed codes, no-output checks, polling
    bool cancelled = false;
    qint64 durationMs = 0;
    QString error; // why it failed, when the helper knows more than the exit code
    QJsonObject result; // lab actions: the measured result
};

struct HelperEvent {
    HelperEventType type = HelperEventType::Error;
    QJsonObject fields; // the wire object without "type" (protocol tests read it)
    std::variant<HelperRefused, HelperHello, HelperAccepted, HelperOutput, HelperProgress, HelperExited> payload;
    QString id() const;

    const HelperHello *hello() const { return std::get_if<HelperHello>(&payload); }
    const HelperAccepted *accepted() const { return std::get_if<HelperAccepted>(&payload); }
    // Refused and Error events.
    const HelperRefused *refused() const { return std::get_if<HelperRefused>(&payload); }
    const HelperOutput *output() const { return std::get_if<HelperOutput>(&payload); }
    const HelperProgress *progress() const { return std::get_if<HelperProgress>(&payload); }
    const HelperExited *exited() const { return std::get_if<HelperExited>(&payload); }

    // The typed value of a wire object (without its "type").
    static HelperEvent fromFields(HelperEventType type, const QJsonObject &fields);
};
