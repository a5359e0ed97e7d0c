// The truth audit (issue 18): a real lab session in the virtual lab over every stack family the
// VM tests run (`stacklab-cli lab run mdadm-raid5 lvm-raid5 lvm-thin-md-raid5 zfs-raidz1
// btrfs-raid1 --target vm`), then every figure of the report that a tool states directly is read
// again here, with this test's own reading of the tool's recorded output, and must equal it:
// usable space against df / zfs list, rebuilt bytes against the rebuild's final line (zpool's
// "resilvered", mdadm's Used Dev Size, the rimage lvs shows on the spare, btrfs's used on it),
// scrub errors against the tool's count, snapshot space against lvs / zfs list / btrfs. Every row
// names its source and every check of the report passed. The same run answers what a two-stack
// run (mdadm-raid5, zfs-raidz1) was booted for before: every figure measured in a plausible unit,
// the guest's tool versions, the progress samples of md's rebuild and ZFS's resilver.

#include "lab/session/labsessionstore.h"
#include "report/table/comparisonreport.h"

#include <QDebug>
#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

namespace {

constexpr double MiB = 1024.0 * 1024.0;
// The lab's disks: every figure is checked against the tool, not against a size, and md's sync,
// rebuild and check of each member run under the emulated CPU (512 MiB: half the time of 1 GiB).
constexpr double member = 512 * MiB;

// The steps of one stack: each stack's run starts with its claim {"claim", "stack=NAME", …}.
QList<SessionStepRecord> stepsOf(const LabSession &session, const QString &stack)
{
    QList<SessionStepRecord> steps;
    QString current;
    for (const SessionStepRecord &step : session.steps) {
        if (step.phase == QLatin1String("claim"))
            current = step.argv.value(1).mid(6);
        if (current == stack)
            steps << step;
    }
    return steps;
}

bool startsWith(const QStringList &argv, const QStringList &prefix)
{
    return argv.mid(0, prefix.size()) == prefix;
}

// The outputs of the steps of `phase` whose argv starts with `prefix`, in order.
QList<QStringList> outputs(const QList<SessionStepRecord> &steps, const QString &phase, const QStringList &prefix)
{
    QList<QStringList> found;
    for (const SessionStepRecord &step : steps) {
        if (step.phase == phase && startsWith(step.argv, prefix))
            found << step.outputLines;
    }
    return found;
}

// The first capture of `pattern` in `lines`, empty when none.
QString capture(const QStringList &lines, const QString &pattern, int group = 1)
{
    const QRegularExpression re(pattern);
    for (const QString &line : lines) {
        const QRegularExpressionMatch m = re.match(line);
        if (m.hasMatch())
            return m.captured(group);
    }
    return {};
}

// "468M", "46.6M", "1.80G", "0B" as zfs_nicebytes prints them (powers of 1024).
double zfsBytes(const QString &text)
{
    const QString units = QStringLiteral("BKMGTPE");
    const QChar unit = text.isEmpty() ? QChar() : text.back();
    const int power = units.indexOf(unit);
    if (power < 0)
        return text.toDouble();
    return std::round(text.chopped(1).toDouble() * std::pow(1024.0, power));
}

// "224.00MiB", "1.00GiB" as btrfs-progs prints them.
double btrfsBytes(const QString &text)
{
    const QStringList units {QStringLiteral("B"), QStringLiteral("KiB"), QStringLiteral("MiB"), QStringLiteral("GiB")};
    for (int power = int(units.size()) - 1; power >= 0; --power) {
        if (text.endsWith(units.at(power)))
            return std::round(text.chopped(units.at(power).size()).toDouble() * std::pow(1024.0, power));
    }
    return -1;
}

// lvs' default units: "256.00m" (binary, lower case).
double lvmBytes(const QString &text)
{
    // "<1.79g": lvs marks a size it rounded up; the figure is the one printed.
    const QString size = text.startsWith(QLatin1Char('<')) ? text.mid(1) : text;
    const QString units = QStringLiteral("bkmgt");
    const int power = units.indexOf(size.back());
    return size.chopped(1).toDouble() * std::pow(1024.0, power);
}

// LSize × Data% of the LV `name` in an `lvs -o lv_name,lv_size,data_percent,…` output.
double lvsData(const QStringList &lines, const QString &name)
{
    for (const QString &line : lines) {
        const QStringList w = line.simplified().split(QLatin1Char(' '));
        if (w.value(0) == name && w.size() >= 3)
            return std::floor(lvmBytes(w.at(1)) * w.at(2).toDouble() / 100.0);
    }
    return -1;
}

} // namespace

