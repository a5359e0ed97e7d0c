#include "workloadpagetest.h"

#include "mainwindow.h"
#include "models/workloadsummarymodel.h"
#include "pages/workloadpage.h"
#include "widgets/percentileplot.h"
#include "widgets/workloadcharts.h"
#include "workload/engine/workloadrunner.h"

#include "widgets/customplot.h"

#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QImage>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QPlainTextEdit>
#include <QProcess>
#include <QPushButton>
#include <QScopeGuard>

#include <QSignalSpy>
#include <QTest>
#include <unistd.h>

static int points(QCustomPlot *plot)
{
    int count = 0;
    for (int i = 0; i < plot->graphCount(); ++i)
        count += plot->graph(i)->data()->size();
    return count;
}

void WorkloadPageTest::initTestCase()
{
    QVERIFY(m_dir.isValid());
}

QString WorkloadPageTest::writeJob(const QString &name, const QString &text)
{
    const QString path = m_dir.filePath(name);
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate))
        return {};
    file.write(text.toUtf8());
    return path;
}

void WorkloadPageTest::offersBuiltinJobs()
{
    WorkloadPage page;
    QVERIFY(page.selectBuiltinJob(QStringLiteral("storage-bench")));
    QCOMPARE(page.currentJobPath(), QStringLiteral(":/jobs/storage-bench.fio"));
    QVERIFY(page.selectBuiltinJob(QStringLiteral("randwrite-4k")));
    QVERIFY(!page.selectBuiltinJob(QStringLiteral("no-such-job")));
    // The seed job parses for a chosen directory: ${TESTDIR} expands to it.
    page.setTargetDirectory(m_dir.path());
    const std::optional<QList<JobSpec>> jobs = page.prepareJobs();
    QVERIFY2(jobs.has_value(), qPrintable(page.errorText()));
    QCOMPARE(jobs->size(), 1);
    QCOMPARE(jobs->first().fileFor(0), m_dir.filePath(QStringLiteral("t.dat")));
}

void WorkloadPageTest::parseErrorShowsTheLine()
{
    WorkloadPage page;
    page.setTargetDirectory(m_dir.path());
    const QString path = writeJob(QStringLiteral("bad.fio"),
        QStringLiteral("[bad]\nrw=read\nfrobnicate=1\nsize=1m\n")); // line 3: an option we do not know
    QVERIFY(page.openJobFile(path));
    QSignalSpy logged(&page, &Page::logMessage);
    QVERIFY(!page.run());
    QVERIFY(!page.isRunning());
    QCOMPARE(page.errorLine(), 3);
    QVERIFY2(page.errorText().contains(QStringLiteral("line 3")), qPrintable(page.errorText()));
    QVERIFY2(page.errorText().contains(QStringLiteral("frobnicate")), qPrintable(page.errorText()));
    QVERIFY(!logged.isEmpty());
    QCOMPARE(logged.last().at(0).value<LogLevel>(), LogLevel::Error);

    // Fixing the file and running again clears the error.
    writeJob(QStringLiteral("bad.fio"), QStringLiteral("[bad]\nrw=read\nsize=1m\n"));
    QVERIFY2(page.prepareJobs().has_value(), qPrintable(page.errorText()));
    QVERIFY(page.errorText().isEmpty());
    QCOMPARE(page.errorLine(), 0);
}

void WorkloadPageTest::refusesMissingTarget()
{
    WorkloadPage page;
    page.setTargetDirectory(m_dir.filePath(QStringLiteral("not-there")));
    QVERIFY(!page.run());
    QVERIFY2(page.errorText().contains(QStringLiteral("not a directory")), qPrintable(page.errorText()));
    page.setTargetDirectory(QString());
    QVERIFY(!page.run());
    QVERIFY(page.errorText().contains(QStringLiteral("No target directory")));
}

void WorkloadPageTest::expandsTestDir()
{
    WorkloadPage page;
    page.setTargetDirectory(m_dir.path());
    QVERIFY(page.openJobFile(writeJob(QStringLiteral("dirs.fio"),
        QStringLiteral("[a]\nrw=read\nsize=1m\nfilename=${TESTDIR}/a.dat\n"
                       "[b]\nrw=read\nsize=1m\n"
                       "[c]\nrw=read\nsize=1m\nfilename=c.dat\n"))));
    const std::optional<QList<JobSpec>> jobs = page.prepareJobs();
    QVERIFY2(jobs.has_value(), qPrintable(page.errorText()));
    QCOMPARE(jobs->size(), 3);
    QCOMPARE(jobs->at(0).fileFor(0), m_dir.filePath(QStringLiteral("a.dat")));
    // Jobs that name no directory run in the target, not in the program's working directory.
    QCOMPARE(jobs->at(1).fileFor(0), m_dir.filePath(QStringLiteral("b.0.0")));
    QCOMPARE(jobs->at(2).fileFor(0), m_dir.filePath(QStringLiteral("c.dat")));
}

