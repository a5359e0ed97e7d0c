#include "lab/session/labsessionstore.h"
#include "models/reportfile.h"
#include "models/reporttablemodel.h"
#include "models/sweeptreemodel.h"
#include "monitor/parsers/mdstatparser.h"
#include "pages/resultspage.h"
#include "report/export/reportexport.h"
#include "widgets/rebuildcharts.h"
#include "widgets/sweepview.h"
#include "widgets/throughputchart.h"

#include <QAbstractItemModelTester>
#include <QAbstractTextDocumentLayout>
#include <QColor>
#include <QFile>
#include <QLabel>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTextBlock>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextLayout>
#include <QTextTable>
#include <QTreeView>

// The Results page over a session recorded in the test through LabSessionStore: the table as
// seed 000 prints it, the charts, and the exports (HTML byte for byte as core's toHtml() with the
// page's chart images, PDF through QPdfWriter).
class TestResultsPage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void table();
    void charts();
    void exportHtmlIsCoresHtml();
    void exportPdf();
    void pdfWrapsBetweenWordsOnly();
    void exportOtherFormats_data();
    void exportOtherFormats();
    void unknownExtensionNamesTheKnownOnes();
    void notASessionFolder();
    void exportReportCommandLine();
    void sweepCellsArriveByHost();
    void failedRunLeadsTheHeader();
    void exportSaysWhyItIsDisabled();

private:
    QTemporaryDir m_dir;
    QString m_session;
};

static ProgressSample mdstat(const char *file, qint64 timestampMs)
{
    QFile f(QStringLiteral(STACKLAB_TEST_DATA_DIR "/monitor/") + QLatin1String(file));
    if (!f.open(QIODevice::ReadOnly))
        qFatal("missing capture %s", file);
    return MdstatParser::parse(QString::fromUtf8(f.readAll()), timestampMs).value.arrays.value(0).progress;
}

void TestResultsPage::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_session = m_dir.filePath(QStringLiteral("session"));
    QString error;
    auto store = LabSessionStore::open(m_session, &error);
    QVERIFY2(store, qPrintable(error));
    SessionMetadata meta;
    meta.name = QStringLiteral("two stacks");
    meta.created = QDateTime(QDate(2026, 12, 1), QTime(4, 0), Qt::UTC);
    meta.target = QStringLiteral("vm");
    meta.stacks = {QStringLiteral("mdadm-raid5"), QStringLiteral("btrfs-raid1")};
    meta.toolVersions = {{QStringLiteral("kernel"), QStringLiteral("6.12.95+deb12-amd64")},
        {QStringLiteral("mdadm"), QStringLiteral("4.2")}};
    QVERIFY(store->setMetadata(meta));
    auto add = [&](const QString &stack, const QString &key, double value, const QString &unit, int round) {
        QVERIFY(store->addMeasurement({stack, key, value, unit, round, {}, {}}));
    };
    const QString md = QStringLiteral("mdadm-raid5");
    const QString btrfs = QStringLiteral("btrfs-raid1");
    // Seed 000's md figures, rounds recorded out of order on purpose.
    add(md, QStringLiteral("seq_write_mibs"), 837, QStringLiteral("MiB/s"), 3);
    add(md, QStringLiteral("seq_write_mibs"), 532, QStringLiteral("MiB/s"), 1);
    add(md, QStringLiteral("seq_write_mibs"), 793, QStringLiteral("MiB/s"), 2);
    add(md, QStringLiteral("seq_read_mibs"), 5185, QStringLiteral("MiB/s"), 1);
    add(md, QStringLiteral("rebuild_s"), 62.6, QStringLiteral("s"), 0);
    add(md, QStringLiteral("data_verified"), 1, QStringLiteral("verified"), 0);
    add(btrfs, QStringLiteral("seq_write_mibs"), 410, QStringLiteral("MiB/s"), 1);
    add(btrfs, QStringLiteral("seq_read_mibs"), 950, QStringLiteral("MiB/s"), 1);
    add(btrfs, QStringLiteral("usable_bytes"), 1073741824.0, QStringLiteral("bytes"), 0);
    // A figure that contradicts its own line (btrfs says 321.50MiB on the replacement).
    QVERIFY(store->addMeasurement({btrfs, QStringLiteral("rebuilt_bytes"), 1073741824.0, QStringLiteral("bytes"), 0, {},
        MeasurementSource::tool(
            {QStringLiteral("btrfs"), QStringLiteral("filesystem"), QStringLiteral("show"), QStringLiteral("/mnt")},
            {QStringLiteral("devid    3 size 512.00MiB used 321.50MiB path /dev/loop3")})}));
    int i = 0;
    for (const char *file : {"mdstat-vm-degraded.txt", "mdstat-vm-rebuild.txt", "mdstat-vm-rebuilt.txt"})
        QVERIFY(store->addProgress({md, QStringLiteral("rebuild"), mdstat(file, 1000 * ++i)}));
    // Enough commands for the log to run over several A4 pages.
    for (int n = 0; n < 120; ++n) {
        SessionStepRecord step;
        step.phase = n < 110 ? QStringLiteral("build") : QStringLiteral("teardown");
        step.stepId = QStringLiteral("step-%1").arg(n);
        step.argv = {QStringLiteral("mdadm"), QStringLiteral("--detail"), QStringLiteral("/dev/md0")};
        step.startedAtMs = 1000 * n;
        const int index = store->startStep(step);
        QVERIFY(index >= 0);
        QVERIFY(store->finishStep(index, StepState::Succeeded, 0, 1000 * n + 410));
    }
}

