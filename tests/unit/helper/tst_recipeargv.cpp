// The invariant behind the helper's promise, for every step of every recipe: each path in a
// command line comes from the helper's own resolution (a kernel node it resolved, a partition of
// one, a device the plan creates, the session's own files and sysfs entries), never from a name
// the client typed. The client names every disk, members and device options alike, through links
// (as by-id names are); the test derives on its own what each argv path may be.
#include "fakelab.h"
#include "helper/actions/execpolicy.h"
#include "helper/server/requestvalidator.h"
#include "helper/server/steppaths.h"
#include "stacks/catalog/stackrecipes.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString Session = QStringLiteral("inv");

} // namespace

class TestRecipeArgv : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void everyArgvPathIsTheHelpers_data();
    void everyArgvPathIsTheHelpers();
    void catchesAnUndeclaredDeviceOption();

private:
    const ExecPolicy m_policy; // the helper's one policy, handed to what runs programs
    struct Named {
        QString link; // what the client sends
        QString node; // the fake kernel node behind it
    };
    HelperRequest request(const QString &stack, const QString &pull) const;
    QString whyNotTheHelpers(const QString &argument, const QString &program, const ValidatedRun &run) const;

    QTemporaryDir m_dir;
    FakeDeviceFacts m_facts;
    LabSessionState m_state;
    QList<Named> m_disks;
};

void TestRecipeArgv::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_state.session = Session;
    for (int i = 0; i < 16; ++i) {
        const QString node = QStringLiteral("/dev/stacklab-inv-%1").arg(QChar(QLatin1Char('a' + i)));
        const QString link = m_dir.filePath(QStringLiteral("by-id-disk-%1").arg(i));
        QVERIFY(QFile::link(node, link));
        const QString medium = QStringLiteral("serial:INV%1").arg(i);
        FakeDisk disk;
        disk.identity = medium;
        m_facts.disks.insert(node, disk);
        // The loop lab's files, for the loop-truncate pull.
        const QString backing = QStringLiteral("/var/lib/stacklab/loop-lab/inv/disk%1.img").arg(i);
        m_facts.files.append(backing);
        m_state.backingFiles.insert(node, backing);
        m_state.claims.append({link, FakeDeviceFacts::fakeIdentity(node, medium)});
        m_disks.append({link, node});
    }
}

HelperRequest TestRecipeArgv::request(const QString &stack, const QString &pull) const
{
    StackInfo info;
    for (const StackInfo &candidate : stackInfos()) {
        if (candidate.name == stack)
            info = candidate;
    }
    HelperRequest request;
    request.type = HelperRequestType::Validate;
    request.id = QStringLiteral("r");
    request.session = Session;
    request.stack = stack;
    int next = 0;
    for (int i = 0; i < info.minDisks; ++i)
        request.disks << m_disks[next++].link;
    request.failDisk = request.disks.first();
    if (!stack.startsWith(QLatin1String("zfs-draid")) && stack != QLatin1String("zfs-stripe"))
        request.spare = m_disks[next++].link;
    for (const QString &key : info.deviceOptions) {
        // Two disks for log and special (the recipe mirrors them), one for the others.
        const int count = key == QLatin1String("log") || key == QLatin1String("special") ? 2 : 1;
        QStringList names;
        for (int i = 0; i < count && next < m_disks.size(); ++i)
            names << m_disks[next++].link;
        request.options.insert(key, names.join(QLatin1Char(',')));
    }
    request.options.insert(QStringLiteral("pull"), pull);
    return request;
}

QString TestRecipeArgv::whyNotTheHelpers(const QString &argument, const QString &program, const ValidatedRun &run) const
{
    for (const Named &disk : m_disks) {
        if (argument.contains(disk.link) || argument.contains(m_dir.path()))
            return QStringLiteral("names the client's %1").arg(disk.link);
    }
    const QString path = StepPaths::pathOf(argument);
    if (path.isEmpty())
        return {};
    QStringList nodes = run.nodes;
    for (const QString &node : std::as_const(nodes)) {
        static const QRegularExpression partition(QStringLiteral("\\Ap?[0-9]+\\z"));
        const QString kernel = node.mid(5);
        if (path == node || (path.startsWith(node) && partition.match(path.mid(node.size())).hasMatch())
            || path == QStringLiteral("/sys/block/%1/device/delete").arg(kernel)
            || path == m_state.backingFiles.value(node))
            return {};
    }
    static const QRegularExpression mdAttribute(QStringLiteral("\\A/sys/block/md127/md/[a-z_]+\\z"));
    if (path.startsWith(QStringLiteral("/mnt/stacklab/%1/").arg(Session)) || mdAttribute.match(path).hasMatch())
        return {};
    // The kernel's own character devices, checked by number before exec (steppaths.cpp: 1:5, 1:9).
    if (program == QLatin1String("dd")
        && (argument == QLatin1String("if=/dev/urandom") || argument == QLatin1String("if=/dev/zero")))
        return {};
    static const QStringList created
        = {QStringLiteral("/dev/md/data"), QStringLiteral("/dev/vg_raid/data"), QStringLiteral("/dev/vg_md/tvol")};
    if (created.contains(path))
        return {};
    return QStringLiteral("%1 is not a path the helper resolved or derived").arg(path);
}

