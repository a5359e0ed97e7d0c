#pragma once

#include "screenshotoption.h"

#include <QObject>
#include <QPointer>

class MainWindow;
class QTimer;

// Shows the main window at a fixed size on the requested page, waits until the page has
// its data, grabs the window into a PNG and reports the exit code.
class WindowScreenshot : public QObject {
    Q_OBJECT
public:
    WindowScreenshot(MainWindow *window, ScreenshotRequest request, QObject *parent = nullptr);

    // False, with a message naming the valid pages, when the page does not exist; nothing
    // is shown then. Otherwise shows the window and emits finished() later.
    bool start(QString *error);

    void setTimeout(int milliseconds) { m_timeoutMs = milliseconds; }

Q_SIGNALS:
    void finished(int exitCode, const QString &message);

private:
    void scheduleGrab();
    void grab();
    void fail(const QString &message);

    QPointer<MainWindow> m_window;
    ScreenshotRequest m_request;
    QTimer *m_timeout;
    int m_timeoutMs = 30000;
    bool m_done = false;
    bool m_grabScheduled = false;
};