void TestResultsPage::table()
{
    ResultsPage page;
    QAbstractItemModelTester tester(page.tableModel(), QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(page.tableModel()->rowCount(), 0);
    QString error;
    QVERIFY2(page.openSession(m_session, &error), qPrintable(error));
    ReportTableModel *model = page.tableModel();
    QCOMPARE(model->columnCount(), 2);
    QCOMPARE(model->rowCount(), int(measurementRows().size()));
    QCOMPARE(model->headerData(0, Qt::Horizontal).toString(), page.report().stacks.at(0).title);
    QCOMPARE(model->headerData(2, Qt::Vertical).toString(), QStringLiteral("Seq write 1M, MiB/s"));
    // Median and range, as seed 000 prints them.
    QCOMPARE(model->index(2, 0).data().toString(), QStringLiteral("793 (532 to 837)"));
    QCOMPARE(model->index(2, 0).data(ReportTableModel::RoundsRole).toList(), (QVariantList {532.0, 793.0, 837.0}));
    QCOMPARE(model->index(2, 1).data().toString(), QStringLiteral("410"));
    QCOMPARE(model->index(0, 1).data().toString(), QStringLiteral("1.00 GiB"));
    QCOMPARE(model->index(0, 0).data().toString(), QStringLiteral("not measured"));
    QCOMPARE(model->index(6, 0).data(ReportTableModel::KeyRole).toString(), QStringLiteral("rebuild_s"));
    const auto rowOf = [model](const QString &key) {
        for (int row = 0; row < model->rowCount(); ++row) {
            if (model->index(row, 0).data(ReportTableModel::KeyRole).toString() == key)
                return row;
        }
        return -1;
    };
    QCOMPARE(model->index(rowOf(QStringLiteral("data_verified")), 0).data().toString(), QStringLiteral("yes"));
    // Where each figure came from, and a figure that contradicts its source as the failed check.
    QVERIFY(model->index(2, 0).data(Qt::ToolTipRole).toString().contains(QLatin1String("Source: source not recorded")));
    const int rebuilt = rowOf(QStringLiteral("rebuilt_bytes"));
    QVERIFY(rebuilt >= 0);
    QVERIFY2(model->index(rebuilt, 1).data().toString().startsWith(QLatin1String("failed check: ")),
        qPrintable(model->index(rebuilt, 1).data().toString()));
    const QString tip = model->index(rebuilt, 1).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("Source: btrfs filesystem show /mnt: \u201cdevid    3 size 512.00MiB")),
        qPrintable(tip));
    QCOMPARE(model->index(rebuilt, 1).data(Qt::ForegroundRole).value<QColor>(), QColor(0x8b, 0x1a, 0x1a));
    const QLabel *source = page.findChild<QLabel *>(QStringLiteral("resultsSource"));
    QVERIFY(source);
    QVERIFY2(source->text().contains(QLatin1String("Failed check, btrfs")), qPrintable(source->text()));
    QCOMPARE(page.report().commands.size(), 120);
    QCOMPARE(page.report().commands.constFirst().stack, QStringLiteral("mdadm-raid5"));
    QCOMPARE(page.report().versions.value(QStringLiteral("mdadm")), QStringLiteral("4.2"));
}

