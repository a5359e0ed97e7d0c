#include "widgets/destructiveconfirmation.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

DestructiveConfirmation::DestructiveConfirmation(
    const QString &stepTitle, const QString &destroys, const QString &stableId, QWidget *parent)
    : QDialog(parent)
    , m_suffix(requiredSuffix(stableId))
    , m_input(new QLineEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("destructiveConfirmation"));
    setWindowTitle(tr("Confirm a destructive step"));
    auto *text = new QLabel(this);
    text->setWordWrap(true);
    text->setTextFormat(Qt::RichText);
    text->setText(tr("<p><b>%1</b> destroys: <span style='color:#b01c1c'>%2</span></p>"
                     "<p>Disk: <tt>%3</tt></p><p>Type the last %4 characters of the disk's stable ID "
                     "(<tt>%5</tt>) to go on.</p>")
                      .arg(stepTitle.toHtmlEscaped(), destroys.toHtmlEscaped(), stableId.toHtmlEscaped())
                      .arg(m_suffix.size())
                      .arg(m_suffix.toHtmlEscaped()));
    m_input->setObjectName(QStringLiteral("confirmSuffix"));
    m_input->setPlaceholderText(tr("last %n character(s)", nullptr, int(m_suffix.size())));
    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Destroy and run"));
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    m_buttons->button(QDialogButtonBox::Cancel)->setDefault(true);
    connect(m_input, &QLineEdit::textChanged, this,
        [this](const QString &typed) { m_buttons->button(QDialogButtonBox::Ok)->setEnabled(matches(typed)); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (matches(m_input->text()))
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(m_input);
    layout->addWidget(m_buttons);
}

QString DestructiveConfirmation::requiredSuffix(const QString &stableId)
{
    return stableId.right(SuffixLength);
}

bool DestructiveConfirmation::matches(const QString &typed) const
{
    return !m_suffix.isEmpty() && typed.trimmed() == m_suffix;
}

bool DestructiveConfirmation::canAccept() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}
