#include "stacks/catalog/stackmonitor.h"

#include "stacks/families/mdadmrecipe.h"
#include "stacks/families/zfslayout.h"
#include "stacks/recipe/labsteps.h"

QString stackMonitorKindName(StackMonitorSource::Kind kind)
{
    switch (kind) {
    case StackMonitorSource::Kind::Md:
        return QStringLiteral("mdstat");
    case StackMonitorSource::Kind::Lvs:
        return QStringLiteral("lvs");
    case StackMonitorSource::Kind::Zpool:
        return QStringLiteral("zpool");
    case StackMonitorSource::Kind::Btrfs:
        return QStringLiteral("btrfs");
    case StackMonitorSource::Kind::None:
        break;
    }
    return {};
}

StackMonitorSource monitorSourceFor(const RecipeRequest &request)
{
    StackMonitorSource source;
    const QString &stack = request.stack;
    // The thin pool on md RAID5 gets its redundancy from the md array, so md is what rebuilds.
    if (stack.startsWith(QLatin1String("mdadm-raid")) || stack == QLatin1String("lvm-thin-md-raid5")) {
        source.kind = StackMonitorSource::Kind::Md;
        source.target = MdadmRecipe::arrayPath();
        source.mdKernelName = MdadmRecipe::arrayKernelName(request);
        source.files = {QStringLiteral("/proc/mdstat")};
    } else if (stack.startsWith(QLatin1String("lvm-raid"))) {
        source.kind = StackMonitorSource::Kind::Lvs;
        source.target = QStringLiteral("vg_raid/data");
        // lvm2 2.03.16 knows only "json" (every value a string); -a shows the rimage legs too.
        source.commands = {{QStringLiteral("lvs"), QStringLiteral("--reportformat"), QStringLiteral("json"),
            QStringLiteral("-a"), QStringLiteral("--units"), QStringLiteral("b"), QStringLiteral("-o"),
            QStringLiteral("lv_name,vg_name,segtype,lv_attr,lv_size,sync_percent,raid_sync_action,"
                           "lv_health_status,copy_percent,raid_mismatch_count,integritymismatches"),
            QStringLiteral("vg_raid")}};
    } else if (stack.startsWith(QLatin1String("zfs-"))) {
        source.kind = StackMonitorSource::Kind::Zpool;
        source.target = ZfsLayout::pool();
        // The text form first (every OpenZFS); -j only exists from 2.3 and may fail.
        source.commands = {{QStringLiteral("zpool"), QStringLiteral("status"), QStringLiteral("-p"), source.target},
            {QStringLiteral("zpool"), QStringLiteral("status"), QStringLiteral("-j"), QStringLiteral("--json-int"),
                source.target}};
    } else if (stack.startsWith(QLatin1String("btrfs-"))) {
        source.kind = StackMonitorSource::Kind::Btrfs;
        source.target = LabSteps(request).mountPoint();
        source.commands = {{QStringLiteral("btrfs"), QStringLiteral("replace"), QStringLiteral("status"),
                               QStringLiteral("-1"), source.target},
            {QStringLiteral("btrfs"), QStringLiteral("scrub"), QStringLiteral("status"), source.target}};
    }
    return source;
}