void TestResultsPage::charts()
{
    ResultsPage page;
    QVERIFY(page.openSession(m_session));
    // Seq write and seq read for both stacks.
    QCOMPARE(page.throughputChart()->barCount(), 4);
    QCOMPARE(page.rebuildCharts()->graphCount(), 1);
    const QList<ReportChart> charts = page.chartImages();
    QCOMPARE(charts.size(), 2);
    for (const ReportChart &chart : charts) {
        QImage image;
        QVERIFY(image.loadFromData(chart.png, "PNG"));
        QCOMPARE(image.size(), QSize(900, 420));
        // A drawn chart, not a blank canvas.
        QSet<QRgb> colours;
        for (int y = 0; y < image.height(); y += 5) {
            for (int x = 0; x < image.width(); x += 5)
                colours.insert(image.pixel(x, y));
        }
        QVERIFY2(colours.size() > 8, qPrintable(chart.title));
    }
}

void TestResultsPage::exportHtmlIsCoresHtml()
{
    ResultsPage page;
    QVERIFY(page.openSession(m_session));
    const QString path = m_dir.filePath(QStringLiteral("report.html"));
    QString error;
    QVERIFY2(page.exportTo(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QString html = QString::fromUtf8(file.readAll());
    QCOMPARE(html, toHtml(page.report(), page.chartImages()));
    QCOMPARE(html.count(QLatin1String("src=\"data:image/png;base64,")), 2);
    QVERIFY(html.contains(QLatin1String("793 (532 to 837)")));
}

void TestResultsPage::exportPdf()
{
    ResultsPage page;
    QVERIFY(page.openSession(m_session));
    const QString path = m_dir.filePath(QStringLiteral("report.pdf"));
    QString error;
    QVERIFY2(page.exportTo(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray pdf = file.readAll();
    QVERIFY(pdf.startsWith("%PDF-"));
    QVERIFY2(pdf.size() > 30000, qPrintable(QString::number(pdf.size())));
    // One page object per page: the table, two charts and 120 commands do not fit on one.
    static const QRegularExpression pageObject(QStringLiteral("/Type\\s*/Page[^s]"));
    const auto pages = QString::fromLatin1(pdf).count(pageObject);
    QVERIFY2(pages > 1, qPrintable(QString::number(pages)));

    int pageCount = 0;
    QVERIFY(ReportFile::writePdf(toHtml(page.report(), page.chartImages()), page.report().title,
        m_dir.filePath(QStringLiteral("again.pdf")), &error, &pageCount));
    QCOMPARE(pageCount, pages);

    // Every chart fits the width the text has (the page less the document's margins), at its
    // own aspect ratio: none runs off the right edge.
    QTextDocument document;
    const QSizeF pageSize(600, 900);
    ReportFile::layOutForPdf(toHtml(page.report(), page.chartImages()), pageSize, &document);
    const qreal textWidth = pageSize.width() - 2 * document.documentMargin();
    int images = 0;
    for (QTextBlock block = document.begin(); block.isValid(); block = block.next()) {
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            if (!it.fragment().charFormat().isImageFormat())
                continue;
            const QTextImageFormat format = it.fragment().charFormat().toImageFormat();
            const QImage image = document.resource(QTextDocument::ImageResource, QUrl(format.name())).value<QImage>();
            QVERIFY(image.width() > textWidth); // a real test: the chart is wider than the text
            QVERIFY2(format.width() <= textWidth, qPrintable(QString::number(format.width())));
            QVERIFY(std::abs(format.height() / format.width() - qreal(image.height()) / image.width()) < 0.01);
            const QRectF rect = document.documentLayout()->blockBoundingRect(block);
            QVERIFY2(rect.left() + format.width() <= pageSize.width(), qPrintable(QString::number(rect.left())));
            ++images;
        }
    }
    QCOMPARE(images, 2);
}

// Issue 30: the PDF's prediction table read "Predicte / d" and "(measure / d − predicted)": the
// PDF's layout broke words where a column was narrow. Now every cell of every table breaks its
// lines between words only.
void TestResultsPage::pdfWrapsBetweenWordsOnly()
{
    ComparisonReport report;
    report.title = QStringLiteral("wrap");
    const QStringList stacks {QStringLiteral("mdadm-raid5"), QStringLiteral("lvm-raid5"),
        QStringLiteral("lvm-thin-md-raid5"), QStringLiteral("zfs-raidz1")};
    for (const QString &name : stacks) {
        ReportStack stack;
        stack.name = name;
        stack.title = name + QStringLiteral(" + XFS");
        report.stacks << stack;
        for (const QString &key : {QStringLiteral("usable_bytes"), QStringLiteral("rebuild_s")}) {
            ReportPrediction p;
            p.stack = name;
            p.stackTitle = stack.title;
            p.key = key;
            p.label = key == QLatin1String("rebuild_s") ? QStringLiteral("Rebuild after pulling one disk")
                                                        : QStringLiteral("Usable space (statvfs size)");
            p.unit = key == QLatin1String("rebuild_s") ? QStringLiteral("s") : QStringLiteral("bytes");
            p.basis = QStringLiteral("md recovery of the whole member (mdadm --add); disks assumed at 26 MB/s read, "
                                     "26 MB/s write");
            p.predicted = 20.5;
            p.measured = 28.3;
            p.error = 7.8;
            report.predictions << p;
        }
    }
    QTextDocument document;
    const QSizeF pageSize(480, 960); // narrower than A4 less its margins, so the columns squeeze
    ReportFile::layOutForPdf(toHtml(report, {}), pageSize, &document);
    document.documentLayout()->documentSize(); // lays the document out
    int tables = 0;
    int brokenLines = 0;
    for (QTextFrame *frame : document.rootFrame()->childFrames()) {
        auto *table = qobject_cast<QTextTable *>(frame);
        if (!table)
            continue;
        ++tables;
        for (int row = 0; row < table->rows(); ++row) {
            for (int column = 0; column < table->columns(); ++column) {
                const QTextTableCell cell = table->cellAt(row, column);
                for (QTextFrame::iterator it = cell.begin(); !it.atEnd(); ++it) {
                    const QTextBlock block = it.currentBlock();
                    const QString text = block.text();
                    for (int i = 0; i + 1 < block.layout()->lineCount(); ++i) {
                        const QTextLine line = block.layout()->lineAt(i);
                        const int end = line.textStart() + line.textLength();
                        ++brokenLines;
                        QVERIFY2(end <= 0 || end >= text.size() || !text.at(end - 1).isLetterOrNumber()
                                || !text.at(end).isLetterOrNumber(),
                            qPrintable(QStringLiteral("\"%1\" broken inside a word at %2").arg(text).arg(end)));
                    }
                }
            }
        }
    }
    QVERIFY(tables >= 2);
    QVERIFY(brokenLines > 0); // a real test: cells did wrap
}

void TestResultsPage::exportOtherFormats_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("markdown") << QStringLiteral("report.md");
    QTest::newRow("csv") << QStringLiteral("report.csv");
    QTest::newRow("json") << QStringLiteral("report.json");
}

void TestResultsPage::exportOtherFormats()
{
    QFETCH(QString, name);
    ResultsPage page;
    QVERIFY(page.openSession(m_session));
    const QString path = m_dir.filePath(name);
    QString error;
    QVERIFY2(page.exportTo(path, &error), qPrintable(error));
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QByteArray bytes = file.readAll();
    if (name.endsWith(QLatin1String(".md")))
        QCOMPARE(bytes, toMarkdown(page.report()).toUtf8());
    else if (name.endsWith(QLatin1String(".csv")))
        QCOMPARE(bytes, toCsv(page.report()));
    else
        QCOMPARE(bytes, toJson(page.report()));
}

void TestResultsPage::unknownExtensionNamesTheKnownOnes()
{
    ResultsPage page;
    QVERIFY(page.openSession(m_session));
    QString error;
    QVERIFY(!page.exportTo(m_dir.filePath(QStringLiteral("report.docx")), &error));
    QVERIFY2(error.contains(QLatin1String("pdf, html, md, csv, json")), qPrintable(error));
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("report.docx"))));
}

