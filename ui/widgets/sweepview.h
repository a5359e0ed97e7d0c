#pragma once

#include "report/sweep/sweepmerge.h"

#include <QWidget>

class QFileSystemWatcher;
class QLabel;
class QProgressBar;
class QTimer;
class QTreeView;
class SweepTreeModel;

// A sweep's cells folder (lab sweep --jobs: jobs.txt and one cell-ID.json per finished cell)
// merged into one tree by host, read again whenever a cell report arrives, with how many of the
// jobs file's cells are in.
class SweepView : public QWidget {
    Q_OBJECT
public:
    explicit SweepView(QWidget *parent = nullptr);

    // Reads and merges the folder and watches it; false with *error when it holds no sweep.
    bool openFolder(const QString &dir, QString *error);
    QString folder() const { return m_dir; }
    const SweepMerged &merged() const;
    SweepTreeModel *model() const { return m_model; }
    QTreeView *tree() const { return m_tree; }
    QString progressText() const;

Q_SIGNALS:
    // The folder was read again (a cell arrived, or a report changed).
    void reloaded();
    void readFailed(const QString &error);

private:
    void reload();
    void display(const SweepMerged &merged);

    SweepTreeModel *m_model;
    QTreeView *m_tree;
    QLabel *m_progressText;
    QProgressBar *m_progress;
    QFileSystemWatcher *m_watcher;
    QTimer *m_settle;
    QString m_dir;
};
