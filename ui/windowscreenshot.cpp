#include "windowscreenshot.h"

#include "mainwindow.h"
#include "page.h"

#include <QDir>
#include <QFileInfo>
#include <QPixmap>
#include <QTimer>

WindowScreenshot::WindowScreenshot(MainWindow *window, ScreenshotRequest request, QObject *parent)
    : QObject(parent)
    , m_window(window)
    , m_request(std::move(request))
    , m_timeout(new QTimer(this))
{
    m_timeout->setSingleShot(true);
    connect(m_timeout, &QTimer::timeout, this, [this] {
        const Page *page = m_window ? m_window->currentPage() : nullptr;
        fail(tr("The %1 page had no data after %2 s; no screenshot written")
                 .arg(page ? page->pageId() : QString())
                 .arg(m_timeoutMs / 1000));
    });
}

bool WindowScreenshot::start(QString *error)
{
    if (!m_window || m_window->pages().isEmpty()) {
        *error = tr("The window has no pages to show");
        return false;
    }
    const QString pageId = m_request.pageId.isEmpty() ? m_window->pageIds().constFirst() : m_request.pageId;
    Page *page = m_window->page(pageId);
    if (!page) {
        *error = tr("Unknown page \"%1\": valid pages are %2")
                     .arg(m_request.pageId, m_window->pageIds().join(QStringLiteral(", ")));
        return false;
    }
    const QFileInfo target(m_request.file);
    if (!target.absoluteDir().exists()) {
        *error = tr("Cannot write %1: the folder %2 does not exist")
                     .arg(m_request.file, QDir::toNativeSeparators(target.absolutePath()));
        return false;
    }
    m_window->setCurrentPage(pageId);
    m_window->resize(m_request.size);
    m_window->show();

    if (page->hasData()) {
        scheduleGrab();
    } else {
        connect(page, &Page::dataReady, this, &WindowScreenshot::scheduleGrab);
        m_timeout->start(m_timeoutMs);
    }
    return true;
}

void WindowScreenshot::scheduleGrab()
{
    if (m_grabScheduled)
        return;
    m_grabScheduled = true;
    m_timeout->stop();
    // Let the layouts settle and the views resize their columns before the grab.
    QTimer::singleShot(300, this, &WindowScreenshot::grab);
}

void WindowScreenshot::grab()
{
    if (m_done || !m_window)
        return;
    const QPixmap pixmap = m_window->grab();
    if (pixmap.isNull()) {
        fail(tr("Could not render the window; run with QT_QPA_PLATFORM=offscreen or under xvfb-run -a"));
        return;
    }
    if (!pixmap.save(m_request.file, "PNG")) {
        fail(tr("Cannot write %1: check that the folder is writable and has space").arg(m_request.file));
        return;
    }
    m_done = true;
    Q_EMIT finished(0, tr("Wrote %1 (%2×%3)").arg(m_request.file).arg(pixmap.width()).arg(pixmap.height()));
}

void WindowScreenshot::fail(const QString &message)
{
    if (m_done)
        return;
    m_done = true;
    Q_EMIT finished(1, message);
}
