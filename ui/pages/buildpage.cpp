#include "pages/buildpage.h"

#include "lab/drive/stepdriver.h"
#include "lab/target/labtarget.h"
#include "models/plantreemodel.h"
#include "pages/memberchoice.h"
#include "pages/stackchoice.h"
#include "pages/walkrunner.h"
#include "stacks/catalog/stackrecipes.h"
#include "stacks/plan/planscript.h"
#include "widgets/destructiveconfirmation.h"
#include "widgets/disabledreason.h"
#include "widgets/plantreeview.h"
#include "widgets/stepdetailsview.h"
#include "widgets/stepoutputpane.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QVBoxLayout>

BuildPage::BuildPage(QWidget *parent)
    : Page(parent)
    , m_stackChoice(new StackChoice(this))
    , m_disks(new QListWidget(this))
    , m_spare(new QComboBox(this))
    , m_error(new QLabel(this))
    , m_model(new PlanTreeModel(this))
    , m_view(new PlanTreeView(m_model, this))
    , m_copy(new QPushButton(tr("Copy as script"), this))
    , m_save(new QPushButton(tr("Save script…"), this))
    , m_runStep(new QPushButton(tr("Run step"), this))
    , m_runPhase(new QPushButton(tr("Run phase"), this))
    , m_runNext(new QPushButton(this))
    , m_leaveWalk(new QPushButton(tr("Leave this walk"), this))
    , m_walkNote(new QLabel(this))
    , m_steps(new StepOutputPane(this))
    , m_details(new StepDetailsView(this))
    , m_runner(new WalkRunner(m_model, this))
    , m_choice(new MemberChoice(m_disks, m_spare, this))
{
    setObjectName(QStringLiteral("buildPage"));
    m_disks->setObjectName(QStringLiteral("memberDisks"));
    m_spare->setObjectName(QStringLiteral("spareDisk"));
    m_error->setObjectName(QStringLiteral("buildError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #8b1a1a; background: #fde8e8; padding: 4px; }"));
    m_error->hide();

    // Another choice: an ended walk's step states no longer belong to the plan shown.
    const auto choose = [this] {
        m_runner->forgetEnded();
        rebuildPlan();
    };
    connect(m_stackChoice, &StackChoice::changed, this, choose);
    connect(m_stackChoice, &StackChoice::virtualLabRequested, this, &BuildPage::virtualLabRequested);
    connect(m_choice, &MemberChoice::changed, this, choose);
    connect(m_copy, &QPushButton::clicked, this, [this] {
        copyScript();
        Q_EMIT logMessage(LogLevel::Info, tr("Copied the %1 plan as a shell script").arg(m_model->plan().stack));
    });
    connect(m_save, &QPushButton::clicked, this, &BuildPage::saveScript);
    m_runStep->setObjectName(QStringLiteral("runStep"));
    m_runPhase->setObjectName(QStringLiteral("runPhase"));
    connect(m_runStep, &QPushButton::clicked, this, [this] { runSelected(false); });
    connect(m_runPhase, &QPushButton::clicked, this, [this] { runSelected(true); });
    m_runNext->setObjectName(QStringLiteral("runNextPhase"));
    connect(m_runNext, &QPushButton::clicked, this, &BuildPage::runNextPhase);
    m_leaveWalk->setObjectName(QStringLiteral("leaveWalk"));
    m_leaveWalk->setToolTip(tr("Forget this stack's walk without tearing it down (its disks stay as they are)."));
    m_leaveWalk->hide();
    connect(m_leaveWalk, &QPushButton::clicked, this,
        [this] { m_runner->leave(StepState::Cancelled, tr("left on the Build page without a teardown")); });
    m_walkNote->setObjectName(QStringLiteral("walkNote"));
    m_walkNote->setWordWrap(true);
    m_walkNote->setStyleSheet(QStringLiteral("QLabel { background: #e8f0fe; padding: 4px; }"));
    m_walkNote->hide();
    connect(m_runner, &WalkRunner::stepStarted, m_steps, &StepOutputPane::stepStarted);
    connect(m_runner, &WalkRunner::outputLine, m_steps, &StepOutputPane::appendLine);
    connect(m_runner, &WalkRunner::stepFailed, this, &BuildPage::onStepFailed);
    connect(m_runner, &WalkRunner::finished, this, &BuildPage::finishSteps);
    connect(m_runner, &WalkRunner::walkChanged, this, &BuildPage::onWalkChanged);

    auto *left = new QWidget(this);
    auto *form = new QVBoxLayout(left);
    form->setContentsMargins(0, 0, 0, 0);
    form->addWidget(m_stackChoice);
    form->addWidget(m_walkNote);
    form->addWidget(m_leaveWalk);
    auto *whatExists = new QPushButton(tr("What exists on the target…"), left);
    whatExists->setObjectName(QStringLiteral("showTargetInventory"));
    whatExists->setToolTip(tr("Arrays, volumes, pools, filesystems, mounts and loop labs on the target, which "
                              "of them StackLab made, and the way back to each: continue, tear down, clean up."));
    connect(whatExists, &QPushButton::clicked, this, &BuildPage::inventoryRequested);
    form->addWidget(whatExists);
    form->addWidget(new QLabel(tr("Member disks (in the order checked):"), left));
    form->addWidget(m_disks, 1);
    form->addWidget(new QLabel(tr("Spare:"), left));
    form->addWidget(m_spare);

    QWidget *right = planPane();

    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(right);
    splitter->setStretchFactor(0, 1);
    splitter->setStretchFactor(1, 3);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 0);
    layout->addWidget(splitter);
    rebuildPlan();
}

