#include "widgets/stepoutputpane.h"

#include "stacks/plan/stepfailurehint.h"

#include <QLabel>
#include <QPlainTextEdit>

StepOutputPane::StepOutputPane(QWidget *parent)
    : QObject(parent)
    , m_output(new QPlainTextEdit(parent))
    , m_hint(new QLabel(parent))
{
    m_output->setObjectName(QStringLiteral("stepOutput"));
    m_output->setReadOnly(true);
    m_output->setMaximumBlockCount(5000);
    m_output->setFont(QFont(QStringLiteral("monospace")));
    m_output->setPlaceholderText(tr("Output of the steps you run appears here."));
    m_hint->setObjectName(QStringLiteral("failureHint"));
    m_hint->setWordWrap(true);
    m_hint->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_hint->setStyleSheet(QStringLiteral("QLabel { background: #fff4e0; padding: 4px; }"));
    m_hint->hide();
}

void StepOutputPane::stepStarted(const QString &phase, const PlanStep &step, const QStringList &argv)
{
    m_output->appendPlainText(tr("── %1 / %2").arg(phase, step.id));
    m_output->appendPlainText(QStringLiteral("# ") + argv.join(QLatin1Char(' ')));
}

void StepOutputPane::appendLine(const QString &line)
{
    m_output->appendPlainText(line);
}

void StepOutputPane::showFailure(
    const PlanStep &step, const QString &message, const QStringList &output, const QString &cause)
{
    const StepFailureHint hint = StepFailureHint::forOutput(step, output);
    QString text = message;
    if (!cause.isEmpty())
        text += QStringLiteral("\n") + cause;
    if (!hint.title.isEmpty())
        text += QStringLiteral("\n") + tr("Looks like: %1.").arg(hint.title);
    text += QStringLiteral("\n") + hint.advice;
    if (!hint.commands.isEmpty())
        text += QStringLiteral("\n") + hint.commands.join(QLatin1Char('\n'));
    m_hint->setText(text);
    m_hint->show();
}

void StepOutputPane::showNote(const QString &text)
{
    m_output->appendPlainText(QStringLiteral("── ") + text);
    m_hint->setText(text);
    m_hint->show();
}

void StepOutputPane::clearHint()
{
    m_hint->hide();
}

QString StepOutputPane::outputText() const
{
    return m_output->toPlainText();
}

QString StepOutputPane::hintText() const
{
    return m_hint->isHidden() ? QString() : m_hint->text();
}
