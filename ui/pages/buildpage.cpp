#include "pages/buildpage.h"

#include "helper/client/helperclient.h"
#include "lab/labtarget.h"
#include "lab/stepdriver.h"
#include "models/plantreemodel.h"
#include "stacks/planscript.h"
#include "stacks/stackrecipes.h"
#include "stacks/stepfailurehint.h"
#include "widgets/stepdetailsview.h"

#include <QApplication>
#include <QClipboard>
#include <QComboBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPainter>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSplitter>
#include <QTreeView>
#include <QVBoxLayout>

#include <algorithm>

#include <unistd.h>

BuildPage::BuildPage(QWidget *parent)
    : Page(parent)
    , m_stack(new QComboBox(this))
    , m_disks(new QListWidget(this))
    , m_spare(new QComboBox(this))
    , m_stackNote(new QLabel(this))
    , m_error(new QLabel(this))
    , m_view(new QTreeView(this))
    , m_model(new PlanTreeModel(this))
    , m_copy(new QPushButton(tr("Copy as script"), this))
    , m_save(new QPushButton(tr("Save script…"), this))
    , m_runStep(new QPushButton(tr("Run step"), this))
    , m_runPhase(new QPushButton(tr("Run phase"), this))
    , m_output(new QPlainTextEdit(this))
    , m_hint(new QLabel(this))
    , m_details(new StepDetailsView(this))
    , m_capability(new QLabel(this))
    , m_useVirtualLab(new QPushButton(tr("Use the virtual lab"), this))
{
    setObjectName(QStringLiteral("buildPage"));
    m_stack->setObjectName(QStringLiteral("stackChoice"));
    for (const StackInfo &info : stackInfos()) {
        m_stack->addItem(info.name, info.name);
        m_stack->setItemData(m_stack->count() - 1, info.description, Qt::ToolTipRole);
    }
    m_disks->setObjectName(QStringLiteral("memberDisks"));
    m_spare->setObjectName(QStringLiteral("spareDisk"));
    m_stackNote->setWordWrap(true);
    m_error->setObjectName(QStringLiteral("buildError"));
    m_error->setWordWrap(true);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #8b1a1a; background: #fde8e8; padding: 4px; }"));
    m_error->hide();

    m_view->setObjectName(QStringLiteral("planView"));
    m_view->setModel(m_model);
    m_view->setUniformRowHeights(true);
    m_view->setAlternatingRowColors(true);
    m_view->header()->setSectionResizeMode(PlanTreeModel::TitleColumn, QHeaderView::Interactive);
    m_view->header()->setSectionResizeMode(PlanTreeModel::CommandColumn, QHeaderView::Interactive);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->resizeSection(PlanTreeModel::TitleColumn, 300);
    m_view->header()->resizeSection(PlanTreeModel::CommandColumn, 520);

    connect(m_stack, &QComboBox::currentIndexChanged, this, &BuildPage::rebuildPlan);
    connect(m_spare, &QComboBox::currentIndexChanged, this, [this] {
        updateExclusiveChoices(m_spare->currentData().toString());
        rebuildPlan();
    });
    connect(m_disks, &QListWidget::itemChanged, this, [this](QListWidgetItem *item) {
        const QString name = item->data(Qt::UserRole).toString();
        m_order.removeAll(name);
        if (item->checkState() == Qt::Checked)
            m_order.append(name);
        updateExclusiveChoices(m_spare->currentData().toString());
        rebuildPlan();
    });
    connect(m_copy, &QPushButton::clicked, this, [this] {
        copyScript();
        Q_EMIT logMessage(LogLevel::Info, tr("Copied the %1 plan as a shell script").arg(m_model->plan().stack));
    });
    connect(m_save, &QPushButton::clicked, this, &BuildPage::saveScript);
    connect(m_runStep, &QPushButton::clicked, this, [this] { runSelected(false); });
    connect(m_runPhase, &QPushButton::clicked, this, [this] { runSelected(true); });
    m_output->setObjectName(QStringLiteral("stepOutput"));
    m_output->setReadOnly(true);
    m_output->setMaximumBlockCount(5000);
    m_output->setFont(QFont(QStringLiteral("monospace")));
    m_output->setPlaceholderText(tr("Output of the steps you run appears here."));
    m_hint->setObjectName(QStringLiteral("failureHint"));
    m_hint->setWordWrap(true);
    m_hint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hint->setStyleSheet(QStringLiteral("QLabel { background: #fff4e0; padding: 4px; }"));
    m_hint->hide();

    auto *left = new QWidget(this);
    auto *form = new QVBoxLayout(left);
    form->setContentsMargins(0, 0, 0, 0);
    form->addWidget(new QLabel(tr("Stack:"), left));
    form->addWidget(m_stack);
    form->addWidget(m_stackNote);
    m_capability->setObjectName(QStringLiteral("capabilityNote"));
    m_capability->setWordWrap(true);
    m_capability->setStyleSheet(QStringLiteral("QLabel { background: #fff4e0; padding: 4px; }"));
    m_capability->hide();
    m_useVirtualLab->setObjectName(QStringLiteral("useVirtualLab"));
    m_useVirtualLab->hide();
    connect(m_useVirtualLab, &QPushButton::clicked, this, &BuildPage::virtualLabRequested);
    form->addWidget(m_capability);
    form->addWidget(m_useVirtualLab);
    form->addWidget(new QLabel(tr("Member disks (in the order checked):"), left));
    form->addWidget(m_disks, 1);
    form->addWidget(new QLabel(tr("Spare:"), left));
    form->addWidget(m_spare);

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
    planLayout->addLayout(buttons);
    planLayout->addWidget(m_error);
    auto *planSplitter = new QSplitter(Qt::Vertical, right);
    planSplitter->addWidget(m_view);
    planSplitter->addWidget(m_details);
    planSplitter->addWidget(m_output);
    planSplitter->setStretchFactor(0, 3);
    planSplitter->setStretchFactor(1, 1);
    planSplitter->setStretchFactor(2, 1);
    connect(m_view->selectionModel(), &QItemSelectionModel::currentChanged, this, &BuildPage::showDetails);
    planLayout->addWidget(planSplitter, 1);
    planLayout->addWidget(m_hint);

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

void BuildPage::setTargetCapabilities(const std::optional<TargetCapabilities> &capabilities)
{
    m_capabilities = capabilities;
    markStacks();
    rebuildPlan();
}

QString BuildPage::capabilityNote() const
{
    return m_capability->isHidden() ? QString() : m_capability->text();
}

void BuildPage::markStacks()
{
    for (int i = 0; i < m_stack->count(); ++i) {
        const QString stack = m_stack->itemData(i).toString();
        const QString why = m_capabilities ? m_capabilities->whyNot(stack) : QString();
        m_stack->setItemText(i, why.isEmpty() ? stack : tr("%1 (cannot run here)").arg(stack));
        m_stack->setItemData(i, why.isEmpty() ? QVariant() : QVariant(QColor(0x80, 0x80, 0x80)), Qt::ForegroundRole);
        for (const StackInfo &info : stackInfos()) {
            if (info.name == stack)
                m_stack->setItemData(i, why.isEmpty() ? info.description : why, Qt::ToolTipRole);
        }
    }
}

void BuildPage::updateRunButtons()
{
    const bool runnable = m_model->stepCount() > 0 && m_capability->isHidden() && !m_running;
    m_runStep->setEnabled(runnable);
    m_runPhase->setEnabled(runnable);
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
    m_snapshot = snapshot;
    m_disksByName.setInventory(snapshot);
    fillDisks();
    if (m_pendingChoice)
        applyPendingChoice();
    rebuildPlan();
}

RememberedChoices::Build BuildPage::currentChoice() const
{
    RememberedChoices::Build choice;
    choice.stack = m_stack->currentData().toString();
    for (const QString &name : m_order) {
        if (const Disk *disk = diskByName(name))
            choice.members << disk->stableId;
    }
    if (const Disk *disk = diskByName(spare()))
        choice.spare = disk->stableId;
    return choice;
}

void BuildPage::restoreChoice(const RememberedChoices::Build &choice)
{
    m_pendingChoice = choice;
    selectStack(choice.stack);
    if (!m_snapshot.disks.isEmpty())
        applyPendingChoice();
}

void BuildPage::applyPendingChoice()
{
    const RememberedChoices::Build choice = *m_pendingChoice;
    const auto nameOf = [this](const QString &stableId) {
        const ResolvedDisk found = m_disksByName.resolve(stableId);
        return found.isWholeDisk() ? found.disk->name : QString();
    };
    QStringList members;
    for (const QString &id : choice.members) {
        if (const QString name = nameOf(id); !name.isEmpty())
            members << name;
    }
    // Still pending while the setters run: they report no choiceChanged (the user made none).
    setMembers(members);
    setSpare(nameOf(choice.spare));
    m_pendingChoice.reset();
}

void BuildPage::fillDisks()
{
    const QString spare = m_spare->currentData().toString();
    {
        const QSignalBlocker blockList(m_disks);
        m_disks->clear();
        QStringList kept;
        for (const Disk &disk : m_snapshot.disks) {
            auto *item = new QListWidgetItem(m_disks);
            item->setData(Qt::UserRole, disk.name);
            if (disk.selectable()) {
                item->setCheckState(m_order.contains(disk.name) ? Qt::Checked : Qt::Unchecked);
                if (m_order.contains(disk.name))
                    kept << disk.name;
            } else {
                // Listed so the user sees why it is not offered.
                item->setText(tr("%1 — %2").arg(diskLabel(disk), disk.reason));
                item->setFlags(Qt::NoItemFlags);
            }
            item->setToolTip(disk.reason);
        }
        QStringList order;
        for (const QString &name : std::as_const(m_order)) {
            if (kept.contains(name))
                order << name;
        }
        m_order = order;
    }
    updateExclusiveChoices(spare);
}

QString BuildPage::diskLabel(const Disk &disk)
{
    return QStringLiteral("%1  %2").arg(disk.name, disk.stableId);
}

// A disk is a member or the spare, never both: the spare box offers only disks that are not
// members, and the spare's row in the member list cannot be checked. Keeps `spare` when it is
// still a candidate, else falls back to no spare.
void BuildPage::updateExclusiveChoices(const QString &spare)
{
    {
        const QSignalBlocker blockSpare(m_spare);
        m_spare->clear();
        m_spare->addItem(tr("No spare"), QString());
        for (const Disk &disk : std::as_const(m_snapshot.disks)) {
            if (disk.selectable() && !m_order.contains(disk.name))
                m_spare->addItem(diskLabel(disk), disk.name);
        }
        const int index = m_spare->findData(spare);
        m_spare->setCurrentIndex(index < 0 ? 0 : index);
    }
    const QString chosen = m_spare->currentData().toString();
    const QSignalBlocker blockList(m_disks);
    for (int i = 0; i < m_disks->count(); ++i) {
        QListWidgetItem *item = m_disks->item(i);
        const Disk *disk = diskByName(item->data(Qt::UserRole).toString());
        if (!disk || !disk->selectable())
            continue;
        if (disk->name == chosen) {
            item->setText(tr("%1 — the spare").arg(diskLabel(*disk)));
            item->setFlags(Qt::NoItemFlags);
            item->setCheckState(Qt::Unchecked);
        } else {
            item->setText(diskLabel(*disk));
            item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        }
    }
}

bool BuildPage::selectStack(const QString &name)
{
    const int index = m_stack->findData(name);
    if (index < 0)
        return false;
    m_stack->setCurrentIndex(index);
    rebuildPlan();
    return true;
}

void BuildPage::setMembers(const QStringList &names)
{
    m_order.clear();
    for (const QString &name : names) {
        const Disk *disk = diskByName(name);
        if (disk && disk->selectable() && !m_order.contains(name))
            m_order << name;
    }
    {
        const QSignalBlocker block(m_disks);
        for (int i = 0; i < m_disks->count(); ++i) {
            QListWidgetItem *item = m_disks->item(i);
            const Disk *disk = diskByName(item->data(Qt::UserRole).toString());
            if (disk && disk->selectable())
                item->setCheckState(m_order.contains(disk->name) ? Qt::Checked : Qt::Unchecked);
        }
    }
    // A disk named as a member stops being the spare (the last choice wins).
    updateExclusiveChoices(m_spare->currentData().toString());
    rebuildPlan();
}

void BuildPage::setSpare(const QString &name)
{
    if (m_order.removeAll(name) > 0) {
        const QSignalBlocker block(m_disks);
        for (int i = 0; i < m_disks->count(); ++i) {
            if (m_disks->item(i)->data(Qt::UserRole).toString() == name)
                m_disks->item(i)->setCheckState(Qt::Unchecked);
        }
    }
    updateExclusiveChoices(name);
    rebuildPlan();
}

QString BuildPage::spare() const
{
    return m_spare->currentData().toString();
}

QStringList BuildPage::spareChoices() const
{
    QStringList names;
    for (int i = 1; i < m_spare->count(); ++i)
        names << m_spare->itemData(i).toString();
    return names;
}

void BuildPage::setRequestOptions(const QVariantMap &options)
{
    m_options = options;
    rebuildPlan();
}

QStringList BuildPage::members() const
{
    return m_order;
}

const Plan &BuildPage::plan() const
{
    return m_model->plan();
}

QString BuildPage::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

const Disk *BuildPage::diskByName(const QString &name) const
{
    return m_disksByName.byKernelName(name);
}

RecipeRequest BuildPage::request() const
{
    RecipeRequest request;
    request.stack = m_stack->currentData().toString();
    request.session = m_session;
    request.options = m_options;
    QList<DiskIdentity> named;
    for (const QString &name : m_order) {
        if (const Disk *disk = diskByName(name)) {
            named << m_disksByName.identity(*disk);
            request.disks << named.last().path;
        }
    }
    const QString spare = m_spare->currentData().toString();
    if (!spare.isEmpty()) {
        if (const Disk *disk = diskByName(spare)) {
            named << m_disksByName.identity(*disk);
            request.spare = named.last().path;
        }
    }
    request.kernelNames = DiskIdentityResolver::kernelNamesByPath(named);
    request.backingFiles = DiskIdentityResolver::backingFilesByPath(named);
    return request;
}

void BuildPage::rebuildPlan()
{
    const QString stack = m_stack->currentData().toString();
    for (const StackInfo &info : stackInfos()) {
        if (info.name == stack)
            m_stackNote->setText(
                tr("%1 Needs at least %n member disk(s).", nullptr, info.minDisks).arg(info.description));
    }
    const QString why = m_capabilities ? m_capabilities->whyNot(stack) : QString();
    m_capability->setText(why);
    m_capability->setVisible(!why.isEmpty());
    m_useVirtualLab->setVisible(!why.isEmpty() && m_capabilities->kernelLacks(stack));
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
    QList<DoomedDisk> disks;
    for (const QString &device : step.devices) {
        const ResolvedDisk known = m_disksByName.resolve(device);
        disks << (known.isWholeDisk() ? DoomedDisk::of(*known.disk, device) : DoomedDisk::unknown(device));
    }
    return disks;
}

void BuildPage::setLabTarget(
    HelperClient *client, const QString &session, const QMap<QString, QString> &pathsByKernelName)
{
    setDriver(client ? new StepDriver(client, this) : nullptr);
    m_session = session;
    m_disksByName.setTargetPaths(pathsByKernelName);
    rebuildPlan();
}

void BuildPage::clearLabTarget()
{
    setDriver(nullptr); // the next run starts this machine's helper again
    m_session = QStringLiteral("lab");
    m_disksByName.setTargetPaths({});
    rebuildPlan();
}

void BuildPage::setHelperPath(const QString &path)
{
    m_helperPath = path;
}

bool BuildPage::isRunning() const
{
    return m_running;
}

void BuildPage::setDriver(StepDriver *driver)
{
    if (m_driver) {
        m_driver->disconnect(this);
        m_driver->deleteLater();
    }
    if (m_hostTarget) {
        m_hostTarget->disconnect(this);
        m_hostTarget->deleteLater(); // after the driver that speaks through its client
        m_hostTarget = nullptr;
    }
    m_driver = driver;
    if (!driver)
        return;
    connect(driver, &StepDriver::stepStarted, this,
        [this](const QString &phase, const PlanStep &step, const QStringList &argv) {
            m_stepOutput.clear();
            m_model->setStepResult(phase, step.id, tr("running…"), false);
            m_output->appendPlainText(tr("── %1 / %2").arg(phase, step.id));
            // What the helper runs: its argv names the kernel's devices, not the plan's by-id links.
            m_output->appendPlainText(QStringLiteral("# ") + argv.join(QLatin1Char(' ')));
        });
    connect(
        driver, &StepDriver::stepOutput, this, [this](const QString &, const PlanStep &, const HelperOutput &output) {
            m_stepOutput << output.line;
            m_output->appendPlainText(output.line);
        });
    connect(driver, &StepDriver::stepFinished, this, &BuildPage::onStepFinished);
    connect(driver, &StepDriver::helperMessage, this, [this](const QString &line) { m_stepOutput << line; });
}

void BuildPage::runSteps(const QList<PlanStep> &steps, const QString &phase)
{
    QList<StepDriver::Step> driven;
    for (const PlanStep &step : steps)
        driven.append({phase, step});
    m_driver->claimAndRunSteps(request(), driven, [this](bool ok, const HelperRefused &refusal) {
        if (!refusal.rule.isEmpty())
            onStepFailed({}, {}, tr("%1 (%2)").arg(refusal.message, refusal.rule), {});
        finishSteps(ok);
    });
}

void BuildPage::onStepFinished(const QString &phase, const PlanStep &step, const StepOutcome &outcome)
{
    if (!outcome.refused) {
        const QString time = tr("%1 s").arg(static_cast<double>(outcome.durationMs) / 1000.0, 0, 'f', 1);
        m_model->setStepResult(phase, step.id,
            outcome.ok ? tr("ok, %1").arg(time) : tr("exit %1, %2").arg(outcome.exitCode).arg(time), !outcome.ok);
    }
    if (!outcome.ok)
        onStepFailed(phase, step.id, outcome.failureText(step), m_stepOutput);
}

void BuildPage::finishSteps(bool ok)
{
    m_running = false;
    updateRunButtons();
    Q_EMIT logMessage(ok ? LogLevel::Info : LogLevel::Error, ok ? tr("Steps finished") : tr("The plan stopped"));
    Q_EMIT stepsFinished(ok);
}

bool BuildPage::selectStep(const QString &phase, const QString &stepId)
{
    for (int p = 0; p < m_model->rowCount(); ++p) {
        const QModelIndex phaseIndex = m_model->index(p, 0);
        if (phaseIndex.data(PlanTreeModel::PhaseRole).toString() != phase)
            continue;
        for (int s = 0; s < m_model->rowCount(phaseIndex); ++s) {
            const QModelIndex step = m_model->index(s, 0, phaseIndex);
            if (step.data(PlanTreeModel::StepIdRole).toString() == stepId) {
                m_view->setCurrentIndex(step);
                return true;
            }
        }
    }
    return false;
}

QString BuildPage::outputText() const
{
    return m_output->toPlainText();
}

QString BuildPage::hintText() const
{
    return m_hint->isHidden() ? QString() : m_hint->text();
}

bool BuildPage::confirm(const PlanStep &step)
{
    if (!step.destructive)
        return true;
    DestructiveConfirmation dialog(step.title, step.destroys, doomedDisks(step), this);
    return dialog.exec() == QDialog::Accepted;
}

bool BuildPage::runSelected(bool wholePhase)
{
    const QModelIndex current = m_view->currentIndex().siblingAtColumn(0);
    if (!current.isValid() || !m_capability->isHidden() || m_running)
        return false;
    const QString phase = current.data(PlanTreeModel::PhaseRole).toString();
    QList<PlanStep> steps;
    for (const PlanPhase &p : m_model->plan().phases) {
        if (p.name != phase)
            continue;
        const PlanStep *only = m_model->stepAt(current);
        for (const PlanStep &step : p.steps) {
            if (!wholePhase && (!only || only->id != step.id))
                continue;
            if (!confirm(step))
                return false;
            steps << step;
        }
    }
    if (steps.isEmpty())
        return false;
    m_hint->hide();
    m_running = true;
    updateRunButtons();
    if (m_driver && m_driver->client()->isRunning()) {
        runSteps(steps, phase);
        return true;
    }
    if (m_driver && !m_hostTarget) {
        onStepFailed({}, {},
            tr("The lab target's helper is not running any more: stop the lab and start it again (Lab target…)."), {});
        finishSteps(false);
        return false;
    }
    // This machine's helper, started (and authorized) once and kept for the next runs.
    setDriver(nullptr);
    LabTarget::Options options;
    options.kind = LabTarget::Kind::Host;
    options.session = m_session;
    options.helperPath = m_helperPath;
    m_hostTarget = new LabTarget(options, this);
    connect(m_hostTarget, &LabTarget::ready, this, [this, steps, phase] {
        LabTarget *target = m_hostTarget;
        m_hostTarget = nullptr; // setDriver() would drop it
        setDriver(new StepDriver(target->client(), this));
        m_hostTarget = target;
        runSteps(steps, phase);
    });
    connect(m_hostTarget, &LabTarget::failed, this, [this](const QString &error) {
        if (!m_running || m_driver)
            return; // once ready, the driver reports a helper that stops under a step
        onStepFailed({}, {}, error, {});
        finishSteps(false);
    });
    m_hostTarget->start();
    return true;
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
    if (!stepId.isEmpty() && m_model->stepResult(phase, stepId) == tr("running…"))
        m_model->setStepResult(phase, stepId, tr("failed"), true);
    const StepFailureHint hint = StepFailureHint::forOutput(step, output);
    QString text = message;
    // "mdadm not found: install the mdadm package" is wrong advice on a kernel without md.
    const QString stack = m_model->plan().stack;
    if (m_capabilities && m_capabilities->kernelLacks(stack))
        text += QStringLiteral("\n") + m_capabilities->whyNot(stack);
    if (!hint.title.isEmpty())
        text += QStringLiteral("\n") + tr("Looks like: %1.").arg(hint.title);
    text += QStringLiteral("\n") + hint.advice;
    if (!hint.commands.isEmpty())
        text += QStringLiteral("\n") + hint.commands.join(QLatin1Char('\n'));
    m_hint->setText(text);
    m_hint->show();
    Q_EMIT logMessage(LogLevel::Error, tr("%1 / %2 failed: %3").arg(phase, stepId, message));
}
