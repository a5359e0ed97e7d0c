#pragma once

#include "lab/drive/progresssampler.h"
#include "monitor/sample/progresssample.h"
#include "stacks/recipe/stackrecipe.h"

#include <QList>
#include <QString>

#include <functional>

class StageContext;

// The progress track of a long phase (resync, rebuild, resilver, scrub): the helper's `sample`
// of the stack every sampleIntervalMs (ProgressSampler, which the Build page's walk shares), each
// into the session and out as StageContext's progressSample() as it arrives. A stage asks for it
// with lab.sampling(); the context ends it with the stage.
class ProgressSampling {
public:
    explicit ProgressSampling(StageContext &lab);

    // Samples of `kind` every interval until stop(); samples() holds them.
    void start(const QString &kind);
    void stop() { m_sampler.stop(); }
    // One more sample of `kind` now (the progress track ends in the finished state), then `then`.
    void once(const QString &kind, std::function<void()> then) { m_sampler.once(kind, std::move(then)); }
    const QList<ProgressSample> &samples() const { return m_sampler.samples(); }
    // The helper that was asked went with the guest's power: no answer is on its way.
    void forgetAsked() { m_sampler.forgetAsked(); }

    // When the sampled operation was seen done: the timestamp of the first sample at rest (idle or
    // finished) after the last one that showed it running; 0 when no sample shows that.
    static qint64 doneSeenMs(const QList<ProgressSample> &samples);
    // Whether the stack's redundancy is back when its status says the sync or rebuild is done, so
    // a clock may end at doneSeenMs(): md's and LVM's sync_action, ZFS's "resilvered … in". Their
    // waits return late (mdadm --wait falls back to a 5 s poll of /proc/mdstat when it misses md's
    // event, the lvs wait polls every 2 s, zpool wait returned 1.1 s after the resilver) and
    // the steps after them only read. Not btrfs: its balance after the replace converts chunks the
    // degraded mount wrote single.
    static bool doneSampleEndsTheWork(const RecipeRequest &request);

private:
    StageContext &m_lab;
    ProgressSampler m_sampler;
};
