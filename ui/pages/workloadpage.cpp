#include "pages/workloadpage.h"

#include "pages/workloadexport.h"

#include "models/workloadsummarymodel.h"
#include "widgets/workloadcharts.h"
#include "workload/engine/workloadrunner.h"
#include "workload/job/fiojobparser.h"
#include "workload/job/jobcatalog.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QPlainTextEdit>
#include <QProcessEnvironment>
#include <QPushButton>
#include <QSet>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStorageInfo>
#include <QTabWidget>
#include <QTableView>
#include <QTextBlock>
#include <QVBoxLayout>

QString WorkloadPage::sizeText(double bytes)
{
    const char *units[] = {"B", "KiB", "MiB", "GiB", "TiB"};
    int unit = 0;
    while (bytes >= 1024 && unit < 4) {
        bytes /= 1024;
        ++unit;
    }
    return QStringLiteral("%1 %2").arg(bytes, 0, 'f', unit == 0 ? 0 : 1).arg(QLatin1String(units[unit]));
}

WorkloadPage::WorkloadPage(QWidget *parent)
    : Page(parent)
    , m_runner(new WorkloadRunner(this))
    , m_summary(new WorkloadSummaryModel(this))
    , m_charts(new WorkloadCharts(this))
    , m_target(new QLineEdit(this))
    , m_browseTarget(new QPushButton(tr("Browse…"), this))
    , m_job(new QComboBox(this))
    , m_openJob(new QPushButton(tr("Open job file…"), this))
    , m_run(new QPushButton(tr("Run"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_state(new QLabel(this))
    , m_error(new QLabel(this))
    , m_tabs(new QTabWidget(this))
    , m_table(new QTableView(this))
    , m_jobText(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("workloadPage"));
    m_target->setObjectName(QStringLiteral("targetDirectory"));
    m_target->setPlaceholderText(tr("Directory to run in, e.g. a lab filesystem's mount point"));
    m_target->setText(QDir::tempPath());
    m_target->setClearButtonEnabled(true);
    connect(m_target, &QLineEdit::textEdited, this, [this] { m_personChoseTarget = true; });
    connect(m_target, &QLineEdit::editingFinished, this, &WorkloadPage::refitJob);
    m_job->setObjectName(QStringLiteral("jobChoice"));
    m_job->setMinimumContentsLength(24);
    m_job->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    for (const JobCatalog::Entry &entry : JobCatalog::builtins()) {
        m_job->addItem(tr("%1 (built in)").arg(entry.name), entry.path);
        m_job->setItemData(m_job->count() - 1, entry.description, Qt::ToolTipRole);
    }
    m_run->setObjectName(QStringLiteral("runButton"));
    m_run->setDefault(true);
    m_cancel->setObjectName(QStringLiteral("cancelButton"));
    m_cancel->setEnabled(false);
    m_state->setObjectName(QStringLiteral("runState"));
    m_error->setObjectName(QStringLiteral("workloadError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #8b1a1a; background: #fde8e8; padding: 4px; }"));
    m_error->hide();
    m_fitNote = new QLabel(this);
    m_fitNote->setObjectName(QStringLiteral("jobFitNote"));
    m_fitNote->setWordWrap(true);
    m_fitNote->setStyleSheet(QStringLiteral("QLabel { background: #eef3fb; padding: 4px; }"));
    m_fitNote->hide();

    setUpResultTabs();

    connect(m_browseTarget, &QPushButton::clicked, this, &WorkloadPage::browseDirectory);
    connect(m_openJob, &QPushButton::clicked, this, &WorkloadPage::browseJobFile);
    connect(m_job, &QComboBox::currentIndexChanged, this, &WorkloadPage::showSelectedJob);
    connect(m_run, &QPushButton::clicked, this, &WorkloadPage::run);
    connect(m_cancel, &QPushButton::clicked, this, &WorkloadPage::cancel);
    m_export = new QPushButton(tr("Export results…"), this);
    m_export->setObjectName(QStringLiteral("exportResults"));
    m_export->setEnabled(false);
    connect(m_export, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export the workload's results"),
            QDir(targetDirectory()).filePath(m_runName + QStringLiteral(".json")), WorkloadExport::filter());
        QString error;
        if (!path.isEmpty() && !exportTo(path, &error))
            Q_EMIT logMessage(LogLevel::Error, error);
        else if (!path.isEmpty())
            Q_EMIT logMessage(LogLevel::Info, tr("Exported the results as %1").arg(path));
    });
    connect(m_runner, &WorkloadRunner::sampleReady, this, &WorkloadPage::onSample);
    connect(m_runner, &WorkloadRunner::notice, this, [this](const QString &text) {
        m_state->setText(text);
        Q_EMIT logMessage(LogLevel::Info, text);
    });
    connect(m_runner, &WorkloadRunner::jobFinished, m_summary, &WorkloadSummaryModel::addJob);
    connect(m_runner, &WorkloadRunner::finished, this, &WorkloadPage::onFinished);
    connect(m_runner, &WorkloadRunner::failed, this, &WorkloadPage::onFailed);

    auto *form = new QHBoxLayout;
    form->addWidget(new QLabel(tr("Target:"), this));
    form->addWidget(m_target, 2);
    form->addWidget(m_browseTarget);
    form->addSpacing(12);
    form->addWidget(new QLabel(tr("Job:"), this));
    form->addWidget(m_job, 1);
    form->addWidget(m_openJob);
    form->addSpacing(12);
    form->addWidget(m_run);
    form->addWidget(m_cancel);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->setChildrenCollapsible(false);
    splitter->addWidget(m_charts);
    splitter->addWidget(m_tabs);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    m_tabs->setMinimumHeight(m_table->fontMetrics().height() * 8);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 0);
    layout->addLayout(form);
    // The export sits beside the run's state, not in the form: in German the form row alone fills
    // a 1024 px window.
    auto *stateRow = new QHBoxLayout;
    stateRow->addWidget(m_state, 1);
    stateRow->addWidget(m_export);
    layout->addLayout(stateRow);
    layout->addWidget(m_fitNote);
    layout->addWidget(m_error);
    layout->addWidget(splitter, 1);

    m_state->setText(tr("Pick a target directory and a job, then Run."));
    showSelectedJob();
}

