#pragma once

#include "lab/scenario/scenario.h"

#include <QGroupBox>
#include <QHash>

class QCheckBox;

// The fault drills a lab run can add (docs/drills.md), one check box each with a line on what the
// drill does and, under it, what to expect per stack. Unchecked by default: a run without drills
// is the four-stack comparison. The drills offered are the stage list's (scenarioDrillNames()).
class DrillChoices : public QGroupBox {
    Q_OBJECT
public:
    explicit DrillChoices(QWidget *parent = nullptr);

    QList<ScenarioStageKind> chosen() const;
    void setChosen(const QList<ScenarioStageKind> &drills);
    QCheckBox *box(const QString &drill) const { return m_boxes.value(drill); }
    // The lab target the run goes to ("loop", "vm", "host"; empty: none yet): a drill it cannot
    // run is unticked and disabled, its tooltip saying why (the power cut needs the virtual lab); a
    // drill it can run has the command line's options as its tooltip.
    void setTarget(const QString &targetKind);
    static QString refusal(const QString &drill, const QString &targetKind);

    // What the drill does, in one line, and what to expect of each kind of stack (translated).
    static QString explanation(const QString &drill);
    static QString expectation(const QString &drill);
    // The same drill as stacklab-cli's options, for the tooltip after the words (translated).
    static QString commandLine(const QString &drill);

Q_SIGNALS:
    void changed();

private:
    QHash<QString, QCheckBox *> m_boxes;
};
