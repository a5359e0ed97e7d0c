#pragma once

#include <QObject>
#include <QTemporaryDir>

// The Workload page with the real engine: parse errors with their line, ${TESTDIR}, a tiny
// real run (charts and summary filled), cancel within a second, the page in the main window.
class WorkloadPageTest : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void offersBuiltinJobs();
    void parseErrorShowsTheLine();
    void refusesMissingTarget();
    void expandsTestDir();
    void runsATinyJob();
    void cancelWithinASecond();
    void showsInTheMainWindow();
    void followsTheLabsMountedStack();
    void editsInTheJobTabRun();
    void builtinJobFitsTheStack();

private:
    QString writeJob(const QString &name, const QString &text);
    QTemporaryDir m_dir;
};
