#include "lab/stages/progresssampling.h"

#include "stacks/catalog/stackmonitor.h"

#include "lab/session/labsessionstore.h"
#include "lab/stages/stagecontext.h"

ProgressSampling::ProgressSampling(StageContext &lab)
    : m_lab(lab)
    , m_sampler(
          [&lab](HelperCall::Done done) {
              lab.helperCalls().ask(lab.helperCalls().recipeRequest(HelperRequestType::Sample),
                  QStringLiteral("sample"), std::move(done));
          },
          lab.scenario().options().sampleIntervalMs)
{
    QObject::connect(
        &m_sampler, &ProgressSampler::sampled, &m_lab, [this](const QString &kind, const ProgressSample &sample) {
            m_lab.store()->addProgress(SessionProgressSample {m_lab.stack(), kind, sample});
            emit m_lab.progressSample(m_lab.stack(), kind, sample);
        });
    QObject::connect(&m_sampler, &ProgressSampler::unreadable, &m_lab,
        [this] { m_lab.say(StageContext::tr("A progress sample could not be read; the step goes on.")); });
}

void ProgressSampling::start(const QString &kind)
{
    m_sampler.stop(); // a new track: its samples start empty
    m_sampler.start(kind);
}

qint64 ProgressSampling::doneSeenMs(const QList<ProgressSample> &samples)
{
    qint64 done = 0;
    bool sawActive = false;
    for (const ProgressSample &sample : samples) {
        if (progressStateIsActive(sample.state)) {
            sawActive = true;
            done = 0; // a second pass (md's resync after a recovery) is not done yet
        } else if (sawActive && done == 0
            && (sample.state == ProgressState::Idle || sample.state == ProgressState::Finished)) {
            done = sample.timestampMs;
        }
    }
    return done;
}

bool ProgressSampling::doneSampleEndsTheWork(const RecipeRequest &request)
{
    const StackMonitorSource::Kind kind = monitorSourceFor(request).kind;
    return kind == StackMonitorSource::Kind::Md || kind == StackMonitorSource::Kind::Lvs
        || kind == StackMonitorSource::Kind::Zpool;
}
