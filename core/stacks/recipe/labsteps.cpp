#include "stacks/recipe/labsteps.h"

#include "stacks/recipe/requestrule.h"

LabSteps::LabSteps(const RecipeRequest &request)
    : m_request(request)
{
}

QString LabSteps::mountPoint() const
{
    const QString session = m_request.session.isEmpty() ? QStringLiteral("lab") : m_request.session;
    QString root = m_request.labRoot;
    while (root.size() > 1 && root.endsWith(QLatin1Char('/')))
        root.chop(1);
    return root + QLatin1Char('/') + session + QLatin1Char('/') + m_request.stack;
}

QStringList LabSteps::allDisks() const
{
    QStringList disks = m_request.disks;
    if (!m_request.spare.isEmpty())
        disks << m_request.spare;
    return disks;
}

QStringList LabSteps::present(const QStringList &disks) const
{
    QStringList result;
    for (const QString &disk : disks) {
        if (!m_request.pulledDisks.contains(disk))
            result << disk;
    }
    return result;
}

QString LabSteps::pulledNote(const QStringList &disks) const
{
    QStringList pulled;
    for (const QString &disk : disks) {
        if (m_request.pulledDisks.contains(disk))
            pulled << disk;
    }
    if (pulled.isEmpty())
        return {};
    return tr("Left out, pulled and not present (no command can open it): %1. It keeps its old metadata until it "
              "returns; the Disks page then flags it not blank and shows the commands that clean it.")
        .arg(pulled.join(QStringLiteral(", ")));
}

PlanStep LabSteps::stillPulled(const QString &id, const QString &disk) const
{
    PlanStep step = check(id, tr("Check that %1 is still pulled (not present)").arg(disk),
        {QStringLiteral("test"), QStringLiteral("!"), QStringLiteral("-e"), disk}, {disk});
    step.note = pulledNote({disk});
    return step;
}

PlanStep LabSteps::command(
    const QString &id, const QString &title, const QStringList &argv, const QStringList &devices, bool essential)
{
    PlanStep step;
    step.id = id;
    step.title = title;
    step.kind = StepKind::Command;
    step.argv = argv;
    step.devices = devices;
    step.essential = essential;
    return step;
}

PlanStep LabSteps::wait(const QString &id, const QString &title, const QStringList &argv, const QStringList &devices)
{
    PlanStep step = command(id, title, argv, devices, false);
    step.kind = StepKind::Wait;
    return step;
}

PlanStep LabSteps::check(const QString &id, const QString &title, const QStringList &argv, const QStringList &devices)
{
    PlanStep step = command(id, title, argv, devices, false);
    step.kind = StepKind::Check;
    return step;
}

PlanStep LabSteps::destroying(PlanStep step, const QString &destroys)
{
    step.destructive = true;
    step.destroys = destroys;
    return step;
}

PlanPhase LabSteps::preparePhase(const QStringList &extraDisks) const
{
    PlanPhase phase;
    phase.name = QStringLiteral("prepare");
    const QStringList disks = allDisks() + extraDisks;
    for (int i = 0; i < disks.size(); ++i) {
        const QString &disk = disks.at(i);
        const QString n = QString::number(i + 1);
        if (m_request.clearSignatures) {
            phase.steps << destroying(
                command(QStringLiteral("wipe-") + n, tr("Clear the old signatures on %1").arg(disk),
                    {QStringLiteral("wipefs"), QStringLiteral("-a"), disk}, {disk}, false),
                tr("every signature on %1 (partition table, filesystem, RAID/LVM/ZFS labels)").arg(disk));
        }
        PlanStep blank = check(QStringLiteral("check-blank-") + n, tr("Check that %1 is blank").arg(disk),
            {QStringLiteral("wipefs"), QStringLiteral("-n"), disk}, {disk});
        blank.success = SuccessCheck::ExitZeroNoOutput;
        phase.steps << blank;
    }
    const QString &spare = m_request.spare;
    if (!spare.isEmpty()) {
        phase.steps << check(QStringLiteral("replacement-size"), tr("Read the size of the spare %1").arg(spare),
            {QStringLiteral("blockdev"), QStringLiteral("--getsize64"), spare}, {spare});
        PlanStep speed
            = destroying(command(QStringLiteral("replacement-write-speed"),
                             tr("Measure how fast the spare %1 writes: 64 MiB of zeros, direct and flushed").arg(spare),
                             {QStringLiteral("dd"), QStringLiteral("if=/dev/zero"), QStringLiteral("of=") + spare,
                                 QStringLiteral("bs=1M"), QStringLiteral("count=64"), QStringLiteral("oflag=direct"),
                                 QStringLiteral("conv=fsync")},
                             {spare}, false),
                tr("the first 64 MiB of %1, overwritten with zeros (a blank disk stays blank)").arg(spare));
        speed.note = tr("No rebuild can write to the spare faster than this: the report checks the rebuild "
                        "against it.");
        phase.steps << speed;
    }
    return phase;
}

