#pragma once

#include "lab/drive/progresssampler.h"
#include "lab/outcome/copyclocks.h"
#include "stacks/plan/plan.h"

#include <QHash>
#include <QObject>
#include <QPair>
#include <QStringList>

class WalkRunner;

// The copies a Build-page walk starts, followed the way the lab's scenario follows them: the
// initial sync from the build step that starts it, the rebuild (md recovery, ZFS resilver, btrfs
// replace) and the scrub through their phases, sampled by the scenario's ProgressSampler through
// the walk's own helper. Each sample goes into the walk's session and out to the Rebuild page.
// When a phase ends, one more sample, and on while the copy still runs (md syncs in the
// background after its build phase). After every phase, the copies' clocks off the walk's steps.
class WalkProgress : public QObject {
    Q_OBJECT
public:
    explicit WalkProgress(WalkRunner *runner, QObject *parent = nullptr);

    void setIntervalMs(int milliseconds);
    bool isSampling() const { return m_sampler->isSampling(); }
    QString kind() const { return m_sampler->kind(); }
    QString stack() const { return m_request.stack; }

Q_SIGNALS:
    void walkBegan(const QString &stack); // a new walk: the stack's earlier curves are stale
    void progressSample(const QString &stack, const QString &kind, const ProgressSample &sample);
    void following(const QString &stack, const QString &kind); // a copy is sampled live
    void followed(const QString &stack, const QString &kind); // its sampling ended
    void copyClocks(const QList<CopyClock> &clocks);

private:
    void onPhaseStarted(const RecipeRequest &request, const QString &phase);
    void onStepEnded(const QString &phase, const PlanStep &step, bool ok);
    void onPhaseFinished();
    void follow(const QString &kind);
    void stopFollowing();

    WalkRunner *m_runner;
    ProgressSampler *m_sampler;
    RecipeRequest m_request;
    QString m_walkDirectory; // of the walk seen last
    QString m_phase; // running now, empty between phases
    // The output of each step's last run: the walk's record keeps only the helper's note, the
    // copies' figures (rebuilt bytes) need the tool's lines.
    QHash<QPair<QString, QString>, QStringList> m_output;
    QPair<QString, QString> m_runningStep;
};
