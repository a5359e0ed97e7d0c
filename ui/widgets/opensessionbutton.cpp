#include "widgets/opensessionbutton.h"

#include "lab/outcome/runverdict.h"
#include "lab/session/labsessionfolder.h"

#include <QDir>
#include <QFileDialog>
#include <QMenu>

OpenSessionButton::OpenSessionButton(QWidget *parent)
    : QPushButton(tr("Open session…"), parent)
    , m_root(LabSessionFolder::defaultRoot())
    , m_menu(new QMenu(this))
{
    setObjectName(QStringLiteral("openSession"));
    setMenu(m_menu);
    connect(m_menu, &QMenu::aboutToShow, this, &OpenSessionButton::refresh);
    refresh();
}

void OpenSessionButton::refresh()
{
    m_menu->clear();
    const QStringList recent = LabSessionFolder::recent(m_root);
    if (recent.isEmpty())
        m_menu->addAction(tr("No recorded session yet"))->setEnabled(false);
    for (const QString &dir : recent) {
        // Each session with how it ended, in the Results page's words (complete, failed at a
        // stage, interrupted), read without changing the folder.
        const QString state = RunVerdict::briefOf(dir);
        QAction *action
            = m_menu->addAction(state.isEmpty() ? QDir(dir).dirName() : tr("%1 — %2").arg(QDir(dir).dirName(), state));
        action->setData(dir);
        action->setToolTip(dir);
        connect(action, &QAction::triggered, this, [this, dir] { Q_EMIT sessionChosen(dir); });
    }
    m_menu->addSeparator();
    m_menu->addAction(tr("Other folder…"), this, [this] {
        const QString start = QDir(m_root).exists() ? m_root : QDir::homePath();
        const QString dir = QFileDialog::getExistingDirectory(this, tr("Open a lab session folder"), start);
        if (!dir.isEmpty())
            Q_EMIT sessionChosen(dir);
    });
}