WorkloadPage::~WorkloadPage() = default;

// The tabs under the charts: the summary table (run order until the user sorts) and the job file.
void WorkloadPage::setUpResultTabs()
{
    auto *proxy = new QSortFilterProxyModel(this);
    proxy->setSourceModel(m_summary);
    proxy->setSortRole(WorkloadSummaryModel::SortRole);
    m_table->setObjectName(QStringLiteral("summaryTable"));
    m_table->setModel(proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(-1, Qt::AscendingOrder); // run order until the user sorts
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setShowGrid(false);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 6);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);

    // The job as it will run: editable, and an edit is what runs (the file itself is not changed).
    m_jobText->setObjectName(QStringLiteral("jobText"));
    m_jobText->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_jobText->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_jobText->setToolTip(tr("The job as it runs: edit it here (size=, runtime=, bs=…) and Run uses your text. "
                             "The file itself is not changed."));
    m_revertJob = new QPushButton(tr("Undo my edits"), this);
    m_revertJob->setObjectName(QStringLiteral("revertJob"));
    m_revertJob->setEnabled(false);
    m_revertJob->setToolTip(tr("Shows the job as the file says it again (sized to the target when built in)."));
    connect(m_jobText, &QPlainTextEdit::textChanged, this, [this] {
        if (m_loadingJob)
            return;
        m_jobEdited = true;
        m_revertJob->setEnabled(!isRunning());
    });
    connect(m_revertJob, &QPushButton::clicked, this, [this] {
        m_jobEdited = false;
        showSelectedJob();
    });
    auto *jobTab = new QWidget(this);
    auto *jobLayout = new QVBoxLayout(jobTab);
    jobLayout->setContentsMargins(0, 0, 0, 0);
    jobLayout->setSpacing(2);
    jobLayout->addWidget(m_jobText, 1);
    auto *jobButtons = new QHBoxLayout;
    jobButtons->addStretch(1);
    jobButtons->addWidget(m_revertJob);
    jobLayout->addLayout(jobButtons);
    m_tabs->addTab(m_table, tr("Summary"));
    m_tabs->addTab(jobTab, tr("Job file"));
}

