#pragma once

#include "stacks/plan/plan.h"

#include <QLabel>

// The Build page's details pane: the selected step in full, and above all why it is there, in
// words a storage admin reads (the recipe's note when the step is a trap or not obvious, else
// what a step of its kind is for), what it destroys, the disks it touches and the tool version
// it needs. A phase row shows what the phase is for.
class StepDetailsView : public QLabel {
    Q_OBJECT
public:
    explicit StepDetailsView(QWidget *parent = nullptr);

    void showStep(const QString &phase, const PlanStep &step);
    void showPhase(const PlanPhase &phase);
    void clearDetails();

    static QString whyText(const PlanStep &step);
    static QString phasePurpose(const QString &phase);
};
