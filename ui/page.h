#pragma once

#include "models/logmodel.h"

#include <QIcon>
#include <QWidget>

// One view of the main window (Disks, later Build, Workload, Rebuild, Results).
// MainWindow::addPage() puts it in the navigation, shows its status note in the status
// bar while it is current, and writes its log messages into the log dock.
class Page : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    virtual QString pageId() const = 0; // stable, lowercase, used on the command line: "disks"
    virtual QString title() const = 0; // translated name in the navigation
    virtual QIcon icon() const = 0;

    // True once the page shows what it is about (the first inventory, a loaded session).
    // `stacklab --screenshot` waits for it; pages with nothing to wait for keep the default.
    virtual bool hasData() const { return true; }

    QString statusNote() const { return m_statusNote; }
    QString statusNoteToolTip() const { return m_statusNoteToolTip; }

Q_SIGNALS:
    void dataReady(); // emitted when hasData() turns true
    void statusNoteChanged(const QString &note, const QString &toolTip);
    void logMessage(LogLevel level, const QString &text);

protected:
    void setStatusNote(const QString &note, const QString &toolTip = {})
    {
        if (note == m_statusNote && toolTip == m_statusNoteToolTip)
            return;
        m_statusNote = note;
        m_statusNoteToolTip = toolTip;
        Q_EMIT statusNoteChanged(note, toolTip);
    }

private:
    QString m_statusNote;
    QString m_statusNoteToolTip;
};