QString WorkloadPage::title() const
{
    return tr("Workload");
}

QIcon WorkloadPage::icon() const
{
    // A small bar chart, drawn here so the page needs no icon file.
    QPixmap pixmap(48, 48);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    const int heights[] = {18, 30, 24, 40};
    const QColor colors[]
        = {QColor(0x1f, 0x77, 0xb4), QColor(0x1f, 0x77, 0xb4), QColor(0xd6, 0x27, 0x28), QColor(0xd6, 0x27, 0x28)};
    for (int i = 0; i < 4; ++i) {
        painter.setBrush(colors[i]);
        painter.drawRoundedRect(QRectF(4 + i * 11, 44 - heights[i], 8, heights[i]), 2, 2);
    }
    return QIcon(pixmap);
}

QString WorkloadPage::targetDirectory() const
{
    return QDir::cleanPath(m_target->text().trimmed());
}

void WorkloadPage::setTargetDirectory(const QString &directory)
{
    m_personChoseTarget = true;
    setTarget(directory);
}

void WorkloadPage::setTarget(const QString &directory)
{
    m_target->setText(QDir::toNativeSeparators(directory));
    refitJob();
}

void WorkloadPage::offerStackDirectory(const QString &directory, const QString &stack)
{
    const QString previous = m_offeredDirectory;
    m_offeredDirectory = QDir::cleanPath(directory);
    m_offeredStack = stack;
    // The person's own directory stays; the default or an earlier stack's mount point gives way.
    const bool personal = m_personChoseTarget && targetDirectory() != QDir::cleanPath(previous);
    if (personal || isRunning() || targetDirectory() == m_offeredDirectory)
        return;
    m_personChoseTarget = false;
    setTarget(m_offeredDirectory);
    m_state->setText(tr("Target: the lab's %1 stack, mounted at %2.").arg(stack, QDir::toNativeSeparators(directory)));
    Q_EMIT logMessage(LogLevel::Info,
        tr("The Workload page runs on the lab's %1 stack at %2").arg(stack, QDir::toNativeSeparators(directory)));
}

void WorkloadPage::withdrawStackDirectory(const QString &directory)
{
    if (m_offeredDirectory.isEmpty() || QDir::cleanPath(directory) != m_offeredDirectory)
        return;
    const bool shown = targetDirectory() == m_offeredDirectory;
    m_offeredDirectory.clear();
    m_offeredStack.clear();
    if (!shown || isRunning())
        return;
    m_personChoseTarget = false;
    setTarget(QDir::tempPath());
    m_state->setText(tr("The lab's stack is being taken down: the target is %1 again.")
                         .arg(QDir::toNativeSeparators(QDir::tempPath())));
}

void WorkloadPage::browseDirectory()
{
    const QString directory = QFileDialog::getExistingDirectory(this, tr("Run the workload in"), targetDirectory());
    if (!directory.isEmpty())
        setTargetDirectory(directory); // the person's choice
}

QString WorkloadPage::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

void WorkloadPage::clearError()
{
    m_errorLine = 0;
    m_error->clear();
    m_error->hide();
    m_jobText->setExtraSelections({});
}

void WorkloadPage::showError(const QString &text, int line)
{
    m_errorLine = line;
    m_error->setText(text);
    m_error->show();
    if (line > 0) {
        const QTextBlock block = m_jobText->document()->findBlockByLineNumber(line - 1);
        if (block.isValid()) {
            QTextEdit::ExtraSelection selection;
            selection.cursor = QTextCursor(block);
            selection.format.setBackground(QColor(0xfd, 0xd0, 0xd0));
            selection.format.setProperty(QTextFormat::FullWidthSelection, true);
            m_jobText->setExtraSelections({selection});
            m_jobText->setTextCursor(selection.cursor);
            m_jobText->centerCursor();
        }
        m_tabs->setCurrentWidget(m_jobText);
    }
    Q_EMIT logMessage(LogLevel::Error, text);
}

