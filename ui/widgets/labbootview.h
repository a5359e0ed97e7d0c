#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;

// What a lab target does while it starts: the last progress message in bold, every message and
// the virtual lab's console lines below it, and an error with its next step in red.
class LabBootView : public QWidget {
    Q_OBJECT
public:
    explicit LabBootView(QWidget *parent = nullptr);

    void showProgress(const QString &message);
    void appendConsole(const QString &line);
    void showError(const QString &message);
    void clear();

    QString statusText() const;
    QString errorText() const;
    QString consoleText() const;

private:
    QLabel *m_status;
    QLabel *m_error;
    QPlainTextEdit *m_console;
};