// The plan with its buttons, the step's details and the steps' output, one above the other.
QWidget *BuildPage::planPane()
{
    auto *right = new QWidget(this);
    auto *planLayout = new QVBoxLayout(right);
    planLayout->setContentsMargins(0, 0, 0, 0);
    auto *buttons = new QHBoxLayout;
    // The legend wraps: unwrapped, its width alone pushed the page wider than a 1024-pixel window.
    auto *legend = new QLabel(tr("Red steps destroy data; ★ marks the commands a person types."), right);
    legend->setWordWrap(true);
    buttons->addWidget(legend, 1);
    buttons->addWidget(m_runStep);
    buttons->addWidget(m_runPhase);
    buttons->addWidget(m_copy);
    buttons->addWidget(m_save);
    // Run next on a row of its own: beside the others its German label would widen the page past
    // a 1024-pixel window.
    auto *next = new QHBoxLayout;
    next->addWidget(m_runNext);
    next->addStretch(1);
    planLayout->addLayout(next);
    planLayout->addLayout(buttons);
    planLayout->addWidget(m_error);
    auto *planSplitter = new QSplitter(Qt::Vertical, right);
    planSplitter->addWidget(m_view);
    planSplitter->addWidget(m_details);
    planSplitter->addWidget(m_steps->output());
    planSplitter->setStretchFactor(0, 3);
    planSplitter->setStretchFactor(1, 1);
    planSplitter->setStretchFactor(2, 1);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &BuildPage::showDetails);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &BuildPage::updateRunButtons);
    planLayout->addWidget(planSplitter, 1);
    planLayout->addWidget(m_steps->hint());
    return right;
}

void BuildPage::setTargetCapabilities(const std::optional<TargetCapabilities> &capabilities)
{
    m_stackChoice->setCapabilities(capabilities);
    rebuildPlan();
}

QString BuildPage::capabilityNote() const
{
    return m_stackChoice->capabilityNote();
}

// Only what the walk offers can run: the next phase in order, teardown at any time. A step of a
// later phase (or an earlier one that is done) is not run out of order.
void BuildPage::updateRunButtons()
{
    // Each run button says why it cannot run: no plan, a stack the target cannot run, a step
    // running, a phase out of order.
    QString notRunnable;
    if (m_model->stepCount() == 0)
        notRunnable = tr("No plan yet: choose a stack and check its member disks.");
    else if (!m_stackChoice->canRun())
        notRunnable = m_stackChoice->capabilityNote();
    else if (m_runner->isRunning())
        notRunnable = tr("A step is running: wait for it, or cancel it.");
    else if (m_scenarioRequest)
        notRunnable = tr("The Lab page's scenario runs on these disks: its stages run there, not here.");
    const QStringList offered = offeredPhases();
    const QString next = nextPhase();
    QString notSelected = notRunnable;
    if (notSelected.isEmpty() && !offered.contains(m_view->currentPhase())) {
        notSelected = offered.isEmpty()
            ? tr("Nothing in this plan can run now.")
            : tr("Phases run in order: select a step or phase of %1.").arg(offered.join(tr(" or ")));
    }
    enableOrSayWhy(m_runStep,
        notSelected.isEmpty() && !m_view->currentStep() ? tr("Select a step in the plan, not a phase.") : notSelected,
        tr("Run the selected step through the privileged helper."));
    enableOrSayWhy(m_runPhase, notSelected, tr("Run every step of the selected phase."));
    m_runNext->setText(next.isEmpty() ? tr("Torn down") : tr("Run next: %1").arg(next));
    enableOrSayWhy(m_runNext,
        !notRunnable.isEmpty() ? notRunnable
            : next.isEmpty()   ? tr("The stack is torn down: every phase has run. Choose a stack and disks for a "
                                      "new walk.")
                               : QString(),
        tr("Run the %1 phase, the next one in order.").arg(next));
}