std::optional<QList<JobSpec>> WorkloadPage::prepareJobs()
{
    // Reread, unless the person edited the job here: the file may have changed since, and a
    // built-in job is sized to the target as it is now. An edited text runs as it stands.
    if (m_jobEdited)
        clearError();
    else
        showSelectedJob();
    if (!errorText().isEmpty())
        return std::nullopt;
    const QString target = targetDirectory();
    if (target.isEmpty() || target == QLatin1String(".")) {
        showError(tr("No target directory: choose the directory the job runs in (Browse…)."));
        return std::nullopt;
    }
    const QFileInfo info(target);
    if (!info.isDir()) {
        showError(tr("%1 is not a directory: choose an existing directory or create it first.")
                      .arg(QDir::toNativeSeparators(target)));
        return std::nullopt;
    }
    if (!info.isWritable()) {
        showError(tr("%1 is not writable: choose a directory you may write to.").arg(QDir::toNativeSeparators(target)));
        return std::nullopt;
    }

    QHash<QString, QString> environment;
    const QProcessEnvironment system = QProcessEnvironment::systemEnvironment();
    for (const QString &key : system.keys())
        environment.insert(key, system.value(key));
    environment.insert(QStringLiteral("TESTDIR"), info.absoluteFilePath());

    const FioJobFile file = FioJobParser::parse(m_jobText->toPlainText(), environment);
    if (!file.ok()) {
        const QString where = file.errorLine > 0 ? tr("%1, line %2").arg(m_job->currentText()).arg(file.errorLine)
                                                 : m_job->currentText();
        showError(tr("%1: %2").arg(where, file.error), file.errorLine);
        return std::nullopt;
    }
    if (file.jobs.isEmpty()) {
        showError(tr("%1 defines no job: add a [name] section with rw= and size=.").arg(m_job->currentText()));
        return std::nullopt;
    }
    for (const QString &notice : file.notices)
        Q_EMIT logMessage(LogLevel::Info, notice);
    QList<JobSpec> jobs = file.jobs;
    for (JobSpec &job : jobs) {
        // fio would use its working directory; the page runs jobs in the chosen directory.
        if (job.directory.isEmpty() && !job.filename.startsWith(QLatin1Char('/')))
            job.directory = info.absoluteFilePath();
    }
    if (!checkTarget(jobs))
        return std::nullopt;
    return jobs;
}

bool WorkloadPage::checkTarget(const QList<JobSpec> &jobs)
{
    // Files the run must create, at the largest size any job asks of them.
    QHash<QString, std::uint64_t> needed;
    m_createdFiles.clear();
    for (const JobSpec &job : jobs) {
        for (int clone = 0; clone < job.numJobs; ++clone) {
            const QString path = job.fileFor(clone);
            const QFileInfo file(path);
            if (!file.exists() && !m_createdFiles.contains(path))
                m_createdFiles << path; // the run makes it: a cancelled run removes it again
            if (file.exists() || job.size == 0)
                continue;
            needed[path] = std::max(needed.value(path), job.offset + job.size);
        }
    }
    std::uint64_t total = 0;
    for (const std::uint64_t bytes : std::as_const(needed))
        total += bytes;
    const QStorageInfo storage(targetDirectory());
    if (total > 0 && storage.isValid() && static_cast<std::uint64_t>(storage.bytesAvailable()) < total) {
        showError(tr("The job needs %1 for its files in %2, but only %3 are free: choose another directory or "
                     "lower size= in the Job file tab.")
                      .arg(sizeText(static_cast<double>(total)), QDir::toNativeSeparators(targetDirectory()),
                          sizeText(static_cast<double>(storage.bytesAvailable()))));
        return false;
    }
    return true;
}