void WorkloadPageTest::runsATinyJob()
{
    WorkloadPage page;
    page.resize(1000, 700);
    page.show();
    page.runner()->setSampleInterval(200);
    page.setTargetDirectory(m_dir.path());
    QVERIFY(page.openJobFile(writeJob(QStringLiteral("tiny.fio"),
        QStringLiteral("[tiny]\nrw=randrw\nbs=4k\nsize=4m\ndirect=0\niodepth=4\nruntime=1\ntime_based\n"
                       "filename=${TESTDIR}/tiny.dat\n"))));
    QSignalSpy finished(&page, &WorkloadPage::runFinished);
    QSignalSpy failed(&page, &WorkloadPage::runFailed);
    QVERIFY2(page.run(), qPrintable(page.errorText()));
    QVERIFY(page.isRunning());
    QVERIFY(!page.run()); // one run at a time
    QVERIFY(finished.wait(60000));
    QVERIFY(failed.isEmpty());
    QVERIFY(!page.isRunning());

    // The live charts got points for both directions.
    QVERIFY(page.series().pointCount() >= 2);
    QCOMPARE(page.charts()->bandwidthPlot()->graphCount(), 2);
    QVERIFY(points(page.charts()->bandwidthPlot()) >= 2);
    QVERIFY(points(page.charts()->iopsPlot()) >= 2);
    QVERIFY(points(page.charts()->latencyPlot()) >= 4);
    QVERIFY(page.charts()->percentilePlot()->pointCount() > 0);
    // Each chart's legend sits under its curves, never over them.
    page.charts()->replotNow();
    for (QCustomPlot *plot : {page.charts()->bandwidthPlot(), page.charts()->iopsPlot(), page.charts()->latencyPlot(),
             static_cast<QCustomPlot *>(page.charts()->percentilePlot())}) {
        QVERIFY2(plot->legend->visible(), qPrintable(plot->objectName()));
        const QRect legend = plot->legend->outerRect();
        QVERIFY2(
            legend.height() > 0 && legend.top() >= plot->axisRect()->rect().bottom(), qPrintable(plot->objectName()));
    }

    // The summary has the job's rows with IOPS > 0 and no error.
    WorkloadSummaryModel *summary = page.summaryModel();
    for (const bool write : {false, true}) {
        const int row = summary->rowOf(QStringLiteral("tiny"), write);
        QVERIFY(row >= 0);
        const double iops
            = summary->index(row, WorkloadSummaryModel::IopsColumn).data(WorkloadSummaryModel::SortRole).toDouble();
        QVERIFY2(iops > 0, qPrintable(QString::number(iops)));
        QVERIFY(summary->index(row, WorkloadSummaryModel::ErrorColumn).data().toString().isEmpty());
    }
    QCOMPARE(page.lastResult().firstError(), 0);
    QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("tiny.dat"))));

    // Its results as files: fio's JSON (read back as fio's), the series as CSV, the charts as PNG.
    QString error;
    const QString json = m_dir.filePath(QStringLiteral("tiny.json"));
    QVERIFY2(page.exportTo(json, &error), qPrintable(error));
    QFile jsonFile(json);
    QVERIFY(jsonFile.open(QIODevice::ReadOnly));
    const QJsonArray jobs
        = QJsonDocument::fromJson(jsonFile.readAll()).object().value(QStringLiteral("jobs")).toArray();
    QCOMPARE(jobs.size(), 1);
    QCOMPARE(jobs.first().toObject().value(QStringLiteral("jobname")).toString(), QStringLiteral("tiny"));
    QVERIFY(
        jobs.first().toObject().value(QStringLiteral("read")).toObject().value(QStringLiteral("iops")).toDouble() > 0);
    const QString csv = m_dir.filePath(QStringLiteral("tiny.csv"));
    QVERIFY2(page.exportTo(csv, &error), qPrintable(error));
    QFile csvFile(csv);
    QVERIFY(csvFile.open(QIODevice::ReadOnly));
    const QStringList rows = QString::fromUtf8(csvFile.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    QCOMPARE(rows.first(), QStringLiteral("job,direction,seconds,iops,bw_bytes_per_s,mean_latency_ns,p99_latency_ns"));
    QCOMPARE(rows.size() - 1, int(page.series().pointCount()));
    QVERIFY(rows.at(1).startsWith(QStringLiteral("tiny,")));
    const QString png = m_dir.filePath(QStringLiteral("tiny.png"));
    QVERIFY2(page.exportTo(png, &error), qPrintable(error));
    QVERIFY(!QImage(png).isNull());
    QVERIFY(!page.exportTo(m_dir.filePath(QStringLiteral("tiny.txt")), &error));
    QVERIFY(error.contains(QStringLiteral(".json")));
}

