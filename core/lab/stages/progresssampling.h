#pragma once

#include "monitor/progresssample.h"

#include <QList>
#include <QString>
#include <QTimer>

#include <functional>

class StageContext;

// The progress track of a long phase (resync, rebuild, resilver, scrub): the helper's `sample`
// of the stack every sampleIntervalMs, each into the session and out as StageContext's
// progressSample() as it arrives. A stage asks for it with lab.sampling(); the context ends it
// with the stage.
class ProgressSampling {
public:
    explicit ProgressSampling(StageContext &lab);

    // Samples of `kind` every interval until stop(); samples() holds them.
    void start(const QString &kind);
    void stop();
    // One more sample of `kind` now (the progress track ends in the finished state), then `then`.
    void once(const QString &kind, std::function<void()> then);
    const QList<ProgressSample> &samples() const { return m_samples; }
    // The helper that was asked went with the guest's power: no answer is on its way.
    void forgetAsked() { m_asked = false; }

private:
    void ask(const QString &kind, std::function<void(bool ok)> then);

    StageContext &m_lab;
    QTimer m_timer;
    QString m_kind;
    bool m_asked = false; // a sample asked and not answered yet
    QList<ProgressSample> m_samples; // of the current sampled stage
};