class TestTruthAudit : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void usableSpace_data();
    void usableSpace();
    void rebuiltBytes_data();
    void rebuiltBytes();
    void scrubErrors_data();
    void scrubErrors();
    void snapshotSpace_data();
    void snapshotSpace();
    void everyRowNamesItsSource();
    // What tst_labscenario asserted on its own two-stack run before it was folded in here (one
    // five-stack run in the virtual lab instead of two runs that repeat md RAID5 and raidz1).
    void everyFigureHasAPlausibleUnit();
    void mdadmAndZfsAsTheirToolsDescribe();
    void versionsAreTheGuests();
    void progressSampledAndEveryStepSucceeded();

private:
    QJsonObject column(const QString &stack) const;

    void stacks();
    double reported(const QString &stack, const QString &key) const;

    QTemporaryDir m_dir;
    QJsonObject m_report;
    LabSession m_session;
};

void TestTruthAudit::initTestCase()
{
    QVERIFY(m_dir.isValid());
    const QString sessionDir = m_dir.filePath(QStringLiteral("session"));
    const QString report = m_dir.filePath(QStringLiteral("report.json"));
    QProcess cli;
    cli.setProcessChannelMode(QProcess::MergedChannels);
    QElapsedTimer clock;
    clock.start();
    cli.start(QStringLiteral(STACKLAB_CLI),
        {QStringLiteral("lab"), QStringLiteral("run"), QStringLiteral("mdadm-raid5"), QStringLiteral("lvm-raid5"),
            QStringLiteral("lvm-thin-md-raid5"), QStringLiteral("zfs-raidz1"), QStringLiteral("btrfs-raid1"),
            QStringLiteral("--target"), QStringLiteral("vm"), QStringLiteral("--disk-size"), QStringLiteral("512M"),
            QStringLiteral("--rounds"), QStringLiteral("1"), QStringLiteral("--dataset-size"), QStringLiteral("96M"),
            QStringLiteral("--overwrite-size"), QStringLiteral("64M"), QStringLiteral("--workload-runtime"),
            QStringLiteral("2"), QStringLiteral("--workload-size"), QStringLiteral("64M"), QStringLiteral("--session"),
            QStringLiteral("tst-truthaudit"), QStringLiteral("--session-dir"), sessionDir, QStringLiteral("--helper"),
            QStringLiteral(STACKLAB_HELPER), QStringLiteral("--report"), report});
    QVERIFY(cli.waitForFinished(3300000));
    const QString output = QString::fromUtf8(cli.readAll());
    qInfo("lab run (five stacks, a boot each) took %.1f s", double(clock.elapsed()) / 1000.0);
    QVERIFY2(cli.exitStatus() == QProcess::NormalExit && cli.exitCode() == 0, qPrintable(output));
    QFile file(report);
    QVERIFY(file.open(QIODevice::ReadOnly));
    m_report = QJsonDocument::fromJson(file.readAll()).object();
    QString error;
    std::unique_ptr<LabSessionStore> store = LabSessionStore::open(sessionDir, &error);
    QVERIFY2(store, qPrintable(error));
    m_session = store->session();
}

