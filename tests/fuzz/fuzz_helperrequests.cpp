// Structured libFuzzer target: the fuzzer's bytes choose a sequence of requests built from the
// protocol's own keys and values (types, sessions, stacks, phases, steps, option keys, device
// paths of FuzzWorld's made-up machine, numbers), now and then broken the ways a hostile client
// breaks them (a key twice, a raw control character, a byte order mark, a number JSON does not
// have, or raw bytes). Each line goes through the helper's whole request handling in --validate
// mode. What must hold for every line:
//   - exactly one answer, and a refusal names a rule of a known family;
//   - a claim never takes the system disk, its partition, a node outside the devtmpfs or one with
//     nothing bound, and answers only with kernel nodes;
//   - an accepted run names in its argv only kernel nodes of safe disks (or partitions of them),
//     the devices the plan creates, the session's own files and sysfs entries: never a name the
//     client typed, never the system disk.
#include "fuzzworld.h"
#include "helper/actions/execpolicy.h"
#include "helper/server/helperserver.h"
#include "helper/server/steppaths.h"
#include "stacks/catalog/stackrecipes.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cstdlib>
#include <fuzzer/FuzzedDataProvider.h>

namespace {

const QStringList &types()
{
    static const QStringList list
        = {QStringLiteral("hello"), QStringLiteral("claim"), QStringLiteral("run"), QStringLiteral("validate"),
            QStringLiteral("cancel"), QStringLiteral("lab-loop-create"), QStringLiteral("lab-loop-destroy"),
            QStringLiteral("versions"), QStringLiteral("disk-stats"), QStringLiteral("dataset-write"),
            QStringLiteral("dataset-verify"), QStringLiteral("overwrite"), QStringLiteral("space"),
            QStringLiteral("sample"), QStringLiteral("workload"), QStringLiteral("bye"), QStringLiteral("launch")};
    return list;
}

const QStringList &keys()
{
    static const QStringList list = {QStringLiteral("id"), QStringLiteral("session"), QStringLiteral("disks"),
        QStringLiteral("stack"), QStringLiteral("phase"), QStringLiteral("step"), QStringLiteral("spare"),
        QStringLiteral("failDisk"), QStringLiteral("options"), QStringLiteral("clearSignatures"),
        QStringLiteral("count"), QStringLiteral("sizeBytes"), QStringLiteral("files"), QStringLiteral("seed"),
        QStringLiteral("job"), QStringLiteral("runtimeSeconds"), QStringLiteral("version"), QStringLiteral("argv"),
        QStringLiteral("path"), QStringLiteral("pulledDisks"), QStringLiteral("kernelNames")};
    return list;
}

const QStringList &devices()
{
    static const QStringList list = {QStringLiteral("/dev/sda"), QStringLiteral("/dev/sda1"),
        QStringLiteral("/dev/sdb"), QStringLiteral("/dev/sdc"), QStringLiteral("/dev/sdd"), QStringLiteral("/dev/sde"),
        QStringLiteral("/dev/sdf"), QStringLiteral("/dev/loop0"), QStringLiteral("/dev/loop1"),
        QStringLiteral("/dev/loop2"), QStringLiteral("/dev/loop3"), QStringLiteral("/dev/md127"),
        QStringLiteral("/dev/md/data"), QStringLiteral("/dev/disk/by-id/ata-FUZZ0"),
        QStringLiteral("/dev/disk/by-id/ata-FUZZ1"), QStringLiteral("/dev/disk/by-id/ata-FUZZ2"),
        QStringLiteral("/dev/disk/by-id/ata-FUZZ3"), QStringLiteral("/dev/disk/by-id/ata-FUZZ4"),
        QStringLiteral("/dev/disk/by-id/ata-ROOT-part1"), QStringLiteral("/dev/hostile/sdzz"),
        QStringLiteral("/dev/hostile/md99"), QStringLiteral("/dev/hostile/loop250"), QStringLiteral("/dev/hostile/zd0"),
        QStringLiteral("/dev/hostile/sdzy"), QStringLiteral("/dev/hostile/loop-b"), QStringLiteral("/dev/shm/loop9"),
        QStringLiteral("/tmp/fuzz/sdzz"), QStringLiteral("/tmp/fuzz/link-root"), QStringLiteral("/tmp/fuzz/link-shm"),
        QStringLiteral("/tmp/fuzz/link-file"), QStringLiteral("/etc/passwd"), QStringLiteral("/dev/null"),
        QStringLiteral("/dev/zero"), QStringLiteral("/var/lib/stacklab/loop-lab/f/disk1.img"),
        QStringLiteral("/sys/block/sda"), QStringLiteral("/dev/sdb,/dev/sdc"), QStringLiteral("/dev/sdd,/etc/passwd"),
        QStringLiteral("--force"), QStringLiteral("sdb"), QStringLiteral("/dev/../dev/sdb"), QString()};
    return list;
}

const QStringList &words()
{
    static const QStringList list = [] {
        QStringList all = stackNames() + phaseNames();
        all << QStringLiteral("f") << QStringLiteral("s2") << QStringLiteral("../x") << QStringLiteral("evil")
            << QStringLiteral("mkfs") << QStringLiteral("create-pool") << QStringLiteral("create-array")
            << QStringLiteral("attach") << QStringLiteral("add-spare") << QStringLiteral("replace")
            << QStringLiteral("pull-disk") << QStringLiteral("truncate-backing") << QStringLiteral("loop-stop-io")
            << QStringLiteral("poke-write") << QStringLiteral("mount") << QStringLiteral("umount")
            << QStringLiteral("wipe-1") << QStringLiteral("check-blank-1") << QStringLiteral("check-blank-4")
            << QStringLiteral("labelclear-1") << QStringLiteral("labelclear-4") << QStringLiteral("wipefs-4")
            << QStringLiteral("zero-superblock") << QStringLiteral("start-check") << QStringLiteral("mismatches")
            << QStringLiteral("storage-bench") << QStringLiteral("sysfs") << QStringLiteral("loop-truncate")
            << QStringLiteral("12") << QStringLiteral("lz4") << QStringLiteral("2G") << QStringLiteral("yes");
        return all;
    }();
    return list;
}

const QStringList &optionKeys()
{
    static const QStringList list
        = {QStringLiteral("log"), QStringLiteral("cache"), QStringLiteral("special"), QStringLiteral("spares"),
            QStringLiteral("expand"), QStringLiteral("pull"), QStringLiteral("ashift"), QStringLiteral("compression"),
            QStringLiteral("devid"), QStringLiteral("degraded-mount"), QStringLiteral("snapshot-size"),
            QStringLiteral("thin-size"), QStringLiteral("draid-data"), QStringLiteral("argv")};
    return list;
}

QByteArray jsonString(const QString &text)
{
    return QJsonDocument(QJsonArray {text}).toJson(QJsonDocument::Compact).mid(1).chopped(1);
}

template<typename List> const typename List::value_type &pick(FuzzedDataProvider &fdp, const List &list)
{
    return list.at(fdp.ConsumeIntegralInRange<qsizetype>(0, list.size() - 1));
}

QByteArray number(FuzzedDataProvider &fdp)
{
    static const QList<QByteArray> odd = {".5", "01", "+1", "1.", "NaN", "-Infinity", "0x10", "1e999", "-0"};
    if (fdp.ConsumeIntegralInRange(0, 15) == 0)
        return pick(fdp, odd);
    static const QList<qint64> near = {0, 1, 3, 4, 8, 9, 4096, 1 << 20, 64LL << 20, 268435456, -1, qint64(1) << 53};
    return QByteArray::number(fdp.ConsumeBool() ? pick(fdp, near) : fdp.ConsumeIntegral<qint64>());
}

QByteArray value(FuzzedDataProvider &fdp, const QString &key)
{
    if (key == QLatin1String("disks") || key == QLatin1String("pulledDisks")) {
        QByteArrayList entries;
        const int count = fdp.ConsumeIntegralInRange(0, 6);
        for (int i = 0; i < count; ++i)
            entries << jsonString(pick(fdp, devices()));
        return '[' + entries.join(',') + ']';
    }
    if (key == QLatin1String("spare") || key == QLatin1String("failDisk"))
        return jsonString(pick(fdp, devices()));
    if (key == QLatin1String("options")) {
        QByteArrayList entries;
        const int count = fdp.ConsumeIntegralInRange(0, 4);
        for (int i = 0; i < count; ++i) {
            const QString option = pick(fdp, optionKeys());
            entries << jsonString(option) + ':'
                    + (fdp.ConsumeBool() ? jsonString(pick(fdp, devices())) : jsonString(pick(fdp, words())));
        }
        return '{' + entries.join(',') + '}';
    }
    if (key == QLatin1String("clearSignatures"))
        return fdp.ConsumeBool() ? "true" : "false";
    if (QStringList {QStringLiteral("count"), QStringLiteral("sizeBytes"), QStringLiteral("files"),
            QStringLiteral("seed"), QStringLiteral("runtimeSeconds"), QStringLiteral("version")}
            .contains(key))
        return number(fdp);
    if (key == QLatin1String("session"))
        return jsonString(fdp.ConsumeIntegralInRange(0, 3) ? QStringLiteral("f") : pick(fdp, words()));
    return jsonString(pick(fdp, words()));
}

// One request line from the vocabulary, sometimes broken on purpose.
QByteArray requestLine(FuzzedDataProvider &fdp)
{
    if (fdp.ConsumeIntegralInRange(0, 31) == 0)
        return QByteArray::fromStdString(fdp.ConsumeRandomLengthString(512)).replace('\n', ' ');
    QByteArrayList members {"\"type\":" + jsonString(pick(fdp, types()))};
    const int count = fdp.ConsumeIntegralInRange(0, 10);
    for (int i = 0; i < count; ++i) {
        const QString key = pick(fdp, keys());
        members << jsonString(key) + ':' + value(fdp, key);
    }
    switch (fdp.ConsumeIntegralInRange(0, 15)) {
    case 0:
        members << members.value(fdp.ConsumeIntegralInRange<qsizetype>(0, members.size() - 1)); // a key twice
        break;
    case 1: {
        // A raw control character, but never the newline that ends the line.
        const char control = char(fdp.ConsumeIntegralInRange(0, 31));
        members.last().append(control == '\n' ? '\x01' : control);
        break;
    }
    case 2:
        return "\xEF\xBB\xBF{" + members.join(',') + '}';
    default:
        break;
    }
    return '{' + members.join(',') + '}';
}

bool inSession(const QString &path)
{
    return path.startsWith(QLatin1String("/mnt/stacklab/f/"))
        || path.startsWith(QLatin1String("/var/lib/stacklab/loop-lab/f/"));
}

void check(bool condition, const char *what, const QByteArray &line, const QByteArray &reply)
{
    if (condition)
        return;
    std::fprintf(stderr, "invariant broken: %s\nrequest: %s\nreply: %s\n", what, line.constData(), reply.constData());
    std::abort();
}

void checkReply(const FuzzWorld &world, const QByteArray &line, const QByteArray &reply)
{
    HelperEvent event;
    check(HelperProtocol::parseEvent(reply.trimmed(), &event), "the reply is an event", line, reply);
    if (event.type == HelperEventType::Refused) {
        static const QStringList families = {QStringLiteral("protocol."), QStringLiteral("request."),
            QStringLiteral("device."), QStringLiteral("exec."), QStringLiteral("lab."), QStringLiteral("action.")};
        const QString rule = event.fields.value(QLatin1String("rule")).toString();
        check(std::any_of(families.begin(), families.end(), [&rule](const QString &f) { return rule.startsWith(f); })
                && !event.fields.value(QLatin1String("message")).toString().isEmpty(),
            "a refusal names its rule and says why", line, reply);
        return;
    }
    const QString request = event.fields.value(QLatin1String("request")).toString();
    if (request == QLatin1String("claim")) {
        for (const QJsonValue &disk : event.fields.value(QLatin1String("disks")).toArray()) {
            const std::optional<NodeStat> node = world.openNode(disk.toString());
            check(world.isSafeKernelNode(disk.toString()) && node && world.sizeBytes(node->rdev) > 0,
                "a claim takes only kernel nodes of free disks with a medium", line, reply);
        }
    }
    for (const QJsonValue &argument : event.fields.value(QLatin1String("argv")).toArray()) {
        const QString path = StepPaths::pathOf(argument.toString());
        if (path.isEmpty())
            continue;
        static const QStringList created
            = {QStringLiteral("/dev/md/data"), QStringLiteral("/dev/vg_raid/data"), QStringLiteral("/dev/vg_md/tvol")};
        static const QRegularExpression partition(QStringLiteral("\\Ap?[0-9]+\\z"));
        const bool safeNode = world.isSafeKernelNode(path);
        const bool partitionOfSafe = std::any_of(devices().begin(), devices().end(), [&](const QString &candidate) {
            return world.isSafeKernelNode(candidate) && path.startsWith(candidate)
                && partition.match(path.mid(candidate.size())).hasMatch();
        });
        const bool sysfs = path.startsWith(QLatin1String("/sys/block/"))
            && world.isSafeKernelNode(QStringLiteral("/dev/") + path.section(QLatin1Char('/'), 3, 3));
        check(safeNode || partitionOfSafe || created.contains(path) || inSession(path) || sysfs
                || path == QLatin1String("/dev/urandom") || path == QLatin1String("/dev/zero"),
            "an argv names only what the helper resolved or derived", line, reply);
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    static const FuzzWorld world;
    static const ExecPolicy policy;
    FuzzedDataProvider fdp(data, size);
    HelperServer server(world, policy, RecipeBook::standard(), HelperServer::Mode::ValidateOnly);
    QList<QByteArray> replies;
    QObject::connect(&server, &HelperServer::send, [&replies](const QByteArray &line) { replies.append(line); });
    // A session that already claimed a few disks, as a real one would have, so runs get far.
    if (fdp.ConsumeBool())
        server.feed(R"({"type":"claim","id":"c","session":"f","disks":["/dev/sdb","/dev/sdc","/dev/sdd",)"
                    R"("/dev/disk/by-id/ata-FUZZ4","/dev/loop1","/dev/loop2","/dev/loop3"]})"
                    "\n");
    bool finished = false;
    QObject::connect(&server, &HelperServer::finished, [&finished] { finished = true; });
    const int requests = fdp.ConsumeIntegralInRange(1, 8);
    for (int i = 0; i < requests && fdp.remaining_bytes() > 0 && !finished; ++i) {
        const QByteArray line = requestLine(fdp);
        replies.clear();
        server.feed(line + '\n');
        if (line.trimmed().isEmpty())
            continue;
        check(replies.size() == 1, "exactly one answer per request", line, replies.join());
        checkReply(world, line, replies.first());
    }
    return 0;
}