void WorkloadPageTest::cancelWithinASecond()
{
    WorkloadPage page;
    page.runner()->setSampleInterval(200);
    page.setTargetDirectory(m_dir.path());
    QVERIFY(page.openJobFile(writeJob(QStringLiteral("long.fio"),
        QStringLiteral("[long]\nrw=randread\nbs=4k\nsize=4m\ndirect=0\niodepth=8\nruntime=60\ntime_based\n"
                       "filename=${TESTDIR}/long.dat\n"))));
    QSignalSpy finished(&page, &WorkloadPage::runFinished);
    QVERIFY2(page.run(), qPrintable(page.errorText()));
    // Wait until it really does I/O, then cancel.
    QTRY_VERIFY_WITH_TIMEOUT(page.series().pointCount() > 0, 30000);
    QElapsedTimer clock;
    clock.start();
    page.cancel();
    QVERIFY(finished.wait(5000));
    const qint64 ms = clock.elapsed();
    QVERIFY2(ms < 1000, qPrintable(QStringLiteral("cancel took %1 ms").arg(ms)));
    QVERIFY(page.lastResult().cancelled);
    QVERIFY(!page.isRunning());
    // The test file the run created is gone again.
    QVERIFY(!QFile::exists(m_dir.filePath(QStringLiteral("long.dat"))));
    // The work done until the cancel is in the summary.
    const int row = page.summaryModel()->rowOf(QStringLiteral("long"), false);
    QVERIFY(row >= 0);
    QVERIFY(page.summaryModel()
                ->index(row, WorkloadSummaryModel::IopsColumn)
                .data(WorkloadSummaryModel::SortRole)
                .toDouble()
        > 0);
}

