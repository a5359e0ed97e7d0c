// The sweep's pure parts: layout and fill parsing, the disk check, the matrix, the stage list a
// cell runs, and the CSV, summary and SVG written from figures of real runs (the resilver the VM's
// zfs-raidz1 scenario captured in tests/data/monitor, the helper's dataset-verify result).

#include "lab/figures/scenariomeasurements.h"
#include "lab/sweep/labsweep.h"
#include "monitor/parsers/zpoolscanparser.h"

#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>
#include <QXmlStreamReader>

#include <cmath>

class TestLabSweep : public QObject {
    Q_OBJECT

private slots:
    void defaultLayouts();
    void layoutErrors_data();
    void layoutErrors();
    void fillLevels();
    void diskCount();
    void matrixOrder();
    void cellStages();
    void csvFromRealRun();
    void failedCheckIsNoFigure();
    void summaryMedian();
    void chartSvg();

private:
    SweepResult realResult(const SweepCell &cell);
};

static QByteArray readData(const QString &relative)
{
    QFile file(QStringLiteral(STACKLAB_TEST_DATA_DIR "/") + relative);
    if (!file.open(QIODevice::ReadOnly))
        qFatal("missing test data %s", qPrintable(file.fileName()));
    return file.readAll();
}

static QList<SweepLayout> layouts(const QString &text)
{
    QString error;
    const QList<SweepLayout> parsed = LabSweep::parseLayouts(text, &error);
    if (parsed.isEmpty())
        qWarning("%s", qPrintable(error));
    return parsed;
}

void TestLabSweep::defaultLayouts()
{
    const QList<SweepLayout> parsed = layouts(LabSweep::defaultLayouts());
    QCOMPARE(parsed.size(), 5);
    QCOMPARE(parsed.at(0), (SweepLayout {QStringLiteral("mirror2"), QStringLiteral("zfs-mirror"), 2}));
    QCOMPARE(parsed.at(1), (SweepLayout {QStringLiteral("mirror3"), QStringLiteral("zfs-mirror"), 3}));
    QCOMPARE(parsed.at(2), (SweepLayout {QStringLiteral("raidz1-3"), QStringLiteral("zfs-raidz1"), 3}));
    QCOMPARE(parsed.at(3), (SweepLayout {QStringLiteral("raidz1-4"), QStringLiteral("zfs-raidz1"), 4}));
    QCOMPARE(parsed.at(4), (SweepLayout {QStringLiteral("raidz2-4"), QStringLiteral("zfs-raidz2"), 4}));
    // The default matrix fits the virtual lab: six disks, one of them the spare.
    QVERIFY(LabSweep::checkDiskCount(parsed, 6).isEmpty());
    const QList<SweepLayout> more = layouts(QStringLiteral(" RAIDZ3-5 , striped-mirror-4"));
    QCOMPARE(more.size(), 2);
    QCOMPARE(more.at(0), (SweepLayout {QStringLiteral("raidz3-5"), QStringLiteral("zfs-raidz3"), 5}));
    QCOMPARE(more.at(1), (SweepLayout {QStringLiteral("striped-mirror-4"), QStringLiteral("zfs-striped-mirror"), 4}));
}

void TestLabSweep::layoutErrors_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("named");
    QTest::newRow("unknown") << QStringLiteral("mirror2,raid5-4") << QStringLiteral("'raid5-4'");
    QTest::newRow("raidz4") << QStringLiteral("raidz4-6") << QStringLiteral("'raidz4-6'");
    QTest::newRow("mirror1") << QStringLiteral("mirror1") << QStringLiteral("'mirror1'");
    QTest::newRow("raidz1 too narrow") << QStringLiteral("raidz1-2") << QStringLiteral("'raidz1-2'");
    QTest::newRow("raidz2 too narrow") << QStringLiteral("raidz2-3") << QStringLiteral("'raidz2-3'");
    QTest::newRow("odd striped mirror") << QStringLiteral("striped-mirror-5") << QStringLiteral("'striped-mirror-5'");
    QTest::newRow("twice") << QStringLiteral("mirror2,mirror2") << QStringLiteral("'mirror2' is named twice");
    QTest::newRow("empty") << QStringLiteral(",") << QStringLiteral("No layout given");
}

void TestLabSweep::layoutErrors()
{
    QFETCH(QString, text);
    QFETCH(QString, named);
    QString error;
    QVERIFY(LabSweep::parseLayouts(text, &error).isEmpty());
    QVERIFY2(error.contains(named), qPrintable(error));
    // Every refusal but the duplicate lists the valid forms.
    if (!named.contains(QLatin1String("twice")))
        QVERIFY2(error.contains(LabSweep::layoutForms()), qPrintable(error));
}

