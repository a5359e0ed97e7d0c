#pragma once

#include "lab/session/labsession.h"
#include "stacks/plan/plan.h"

#include <QList>
#include <QString>

#include <optional>

// How long one copy of a stack took, read off the session's step records the way the lab's stages
// clock it: the rebuild phase from its first command to the end of its last step (rebuild_s), the
// scrub phase likewise, the initial sync from the start of the build step that starts it to the
// end of the sync phase (initial_sync_s); and what the rebuild phase's own output says the
// replacement received (rebuilt_bytes). The Rebuild page shows them for a copy the lab did not
// measure: every copy of a Build-page walk, and every scrub.
struct CopyClock {
    QString stack;
    QString kind; // as its progress samples are kept: sync, rebuild, resilver, scrub
    double seconds = 0;
    std::optional<qint64> bytes; // rebuild or resilver: rebuilt_bytes, as the stack's tool states it

    friend bool operator==(const CopyClock &, const CopyClock &) = default;
};

class CopyClocks {
public:
    // The copies of request.stack's last run in `session` whose phase ran to its end (a phase
    // still running, or never run, has none).
    static QList<CopyClock> of(const LabSession &session, const RecipeRequest &request);
    // The last unbroken run of `phase`'s steps in `steps` (the steps of a phase run again count
    // from its last start), as indexes [first, last]; nullopt when the phase never ran.
    static std::optional<std::pair<int, int>> lastRunOf(const QList<SessionStepRecord> &steps, const QString &phase);
};
