#include "pages/labpage.h"

#include "widgets/boundedspinbox.h"

#include "widgets/disabledreason.h"
#include "widgets/drillchoices.h"

#include "lab/campaign/labcampaign.h"
#include "lab/campaign/scenariorunner.h"
#include "lab/outcome/runverdict.h"
#include "lab/session/labsessionfolder.h"
#include "lab/session/labsessionstore.h"
#include "lab/sweep/scenariospace.h"
#include "lab/target/labtarget.h"
#include "models/scenariostagemodel.h"

#include <QDateTime>
#include <QDir>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPainterPath>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QSplitter>
#include <QStandardPaths>
#include <QTableView>
#include <QVBoxLayout>

LabPage::LabPage(QWidget *parent)
    : Page(parent)
    , m_stages(new ScenarioStageModel(this))
    , m_target(new QLabel(this))
    , m_error(new QLabel(this))
    , m_rounds(new BoundedSpinBox(this))
    , m_datasetPercent(new BoundedSpinBox(this))
    , m_runtime(new BoundedSpinBox(this))
    , m_rangeNote(new QLabel(this))
    , m_drills(new DrillChoices(this))
    , m_prepare(new QPushButton(tr("Prepare scenario"), this))
    , m_next(new QPushButton(tr("Next stage"), this))
    , m_runAll(new QPushButton(tr("Run all"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
    , m_table(new QTableView(this))
    , m_output(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("labPage"));
    m_sessionRoot = LabSessionFolder::defaultRoot();
    m_target->setObjectName(QStringLiteral("scenarioTarget"));
    m_target->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("scenarioError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #8b1a1a; background: #fde8e8; padding: 4px; }"));
    m_error->hide();
    m_rangeNote->setObjectName(QStringLiteral("optionRangeNote"));
    m_rangeNote->setWordWrap(true);
    m_rangeNote->hide();
    for (BoundedSpinBox *box : {m_rounds, m_datasetPercent, m_runtime}) {
        connect(box, &QSpinBox::valueChanged, this, &LabPage::optionsChanged);
        connect(box, &BoundedSpinBox::corrected, this, [this, box](const QString &typed, int value) {
            m_rangeNote->setText(tr("%1%4 is outside %2 to %3%4: set to %5%4.")
                                     .arg(typed)
                                     .arg(box->minimum())
                                     .arg(box->maximum())
                                     .arg(box->suffix())
                                     .arg(value));
            m_rangeNote->show();
        });
        // The next change hides the note; a correction's own change comes before its note.
        connect(box, &QSpinBox::valueChanged, m_rangeNote, &QWidget::hide);
    }
    connect(m_drills, &DrillChoices::changed, this, &LabPage::optionsChanged);
    m_rounds->setObjectName(QStringLiteral("scenarioRounds"));
    m_rounds->setRange(1, 10);
    m_datasetPercent->setObjectName(QStringLiteral("datasetPercent"));
    m_datasetPercent->setRange(1, 80);
    m_datasetPercent->setSuffix(tr(" % of the usable space"));
    m_runtime->setObjectName(QStringLiteral("workloadRuntime"));
    // From 1 s, as the command line and the helper take it: a runtime of "1" is what was typed.
    m_runtime->setRange(1, 3600);
    m_runtime->setSuffix(tr(" s"));
    m_prepare->setObjectName(QStringLiteral("prepareScenario"));
    m_next->setObjectName(QStringLiteral("nextStage"));
    m_runAll->setObjectName(QStringLiteral("runAll"));
    m_cancel->setObjectName(QStringLiteral("cancelScenario"));
    m_table->setObjectName(QStringLiteral("stageTable"));
    m_table->setModel(m_stages);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_output->setObjectName(QStringLiteral("scenarioOutput"));
    m_output->setReadOnly(true);
    m_output->setMaximumBlockCount(5000);
    m_output->setFont(QFont(QStringLiteral("monospace")));
    m_output->setPlaceholderText(tr("What the scenario does, and the output of its commands, appears here."));
    setOptions(ScenarioOptions {});

    connect(m_prepare, &QPushButton::clicked, this, [this] { prepare(); });
    connect(m_next, &QPushButton::clicked, this, &LabPage::runNextStage);
    connect(m_runAll, &QPushButton::clicked, this, &LabPage::runAll);
    connect(m_cancel, &QPushButton::clicked, this, &LabPage::cancel);

    auto *form = new QFormLayout;
    form->addRow(tr("Workload rounds:"), m_rounds);
    form->addRow(tr("Dataset:"), m_datasetPercent);
    form->addRow(tr("Random read runtime:"), m_runtime);
    form->addRow(m_rangeNote);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_prepare);
    buttons->addWidget(m_next);
    buttons->addWidget(m_runAll);
    buttons->addWidget(m_cancel);
    buttons->addStretch(1);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_table);
    splitter->addWidget(m_output);
    splitter->setStretchFactor(0, 2);
    splitter->setStretchFactor(1, 1);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 0);
    layout->addWidget(m_target);
    layout->addLayout(form);
    layout->addWidget(m_drills);
    layout->addLayout(buttons);
    layout->addWidget(m_error);
    layout->addWidget(splitter, 1);
    setTarget(nullptr);
}

