#include "lab/stages/progresssampling.h"

#include "lab/session/labsessionjson.h"
#include "lab/session/labsessionstore.h"
#include "lab/stages/stagecontext.h"

#include <algorithm>

ProgressSampling::ProgressSampling(StageContext &lab)
    : m_lab(lab)
{
    m_timer.setInterval(std::max(100, m_lab.scenario().options().sampleIntervalMs));
    QObject::connect(&m_timer, &QTimer::timeout, &m_lab, [this] {
        if (m_asked || m_kind.isEmpty())
            return;
        const QString kind = m_kind;
        ask(kind, [this, kind](bool ok) {
            if (!ok && kind == m_kind)
                m_lab.say(StageContext::tr("A progress sample could not be read; the step goes on."));
        });
    });
}

void ProgressSampling::ask(const QString &kind, std::function<void(bool ok)> then)
{
    m_asked = true;
    m_lab.ask(m_lab.recipeRequest(HelperRequestType::Sample), QStringLiteral("sample"),
        [this, kind, then](const HelperReply &reply) {
            m_asked = false;
            if (!reply.ok)
                return then(false);
            QString error;
            std::optional<ProgressSample> sample
                = progressSampleFromJson(reply.answer().value(QLatin1String("sample")).toObject(), &error);
            if (!sample)
                return then(false);
            if (sample->timestampMs == 0)
                sample->timestampMs = StageContext::nowMs();
            m_samples << *sample;
            m_lab.store()->addProgress(SessionProgressSample {m_lab.stack(), kind, *sample});
            emit m_lab.progressSample(m_lab.stack(), kind, *sample);
            then(true);
        });
}

void ProgressSampling::start(const QString &kind)
{
    m_samples.clear();
    m_kind = kind;
    m_timer.start();
}

void ProgressSampling::stop()
{
    m_timer.stop();
    m_kind.clear();
}

void ProgressSampling::once(const QString &kind, std::function<void()> then)
{
    m_kind = kind;
    ask(kind, [this, then](bool) {
        m_kind.clear();
        then();
    });
}
