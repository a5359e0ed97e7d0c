#pragma once

#include "page.h"
#include "workload/job/jobspec.h"
#include "workload/results/workloadresult.h"
#include "workload/results/workloadseries.h"

#include <optional>

class QComboBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTabWidget;
class QTableView;
class WorkloadCharts;
class WorkloadRunner;
class WorkloadSummaryModel;

// The Workload page: pick a target directory and a job (built in, or a .fio file), run it on
// StackLab's engine and watch bandwidth, IOPS and latency live; at the end the percentile plot
// and fio's summary table. ${TESTDIR} in a job expands to the target directory, and jobs that
// name no directory run in it. The target is the lab's mounted stack while a walk or a scenario
// has one mounted on this machine (unless the person chose another), else the temporary folder;
// a built-in job's size= is lowered to fit the target's free space (JobFit). The job text is
// editable and what runs is what it says. Parse errors show with their line, highlighted in it.
class WorkloadPage : public Page {
    Q_OBJECT
public:
    explicit WorkloadPage(QWidget *parent = nullptr);
    ~WorkloadPage() override;

    QString pageId() const override { return QStringLiteral("workload"); }
    QString title() const override;
    QIcon icon() const override;

    QString targetDirectory() const;
    // The person's choice: kept when a lab stack is mounted or goes.
    void setTargetDirectory(const QString &directory);
    // A lab stack mounted at `directory` on this machine: it becomes the target unless the person
    // chose another directory. withdraw: it is about to go (teardown): back to the default.
    void offerStackDirectory(const QString &directory, const QString &stack);
    void withdrawStackDirectory(const QString &directory);
    QString offeredStack() const { return m_offeredStack; } // empty: no lab stack offered
    // The job tab's text, as it runs; whether the person edited it since it was loaded.
    QString jobText() const;
    bool isJobEdited() const { return m_jobEdited; }
    // The note under the form when a built-in job was sized to the target (empty: not sized).
    QString fitNote() const;
    // Selects a built-in job by name ("storage-bench"); false when there is none.
    bool selectBuiltinJob(const QString &name);
    // Adds a job file to the list and selects it; false (with errorText()) when unreadable.
    bool openJobFile(const QString &path);
    QString currentJobPath() const;

    // Parses the selected job for the target directory: the jobs, or nothing with errorText().
    std::optional<QList<JobSpec>> prepareJobs();
    bool run(); // false (with errorText()) when the job or the target is not usable
    void cancel();
    bool isRunning() const;

    QString errorText() const;
    int errorLine() const { return m_errorLine; } // line of the last parse error, 0: none
    const WorkloadSeries &series() const { return m_series; }
    WorkloadCharts *charts() const { return m_charts; }
    WorkloadSummaryModel *summaryModel() const { return m_summary; }
    WorkloadRunner *runner() const { return m_runner; }
    const RunResult &lastResult() const { return m_lastResult; }
    // The last run's results (WorkloadExport: .json fio's JSON, .csv the series, .png the charts).
    bool exportTo(const QString &path, QString *error) const;

Q_SIGNALS:
    void runStarted();
    void runFinished(const RunResult &result);
    void runFailed(const QString &message);

private:
    static QString sizeText(double bytes); // "2.0 GiB", "48.0 MiB"
    void setUpResultTabs();
    void browseDirectory();
    void browseJobFile();
    void showSelectedJob();
    void setTarget(const QString &directory); // the field, without taking it as the person's choice
    void refitJob(); // the target changed: an unedited job is loaded and sized again
    void showError(const QString &text, int line = 0);
    void clearError();
    void setRunning(bool running);
    bool checkTarget(const QList<JobSpec> &jobs);
    void onSample(const WorkloadSample &sample);
    void onFinished(const RunResult &result);
    void onFailed(const QString &message);
    void removeCreatedFiles();

    WorkloadRunner *m_runner;
    WorkloadSeries m_series;
    WorkloadSummaryModel *m_summary;
    WorkloadCharts *m_charts;
    QLineEdit *m_target;
    QPushButton *m_browseTarget;
    QComboBox *m_job;
    QPushButton *m_openJob;
    QPushButton *m_run;
    QPushButton *m_cancel;
    QLabel *m_state;
    QLabel *m_error;
    QTabWidget *m_tabs;
    QTableView *m_table;
    QPlainTextEdit *m_jobText;
    QString m_runName;
    RunResult m_lastResult;
    QList<JobSpec> m_lastJobs; // of the last run, for fio's JSON
    QPushButton *m_export;
    int m_errorLine = 0;
    QStringList m_createdFiles; // test files this run creates (they did not exist before it)
    QPushButton *m_revertJob = nullptr;
    QLabel *m_fitNote = nullptr;
    bool m_jobEdited = false; // the job tab's text differs from what was loaded
    bool m_loadingJob = false; // the page sets the text: not an edit
    bool m_personChoseTarget = false; // typed or browsed: a mounted stack does not replace it
    QString m_offeredDirectory; // the lab stack's mount point now offered
    QString m_offeredStack;
};
