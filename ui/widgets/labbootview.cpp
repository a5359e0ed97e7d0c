#include "widgets/labbootview.h"

#include <QLabel>
#include <QPlainTextEdit>
#include <QVBoxLayout>

LabBootView::LabBootView(QWidget *parent)
    : QWidget(parent)
    , m_status(new QLabel(this))
    , m_error(new QLabel(this))
    , m_console(new QPlainTextEdit(this))
{
    setObjectName(QStringLiteral("labBootView"));
    m_status->setObjectName(QStringLiteral("bootStatus"));
    m_status->setWordWrap(true);
    QFont bold = m_status->font();
    bold.setBold(true);
    m_status->setFont(bold);
    m_error->setObjectName(QStringLiteral("bootError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #8b1a1a; background: #fde8e8; padding: 4px; }"));
    m_error->hide();
    m_console->setObjectName(QStringLiteral("bootConsole"));
    m_console->setReadOnly(true);
    m_console->setMaximumBlockCount(2000);
    m_console->setFont(QFont(QStringLiteral("monospace")));
    m_console->setPlaceholderText(tr("The lab's progress and the virtual machine's console appear here."));
    m_console->setMinimumHeight(160);

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_status);
    layout->addWidget(m_error);
    layout->addWidget(m_console, 1);
}

void LabBootView::showProgress(const QString &message)
{
    m_status->setText(message);
    m_console->appendPlainText(QStringLiteral("▶ ") + message);
}

void LabBootView::appendConsole(const QString &line)
{
    m_console->appendPlainText(line);
}

void LabBootView::showError(const QString &message)
{
    m_error->setText(message);
    m_error->setVisible(!message.isEmpty());
}

void LabBootView::clear()
{
    m_status->clear();
    m_console->clear();
    showError({});
}

QString LabBootView::statusText() const
{
    return m_status->text();
}

QString LabBootView::errorText() const
{
    return m_error->isHidden() ? QString() : m_error->text();
}

QString LabBootView::consoleText() const
{
    return m_console->toPlainText();
}
