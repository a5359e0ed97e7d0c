#pragma once

// A machine made up for the structured fuzzer, so that every request can be judged without
// touching the real one (and fast): a system disk sda holding / with its partition sda1, free
// disks sdb-sdf, bound loop devices loop1-loop3 and an unbound loop0, an md array on sdb and sdc,
// by-id links, and hostile nodes carrying sda's number under other names in the devtmpfs, in
// /dev/shm and in /tmp. The verdicts the fuzzer checks are derived from this table alone.
#include "helper/server/devicefacts.h"

#include <QHash>
#include <QSet>

class FuzzWorld : public DeviceFacts {
public:
    static constexpr quint64 DevFs = 6;
    static constexpr quint64 ShmFs = 22;
    static constexpr quint64 RootFs = 254;
    static inline const DeviceNumber System {8, 0};

    struct Node {
        NodeStat stat;
        QString kernelName; // for kernel nodes; empty for aliases and files
    };

    FuzzWorld()
    {
        const QString letters = QStringLiteral("abcdef");
        for (int i = 0; i < letters.size(); ++i)
            addDevice(QStringLiteral("sd") + letters[i], {8, unsigned(16 * i)}, QStringLiteral("serial:FUZZ%1").arg(i));
        addDevice(QStringLiteral("sda1"), {8, 1}, {});
        m_partitions.insert({8, 1});
        for (unsigned i = 0; i < 4; ++i)
            addDevice(QStringLiteral("loop%1").arg(i), {7, i},
                i == 0 ? QString() : QStringLiteral("loop:/var/lib/stacklab/loop-lab/f/disk%1.img").arg(i));
        m_sizes.insert({7, 0}, 0);
        addDevice(QStringLiteral("md127"), {9, 127}, {});
        m_stacked.insert({9, 127}, {{8, 16}, {8, 32}});
        m_links.insert(QStringLiteral("/dev/md/data"), QStringLiteral("/dev/md127"));
        for (int i = 0; i < letters.size(); ++i)
            m_links.insert(QStringLiteral("/dev/disk/by-id/ata-FUZZ%1").arg(i), QStringLiteral("/dev/sd") + letters[i]);
        m_links.insert(QStringLiteral("/dev/disk/by-id/ata-ROOT-part1"), QStringLiteral("/dev/sda1"));
        m_links.insert(QStringLiteral("/tmp/fuzz/link-root"), QStringLiteral("/dev/hostile/md99"));
        m_links.insert(QStringLiteral("/tmp/fuzz/link-shm"), QStringLiteral("/dev/shm/loop9"));
        m_links.insert(QStringLiteral("/tmp/fuzz/link-file"), QStringLiteral("/etc/passwd"));
        for (const QString &alias : {QStringLiteral("/dev/hostile/sdzz"), QStringLiteral("/dev/hostile/md99"),
                 QStringLiteral("/dev/hostile/loop250"), QStringLiteral("/dev/hostile/zd0")})
            m_nodes.insert(alias, {{NodeStat::Type::Block, System, DevFs}, {}});
        m_nodes.insert(QStringLiteral("/dev/hostile/sdzy"), {{NodeStat::Type::Block, {4094, 4094}, DevFs}, {}});
        m_nodes.insert(QStringLiteral("/dev/hostile/loop-b"), {{NodeStat::Type::Block, {8, 16}, DevFs}, {}});
        m_nodes.insert(QStringLiteral("/dev/shm/loop9"), {{NodeStat::Type::Block, System, ShmFs}, {}});
        m_nodes.insert(QStringLiteral("/tmp/fuzz/sdzz"), {{NodeStat::Type::Block, System, RootFs}, {}});
        m_nodes.insert(QStringLiteral("/etc/passwd"), {{NodeStat::Type::Regular, {}, RootFs}, {}});
        m_nodes.insert(QStringLiteral("/dev/null"), {{NodeStat::Type::Character, {1, 3}, DevFs}, {}});
        m_nodes.insert(QStringLiteral("/dev/zero"), {{NodeStat::Type::Character, {1, 5}, DevFs}, {}});
        m_nodes.insert(QStringLiteral("/dev/urandom"), {{NodeStat::Type::Character, {1, 9}, DevFs}, {}});
        for (unsigned i = 1; i < 4; ++i)
            m_nodes.insert(QStringLiteral("/var/lib/stacklab/loop-lab/f/disk%1.img").arg(i),
                {{NodeStat::Type::Regular, {}, RootFs}, {}});
    }