void TestResultsPage::notASessionFolder()
{
    ResultsPage page;
    QString error;
    QVERIFY(!page.openSession(m_dir.filePath(QStringLiteral("nothing-here")), &error));
    QVERIFY2(error.contains(QLatin1String("not a folder")), qPrintable(error));
}

void TestResultsPage::exportReportCommandLine()
{
    // No display needed: the executable goes offscreen by itself for --export-report.
    const QString pdf = m_dir.filePath(QStringLiteral("cli.pdf"));
    QProcess stacklab;
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.remove(QStringLiteral("QT_QPA_PLATFORM"));
    env.remove(QStringLiteral("DISPLAY"));
    stacklab.setProcessEnvironment(env);
    stacklab.start(QStringLiteral(STACKLAB_GUI_EXECUTABLE),
        {QStringLiteral("--export-report"), m_session, QStringLiteral("--output"), pdf});
    QVERIFY(stacklab.waitForFinished(60000));
    QVERIFY2(stacklab.exitCode() == 0, stacklab.readAllStandardError().constData());
    QFile file(pdf);
    QVERIFY(file.open(QIODevice::ReadOnly));
    QVERIFY(file.read(5) == "%PDF-");

    // A folder that is not a session: exit 1 and the reason, nothing written.
    const QString none = m_dir.filePath(QStringLiteral("none.html"));
    stacklab.start(QStringLiteral(STACKLAB_GUI_EXECUTABLE),
        {QStringLiteral("--export-report"), m_dir.filePath(QStringLiteral("nothing")), QStringLiteral("--output"),
            none});
    QVERIFY(stacklab.waitForFinished(60000));
    QCOMPARE(stacklab.exitCode(), 1);
    QVERIFY(QString::fromUtf8(stacklab.readAllStandardError()).contains(QLatin1String("not a folder")));
    QVERIFY(!QFile::exists(none));

    // Without --output: a usage error that names the formats.
    stacklab.start(QStringLiteral(STACKLAB_GUI_EXECUTABLE), {QStringLiteral("--export-report"), m_session});
    QVERIFY(stacklab.waitForFinished(60000));
    QCOMPARE(stacklab.exitCode(), 2);
    QVERIFY(QString::fromUtf8(stacklab.readAllStandardError()).contains(QLatin1String("pdf, html, md, csv, json")));
}