void TestTruthAudit::stacks()
{
    QTest::addColumn<QString>("stack");
    for (const char *stack : {"mdadm-raid5", "lvm-raid5", "lvm-thin-md-raid5", "zfs-raidz1", "btrfs-raid1"})
        QTest::newRow(stack) << QString::fromLatin1(stack);
}

double TestTruthAudit::reported(const QString &stack, const QString &key) const
{
    for (const QJsonValue &value : m_report.value(QStringLiteral("stacks")).toArray()) {
        const QJsonObject column = value.toObject();
        if (column.value(QStringLiteral("name")).toString() == stack) {
            const QJsonValue v = column.value(QStringLiteral("measurements")).toObject().value(key);
            return v.isNull() ? -1 : v.toDouble();
        }
    }
    return -2;
}

void TestTruthAudit::usableSpace_data()
{
    stacks();
}

void TestTruthAudit::usableSpace()
{
    QFETCH(QString, stack);
    const QList<SessionStepRecord> steps = stepsOf(m_session, stack);
    double said = -1;
    if (stack.startsWith(QLatin1String("zfs-"))) {
        // zfs list -Hp: NAME USED AVAIL REFER, exact bytes.
        const QStringList list
            = outputs(steps, QStringLiteral("mount"), {QStringLiteral("zfs"), QStringLiteral("list")}).value(0);
        const QStringList w = list.value(0).simplified().split(QLatin1Char(' '));
        QCOMPARE(w.size(), 4);
        said = w.at(1).toDouble() + w.at(2).toDouble();
    } else {
        const QStringList df = outputs(steps, QStringLiteral("mount"), {QStringLiteral("df")}).value(0);
        said = capture(df, QStringLiteral("^\\S+\\s+(\\d+)\\s+\\d+\\s+\\d+\\s+\\d+%\\s+/")).toDouble();
    }
    qInfo("%s usable: report %.0f, the tool %.0f", qPrintable(stack), reported(stack, QStringLiteral("usable_bytes")),
        said);
    QVERIFY(said > 0.8 * member); // three or two members, redundant
    QCOMPARE(reported(stack, QStringLiteral("usable_bytes")), said);
}

void TestTruthAudit::rebuiltBytes_data()
{
    stacks();
}