    // The kernel nodes a command line may name: never the system disk or its partition.
    bool isSafeKernelNode(const QString &path) const
    {
        const Node node = m_nodes.value(path);
        return !node.kernelName.isEmpty() && wholeDisk(node.stat.rdev) != System;
    }

    QString realPath(const QString &path) const override
    {
        QString current = path;
        for (int hops = 0; hops < 8; ++hops) {
            if (m_nodes.contains(current))
                return current;
            if (!m_links.contains(current))
                return {};
            current = m_links.value(current);
        }
        return {};
    }
    std::optional<NodeStat> statPath(const QString &path) const override
    {
        const QString real = realPath(path);
        if (real.isEmpty())
            return std::nullopt;
        return m_nodes.value(real).stat;
    }
    std::optional<NodeStat> openNode(const QString &path) const override
    {
        if (m_links.contains(path))
            return NodeStat {NodeStat::Type::Link, {}, DevFs};
        if (!m_nodes.contains(path))
            return std::nullopt;
        return m_nodes.value(path).stat;
    }
    std::optional<quint64> devFilesystem() const override { return DevFs; }
    QString kernelName(DeviceNumber number) const override { return m_names.value(number); }
    std::optional<DeviceNumber> numberOf(const QString &kernelName) const override
    {
        for (auto it = m_names.cbegin(); it != m_names.cend(); ++it) {
            if (it.value() == kernelName)
                return it.key();
        }
        return std::nullopt;
    }
    bool isPartition(DeviceNumber number) const override { return m_partitions.contains(number); }
    DeviceNumber wholeDisk(DeviceNumber number) const override
    {
        return m_partitions.contains(number) ? DeviceNumber {number.major, number.minor & ~15u} : number;
    }
    qint64 sizeBytes(DeviceNumber number) const override { return m_sizes.value(number, qint64(1) << 30); }
    bool isSystemDisk(DeviceNumber number) const override { return wholeDisk(number) == System; }
    bool isInUse(DeviceNumber) const override { return false; }
    QStringList mountPoints(DeviceNumber number) const override
    {
        return wholeDisk(number) == System ? QStringList {QStringLiteral("/")} : QStringList();
    }
    QStringList holders(DeviceNumber number) const override
    {
        for (auto it = m_stacked.cbegin(); it != m_stacked.cend(); ++it) {
            if (it.value().contains(number))
                return {m_names.value(it.key())};
        }
        return {};
    }
    QList<DeviceNumber> lowerDisks(DeviceNumber number) const override { return m_stacked.value(number); }
    QString medium(DeviceNumber number) const override { return m_media.value(number); }
    VirtualKind virtualKind(DeviceNumber number) const override
    {
        return m_stacked.contains(number) ? VirtualKind::Md : VirtualKind::None;
    }

private:
    void addDevice(const QString &name, DeviceNumber number, const QString &medium)
    {
        m_nodes.insert(QStringLiteral("/dev/") + name, {{NodeStat::Type::Block, number, DevFs}, name});
        m_names.insert(number, name);
        m_media.insert(number, medium);
    }

    QHash<QString, Node> m_nodes;
    QHash<QString, QString> m_links;
    QHash<DeviceNumber, QString> m_names;
    QHash<DeviceNumber, QString> m_media;
    QHash<DeviceNumber, qint64> m_sizes;
    QHash<DeviceNumber, QList<DeviceNumber>> m_stacked;
    QSet<DeviceNumber> m_partitions;
};
