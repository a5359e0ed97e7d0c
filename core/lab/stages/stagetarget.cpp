#include "lab/stages/stagetarget.h"

#include "lab/stages/stagecontext.h"

#include <memory>

StageTarget::StageTarget(StageContext &lab)
    : m_lab(lab)
{
}

QMap<QString, QString> StageTarget::kernelNames() const
{
    return m_target ? m_target->kernelNames() : QMap<QString, QString>();
}

QMap<QString, QString> StageTarget::hostVersions() const
{
    return m_target ? m_target->hostVersions() : QMap<QString, QString>();
}

std::pair<DiskProfile, qint64> StageTarget::diskProfile() const
{
    if (!m_target)
        return {};
    return {m_target->diskProfile(), m_target->options().diskSizeBytes};
}

void StageTarget::powerCycle(const QStringList &pulledDisks, PowerCycled done)
{
    if (!m_target)
        return done(false,
            StageContext::tr("The power-cut drill needs the virtual lab's target (stacklab-cli lab run --target vm)."),
            {});
    // Everything the old helper would have answered is lost with it; the waits from here on have
    // the target's bounds (the guest's boot, the helper's hello).
    m_lab.letGoOfHelper();
    auto finish = std::make_shared<PowerCycled>(std::move(done));
    auto connections = std::make_shared<QList<QMetaObject::Connection>>();
    auto end = [this, finish, connections](bool ok, const QString &error) {
        for (const QMetaObject::Connection &connection : std::as_const(*connections))
            QObject::disconnect(connection);
        if (ok)
            m_lab.speakTo(m_target->client());
        if (*finish)
            std::exchange(*finish, nullptr)(ok, error, m_target->powerCycleTimes());
    };
    *connections << QObject::connect(m_target, &LabTarget::poweredBack, &m_lab, [end] { end(true, {}); });
    *connections << QObject::connect(
        m_target, &LabTarget::failed, &m_lab, [end](const QString &why) { end(false, why); });
    QString error;
    if (!m_target->powerCycle(pulledDisks, &error))
        end(false, error);
}