void TestTruthAudit::rebuiltBytes()
{
    QFETCH(QString, stack);
    const QList<SessionStepRecord> steps = stepsOf(m_session, stack);
    // The spare: what the prepare phase measured with dd (the node the helper resolved).
    QString spareNode;
    for (const SessionStepRecord &step : steps) {
        if (step.phase == QLatin1String("prepare") && step.argv.value(0) == QLatin1String("dd"))
            spareNode = step.argv.value(2).mid(3);
    }
    QVERIFY2(spareNode.startsWith(QLatin1String("/dev/")), qPrintable(spareNode));
    const double replacement
        = outputs(steps, QStringLiteral("prepare"), {QStringLiteral("blockdev")}).value(0).value(0).toDouble();
    QCOMPARE(replacement, member);

    double said = -1;
    QString line;
    if (stack.startsWith(QLatin1String("zfs-"))) {
        const QStringList status
            = outputs(steps, QStringLiteral("rebuild"), {QStringLiteral("zpool"), QStringLiteral("status")}).value(0);
        line = capture(status, QStringLiteral("^\\s*scan: (resilvered .*)$"));
        said = zfsBytes(capture(status, QStringLiteral("scan: resilvered (?:\\([^)]*\\) )?(\\S+) in ")));
        // What the progress samples counted while it ran (issued) is more; the report's is not.
        double issued = 0;
        for (const SessionProgressSample &p : m_session.progress) {
            if (p.stack == stack && p.kind == QLatin1String("resilver"))
                issued = std::max(issued, double(p.sample.bytesDone.value_or(0)));
        }
        qInfo("%s: largest issued count of the resilver samples %.0f", qPrintable(stack), issued);
    } else if (stack.startsWith(QLatin1String("mdadm-")) || stack == QLatin1String("lvm-thin-md-raid5")) {
        const QStringList detail
            = outputs(steps, QStringLiteral("rebuild"), {QStringLiteral("mdadm"), QStringLiteral("--detail")}).value(0);
        line = capture(detail, QStringLiteral("^\\s*(Used Dev Size : .*)$"));
        said = capture(detail, QStringLiteral("Used Dev Size : (\\d+) ")).toDouble() * 1024;
        QVERIFY(said > 0.88 * member); // md rebuilds the whole member
    } else if (stack.startsWith(QLatin1String("lvm-"))) {
        const QStringList lvs
            = outputs(steps, QStringLiteral("rebuild"), {QStringLiteral("lvs"), QStringLiteral("-a")}).value(0);
        const QString onSpare
            = QStringLiteral("^\\s*\\[data_rimage_\\d+\\]\\s+(\\d+)B\\s+") + QRegularExpression::escape(spareNode);
        line = capture(lvs,
            QStringLiteral("^\\s*(\\[data_rimage.*") + QRegularExpression::escape(spareNode) + QStringLiteral(".*)$"));
        said = capture(lvs, onSpare).toDouble();
        // One image of a three-disk raid5 is half the LV: the repair synced that, not the LV.
        const double lv = capture(lvs, QStringLiteral("^\\s*data\\s+(\\d+)B\\s")).toDouble();
        QCOMPARE(2 * said, lv);
    } else {
        const QStringList show
            = outputs(steps, QStringLiteral("rebuild"), {QStringLiteral("btrfs"), QStringLiteral("filesystem")})
                  .value(0);
        const QString pattern = QStringLiteral("devid\\s+\\d+\\s+size\\s+\\S+\\s+used\\s+(\\S+)\\s+path\\s+")
            + QRegularExpression::escape(spareNode) + QStringLiteral("\\s*$");
        line = capture(
            show, QStringLiteral("^\\s*(devid.*") + QRegularExpression::escape(spareNode) + QStringLiteral(")$"));
        said = btrfsBytes(capture(show, pattern));
    }
    const double figure = reported(stack, QStringLiteral("rebuilt_bytes"));
    qInfo("%s rebuilt: report %.0f bytes, the tool %.0f (\"%s\"), replacement %.0f", qPrintable(stack), figure, said,
        qPrintable(line), replacement);
    QVERIFY2(said > 0, qPrintable(stack + QLatin1String(": the tool's line was not found")));
    QCOMPARE(figure, said);
    QVERIFY(figure <= replacement);
}

void TestTruthAudit::scrubErrors_data()
{
    stacks();
}

void TestTruthAudit::scrubErrors()
{
    QFETCH(QString, stack);
    const QList<SessionStepRecord> steps = stepsOf(m_session, stack);
    double said = -1;
    if (stack.startsWith(QLatin1String("zfs-"))) {
        said = capture(
            outputs(steps, QStringLiteral("scrub"), {QStringLiteral("zpool"), QStringLiteral("status")}).value(0),
            QStringLiteral("scan: scrub repaired \\S+ in \\S+ with (\\d+) errors"))
                   .toDouble();
    } else if (stack.startsWith(QLatin1String("btrfs-"))) {
        const QStringList scrub
            = outputs(steps, QStringLiteral("scrub"), {QStringLiteral("btrfs"), QStringLiteral("scrub")}).value(0);
        said = capture(scrub, QStringLiteral("^Error summary:\\s+(no errors found)$")).isEmpty() ? -1 : 0;
    } else if (stack == QLatin1String("lvm-raid5")) {
        said = capture(outputs(steps, QStringLiteral("scrub"), {QStringLiteral("lvs")}).value(0),
            QStringLiteral("^\\s*data\\s+(\\d+)\\s*$"))
                   .toDouble();
    } else {
        said = outputs(steps, QStringLiteral("scrub"), {QStringLiteral("cat")}).value(0).value(0).trimmed().toDouble();
    }
    qInfo("%s scrub errors: report %.0f, the tool %.0f", qPrintable(stack),
        reported(stack, QStringLiteral("scrub_errors")), said);
    QCOMPARE(reported(stack, QStringLiteral("scrub_errors")), said);
    QCOMPARE(said, 0.0);
}

