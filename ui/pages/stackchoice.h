#pragma once

#include "lab/target/targetcapabilities.h"

#include <QWidget>

#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

// The Build page's stack choice: the stack box (each stack with its description), what the chosen
// stack needs, and, when the lab target's kernel or tools cannot run it, why not, with the offer
// of the virtual lab when the kernel is the reason. Stacks the target cannot run stay listed,
// marked, so a person sees what the virtual lab would add.
class StackChoice : public QWidget {
    Q_OBJECT
public:
    explicit StackChoice(QWidget *parent = nullptr);

    QString stack() const; // the chosen stack's name, e.g. mdadm-raid5
    bool select(const QString &name); // false when no stack has this name
    // A walk goes on: its stack cannot change under it.
    void setLocked(bool locked);
    // What the target can run (nullopt: everything, the virtual lab).
    void setCapabilities(const std::optional<TargetCapabilities> &capabilities);
    bool canRun() const; // the chosen stack can run on the target
    QString capabilityNote() const; // why the chosen stack cannot run here; empty when it can
    // Why STACK cannot run when the kernel is the reason (a missing driver, not a package); else empty.
    QString kernelLack(const QString &stack) const;

Q_SIGNALS:
    void changed(); // another stack was chosen
    void virtualLabRequested();

private:
    void markStacks();
    void showNotes();

    QComboBox *m_stack;
    QLabel *m_note;
    QLabel *m_capability;
    QPushButton *m_useVirtualLab;
    std::optional<TargetCapabilities> m_capabilities;
};
