#include "helper/actions/labaction.h"

#include <QMetaObject>

LabAction::LabAction(QString id, QObject *parent)
    : QObject(parent)
    , m_id(std::move(id))
{
}

LabAction::~LabAction()
{
    m_cancel.store(true, std::memory_order_relaxed);
    if (m_thread.joinable())
        m_thread.join();
}

void LabAction::start()
{
    m_timer.start();
    m_thread = std::thread([this] {
        Outcome outcome;
        try {
            outcome = work();
        } catch (const std::exception &error) {
            outcome.ok = false;
            outcome.error = tr("The lab action failed: %1").arg(QString::fromLocal8Bit(error.what()));
        }
        QMetaObject::invokeMethod(
            this, [this, outcome] { complete(outcome); }, Qt::QueuedConnection);
    });
}

void LabAction::cancel()
{
    m_cancel.store(true, std::memory_order_relaxed);
}

void LabAction::stop()
{
    cancel();
    if (m_thread.joinable())
        m_thread.join();
}

void LabAction::report(double fraction, const QString &text, const QJsonObject &sample)
{
    QMetaObject::invokeMethod(
        this, [this, fraction, text, sample] { emit progress(m_id, fraction, text, sample); }, Qt::QueuedConnection);
}

void LabAction::complete(const Outcome &outcome)
{
    if (m_completed)
        return;
    m_completed = true;
    if (m_thread.joinable())
        m_thread.join();
    emit finished(m_id, outcome.ok && !isCancelled(), isCancelled(), outcome.error, outcome.result, m_timer.elapsed());
}
