#pragma once

// Test fixture shared by the helper's unit tests: device facts that describe a few fake disks on
// top of the real system (so links into the real system disk are checked for real), and a recipe
// book with one small stack plus deliberately evil steps that the helper must refuse to run.

#include "helper/server/devicefacts.h"
#include "helper/server/requestvalidator.h"
#include "stacks/catalog/stackrecipes.h"

#include <QFileInfo>
#include <QHash>

#include <optional>

struct FakeDisk {
    bool block = true;
    bool partition = false;
    bool system = false;
    bool inUse = false;
    QStringList mounts;
    QStringList holders;
    QString identity; // DeviceIdentity::medium: the serial the disk carries now
    qint64 sizeBytes = qint64(1) << 30; // 0: nothing bound (an unbound loop device)
};

// Fake nodes under /dev that exist only here: each carries a number of its own (major 4095, which
// no driver uses), lives on the real devtmpfs and is judged by that number like a real one.
// Everything that is not a fake node is the real system's, so links and mknod nodes that lead to
// the real system disk are judged for real.
class FakeDeviceFacts : public SystemDeviceFacts {
public:
    static constexpr unsigned FakeMajor = 4095;
    QHash<QString, FakeDisk> disks; // node -> what it is
    QHash<QString, QStringList> stacked; // md126 -> the fake nodes under it (an md array of the lab)
    QStringList files; // plain files that exist only here (the loop lab's backing file)

    static DeviceNumber fakeNumber(const QString &node)
    {
        return {FakeMajor, static_cast<unsigned>(qHash(node) % 1000000u)};
    }
    // The identity a fake node resolves to, with MEDIUM as its serial.
    static DeviceIdentity fakeIdentity(const QString &node, const QString &medium = {})
    {
        return {fakeNumber(node), node.mid(5), node, medium};
    }

    QString realPath(const QString &path) const override
    {
        if (disks.contains(path) || files.contains(path) || isStackedNode(path))
            return path;
        const QFileInfo link(path); // a link the test made to a fake node
        if (link.isSymLink() && disks.contains(link.symLinkTarget()))
            return link.symLinkTarget();
        return SystemDeviceFacts::realPath(path);
    }
    std::optional<NodeStat> statPath(const QString &path) const override
    {
        if (files.contains(path))
            return NodeStat {NodeStat::Type::Regular, {}, 1};
        if (!disks.contains(path) && !isStackedNode(path))
            return SystemDeviceFacts::statPath(path);
        NodeStat node;
        node.type = disks.value(path).block ? NodeStat::Type::Block : NodeStat::Type::Regular;
        node.rdev = fakeNumber(path);
        node.filesystem = devFilesystem().value_or(0);
        return node;
    }
    std::optional<NodeStat> openNode(const QString &path) const override
    {
        return disks.contains(path) || files.contains(path) || isStackedNode(path) ? statPath(path)
                                                                                   : SystemDeviceFacts::openNode(path);
    }
    QString kernelName(DeviceNumber number) const override
    {
        if (number.major != FakeMajor)
            return SystemDeviceFacts::kernelName(number);
        const QString node = nodeOf(number);
        return node.isEmpty() ? QString() : node.mid(5);
    }
    std::optional<DeviceNumber> numberOf(const QString &name) const override
    {
        const QString node = QStringLiteral("/dev/") + name;
        if (disks.contains(node) || stacked.contains(name))
            return fakeNumber(node);
        return SystemDeviceFacts::numberOf(name);
    }
    bool isPartition(DeviceNumber number) const override
    {
        return isFake(number) ? disk(number).partition : SystemDeviceFacts::isPartition(number);
    }
    DeviceNumber wholeDisk(DeviceNumber number) const override
    {
        return isFake(number) ? number : SystemDeviceFacts::wholeDisk(number);
    }
    qint64 sizeBytes(DeviceNumber number) const override
    {
        return isFake(number) ? disk(number).sizeBytes : SystemDeviceFacts::sizeBytes(number);
    }
    bool isSystemDisk(DeviceNumber number) const override
    {
        return isFake(number) ? disk(number).system : SystemDeviceFacts::isSystemDisk(number);
    }
    bool isInUse(DeviceNumber number) const override
    {
        return isFake(number) ? disk(number).inUse : SystemDeviceFacts::isInUse(number);
    }
    QStringList mountPoints(DeviceNumber number) const override
    {
        return isFake(number) ? disk(number).mounts : SystemDeviceFacts::mountPoints(number);
    }
    QStringList holders(DeviceNumber number) const override
    {
        return isFake(number) ? disk(number).holders : SystemDeviceFacts::holders(number);
    }
    QList<DeviceNumber> lowerDisks(DeviceNumber number) const override
    {
        if (number.major != FakeMajor)
            return SystemDeviceFacts::lowerDisks(number);
        QList<DeviceNumber> lower;
        for (const QString &node : stacked.value(kernelName(number)))
            lower.append(fakeNumber(node));
        return lower;
    }
    QString medium(DeviceNumber number) const override
    {
        return isFake(number) ? disk(number).identity : SystemDeviceFacts::medium(number);
    }
    VirtualKind virtualKind(DeviceNumber number) const override
    {
        if (number.major != FakeMajor)
            return SystemDeviceFacts::virtualKind(number);
        return stacked.contains(kernelName(number)) ? VirtualKind::Md : VirtualKind::None;
    }

private:
    bool isStackedNode(const QString &path) const
    {
        return path.startsWith(QLatin1String("/dev/")) && stacked.contains(path.mid(5));
    }
    QString nodeOf(DeviceNumber number) const
    {
        for (auto it = disks.cbegin(); it != disks.cend(); ++it) {
            if (fakeNumber(it.key()) == number)
                return it.key();
        }
        for (auto it = stacked.cbegin(); it != stacked.cend(); ++it) {
            if (fakeNumber(QStringLiteral("/dev/") + it.key()) == number)
                return QStringLiteral("/dev/") + it.key();
        }
        return {};
    }
    bool isFake(DeviceNumber number) const { return number.major == FakeMajor && disks.contains(nodeOf(number)); }
    FakeDisk disk(DeviceNumber number) const { return disks.value(nodeOf(number)); }
};

