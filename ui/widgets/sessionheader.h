#pragma once

#include <QWidget>

class QLabel;

// The strip above the pages: which lab the window works on ("Host disks", later a virtual
// lab or a remote host), the session name once sessions exist, and a note on where disk
// identity came from.
class SessionHeader : public QWidget {
    Q_OBJECT
public:
    explicit SessionHeader(QWidget *parent = nullptr);

    void setLabTarget(const QString &target);
    void setSessionName(const QString &name); // empty: no session yet
    void setIdentityNote(const QString &note, const QString &toolTip = {});

    QString labTarget() const;
    QString sessionName() const;
    QString identityNote() const;

private:
    void updateSession();

    QLabel *m_target;
    QLabel *m_session;
    QLabel *m_identity;
    QString m_sessionName;
};