QString BuildPage::nextPhase() const
{
    return m_runner->nextPhase(m_model->plan());
}

QStringList BuildPage::offeredPhases() const
{
    return m_runner->offeredPhases(m_model->plan());
}

void BuildPage::showDetails(const QModelIndex &current)
{
    const QModelIndex row = current.siblingAtColumn(0);
    const QString phase = row.data(PlanTreeModel::PhaseRole).toString();
    if (const PlanStep *step = m_model->stepAt(row)) {
        m_details->showStep(phase, *step);
        return;
    }
    for (const PlanPhase &p : m_model->plan().phases) {
        if (row.isValid() && p.name == phase) {
            m_details->showPhase(p);
            return;
        }
    }
    m_details->clearDetails();
}

QString BuildPage::detailsText() const
{
    return m_details->text();
}

QString BuildPage::title() const
{
    return tr("Build");
}

QIcon BuildPage::icon() const
{
    // Three stacked layers, drawn here so the page needs no icon file.
    QPixmap pixmap(48, 48);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(Qt::NoPen);
    const QColor colors[] = {QColor(0x3b, 0x4c, 0xc0), QColor(0x1f, 0x77, 0xb4), QColor(0x6b, 0xae, 0xd6)};
    for (int i = 0; i < 3; ++i) {
        painter.setBrush(colors[i]);
        painter.drawRoundedRect(QRectF(6, 6 + i * 13, 36, 10), 3, 3);
    }
    return QIcon(pixmap);
}

void BuildPage::setSnapshot(const InventorySnapshot &snapshot)
{
    m_choice->setSnapshot(snapshot);
    if (m_pendingChoice)
        applyPendingChoice();
    rebuildPlan();
}

RememberedChoices::Build BuildPage::currentChoice() const
{
    RememberedChoices::Build choice;
    choice.stack = m_stackChoice->stack();
    for (const QString &name : m_choice->members()) {
        if (const Disk *disk = m_choice->diskByName(name))
            choice.members << disk->stableId;
    }
    if (const Disk *disk = m_choice->diskByName(spare()))
        choice.spare = disk->stableId;
    return choice;
}

void BuildPage::restoreChoice(const RememberedChoices::Build &choice)
{
    m_pendingChoice = choice;
    selectStack(choice.stack);
    if (!m_choice->snapshot().disks.isEmpty())
        applyPendingChoice();
}

void BuildPage::applyPendingChoice()
{
    const RememberedChoices::Build choice = *m_pendingChoice;
    QStringList members;
    for (const QString &id : choice.members) {
        if (const QString name = m_choice->nameOf(id); !name.isEmpty())
            members << name;
    }
    // Still pending while the setters run: they report no choiceChanged (the user made none).
    setMembers(members);
    setSpare(m_choice->nameOf(choice.spare));
    m_pendingChoice.reset();
}