void WorkloadPageTest::showsInTheMainWindow()
{
    // The page in the real window after a short real run: the screenshot in docs/screenshots
    // is made from here (set STACKLAB_SCREENSHOT_DIR to write it).
    MainWindow window;
    auto *page = new WorkloadPage(&window);
    window.addPage(page);
    QVERIFY(window.pageIds().contains(QStringLiteral("workload")));
    QVERIFY(window.setCurrentPage(QStringLiteral("workload")));
    window.resize(1280, 860);
    window.show();
    page->setTargetDirectory(m_dir.path());
    QVERIFY(page->openJobFile(writeJob(QStringLiteral("demo.fio"),
        QStringLiteral("[global]\nsize=64m\ndirect=1\nfilename=${TESTDIR}/demo.dat\ngroup_reporting=1\n"
                       "[seq-write-1m]\nrw=write\nbs=1M\niodepth=16\nruntime=3\ntime_based\n"
                       "[rand-read-4k]\nstonewall\nrw=randread\nbs=4k\niodepth=32\nruntime=3\ntime_based\n"
                       "[rand-rw-4k]\nstonewall\nrw=randrw\nbs=4k\niodepth=16\nruntime=3\ntime_based\n"))));
    page->runner()->setSampleInterval(250);
    QSignalSpy finished(page, &WorkloadPage::runFinished);
    QVERIFY2(page->run(), qPrintable(page->errorText()));
    QVERIFY(finished.wait(90000));
    QCOMPARE(page->summaryModel()->rowCount(), 4);
    QTest::qWait(100);
    const QImage image = window.grab().toImage();
    QVERIFY(!image.isNull());
    QCOMPARE(image.width(), window.width());
    const QByteArray dir = qgetenv("STACKLAB_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        QVERIFY(image.save(QDir(QString::fromLocal8Bit(dir)).filePath(QStringLiteral("workload.png"))));
}

// Issue 30: the lab's mounted stack is the target while it is there, unless the person chose another.
void WorkloadPageTest::followsTheLabsMountedStack()
{
    WorkloadPage page;
    QCOMPARE(page.targetDirectory(), QDir::cleanPath(QDir::tempPath())); // nothing mounted: the default
    const QString stack = m_dir.filePath(QStringLiteral("stack"));
    QVERIFY(QDir().mkpath(stack));
    page.offerStackDirectory(stack, QStringLiteral("btrfs-raid1"));
    QCOMPARE(page.targetDirectory(), QDir::cleanPath(stack));
    QCOMPARE(page.offeredStack(), QStringLiteral("btrfs-raid1"));
    QVERIFY(page.findChild<QLabel *>(QStringLiteral("runState"))->text().contains(QLatin1String("btrfs-raid1")));
    // Its teardown begins: back to the default.
    page.withdrawStackDirectory(stack);
    QCOMPARE(page.targetDirectory(), QDir::cleanPath(QDir::tempPath()));
    QVERIFY(page.offeredStack().isEmpty());

    // A directory the person chose stays, whatever is mounted.
    page.setTargetDirectory(m_dir.path());
    page.offerStackDirectory(stack, QStringLiteral("btrfs-raid1"));
    QCOMPARE(page.targetDirectory(), QDir::cleanPath(m_dir.path()));
    page.withdrawStackDirectory(stack);
    QCOMPARE(page.targetDirectory(), QDir::cleanPath(m_dir.path()));
}

// What the job tab says is what runs: size= edited there takes effect; "Undo my edits" goes back.
void WorkloadPageTest::editsInTheJobTabRun()
{
    WorkloadPage page;
    page.setTargetDirectory(m_dir.path());
    QVERIFY(page.selectBuiltinJob(QStringLiteral("randwrite-4k")));
    auto *text = page.findChild<QPlainTextEdit *>(QStringLiteral("jobText"));
    QVERIFY(text && !text->isReadOnly());
    QVERIFY(!page.isJobEdited());
    QString edited = page.jobText();
    edited.replace(QStringLiteral("size=128m"), QStringLiteral("size=3m"));
    edited.replace(QStringLiteral("runtime=12"), QStringLiteral("runtime=1"));
    QVERIFY(edited != page.jobText());
    text->setPlainText(edited);
    QVERIFY(page.isJobEdited());
    auto *revert = page.findChild<QPushButton *>(QStringLiteral("revertJob"));
    QVERIFY(revert->isEnabled());
    std::optional<QList<JobSpec>> jobs = page.prepareJobs();
    QVERIFY2(jobs.has_value(), qPrintable(page.errorText()));
    QCOMPARE(jobs->first().size, std::uint64_t(3 * 1024 * 1024));
    QCOMPARE(jobs->first().runtimeMs, 1000);
    QCOMPARE(page.jobText(), edited); // the edit stays after a run is prepared
    // It really runs with the edited size.
    page.runner()->setSampleInterval(200);
    QSignalSpy finished(&page, &WorkloadPage::runFinished);
    QVERIFY2(page.run(), qPrintable(page.errorText()));
    QVERIFY(text->isReadOnly()); // not while it runs
    QVERIFY(finished.wait(60000));
    QCOMPARE(QFileInfo(m_dir.filePath(QStringLiteral("t.dat"))).size(), 3 * 1024 * 1024);
    QVERIFY(!text->isReadOnly());

    revert->click();
    QVERIFY(!page.isJobEdited());
    QVERIFY(page.jobText().contains(QStringLiteral("size=128m")));
    jobs = page.prepareJobs();
    QVERIFY(jobs.has_value());
    QCOMPARE(jobs->first().size, std::uint64_t(128 * 1024 * 1024));
}

// The built-in storage-bench (2 GiB) on a lab stack with less free space: sized to it, said so.
void WorkloadPageTest::builtinJobFitsTheStack()
{
    if (::geteuid() != 0)
        QSKIP("needs root to mount a small filesystem");
    const QString stack = m_dir.filePath(QStringLiteral("small"));
    QVERIFY(QDir().mkpath(stack));
    QCOMPARE(QProcess::execute(QStringLiteral("mount"),
                 {QStringLiteral("-t"), QStringLiteral("tmpfs"), QStringLiteral("-o"), QStringLiteral("size=96m"),
                     QStringLiteral("tst-workload"), stack}),
        0);
    auto unmount = qScopeGuard([&] { QProcess::execute(QStringLiteral("umount"), {stack}); });
    WorkloadPage page;
    QVERIFY(page.selectBuiltinJob(QStringLiteral("storage-bench")));
    QVERIFY(page.fitNote().isEmpty()); // the temporary folder has room for 2 GiB
    page.offerStackDirectory(stack, QStringLiteral("btrfs-raid1"));
    QVERIFY2(page.jobText().contains(QStringLiteral("size=48M")), qPrintable(page.jobText()));
    QVERIFY(!page.jobText().contains(QStringLiteral("size=2G")));
    QVERIFY2(page.fitNote().contains(QStringLiteral("2.0 GiB")) && page.fitNote().contains(QStringLiteral("48.0 MiB")),
        qPrintable(page.fitNote()));
    QVERIFY(!page.isJobEdited()); // sized by the page, not an edit of the person's
    const std::optional<QList<JobSpec>> jobs = page.prepareJobs();
    QVERIFY2(jobs.has_value(), qPrintable(page.errorText()));
    for (const JobSpec &job : *jobs)
        QCOMPARE(job.size, std::uint64_t(48 * 1024 * 1024));
    // Back on the default folder the job asks its own size again.
    page.withdrawStackDirectory(stack);
    QVERIFY(page.jobText().contains(QStringLiteral("size=2G")));
    QVERIFY(page.fitNote().isEmpty());
}