void TestTruthAudit::snapshotSpace_data()
{
    QTest::addColumn<QString>("stack");
    for (const char *stack : {"lvm-raid5", "lvm-thin-md-raid5", "zfs-raidz1", "btrfs-raid1"})
        QTest::newRow(stack) << QString::fromLatin1(stack);
}

void TestTruthAudit::snapshotSpace()
{
    QFETCH(QString, stack);
    const QList<SessionStepRecord> steps = stepsOf(m_session, stack);
    double said = -1;
    if (stack == QLatin1String("lvm-raid5")) {
        // The reserve's LSize × Data% after the overwrite (the check's second run).
        said = lvsData(
            outputs(steps, QStringLiteral("snapshot"), {QStringLiteral("lvs")}).value(1), QStringLiteral("data_snap"));
    } else if (stack == QLatin1String("lvm-thin-md-raid5")) {
        const QList<QStringList> pool = outputs(steps, QStringLiteral("snapshot"), {QStringLiteral("lvs")});
        QCOMPARE(pool.size(), 2);
        said = lvsData(pool.at(1), QStringLiteral("tpool")) - lvsData(pool.at(0), QStringLiteral("tpool"));
    } else if (stack == QLatin1String("zfs-raidz1")) {
        const QList<QStringList> lists
            = outputs(steps, QStringLiteral("snapshot"), {QStringLiteral("zfs"), QStringLiteral("list")});
        QCOMPARE(lists.size(), 2);
        // USEDSNAP of the dataset's row (tank/data; the snapshot's own row has an @).
        said = zfsBytes(capture(lists.at(1), QStringLiteral("^tank/[^@\\s]+\\s+\\S+\\s+\\S+\\s+(\\S+)\\s*$")));
    } else {
        const QList<QStringList> df = outputs(steps, QStringLiteral("snapshot"),
            {QStringLiteral("btrfs"), QStringLiteral("filesystem"), QStringLiteral("df")});
        QCOMPARE(df.size(), 2);
        const QString used = QStringLiteral("^Data, \\S+: total=\\d+, used=(\\d+)$");
        said = capture(df.at(1), used).toDouble() - capture(df.at(0), used).toDouble();
    }
    const double figure = reported(stack, QStringLiteral("snapshot_space_after_overwrite_bytes"));
    qInfo("%s snapshot space after a 64 MiB overwrite: report %.0f, the tool %.0f", qPrintable(stack), figure, said);
    QVERIFY(said >= 0);
    QVERIFY(std::abs(figure - said) <= 1.0);
    // The snapshot keeps about the old blocks of the overwrite, not nothing and not the pool.
    QVERIFY2(said > 32 * MiB && said < 256 * MiB, qPrintable(QString::number(said)));
}