// The nodes the fixture knows.
struct FakeLab {
    static inline const QString A = QStringLiteral("/dev/stacklab-fake-a");
    static inline const QString B = QStringLiteral("/dev/stacklab-fake-b");
    static inline const QString C = QStringLiteral("/dev/stacklab-fake-c");
    static inline const QString D = QStringLiteral("/dev/stacklab-fake-d");
    static inline const QString E = QStringLiteral("/dev/stacklab-fake-e"); // free, never claimed
    static inline const QString Busy = QStringLiteral("/dev/stacklab-fake-busy"); // claimed, a step runs on it
    static inline const QString Mounted
        = QStringLiteral("/dev/stacklab-fake-mounted"); // claimed, mounted outside the lab
    static inline const QString LabMounted = QStringLiteral("/dev/stacklab-fake-labmounted"); // mounted under the lab
    static inline const QString Held = QStringLiteral("/dev/stacklab-fake-held");
    static inline const QString InUse = QStringLiteral("/dev/stacklab-fake-inuse");
    static inline const QString Part = QStringLiteral("/dev/stacklab-fake-part1");
    static inline const QString Backing = QStringLiteral("/var/lib/stacklab/loop-lab/s1/disk0.img");
    // Claimed by a stable ID that resolved to PulledNode; both are gone now (echo 1 > …/delete).
    static inline const QString Pulled = QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_STACKLABP");
    static inline const QString PulledNode = QStringLiteral("/dev/stacklab-fake-pulled");
    // Claimed as serial OLD; the node is back, but the disk behind it has serial NEW.
    static inline const QString Replaced = QStringLiteral("/dev/stacklab-fake-replaced");
    // A loop device with nothing bound: a node, but no disk behind it.
    static inline const QString Unbound = QStringLiteral("/dev/stacklab-fake-unbound");

