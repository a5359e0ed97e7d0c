#pragma once

#include "helper/client/helpercall.h"
#include "monitor/sample/progresssample.h"
#include "stacks/plan/plan.h"

#include <QList>
#include <QObject>
#include <QString>
#include <QTimer>

#include <algorithm>
#include <functional>
#include <optional>

// The progress track of a long copy (initial sync, rebuild, resilver, replace, scrub): the helper's
// `sample` of the stack every interval, one question at a time, each answer out as sampled() as it
// arrives. The scenario's stages (ProgressSampling) and the Build page's walk both sample through
// it; each asks the helper its own way (the stage through its context, the walk through its
// target's client) and records the samples where its run lives.
class ProgressSampler : public QObject {
    Q_OBJECT

public:
    // Sends one `sample` request for the stack; `done` gets the helper's reply (or refusal).
    using Ask = std::function<void(HelperCall::Done done)>;

    ProgressSampler(Ask asker, int intervalMs, QObject *parent = nullptr);
    // Asks the helper `client()` gives (none now: the question is refused) about `request()`'s
    // stack, in calls that belong to `owner`; `what` names them in the logs.
    static Ask asking(std::function<HelperClient *()> client, std::function<RecipeRequest()> request, QObject *owner,
        const QString &what);

    // Samples of `kind` every interval until stop() (samples() starts empty); a sampler that
    // samples `kind` already goes on.
    void start(const QString &kind);
    void stop();
    // One more sample of `kind` now (the track ends in its final state), then `then`.
    void once(const QString &kind, std::function<void()> then);
    // Samples on until the copy is seen at rest (the first sample not copying, this one included),
    // then stops and emits ended(): the phase that started the copy ended, the copy may not have.
    void untilAtRest();

    bool isSampling() const { return m_timer.isActive(); }
    QString kind() const { return m_kind; }
    const QList<ProgressSample> &samples() const { return m_samples; }
    // The helper that was asked went with the guest's power: no answer is on its way.
    void forgetAsked() { m_asked = false; }
    int intervalMs() const { return m_timer.interval(); }
    void setIntervalMs(int milliseconds) { m_timer.setInterval(std::max(100, milliseconds)); }

    // The sample of `kind` in a `sample` reply, its time set to now when the helper gave none. The
    // helper answers with what runs, else the last copy that ran: btrfs's finished replace hides
    // a scrub that ended before the sample, so a scrub is read off the scrub's own reading.
    static std::optional<ProgressSample> sampleOf(const HelperReply &reply, const QString &kind = {});

Q_SIGNALS:
    void sampled(const QString &kind, const ProgressSample &sample);
    void unreadable(const QString &kind); // a sample could not be read; sampling goes on
    void ended(const QString &kind); // untilAtRest() saw the copy at rest

private:
    void ask(const QString &kind, std::function<void(bool ok)> then);

    Ask m_ask;
    QTimer m_timer;
    QString m_kind;
    bool m_asked = false; // a sample asked and not answered yet
    bool m_untilAtRest = false;
    QList<ProgressSample> m_samples; // since start()
};