void TestTruthAudit::everyRowNamesItsSource()
{
    for (const QJsonValue &value : m_report.value(QStringLiteral("stacks")).toArray()) {
        const QJsonObject column = value.toObject();
        const QString stack = column.value(QStringLiteral("name")).toString();
        const QList<SessionStepRecord> steps = stepsOf(m_session, stack);
        const QJsonObject measurements = column.value(QStringLiteral("measurements")).toObject();
        const QJsonObject sources = column.value(QStringLiteral("source")).toObject();
        for (auto it = measurements.begin(); it != measurements.end(); ++it) {
            const QString what = stack + QLatin1Char(' ') + it.key();
            if (it.value().isNull()) {
                QVERIFY2(
                    column.value(QStringLiteral("not_applicable")).toObject().contains(it.key()), qPrintable(what));
                continue;
            }
            const QJsonObject source = sources.value(it.key()).toObject();
            const QString kind = source.value(QStringLiteral("kind")).toString();
            QVERIFY2(kind == QLatin1String("tool") || kind == QLatin1String("measured"), qPrintable(what));
            if (kind != QLatin1String("tool"))
                continue;
            // A tool's line is one the session recorded from that command, verbatim.
            for (const QJsonValue &line : source.value(QStringLiteral("lines")).toArray()) {
                bool printed = false;
                for (const SessionStepRecord &step : steps) {
                    printed = printed
                        || (commandLine(step.argv) == source.value(QStringLiteral("command")).toString()
                            && std::any_of(step.outputLines.begin(), step.outputLines.end(),
                                [&](const QString &out) { return out.trimmed() == line.toString(); }));
                }
                QVERIFY2(printed, qPrintable(what + QLatin1String(": ") + line.toString()));
            }
        }
        int checks = 0;
        for (const QJsonValue &check : column.value(QStringLiteral("checks")).toArray()) {
            ++checks;
            QVERIFY2(check.toObject().value(QStringLiteral("passed")).toBool(),
                qPrintable(stack + QLatin1String(": ") + QJsonDocument(check.toObject()).toJson()));
            qInfo("%s check %s: %s", qPrintable(stack),
                qPrintable(check.toObject().value(QStringLiteral("check")).toString()),
                qPrintable(check.toObject().value(QStringLiteral("message")).toString()));
        }
        // The tool figures read again off their lines, the replacement's size and speed, percentages.
        QVERIFY2(checks >= 7, qPrintable(stack));
    }
}

QJsonObject TestTruthAudit::column(const QString &stack) const
{
    for (const QJsonValue &value : m_report.value(QStringLiteral("stacks")).toArray()) {
        if (value.toObject().value(QStringLiteral("name")).toString() == stack)
            return value.toObject();
    }
    return {};
}

void TestTruthAudit::everyFigureHasAPlausibleUnit()
{
    const QJsonArray columns = m_report.value(QStringLiteral("stacks")).toArray();
    QCOMPARE(columns.size(), 5);
    for (const QJsonValue &value : columns) {
        const QString name = value.toObject().value(QStringLiteral("name")).toString();
        const QJsonObject m = value.toObject().value(QStringLiteral("measurements")).toObject();
        QCOMPARE(m.size(), int(measurementRows().size()));
        for (const MeasurementRow &row : measurementRows()) {
            const QJsonValue v = m.value(row.key);
            const QString what = name + QLatin1Char(' ') + row.key;
            if (v.isNull())
                continue; // everyRowNamesItsSource: null only where the stack has no such thing
            const double x = v.toDouble();
            switch (row.unit) {
            case MeasurementUnit::Bytes:
                // Snapshot space may be 0 (ZFS reserves nothing up front); the rest is real bytes.
                QVERIFY2(x >= 0 && x < 8.0 * 1024 * 1024 * 1024, qPrintable(what));
                break;
            case MeasurementUnit::Seconds:
                QVERIFY2(x >= 0 && x < 1800, qPrintable(what));
                break;
            case MeasurementUnit::Milliseconds:
                QVERIFY2(x > 0 && x < 1800.0 * 1000, qPrintable(what));
                break;
            case MeasurementUnit::MiBPerSecond:
            case MeasurementUnit::Iops:
                QVERIFY2(x > 0 && x < 1e7, qPrintable(what));
                break;
            case MeasurementUnit::Count:
            case MeasurementUnit::Percent:
                QVERIFY2(x >= 0 && x == std::floor(x), qPrintable(what));
                break;
            case MeasurementUnit::Verified:
                QVERIFY2(v.toBool(), qPrintable(what));
                break;
            case MeasurementUnit::YesNo:
                QVERIFY2(v.isBool(), qPrintable(what));
                break;
            }
        }
        QCOMPARE(m.value(QStringLiteral("scrub_errors")).toInt(-1), 0);
    }
    // mdadm has no snapshots: those rows are null and said to be not applicable.
    const QJsonObject md = column(QStringLiteral("mdadm-raid5"));
    for (const char *key : {"snapshot_create_s", "snapshot_reserve_bytes", "snapshot_space_after_overwrite_bytes",
             "overwrite_mibs_no_snapshot", "overwrite_mibs_with_snapshot"}) {
        const QString k = QString::fromLatin1(key);
        QVERIFY2(md.value(QStringLiteral("measurements")).toObject().value(k).isNull(), key);
        QVERIFY2(md.value(QStringLiteral("not_applicable")).toObject().contains(k), key);
    }
}

