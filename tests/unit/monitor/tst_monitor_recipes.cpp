// The parsers on what the recipes' real runs printed (tests/vm/tst_recipes_vm, captures in
// tests/data/monitor/recipes/, versions in its README): every progress sample the plan runner
// kept during sync, rebuild and scrub. The expected state and percent are read off the
// captured text by hand, not from a parser.
#include "monitortestdata.h"

#include "monitor/parsers/btrfsstatusparser.h"
#include "monitor/parsers/lvsreportparser.h"
#include "monitor/parsers/mdstatparser.h"
#include "monitor/parsers/zpoolstatus.h"
#include "monitor/parsers/zpoolstatusjsonparser.h"
#include "monitor/parsers/zpoolstatusparser.h"

#include <QDir>
#include <QTest>

#include <cmath>

class TestMonitorRecipes : public QObject {
    Q_OBJECT

private:
    // The sample of FILE as parsed by the parser for KIND; LV picks the row of an lvs report.
    static ProgressSample sampleOf(
        const QString &kind, const QString &file, const QString &lv, bool *degraded, QString *error)
    {
        const QString text = monitorCapture(QStringLiteral("recipes/") + file);
        if (kind == QLatin1String("mdstat")) {
            const auto result = MdstatParser::parse(text, 1);
            if (!result.ok() || result.value.arrays.isEmpty()) {
                *error = QStringLiteral("%1 (nothing parsed)").arg(parseErrorText(result));
                return {};
            }
            *degraded = result.value.arrays.first().degraded();
            return result.value.arrays.first().progress;
        }
        if (kind == QLatin1String("lvs")) {
            const auto result = LvsReportParser::parse(text, 1);
            if (!result.ok()) {
                *error = QStringLiteral("%1 (nothing parsed)").arg(parseErrorText(result));
                return {};
            }
            for (const LvStatus &row : result.value) {
                if (row.name == lv) {
                    *degraded = row.partial();
                    return row.progress;
                }
            }
            *error = QStringLiteral("no LV %1 in %2").arg(lv, file);
            return {};
        }
        if (kind == QLatin1String("zpool")) {
            const auto result = ZpoolStatusParser::parse(text, 1);
            if (!result.ok() || result.value.isEmpty()) {
                *error = QStringLiteral("%1 (nothing parsed)").arg(parseErrorText(result));
                return {};
            }
            *degraded = result.value.first().degraded();
            return result.value.first().progress();
        }
        if (kind == QLatin1String("zpool-json")) {
            const auto result = ZpoolStatusJsonParser::parse(text, 1);
            if (!result.ok() || result.value.isEmpty()) {
                *error = QStringLiteral("%1 (nothing parsed)").arg(parseErrorText(result));
                return {};
            }
            *degraded = result.value.first().status.degraded();
            return result.value.first().status.progress();
        }
        if (kind == QLatin1String("btrfs-replace")) {
            const auto result = BtrfsReplaceStatusParser::parse(text, 1);
            if (!result.ok()) {
                *error = QStringLiteral("%1 (nothing parsed)").arg(parseErrorText(result));
                return {};
            }
            *degraded = false;
            return result.value.progress;
        }
        if (kind == QLatin1String("btrfs-scrub")) {
            const auto result = BtrfsScrubStatusParser::parse(text, 1);
            if (!result.ok()) {
                *error = QStringLiteral("%1 (nothing parsed)").arg(parseErrorText(result));
                return {};
            }
            *degraded = false;
            return result.value.progress;
        }
        *error = QStringLiteral("unknown kind %1").arg(kind);
        return {};
    }

private Q_SLOTS:
    void samples_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("lv"); // lvs only
        QTest::addColumn<QString>("state");
        QTest::addColumn<double>("percent"); // -1: none
        QTest::addColumn<bool>("degraded");
        QTest::addColumn<QString>("knownBug"); // a parser bug reported to its owner: an expected failure
        QTest::newRow("mdadm-raid5-sync-recovery.txt") << "mdstat"
                                                       << "mdadm-raid5-sync-recovery.txt"
                                                       << ""
                                                       << "recovery" << 49.0 << true << QString();
        QTest::newRow("mdadm-raid5-rebuild-degraded.txt") << "mdstat"
                                                          << "mdadm-raid5-rebuild-degraded.txt"
                                                          << ""
                                                          << "degraded" << -1.0 << true << QString();
        QTest::newRow("mdadm-raid5-rebuild-recovery.txt") << "mdstat"
                                                          << "mdadm-raid5-rebuild-recovery.txt"
                                                          << ""
                                                          << "recovery" << 43.1 << true << QString();
        QTest::newRow("mdadm-raid5-scrub-check.txt") << "mdstat"
                                                     << "mdadm-raid5-scrub-check.txt"
                                                     << ""
                                                     << "check" << 49.5 << false << QString();
        QTest::newRow("mdadm-raid5-scrub-done.txt") << "mdstat"
                                                    << "mdadm-raid5-scrub-done.txt"
                                                    << ""
                                                    << "idle" << -1.0 << false << QString();
        QTest::newRow("btrfs-raid1-replace-never-started.txt") << "btrfs-replace"
                                                               << "btrfs-raid1-replace-never-started.txt"
                                                               << ""
                                                               << "idle" << -1.0 << false << QString();
        QTest::newRow("btrfs-raid1-replace-running.txt") << "btrfs-replace"
                                                         << "btrfs-raid1-replace-running.txt"
                                                         << ""
                                                         << "replace" << 11.7 << false << QString();
        QTest::newRow("btrfs-raid1-replace-finished.txt") << "btrfs-replace"
                                                          << "btrfs-raid1-replace-finished.txt"
                                                          << ""
                                                          << "finished" << 100.0 << false << QString();
        // During a replace, btrfs-progs 6.2 prints a running scrub with no stats: the kernel runs the
        // replace through its scrub machinery and answers the progress ioctl. The parser reports what
        // the tool claims; the lab must not read a scrub into it while a replace runs.
        QTest::newRow("btrfs-raid1-scrub-no-stats-during-replace.txt")
            << "btrfs-scrub"
            << "btrfs-raid1-scrub-no-stats-during-replace.txt"
            << ""
            << "scrub" << 0.0 << false << QString();
        QTest::newRow("btrfs-raid1-scrub-running.txt") << "btrfs-scrub"
                                                       << "btrfs-raid1-scrub-running.txt"
                                                       << ""
                                                       << "scrub" << 24.32 << false << QString();
        QTest::newRow("btrfs-raid1-scrub-finished.txt") << "btrfs-scrub"
                                                        << "btrfs-raid1-scrub-finished.txt"
                                                        << ""
                                                        << "finished" << 100.0 << false << QString();
        QTest::newRow("zfs-raidz1-degraded.txt") << "zpool"
                                                 << "zfs-raidz1-degraded.txt"
                                                 << ""
                                                 << "degraded" << -1.0 << true << QString();
        QTest::newRow("zfs-raidz1-resilver-nothing-issued.txt") << "zpool"
                                                                << "zfs-raidz1-resilver-nothing-issued.txt"
                                                                << ""
                                                                << "resilver" << 0.0 << true << QString();
        QTest::newRow("zfs-raidz1-resilver-nothing-issued.json") << "zpool-json"
                                                                 << "zfs-raidz1-resilver-nothing-issued.json"
                                                                 << ""
                                                                 << "resilver" << 16.1681 << true << QString();
        QTest::newRow("zfs-raidz1-resilver.txt") << "zpool"
                                                 << "zfs-raidz1-resilver.txt"
                                                 << ""
                                                 << "resilver" << 52.45 << true << QString();
        QTest::newRow("zfs-raidz1-resilver.json") << "zpool-json"
                                                  << "zfs-raidz1-resilver.json"
                                                  << ""
                                                  << "resilver" << 92.2192 << true << QString();
        QTest::newRow("zfs-raidz1-resilvered.txt") << "zpool"
                                                   << "zfs-raidz1-resilvered.txt"
                                                   << ""
                                                   << "finished" << 100.0 << false << QString();
        QTest::newRow("zfs-raidz1-resilvered.json") << "zpool-json"
                                                    << "zfs-raidz1-resilvered.json"
                                                    << ""
                                                    << "finished" << 100.0 << false << QString();
        QTest::newRow("zfs-raidz1-scrub.txt") << "zpool"
                                              << "zfs-raidz1-scrub.txt"
                                              << ""
                                              << "scrub" << 37.09 << false << QString();
        QTest::newRow("zfs-raidz1-scrub.json") << "zpool-json"
                                               << "zfs-raidz1-scrub.json"
                                               << ""
                                               << "scrub" << 58.4036 << false << QString();
        QTest::newRow("zfs-raidz1-scrubbed.txt") << "zpool"
                                                 << "zfs-raidz1-scrubbed.txt"
                                                 << ""
                                                 << "finished" << 100.0 << false << QString();
        QTest::newRow("zfs-raidz1-scrubbed.json") << "zpool-json"
                                                  << "zfs-raidz1-scrubbed.json"
                                                  << ""
                                                  << "finished" << 100.0 << false << QString();
        QTest::newRow("zfs-mirror-resilver-no-estimate.txt") << "zpool"
                                                             << "zfs-mirror-resilver-no-estimate.txt"
                                                             << ""
                                                             << "resilver" << 0.03 << true << QString();
        QTest::newRow("zfs-mirror-resilver-no-estimate.json") << "zpool-json"
                                                              << "zfs-mirror-resilver-no-estimate.json"
                                                              << ""
                                                              << "resilver" << 37.6255 << true << QString();
        QTest::newRow("zfs-mirror-resilver.txt") << "zpool"
                                                 << "zfs-mirror-resilver.txt"
                                                 << ""
                                                 << "resilver" << 69.9 << true << QString();
        QTest::newRow("zfs-mirror-resilver.json") << "zpool-json"
                                                  << "zfs-mirror-resilver.json"
                                                  << ""
                                                  << "resilver" << 99.9892 << true << QString();
        QTest::newRow("zfs-mirror-scrubbed.txt") << "zpool"
                                                 << "zfs-mirror-scrubbed.txt"
                                                 << ""
                                                 << "finished" << 100.0 << false << QString();
        QTest::newRow("zfs-raidz2-resilver.txt") << "zpool"
                                                 << "zfs-raidz2-resilver.txt"
                                                 << ""
                                                 << "resilver" << 42.56 << true << QString();
        QTest::newRow("zfs-raidz2-resilver.json") << "zpool-json"
                                                  << "zfs-raidz2-resilver.json"
                                                  << ""
                                                  << "resilver" << 76.1225 << true << QString();
        QTest::newRow("zfs-raidz2-resilvered.txt") << "zpool"
                                                   << "zfs-raidz2-resilvered.txt"
                                                   << ""
                                                   << "finished" << 100.0 << false << QString();
        QTest::newRow("zfs-raidz2-scrub.txt") << "zpool"
                                              << "zfs-raidz2-scrub.txt"
                                              << ""
                                              << "scrub" << 17.77 << false << QString();
        QTest::newRow("zfs-raidz2-scrub.json") << "zpool-json"
                                               << "zfs-raidz2-scrub.json"
                                               << ""
                                               << "scrub" << 26.0428 << false << QString();
        // dRAID onto its distributed spare: a sequential rebuild ("resilver (vdev) in progress"), then
        // the scrub ZFS starts by itself, printed as a second scan line; rebuild_stats in the JSON.
        QTest::newRow("zfs-draid1-rebuild-sequential.txt") << "zpool"
                                                           << "zfs-draid1-rebuild-sequential.txt"
                                                           << ""
                                                           << "resilver" << 68.60 << true << QString();
        QTest::newRow("zfs-draid1-rebuild-sequential.json") << "zpool-json"
                                                            << "zfs-draid1-rebuild-sequential.json"
                                                            << ""
                                                            << "scrub" << 0.0 << true << QString();
        QTest::newRow("zfs-draid1-scrub-after-rebuild.txt") << "zpool"
                                                            << "zfs-draid1-scrub-after-rebuild.txt"
                                                            << ""
                                                            << "scrub" << 17.70 << true << QString();
        QTest::newRow("zfs-draid1-scrub-after-rebuild.json") << "zpool-json"
                                                             << "zfs-draid1-scrub-after-rebuild.json"
                                                             << ""
                                                             << "scrub" << 50.4894 << true << QString();
        QTest::newRow("zfs-draid1-rebuilt-scrubbed.txt") << "zpool"
                                                         << "zfs-draid1-rebuilt-scrubbed.txt"
                                                         << ""
                                                         << "degraded" << 100.0 << true << QString();
        // raidz expansion (zpool attach tank raidz1-0 DISK), OpenZFS 2.3.2: an "expand:" line next to the scan line.
        QTest::newRow("zfs-raidz1-expand-starting.txt") << "zpool"
                                                        << "zfs-raidz1-expand-starting.txt"
                                                        << ""
                                                        << "reshape" << 0.0 << false << QString();
        QTest::newRow("zfs-raidz1-expand-running.txt") << "zpool"
                                                       << "zfs-raidz1-expand-running.txt"
                                                       << ""
                                                       << "reshape" << 29.47 << false << QString();
        QTest::newRow("zfs-raidz1-expand-running.json") << "zpool-json"
                                                        << "zfs-raidz1-expand-running.json"
                                                        << ""
                                                        << "reshape" << 38.3952 << false << QString();
        // Expansion done ("expanded raidz1-0 copied …"): ZFS scrubs by itself right after it.
        QTest::newRow("zfs-raidz1-expanded-scrub-starts.txt") << "zpool"
                                                              << "zfs-raidz1-expanded-scrub-starts.txt"
                                                              << ""
                                                              << "scrub" << 0.0 << false << QString();
        QTest::newRow("lvm-raid5-sync-resync.json") << "lvs"
                                                    << "lvm-raid5-sync-resync.json"
                                                    << "data"
                                                    << "resync" << 46.64 << false << QString();
        // LVM raid5: the pulled leg makes the LV partial; lvconvert --repair then "recover"s; a check.
        QTest::newRow("lvm-raid5-rebuild-partial.json") << "lvs"
                                                        << "lvm-raid5-rebuild-partial.json"
                                                        << "data"
                                                        << "degraded" << 100.0 << true << QString();
        QTest::newRow("lvm-raid5-rebuild-recover.json") << "lvs"
                                                        << "lvm-raid5-rebuild-recover.json"
                                                        << "data"
                                                        << "recovery" << 40.61 << false << QString();
        QTest::newRow("lvm-raid5-scrub-check.json") << "lvs"
                                                    << "lvm-raid5-scrub-check.json"
                                                    << "data"
                                                    << "check" << 46.22 << false << QString();
        QTest::newRow("lvm-thin-md-raid5-rebuild-recovery.txt") << "mdstat"
                                                                << "lvm-thin-md-raid5-rebuild-recovery.txt"
                                                                << ""
                                                                << "recovery" << 28.9 << true << QString();
        QTest::newRow("lvm-thin-md-raid5-pool.json") << "lvs"
                                                     << "lvm-thin-md-raid5-pool.json"
                                                     << "tpool"
                                                     << "unknown" << -1.0 << false << QString();
    }

    void samples()
    {
        QFETCH(QString, kind);
        QFETCH(QString, file);
        QFETCH(QString, lv);
        QFETCH(double, percent);
        QFETCH(QString, knownBug);
        bool degraded = false;
        QString error;
        const ProgressSample sample = sampleOf(kind, file, lv, &degraded, &error);
        QVERIFY2(error.isEmpty(), qPrintable(error));
        if (!knownBug.isEmpty())
            QEXPECT_FAIL("", qPrintable(knownBug), Abort);
        QTEST(progressStateName(sample.state), "state");
        QVERIFY2(std::abs(sample.percent.value_or(-1) - percent) < 0.006,
            qPrintable(QStringLiteral("percent %1").arg(sample.percent.value_or(-1))));
        QTEST(degraded, "degraded");
    }

    // Every capture in the directory has a row: a new capture without an expectation fails here.
    void everyCaptureHasARow()
    {
        const QDir dir(QStringLiteral(STACKLAB_TEST_DATA_DIR "/monitor/recipes"));
        QStringList files = dir.entryList(QDir::Files);
        files.removeAll(QStringLiteral("README.md"));
        files.removeAll(QStringLiteral("versions.txt"));
        QVERIFY(files.size() >= 20);
        // Not __FILE__: a compiler cache may have made it relative to the build directory.
        QFile rows(QStringLiteral(STACKLAB_TEST_DATA_DIR "/../unit/monitor/tst_monitor_recipes.cpp"));
        QVERIFY(rows.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(rows.readAll());
        for (const QString &file : files)
            QVERIFY2(text.contains(QLatin1Char('"') + file + QLatin1Char('"')), qPrintable(file));
    }
};

QTEST_GUILESS_MAIN(TestMonitorRecipes)
#include "tst_monitor_recipes.moc"
