#pragma once

#include "lab/scenario/scenario.h"
#include "lab/stages/stagecontext.h"

#include <QList>

#include <functional>

// One stage of a scenario (one class per stage, one file each, in the spirit of kpmcore's Jobs):
// run() does the stage's work through the context and calls done exactly once. A stage reads top
// to bottom: its parts are member functions chained by inOrder(), and what one part finds for a
// later one is a member. The StageEngine creates a stage when it starts it and drops it after the
// next one started; stages know nothing of order, cancel or teardown.
class LabStage {
public:
    using Done = StageContext::Done;
    using Part = std::function<void(Done next)>;

    LabStage(StageContext &context, const ScenarioStage &which)
        : lab(context)
        , stage(which)
    {
    }
    virtual ~LabStage() = default;
    LabStage(const LabStage &) = delete;
    LabStage &operator=(const LabStage &) = delete;

    virtual void run(Done done) = 0;

protected:
    // Runs the parts one after the other; the first that ends with false ends the whole with false.
    static void inOrder(QList<Part> parts, Done done);

    StageContext &lab;
    const ScenarioStage stage;
};
