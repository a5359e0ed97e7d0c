#include "jobfittest.h"

#include "workload/job/fiojobparser.h"
#include "workload/job/jobfit.h"

#include <QFile>
#include <QTest>

static constexpr qint64 MiB = 1024 * 1024;

static QString builtin(const QString &name)
{
    QFile file(QStringLiteral(STACKLAB_SOURCE_DIR "/resources/jobs/%1.fio").arg(name));
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

static const QHash<QString, QString> environment {{QStringLiteral("TESTDIR"), QStringLiteral("/mnt/stacklab/lab/x")}};

void JobFitTest::budgetIsHalfTheFreeSpaceInWholeMiB()
{
    QCOMPARE(JobFit::perFileBudget(1000 * MiB, 1), std::uint64_t(500 * MiB));
    QCOMPARE(JobFit::perFileBudget(1001 * MiB, 1), std::uint64_t(500 * MiB)); // whole MiB, down
    QCOMPARE(JobFit::perFileBudget(1000 * MiB, 4), std::uint64_t(125 * MiB));
    QCOMPARE(JobFit::perFileBudget(2 * MiB, 1), JobFit::minimumBytes);
    QCOMPARE(JobFit::sizeText(2048 * MiB), QStringLiteral("2G"));
    QCOMPARE(JobFit::sizeText(243 * MiB), QStringLiteral("243M"));
}

void JobFitTest::storageBenchFitsALabStack()
{
    const QString text = builtin(QStringLiteral("storage-bench"));
    QVERIFY(text.contains(QStringLiteral("size=2G")));
    // btrfs raid1 on three 512 MiB loop disks: about 730 MiB free once mounted.
    const JobFit::Result fit = JobFit::toSpace(text, environment, 730 * MiB);
    QVERIFY(fit.changed());
    QCOMPARE(fit.files, 1);
    QCOMPARE(fit.askedBytes, std::uint64_t(2048 * MiB));
    QCOMPARE(fit.fittedBytes, std::uint64_t(365 * MiB));
    QVERIFY2(fit.text.contains(QStringLiteral("\nsize=365M\n")), qPrintable(fit.text));
    QVERIFY(!fit.text.contains(QStringLiteral("size=2G")));
    // Nothing else of the job changed, and what runs is what the text says.
    QCOMPARE(fit.text.split(QLatin1Char('\n')).size(), text.split(QLatin1Char('\n')).size());
    const FioJobFile parsed = FioJobParser::parse(fit.text, environment);
    QVERIFY2(parsed.ok(), qPrintable(parsed.error));
    QCOMPARE(parsed.jobs.size(), 3);
    for (const JobSpec &job : parsed.jobs)
        QCOMPARE(job.size, std::uint64_t(365 * MiB));
}

void JobFitTest::aJobThatFitsStaysAsItIs()
{
    const QString text = builtin(QStringLiteral("randwrite-4k")); // size=128m
    const JobFit::Result fit = JobFit::toSpace(text, environment, 10 * 1024 * MiB);
    QVERIFY(!fit.changed());
    QCOMPARE(fit.text, text);
    QCOMPARE(fit.askedBytes, std::uint64_t(128 * MiB));
}

void JobFitTest::everyFileOfTheJobCounts()
{
    const QString text = QStringLiteral("[global]\nsize=1g\ndirectory=${TESTDIR}\n"
                                        "[a]\nrw=write\nnumjobs=2\n[b]\nrw=read\nsize=64m\n");
    const JobFit::Result fit = JobFit::toSpace(text, environment, 400 * MiB);
    QVERIFY(fit.changed());
    QCOMPARE(fit.files, 3);
    QCOMPARE(fit.fittedBytes, std::uint64_t(66 * MiB)); // 400 / 2 / 3, whole MiB
    QVERIFY2(fit.text.contains(QStringLiteral("size=66M\n")), qPrintable(fit.text));
    QVERIFY2(fit.text.contains(QStringLiteral("size=64m")), qPrintable(fit.text)); // asked less: kept
}

void JobFitTest::aTextThatDoesNotParseStaysAsItIs()
{
    const QString text = QStringLiteral("[bad]\nrw=write\nfrobnicate=1\nsize=2G\n");
    const JobFit::Result fit = JobFit::toSpace(text, environment, 100 * MiB);
    QVERIFY(!fit.changed());
    QCOMPARE(fit.text, text);
}
