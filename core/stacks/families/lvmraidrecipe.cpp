#include "stacks/families/lvmraidrecipe.h"

#include "stacks/recipe/labsteps.h"

static const QString vg = QStringLiteral("vg_raid");
static const QString lv = QStringLiteral("vg_raid/data");
static const QString lvDevice = QStringLiteral("/dev/vg_raid/data");
static const QString snapshotName = QStringLiteral("data_snap");

// "2G", "512M", "1T", plain bytes: LVM's size suffixes (binary units).
static std::optional<qint64> lvmSize(const QString &text)
{
    static const QString units = QStringLiteral("KMGT");
    QString number = text.trimmed();
    qint64 factor = 1;
    if (!number.isEmpty()) {
        const int unit = int(units.indexOf(number.back().toUpper()));
        if (unit >= 0) {
            factor = qint64(1) << (10 * (unit + 1));
            number.chop(1);
        }
    }
    bool ok = false;
    const double value = number.toDouble(&ok);
    if (!ok || value < 0)
        return std::nullopt;
    return qint64(value * double(factor));
}

QList<StackInfo> LvmRaidRecipe::stacks() const
{
    const QStringList options = {QStringLiteral("snapshot-size")};
    return {
        {QStringLiteral("lvm-raid1"), tr("LVM RAID1 (lvcreate --type raid1) with XFS"), 2, 1, options, {}},
        {QStringLiteral("lvm-raid5"), tr("LVM RAID5 (lvcreate --type raid5) with XFS (in the four-stack comparison)"),
            3, 1, options, {}},
        {QStringLiteral("lvm-raid6"), tr("LVM RAID6 (lvcreate --type raid6) with XFS"), 5, 1, options, {}},
        {QStringLiteral("lvm-raid5-integrity"),
            tr("LVM RAID5 with dm-integrity under each leg (lvcreate --type raid5 --raidintegrity y) with XFS"), 3, 1,
            options, {}},
    };
}

bool LvmRaidRecipe::hasIntegrity(const QString &stack)
{
    return stack == QLatin1String("lvm-raid5-integrity");
}

int LvmRaidRecipe::integrityPercent(int members)
{
    // %PVS of a raid5 LV counts logical extents: each image gets percent x members / (members - 1)
    // of its PV. 97 % leaves each member about 3 % for the rmeta and the imeta LV.
    return members < 2 ? 0 : integrityImagePercent * (members - 1) / members;
}

PlanStep LvmRaidRecipe::pollLv(
    const QString &id, const QString &title, const QString &field, const QString &lvName, const QString &value)
{
    PlanStep step = LabSteps::wait(
        id, title, {QStringLiteral("lvs"), QStringLiteral("--noheadings"), QStringLiteral("-o"), field, lvName});
    step.pollUntil = value;
    return step;
}

QStringList LvmRaidRecipe::createArgs(const QString &stack, const QStringList &members)
{
    const int count = int(members.size());
    QStringList argv = {QStringLiteral("lvcreate"), QStringLiteral("--type")};
    if (stack == QLatin1String("lvm-raid1"))
        argv << QStringLiteral("raid1") << QStringLiteral("-m") << QString::number(count - 1);
    else if (stack == QLatin1String("lvm-raid6"))
        argv << QStringLiteral("raid6") << QStringLiteral("-i") << QString::number(count - 2);
    else
        argv << QStringLiteral("raid5") << QStringLiteral("-i") << QString::number(count - 1);
    // lvcreate adds the imeta LVs after the RAID LV, from the free extents of each leg's PV:
    // 100%PVS would leave none and the command fails.
    if (hasIntegrity(stack))
        argv << QStringLiteral("--raidintegrity") << QStringLiteral("y") << QStringLiteral("-l")
             << QStringLiteral("%1%PVS").arg(integrityPercent(count));
    else
        argv << QStringLiteral("-l") << QStringLiteral("100%PVS");
    argv << QStringLiteral("-n") << QStringLiteral("data") << vg;
    return argv + members;
}

StackTraits LvmRaidRecipe::traits(const QString &stack) const
{
    StackTraits traits;
    traits.family = StackFamily::LvmRaid;
    traits.level = stack.mid(QStringLiteral("lvm-").size());
    traits.integrity = traits.level.endsWith(QLatin1String("-integrity"));
    if (traits.integrity)
        traits.level.chop(int(qstrlen("-integrity")));
    traits.usesDeviceMapper = true;
    return traits;
}

