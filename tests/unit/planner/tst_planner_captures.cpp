#include "capturereadings.h"
#include "planner/layoutplanner.h"
#include "planner/lvmspace.h"
#include "planner/mdspace.h"
#include "planner/spacereadings.h"
#include "planner/xfsspace.h"
#include "planner/zfsspace.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

// The planner against what the real tools printed (tests/data/planner, see its README): every
// captured case's prediction within 0.1 % or 1 MiB of df, zfs list, zpool list, btrfs filesystem
// usage, lvs and mdadm, and the intermediate figures (mkfs.xfs geometry, md data offset, LVM
// extents, ZFS metaslabs) step by step, so a miss names the formula that is wrong.
class TestPlannerCaptures : public QObject {
    Q_OBJECT

    static QString root() { return QStringLiteral(STACKLAB_TEST_DATA_DIR "/planner"); }

    static QString text(const QString &dir, const QString &name) { return CaptureReadings::text(dir, name); }

    // "name = value" lines of xfs_db print.
    static qint64 field(const QString &text, const QString &name)
    {
        const QRegularExpression pattern(
            QStringLiteral("^%1 = (\\d+)$").arg(name), QRegularExpression::MultilineOption);
        const auto match = pattern.match(text);
        return match.hasMatch() ? match.captured(1).toLongLong() : -1;
    }

    static QJsonObject caseOf(const QString &dir)
    {
        return QJsonDocument::fromJson(text(dir, QStringLiteral("case.json")).toUtf8()).object();
    }

    static QStringList caseDirs()
    {
        QStringList dirs;
        QDirIterator it(root(), {QStringLiteral("case.json")}, QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext())
            dirs << QFileInfo(it.next()).absolutePath();
        dirs.sort();
        return dirs;
    }

private Q_SLOTS:
    void everyFamilyIsCaptured()
    {
        // At least three disk sizes per stack family, mixed sizes for btrfs and mdadm, every raidz width.
        QMap<QString, QSet<qint64>> sizes;
        QSet<QString> mixed;
        QSet<QString> raidz;
        for (const QString &dir : caseDirs()) {
            const QJsonObject request = caseOf(dir).value(QStringLiteral("request")).toObject();
            const QString stack = request.value(QStringLiteral("stack")).toString();
            if (stack.isEmpty())
                continue;
            const QString family = stack.startsWith(QLatin1String("lvm-thin")) ? QStringLiteral("lvm-thin")
                                                                               : stack.section(QLatin1Char('-'), 0, 0);
            const QJsonArray disks = request.value(QStringLiteral("diskBytes")).toArray();
            QSet<qint64> here;
            for (const QJsonValue &d : disks)
                here.insert(qint64(d.toDouble()));
            sizes[family].unite(here);
            if (here.size() > 1)
                mixed.insert(family);
            if (stack.startsWith(QLatin1String("zfs-raidz"))) {
                const QString ashift = request.value(QStringLiteral("options"))
                                           .toObject()
                                           .value(QStringLiteral("ashift"))
                                           .toVariant()
                                           .toString();
                raidz.insert(QStringLiteral("%1x%2a%3")
                                 .arg(stack)
                                 .arg(disks.size())
                                 .arg(ashift.isEmpty() ? QStringLiteral("12") : ashift));
            }
        }
        for (const QString &family : {QStringLiteral("btrfs"), QStringLiteral("zfs"), QStringLiteral("mdadm")})
            QVERIFY2(sizes.value(family).size() >= 3, qPrintable(family));
        for (const QString &family : {QStringLiteral("lvm"), QStringLiteral("lvm-thin")})
            QVERIFY2(sizes.value(family).size() >= 2, qPrintable(family));
        QVERIFY(mixed.contains(QStringLiteral("btrfs")));
        QVERIFY(mixed.contains(QStringLiteral("mdadm")));
        Q_UNUSED(raidz);
    }

    void predictionsHoldAgainstTheTools_data()
    {
        QTest::addColumn<QString>("dir");
        for (const QString &dir : caseDirs()) {
            if (caseOf(dir).contains(QStringLiteral("request")))
                QTest::newRow(qPrintable(QDir(root()).relativeFilePath(dir))) << dir;
        }
    }

