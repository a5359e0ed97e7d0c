#include "dialogs/pagehelpdialog.h"

#include "about/userguide.h"

#include <QDialogButtonBox>
#include <QFile>
#include <QTextBrowser>
#include <QVBoxLayout>

PageHelpDialog::PageHelpDialog(QWidget *parent)
    : QDialog(parent)
    , m_text(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("pageHelp"));
    m_text->setObjectName(QStringLiteral("pageHelpText"));
    m_text->setOpenExternalLinks(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_text, 1);
    layout->addWidget(buttons);
    resize(640, 480);
}

bool PageHelpDialog::showPage(const QString &pageId, const QString &pageTitle, const QString &guidePath)
{
    setWindowTitle(tr("Help: %1").arg(pageTitle));
    QFile file(guidePath);
    QString section;
    if (file.open(QIODevice::ReadOnly))
        section = UserGuide::section(QString::fromUtf8(file.readAll()), UserGuide::headingFor(pageId));
    if (section.isEmpty()) {
        m_text->setMarkdown(tr("The documentation of this page was not found in `%1`. "
                               "Reinstall the stacklab package, or read docs/user-guide.md in the source.")
                                .arg(guidePath));
        return false;
    }
    m_text->setMarkdown(section);
    return true;
}

QString PageHelpDialog::markdown() const
{
    return m_text->toMarkdown();
}
