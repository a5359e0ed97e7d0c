#pragma once

#include "helper/client/helpercall.h"
#include "helper/protocol/helperprotocol.h"
#include "lab/session/labsession.h"

#include <QJsonObject>
#include <QList>
#include <QPointer>
#include <QString>

#include <functional>
#include <optional>

class HelperClient;
class StageContext;

// What a stage asks the helper besides plan steps, each one HelperCall with exactly one answer: lab
// actions (dataset write and verify, overwrite, workload), recorded as steps of the stage and
// heard as StageContext's stepStarted/stepOutput/stepFinished, and questions (space, versions, disk
// stats, samples, the claim of the disks). When the power goes every call still waiting is dropped
// without an answer: its helper went with the guest. A stage asks for it with lab.helperCalls().
class StageHelperCalls {
public:
    using Answer = std::function<void(bool ok, const QJsonObject &answer)>;

    explicit StageHelperCalls(StageContext &lab);

    // A request of `type` for the scenario's recipe (its stack, disks, session and options).
    HelperRequest recipeRequest(HelperRequestType type) const;
    // A lab action, recorded as a step of the stage titled `title`; its result in `then`.
    void runAction(HelperRequest request, const QString &title, Answer then);
    // dataset-verify (sha256 of every file against the manifest) as a step titled `title`, its
    // data_verified figure recorded; nullopt (the stage failed with why) when the answer has none.
    void verifyDataset(const QString &title, std::function<void(std::optional<Measurement>)> then);
    // The helper's statvfs of the mounted stack {sizeBytes, usedBytes, availableBytes}.
    void askSpace(Answer then);
    // One field of a space answer (nullopt, with the reason said, when the helper did not answer it).
    void askSpaceField(const QString &field, std::function<void(std::optional<qint64>)> then);
    // A request of its own kind (versions, disk stats, a long job): the helper's one answer in
    // `done` (HelperCall: refusals, the helper's end and the power switched off included).
    HelperCall *ask(
        HelperRequest request, const QString &what, HelperCall::Done done, HelperCall::Options options = {});
    // The claim of the recipe's disks (members, spare and the disks of device options) for its session.
    HelperCall *claimDisks(HelperCall::Done done);

    // Stops the running lab action (it ends with the helper's exited); false when none runs.
    bool interrupt();
    // The stage ended: its lab action, if one still runs, is no longer the one interrupt() stops.
    void endStage() { m_running = nullptr; }
    // Asks `client` from now on (null: nobody, while the power is off); the calls still waiting are
    // dropped without an answer.
    void speakTo(HelperClient *client);

private:
    HelperCall *track(HelperCall *call);
    void onActionEnd(
        const HelperReply &reply, int index, const QString &phase, const QString &verb, const Answer &then);

    StageContext &m_lab;
    HelperClient *m_client = nullptr;
    QList<QPointer<HelperCall>> m_calls; // waiting for an answer
    QPointer<HelperCall> m_running; // the lab action interrupt() stops
};
