#pragma once

#include "disks/diskinventory.h"
#include "page.h"
#include "stacks/plan.h"

class HelperClient;
class LabTarget;
class StepDriver;
struct StepOutcome;
class PlanTreeModel;
class QPlainTextEdit;
class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;
class QTreeView;

// The Build page: pick a stack and its disks (system and in-use disks are listed disabled with
// the reason), a spare, and see the whole plan: phases, steps, the exact command of each,
// destructive steps in red with what they destroy, essential commands starred. "Copy as
// script" exports the plan as planToScript() writes it. The plan is built by buildPlan(), the
// same code the CLI and the helper use.
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
    void setSpare(const QString &name); // empty: none

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
    // The stable ID a destructive step's confirmation asks for: its first device's.
    QString stableIdFor(const PlanStep &step) const;

    // Running steps through the privileged helper. Without a lab target the page starts a host
    // LabTarget, which picks the helper binary and its channel (directly as root, else pkexec);
    // `path` names another helper binary (empty: LabTarget's choice).
    void setHelperPath(const QString &path);
    bool isRunning() const;
    // A started lab target: steps go through its helper (`client`, not owned) in its `session`,
    // and the disks are named by the paths the target gives (kernel name -> guest by-id path or
    // loop node). clearLabTarget() goes back to this machine's helper.
    void setLabTarget(HelperClient *client, const QString &session, const QMap<QString, QString> &pathsByKernelName);
    void clearLabTarget();
    QString session() const { return m_session; }
    // Runs the selected step, or every step of the selected row's phase. Destructive steps are
    // confirmed first (the last characters of the disk's stable ID). False when nothing ran.
    bool runSelected(bool wholePhase);
    bool selectStep(const QString &phase, const QString &stepId);
    QString outputText() const;
    QString hintText() const;

Q_SIGNALS:
    // The steps runSelected() started ended (ok: all of them succeeded).
    void stepsFinished(bool ok);

private:
    void setDriver(StepDriver *driver);
    void runSteps(const QList<PlanStep> &steps, const QString &phase);
    void finishSteps(bool ok);
    void onStepFinished(const QString &phase, const PlanStep &step, const StepOutcome &outcome);
    void rebuildPlan();
    bool confirm(const PlanStep &step);
    void onStepFailed(const QString &phase, const QString &step, const QString &message, const QStringList &output);
    void saveScript();
    void fillDisks();
    const Disk *diskByName(const QString &name) const;
    QString pathOf(const Disk &disk) const;

    InventorySnapshot m_snapshot;
    QStringList m_order; // checked members in the order they were checked
    QVariantMap m_options;
    QComboBox *m_stack;
    QListWidget *m_disks;
    QComboBox *m_spare;
    QLabel *m_stackNote;
    QLabel *m_error;
    QTreeView *m_view;
    PlanTreeModel *m_model;
    QPushButton *m_copy;
    QPushButton *m_save;
    QPushButton *m_runStep;
    QPushButton *m_runPhase;
    QPlainTextEdit *m_output;
    QLabel *m_hint;
    StepDriver *m_driver = nullptr;
    LabTarget *m_hostTarget = nullptr; // this machine's helper, when no lab target is set
    QString m_helperPath;
    bool m_running = false;
    QStringList m_stepOutput; // of the running step, for the failure hint
    QString m_session = QStringLiteral("lab");
    QMap<QString, QString> m_targetPaths; // kernel name -> path, from the lab target
};
