// The comparison report: median and range formatting, the four exporters against golden files
// built from seed 000's own figures, CSV quoting, the JSON keys of issue 6, the self-contained HTML.
// UPDATE_GOLDENS=1 rewrites the golden files under tests/data/report.
#include "seedreport.h"

#include "report/export/reportexport.h"
#include "report/export/reportformat.h"
#include "report/table/measurementsummary.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTest>

Q_DECLARE_METATYPE(MeasurementUnit)

static constexpr double GiB = 1024.0 * 1024 * 1024;

// A valid 1x1 PNG, so the test needs no QtGui.
static const QByteArray onePixelPng = QByteArray::fromBase64(
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==");

static QString goldenPath(const QString &name)
{
    return QStringLiteral(STACKLAB_TEST_DATA_DIR "/report/") + name;
}

// A minimal RFC 4180 reader: enough to read back what toCsv() writes.
static QList<QStringList> parseCsv(const QByteArray &csv)
{
    QList<QStringList> rows;
    QStringList row;
    QByteArray field;
    bool quoted = false;
    for (qsizetype i = 0; i < csv.size(); ++i) {
        const char c = csv[i];
        if (quoted) {
            if (c == '"' && i + 1 < csv.size() && csv[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (c == '"') {
                quoted = false;
            } else {
                field += c;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            row << QString::fromUtf8(field);
            field.clear();
        } else if (c == '\r' && i + 1 < csv.size() && csv[i + 1] == '\n') {
            row << QString::fromUtf8(field);
            field.clear();
            rows << row;
            row.clear();
            ++i;
        } else {
            field += c;
        }
    }
    return rows;
}

class TestReport : public QObject {
    Q_OBJECT
private slots:
    void summary_data();
    void summary();
    void logLine_data();
    void logLine();
    void goldens_data();
    void goldens();
    void csvQuoting_data();
    void csvQuoting();
    void csvOneRowPerRound();
    void jsonKeys();
    void jsonMediansAndRounds();
    void htmlSelfContained();
    void markdownEscapesCells();
    void exportByFileName_data();
    void exportByFileName();
    void drillsSectionOnlyWhenMeasured();
};

void TestReport::summary_data()
{
    QTest::addColumn<QList<double>>("rounds");
    QTest::addColumn<MeasurementUnit>("unit");
    QTest::addColumn<QString>("expected");
    using U = MeasurementUnit;
    QTest::newRow("seq write, seed") << QList<double> {837, 532, 793} << U::MiBPerSecond << "793 (532 to 837)";
    QTest::newRow("seq read, thousands") << QList<double> {5265, 86, 5185} << U::MiBPerSecond << "5,185 (86 to 5,265)";
    QTest::newRow("MiB/s one decimal under 100") << QList<double> {25.3} << U::MiBPerSecond << "25.3";
    QTest::newRow("MiB/s trailing zero dropped") << QList<double> {37.5, 37.5} << U::MiBPerSecond << "37.5";
    QTest::newRow("IOPS in k") << QList<double> {58600, 62300, 61500} << U::Iops << "61.5k (58.6k to 62.3k)";
    QTest::newRow("IOPS under 10k") << QList<double> {3993} << U::Iops << "3,993";
    QTest::newRow("IOPS whole k") << QList<double> {56000} << U::Iops << "56k";
    QTest::newRow("GiB two decimals") << QList<double> {20 * GiB} << U::Bytes << "20.00 GiB";
    QTest::newRow("GiB fraction") << QList<double> {17.94 * GiB} << U::Bytes << "17.94 GiB";
    QTest::newRow("zero bytes") << QList<double> {0} << U::Bytes << "0.00 GiB";
    QTest::newRow("seconds under 10") << QList<double> {0.28} << U::Seconds << "0.28 s";
    QTest::newRow("seconds one decimal") << QList<double> {216.8} << U::Seconds << "216.8 s";
    QTest::newRow("seconds whole") << QList<double> {57} << U::Seconds << "57 s";
    QTest::newRow("two rounds: median is the mean")
        << QList<double> {62.6, 244} << U::Seconds << "153.3 s (62.6 s to 244 s)";
    QTest::newRow("four rounds") << QList<double> {4, 1, 3, 2} << U::Count << "2.5 (1 to 4)";
    QTest::newRow("count") << QList<double> {7} << U::Count << "7";
    QTest::newRow("verified") << QList<double> {1, 1} << U::Verified << "yes";
    QTest::newRow("not verified") << QList<double> {0} << U::Verified << "no";
    QTest::newRow("verified in some rounds") << QList<double> {1, 0, 1} << U::Verified << "no (failed in some rounds)";
    QTest::newRow("not measured") << QList<double> {} << U::Seconds << "not measured";
    QTest::newRow("percent") << QList<double> {31} << U::Percent << "31 %";
}

void TestReport::summary()
{
    QFETCH(QList<double>, rounds);
    QFETCH(MeasurementUnit, unit);
    QFETCH(QString, expected);
    QCOMPARE(MeasurementSummary::of(ReportMeasurement::of(rounds)).text(unit), expected);
}

// The lab's log says a recorded figure as the report does, never "usable_bytes = 5.36871e+08 bytes"
// (issue 30): the row's title, the value in a person's units, the key last for grep.
void TestReport::logLine_data()
{
    QTest::addColumn<QString>("key");
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("unit");
    QTest::addColumn<QString>("expected");
    QTest::newRow("usable space in GiB") << "usable_bytes" << 1.93 * GiB << "bytes"
                                         << "Usable space: 1.93 GiB (usable_bytes)";
    QTest::newRow("half a GiB in MiB") << "usable_bytes" << 536870912.0 << "bytes"
                                       << "Usable space: 512 MiB (usable_bytes)";
    QTest::newRow("a small reserve") << "snapshot_reserve_bytes" << 4.5 * 1024 * 1024 << "bytes"
                                     << "Snapshot space up front: 4.5 MiB (snapshot_reserve_bytes)";
    QTest::newRow("seconds") << "initial_sync_s" << 12.345 << "s"
                             << "Initial sync before full redundancy: 12.3 s (initial_sync_s)";
    QTest::newRow("MiB/s with its unit") << "seq_write_mibs" << 412.4 << "MiB/s"
                                         << "Seq write 1M: 412 MiB/s (seq_write_mibs)";
    QTest::newRow("IOPS in k") << "rand_read_iops" << 61500.0 << "IOPS"
                               << "Random read 4k: 61.5k IOPS (rand_read_iops)";
    QTest::newRow("count") << "scrub_errors" << 0.0 << "count"
                           << "Scrub errors: 0 (scrub_errors)";
    QTest::newRow("verified") << "data_verified" << 1.0 << "verified"
                              << "Data verified (checksums): yes (data_verified)";
    QTest::newRow("a drill's percent") << "second_failure_at_percent" << 31.0 << "%"
                                       << "Second failure: rebuild progress when the second disk went: 31 % "
                                          "(second_failure_at_percent)";
    QTest::newRow("no row: the key names it") << "disk_load_rebuild_s" << 3.25 << "s"
                                              << "disk_load_rebuild_s: 3.25 s";
    QTest::newRow("a unit the report has not") << "repaired" << 8.0 << "sectors"
                                               << "repaired: 8 sectors";
    // The figures the lab records beside the report's rows are titled too (the log showed
    // "disk_rate_bps_dataset: 9,146,563 B/s").
    QTest::newRow("a disk load figure") << "disk_rate_bps_dataset" << 9146563.0 << "B/s"
                                        << "Busiest lab disk's rate in the dataset copy: 8.7 MiB/s "
                                           "(disk_rate_bps_dataset)";
    QTest::newRow("the allocation at the pull")
        << "allocated_at_pull_bytes" << 729595904.0 << "bytes"
        << "Allocated on the pool when the disk was pulled: 696 MiB (allocated_at_pull_bytes)";
}

void TestReport::logLine()
{
    QFETCH(QString, key);
    QFETCH(double, value);
    QFETCH(QString, unit);
    QFETCH(QString, expected);
    const QString line = measurementLine(key, value, unit);
    QCOMPARE(line, expected);
    QVERIFY2(!line.contains(QLatin1String(" = ")) && !line.contains(QLatin1String("e+")), qPrintable(line));
}

void TestReport::goldens_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QByteArray>("actual");
    const ComparisonReport report = seedReport();
    QTest::newRow("markdown") << "seed000.md" << toMarkdown(report).toUtf8();
    QTest::newRow("csv") << "seed000.csv" << toCsv(report);
    QTest::newRow("json") << "seed000.json" << toJson(report);
    QTest::newRow("html") << "seed000.html"
                          << toHtml(report, {{QStringLiteral("Rebuild curves"), onePixelPng}}).toUtf8();
}

void TestReport::goldens()
{
    QFETCH(QString, file);
    QFETCH(QByteArray, actual);
    QFile golden(goldenPath(file));
    if (qEnvironmentVariableIntValue("UPDATE_GOLDENS") == 1) {
        QVERIFY2(golden.open(QIODevice::WriteOnly), qPrintable(golden.errorString()));
        golden.write(actual);
        golden.close();
    }
    QVERIFY2(golden.open(QIODevice::ReadOnly),
        qPrintable(golden.fileName() + QStringLiteral(": missing; run with UPDATE_GOLDENS=1 to create it")));
    const QByteArray expected = golden.readAll();
    if (actual != expected) {
        const QList<QByteArray> a = actual.split('\n');
        const QList<QByteArray> e = expected.split('\n');
        for (qsizetype i = 0; i < qMax(a.size(), e.size()); ++i)
            QCOMPARE(a.value(i), e.value(i)); // shows the first differing line
        QFAIL("golden differs");
    }
}

void TestReport::csvQuoting_data()
{
    QTest::addColumn<QString>("title");
    QTest::addColumn<QByteArray>("encoded");
    QTest::newRow("plain") << "ZFS raidz1" << QByteArray("ZFS raidz1,");
    QTest::newRow("comma") << "LVM thin, on md" << QByteArray("\"LVM thin, on md\",");
    QTest::newRow("quote") << "the \"fast\" one" << QByteArray("\"the \"\"fast\"\" one\",");
    QTest::newRow("newline") << "two\nlines" << QByteArray("\"two\nlines\",");
    QTest::newRow("carriage return") << "a\r\nb" << QByteArray("\"a\r\nb\",");
    QTest::newRow("all") << "a,\"b\"\nc" << QByteArray("\"a,\"\"b\"\"\nc\",");
}

void TestReport::csvQuoting()
{
    QFETCH(QString, title);
    QFETCH(QByteArray, encoded);
    ComparisonReport report;
    report.stacks = {{QStringLiteral("x"), title, {{QStringLiteral("copy_s"), ReportMeasurement::of({35})}}, {}}};
    const QByteArray csv = toCsv(report);
    QVERIFY2(csv.contains("x," + encoded + "copy_s,s,1,35,,source not recorded\r\n"), csv.constData());
    // Read back: the title survives exactly, every record has the header's 8 fields.
    const QList<QStringList> rows = parseCsv(csv);
    QCOMPARE(rows.size(), 1 + measurementRows().size());
    for (const QStringList &row : rows)
        QCOMPARE(row.size(), 8);
    QCOMPARE(rows[1][1], title);
}

void TestReport::csvOneRowPerRound()
{
    const QList<QStringList> rows = parseCsv(toCsv(seedReport()));
    QCOMPARE(
        rows.first(), QStringList({"stack", "stack_title", "measurement", "unit", "round", "value", "note", "source"}));
    int seqWriteRows = 0;
    for (const QStringList &row : rows) {
        if (row[0] == QLatin1String("mdadm-raid5") && row[2] == QLatin1String("seq_write_mibs")) {
            ++seqWriteRows;
            QCOMPARE(row[4], QString::number(seqWriteRows));
        }
        if (row[0] == QLatin1String("mdadm-raid5") && row[2] == QLatin1String("snapshot_create_s")) {
            QCOMPARE(row[5], QString());
            QCOMPARE(row[6], QStringLiteral("not applicable: mdadm has no snapshots"));
        }
        if (row[0] == QLatin1String("zfs-raidz1") && row[2] == QLatin1String("usable_bytes")) {
            QCOMPARE(row[5], QStringLiteral("20401094656")); // integers stay integers
            QCOMPARE(row[7], QStringLiteral("zfs list tank/data: \u201ctank/data 128K 19.0G 128K /tank/data\u201d"));
        }
    }
    QCOMPARE(seqWriteRows, 3);
}

void TestReport::jsonKeys()
{
    const QStringList issueKeys {"usable_bytes", "initial_sync_s", "seq_write_mibs", "seq_read_mibs", "rand_read_iops",
        "copy_s", "rebuild_s", "verified_s", "rebuilt_bytes", "snapshot_create_s", "snapshot_reserve_bytes",
        "snapshot_space_after_overwrite_bytes", "overwrite_mibs_no_snapshot", "overwrite_mibs_with_snapshot",
        "commands_to_mount", "commands_to_replace", "data_verified", "scrub_errors"};
    QJsonParseError error;
    const QJsonDocument doc = QJsonDocument::fromJson(toJson(seedReport()), &error);
    QCOMPARE(error.error, QJsonParseError::NoError);
    const QJsonArray stacks = doc[QStringLiteral("stacks")].toArray();
    QCOMPARE(stacks.size(), 4);
    for (const QJsonValue &stack : stacks) {
        QStringList keys = stack[QStringLiteral("measurements")].toObject().keys();
        QStringList expected = issueKeys;
        keys.sort();
        expected.sort();
        QCOMPARE(keys, expected);
        QVERIFY(!stack[QStringLiteral("name")].toString().isEmpty());
    }
    const QJsonObject md = stacks[0][QStringLiteral("measurements")].toObject();
    for (const char *key : {"snapshot_create_s", "snapshot_reserve_bytes", "snapshot_space_after_overwrite_bytes",
             "overwrite_mibs_no_snapshot", "overwrite_mibs_with_snapshot"}) {
        QVERIFY2(md[QLatin1String(key)].isNull(), key);
        QCOMPARE(stacks[0][QStringLiteral("not_applicable")][QLatin1String(key)].toString(),
            QStringLiteral("mdadm has no snapshots"));
    }
    QVERIFY(doc[QStringLiteral("versions")].isObject());
    QVERIFY(doc[QStringLiteral("commands")].isArray());
    // A stack that measured nothing: every key present and null.
    ComparisonReport empty;
    empty.stacks = {{QStringLiteral("btrfs-raid1"), {}, {}, {}}};
    const QJsonObject none
        = QJsonDocument::fromJson(toJson(empty))[QStringLiteral("stacks")][0][QStringLiteral("measurements")]
              .toObject();
    QCOMPARE(none.size(), issueKeys.size());
    for (const QString &key : issueKeys)
        QVERIFY2(none[key].isNull(), qPrintable(key));
}

void TestReport::jsonMediansAndRounds()
{
    const QJsonDocument doc = QJsonDocument::fromJson(toJson(seedReport()));
    const QJsonValue md = doc[QStringLiteral("stacks")][0];
    QCOMPARE(md[QStringLiteral("measurements")][QStringLiteral("seq_write_mibs")].toDouble(), 793.0);
    QCOMPARE(md[QStringLiteral("measurements")][QStringLiteral("rebuild_s")].toDouble(), 153.3);
    QCOMPARE(md[QStringLiteral("measurements")][QStringLiteral("usable_bytes")].toInteger(), qint64(21474836480));
    QCOMPARE(md[QStringLiteral("measurements")][QStringLiteral("data_verified")], QJsonValue(true));
    const QJsonArray rounds = md[QStringLiteral("rounds")][QStringLiteral("seq_write_mibs")].toArray();
    QCOMPARE(rounds, QJsonArray({532, 793, 837}));
    QVERIFY(md[QStringLiteral("rounds")][QStringLiteral("snapshot_create_s")].isNull());
    const QJsonValue command = doc[QStringLiteral("commands")][4];
    QCOMPARE(command[QStringLiteral("argv")].toArray(), QJsonArray({"mdadm", "/dev/md0", "--add", "/dev/sdd"}));
    QCOMPARE(command[QStringLiteral("exit_code")].toInt(), 0);
}

void TestReport::htmlSelfContained()
{
    ComparisonReport report = seedReport();
    report.stacks[0].title = QStringLiteral("<b>mdadm</b> & co");
    const QString html = toHtml(report, {{QStringLiteral("Throughput"), onePixelPng}});
    QVERIFY(!html.contains(QLatin1String("http://"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QLatin1String("https://"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QLatin1String("<link"), Qt::CaseInsensitive));
    QVERIFY(!html.contains(QLatin1String("<script"), Qt::CaseInsensitive));
    QVERIFY(html.contains(QLatin1String("<style>")));
    QVERIFY(html.contains(QLatin1String("src=\"data:image/png;base64,") + QLatin1String(onePixelPng.toBase64())));
    QVERIFY(html.contains(QLatin1String("&lt;b&gt;mdadm&lt;/b&gt; &amp; co")));
    QVERIFY(html.contains(QLatin1String("793 (532 to 837)")));
    QVERIFY(html.contains(QLatin1String("n/a: mdadm has no snapshots")));
    QVERIFY(html.contains(QLatin1String("echo 1 &gt; /sys/block/sdb/device/delete")));
    QVERIFY(!toHtml(report).contains(QLatin1String("<img")));
}

void TestReport::markdownEscapesCells()
{
    ComparisonReport report;
    report.stacks = {{QStringLiteral("x"), QStringLiteral("a | b"), {}, {}}};
    report.commands
        = {{QStringLiteral("x"), {QStringLiteral("sh"), QStringLiteral("-c"), QStringLiteral("a | b %1")}, 0, 1}};
    const QString md = toMarkdown(report);
    QVERIFY2(md.contains(QLatin1String("| a \\| b |")), qPrintable(md));
    QVERIFY2(md.contains(QLatin1String("`sh -c 'a \\| b %1'`")), qPrintable(md));
    // Every table line of the main table has the same number of unescaped cells.
    QVERIFY(md.contains(QLatin1String("| Copy the dataset | not measured |")));
}

// The one switch from a file name to a format and its bytes: every name the CLI and the Results
// page accept gives the golden file's bytes; PDF is the GUI's, anything else is no format.
void TestReport::exportByFileName_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("golden"); // empty: exportReport gives nothing
    QTest::addColumn<bool>("known");
    QTest::newRow("md") << "/tmp/r.md"
                        << "seed000.md" << true;
    QTest::newRow("markdown, upper case") << "/tmp/r.MARKDOWN"
                                          << "seed000.md" << true;
    QTest::newRow("csv") << "r.csv"
                         << "seed000.csv" << true;
    QTest::newRow("json") << "dir.d/r.json"
                          << "seed000.json" << true;
    QTest::newRow("html") << "r.html"
                          << "seed000.html" << true;
    QTest::newRow("htm") << "r.htm"
                         << "seed000.html" << true;
    QTest::newRow("pdf: the GUI lays it out") << "r.pdf"
                                              << "" << true;
    QTest::newRow("txt") << "r.txt"
                         << "" << false;
    QTest::newRow("no extension") << "report"
                                  << "" << false;
    QTest::newRow("json as a folder name only") << "r.json/report"
                                                << "" << false;
}

void TestReport::exportByFileName()
{
    QFETCH(QString, path);
    QFETCH(QString, golden);
    QFETCH(bool, known);
    const std::optional<ReportFormat> format = reportFormatFor(path);
    QCOMPARE(format.has_value(), known);
    if (!format)
        return;
    const std::optional<QByteArray> bytes
        = exportReport(seedReport(), *format, {{QStringLiteral("Rebuild curves"), onePixelPng}});
    QCOMPARE(bytes.has_value(), !golden.isEmpty());
    if (!bytes)
        return;
    QFile file(goldenPath(golden));
    QVERIFY2(file.open(QIODevice::ReadOnly), qPrintable(file.fileName()));
    QVERIFY(*bytes == file.readAll());
}

void TestReport::drillsSectionOnlyWhenMeasured()
{
    // The seed report ran no drill: no section anywhere.
    ComparisonReport report = seedReport();
    QVERIFY(!toMarkdown(report).contains(QLatin1String("## Drills")));
    QVERIFY(!toHtml(report).contains(QLatin1String("<h2>Drills</h2>")));
    QVERIFY(!QJsonDocument::fromJson(toJson(report)).object().contains(QLatin1String("drills")));
    QVERIFY(!toCsv(report).contains("corrupt_reads"));

    // One stack ran the corruption drill: a row per figure it measured, the others "not measured".
    ReportSource tool;
    tool.kind = ReportSource::Kind::Tool;
    tool.command = {QStringLiteral("zpool"), QStringLiteral("status"), QStringLiteral("-p"), QStringLiteral("tank")};
    tool.lines = {QStringLiteral("sdb  ONLINE  0  0  7")};
    report.stacks[3].measurements.insert(QStringLiteral("errors_found_by_scrub"), ReportMeasurement::of({7}, {tool}));
    report.stacks[3].measurements.insert(QStringLiteral("corrupt_reads"), ReportMeasurement::of({0}));
    const QString md = toMarkdown(report);
    QVERIFY(md.contains(QLatin1String("## Drills")));
    QVERIFY2(md.contains(QLatin1String("| Silent corruption: errors found by the scrub or check | not measured | not "
                                       "measured | not measured | 7 |")),
        qPrintable(md));
    QVERIFY(md.contains(QLatin1String("zpool status -p tank")));
    QVERIFY(!md.contains(QLatin1String("Second failure")));
    QVERIFY(toHtml(report).contains(QLatin1String("<h2>Drills</h2>")));
    const QJsonArray drills = QJsonDocument::fromJson(toJson(report)).object().value(QLatin1String("drills")).toArray();
    QCOMPARE(drills.size(), 2);
    QCOMPARE(drills.at(0)[QLatin1String("key")].toString(), QStringLiteral("corrupt_reads"));
    QCOMPARE(drills.at(1)[QLatin1String("value")].toDouble(), 7.0);
    const QByteArray csv = toCsv(report);
    QVERIFY(csv.contains("errors_found_by_scrub,count,1,7,drill,"));

    // The rebuild under load: IOPS, p50, p99 and p99.9 of all four phases reach the section.
    QStringList loadKeys;
    for (const char *figure : {"iops", "p50_ms", "p99_ms", "p999_ms"}) {
        for (const char *phase : {"before", "degraded", "rebuilding", "after"})
            loadKeys << QStringLiteral("load_%1_%2").arg(QLatin1String(figure), QLatin1String(phase));
    }
    for (const QString &key : std::as_const(loadKeys))
        report.stacks[0].measurements.insert(key, ReportMeasurement::of({1.5}));
    QSet<QString> inSection;
    for (const QJsonValue &row :
        QJsonDocument::fromJson(toJson(report)).object().value(QLatin1String("drills")).toArray())
        inSection << row[QLatin1String("key")].toString();
    for (const QString &key : std::as_const(loadKeys))
        QVERIFY2(inSection.contains(key), qPrintable(key));
}

QTEST_GUILESS_MAIN(TestReport)
#include "tst_report.moc"
