#pragma once

#include <QPushButton>

class QMenu;

// "Open session…": a menu of the recent sessions under the sessions folder (newest first, by
// name, each with how it ended: "complete", "failed at rebuild", "interrupted at sync") and "Other folder…", whose file
// dialog starts in that folder rather than wherever the app was started. Emits the chosen folder.
class OpenSessionButton : public QPushButton {
    Q_OBJECT
public:
    explicit OpenSessionButton(QWidget *parent = nullptr);

    void setRoot(const QString &root) { m_root = root; }
    QString root() const { return m_root; }
    QMenu *sessionMenu() const { return m_menu; }
    void refresh(); // refills the menu (also done each time it opens)

Q_SIGNALS:
    void sessionChosen(const QString &dir);

private:
    QString m_root;
    QMenu *m_menu;
};