    static void describe(FakeDeviceFacts *facts)
    {
        for (const QString &node : {A, B, C, D, E, Busy})
            facts->disks.insert(node, {});
        facts->disks.insert(Mounted, {true, false, false, false, {QStringLiteral("/srv")}, {}, {}});
        facts->disks.insert(
            LabMounted, {true, false, false, false, {QStringLiteral("/mnt/stacklab/s1/btrfs-raid1")}, {}, {}});
        facts->disks.insert(Held, {true, false, false, false, {}, {QStringLiteral("md127")}, {}});
        facts->disks.insert(InUse, {true, false, false, true, {}, {}, {}});
        facts->disks.insert(Part, {true, true, false, false, {}, {}, {}});
        facts->disks.insert(Replaced, {true, false, false, false, {}, {}, QStringLiteral("serial:NEW")});
        facts->disks.insert(Unbound, {true, false, false, false, {}, {}, {}, 0});
        facts->files.append(Backing);
        facts->stacked.insert(QStringLiteral("md126"), {A, B});
        facts->stacked.insert(QStringLiteral("md127"), {A, E});
    }

    static LabSessionState claimedState()
    {
        LabSessionState state;
        state.session = QStringLiteral("s1");
        for (const QString &node : {A, B, C, D, Busy, Mounted, LabMounted})
            state.claims.append({node, FakeDeviceFacts::fakeIdentity(node)});
        state.runningByDevice.insert(Busy, QStringLiteral("r-busy"));
        state.backingFiles.insert(A, Backing);
        state.claims.append({Pulled, FakeDeviceFacts::fakeIdentity(PulledNode, QStringLiteral("serial:STACKLABP"))});
        state.claims.append({Replaced, FakeDeviceFacts::fakeIdentity(Replaced, QStringLiteral("serial:OLD"))});
        return state;
    }

