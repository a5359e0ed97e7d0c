#include "widgets/sessionheader.h"

#include "widgets/elidedlabel.h"

#include <QHBoxLayout>
#include <QIcon>
#include <QLabel>
#include <QPushButton>

SessionHeader::SessionHeader(QWidget *parent)
    : QWidget(parent)
    , m_target(new QLabel(this))
    , m_session(new ElidedLabel(this))
    , m_identity(new ElidedLabel(this))
    , m_choose(new QPushButton(tr("Lab target…"), this))
    , m_stop(new QPushButton(tr("Stop lab"), this))
{
    m_choose->setObjectName(QStringLiteral("chooseLabTarget"));
    m_choose->setToolTip(tr("Work on this machine's disks, a loop lab or the virtual lab."));
    m_stop->setObjectName(QStringLiteral("stopLabTarget"));
    m_stop->setToolTip(tr("Shutting the lab down leaves nothing behind but the cache."));
    m_stop->hide();
    connect(m_choose, &QPushButton::clicked, this, &SessionHeader::chooseTargetRequested);
    connect(m_stop, &QPushButton::clicked, this, &SessionHeader::stopTargetRequested);
    setObjectName(QStringLiteral("sessionHeader"));
    m_target->setObjectName(QStringLiteral("labTarget"));
    m_session->setObjectName(QStringLiteral("sessionName"));
    m_identity->setObjectName(QStringLiteral("identityNote"));

    auto *icon = new QLabel(this);
    icon->setPixmap(QIcon(QStringLiteral(":/icons/stacklab.svg")).pixmap(28, 28));

    QFont targetFont = m_target->font();
    targetFont.setBold(true);
    targetFont.setPointSizeF(targetFont.pointSizeF() * 1.2);
    m_target->setFont(targetFont);
    m_target->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_identity->setForegroundRole(QPalette::PlaceholderText);

    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(10, 6, 10, 6);
    layout->addWidget(icon);
    layout->addWidget(m_target);
    layout->addWidget(m_choose);
    layout->addWidget(m_stop);
    layout->addSpacing(16);
    layout->addWidget(m_session);
    layout->addStretch(1);
    layout->addWidget(m_identity);

    setAutoFillBackground(true);
    setBackgroundRole(QPalette::AlternateBase);
    updateSession();
}

void SessionHeader::setLabTarget(const QString &target)
{
    m_target->setText(tr("Lab target: %1").arg(target));
    m_target->setProperty("target", target);
}

QString SessionHeader::labTarget() const
{
    return m_target->property("target").toString();
}

void SessionHeader::setSessionName(const QString &name)
{
    m_sessionName = name;
    updateSession();
}

QString SessionHeader::sessionName() const
{
    return m_sessionName;
}

void SessionHeader::updateSession()
{
    m_session->setText(m_sessionName.isEmpty() ? tr("No lab session") : tr("Session: %1").arg(m_sessionName));
    m_session->setToolTip(m_session->text()); // whole, where the header is too narrow for it
}

void SessionHeader::setIdentityNote(const QString &note, const QString &toolTip)
{
    m_identity->setText(note);
    m_identity->setToolTip(toolTip.isEmpty() ? note : toolTip);
}

QString SessionHeader::identityNote() const
{
    return m_identity->text();
}

void SessionHeader::setTargetRunning(bool running)
{
    m_stop->setVisible(running);
}

bool SessionHeader::targetRunning() const
{
    return !m_stop->isHidden();
}