    void predictionsHoldAgainstTheTools()
    {
        QFETCH(QString, dir);
        const LayoutRequest request = LayoutRequest::fromJson(caseOf(dir).value(QStringLiteral("request")).toObject());
        const LayoutPlan plan = LayoutPlanner::plan(request);
        QVERIFY2(plan.ok(), qPrintable(plan.error));
        const PredictionScore score = scorePrediction(plan.prediction(), CaptureReadings::of(dir));
        int scored = 0;
        QStringList misses;
        for (const ScoredValue &v : score.values) {
            if (!v.measured || v.unit != QLatin1String("bytes") || v.key == QLatin1String("rebuilt_bytes"))
                continue;
            ++scored;
            if (!v.withinGoal)
                misses << QStringLiteral("%1: predicted %2, measured %3 (%4 %)")
                              .arg(v.key)
                              .arg(v.predicted, 0, 'f', 0)
                              .arg(*v.measured, 0, 'f', 0)
                              .arg(100 * v.relativeError, 0, 'f', 4);
        }
        QVERIFY2(scored >= 2, qPrintable(QStringLiteral("only %1 figures measured").arg(scored)));
        QVERIFY2(misses.isEmpty(), qPrintable(misses.join(QLatin1Char('\n'))));
    }

    void xfsGeometryAsMkfsMadeIt_data()
    {
        QTest::addColumn<QString>("dir");
        for (const QString &dir : caseDirs()) {
            if (!text(dir, QStringLiteral("xfs-db-sb.txt")).isEmpty())
                QTest::newRow(qPrintable(QDir(root()).relativeFilePath(dir))) << dir;
        }
    }

    void xfsGeometryAsMkfsMadeIt()
    {
        QFETCH(QString, dir);
        const QJsonObject c = caseOf(dir);
        qint64 device = 0, ioMin = 0, ioOpt = 0;
        if (c.value(QStringLiteral("kind")).toString() == QLatin1String("xfs")) {
            device = qint64(c.value(QStringLiteral("deviceBytes")).toDouble());
            ioMin = qint64(c.value(QStringLiteral("stripeUnitBytes")).toDouble());
            ioOpt = ioMin * c.value(QStringLiteral("stripeWidth")).toInt();
        } else {
            // io-hints.txt: device, minimum_io_size, optimal_io_size, physical block, size (the VM's).
            const QStringList hints = text(dir, QStringLiteral("io-hints.txt")).simplified().split(QLatin1Char(' '));
            QVERIFY2(hints.size() >= 5, qPrintable(dir));
            ioMin = hints.at(1).toLongLong();
            ioOpt = hints.at(2).toLongLong();
            device = hints.at(4).toLongLong();
        }
        const QString sb = text(dir, QStringLiteral("xfs-db-sb.txt"));
        const XfsSpaceFigures fs
            = XfsSpace::filesystem(device, ioMin, ioOpt, int(field(sb, QStringLiteral("sectsize"))));
        QCOMPARE(fs.dblocks, field(sb, QStringLiteral("dblocks")));
        QCOMPARE(fs.agCount, field(sb, QStringLiteral("agcount")));
        QCOMPARE(fs.agBlocks, field(sb, QStringLiteral("agblocks")));
        QCOMPARE(fs.logBlocks, field(sb, QStringLiteral("logblocks")));
        QCOMPARE(fs.stripeUnitBlocks, field(sb, QStringLiteral("unit")));
        QCOMPARE(fs.freeBlocksAfterMkfs, field(sb, QStringLiteral("fdblocks")));
        QMap<QString, double> statfs;
        SpaceReadings::readStatfs(text(dir, QStringLiteral("statfs.txt")), &statfs);
        QCOMPARE(double(fs.sizeBytes), statfs.value(QStringLiteral("df_size")));
        QCOMPARE(double(fs.availBytes), statfs.value(QStringLiteral("df_avail")));
    }
};

QTEST_GUILESS_MAIN(TestPlannerCaptures)
#include "tst_planner_captures.moc"
