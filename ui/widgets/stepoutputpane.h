#pragma once

#include "stacks/plan/plan.h"

#include <QObject>

class QLabel;
class QPlainTextEdit;
class QWidget;

// What the steps the Build page runs print: each step's header and the argv the helper accepted
// (the kernel's device names, not the plan's by-id links), then its output; and when one fails,
// the hint under it: what it looks like and what to do (StepFailureHint). Two widgets the page
// lays out where it wants them.
class StepOutputPane : public QObject {
    Q_OBJECT
public:
    explicit StepOutputPane(QWidget *parent);

    QPlainTextEdit *output() const { return m_output; }
    QLabel *hint() const { return m_hint; }

    void stepStarted(const QString &phase, const PlanStep &step, const QStringList &argv);
    void appendLine(const QString &line);
    // The failure of `step` (an empty step: the run itself, e.g. a refused claim), with `cause`
    // added when the target itself cannot run the stack (a kernel without md).
    void showFailure(const PlanStep &step, const QString &message, const QStringList &output, const QString &cause);
    // A word in the hint's place that is no failure (a phase not started because its
    // confirmation was cancelled), also written into the output.
    void showNote(const QString &text);
    void clearHint();

    QString outputText() const;
    QString hintText() const; // empty while no hint is shown

private:
    QPlainTextEdit *m_output;
    QLabel *m_hint;
};