static void copyCell(const QString &name, const QString &dir)
{
    const QString to = dir + QLatin1Char('/') + name;
    // As a parallel job lands its report: written aside, then renamed into the folder.
    QVERIFY(QFile::copy(QStringLiteral(STACKLAB_TEST_DATA_DIR "/report/sweep/") + name, to + QStringLiteral(".part")));
    QVERIFY(QFile::rename(to + QStringLiteral(".part"), to));
}

void TestResultsPage::sweepCellsArriveByHost()
{
    // The cells folder of lab sweep --jobs (reports captured from lab run, tests/data/report/sweep),
    // opened while one of its three cells is in, then filling as the others arrive.
    const QString cells = m_dir.filePath(QStringLiteral("sweep-cells"));
    QVERIFY(QDir().mkpath(cells));
    QFile jobs(cells + QStringLiteral("/jobs.txt"));
    QVERIFY(jobs.open(QIODevice::WriteOnly));
    jobs.write("stacklab-cli lab run btrfs-raid1 --tag layout=btrfs-raid1-2 --tag fill=20 --tag round=1 "
               "--tag cell=btrfs-raid1-2-fill20-r1 --report cell-btrfs-raid1-2-fill20-r1.json\n"
               "stacklab-cli lab run btrfs-raid1 --tag layout=btrfs-raid1-2 --tag fill=40 --tag round=1 "
               "--tag cell=btrfs-raid1-2-fill40-r1 --report cell-btrfs-raid1-2-fill40-r1.json\n"
               "stacklab-cli lab run mdadm-raid5 --tag layout=mdadm-raid5-3 --tag fill=20 --tag round=1 "
               "--tag cell=mdadm-raid5-3-fill20-r1 --report cell-mdadm-raid5-3-fill20-r1.json\n");
    jobs.close();
    copyCell(QStringLiteral("cell-btrfs-raid1-2-fill20-r1.json"), cells);

    ResultsPage page;
    page.resize(1024, 700);
    page.show();
    QString error;
    QVERIFY2(page.openSweep(cells, &error), qPrintable(error));
    QVERIFY(page.showsSweep());
    SweepTreeModel *model = page.sweepView()->model();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(page.sweepView()->merged().cells.size(), 1);
    QCOMPARE(page.sweepView()->merged().missing.size(), 2);
    // A branch for the host (host · kernel), then the cells still to come.
    QCOMPARE(model->rowCount(), 2);
    const QModelIndex host = model->index(0, SweepTreeModel::Layout);
    QVERIFY2(host.data().toString().contains(page.sweepView()->merged().cells.first().host),
        qPrintable(host.data().toString()));
    QCOMPARE(model->rowCount(host), 1);
    QCOMPARE(model->index(0, SweepTreeModel::Layout, host).data().toString(), QStringLiteral("btrfs-raid1-2"));
    QCOMPARE(model->index(0, SweepTreeModel::Verified, host).data().toString(), QStringLiteral("verified"));
    QVERIFY(page.sweepView()->progressText().contains(QLatin1String("1 of 3")));

    copyCell(QStringLiteral("cell-btrfs-raid1-2-fill40-r1.json"), cells);
    copyCell(QStringLiteral("cell-mdadm-raid5-3-fill20-r1.json"), cells);
    QVERIFY(QTest::qWaitFor([&] { return page.sweepView()->merged().cells.size() == 3; }, 10000));
    QVERIFY(page.sweepView()->merged().missing.isEmpty());
    // Host branch, then the two cells that failed for real (out of space; no md on this kernel).
    QCOMPARE(model->rowCount(), 2);
    const QModelIndex failed = model->index(1, SweepTreeModel::Layout);
    QCOMPARE(model->rowCount(failed), 2);
    QVERIFY(model->index(0, SweepTreeModel::RebuildSeconds, failed).data().toString().size() > 0);
    QVERIFY(page.sweepView()->progressText().contains(QLatin1String("3 of 3")));

    // Export writes the merged sweep as report merge does; PDF is refused with the formats it takes.
    const QString html = m_dir.filePath(QStringLiteral("sweep.html"));
    QVERIFY2(page.exportTo(html, &error), qPrintable(error));
    QFile written(html);
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY(written.readAll().contains("<svg"));
    QVERIFY(!page.exportTo(m_dir.filePath(QStringLiteral("sweep.pdf")), &error));
    QVERIFY2(error.contains(QLatin1String("html, md, csv, json")), qPrintable(error));

    // Opening a session goes back to the comparison table.
    QVERIFY(page.openSession(m_session, &error));
    QVERIFY(!page.showsSweep());
}

