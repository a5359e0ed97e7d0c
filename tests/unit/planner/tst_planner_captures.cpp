#include "capturereadings.h"
#include "planner/advice/layoutplanner.h"
#include "planner/layout/capacityplan.h"
#include "planner/space/lvmspace.h"
#include "planner/space/mdspace.h"
#include "planner/space/spacereadings.h"
#include "planner/space/xfsspace.h"
#include "planner/space/zfsspace.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>

#include <algorithm>

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

    // zdb -C's top-level vdevs in order: type, asize and metaslab_shift of each.
    struct ZdbVdev {
        QString type;
        qint64 asize = -1;
        int msShift = -1;
    };
    static QList<ZdbVdev> zdbVdevs(const QString &zdb)
    {
        QList<ZdbVdev> vdevs;
        static const QRegularExpression top(QStringLiteral("^ {12}children\\[\\d+\\]:$"));
        static const QRegularExpression field(QStringLiteral("^ {16}(type|asize|metaslab_shift): '?([^']*)'?$"));
        for (const QString &line : zdb.split(QLatin1Char('\n'))) {
            if (top.match(line).hasMatch()) {
                vdevs << ZdbVdev {};
                continue;
            }
            const auto m = field.match(line);
            if (!m.hasMatch() || vdevs.isEmpty())
                continue;
            if (m.captured(1) == QLatin1String("type"))
                vdevs.last().type = m.captured(2);
            else if (m.captured(1) == QLatin1String("asize"))
                vdevs.last().asize = m.captured(2).toLongLong();
            else
                vdevs.last().msShift = m.captured(2).toInt();
        }
        return vdevs;
    }

private Q_SLOTS:
    void everyFamilyIsCaptured()
    {
        // At least three disk sizes per stack family, mixed sizes for btrfs and mdadm, every raidz width.
        QMap<QString, QSet<qint64>> sizes;
        QSet<QString> mixed;
        QMap<QString, QSet<qint64>> raidz; // "zfs-raidz2 x5 a9" -> the disk sizes it was captured on
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
            const QJsonObject options = request.value(QStringLiteral("options")).toObject();
            // The raidz width counts the members only: a special mirror's or an expansion's disks come after them.
            int extras = 0;
            for (const char *key : {"special", "log", "cache", "spares", "expand"})
                extras += options.value(QLatin1String(key)).toInt();
            if (stack.startsWith(QLatin1String("zfs-raidz"))) {
                const QString ashift = options.value(QStringLiteral("ashift")).toVariant().toString();
                raidz[QStringLiteral("%1 x%2 a%3")
                          .arg(stack)
                          .arg(disks.size() - extras)
                          .arg(ashift.isEmpty() ? QStringLiteral("12") : ashift)]
                    .unite(here);
            }
        }
        for (const QString &family : {QStringLiteral("btrfs"), QStringLiteral("zfs"), QStringLiteral("mdadm")})
            QVERIFY2(sizes.value(family).size() >= 3, qPrintable(family));
        for (const QString &family : {QStringLiteral("lvm"), QStringLiteral("lvm-thin")})
            QVERIFY2(sizes.value(family).size() >= 2, qPrintable(family));
        QVERIFY(mixed.contains(QStringLiteral("btrfs")));
        QVERIFY(mixed.contains(QStringLiteral("mdadm")));
        // Every raidz level at every width from 3 to 6 its recipe allows, ashift 9 and 12, on two disk
        // sizes at least (the padding and deflate ratio depend on width and ashift, the metaslabs on size).
        QStringList missing;
        for (int parity = 1; parity <= 3; ++parity) {
            for (int width = std::max(3, parity + 2); width <= 6; ++width) {
                for (const int ashift : {9, 12}) {
                    const QString key = QStringLiteral("zfs-raidz%1 x%2 a%3").arg(parity).arg(width).arg(ashift);
                    if (raidz.value(key).size() < 2)
                        missing << QStringLiteral("%1 (%2 sizes)").arg(key).arg(raidz.value(key).size());
                }
            }
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(", "))));
    }

    void zfsVdevsAsTheModuleSizedThem_data()
    {
        QTest::addColumn<QString>("dir");
        for (const QString &dir : caseDirs()) {
            if (!text(dir, QStringLiteral("zdb-C.txt")).isEmpty())
                QTest::newRow(qPrintable(QDir(root()).relativeFilePath(dir))) << dir;
        }
    }

    // Each top-level vdev's allocatable size (vdev_open: partitioning, labels, the smallest leaf,
    // dRAID's rounding) and metaslab size as zdb -C shows them, and the metaslab count zdb -m lists:
    // a miss in zfs list AVAIL then names the step that is wrong.
    void zfsVdevsAsTheModuleSizedThem()
    {
        QFETCH(QString, dir);
        const LayoutRequest request = LayoutRequest::fromJson(caseOf(dir).value(QStringLiteral("request")).toObject());
        const ZfsPoolLayout layout = CapacityPlanner::zfsLayout(StackLayout::resolve(request));
        const ZfsPoolSpace space = ZfsSpace::pool(layout);
        const QList<ZfsVdevSpace> predicted = space.data + space.special;
        const QList<ZdbVdev> measured = zdbVdevs(text(dir, QStringLiteral("zdb-C.txt")));
        QCOMPARE(measured.size(), predicted.size());
        // zdb -m: "metaslabs   N   offset …" once per top-level vdev, in the same order.
        QList<qint64> counts;
        static const QRegularExpression count(
            QStringLiteral("^\\s*metaslabs\\s+(\\d+)"), QRegularExpression::MultilineOption);
        for (auto it = count.globalMatch(text(dir, QStringLiteral("zdb-m.txt"))); it.hasNext();)
            counts << it.next().captured(1).toLongLong();
        for (int i = 0; i < measured.size(); ++i) {
            const QString where = QStringLiteral("vdev %1 (%2)").arg(i).arg(measured.at(i).type);
            QVERIFY2(measured.at(i).asize == predicted.at(i).asize,
                qPrintable(QStringLiteral("%1: asize %2, predicted %3")
                               .arg(where)
                               .arg(measured.at(i).asize)
                               .arg(predicted.at(i).asize)));
            QVERIFY2(measured.at(i).msShift == predicted.at(i).msShift,
                qPrintable(QStringLiteral("%1: metaslab_shift %2, predicted %3")
                               .arg(where)
                               .arg(measured.at(i).msShift)
                               .arg(predicted.at(i).msShift)));
            if (i < counts.size())
                QVERIFY2(counts.at(i) == predicted.at(i).msCount,
                    qPrintable(QStringLiteral("%1: %2 metaslabs, predicted %3")
                                   .arg(where)
                                   .arg(counts.at(i))
                                   .arg(predicted.at(i).msCount)));
        }
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
