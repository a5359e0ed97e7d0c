#include "lab/stages/labstage.h"

#include <memory>

void LabStage::inOrder(QList<Part> parts, Done done)
{
    // The remaining parts live in one shared list that each continuation pops from.
    auto remaining = std::make_shared<QList<Part>>(std::move(parts));
    auto step = std::make_shared<std::function<void(bool)>>();
    *step = [remaining, done, weak = std::weak_ptr<std::function<void(bool)>>(step)](bool ok) {
        if (!ok || remaining->isEmpty())
            return done(ok);
        const Part part = remaining->takeFirst();
        const std::shared_ptr<std::function<void(bool)>> self = weak.lock();
        // A local strong reference: whoever holds this continuation may drop it while it runs.
        part([self](bool next) {
            const std::shared_ptr<std::function<void(bool)>> keep = self;
            (*keep)(next);
        });
    };
    (*step)(true);
}