// A run that failed reads as failed at the top of the page, with the stage and the tool's words,
// before its checks (issue 29: "All 4 check(s) passed" with no failed mark).
void TestResultsPage::failedRunLeadsTheHeader()
{
    LabSession session;
    session.metadata.name = QStringLiteral("load");
    session.metadata.stacks = {QStringLiteral("btrfs-raid1")};
    SessionStackRun run;
    run.stack = QStringLiteral("btrfs-raid1");
    run.state = StepState::Failed;
    session.stackRuns << run;
    SessionStepRecord replace;
    replace.phase = QStringLiteral("rebuild");
    replace.argv = {QStringLiteral("btrfs"), QStringLiteral("replace"), QStringLiteral("start")};
    replace.outputLines = {QStringLiteral("ERROR: ioctl(DEV_REPLACE_START) failed on "
                                          "\"/mnt/stacklab/lab-20261207-033223/btrfs-raid1\": No space left on device"),
        QStringLiteral("scrub: failed setting block group ro: -28")};
    replace.endedAtMs = 1;
    replace.state = StepState::Failed;
    session.steps << replace;
    session.measurements << Measurement {QStringLiteral("btrfs-raid1"), QStringLiteral("replacement_bytes"),
        1073741824.0, QStringLiteral("bytes"), 0, {},
        MeasurementSource::tool(
            {QStringLiteral("blockdev"), QStringLiteral("--getsize64"), QStringLiteral("/dev/loop7")},
            {QStringLiteral("1073741824")})};
    ResultsPage page;
    page.showSession(session);
    const QString text = page.findChild<QLabel *>(QStringLiteral("resultsSource"))->text();
    QVERIFY2(
        text.contains(QLatin1String("Failed: btrfs-raid1 failed at rebuild: ERROR: ioctl(DEV_REPLACE_START) failed")),
        qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("bigger disks")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("FAILED run, its figures so far: All 1 check(s) passed.")), qPrintable(text));
    QVERIFY(text.indexOf(QLatin1String("Failed:")) < text.indexOf(QLatin1String("check(s) passed")));
    // The tool's long line wraps: the page stays within a 1024 px window (seen at 1280 px: the
    // line had widened the page past the screen, the figures off to the right).
    QVERIFY2(page.minimumSizeHint().width() < 1000, qPrintable(QString::number(page.minimumSizeHint().width())));
    // The verdict's dash reaches the reader as a dash ("â€”" when it went through QLatin1String).
    QVERIFY2(!text.contains(QChar(0x00E2)), qPrintable(text));
}

// Issue 30: Export… is disabled until there is something to export, and says so; with a session
// open it says what it writes.
void TestResultsPage::exportSaysWhyItIsDisabled()
{
    ResultsPage page;
    auto *exportButton = page.findChild<QPushButton *>(QStringLiteral("exportReport"));
    QVERIFY(exportButton);
    QVERIFY(!exportButton->isEnabled());
    QVERIFY2(exportButton->toolTip().startsWith(QLatin1String("Nothing to export yet: run a scenario on the Lab page")),
        qPrintable(exportButton->toolTip()));
    QString error;
    QVERIFY2(page.openSession(m_session, &error), qPrintable(error));
    QVERIFY(exportButton->isEnabled());
    QVERIFY2(exportButton->toolTip().contains(QLatin1String("the format follows the file name's extension")),
        qPrintable(exportButton->toolTip()));
}

QTEST_MAIN(TestResultsPage)
#include "tst_resultspage.moc"
