#include "mainwindow.h"

#include "about/installlayout.h"
#include "dialogs/aboutdialog.h"
#include "dialogs/pagehelpdialog.h"
#include "models/logmodel.h"
#include "page.h"
#include "widgets/logdock.h"
#include "widgets/sessionheader.h"

#include <QAction>
#include <QApplication>
#include <QFrame>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QScrollArea>
#include <QStackedWidget>
#include <QStatusBar>
#include <QVBoxLayout>

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_log(new LogModel(this))
    , m_header(new SessionHeader(this))
    , m_navigation(new QListWidget(this))
    , m_stack(new QStackedWidget(this))
    , m_logDock(new LogDock(m_log, this))
    , m_statusNote(new QLabel(this))
{
    setWindowTitle(tr("StackLab"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/stacklab.svg")));
    setObjectName(QStringLiteral("mainWindow"));

    m_navigation->setObjectName(QStringLiteral("pageNavigation"));
    m_navigation->setIconSize(QSize(24, 24));
    m_navigation->setSpacing(2);
    m_navigation->setFrameShape(QFrame::NoFrame);
    m_navigation->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Expanding);
    m_navigation->setFixedWidth(150);
    m_navigation->setBackgroundRole(QPalette::AlternateBase);
    m_stack->setObjectName(QStringLiteral("pageStack"));
    connect(m_navigation, &QListWidget::currentRowChanged, this, &MainWindow::showPage);

    auto *line = new QFrame(this);
    line->setFrameShape(QFrame::HLine);
    line->setFrameShadow(QFrame::Sunken);

    auto *body = new QHBoxLayout;
    body->setContentsMargins(0, 0, 0, 0);
    body->setSpacing(0);
    body->addWidget(m_navigation);
    body->addWidget(m_stack, 1);

    auto *central = new QWidget(this);
    auto *layout = new QVBoxLayout(central);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_header);
    layout->addWidget(line);
    layout->addLayout(body, 1);
    setCentralWidget(central);

    addDockWidget(Qt::BottomDockWidgetArea, m_logDock);
    resizeDocks({m_logDock}, {110}, Qt::Vertical);

    m_statusNote->setObjectName(QStringLiteral("statusNote"));
    statusBar()->addPermanentWidget(m_statusNote);
    createMenus();
}

void MainWindow::createMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    // Through close(), so that whoever watches the window's close (LabExit) asks about a running lab.
    QAction *quit = file->addAction(tr("&Quit"), QKeySequence::Quit, this, &QWidget::close);
    quit->setMenuRole(QAction::QuitRole);

    m_goMenu = menuBar()->addMenu(tr("&Go"));

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *log = m_logDock->toggleViewAction();
    log->setText(tr("&Log"));
    log->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_L));
    view->addAction(log);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    m_helpMenu = help;
    QAction *pageHelp = help->addAction(
        tr("&Documentation for this page"), QKeySequence::HelpContents, this, [this] { showPageHelp(); });
    pageHelp->setObjectName(QStringLiteral("pageHelpAction"));
    // F1 works wherever the focus is, also inside a page's own widgets.
    pageHelp->setShortcutContext(Qt::ApplicationShortcut);
    QAction *about = help->addAction(tr("&About StackLab"), this, [this] {
        AboutDialog dialog(AboutInfo::current(), this);
        dialog.exec();
    });
    about->setObjectName(QStringLiteral("aboutAction"));
    about->setMenuRole(QAction::AboutRole);
}

PageHelpDialog *MainWindow::showPageHelp()
{
    const Page *page = currentPage();
    if (!page)
        return nullptr;
    if (!m_pageHelp)
        m_pageHelp = new PageHelpDialog(this);
    m_pageHelp->showPage(page->pageId(), page->title(), InstallLayout().userGuide());
    m_pageHelp->show();
    m_pageHelp->raise();
    return m_pageHelp;
}

void MainWindow::addPage(Page *page)
{
    Q_ASSERT(page);
    Q_ASSERT(!this->page(page->pageId()));
    m_pages.append(page);
    // A page taller or wider than the window scrolls, instead of forcing the whole window
    // larger than a small screen.
    auto *scroll = new QScrollArea(m_stack);
    scroll->setWidget(page);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    m_stack->addWidget(scroll);

    auto *item = new QListWidgetItem(page->icon(), page->title(), m_navigation);
    item->setData(Qt::UserRole, page->pageId());
    item->setSizeHint(QSize(0, 36));

    // Go menu: Ctrl+1 … Ctrl+9 in navigation order.
    QAction *go = m_goMenu->addAction(page->icon(), page->title());
    if (m_pages.size() <= 9)
        go->setShortcut(QKeySequence(Qt::CTRL | Qt::Key(Qt::Key_0 + m_pages.size())));
    connect(go, &QAction::triggered, this, [this, page] { setCurrentPage(page->pageId()); });

    const QString source = page->title();
    connect(page, &Page::logMessage, m_log,
        [this, source](LogLevel level, const QString &text) { m_log->append(level, source, text); });
    connect(page, &Page::statusNoteChanged, this, [this, page] {
        if (page == currentPage())
            updateStatusNote();
    });
    if (m_navigation->currentRow() < 0)
        m_navigation->setCurrentRow(0);
}

QStringList MainWindow::pageIds() const
{
    QStringList ids;
    for (const Page *p : m_pages)
        ids << p->pageId();
    return ids;
}

Page *MainWindow::page(const QString &pageId) const
{
    for (Page *p : m_pages) {
        if (p->pageId() == pageId)
            return p;
    }
    return nullptr;
}

Page *MainWindow::currentPage() const
{
    const int index = m_stack->currentIndex();
    return index >= 0 && index < m_pages.size() ? m_pages.at(index) : nullptr;
}

bool MainWindow::setCurrentPage(const QString &pageId)
{
    const int index = int(m_pages.indexOf(page(pageId)));
    if (index < 0)
        return false;
    m_navigation->setCurrentRow(index);
    return true;
}

void MainWindow::showPage(int index)
{
    if (index < 0 || index >= m_pages.size())
        return;
    m_stack->setCurrentIndex(index);
    updateStatusNote();
    Q_EMIT currentPageChanged(m_pages.at(index));
}

void MainWindow::updateStatusNote()
{
    const Page *p = currentPage();
    m_statusNote->setText(p ? p->statusNote() : QString());
    m_statusNote->setToolTip(p ? p->statusNoteToolTip() : QString());
}

QString MainWindow::statusNote() const
{
    return m_statusNote->text();
}

QMenu *MainWindow::labMenu()
{
    if (!m_labMenu) {
        m_labMenu = new QMenu(tr("&Lab"), this);
        menuBar()->insertMenu(m_helpMenu ? m_helpMenu->menuAction() : nullptr, m_labMenu);
    }
    return m_labMenu;
}