LabPage::~LabPage()
{
    // A scenario prepared and never started leaves no session folder behind.
    discardUnusedSession();
    // The runner refers to the store: it goes first.
    m_runner.reset();
}

void LabPage::discardUnusedSession()
{
    if (!m_store || (m_runner && m_runner->isRunning()))
        return;
    const LabSession &session = m_store->session();
    if (!session.stackRuns.isEmpty() || !session.steps.isEmpty() || !session.measurements.isEmpty())
        return;
    const QString dir = m_store->directory();
    m_runner.reset();
    m_store.reset();
    QDir(dir).removeRecursively();
}

QString LabPage::title() const
{
    return tr("Lab");
}

QIcon LabPage::icon() const
{
    // A flask, drawn here so the page needs no icon file.
    QPixmap pixmap(48, 48);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    QPainterPath flask;
    flask.moveTo(19, 6);
    flask.lineTo(29, 6);
    flask.lineTo(29, 18);
    flask.lineTo(41, 40);
    flask.quadTo(42, 43, 38, 43);
    flask.lineTo(10, 43);
    flask.quadTo(6, 43, 7, 40);
    flask.lineTo(19, 18);
    flask.closeSubpath();
    painter.setPen(QPen(QColor(0x3b, 0x4c, 0xc0), 2.5));
    painter.setBrush(QColor(0xd6, 0xe4, 0xf7));
    painter.drawPath(flask);
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x2c, 0xa0, 0x2c));
    painter.drawRect(QRectF(12, 33, 24, 8));
    return QIcon(pixmap);
}

void LabPage::setTarget(LabTarget *target)
{
    m_labTarget = target;
    const bool ready = target && target->isReady();
    m_targetKind = target ? target->kindName() : QString();
    m_targetSession = target ? target->options().session : QString();
    m_drills->setTarget(ready ? m_targetKind : QString());
    const QString where = m_targetKind == QLatin1String("vm") ? tr("the virtual lab %1").arg(m_targetSession)
        : m_targetKind == QLatin1String("loop")               ? tr("the loop lab %1").arg(m_targetSession)
                                                              : tr("this machine's disks");
    m_target->setText(ready
            ? tr("Runs on %1 with the stack and disks chosen on the Build page; each run records a session of "
                 "its own.")
                  .arg(where)
            : tr("Start a lab target first (Lab target… above): the scenario runs through its "
                 "helper, on the stack and disks chosen on the Build page."));
    updateButtons();
}

ScenarioOptions LabPage::options() const
{
    ScenarioOptions options = m_options;
    options.rounds = m_rounds->value();
    options.datasetPercent = m_datasetPercent->value();
    options.workloadRuntimeSeconds = m_runtime->value();
    options.drills = m_drills->chosen();
    return options;
}