PlanStep LabSteps::showSpace() const
{
    // -P keeps each filesystem on one line (busybox df wraps long device names otherwise).
    return check(QStringLiteral("show-space"), tr("Show the usable space of %1").arg(mountPoint()),
        {QStringLiteral("df"), QStringLiteral("-P"), QStringLiteral("-B1"), mountPoint()});
}

PlanStep LabSteps::makeMountPoint() const
{
    return command(QStringLiteral("mkdir"), tr("Create the mount point %1").arg(mountPoint()),
        {QStringLiteral("mkdir"), QStringLiteral("-p"), mountPoint()}, {}, false);
}

PlanStep LabSteps::mount(const QString &device, const QStringList &devices) const
{
    return command(QStringLiteral("mount"), tr("Mount %1 on %2").arg(device, mountPoint()),
        {QStringLiteral("mount"), device, mountPoint()}, devices);
}

PlanStep LabSteps::unmount(const QStringList &devices) const
{
    return command(QStringLiteral("umount"), tr("Unmount %1").arg(mountPoint()),
        {QStringLiteral("umount"), mountPoint()}, devices);
}

PlanPhase LabSteps::failPhase(const PlanStep &degradedCheck, PokeWrite pokeWrite) const
{
    PlanPhase phase;
    phase.name = QStringLiteral("fail");
    const QString disk = RequestRule::failDisk(m_request);
    const QString kernel = RequestRule::kernelName(m_request, disk);
    if (RequestRule::pullMethod(m_request) == QLatin1String("loop-truncate")) {
        const QString backing = RequestRule::backingFile(m_request, disk);
        PlanStep stop = destroying(
            command(QStringLiteral("loop-stop-io"),
                tr("Kill %1: the loop driver drains what is in flight and fails every I/O "
                   "from now on")
                    .arg(disk),
                {QStringLiteral("loop-io"), QStringLiteral("stop"), QStringLiteral("/dev/") + kernel}, {disk}, false),
            tr("the stack's redundancy: %1 drops out until it is replaced").arg(disk));
        stop.note = tr("Done inside stacklab-helper (the loop driver's LOOP_SET_STATUS64 with a one-byte size limit): "
                       "truncating the file and running losetup -c lets writes already queued in the loop driver land "
                       "after the truncate, grow the file again and bring the disk back.");
        phase.steps << stop;
        phase.steps << destroying(
            command(QStringLiteral("truncate-backing"),
                tr("Free the space of %1: cut its backing file %2 to zero bytes").arg(disk, backing),
                {QStringLiteral("truncate"), QStringLiteral("-s"), QStringLiteral("0"), backing}, {disk}, false),
            tr("all data on %1 (its backing file %2)").arg(disk, backing));
    } else {
        PlanStep pull = destroying(
            command(QStringLiteral("pull-disk"),
                tr("Pull %1 (%2) out of the kernel, as a drive that drops off the bus").arg(disk, kernel),
                {QStringLiteral("tee"), QStringLiteral("/sys/block/") + kernel + QStringLiteral("/device/delete")},
                {disk}, false),
            tr("the stack's redundancy: %1 drops out until it is replaced").arg(disk));
        pull.input = QByteArrayLiteral("1\n");
        phase.steps << pull;
    }
    QStringList pokeArgv {QStringLiteral("dd"), QStringLiteral("if=/dev/urandom"),
        QStringLiteral("of=") + mountPoint() + QStringLiteral("/poke.bin"), QStringLiteral("bs=1M"),
        QStringLiteral("count=%1").arg(pokeWriteBytes / (1024 * 1024))};
    if (pokeWrite == PokeWrite::Direct)
        pokeArgv << QStringLiteral("oflag=direct");
    pokeArgv << QStringLiteral("status=none");
    PlanStep poke = command(
        QStringLiteral("poke-write"), tr("Write 64 MiB so the stack notices the missing disk"), pokeArgv, {}, false);
    poke.note
        = tr("A stack only notices a missing disk when an I/O to it fails (what broke: a pulled disk goes unnoticed "
             "until the next write).");
    phase.steps << poke;
    phase.steps << command(
        QStringLiteral("sync"), tr("Flush the write to the disks"), {QStringLiteral("sync")}, {}, false);
    phase.steps << degradedCheck;
    return phase;
}

