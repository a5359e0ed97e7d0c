#include "widgets/destructiveconfirmation.h"

#include "models/diskpresentation.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTextDocument>
#include <QVBoxLayout>

DestructiveConfirmation::DestructiveConfirmation(const PhaseDestruction &destruction, QWidget *parent)
    : QDialog(parent)
    , m_text(new QLabel(this))
    , m_input(new QLineEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    const QList<DoomedDisk> &disks = destruction.disks;
    m_required = destruction.requiredText();
    const bool typed = !m_required.isEmpty();
    setObjectName(QStringLiteral("destructiveConfirmation"));
    setWindowTitle(tr("Confirm the %1 phase").arg(destruction.phase));
    m_text->setObjectName(QStringLiteral("confirmText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    m_text->setTextInteractionFlags(Qt::TextSelectableByMouse);
    QString commands;
    for (const PhaseDestruction::Command &command : destruction.commands) {
        const QString what = command.labObject ? tr("%1 (made by this lab)").arg(command.destroys) : command.destroys;
        const QString when = command.fallback ? tr("only if the command above fails: ") : QString();
        commands += QStringLiteral("<li>%1<tt>%2</tt><br/><span style='color:#b01c1c'>%3</span></li>")
                        .arg(when.toHtmlEscaped(), command.command.toHtmlEscaped(), what.toHtmlEscaped());
    }
    QString list;
    for (const DoomedDisk &disk : disks) {
        const QString size = disk.sizeBytes > 0 ? DiskPresentation::humanSize(disk.sizeBytes) : tr("size unknown");
        list += QStringLiteral("<li><b><tt>%1</tt></b> — <tt>%2</tt> (%3)</li>")
                    .arg(disk.name.toHtmlEscaped(), disk.identity.toHtmlEscaped(), size.toHtmlEscaped());
    }
    QString text
        = tr("<p>The <b>%1</b> phase runs %n destructive command(s):</p>", nullptr, int(destruction.commands.size()))
              .arg(destruction.phase.toHtmlEscaped())
        + QStringLiteral("<ul>") + commands + QStringLiteral("</ul>");
    if (!disks.isEmpty()) {
        text += tr("<p>They destroy what is on %n disk(s):</p>", nullptr, int(disks.size())) + QStringLiteral("<ol>")
            + list + QStringLiteral("</ol>");
    }
    if (typed) {
        // The prompt says what to read where, never the text itself: copying a printed answer
        // checks typing, not which disks are about to be destroyed.
        text += tr("<p>These are disks of this machine. To go on, type %1 of <b>disk %2 in the list</b> "
                   "and press Enter.</p>")
                    .arg(destruction.requiredMeaning().toHtmlEscaped())
                    .arg(destruction.typedDisk + 1);
    } else if (!disks.isEmpty()) {
        text += tr("<p>These are lab disks (loop devices, or the virtual lab's disks): what they hold is the "
                   "lab's.</p>");
    }
    text += tr("<p>Cancel leaves the phase not started: none of its commands runs.</p>");
    m_text->setText(text);
    m_input->setObjectName(QStringLiteral("confirmSuffix"));
    m_input->setPlaceholderText(tr("read it off the disk list above"));
    m_input->setVisible(typed);
    QPushButton *ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setObjectName(QStringLiteral("confirmDestroy"));
    ok->setText(tr("Destroy and run the phase"));
    ok->setEnabled(!typed);
    // The confirm button is the default: Enter presses it once the text matches and does
    // nothing before (a disabled default button swallows Enter), never the Cancel button.
    ok->setDefault(true);
    m_buttons->button(QDialogButtonBox::Cancel)->setAutoDefault(false);
    connect(m_input, &QLineEdit::textChanged, this,
        [this, ok](const QString &entered) { ok->setEnabled(matches(entered)); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (!isTyped() || matches(m_input->text()))
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_input);
    layout->addWidget(m_buttons);
    if (typed)
        m_input->setFocus();
    else
        ok->setFocus();
}

bool DestructiveConfirmation::matches(const QString &typed) const
{
    return !m_required.isEmpty() && typed.trimmed() == m_required;
}

QString DestructiveConfirmation::messageText() const
{
    QTextDocument document;
    document.setHtml(m_text->text());
    return document.toPlainText();
}

bool DestructiveConfirmation::canAccept() const
{
    return m_buttons->button(QDialogButtonBox::Ok)->isEnabled();
}