PlanOrError LvmRaidRecipe::plan(const RecipeRequest &request) const
{
    const LabSteps lab(request);
    Plan plan;
    plan.stack = request.stack;
    plan.createdDevices = {lvDevice};
    plan.phases << lab.preparePhase();
    plan.phases << buildPhase(request, lab.allDisks());
    PlanPhase sync;
    sync.name = QStringLiteral("sync");
    sync.steps << pollLv(QStringLiteral("wait-sync"), tr("Wait until Cpy%Sync reads 100.00"),
        QStringLiteral("sync_percent"), lv, QStringLiteral("100.00"));
    plan.phases << sync;
    plan.phases << mountPhase(request, lab) << snapshotPhase(request, lab.allDisks());
    plan.phases << lab.failPhase(LabSteps::check(QStringLiteral("degraded"), tr("Show the LV state (expect: partial)"),
        {QStringLiteral("lvs"), QStringLiteral("-a"), QStringLiteral("-o"),
            QStringLiteral("lv_name,lv_attr,lv_health_status,devices"), vg}));
    plan.phases << rebuildPhase(request, lab.allDisks()) << scrubPhase(request) << corruptionPhase(request)
                << recoverPhase(lab) << teardownPhase(request, lab);
    return {plan, {}};
}

PlanPhase LvmRaidRecipe::buildPhase(const RecipeRequest &request, const QStringList &all)
{
    PlanPhase build;
    build.name = QStringLiteral("build");
    build.steps << LabSteps::destroying(
        LabSteps::command(QStringLiteral("pvcreate"), tr("Make every disk an LVM physical volume"),
            QStringList {QStringLiteral("pvcreate")} + all, all),
        tr("all data on %1").arg(all.join(QStringLiteral(", "))));
    build.steps << LabSteps::command(QStringLiteral("vgcreate"), tr("Create the volume group %1").arg(vg),
        QStringList {QStringLiteral("vgcreate"), vg} + all, all);
    PlanStep create = LabSteps::command(QStringLiteral("lvcreate"),
        tr("Create the RAID logical volume %1 on the members only").arg(lv), createArgs(request.stack, request.disks),
        request.disks);
    create.startsSync = true;
    build.steps << create;
    return build;
}

PlanPhase LvmRaidRecipe::mountPhase(const RecipeRequest &request, const LabSteps &lab)
{
    PlanPhase mount;
    mount.name = QStringLiteral("mount");
    mount.steps << LabSteps::destroying(
        LabSteps::command(QStringLiteral("mkfs"), tr("Make an XFS filesystem on %1").arg(lvDevice),
            {QStringLiteral("mkfs.xfs"), lvDevice}, request.disks),
        tr("anything already on %1").arg(lvDevice));
    mount.steps << lab.makeMountPoint() << lab.mount(lvDevice, request.disks) << lab.showSpace();
    return mount;
}

PlanPhase LvmRaidRecipe::snapshotPhase(const RecipeRequest &request, const QStringList &all)
{
    PlanPhase snapshot;
    snapshot.name = QStringLiteral("snapshot");
    const QString size = request.options.value(QStringLiteral("snapshot-size"), QStringLiteral("2G")).toString();
    PlanStep create = LabSteps::command(QStringLiteral("create-snapshot"),
        tr("Take a thick snapshot with a %1 copy-on-write reserve").arg(size),
        {QStringLiteral("lvcreate"), QStringLiteral("-s"), QStringLiteral("-L"), size, QStringLiteral("-n"),
            snapshotName, lv},
        all);
    create.note = tr("The reserve lands on free extents outside the RAID legs (often the spare): it has no redundancy, "
                     "and it becomes invalid when it fills up.");
    snapshot.steps << create;
    snapshot.steps << LabSteps::check(QStringLiteral("show-snapshot"),
        tr("Show the snapshot and where its reserve lives"),
        {QStringLiteral("lvs"), QStringLiteral("-o"), QStringLiteral("lv_name,lv_size,data_percent,devices"), vg});
    return snapshot;
}

PlanStep LvmRaidRecipe::removeMissing(const QStringList &disks)
{
    return LabSteps::command(QStringLiteral("removemissing"), tr("Drop the missing disk from %1").arg(vg),
        {QStringLiteral("vgreduce"), QStringLiteral("--removemissing"), vg}, disks);
}

