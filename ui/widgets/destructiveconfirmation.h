#pragma once

#include <QDialog>

class QDialogButtonBox;
class QLineEdit;

// Asks before a destructive step runs: shows what it destroys and on which disk, and accepts
// only when the user types the last characters of that disk's stable ID (as GitHub asks for a
// repository's name before deleting it), so a step never runs on the wrong disk by a click.
class DestructiveConfirmation : public QDialog {
    Q_OBJECT
public:
    static constexpr int SuffixLength = 6;

    DestructiveConfirmation(
        const QString &stepTitle, const QString &destroys, const QString &stableId, QWidget *parent = nullptr);

    // The characters the user must type: the last SuffixLength of the stable ID (all of a shorter one).
    static QString requiredSuffix(const QString &stableId);
    bool matches(const QString &typed) const;

    QLineEdit *input() const { return m_input; }
    bool canAccept() const; // the OK button is enabled

private:
    QString m_suffix;
    QLineEdit *m_input;
    QDialogButtonBox *m_buttons;
};