void LabPage::setOptions(const ScenarioOptions &options)
{
    m_options = options;
    const QSignalBlocker rounds(m_rounds);
    const QSignalBlocker dataset(m_datasetPercent);
    const QSignalBlocker runtime(m_runtime);
    m_rounds->setValue(options.rounds);
    m_datasetPercent->setValue(options.datasetPercent);
    m_runtime->setValue(options.workloadRuntimeSeconds);
    m_drills->setChosen(options.drills);
}

QString LabPage::sessionDirectory() const
{
    return m_store ? m_store->directory() : QString();
}

QString LabPage::outputText() const
{
    return m_output->toPlainText();
}

void LabPage::publishSession()
{
    if (m_store && m_runner)
        Q_EMIT sessionUpdated(m_store->session(), {m_runner->scenario()});
}

void LabPage::append(const QString &line)
{
    m_output->appendPlainText(line);
}

bool LabPage::prepare(QString *error)
{
    auto refuse = [&](const QString &message) {
        m_error->setText(message);
        m_error->show();
        Q_EMIT logMessage(LogLevel::Error, message);
        if (error)
            *error = message;
        return false;
    };
    if (m_runner && m_runner->isRunning())
        return refuse(tr("A scenario is running: cancel it or let it finish first."));
    if (!m_labTarget || !m_labTarget->isReady())
        return refuse(tr("No lab target is running. Start one with Lab target… above."));
    if (!m_requestSource)
        return refuse(tr("Nothing chooses the stack and its disks: use the Build page."));
    RecipeRequest request = m_requestSource();
    request.session = m_targetSession;
    if (request.disks.isEmpty())
        return refuse(tr("Choose the stack and check its member disks on the Build page first."));
    Scenario scenario(request, options());
    if (!scenario.ok())
        return refuse(scenario.error());
    // The same space check as the CLI's and LabCampaign's (issue 29): the run's writes and what its
    // rebuild needs against the planner's usable space, before anything is built.
    if (const ScenarioSpaceCheck space = ScenarioSpace::check(request, options()); !space.fits())
        return refuse(space.refusal(tr("disks of %1 (Lab target…)"), tr("a dataset of %1 % (Dataset above)"),
            tr("a dataset of %1 (Dataset above)")));

    // Preparing again replaces a prepared scenario that never started: its folder goes, so only
    // runs that started leave a session behind.
    discardUnusedSession();
    m_runner.reset();
    m_store.reset();
    SessionMetadata wanted;
    wanted.name = LabCampaign::newSessionName(request.stack);
    wanted.target = m_targetKind;
    wanted.stacks = {request.stack};
    const QString name = wanted.name;
    const QString dir = QDir(m_sessionRoot).filePath(name);
    QString storeError;
    m_store = LabCampaign::openSession(dir, wanted, &storeError);
    if (!m_store)
        return refuse(tr("Cannot record the session in %1: %2").arg(dir, storeError));

    m_runner = std::make_unique<ScenarioRunner>(scenario, m_labTarget.data(), m_store.get());
    const QString stack = request.stack;
    m_stageTitle.clear();
    m_stageNumber = 0;
    m_unattended = false;
    connect(m_runner.get(), &ScenarioRunner::stageStarted, this, [this, stack](const ScenarioStage &stage) {
        m_stageTitle = stage.title;
        m_stageNumber = int(m_runner->stages().indexOf(stage)) + 1;
        m_stages->setStarted(stack, stage, QDateTime::currentMSecsSinceEpoch());
        append(tr("── %1").arg(stage.title));
        updateButtons();
    });
    connect(m_runner.get(), &ScenarioRunner::stageFinished, this, [this, stack](const ScenarioStage &stage, bool ok) {
        m_stages->setFinished(stack, stage, ok, QDateTime::currentMSecsSinceEpoch());
        publishSession();
        updateButtons();
    });
    connect(m_runner.get(), &ScenarioRunner::stepOutput, this,
        [this](const QString &, const QString &, const QString &line) { append(line); });
    connect(m_runner.get(), &ScenarioRunner::message, this, [this](const QString &line) {
        append(line);
        Q_EMIT logMessage(LogLevel::Info, line);
    });
    connect(m_runner.get(), &ScenarioRunner::progressSample, this, &LabPage::progressSample);
    connect(m_runner.get(), &ScenarioRunner::loadSeries, this, &LabPage::loadSeries);
    connect(m_runner.get(), &ScenarioRunner::finished, this, [this](bool finishedOk) {
        // The session's verdict, as the Results page and the report show it: the stage it failed
        // at and the tool's own words, never just "stage failed".
        const std::optional<RunVerdict> verdict
            = m_store ? std::optional<RunVerdict>(RunVerdict::of(m_store->session())) : std::nullopt;
        const bool ok = finishedOk && (!verdict || verdict->outcome == StackVerdict::Outcome::Passed);
        const QString why
            = verdict && verdict->outcome != StackVerdict::Outcome::Passed ? verdict->text() : m_runner->errorString();
        const QString text = ok ? tr("The scenario finished; the results are on the Results page.")
                                : tr("The scenario stopped: %1").arg(why);
        append(text);
        Q_EMIT logMessage(ok ? LogLevel::Info : LogLevel::Error, text);
        if (!ok) {
            m_error->setText(text);
            m_error->show();
        }
        updateButtons();
        publishSession();
        Q_EMIT scenarioFinished(ok);
    });
    m_stages->clear();
    m_stages->addScenario(stack, m_runner->stages());
    m_error->hide();
    m_output->clear();
    append(tr("Session %1 in %2").arg(name, dir));
    updateButtons();
    Q_EMIT scenarioPrepared(stack);
    return true;
}