void TestLabSweep::fillLevels()
{
    QString error;
    QCOMPARE(LabSweep::parseFillLevels(QStringLiteral("25, 50%,75"), &error), (QList<int> {25, 50, 75}));
    for (const QString &bad : {QStringLiteral("0"), QStringLiteral("95"), QStringLiteral("half")}) {
        error.clear();
        QVERIFY(LabSweep::parseFillLevels(QStringLiteral("25,") + bad, &error).isEmpty());
        QVERIFY2(error.contains(QLatin1Char('\'') + bad + QLatin1Char('\'')), qPrintable(error));
    }
    QVERIFY(LabSweep::parseFillLevels(QStringLiteral("25,25"), &error).isEmpty());
    QVERIFY2(error.contains(QLatin1String("25")), qPrintable(error));
}

void TestLabSweep::diskCount()
{
    const QList<SweepLayout> parsed = layouts(LabSweep::defaultLayouts());
    // Four disks: mirror3 still fits (3 + spare); raidz1-4 and raidz2-4 need five.
    const QString error = LabSweep::checkDiskCount(parsed, 4);
    QVERIFY2(error.contains(QLatin1String("raidz1-4, raidz2-4")), qPrintable(error));
    QVERIFY2(!error.contains(QLatin1String("mirror3")), qPrintable(error));
    QVERIFY2(error.contains(QLatin1String("(5 for the widest)")), qPrintable(error));
    QVERIFY(LabSweep::checkDiskCount(layouts(QStringLiteral("raidz2-5")), 6).isEmpty());
    QVERIFY(!LabSweep::checkDiskCount(layouts(QStringLiteral("raidz3-6")), 6).isEmpty());
}

void TestLabSweep::matrixOrder()
{
    const QList<SweepLayout> parsed = layouts(QStringLiteral("mirror2,raidz1-3"));
    const QList<SweepCell> cells = LabSweep::matrix(parsed, {25, 50}, 2);
    QCOMPARE(cells.size(), 8);
    QCOMPARE(cells.at(0), (SweepCell {parsed.at(0), 25, 1}));
    QCOMPARE(cells.at(1), (SweepCell {parsed.at(0), 25, 2}));
    QCOMPARE(cells.at(2), (SweepCell {parsed.at(0), 50, 1}));
    QCOMPARE(cells.at(7), (SweepCell {parsed.at(1), 50, 2}));
    QCOMPARE(LabSweep::matrix(layouts(LabSweep::defaultLayouts()), {25, 50}, 1).size(), 10);
}

