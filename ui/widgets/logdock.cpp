#include "widgets/logdock.h"

#include "models/logmodel.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QHeaderView>
#include <QScrollBar>
#include <QTableView>

LogDock::LogDock(LogModel *model, QWidget *parent)
    : QDockWidget(tr("Log"), parent)
    , m_model(model)
    , m_view(new QTableView(this))
{
    setObjectName(QStringLiteral("logDock"));
    setFeatures(QDockWidget::DockWidgetMovable | QDockWidget::DockWidgetFloatable | QDockWidget::DockWidgetClosable);

    m_view->setObjectName(QStringLiteral("logView"));
    m_view->setModel(model);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setShowGrid(false);
    m_view->setWordWrap(false);
    m_view->verticalHeader()->hide();
    m_view->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->verticalHeader()->setMinimumSectionSize(m_view->fontMetrics().height() + 2);
    m_view->setIconSize(QSize(16, 16));
    // Fixed widths from the font: ResizeToContents would measure every line of a long log.
    const QFontMetrics metrics = m_view->fontMetrics();
    QHeaderView *header = m_view->horizontalHeader();
    header->resizeSection(LogModel::TimeColumn, metrics.horizontalAdvance(QStringLiteral("00:00:00.000")) + 16);
    header->resizeSection(LogModel::LevelColumn,
        m_view->iconSize().width() + 24
            + qMax(metrics.horizontalAdvance(LogModel::levelName(LogLevel::Warning)),
                metrics.horizontalAdvance(LogModel::levelName(LogLevel::Error))));
    header->resizeSection(LogModel::SourceColumn, metrics.horizontalAdvance(QStringLiteral("Workload")) + 24);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->setContextMenuPolicy(Qt::ActionsContextMenu);

    auto *copy = new QAction(tr("Copy the whole log"), m_view);
    connect(copy, &QAction::triggered, this, &LogDock::copyAll);
    m_view->addAction(copy);
    auto *clear = new QAction(tr("Clear the log"), m_view);
    connect(clear, &QAction::triggered, model, &LogModel::clear);
    m_view->addAction(clear);

    // Follow new lines, unless the user scrolled up to read something.
    connect(model, &QAbstractItemModel::rowsAboutToBeInserted, this, [this] {
        QScrollBar *bar = m_view->verticalScrollBar();
        m_view->setProperty("follow", bar->value() >= bar->maximum());
    });
    connect(model, &QAbstractItemModel::rowsInserted, this, [this] {
        if (m_view->property("follow").toBool())
            m_view->scrollToBottom();
    });
    setWidget(m_view);
}

void LogDock::copyAll()
{
    QApplication::clipboard()->setText(m_model->toPlainText());
}