void LabPage::runNextStage()
{
    if (m_runner && !m_runner->isRunning() && !m_runner->isFinished())
        m_runner->runNextStage();
    updateButtons();
}

void LabPage::runAll()
{
    if (m_runner && !m_runner->isRunning() && !m_runner->isFinished()) {
        m_unattended = true;
        m_runner->run();
    }
    updateButtons();
}

void LabPage::cancel()
{
    if (m_runner && !m_runner->isFinished())
        m_runner->cancel();
    updateButtons();
}

bool LabPage::isScenarioUnderway() const
{
    return m_runner && !m_runner->isFinished() && (m_runner->isRunning() || m_unattended || m_stageNumber > 0);
}

QString LabPage::scenarioState() const
{
    if (!isScenarioUnderway())
        return {};
    const QString stack = m_runner->scenario().request().stack;
    const auto total = m_runner->stages().size();
    return m_runner->isRunning() || m_unattended
        ? tr("%1, stage “%2” (%3 of %4)").arg(stack, m_stageTitle).arg(m_stageNumber).arg(total)
        : tr("%1, waiting after stage “%2” (%3 of %4)").arg(stack, m_stageTitle).arg(m_stageNumber).arg(total);
}

void LabPage::updateButtons()
{
    const bool running = m_runner && m_runner->isRunning();
    const bool open = m_runner && !m_runner->isFinished();
    // Each button says why it cannot be used, in the order a person meets the causes.
    QString noPrepare;
    if (!m_labTarget || !m_labTarget->isReady())
        noPrepare = tr("Start a lab target first: Lab target… above.");
    else if (running)
        noPrepare = tr("A scenario is running: cancel it or let it finish first.");
    enableOrSayWhy(m_prepare, noPrepare,
        tr("Plan the scenario for the stack and disks chosen on the Build page, in a new session."));
    QString noRun;
    if (!m_runner)
        noRun = tr("Prepare the scenario first.");
    else if (running)
        noRun = tr("A stage is running: wait for it, or cancel.");
    else if (!open)
        noRun = tr("The scenario has ended: prepare a new one.");
    enableOrSayWhy(m_next, noRun, tr("Run the next stage of the table, then stop."));
    enableOrSayWhy(m_runAll, noRun, tr("Run every stage left, one after the other, without asking."));
    enableOrSayWhy(m_cancel,
        !m_runner   ? tr("Nothing to cancel: no scenario is prepared.")
            : !open ? tr("Nothing to cancel: the scenario has ended.")
                    : QString(),
        tr("Stop the scenario; once the stack is built, the teardown still runs."));
    setStatusNote(running ? tr("Scenario running") : QString());
}
