#include "disks/rules/diskclassifier.h"

#include <QSet>

bool DiskClassifier::isSystemMountPoint(const QString &mountPoint)
{
    static const QStringList system = {QStringLiteral("/"), QStringLiteral("/boot"), QStringLiteral("/boot/efi"),
        QStringLiteral("/usr"), QStringLiteral("/var"), QStringLiteral("/home")};
    return system.contains(mountPoint);
}

namespace {

struct Walk {
    QStringList systemUses;
    QStringList activeUses;
};

QString chainText(const QStringList &chain)
{
    return chain.join(QStringLiteral(" → "));
}

QString mountText(const MountEntry &mount)
{
    if (mount.isBind())
        return DiskClassifier::tr("mounted at %1 (bind mount of %2)").arg(mount.mountPoint, mount.root);
    return DiskClassifier::tr("mounted at %1").arg(mount.mountPoint);
}

void visit(const ClassifierInput &input, const QString &name, QStringList chain, QSet<QString> &seen, Walk &walk)
{
    if (seen.contains(name))
        return;
    seen.insert(name);
    const auto it = input.nodes.constFind(name);
    const BlockNode node = it != input.nodes.cend() ? *it : BlockNode {name, name, {}, {}, false, {}, {}};
    chain.append(node.label.isEmpty() ? name : node.label);
    const QString where = chainText(chain);

    QStringList systemMounts;
    for (const MountEntry &mount : node.mounts) {
        if (DiskClassifier::isSystemMountPoint(mount.mountPoint)) {
            if (!systemMounts.contains(mount.mountPoint))
                systemMounts.append(mount.mountPoint);
        } else {
            walk.activeUses.append(DiskClassifier::tr("%1 (%2)").arg(mountText(mount), where));
        }
    }
    if (!systemMounts.isEmpty())
        walk.systemUses.append(DiskClassifier::tr("holds %1 (%2)").arg(systemMounts.join(QStringLiteral(", ")), where));
    if (node.swap)
        walk.systemUses.append(DiskClassifier::tr("holds active swap (%1)").arg(where));
    for (const QString &use : node.systemFileUses)
        walk.systemUses.append(DiskClassifier::tr("holds %1 (%2)").arg(use, where));
    for (const QString &membership : node.memberships)
        walk.activeUses.append(DiskClassifier::tr("member of %1 (%2)").arg(membership, where));
    for (const QString &holder : node.holders) {
        const auto holderIt = input.nodes.constFind(holder);
        const QString holderLabel
            = holderIt != input.nodes.cend() && !holderIt->label.isEmpty() ? holderIt->label : holder;
        walk.activeUses.append(DiskClassifier::tr("held by %1 (%2)").arg(holderLabel, where));
        visit(input, holder, chain, seen, walk);
    }
}

} // namespace

QString DiskClassifier::describeSignature(const DiskSignature &signature)
{
    QString what = signature.type;
    if (signature.usage == QLatin1String("partition_table"))
        what = tr("%1 partition table").arg(signature.type);
    if (!signature.label.isEmpty())
        what += QStringLiteral(" \"") + signature.label + QLatin1Char('"');
    return tr("%1 on %2").arg(what, signature.device);
}

QStringList DiskClassifier::cleanupCommands(const QList<DiskSignature> &signatures, const QString &diskDevnode)
{
    QList<DiskSignature> ordered;
    for (const DiskSignature &s : signatures) {
        if (s.device != diskDevnode)
            ordered.append(s);
    }
    for (const DiskSignature &s : signatures) {
        if (s.device == diskDevnode)
            ordered.append(s);
    }
    QStringList commands;
    for (const DiskSignature &s : ordered) {
        QString command;
        if (s.type == QLatin1String("linux_raid_member"))
            command = QStringLiteral("mdadm --zero-superblock ") + s.device;
        else if (s.type == QLatin1String("LVM2_member"))
            command = QStringLiteral("pvremove ") + s.device;
        else if (s.type == QLatin1String("zfs_member"))
            command = QStringLiteral("zpool labelclear -f ") + s.device;
        else
            command = QStringLiteral("wipefs -a ") + s.device;
        if (!commands.contains(command))
            commands.append(command);
    }
    return commands;
}

Classification DiskClassifier::classify(const ClassifierInput &input)
{
    Walk walk;
    QSet<QString> seen;
    visit(input, input.disk, {}, seen, walk);
    const QString diskLabel = input.nodes.value(input.disk).label;
    for (const QString &partition : input.partitions)
        visit(input, partition, {diskLabel.isEmpty() ? input.disk : diskLabel}, seen, walk);

    Classification result;
    if (!walk.systemUses.isEmpty()) {
        result.diskClass = DiskClass::System;
        result.reason = tr("System disk: %1. StackLab never uses it.").arg(walk.systemUses.join(QStringLiteral("; ")));
        return result;
    }
    if (!walk.activeUses.isEmpty()) {
        result.diskClass = DiskClass::InUse;
        result.reason = tr("In use: %1. Unmount it or stop what holds it before StackLab can use it.")
                            .arg(walk.activeUses.join(QStringLiteral("; ")));
        return result;
    }
    if (!input.signaturesKnown) {
        result.diskClass = DiskClass::NotBlank;
        result.reason = input.signaturesError.isEmpty() ? tr("Signatures unknown: run as root to read the disk.")
                                                        : input.signaturesError;
        if (!result.reason.isEmpty())
            result.reason[0] = result.reason.at(0).toUpper();
        if (!result.reason.endsWith(QLatin1Char('.')))
            result.reason += QLatin1Char('.');
        return result;
    }
    if (!input.signatures.isEmpty()) {
        QStringList found;
        QString volumeGroup;
        bool lvm = false;
        for (const DiskSignature &s : input.signatures) {
            found.append(describeSignature(s));
            if (s.type == QLatin1String("LVM2_member")) {
                lvm = true;
                volumeGroup = s.label.isEmpty() ? volumeGroup : s.label;
            }
        }
        result.diskClass = DiskClass::NotBlank;
        result.reason = tr("Not blank: %1. The cleanup commands erase them and everything on the disk.")
                            .arg(found.join(QStringLiteral("; ")));
        if (lvm)
            result.reason += QLatin1Char(' ')
                + tr("If LVM reports this physical volume as outdated in a volume group that still exists, run "
                     "%1 instead of pvremove.")
                      .arg(QStringLiteral("vgck --updatemetadata ")
                          + (volumeGroup.isEmpty() ? QStringLiteral("VG") : volumeGroup));
        result.cleanupCommands = cleanupCommands(input.signatures, input.diskDevnode);
        return result;
    }
    result.diskClass = DiskClass::Blank;
    result.reason = tr("Blank: libblkid found no signature.");
    return result;
}