PlanPhase LvmRaidRecipe::rebuildPhase(const RecipeRequest &request, const QStringList &all)
{
    PlanPhase rebuild;
    rebuild.name = QStringLiteral("rebuild");
    PlanStep dropSnapshot
        = LabSteps::destroying(LabSteps::command(QStringLiteral("remove-snapshot"),
                                   tr("Remove the thick snapshot before the repair, if there is one"),
                                   {QStringLiteral("lvremove"), QStringLiteral("-y"), QStringLiteral("--select"),
                                       QStringLiteral("lv_name=") + snapshotName, vg},
                                   all, false),
            tr("the snapshot %1/%2 and what it preserved").arg(vg, snapshotName));
    dropSnapshot.note
        = tr("What broke in the four-stack comparison: with the reserve on the spare, lvconvert --repair refused "
             "with \"Insufficient free space\"; removing the snapshot let it run. --select matches nothing when "
             "there is none.");
    rebuild.steps << dropSnapshot;
    QStringList repair = {QStringLiteral("lvconvert"), QStringLiteral("-y"), QStringLiteral("--repair"), lv};
    if (!request.spare.isEmpty())
        repair << request.spare;
    rebuild.steps << LabSteps::destroying(
        LabSteps::command(QStringLiteral("repair"),
            request.spare.isEmpty() ? tr("Repair %1 onto free extents").arg(lv)
                                    : tr("Repair %1 onto %2").arg(lv, request.spare),
            repair, request.spare.isEmpty() ? request.disks : QStringList {request.spare}),
        request.spare.isEmpty() ? tr("the free extents the repair takes") : tr("all data on %1").arg(request.spare));
    rebuild.steps << pollLv(QStringLiteral("wait-resync"), tr("Wait for the resync to reach 100.00"),
        QStringLiteral("sync_percent"), lv, QStringLiteral("100.00"));
    rebuild.steps << removeMissing(all);
    // The repair synced one image onto the spare: its LSize is what was rebuilt, not the LV's.
    rebuild.steps << LabSteps::check(QStringLiteral("show-images"), tr("Show the RAID images and where they live"),
        {QStringLiteral("lvs"), QStringLiteral("-a"), QStringLiteral("-o"), QStringLiteral("lv_name,lv_size,devices"),
            QStringLiteral("--units"), QStringLiteral("b"), vg});
    return rebuild;
}

QString LvmRaidRecipe::mismatchFields(const QString &stack)
{
    // With dm-integrity a bad block is an I/O error the RAID rewrites from the other legs:
    // integritymismatches counts those, raid_mismatch_count only the stripes that disagree.
    return hasIntegrity(stack) ? QStringLiteral("lv_name,raid_mismatch_count,integritymismatches")
                               : QStringLiteral("lv_name,raid_mismatch_count");
}

PlanPhase LvmRaidRecipe::scrubPhase(const RecipeRequest &request)
{
    PlanPhase scrub;
    scrub.name = QStringLiteral("scrub");
    scrub.steps << LabSteps::command(QStringLiteral("start-check"), tr("Start a check of every stripe of %1").arg(lv),
        {QStringLiteral("lvchange"), QStringLiteral("--syncaction"), QStringLiteral("check"), lv}, request.disks);
    scrub.steps << pollLv(QStringLiteral("wait-check"), tr("Wait until the check is idle"),
        QStringLiteral("raid_sync_action"), lv, QStringLiteral("idle"));
    scrub.steps << LabSteps::check(QStringLiteral("mismatches"), tr("Read the mismatch count"),
        {QStringLiteral("lvs"), QStringLiteral("-o"), mismatchFields(request.stack), lv});
    return scrub;
}

PlanPhase LvmRaidRecipe::corruptionPhase(const RecipeRequest &request)
{
    // The silent corruption drill (docs/drills.md): the counters after the first read (dm-integrity
    // counts on read, plain dm-raid says nothing), then a repair where lvm2 allows one.
    const QString fields = mismatchFields(request.stack);
    PlanPhase corruption;
    corruption.name = QStringLiteral("corruption");
    corruption.onDemand = true; // the corruption drill runs it; a walk never offers it next
    corruption.steps << LabSteps::check(QStringLiteral("read-mismatches"),
        tr("Read the mismatch counts after the read"), {QStringLiteral("lvs"), QStringLiteral("-o"), fields, lv});
    if (hasIntegrity(request.stack)) {
        corruption.note = tr("lvm2 refuses --syncaction repair on a RAID with integrity (\"Use syncaction check to "
                             "detect and correct integrity checksum mismatches\"): the check repaired already.");
        return corruption;
    }
    corruption.steps << LabSteps::command(QStringLiteral("repair-start"),
        tr("Start a repair of %1: dm-raid rewrites the parity of every stripe that disagrees").arg(lv),
        {QStringLiteral("lvchange"), QStringLiteral("--syncaction"), QStringLiteral("repair"), lv}, request.disks);
    corruption.steps << pollLv(QStringLiteral("repair-wait"), tr("Wait until the repair is idle"),
        QStringLiteral("raid_sync_action"), lv, QStringLiteral("idle"));
    corruption.steps << LabSteps::check(QStringLiteral("repair-mismatches"),
        tr("Read the mismatch count after the repair"), {QStringLiteral("lvs"), QStringLiteral("-o"), fields, lv});
    return corruption;
}