void TestLabSweep::cellStages()
{
    const SweepCell cell {layouts(QStringLiteral("raidz1-3")).first(), 50, 1};
    RecipeRequest request;
    request.stack = cell.layout.stack;
    request.disks = {QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB0001"),
        QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB0002"),
        QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB0003")};
    request.spare = QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB0004");
    request.session = QStringLiteral("sweep");
    const QString kernel = QStringLiteral("sd");
    for (int i = 0; i < request.disks.size(); ++i)
        request.kernelNames.insert(request.disks.at(i), kernel + QChar(u'a' + i));
    request.kernelNames.insert(request.spare, QStringLiteral("sdd"));
    const Scenario scenario(request, LabSweep::scenarioOptions(cell));
    QVERIFY2(scenario.ok(), qPrintable(scenario.error()));
    QStringList names;
    for (const ScenarioStage &stage : scenario.stages()) {
        QVERIFY2(stage.applicable, qPrintable(stage.name + QLatin1String(": ") + stage.note));
        names << stage.name;
    }
    QCOMPARE(names,
        (QStringList {QStringLiteral("claim"), QStringLiteral("prepare"), QStringLiteral("build"),
            QStringLiteral("sync"), QStringLiteral("mount"), QStringLiteral("dataset"), QStringLiteral("fail"),
            QStringLiteral("rebuild"), QStringLiteral("verify"), QStringLiteral("teardown")}));
    QCOMPARE(scenario.rebuildKind(), QStringLiteral("resilver"));
    // The fill is the dataset's share of the usable space (4 MiB granules).
    QCOMPARE(scenario.datasetBytes(400LL * 1024 * 1024), 200LL * 1024 * 1024);
    // Without a selection the full scenario still has every stage.
    QCOMPARE(Scenario(request).stages().size(), 15);
}

SweepResult TestLabSweep::realResult(const SweepCell &cell)
{
    // zfs-raidz1 in the VM: "resilvered 64.7M in 00:00:06 with 0 errors".
    QStringList scanLines;
    for (const QString &line :
        QString::fromUtf8(readData(QStringLiteral("monitor/zpool-status-vm-resilvered.txt"))).split(u'\n')) {
        if (line.trimmed().startsWith(QLatin1String("scan:")))
            scanLines << line.trimmed().mid(5).trimmed();
    }
    const ParseResult<ZpoolScan> scan = ZpoolScanParser::parseScan(scanLines);
    if (!scan.ok() || !scan.value.durationSeconds || !scan.value.processedBytes)
        qFatal("the captured resilver did not parse");
    QString error;
    const std::optional<Measurement> verified = ScenarioMeasurements::fromDatasetVerify(cell.layout.stack,
        QJsonDocument::fromJson(readData(QStringLiteral("lab/dataset-verify-result.json"))).object(), &error);
    if (!verified)
        qFatal("%s", qPrintable(error));
    const QList<Measurement> measured {
        ScenarioMeasurements::make(cell.layout.stack, QStringLiteral("usable_bytes"), 5.0e8, QStringLiteral("bytes")),
        ScenarioMeasurements::make(
            cell.layout.stack, QStringLiteral("rebuild_s"), double(*scan.value.durationSeconds), QStringLiteral("s")),
        ScenarioMeasurements::make(cell.layout.stack, QStringLiteral("rebuilt_bytes"),
            double(*scan.value.processedBytes), QStringLiteral("bytes")),
        *verified};
    return LabSweep::resultOf(cell, measured);
}

void TestLabSweep::csvFromRealRun()
{
    const QList<SweepLayout> parsed = layouts(QStringLiteral("raidz1-3,mirror2"));
    const SweepResult measured = realResult(SweepCell {parsed.at(0), 25, 1});
    QCOMPARE(measured.resilverSeconds, 6.0);
    QVERIFY(measured.dataVerified);
    QVERIFY(measured.measured());
    // 64.7 MiB as zpool prints it, to the byte the parser makes of it.
    QVERIFY(std::abs(double(measured.resilveredBytes) - 64.7 * 1048576) < 1048576 * 0.05 + 1);
    QVERIFY(std::abs(measured.meanMibs() - 64.7 / 6) < 0.01);

    SweepResult failed;
    failed.cell = SweepCell {parsed.at(1), 25, 1};
    failed.error = QStringLiteral("zfs-mirror: the stage 'Replace the disk and time the rebuild' failed.");
    failed.resilverSeconds = 3; // a partial figure of a failed run is not reported
    const QList<QByteArray> rows = LabSweep::toCsv({measured, failed}).split('\n');
    QCOMPARE(rows.size(), 4); // header, two rows, the empty tail after the last CRLF
    QCOMPARE(rows.at(0),
        QByteArray("layout,width,fill_percent,round,resilver_s,resilvered_bytes,mean_mibs,data_verified\r"));
    QCOMPARE(rows.at(1),
        QByteArray("raidz1-3,3,25,1,6.000,") + QByteArray::number(measured.resilveredBytes) + ",10.78,true\r");
    QCOMPARE(rows.at(2), QByteArray("mirror2,2,25,1,,,,false\r"));
    QVERIFY(rows.at(3).isEmpty());
}

void TestLabSweep::failedCheckIsNoFigure()
{
    // resilvered_bytes stands on zpool's final "resilvered 64.7M" line; a figure that is not what
    // that line says (193M, the pool-wide issued total of the same resilver in progress, the kind
    // of count the sweep used to report) leaves the row empty, with the failed check named.
    const SweepCell cell {layouts(QStringLiteral("raidz1-3")).at(0), 25, 1};
    SessionStepRecord status;
    status.argv = QStringList {QStringLiteral("zpool"), QStringLiteral("status"), QStringLiteral("tank")};
    status.outputLines
        = QString::fromUtf8(readData(QStringLiteral("monitor/zpool-status-vm-resilvered.txt"))).split(u'\n');
    const std::optional<Measurement> rebuilt = ScenarioMeasurements::fromSteps(
        cell.layout.stack, QStringLiteral("rebuilt_bytes"), QStringLiteral("bytes"), {status});
    QVERIFY(rebuilt);
    const Measurement seconds
        = ScenarioMeasurements::make(cell.layout.stack, QStringLiteral("rebuild_s"), 6.0, QStringLiteral("s"));
    const SweepResult honest = LabSweep::resultOf(cell, {seconds, *rebuilt});
    QVERIFY2(honest.measured(), qPrintable(honest.error));
    QCOMPARE(honest.resilveredBytes, qint64(std::round(64.7 * 1048576)));

    Measurement inflated = *rebuilt;
    inflated.value = 193.0 * 1048576;
    const SweepResult failed = LabSweep::resultOf(cell, {seconds, inflated});
    QVERIFY(!failed.measured());
    QVERIFY2(failed.error.contains(QLatin1String("zpool")), qPrintable(failed.error));
    QCOMPARE(LabSweep::toCsv({failed}).split('\n').at(1), QByteArray("raidz1-3,3,25,1,,,,false\r"));
}

void TestLabSweep::summaryMedian()
{
    const QList<SweepLayout> parsed = layouts(QStringLiteral("raidz1-3,mirror2"));
    QList<SweepResult> results;
    for (int round = 1; round <= 3; ++round) {
        SweepResult r = realResult(SweepCell {parsed.at(0), 25, round});
        r.resilverSeconds *= round; // 6, 12, 18 s: the median is the middle round
        results << r;
    }
    SweepResult failed;
    failed.cell = SweepCell {parsed.at(1), 50, 1};
    failed.error = QStringLiteral("pool not built");
    results << failed;
    const QString text = LabSweep::summary(results);
    const QStringList lines = text.split(u'\n', Qt::SkipEmptyParts);
    const auto raidz = std::find_if(lines.begin(), lines.end(),
        [](const QString &l) { return l.startsWith(QLatin1String("raidz1-3")) && l.contains(QLatin1String("25%")); });
    QVERIFY2(raidz != lines.end(), qPrintable(text));
    QVERIFY2(raidz->contains(QLatin1String("3/3")), qPrintable(*raidz));
    QVERIFY2(raidz->contains(QLatin1String(" 12.0 ")), qPrintable(*raidz));
    QVERIFY2(raidz->contains(QLatin1String(" 64.7 ")), qPrintable(*raidz));
    QVERIFY2(raidz->trimmed().endsWith(QLatin1String("5.4")), qPrintable(*raidz)); // 64.7 MiB / 12 s
    const auto mirror = std::find_if(lines.begin(), lines.end(),
        [](const QString &l) { return l.startsWith(QLatin1String("mirror2")) && l.contains(QLatin1String("50%")); });
    QVERIFY2(mirror != lines.end() && mirror->contains(QLatin1String("0/1")), qPrintable(text));
    QVERIFY2(mirror->contains(QLatin1String("not measured")), qPrintable(*mirror));
    // Combinations that never ran (raidz1-3 at 50 %, mirror2 at 25 %) get no line.
    QCOMPARE(lines.size(), 4);
}

void TestLabSweep::chartSvg()
{
    const QList<SweepLayout> parsed = layouts(QStringLiteral("raidz1-3,mirror2"));
    QList<SweepResult> results;
    results << realResult(SweepCell {parsed.at(0), 25, 1});
    SweepResult slower = realResult(SweepCell {parsed.at(0), 50, 1});
    slower.resilverSeconds = 13;
    results << slower << realResult(SweepCell {parsed.at(1), 25, 1});
    SweepResult failed;
    failed.cell = SweepCell {parsed.at(1), 50, 1};
    failed.error = QStringLiteral("failed");
    results << failed;

    const QString svg = LabSweep::chartSvg(results);
    QXmlStreamReader xml(svg);
    QStringList barTitles;
    QList<double> heights;
    QStringList legend;
    bool inBar = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isStartElement() && xml.name() == QLatin1String("rect")
            && xml.attributes().value(QLatin1String("class")) == QLatin1String("bar")) {
            inBar = true;
            heights << xml.attributes().value(QLatin1String("height")).toDouble();
        } else if (xml.isStartElement() && xml.name() == QLatin1String("title") && inBar) {
            barTitles << xml.readElementText();
            inBar = false;
        } else if (xml.isStartElement() && xml.name() == QLatin1String("text")) {
            const QString text = xml.readElementText();
            if (text.endsWith(QLatin1String("% full")))
                legend << text;
        }
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    // Three measured bars; the failed mirror2 at 50 % leaves a gap, not a zero bar.
    QCOMPARE(barTitles,
        (QStringList {QStringLiteral("raidz1-3, 25 % full: 6"), QStringLiteral("raidz1-3, 50 % full: 13"),
            QStringLiteral("mirror2, 25 % full: 6")}));
    QCOMPARE(legend, (QStringList {QStringLiteral("25 % full"), QStringLiteral("50 % full")}));
    // Bar heights are proportional to the resilver time.
    QVERIFY(std::abs(heights.at(1) / heights.at(0) - 13.0 / 6.0) < 0.01);
    QCOMPARE(heights.at(0), heights.at(2));
}

QTEST_GUILESS_MAIN(TestLabSweep)
#include "tst_labsweep.moc"