void BuildPage::onWalkChanged()
{
    StackWalk *walk = m_runner->walk();
    // A walk torn down stays on screen with its disks chosen; one left without a teardown (its lab
    // shut down, "Leave this walk") takes them along: a loop lab's numbers may be another lab's now.
    m_choice->setWalkDisks(walk ? walk->request().disks : QStringList(), walk ? walk->request().spare : QString(),
        m_runner->shownWalk() != nullptr);
    m_stackChoice->setLocked(walk != nullptr);
    if (walk) {
        // The walk's choice, by the names the plan gives its disks, chosen once the inventory lists them.
        restoreChoice({walk->request().stack, walk->request().disks, walk->request().spare});
        m_walkNote->setText(tr("This lab's stack: %1 on %n disk(s), recorded in %2. Its phases are offered in "
                               "order; teardown runs from any state.",
            nullptr, int(walk->request().disks.size()))
                                .arg(walk->request().stack, QDir(walk->directory()).dirName()));
        m_walkNote->setToolTip(walk->directory()); // the whole path would widen the column
    }
    m_walkNote->setVisible(m_runner->walk() != nullptr);
    m_leaveWalk->setVisible(m_runner->walk() != nullptr);
    rebuildPlan();
}

bool BuildPage::selectStack(const QString &name)
{
    if (!m_stackChoice->select(name))
        return false;
    rebuildPlan();
    return true;
}

void BuildPage::setRequestOptions(const QVariantMap &options)
{
    m_options = options;
    rebuildPlan();
}

QStringList BuildPage::members() const
{
    return m_choice->members();
}

void BuildPage::setMembers(const QStringList &names)
{
    m_choice->setMembers(names);
    rebuildPlan();
}

void BuildPage::setSpare(const QString &name)
{
    m_choice->setSpare(name);
    rebuildPlan();
}

QString BuildPage::spare() const
{
    return m_choice->spare();
}

QStringList BuildPage::spareChoices() const
{
    return m_choice->spareChoices();
}

const Plan &BuildPage::plan() const
{
    return m_model->plan();
}

QString BuildPage::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

RecipeRequest BuildPage::request() const
{
    RecipeRequest request;
    request.stack = m_stackChoice->stack();
    request.session = session();
    request.options = m_options;
    if (const StackWalk *walk = m_runner->shownWalk()) {
        // The request the walk began with, whatever the inventory says now (a pulled disk is gone
        // from it): the helper's claim is of these disks. A walk resumed after a restart knows
        // its disks' paths only, and takes their kernel names from the inventory. An ended walk
        // keeps its plan and results on screen too: a pulled disk the teardown could not give
        // back made the plan vanish ("needs at least 2 disks, got 1") with what the walk did.
        request = walk->request();
        request.options = m_options;
        m_choice->nameWalkDisks(&request);
        return request;
    }
    if (m_scenarioRequest) {
        request = *m_scenarioRequest; // its disks, whatever the inventory says now (a pulled one is gone)
        request.options = m_options;
        return request;
    }
    m_choice->addChosenDisks(&request);
    return request;
}

void BuildPage::rebuildPlan()
{
    const RecipeRequest req = request();
    m_error->hide();
    m_details->clearDetails();
    if (req.disks.isEmpty()) {
        m_model->setPlan({});
        m_error->setText(tr("Check the member disks in the list on the left to see the plan."));
        m_error->show();
    } else {
        const PlanOrError result = buildPlan(req);
        if (!result.ok()) {
            m_model->setPlan({});
            m_error->setText(result.error);
            m_error->show();
        } else {
            m_model->setPlan(result.plan);
            m_runner->showResults();
            m_view->expandAll();
        }
    }
    m_copy->setEnabled(m_model->stepCount() > 0);
    m_save->setEnabled(m_model->stepCount() > 0);
    updateRunButtons();
    setStatusNote(m_model->stepCount() > 0
            ? tr("%1: %n step(s)", nullptr, m_model->stepCount()).arg(m_model->plan().stack)
            : QString());
    if (!m_pendingChoice)
        Q_EMIT choiceChanged();
}

QString BuildPage::copyScript()
{
    const QString script = planToScript(m_model->plan());
    if (QClipboard *clipboard = QApplication::clipboard())
        clipboard->setText(script);
    return script;
}

void BuildPage::saveScript()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save the plan as a script"), m_model->plan().stack + QStringLiteral(".sh"));
    if (path.isEmpty())
        return;
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate)
        || file.write(planToScript(m_model->plan()).toUtf8()) < 0) {
        Q_EMIT logMessage(
            LogLevel::Error, tr("Cannot write %1: %2. Choose another place.").arg(path, file.errorString()));
        return;
    }
    Q_EMIT logMessage(LogLevel::Info, tr("Saved the plan as %1").arg(path));
}

