#include "lab/drive/progresssampler.h"

#include "lab/session/labsessionjson.h"

#include <QDateTime>
#include <QJsonObject>

#include <algorithm>

ProgressSampler::ProgressSampler(Ask asker, int intervalMs, QObject *parent)
    : QObject(parent)
    , m_ask(std::move(asker))
{
    m_timer.setInterval(std::max(100, intervalMs));
    connect(&m_timer, &QTimer::timeout, this, [this] {
        if (m_asked || m_kind.isEmpty())
            return;
        const QString kind = m_kind;
        ask(kind, [this, kind](bool ok) {
            if (!ok && kind == m_kind)
                Q_EMIT unreadable(kind);
        });
    });
}

ProgressSampler::Ask ProgressSampler::asking(
    std::function<HelperClient *()> client, std::function<RecipeRequest()> request, QObject *owner, const QString &what)
{
    return [client, request, owner, what](HelperCall::Done done) {
        HelperClient *to = client();
        const RecipeRequest recipe = request();
        if (!to || recipe.stack.isEmpty())
            return done(HelperReply {});
        HelperRequest sample = HelperRequest::forRecipe(recipe);
        sample.type = HelperRequestType::Sample;
        HelperCall::Options options;
        options.what = what;
        HelperCall::ask(to, std::move(sample), owner, std::move(done), std::move(options));
    };
}

std::optional<ProgressSample> ProgressSampler::sampleOf(const HelperReply &reply, const QString &kind)
{
    if (!reply.ok)
        return std::nullopt;
    const QJsonObject answer = reply.answer();
    QString error;
    std::optional<ProgressSample> sample
        = progressSampleFromJson(answer.value(QLatin1String("sample")).toObject(), &error);
    const QJsonObject own = answer.value(kind).toObject().value(QLatin1String("progress")).toObject();
    if (sample && kind == QLatin1String("scrub") && !own.isEmpty()) {
        if (std::optional<ProgressSample> scrub = progressSampleFromJson(own, &error)) {
            if (scrub->timestampMs == 0)
                scrub->timestampMs = sample->timestampMs;
            sample = scrub;
        }
    }
    if (sample && sample->timestampMs == 0)
        sample->timestampMs = QDateTime::currentMSecsSinceEpoch();
    return sample;
}

void ProgressSampler::ask(const QString &kind, std::function<void(bool ok)> then)
{
    m_asked = true;
    m_ask([this, kind, then](const HelperReply &reply) {
        m_asked = false;
        const std::optional<ProgressSample> sample = sampleOf(reply, kind);
        if (!sample)
            return then(false);
        m_samples << *sample;
        Q_EMIT sampled(kind, *sample);
        if (m_untilAtRest && kind == m_kind && !progressStateIsActive(sample->state)) {
            stop();
            Q_EMIT ended(kind);
        }
        then(true);
    });
}

void ProgressSampler::start(const QString &kind)
{
    m_untilAtRest = false;
    if (isSampling() && kind == m_kind)
        return;
    m_samples.clear();
    m_kind = kind;
    m_timer.start();
}

void ProgressSampler::stop()
{
    m_timer.stop();
    m_kind.clear();
    m_untilAtRest = false;
}

void ProgressSampler::once(const QString &kind, std::function<void()> then)
{
    m_kind = kind;
    ask(kind, [this, then](bool) {
        if (!isSampling())
            m_kind.clear();
        then();
    });
}

void ProgressSampler::untilAtRest()
{
    if (m_kind.isEmpty())
        return;
    m_untilAtRest = true;
    if (!isSampling())
        m_timer.start();
    if (!m_asked) {
        const QString kind = m_kind;
        ask(kind, [](bool) {});
    }
}