PlanPhase LvmRaidRecipe::recoverPhase(const LabSteps &lab)
{
    PlanStep activate = LabSteps::command(QStringLiteral("activate"), tr("Activate the volumes of %1").arg(vg),
        {QStringLiteral("vgchange"), QStringLiteral("-ay"), vg}, lab.allDisks());
    activate.note = tr("dm-raid reads each image's metadata (rmeta) and resyncs what the cut left unsynced; a PV that "
                       "failed before the cut carries an older VG sequence number and is not used.");
    // The rebuild phase drops the pulled PV after its resync; a cut before that leaves it in the VG,
    // and lvm2 then refuses every change to the VG ("Cannot change VG vg_raid while PVs are missing").
    return lab.recoverPhase({activate},
        pollLv(QStringLiteral("wait-redundant"), tr("Wait until Cpy%Sync reads 100.00 again"),
            QStringLiteral("sync_percent"), lv, QStringLiteral("100.00")),
        lvDevice, {removeMissing(lab.allDisks())});
}

PlanPhase LvmRaidRecipe::teardownPhase(const RecipeRequest &request, const LabSteps &lab)
{
    const QStringList all = lab.allDisks();
    PlanPhase teardown;
    teardown.name = QStringLiteral("teardown");
    teardown.steps << lab.unmount(request.disks);
    PlanStep wipe = LabSteps::destroying(
        LabSteps::command(QStringLiteral("wipe-lv"), tr("Clear the filesystem signature on %1").arg(lvDevice),
            {QStringLiteral("wipefs"), QStringLiteral("-a"), lvDevice}, request.disks, false),
        tr("the filesystem on %1").arg(lvDevice));
    wipe.note
        = tr("vgremove leaves the data in place: the next LV on the same extents shows this XFS again, and "
             "lvcreate then asks \"Wipe it? [y/n]\" and, without a terminal, aborts (virtual lab, lvm2 2.03.16).");
    teardown.steps << wipe;
    teardown.steps << LabSteps::destroying(
        LabSteps::command(QStringLiteral("vgremove"), tr("Remove the volume group %1 and its volumes").arg(vg),
            {QStringLiteral("vgremove"), QStringLiteral("-y"), vg}, all),
        tr("every logical volume in %1").arg(vg));
    teardown.note = lab.pulledNote(all);
    const QStringList present = lab.present(all);
    PlanStep pvremove = LabSteps::destroying(LabSteps::command(QStringLiteral("pvremove"), tr("Remove the PV labels"),
                                                 QStringList {QStringLiteral("pvremove")} + present, present),
        tr("the LVM labels on %1").arg(present.join(QStringLiteral(", "))));
    pvremove.note = teardown.note;
    teardown.steps << pvremove;
    teardown.steps << lab.blankChecks();
    return teardown;
}

SnapshotSpaceProbe LvmRaidRecipe::snapshotSpaceProbe(const RecipeRequest &request) const
{
    // A thick snapshot takes its copy-on-write extents from the VG when it is created.
    SnapshotSpaceProbe probe;
    probe.fixedReserveBytes
        = lvmSize(request.options.value(QStringLiteral("snapshot-size"), QStringLiteral("2G")).toString());
    probe.lvsVolume = snapshotName;
    return probe;
}

void LvmRaidRecipe::fitOptionsToMembers(RecipeRequest *request, qint64 memberBytes) const
{
    // The four-stack comparison's 2G reserve on 10 GiB disks; a quarter of a member on smaller ones.
    constexpr qint64 mib = 1024 * 1024;
    if (!request->options.contains(QStringLiteral("snapshot-size")))
        request->options.insert(
            QStringLiteral("snapshot-size"), QStringLiteral("%1M").arg(std::min(2048 * mib, memberBytes / 4) / mib));
}

RebuildProbe LvmRaidRecipe::rebuildProbe(const RecipeRequest &) const
{
    RebuildProbe probe;
    probe.raidLv = QStringLiteral("data");
    return probe;
}