void TestTruthAudit::mdadmAndZfsAsTheirToolsDescribe()
{
    const QJsonObject md = column(QStringLiteral("mdadm-raid5")).value(QStringLiteral("measurements")).toObject();
    const QJsonObject zfs = column(QStringLiteral("zfs-raidz1")).value(QStringLiteral("measurements")).toObject();
    for (const QJsonObject &m : {md, zfs}) {
        // Three members in RAID5/raidz1: about two members usable; one command replaces the disk.
        QVERIFY(m.value(QStringLiteral("usable_bytes")).toDouble() > 1.5 * member);
        QCOMPARE(m.value(QStringLiteral("commands_to_replace")).toInt(), 1);
    }
    QCOMPARE(md.value(QStringLiteral("commands_to_mount")).toInt(), 3);
    QVERIFY(md.value(QStringLiteral("initial_sync_s")).toDouble() > 0);
    // md rebuilds the whole member whatever the dataset; ZFS only the share of the 96 MiB dataset,
    // the snapshot's blocks and the poke write plus parity, far less than the replacement.
    QVERIFY(md.value(QStringLiteral("rebuilt_bytes")).toDouble() > 0.88 * member);
    QCOMPARE(zfs.value(QStringLiteral("commands_to_mount")).toInt(), 2);
    QCOMPARE(zfs.value(QStringLiteral("initial_sync_s")).toDouble(), 0.0);
    QVERIFY(zfs.value(QStringLiteral("rebuilt_bytes")).toDouble() < 0.5 * member);
}

void TestTruthAudit::versionsAreTheGuests()
{
    const QJsonObject versions = m_report.value(QStringLiteral("versions")).toObject();
    qInfo() << "versions" << versions;
    QVERIFY2(versions.value(QStringLiteral("mdadm")).toString().startsWith(QLatin1String("mdadm - v")),
        qPrintable(QJsonDocument(versions).toJson()));
    QVERIFY(versions.value(QStringLiteral("lvm2")).toString().startsWith(QLatin1String("LVM version: ")));
    QVERIFY(versions.value(QStringLiteral("zfs")).toString().contains(QLatin1String("zfs-kmod-")));
    QVERIFY(!versions.value(QStringLiteral("kernel")).toString().isEmpty());
}

void TestTruthAudit::progressSampledAndEveryStepSucceeded()
{
    QMap<QString, int> samples;
    for (const SessionProgressSample &p : m_session.progress)
        ++samples[p.stack + QLatin1Char('/') + p.kind];
    qInfo() << "progress samples" << samples;
    QVERIFY(samples.value(QStringLiteral("mdadm-raid5/rebuild")) > 0);
    QVERIFY(samples.value(QStringLiteral("zfs-raidz1/resilver")) > 0);
    for (const char *stack : {"mdadm-raid5", "zfs-raidz1"}) {
        for (const SessionStepRecord &step : stepsOf(m_session, QString::fromLatin1(stack)))
            QVERIFY2(step.state == StepState::Succeeded,
                qPrintable(
                    QString::fromLatin1(stack) + QLatin1Char(' ') + step.phase + QLatin1Char('/') + step.stepId));
    }
}

QTEST_GUILESS_MAIN(TestTruthAudit)
#include "tst_truthaudit.moc"
