#include "widgets/sweepview.h"

#include "models/sweeptreemodel.h"
#include "report/sweep/sweepfolder.h"

#include <QFileSystemWatcher>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QTimer>
#include <QTreeView>
#include <QVBoxLayout>

SweepView::SweepView(QWidget *parent)
    : QWidget(parent)
    , m_model(new SweepTreeModel(this))
    , m_tree(new QTreeView(this))
    , m_progressText(new QLabel(this))
    , m_progress(new QProgressBar(this))
    , m_watcher(new QFileSystemWatcher(this))
    , m_settle(new QTimer(this))
{
    setObjectName(QStringLiteral("sweepView"));
    m_tree->setObjectName(QStringLiteral("sweepTree"));
    m_tree->setModel(m_model);
    m_tree->setAlternatingRowColors(true);
    m_tree->setUniformRowHeights(true);
    m_tree->header()->setStretchLastSection(false);
    m_tree->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_tree->header()->setSectionResizeMode(SweepTreeModel::Layout, QHeaderView::Stretch);
    m_progressText->setObjectName(QStringLiteral("sweepProgress"));
    m_progressText->setWordWrap(true);
    m_progress->setTextVisible(true);
    // A parallel job writes its report in one rename, but several may land at once: read once
    // they settle rather than once per file.
    m_settle->setSingleShot(true);
    m_settle->setInterval(300);
    connect(m_settle, &QTimer::timeout, this, &SweepView::reload);
    connect(m_watcher, &QFileSystemWatcher::directoryChanged, m_settle, qOverload<>(&QTimer::start));

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_progressText);
    layout->addWidget(m_progress);
    layout->addWidget(m_tree, 1);
}

const SweepMerged &SweepView::merged() const
{
    return m_model->merged();
}

bool SweepView::openFolder(const QString &dir, QString *error)
{
    const std::optional<SweepMerged> merged = SweepFolder::readFolder(dir, false, error);
    if (!merged)
        return false;
    if (!m_dir.isEmpty())
        m_watcher->removePath(m_dir);
    m_dir = dir;
    m_watcher->addPath(dir);
    display(*merged);
    return true;
}

void SweepView::reload()
{
    QString error;
    const std::optional<SweepMerged> merged = SweepFolder::readFolder(m_dir, false, &error);
    if (!merged) {
        // A stale copy beside a rerun, say: keep what was shown and say why it did not change.
        m_progressText->setText(progressText() + QLatin1Char('\n') + error);
        Q_EMIT readFailed(error);
        return;
    }
    display(*merged);
}

void SweepView::display(const SweepMerged &merged)
{
    m_model->setMerged(merged);
    m_tree->expandAll();
    const int expected = int(merged.cells.size() + merged.missing.size());
    m_progress->setRange(0, std::max(1, expected));
    m_progress->setValue(int(merged.cells.size()));
    m_progress->setFormat(tr("%v of %m cells"));
    m_progressText->setText(progressText());
    Q_EMIT reloaded();
}

QString SweepView::progressText() const
{
    const SweepMerged &merged = m_model->merged();
    const int arrived = int(merged.cells.size());
    const int expected = arrived + int(merged.missing.size());
    return tr("%1: %2 of %n cell(s) in, %3 failed, %4 still to come; %5", nullptr, expected)
        .arg(merged.title)
        .arg(arrived)
        .arg(merged.failed().size())
        .arg(merged.missing.size())
        .arg(merged.pooled ? tr("hosts pooled") : tr("one branch per host, never averaged together"));
}