QList<DoomedDisk> BuildPage::doomedDisks(const PlanStep &step) const
{
    return m_choice->doomedDisks(step);
}

QString BuildPage::session() const
{
    return m_runner->session();
}

void BuildPage::setHelperPath(const QString &path)
{
    m_runner->setHelperPath(path);
}

void BuildPage::setSessionRoot(const QString &root)
{
    m_runner->setSessionRoot(root);
}

bool BuildPage::resumeWalk(const QString &dir, QString *error)
{
    return m_runner->resume(dir, error);
}

bool BuildPage::isRunning() const
{
    return m_runner->isRunning();
}

void BuildPage::finishSteps(bool ok)
{
    updateRunButtons();
    Q_EMIT logMessage(ok ? LogLevel::Info : LogLevel::Error, ok ? tr("Steps finished") : tr("The plan stopped"));
    Q_EMIT stepsFinished(ok);
}

bool BuildPage::selectStep(const QString &phase, const QString &stepId)
{
    return m_view->selectStep(phase, stepId);
}

QString BuildPage::outputText() const
{
    return m_steps->outputText();
}

QString BuildPage::hintText() const
{
    return m_steps->hintText();
}

PhaseDestruction BuildPage::destructionOf(const QString &phase, const QList<PlanStep> &steps) const
{
    const StackWalk *walk = m_runner->walk();
    return PhaseDestruction::of(
        phase, steps, request(), [this](const PlanStep &step) { return doomedDisks(step); }, m_runner->targetKind(),
        walk && walk->hasBuilt(m_model->plan()));
}

bool BuildPage::confirm(const QString &phase, const QList<PlanStep> &steps)
{
    const PhaseDestruction destruction = destructionOf(phase, steps);
    if (destruction.confirm == PhaseDestruction::Confirm::None)
        return true;
    DestructiveConfirmation dialog(destruction, this);
    if (dialog.exec() == QDialog::Accepted)
        return true;
    // Said where the person looks (under the plan, and in the log), so that a cancelled phase is
    // not taken for one that ran or failed: no step of it is marked.
    const QString note
        = tr("The %1 phase was not started: its confirmation was cancelled. None of its commands ran; run it "
             "again when you are ready.")
              .arg(phase);
    m_steps->showNote(note);
    Q_EMIT logMessage(LogLevel::Info, note);
    return false;
}

bool BuildPage::runSelected(bool wholePhase)
{
    const PlanStep *only = m_view->currentStep();
    if (m_view->currentPhase().isEmpty() || (!wholePhase && !only))
        return false;
    return runPhaseSteps(m_view->currentPhase(), wholePhase ? QString() : only->id);
}

bool BuildPage::runNextPhase()
{
    const QString phase = nextPhase();
    return !phase.isEmpty() && runPhaseSteps(phase, {});
}

bool BuildPage::runPhaseSteps(const QString &phase, const QString &onlyStep)
{
    if (!m_stackChoice->canRun() || m_runner->isRunning() || !offeredPhases().contains(phase))
        return false;
    QList<PlanStep> steps;
    // A copy: the confirmation's event loop may bring a new inventory, and with it a new plan.
    const Plan plan = m_model->plan();
    for (const PlanPhase &p : plan.phases) {
        if (p.name != phase)
            continue;
        for (const PlanStep &step : p.steps) {
            if (onlyStep.isEmpty() || step.id == onlyStep)
                steps << step;
        }
    }
    // One question for the whole phase, before any of its steps runs: cancelling leaves the
    // phase as it was, with nothing half done.
    if (steps.isEmpty() || !confirm(phase, steps))
        return false;
    m_steps->clearHint();
    const bool started = m_runner->run(request(), phase, steps);
    updateRunButtons();
    return started;
}

void BuildPage::onStepFailed(
    const QString &phase, const QString &stepId, const QString &message, const QStringList &output)
{
    PlanStep step;
    for (const PlanPhase &p : m_model->plan().phases) {
        for (const PlanStep &s : p.steps) {
            if (p.name == phase && s.id == stepId)
                step = s;
        }
    }
    m_steps->showFailure(step, message, output, m_stackChoice->kernelLack(m_model->plan().stack));
    Q_EMIT logMessage(LogLevel::Error, tr("%1 / %2 failed: %3").arg(phase, stepId, message));
}
