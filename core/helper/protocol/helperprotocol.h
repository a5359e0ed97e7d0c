#pragma once

#include "helper/protocol/helperevents.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QVariantMap>

#include <optional>

// The JSON-lines protocol between StackLab and its privileged helper (docs/helper-protocol.md).
// Pure parsing and serialisation with hard limits; nothing here touches the system.

constexpr int HelperProtocolVersion = 1;
constexpr qsizetype HelperMaxLineBytes = 64 * 1024; // one request line, without its newline
constexpr int HelperMaxDepth = 8; // nesting of objects and arrays

enum class HelperRequestType {
    Hello,
    Claim,
    Run,
    Validate, // a run that is only checked, never executed
    Cancel,
    LabLoopCreate,
    LabLoopDestroy,
    Bye,
    // Lab actions (docs/helper-protocol.md): done by the helper itself where the disks are.
    Disks, // the disk inventory, as `stacklab-cli disks --json` prints it
    Versions, // the kernel and storage tool versions where the disks are (the report's versions)
    Inventory, // what exists where the disks are: arrays, LVM, pools, btrfs, mounts, loops, loop labs
    DiskStats, // /proc/uptime and every /sys/block/*/stat where the disks are (how busy a phase kept them)
    DatasetWrite, // seeded random files under <mount>/dataset, manifest kept by the helper
    DatasetVerify, // re-read them against the manifest
    Overwrite, // timed in-place rewrite of <mount>/overwrite.dat (snapshot cost)
    Space, // statvfs of the mount point
    Sample, // one rebuild/resync/resilver/scrub progress sample from the stack's own status source
    Workload, // a built-in fio job on the workload engine, in the stack's mount point
    Corrupt, // seeded random 4 KiB blocks over the data area of one member (the silent corruption drill)
};

struct RecipeRequest;

// True for the request types that name a stack by its recipe fields but no phase or step.
bool isLabAction(HelperRequestType type);

// One parsed request: only the fields its type allows are set.
struct HelperRequest {
    HelperRequestType type = HelperRequestType::Hello;
    QString id; // chosen by the client, echoed in every event about this request
    int version = 0; // hello
    QString session; // claim, run, validate, lab-loop-*
    QStringList disks; // claim, run, validate
    QString stack; // run, validate
    QString phase;
    QString step;
    QString spare;
    QString failDisk;
    QVariantMap options; // flat: string, number or bool values
    bool clearSignatures = false;
    int count = 0; // lab-loop-create
    qint64 sizeBytes = 0; // lab-loop-create, dataset-write, overwrite, workload (0: the job's own)
    std::optional<qint64> files; // dataset-write (unset: 64)
    std::optional<qint64> seed; // dataset-write, corrupt (unset: 0)
    QString member; // corrupt: one of disks, as the request names it
    std::optional<qint64> blocks; // corrupt (unset: 64)
    QString job; // workload: a built-in job name
    std::optional<qint64> runtimeSeconds; // workload (unset: the job's own)
    bool operator==(const HelperRequest &) const = default;

    // A run of one plan step, or (with empty phase and step) a lab action, for the stack a recipe
    // request describes: the helper rebuilds the recipe from these fields. Type Run; set the id.
    static HelperRequest forRecipe(const RecipeRequest &recipe, const QString &phase = {}, const QString &step = {});
};

// A refusal: a stable rule id (docs/helper-protocol.md lists them), the field it is about and
// a translated message that tells the user what to do.
struct HelperRefusal {
    QString rule;
    QString field;
    QString message;
    bool isNull() const { return rule.isEmpty(); }
    bool operator==(const HelperRefusal &) const = default;
};

struct HelperParseResult {
    HelperRequest request;
    HelperRefusal refusal;
    bool ok() const { return refusal.isNull(); }
};

class HelperProtocol {
    Q_DECLARE_TR_FUNCTIONS(HelperProtocol)

public:
    // Parses one request line (without its trailing newline). Never throws, never crashes:
    // anything that is not exactly a known request is refused with the rule that caught it.
    static HelperParseResult parseRequest(const QByteArray &line);

    // Serialises a request for the client side (the inverse of parseRequest).
    static QByteArray serialiseRequest(const HelperRequest &request);

    // Event lines, each ending in '\n'.
    static QByteArray eventLine(HelperEventType type, const QJsonObject &fields);
    static QByteArray refusedLine(const QString &id, const HelperRefusal &refusal);

    // Parses an event line the helper wrote into its typed value (client side). Returns false for
    // anything else.
    static bool parseEvent(const QByteArray &line, HelperEvent *event);

    static QString requestTypeName(HelperRequestType type);
    static QString eventTypeName(HelperEventType type);

    // The nesting depth of a JSON text, counted outside strings; -1 if brackets do not balance.
    static int jsonDepth(const QByteArray &text);
};
