#include "dialogs/aboutdialog.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QTextBrowser>
#include <QVBoxLayout>

AboutDialog::AboutDialog(const AboutInfo &about, QWidget *parent)
    : QDialog(parent)
    , m_version(new QLabel(this))
    , m_details(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About StackLab"));

    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/stacklab.svg")).pixmap(64, 64));
    m_version->setObjectName(QStringLiteral("aboutVersion"));
    m_version->setText(QStringLiteral("<h2>%1</h2><p>%2</p>")
                           .arg(tr("StackLab %1").arg(about.version).toHtmlEscaped(), about.summary.toHtmlEscaped()));
    m_version->setWordWrap(true);
    m_version->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_details->setObjectName(QStringLiteral("aboutDetails"));
    m_details->setOpenExternalLinks(true);
    m_details->setHtml(toHtml(about));

    auto *top = new QHBoxLayout;
    top->addWidget(icon, 0, Qt::AlignTop);
    top->addWidget(m_version, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(m_details, 1);
    layout->addWidget(buttons);
    resize(720, 560);
}

QString AboutDialog::versionText() const
{
    return m_version->text();
}

QString AboutDialog::detailsHtml() const
{
    return m_details->toHtml();
}

QString AboutDialog::toHtml(const AboutInfo &about)
{
    QString html = QStringLiteral("<h3>%1</h3>")
                       .arg(about.layout.isInstalled()
                               ? tr("Installed in %1").arg(about.layout.prefix()).toHtmlEscaped()
                               : tr("Running from the build tree %1").arg(about.layout.binDir()).toHtmlEscaped());
    html += QStringLiteral("<table cellspacing=\"4\">");
    for (const InstallLayout::File &file : about.files) {
        const QString state
            = file.found ? QString() : QStringLiteral(" <b style=\"color:#8b1a1a\">%1</b>").arg(tr("missing"));
        html += QStringLiteral("<tr><td>%1</td><td><code>%2</code>%3</td></tr>")
                    .arg(file.description.toHtmlEscaped(), file.path.toHtmlEscaped(), state);
    }
    html
        += QStringLiteral("</table><h3>%1</h3><ul>").arg(tr("The lab follows these published sources").toHtmlEscaped());
    for (const PublishedSource &source : about.sources) {
        QString title = source.citation().toHtmlEscaped();
        if (!source.url.isEmpty())
            title = QStringLiteral("<a href=\"%1\">%2</a>").arg(source.url.toHtmlEscaped(), title);
        html += QStringLiteral("<li>%1: %2</li>").arg(title, source.usedFor.toHtmlEscaped());
    }
    return html + QStringLiteral("</ul>");
}
