#pragma once

#include "disks/inventory/diskidentityresolver.h"
#include "disks/inventory/diskinventory.h"
#include "lab/target/rememberedchoices.h"
#include "lab/target/targetcapabilities.h"
#include "lab/walk/phasedestruction.h"
#include "page.h"
#include "stacks/plan/plan.h"
#include "widgets/plantreeview.h"

class HelperClient;
class PlanTreeModel;
class MemberChoice;
class WalkRunner;
class QPlainTextEdit;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTreeView;

class StepDetailsView;
class StepOutputPane;
class StackChoice;

// The Build page: pick a stack and its disks (system and in-use disks are listed disabled with
// the reason), a spare, and see the whole plan: phases, steps, the exact command of each,
// destructive steps in red with what they destroy, essential commands starred. "Copy as
// script" exports the plan as planToScript() writes it. The plan is built by buildPlan(), the
// same code the CLI and the helper use. Once a step has run, the stack has a life on the page
// (WalkRunner, StackWalk): its plan and disks stay ("in this lab's stack"), each step shows its
// state, exit code and time, and the phases are offered in order, teardown at any time.
class BuildPage : public Page {
    Q_OBJECT
public:
    explicit BuildPage(QWidget *parent = nullptr);

    QString pageId() const override { return QStringLiteral("build"); }
    QString title() const override;
    QIcon icon() const override;

    void setSnapshot(const InventorySnapshot &snapshot);
    bool selectStack(const QString &name);
    // Checks the disks with these kernel names (in this order: member order), unchecks the rest.
    void setMembers(const QStringList &names);
    // The spare (empty: none). A member named as the spare stops being a member.
    void setSpare(const QString &name);
    QString spare() const;
    QStringList spareChoices() const; // kernel names the spare box offers (never a member)

    QStringList members() const; // kernel names, in member order
    // Recipe options passed with the request (ashift, pull, …; see stackInfos()).
    void setRequestOptions(const QVariantMap &options);
    const Plan &plan() const;
    QString errorText() const;
    PlanTreeModel *planModel() const { return m_model; }
    QTreeView *planView() const { return m_view; }
    QListWidget *diskList() const { return m_disks; }

    // The request the current choice makes (disk paths: by-id links when there are, else nodes).
    RecipeRequest request() const;
    // planToScript() of the current plan, also put on the clipboard.
    QString copyScript();
    // Every disk a destructive step destroys, in the step's order, as its confirmation names them.
    QList<DoomedDisk> doomedDisks(const PlanStep &step) const;
    // What running `steps` of `phase` destroys and how it is confirmed (one question per phase).
    PhaseDestruction destructionOf(const QString &phase, const QList<PlanStep> &steps) const;

    // Running steps through the privileged helper. Without a lab target the page starts a host
    // LabTarget, which picks the helper binary and its channel (directly as root, else pkexec);
    // `path` names another helper binary (empty: LabTarget's choice).
    void setHelperPath(const QString &path);
    bool isRunning() const;
    // Where walks are recorded (a folder each); empty: LabSessionFolder::defaultRoot().
    void setSessionRoot(const QString &root);
    WalkRunner *walkRunner() const { return m_runner; }
    // Continues the walk recorded in `dir`: its stack, disks and step results come back, the
    // disks chosen once the inventory lists them.
    bool resumeWalk(const QString &dir, QString *error);
    // The phase the walk offers next ("" once torn down); before a walk, the plan's first.
    QString nextPhase() const;
    // The phases that can run now: the next one, and teardown once anything ran.
    QStringList offeredPhases() const;
    // Runs every step of nextPhase() (destructive ones confirmed first). False when nothing ran.
    bool runNextPhase();
    // Runs every step of `phase` if it is offered (teardown: from any state). False when nothing ran.
    bool runPhase(const QString &phase) { return runPhaseSteps(phase, {}); }
    // A started lab target: steps go through its helper (`client`, not owned) in its `session`,
    // and the disks are named by the paths the target gives (kernel name -> guest by-id path or
    // loop node). clearLabTarget() goes back to this machine's helper.
    void setLabTarget(HelperClient *client, const QString &session, const QMap<QString, QString> &pathsByKernelName,
        const QString &targetKind = QStringLiteral("loop"));
    void clearLabTarget();
    // The same lab target's disks under new kernel names (LabTarget::givePulledDisksBack): unlike
    // setLabTarget, the walk shown and the chosen disks stay.
    void renameLabDisks(const QMap<QString, QString> &pathsByKernelName);
    QString session() const;
    // What the target's kernel and tools can run (nullopt: everything, the virtual lab). Stacks
    // it cannot run are marked in the stack box with the reason, their steps cannot be run, and
    // the page offers the virtual lab (virtualLabRequested).
    void setTargetCapabilities(const std::optional<TargetCapabilities> &capabilities);
    QString capabilityNote() const; // why the chosen stack cannot run here; empty when it can
    // The choice as RememberedChoices keeps it (disks by stable ID), and back: disks not listed
    // yet are chosen when a snapshot lists them (the first inventory comes after the window).
    RememberedChoices::Build currentChoice() const;
    void restoreChoice(const RememberedChoices::Build &choice);
    // The request a scenario of the Lab page runs (nullopt once it ended): its disks chosen and
    // locked like a walk's while it runs, the plan shown its own, and its disks still chosen after
    // it, its pulled disk too once the lab gives it back, so that the next scenario can be
    // prepared as it was. Ignored under a walk.
    void setScenarioRequest(const std::optional<RecipeRequest> &request);
    // Runs the selected step, or every step of the selected row's phase. A destructive phase is
    // confirmed once first (DestructiveConfirmation, naming every disk). False when nothing ran.
    bool runSelected(bool wholePhase);
    bool selectStep(const QString &phase, const QString &stepId);
    QString outputText() const;
    QString hintText() const;
    QString detailsText() const;

Q_SIGNALS:
    void virtualLabRequested();
    void inventoryRequested(); // "What exists…": the view of the target (TargetInventoryView)
    void choiceChanged(); // stack, members or spare changed by the user (not while restoring)
    // The steps runSelected() started ended (ok: all of them succeeded).
    void stepsFinished(bool ok);

private:
    bool runPhaseSteps(const QString &phase, const QString &onlyStep);
    void finishSteps(bool ok);
    void onWalkChanged();
    QWidget *planPane();
    void rebuildPlan();
    void showDetails(const QModelIndex &current);
    void applyPendingChoice();
    void updateRunButtons();
    bool confirm(const QString &phase, const QList<PlanStep> &steps);
    void onStepFailed(const QString &phase, const QString &step, const QString &message, const QStringList &output);
    void saveScript();

    QVariantMap m_options;
    StackChoice *m_stackChoice;
    QListWidget *m_disks;
    QComboBox *m_spare;
    QLabel *m_error;
    PlanTreeModel *m_model;
    PlanTreeView *m_view;
    QPushButton *m_copy;
    QPushButton *m_save;
    QPushButton *m_runStep;
    QPushButton *m_runPhase;
    QPushButton *m_runNext;
    QPushButton *m_leaveWalk;
    QLabel *m_walkNote;
    StepOutputPane *m_steps;
    StepDetailsView *m_details;
    std::optional<RememberedChoices::Build> m_pendingChoice;
    std::optional<RecipeRequest> m_scenarioRequest; // the Lab page's running scenario's
    WalkRunner *m_runner;
    MemberChoice *m_choice;
};
