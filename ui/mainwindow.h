#pragma once

#include <QList>
#include <QMainWindow>

class LogDock;
class LogModel;
class Page;
class PageHelpDialog;
class QLabel;
class QListWidget;
class QMenu;
class QStackedWidget;
class SessionHeader;

// The shell every page lives in: a navigation list on the left (icon and name per page),
// the pages in a stack, the session header above them, the log dock below and a status
// bar that shows the current page's note. Pages are added by whoever builds the window;
// the window knows nothing about what they show.
class MainWindow : public QMainWindow {
    Q_OBJECT
public:
    explicit MainWindow(QWidget *parent = nullptr);

    // Takes ownership. Pages appear in the navigation in the order they are added.
    void addPage(Page *page);
    QList<Page *> pages() const { return m_pages; }
    QStringList pageIds() const;
    Page *page(const QString &pageId) const;
    Page *currentPage() const;
    // False (and nothing changes) when no page has that id.
    bool setCurrentPage(const QString &pageId);

    LogModel *logModel() const { return m_log; }
    SessionHeader *sessionHeader() const { return m_header; }
    LogDock *logDock() const { return m_logDock; }
    QString statusNote() const;
    // The Lab menu (created on first use, before Help): actions on the lab's target.
    QMenu *labMenu();
    // Help > Documentation for this page (F1): the current page's section of the guide.
    PageHelpDialog *showPageHelp();

Q_SIGNALS:
    void currentPageChanged(Page *page);

private:
    void showPage(int index);
    void updateStatusNote();
    void createMenus();

    QList<Page *> m_pages;
    LogModel *m_log;
    SessionHeader *m_header;
    QListWidget *m_navigation;
    QStackedWidget *m_stack;
    LogDock *m_logDock;
    QLabel *m_statusNote;
    QMenu *m_goMenu = nullptr;
    QMenu *m_labMenu = nullptr;
    QMenu *m_helpMenu = nullptr;
    PageHelpDialog *m_pageHelp = nullptr;
};