void TestRecipeArgv::everyArgvPathIsTheHelpers_data()
{
    QTest::addColumn<QString>("stack");
    QTest::addColumn<QString>("pull");
    for (const StackInfo &info : stackInfos()) {
        for (const char *pull : {"sysfs", "loop-truncate"})
            QTest::addRow("%s %s", qPrintable(info.name), pull) << info.name << QString::fromLatin1(pull);
    }
}

void TestRecipeArgv::everyArgvPathIsTheHelpers()
{
    QFETCH(QString, stack);
    QFETCH(QString, pull);
    HelperRequest client = request(stack, pull);
    // What the client sees: the plan built from its own names, for the phase and step ids.
    RecipeRequest shown;
    shown.stack = stack;
    shown.disks = client.disks;
    shown.spare = client.spare;
    shown.failDisk = client.failDisk;
    shown.session = Session;
    shown.options = client.options;
    shown.backingFiles.insert(client.failDisk, QStringLiteral("/var/lib/stacklab/loop-lab/inv/disk0.img"));
    shown.kernelNames.insert(client.failDisk, QStringLiteral("stacklab-inv-a"));
    const PlanOrError plan = buildPlan(shown);
    QVERIFY2(plan.ok(), qPrintable(plan.error));
    // The stack's md array lies on its members: its sysfs attributes are the stack's own.
    m_facts.stacked.insert(QStringLiteral("md127"), {});
    for (int i = 0; i < int(client.disks.size()) + (client.spare.isEmpty() ? 0 : 1); ++i)
        m_facts.stacked[QStringLiteral("md127")] << m_disks[i].node;

    const RequestValidator validator(m_facts, m_policy, RecipeBook::standard());
    int checked = 0;
    for (const PlanPhase &phase : plan.plan.phases) {
        for (const PlanStep &step : phase.steps) {
            client.phase = phase.name;
            client.step = step.id;
            ValidatedRun run;
            const HelperRefusal refusal = validator.validateRun(client, m_state, &run);
            QVERIFY2(refusal.isNull(),
                qPrintable(QStringLiteral("%1/%2: %3 %4").arg(phase.name, step.id, refusal.rule, refusal.message)));
            for (const QString &argument : std::as_const(run.step.argv)) {
                const QString why = whyNotTheHelpers(argument, run.step.argv.first(), run);
                QVERIFY2(why.isEmpty(), qPrintable(QStringLiteral("%1/%2: %3").arg(phase.name, step.id, why)));
            }
            ++checked;
        }
    }
    QVERIFY(checked > 10);
}

void TestRecipeArgv::catchesAnUndeclaredDeviceOption()
{
    // A recipe whose device options the helper was not told about: their values (the client's
    // links) reach the recipe untouched, and the helper refuses the step (the devices it names,
    // then every argv path).
    RecipeBook forgetful = RecipeBook::standard();
    forgetful.deviceOptions = [](const QString &) { return QStringList(); };
    const RequestValidator validator(m_facts, m_policy, forgetful);
    HelperRequest client = request(QStringLiteral("zfs-raidz1"), QStringLiteral("sysfs"));
    client.phase = QStringLiteral("build");
    client.step = QStringLiteral("create-pool");
    ValidatedRun run;
    const HelperRefusal refusal = validator.validateRun(client, m_state, &run);
    static const QStringList caughtBy = {QStringLiteral("request.step-device-unclaimed"),
        QStringLiteral("exec.path-outside-lab"), QStringLiteral("exec.path-not-resolved")};
    QVERIFY2(caughtBy.contains(refusal.rule), qPrintable(refusal.rule + QLatin1Char(' ') + refusal.message));
    // With the declaration, the same request passes and names only kernel nodes.
    const RequestValidator declared(m_facts, m_policy, RecipeBook::standard());
    const HelperRefusal accepted = declared.validateRun(client, m_state, &run);
    QVERIFY2(accepted.isNull(), qPrintable(accepted.rule + QLatin1Char(' ') + accepted.message));
    QVERIFY(run.step.argv.contains(QStringLiteral("log")));
    for (const QString &argument : std::as_const(run.step.argv))
        QVERIFY2(whyNotTheHelpers(argument, run.step.argv.first(), run).isEmpty(), qPrintable(argument));
}

QTEST_GUILESS_MAIN(TestRecipeArgv)
#include "tst_recipeargv.moc"
