#include "widgets/destructiveconfirmation.h"

#include "models/diskpresentation.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QTextDocument>
#include <QVBoxLayout>

DoomedDisk DoomedDisk::of(const Disk &disk, const QString &device)
{
    DoomedDisk doomed;
    doomed.device = device;
    doomed.name = disk.name;
    doomed.sizeBytes = disk.sizeBytes;
    doomed.identity = disk.stableId.isEmpty() ? disk.devnode : disk.stableId;
    switch (disk.stableIdSource) {
    case StableIdSource::ByIdLink:
    case StableIdSource::Wwn:
    case StableIdSource::Serial:
        if (!disk.stableId.isEmpty()) {
            doomed.token = DestructiveConfirmation::requiredSuffix(disk.stableId);
            doomed.tokenMeaning = DestructiveConfirmation::tr(
                "the last %n characters of the stable ID", nullptr, int(doomed.token.size()));
            return doomed;
        }
        break;
    case StableIdSource::BackingFile:
        doomed.token = disk.name;
        doomed.tokenMeaning = DestructiveConfirmation::tr("the name of the loop device");
        return doomed;
    case StableIdSource::ByPath:
    case StableIdSource::KernelName:
        break;
    }
    doomed.token = disk.name;
    doomed.tokenMeaning = DestructiveConfirmation::tr("the kernel name");
    return doomed;
}

DoomedDisk DoomedDisk::unknown(const QString &device)
{
    DoomedDisk doomed;
    doomed.device = device;
    doomed.name = device;
    doomed.identity = device;
    doomed.token = device.section(QLatin1Char('/'), -1);
    doomed.tokenMeaning = DestructiveConfirmation::tr("the last part of the path");
    return doomed;
}

DestructiveConfirmation::DestructiveConfirmation(
    const QString &stepTitle, const QString &destroys, const QList<DoomedDisk> &disks, QWidget *parent)
    : QDialog(parent)
    , m_required(disks.isEmpty() ? QString() : disks.constFirst().token)
    , m_text(new QLabel(this))
    , m_input(new QLineEdit(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setObjectName(QStringLiteral("destructiveConfirmation"));
    setWindowTitle(tr("Confirm a destructive step"));
    m_text->setObjectName(QStringLiteral("confirmText"));
    m_text->setWordWrap(true);
    m_text->setTextFormat(Qt::RichText);
    QString list;
    for (const DoomedDisk &disk : disks) {
        const QString size = disk.sizeBytes > 0 ? DiskPresentation::humanSize(disk.sizeBytes) : tr("size unknown");
        list += QStringLiteral("<li><b><tt>%1</tt></b> — <tt>%2</tt> (%3)</li>")
                    .arg(disk.name.toHtmlEscaped(), disk.identity.toHtmlEscaped(), size.toHtmlEscaped());
    }
    QString text = tr("<p><b>%1</b> destroys: <span style='color:#b01c1c'>%2</span></p>")
                       .arg(stepTitle.toHtmlEscaped(), destroys.toHtmlEscaped());
    text += tr("<p>on %n disk(s):</p>", nullptr, int(disks.size())) + QStringLiteral("<ul>") + list
        + QStringLiteral("</ul>");
    if (!disks.isEmpty()) {
        const DoomedDisk &first = disks.constFirst();
        text += tr("<p>Type <b><tt>%1</tt></b> (%2 of %3) and press Enter to go on.</p>")
                    .arg(m_required.toHtmlEscaped(), first.tokenMeaning.toHtmlEscaped(), first.name.toHtmlEscaped());
    }
    m_text->setText(text);
    m_input->setObjectName(QStringLiteral("confirmSuffix"));
    m_input->setPlaceholderText(m_required);
    QPushButton *ok = m_buttons->button(QDialogButtonBox::Ok);
    ok->setObjectName(QStringLiteral("confirmDestroy"));
    ok->setText(tr("Destroy and run"));
    ok->setEnabled(false);
    // The confirm button is the default: Enter presses it once the text matches and does
    // nothing before (a disabled default button swallows Enter), never the Cancel button.
    ok->setDefault(true);
    m_buttons->button(QDialogButtonBox::Cancel)->setAutoDefault(false);
    connect(
        m_input, &QLineEdit::textChanged, this, [this, ok](const QString &typed) { ok->setEnabled(matches(typed)); });
    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (matches(m_input->text()))
            accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text);
    layout->addWidget(m_input);
    layout->addWidget(m_buttons);
    m_input->setFocus();
}

QString DestructiveConfirmation::requiredSuffix(const QString &stableId)
{
    return stableId.right(SuffixLength);
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
