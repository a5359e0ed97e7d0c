#pragma once

#include <QDockWidget>

class LogModel;
class QTableView;

// The log dock: a read-only view of the session log that follows new lines while the
// user is at the bottom, with Copy and Clear.
class LogDock : public QDockWidget {
    Q_OBJECT
public:
    explicit LogDock(LogModel *model, QWidget *parent = nullptr);

    QTableView *view() const { return m_view; }

private:
    void copyAll();

    LogModel *m_model;
    QTableView *m_view;
};
