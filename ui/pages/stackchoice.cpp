#include "pages/stackchoice.h"

#include "stacks/catalog/stackrecipes.h"

#include <QColor>
#include <QComboBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

StackChoice::StackChoice(QWidget *parent)
    : QWidget(parent)
    , m_stack(new QComboBox(this))
    , m_note(new QLabel(this))
    , m_capability(new QLabel(this))
    , m_useVirtualLab(new QPushButton(tr("Use the virtual lab"), this))
{
    m_stack->setObjectName(QStringLiteral("stackChoice"));
    for (const StackInfo &info : stackInfos()) {
        m_stack->addItem(info.name, info.name);
        m_stack->setItemData(m_stack->count() - 1, info.description, Qt::ToolTipRole);
    }
    m_note->setWordWrap(true);
    m_capability->setObjectName(QStringLiteral("capabilityNote"));
    m_capability->setWordWrap(true);
    m_capability->setStyleSheet(QStringLiteral("QLabel { background: #fff4e0; padding: 4px; }"));
    m_capability->hide();
    m_useVirtualLab->setObjectName(QStringLiteral("useVirtualLab"));
    m_useVirtualLab->hide();
    connect(m_useVirtualLab, &QPushButton::clicked, this, &StackChoice::virtualLabRequested);
    connect(m_stack, &QComboBox::currentIndexChanged, this, [this] {
        showNotes();
        Q_EMIT changed();
    });

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(new QLabel(tr("Stack:"), this));
    layout->addWidget(m_stack);
    layout->addWidget(m_note);
    layout->addWidget(m_capability);
    layout->addWidget(m_useVirtualLab);
    showNotes();
}

QString StackChoice::stack() const
{
    return m_stack->currentData().toString();
}

bool StackChoice::select(const QString &name)
{
    const int index = m_stack->findData(name);
    if (index < 0)
        return false;
    m_stack->setCurrentIndex(index);
    return true;
}

void StackChoice::setLocked(bool locked)
{
    m_stack->setEnabled(!locked);
}

void StackChoice::setCapabilities(const std::optional<TargetCapabilities> &capabilities)
{
    m_capabilities = capabilities;
    markStacks();
    // A new target that cannot run the stack shown (a loop lab on a kernel without md) opens on
    // the first one it can; the others stay in the list with their cause and the virtual lab.
    if (m_capabilities && !m_capabilities->whyNot(stack()).isEmpty()) {
        for (int i = 0; i < m_stack->count(); ++i) {
            if (m_capabilities->whyNot(m_stack->itemData(i).toString()).isEmpty()) {
                m_stack->setCurrentIndex(i);
                break;
            }
        }
    }
    showNotes();
}

bool StackChoice::canRun() const
{
    return m_capability->isHidden();
}

QString StackChoice::capabilityNote() const
{
    return m_capability->isHidden() ? QString() : m_capability->text();
}

QString StackChoice::kernelLack(const QString &stack) const
{
    // "mdadm not found: install the mdadm package" is wrong advice on a kernel without md.
    return m_capabilities && m_capabilities->kernelLacks(stack) ? m_capabilities->whyNot(stack) : QString();
}

void StackChoice::markStacks()
{
    for (int i = 0; i < m_stack->count(); ++i) {
        const QString stack = m_stack->itemData(i).toString();
        const QString why = m_capabilities ? m_capabilities->whyNot(stack) : QString();
        m_stack->setItemText(i, why.isEmpty() ? stack : tr("%1 (cannot run here)").arg(stack));
        m_stack->setItemData(i, why.isEmpty() ? QVariant() : QVariant(QColor(0x80, 0x80, 0x80)), Qt::ForegroundRole);
        for (const StackInfo &info : stackInfos()) {
            if (info.name == stack)
                m_stack->setItemData(i, why.isEmpty() ? info.description : why, Qt::ToolTipRole);
        }
    }
}

void StackChoice::showNotes()
{
    const QString stack = this->stack();
    for (const StackInfo &info : stackInfos()) {
        if (info.name == stack)
            m_note->setText(tr("%1 Needs at least %n member disk(s).", nullptr, info.minDisks).arg(info.description));
    }
    const QString why = m_capabilities ? m_capabilities->whyNot(stack) : QString();
    m_capability->setText(why);
    m_capability->setVisible(!why.isEmpty());
    m_useVirtualLab->setVisible(!why.isEmpty() && m_capabilities->kernelLacks(stack));
}