QList<PlanStep> LabSteps::blankChecks(const QStringList &extraDisks) const
{
    QList<PlanStep> steps;
    const QStringList disks = allDisks() + extraDisks;
    for (int i = 0; i < disks.size(); ++i) {
        const QString id = QStringLiteral("check-blank-") + QString::number(i + 1);
        if (m_request.pulledDisks.contains(disks.at(i))) {
            steps << stillPulled(id, disks.at(i));
            continue;
        }
        PlanStep blank = check(id, tr("Check that %1 is blank again").arg(disks.at(i)),
            {QStringLiteral("wipefs"), QStringLiteral("-n"), disks.at(i)}, {disks.at(i)});
        blank.success = SuccessCheck::ExitZeroNoOutput;
        steps << blank;
    }
    return steps;
}

QList<PlanStep> LabSteps::giveBack() const
{
    if (RequestRule::pullMethod(m_request) != QLatin1String("loop-truncate"))
        return {};
    const QString disk = RequestRule::failDisk(m_request);
    QString reference;
    for (const QString &other : allDisks()) {
        if (other != disk && !RequestRule::backingFile(m_request, other).isEmpty())
            reference = RequestRule::backingFile(m_request, other);
    }
    const QString backing = RequestRule::backingFile(m_request, disk);
    if (reference.isEmpty() || backing.isEmpty())
        return {};
    const QString node = QStringLiteral("/dev/") + RequestRule::kernelName(m_request, disk);
    PlanStep size = command(QStringLiteral("give-back-size"),
        tr("Give %1 back: its backing file %2 gets the size of %3 again, all zeros").arg(disk, backing, reference),
        {QStringLiteral("truncate"), QStringLiteral("-r"), reference, backing}, {disk}, false);
    PlanStep resume = command(QStringLiteral("give-back-io"), tr("Let %1 take I/O again at its new size").arg(node),
        {QStringLiteral("loop-io"), QStringLiteral("resume"), node}, {disk}, false);
    resume.note = tr("A fresh blank disk at the pulled one's place, as after a replacement: the lab keeps its "
                     "number of disks for the next stack.");
    return {size, resume};
}

PlanPhase LabSteps::recoverPhase(const QList<PlanStep> &bringBack, const PlanStep &waitRedundant, const QString &device,
    const QList<PlanStep> &afterRedundant) const
{
    PlanPhase phase;
    phase.name = QStringLiteral("recover");
    phase.onDemand = true;
    phase.note = tr("After a power cut: nothing was shut down cleanly. The stack's own tools find their members from "
                    "the on-disk metadata; a member that failed before the cut carries older metadata and is left "
                    "out; a rebuild that was running goes on from where the metadata says.");
    phase.steps << bringBack;
    if (!device.isEmpty())
        phase.steps << makeMountPoint() << mount(device, m_request.disks);
    PlanStep wait = waitRedundant;
    wait.id = waitRedundantId; // the power-cut drill times it and runs what follows it once it ends
    phase.steps << wait << afterRedundant;
    return phase;
}

PlanPhase LabSteps::emptyPhase(const QString &name, const QString &note)
{
    PlanPhase phase;
    phase.name = name;
    phase.note = note;
    return phase;
}