    // One stack, "btrfs-raid1", shaped like the real recipe, plus an "evil" phase whose steps a
    // compromised recipe might produce: the helper refuses each by an exec.* rule. Besides it the
    // real ZFS stacks, whose device options (log, cache, special, spares, expand) the helper must
    // resolve like members.
    static RecipeBook recipeBook(const QString &systemDisk)
    {
        RecipeBook book;
        book.stacks = [] {
            QStringList names {QStringLiteral("btrfs-raid1")};
            for (const StackInfo &info : stackInfos()) {
                if (info.name.startsWith(QLatin1String("zfs-")))
                    names << info.name;
            }
            return names;
        };
        book.deviceOptions = [](const QString &stack) {
            for (const StackInfo &info : stackInfos()) {
                if (info.name == stack)
                    return info.deviceOptions;
            }
            return QStringList();
        };
        book.build = [systemDisk](const RecipeRequest &request) {
            PlanOrError result;
            if (request.stack.startsWith(QLatin1String("zfs-")))
                return buildPlan(request);
            if (request.stack != QLatin1String("btrfs-raid1")) {
                result.error = QStringLiteral("unknown stack");
                return result;
            }
            if (request.disks.size() < 2) {
                result.error = QStringLiteral("btrfs raid1 needs at least 2 disks");
                return result;
            }
            const QString mountPoint
                = request.labRoot + QLatin1Char('/') + request.session + QStringLiteral("/btrfs-raid1");
            auto step = [](const QString &id, const QStringList &argv, const QStringList &devices = {}) {
                PlanStep s;
                s.id = id;
                s.title = id;
                s.argv = argv;
                s.devices = devices;
                return s;
            };
            Plan &plan = result.plan;
            plan.stack = request.stack;
            PlanPhase prepare {QStringLiteral("prepare"), {}, {}};
            prepare.steps << step(QStringLiteral("check-blank-1"),
                {QStringLiteral("wipefs"), QStringLiteral("-n"), request.disks.first()}, {request.disks.first()});
            PlanPhase build {QStringLiteral("build"), {}, {}};
            build.steps << step(QStringLiteral("mkfs"),
                QStringList {QStringLiteral("mkfs.btrfs"), QStringLiteral("-f"), QStringLiteral("-d"),
                    QStringLiteral("raid1"), QStringLiteral("-m"), QStringLiteral("raid1")}
                    + request.disks,
                request.disks);
            build.steps << step(QStringLiteral("harmless"), {QStringLiteral("cat")}, request.disks);
            PlanPhase mount {QStringLiteral("mount"), {}, {}};
            mount.steps << step(QStringLiteral("mkdir"), {QStringLiteral("mkdir"), QStringLiteral("-p"), mountPoint});
            mount.steps << step(
                QStringLiteral("mount"), {QStringLiteral("mount"), request.disks.first(), mountPoint}, request.disks);
            PlanPhase fail {QStringLiteral("fail"), {}, {}};
            fail.steps << step(QStringLiteral("truncate-backing"),
                {QStringLiteral("truncate"), QStringLiteral("-s"), QStringLiteral("0"),
                    request.backingFiles.value(request.disks.first(), QStringLiteral("/nonexistent"))});
            // What the sysfs pull method writes: the kernel name of the disk to fail.
            const QString failDisk = request.failDisk.isEmpty() ? request.disks.last() : request.failDisk;
            fail.steps << step(QStringLiteral("pull-disk"),
                {QStringLiteral("tee"),
                    QStringLiteral("/sys/block/%1/device/delete")
                        .arg(request.kernelNames.value(failDisk, failDisk.section(QLatin1Char('/'), -1)))},
                {failDisk});
            fail.steps << step(QStringLiteral("poke-write"),
                {QStringLiteral("dd"), QStringLiteral("if=/dev/urandom"),
                    QStringLiteral("of=") + mountPoint + QStringLiteral("/poke.bin")});
            PlanPhase evil {QStringLiteral("evil"), {}, {}};
            evil.steps << step(
                QStringLiteral("shell"), {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("reboot")});
            evil.steps << step(
                QStringLiteral("absolute"), {QStringLiteral("/bin/sh"), QStringLiteral("-c"), QStringLiteral("id")});
            evil.steps << step(QStringLiteral("empty"), {});
            evil.steps << step(QStringLiteral("tee-passwd"), {QStringLiteral("tee"), QStringLiteral("/etc/passwd")});
            evil.steps << step(QStringLiteral("dd-system"),
                {QStringLiteral("dd"), QStringLiteral("if=/dev/zero"), QStringLiteral("of=") + systemDisk});
            evil.steps << step(QStringLiteral("dd-read-system"),
                {QStringLiteral("dd"), QStringLiteral("if=") + systemDisk,
                    QStringLiteral("of=") + mountPoint + QStringLiteral("/x")});
            evil.steps << step(QStringLiteral("truncate-shadow"),
                {QStringLiteral("truncate"), QStringLiteral("-s"), QStringLiteral("0"), QStringLiteral("/etc/shadow")});
            evil.steps << step(QStringLiteral("mkdir-dotdot"),
                {QStringLiteral("mkdir"), QStringLiteral("-p"), mountPoint + QStringLiteral("/../../../../etc/x")});
            evil.steps << step(QStringLiteral("touch-system"),
                {QStringLiteral("wipefs"), QStringLiteral("-a"), systemDisk}, {systemDisk});
            PlanPhase scrub {QStringLiteral("scrub"), {}, {}};
            scrub.steps << step(
                QStringLiteral("md-check"), {QStringLiteral("tee"), QStringLiteral("/sys/block/md126/md/sync_action")});
            evil.steps << step(
                QStringLiteral("md-other"), {QStringLiteral("tee"), QStringLiteral("/sys/block/md127/md/sync_action")});
            evil.steps << step(
                QStringLiteral("md-unknown"), {QStringLiteral("tee"), QStringLiteral("/sys/block/md9/md/sync_action")});
            scrub.steps << step(QStringLiteral("md-mismatches"),
                {QStringLiteral("cat"), QStringLiteral("/sys/block/md126/md/mismatch_cnt")});
            evil.steps << step(QStringLiteral("cat-shadow"), {QStringLiteral("cat"), QStringLiteral("/etc/shadow")});
            // A recipe that forgot to declare an option as a device and puts its value where a path goes.
            evil.steps << step(QStringLiteral("option-path"),
                {QStringLiteral("wipefs"), QStringLiteral("-a"),
                    request.options.value(QStringLiteral("target")).toString()});
            // A step that says it touches a device the client named (as an md, dm or zvol name).
            evil.steps << step(QStringLiteral("touch-device"), {QStringLiteral("blkid")},
                {request.options.value(QStringLiteral("device")).toString()});
            evil.steps << step(QStringLiteral("md-write-other"),
                {QStringLiteral("tee"), QStringLiteral("/sys/block/md126/md/array_state")});
            plan.phases = {prepare, build, mount, fail, scrub, evil};
            return result;
        };
        return book;
    }
};
