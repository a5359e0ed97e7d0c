#pragma once

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonObject>
#include <QObject>
#include <QString>

#include <atomic>
#include <thread>

// A long lab action of the helper (dataset-write, dataset-verify, overwrite, workload): runs off
// the event loop so that cancel and sample requests are answered while it works, reports
// progress and ends with exactly one finished(). The default start() runs work() in a thread of
// its own; an action with its own thread (the workload engine) overrides start() and cancel().
class LabAction : public QObject {
    Q_OBJECT

public:
    struct Outcome {
        bool ok = false;
        QString error; // when !ok: what failed and what to do
        QJsonObject result; // action-specific, also when !ok if something was measured
    };

    explicit LabAction(QString id, QObject *parent = nullptr);
    ~LabAction() override; // cancels and waits for the work

    QString id() const { return m_id; }
    qint64 elapsedMs() const { return m_timer.elapsed(); }
    bool isCancelled() const { return m_cancel.load(std::memory_order_relaxed); }

    virtual void start();
    virtual void cancel();
    // Cancels and blocks until the work has stopped (the helper is going away).
    void stop();

signals:
    void progress(const QString &id, double fraction, const QString &text, const QJsonObject &sample);
    void finished(
        const QString &id, bool ok, bool cancelled, const QString &error, const QJsonObject &result, qint64 durationMs);

protected:
    // Runs in the action's thread; checks isCancelled() at least every few hundred milliseconds.
    virtual Outcome work() { return {}; }
    // Thread-safe: queued to the helper's thread.
    void report(double fraction, const QString &text, const QJsonObject &sample = {});
    // For overrides of start(): ends the action (call once, in the helper's thread).
    void complete(const Outcome &outcome);
    void startTimer() { m_timer.start(); }

private:
    QString m_id;
    QElapsedTimer m_timer;
    std::atomic<bool> m_cancel {false};
    std::thread m_thread;
    bool m_completed = false;
};
