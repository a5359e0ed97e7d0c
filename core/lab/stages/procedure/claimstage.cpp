#include "lab/stages/procedure/claimstage.h"

#include "lab/predictions/stackpredictions.h"
#include "lab/session/labsessionstore.h"
#include "stacks/catalog/stackrecipes.h"

void ClaimStage::run(Done done)
{
    inOrder({
                [this](Done next) { claim(next); },
                [this](Done next) {
                    if (const QString why
                        = StackPredictions::record(lab.scenario(), lab.store(), lab.target().diskProfile().first);
                        !why.isEmpty())
                        lab.say(why);
                    next(true);
                },
                [this](Done next) { recordVersions(next); },
            },
        done);
}

void ClaimStage::claim(Done next)
{
    // Recorded as a step so the command log shows where each stack's run begins.
    SessionStepRecord record;
    record.phase = QStringLiteral("claim");
    record.stepId = QStringLiteral("claim");
    record.title = tr("Claim the disks");
    record.argv = QStringList {QStringLiteral("claim"), QStringLiteral("stack=") + lab.stack()}
        + requestDisks(lab.recipe()); // members, spare and the disks of device options
    record.startedAtMs = StageContext::nowMs();
    const int index = lab.store()->startStep(record);
    lab.helperCalls().claimDisks([this, index, next](const HelperReply &reply) {
        if (reply.ok) {
            lab.store()->finishStep(index, StepState::Succeeded, 0, StageContext::nowMs());
            return next(true);
        }
        lab.store()->appendOutput(index, {reply.refusal.message});
        lab.store()->finishStep(index, StepState::Failed, -1, StageContext::nowMs());
        lab.fail(tr("%1: the helper refused the disks (%2): %3")
                     .arg(lab.stack(), reply.refusal.rule, reply.refusal.message));
        next(false);
    });
}

void ClaimStage::recordDiskProfile()
{
    // The profile the lab's disks run at and their size: the report scales its times by them.
    const std::pair<DiskProfile, qint64> profile = lab.target().diskProfile();
    SessionMetadata metadata = lab.store()->session().metadata;
    if (profile.first.name.isEmpty()
        || (metadata.diskProfile == profile.first && metadata.labDiskBytes == profile.second))
        return;
    metadata.diskProfile = profile.first;
    metadata.labDiskBytes = profile.second;
    if (!lab.store()->setMetadata(metadata))
        lab.say(tr("The session could not record the disk profile: %1").arg(lab.store()->errorString()));
}

void ClaimStage::recordVersions(Done next)
{
    // Asked of the helper, where the disks are: in the virtual lab the kernel and tools are the
    // guest's. Once per session (a session has one target). Best effort: a report without
    // versions is still a report.
    recordDiskProfile();
    if (lab.store()->session().metadata.toolVersions.contains(QStringLiteral("stacklab-helper")))
        return next(true);
    HelperRequest request;
    request.type = HelperRequestType::Versions;
    lab.helperCalls().ask(request, QStringLiteral("versions"), [this, next](const HelperReply &reply) {
        if (reply.ok) {
            SessionMetadata metadata = lab.store()->session().metadata;
            const QJsonObject &versions = reply.accepted()->versions;
            for (auto it = versions.begin(); it != versions.end(); ++it)
                metadata.toolVersions.insert(it.key(), it.value().toString());
            metadata.toolVersions.insert(lab.target().hostVersions());
            if (!lab.store()->setMetadata(metadata))
                lab.say(tr("The session could not record the tool versions: %1").arg(lab.store()->errorString()));
        } else {
            lab.say(tr("The helper did not report its tool versions (%1): %2")
                        .arg(reply.refusal.rule, reply.refusal.message));
        }
        next(true);
    });
}
