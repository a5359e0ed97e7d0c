#pragma once

#include "lab/walk/phasedestruction.h"

#include <QDialog>

class QDialogButtonBox;
class QLabel;
class QLineEdit;

// Asks once before a destructive phase runs, as PhaseDestruction decided: lists every destructive
// command of the phase and every disk they destroy, numbered (kernel name, stable ID, size). For a
// real disk of this machine the person types a text read off that list (the end of a numbered
// disk's stable ID, which the prompt describes but does not print, as GitHub asks for a
// repository's name before deleting it), so the phase never runs on the wrong disks by a click;
// for lab disks one click confirms. Enter confirms once the text matches; before, it does nothing
// (it never cancels silently).
class DestructiveConfirmation : public QDialog {
    Q_OBJECT
public:
    explicit DestructiveConfirmation(const PhaseDestruction &destruction, QWidget *parent = nullptr);

    QString requiredText() const { return m_required; } // empty: a plain confirmation
    bool isTyped() const { return !m_required.isEmpty(); }
    bool matches(const QString &typed) const;

    QLineEdit *input() const { return m_input; }
    QString messageText() const; // the dialog's text, as plain text (tests read the disk list here)
    bool canAccept() const; // the confirm button is enabled

private:
    QString m_required;
    QLabel *m_text;
    QLineEdit *m_input;
    QDialogButtonBox *m_buttons;
};