bool WorkloadPage::run()
{
    if (isRunning())
        return false;
    const std::optional<QList<JobSpec>> jobs = prepareJobs();
    if (!jobs)
        return false;
    m_series.setJobs(*jobs);
    m_charts->reset();
    m_summary->clear();
    m_lastResult = {};
    m_lastJobs = *jobs;
    m_export->setEnabled(false);
    if (!m_runner->start(*jobs)) {
        showError(tr("A run is still going: cancel it first."));
        return false;
    }
    m_runName = m_job->currentText();
    setRunning(true);
    m_tabs->setCurrentWidget(m_table);
    m_state->setText(tr("Running %1 in %2…").arg(m_runName, QDir::toNativeSeparators(targetDirectory())));
    setStatusNote(tr("Workload running: %1").arg(m_runName));
    Q_EMIT logMessage(LogLevel::Info,
        tr("Started %1 in %2 (%n job(s))", nullptr, int(jobs->size()))
            .arg(m_runName, QDir::toNativeSeparators(targetDirectory())));
    Q_EMIT runStarted();
    return true;
}

void WorkloadPage::cancel()
{
    if (!isRunning())
        return;
    m_cancel->setEnabled(false);
    m_state->setText(tr("Cancelling… the jobs stop within a second."));
    m_runner->cancel();
}

bool WorkloadPage::exportTo(const QString &path, QString *error) const
{
    if (m_lastJobs.isEmpty()) {
        *error = tr("Nothing to export yet: run a job first.");
        return false;
    }
    return WorkloadExport::write(path, m_lastResult, m_lastJobs, m_series, m_charts, error);
}

bool WorkloadPage::isRunning() const
{
    return m_runner->isRunning();
}

void WorkloadPage::setRunning(bool running)
{
    m_run->setEnabled(!running);
    m_cancel->setEnabled(running);
    m_target->setEnabled(!running);
    m_browseTarget->setEnabled(!running);
    m_job->setEnabled(!running);
    m_openJob->setEnabled(!running);
    m_jobText->setReadOnly(running);
    m_revertJob->setEnabled(!running && m_jobEdited);
}

void WorkloadPage::onSample(const WorkloadSample &sample)
{
    m_charts->apply(m_series, m_series.append(sample));
}

void WorkloadPage::onFinished(const RunResult &result)
{
    m_lastResult = result;
    setRunning(false);
    m_export->setEnabled(true);
    m_summary->setResult(result);
    m_charts->showPercentiles(result);
    m_charts->replotNow();
    const int error = result.firstError();
    QString state;
    if (result.cancelled) {
        state = tr("%1 cancelled: figures cover the work done until then.").arg(m_runName);
        removeCreatedFiles();
    } else if (error != 0)
        state = tr("%1 ended with an error: see the Error column.").arg(m_runName);
    else
        state = tr("%1 finished.").arg(m_runName);
    m_state->setText(state);
    setStatusNote(state);
    Q_EMIT logMessage(error != 0 ? LogLevel::Warning : LogLevel::Info, state);
    for (const JobResult &job : result.jobs) {
        if (!job.errorText.isEmpty())
            Q_EMIT logMessage(LogLevel::Error, tr("%1: %2").arg(job.jobName, job.errorText));
    }
    Q_EMIT runFinished(result);
}

// A cancelled run leaves no half-written test file behind: only files the run itself created
// go, never one that was there before (a user's file named in filename=).
void WorkloadPage::removeCreatedFiles()
{
    for (const QString &path : std::as_const(m_createdFiles)) {
        if (!QFileInfo::exists(path))
            continue;
        if (QFile::remove(path))
            Q_EMIT logMessage(LogLevel::Info, tr("Removed the test file %1").arg(QDir::toNativeSeparators(path)));
        else
            Q_EMIT logMessage(
                LogLevel::Warning, tr("Could not remove the test file %1").arg(QDir::toNativeSeparators(path)));
    }
    m_createdFiles.clear();
}

void WorkloadPage::onFailed(const QString &message)
{
    setRunning(false);
    showError(message);
    m_state->setText(tr("%1 did not run.").arg(m_runName));
    setStatusNote(tr("Workload failed"));
    Q_EMIT runFailed(message);
}
