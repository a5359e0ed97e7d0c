#pragma once

#include <QWidget>

class QLabel;
class QPushButton;

// The strip above the pages: which lab the window works on (this machine's disks, a loop lab or
// the virtual lab) with a "Lab target…" button to choose and start another and a Stop button
// while one runs, the session name, and a note on where disk identity came from.
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

    // Shows the Stop button (a started loop or virtual lab runs).
    void setTargetRunning(bool running);
    bool targetRunning() const;
    QPushButton *chooseTargetButton() const { return m_choose; }
    QPushButton *stopTargetButton() const { return m_stop; }

Q_SIGNALS:
    void chooseTargetRequested();
    void stopTargetRequested();

private:
    void updateSession();

    QLabel *m_target;
    QLabel *m_session;
    QLabel *m_identity;
    QPushButton *m_choose;
    QPushButton *m_stop;
    QString m_sessionName;
};
