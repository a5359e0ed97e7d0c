// A walk on the Build page feeds the Rebuild and Workload pages as a scenario does (issue 30), on
// a real loop lab through the real helper, in the window as the app builds it: btrfs raid1 on
// 4 × 512 MiB loop disks, prepare to teardown by clicking "Run next", with data written onto the
// stack before the pull so that the replace copies something.

#include "../fixtures/labwindow.h"
#include "models/rebuildtrackmodel.h"
#include "pages/rebuildpage.h"
#include "pages/walkprogress.h"
#include "pages/walkrunner.h"
#include "pages/workloadpage.h"

#include <QDir>
#include <QScopeGuard>
#include <QTemporaryDir>

#include <unistd.h>

class TestWalkRebuild : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void walkFeedsTheRebuildAndWorkloadPages();
};

void TestWalkRebuild::initTestCase()
{
    if (::geteuid() != 0)
        QSKIP("the walk needs root (the helper makes loop disks and mounts btrfs)");
}

void TestWalkRebuild::walkFeedsTheRebuildAndWorkloadPages()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString session = QStringLiteral("tst-walkrb-%1").arg(QCoreApplication::applicationPid());
    LabWindow lab;
    auto stop = qScopeGuard([&] { lab.stopLab(); });
    const QString error = lab.begin(dir.filePath(QStringLiteral("sessions")), session);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    DialogAnswerer answerer;
    auto *rebuild = qobject_cast<RebuildPage *>(lab.window.page(QStringLiteral("rebuild")));
    auto *workload = qobject_cast<WorkloadPage *>(lab.window.page(QStringLiteral("workload")));
    auto *progress = lab.window.findChild<WalkProgress *>();
    QVERIFY(rebuild && workload && progress);
    progress->setIntervalMs(100);
    QSignalSpy samples(progress, &WalkProgress::progressSample);
    const QString mountPoint = QStringLiteral("/mnt/stacklab/%1/%2").arg(session, stack);

    for (const QString &expected : {QStringLiteral("prepare"), QStringLiteral("build"), QStringLiteral("mount")}) {
        bool ok = false;
        QCOMPARE(lab.runNext(&ok), expected);
        QVERIFY2(ok, qPrintable(lab.build->hintText()));
    }
    // Mounted: the Workload page runs on the stack, and the built-in job fits it.
    QCOMPARE(workload->targetDirectory(), mountPoint);
    QCOMPARE(workload->offeredStack(), stack);
    QVERIFY(workload->selectBuiltinJob(QStringLiteral("storage-bench")));
    QVERIFY2(!workload->fitNote().isEmpty(), "the 2 GiB storage-bench was not sized to the stack");
    QVERIFY(workload->prepareJobs().has_value());

    // Data for the replace to copy (the snapshot phase adds its own).
    QCOMPARE(QProcess::execute(QStringLiteral("dd"),
                 {QStringLiteral("if=/dev/urandom"), QStringLiteral("of=%1/fill.dat").arg(mountPoint),
                     QStringLiteral("bs=1M"), QStringLiteral("count=160"), QStringLiteral("status=none"),
                     QStringLiteral("conv=fsync")}),
        0);
    for (const QString &expected : {QStringLiteral("snapshot"), QStringLiteral("fail")}) {
        bool ok = false;
        QCOMPARE(lab.runNext(&ok), expected);
        QVERIFY2(ok, qPrintable(lab.build->hintText()));
    }
    QVERIFY(samples.isEmpty()); // nothing copied yet: nothing sampled

    bool ok = false;
    QCOMPARE(lab.runNext(&ok), QStringLiteral("rebuild"));
    QVERIFY2(ok, qPrintable(lab.build->hintText() + QLatin1Char('\n') + lab.build->outputText().right(2000)));
    // The replace on the Rebuild page: its samples, finished, its clock, its speeds.
    RebuildTrackModel *tracks = rebuild->tracks();
    QVERIFY(QTest::qWaitFor([&] { return !progress->isSampling(); }, 30000));
    const int row = tracks->rowOf(stack, QStringLiteral("rebuild"));
    QVERIFY(row >= 0);
    const RebuildTrackModel::Track &replace = tracks->tracks().at(row);
    QVERIFY(!replace.samples.isEmpty());
    QCOMPARE(replace.condition(), ArrayCondition::Finished);
    const auto cell = [&](int column) { return tracks->index(row, column).data().toString(); };
    QVERIFY2(cell(RebuildTrackModel::DurationColumn) != QStringLiteral("—"), "no duration for the replace");
    QVERIFY2(cell(RebuildTrackModel::MeanSpeedColumn) != QStringLiteral("—"), "no mean speed for the replace");
    QVERIFY2(cell(RebuildTrackModel::PeakSpeedColumn) != QStringLiteral("—"), "no peak speed for the replace");
    qInfo("replace: %lld samples (%s seen copying), %s, mean %s, peak %s", qlonglong(replace.samples.size()),
        replace.wasActive ? "" : "not", qPrintable(cell(RebuildTrackModel::DurationColumn)),
        qPrintable(cell(RebuildTrackModel::MeanSpeedColumn)), qPrintable(cell(RebuildTrackModel::PeakSpeedColumn)));
    QVERIFY2(!rebuild->isLive(), qPrintable(rebuild->sourceText()));
    QVERIFY2(rebuild->sourceText().contains(stack), qPrintable(rebuild->sourceText()));
    // Recorded in the walk's session as a lab run records them.
    const StackWalk *walk = lab.build->walkRunner()->walk();
    QVERIFY(walk);
    QVERIFY(!walk->session().progress.isEmpty());
    QCOMPARE(walk->session().progress.constFirst().kind, QStringLiteral("rebuild"));

    QCOMPARE(lab.runNext(&ok), QStringLiteral("scrub"));
    QVERIFY2(ok, qPrintable(lab.build->hintText()));
    QVERIFY(QTest::qWaitFor([&] { return !progress->isSampling(); }, 30000));
    const int scrubRow = tracks->rowOf(stack, QStringLiteral("scrub"));
    QVERIFY(scrubRow >= 0);
    const RebuildTrackModel::Track &scrub = tracks->tracks().at(scrubRow);
    qInfo("scrub: %lld samples, last %s: %s", qlonglong(scrub.samples.size()),
        qPrintable(progressStateName(scrub.samples.constLast().state)),
        qPrintable(scrub.samples.constLast().rawLines.join(QStringLiteral(" | "))));
    QVERIFY2(tracks->index(scrubRow, RebuildTrackModel::DurationColumn).data().toString() != QStringLiteral("—"),
        "the scrub ran but shows no duration");
    QVERIFY(tracks->index(scrubRow, RebuildTrackModel::MeanSpeedColumn).data().toString() != QStringLiteral("—"));

    // The teardown takes the stack back from the Workload page.
    QCOMPARE(lab.runNext(&ok), QStringLiteral("teardown"));
    QVERIFY2(ok, qPrintable(lab.build->hintText()));
    QCOMPARE(workload->targetDirectory(), QDir::cleanPath(QDir::tempPath()));
    QVERIFY(workload->offeredStack().isEmpty());
    QVERIFY(!progress->isSampling());

    lab.stopLab();
    QVERIFY2(leftoversOf(session).isEmpty(), qPrintable(leftoversOf(session)));
}

QTEST_MAIN(TestWalkRebuild)
#include "tst_walkrebuild.moc"
