#pragma once

#include "disks/disk/disk.h"

#include <QWidget>

class QFormLayout;
class QFrame;
class QLabel;
class QPlainTextEdit;
class QPushButton;
class QTableWidget;

// The details pane of the Disks page: everything the inventory knows about one disk,
// and for a disk the lab may not take (or not yet), why, with the commands that clear it.
class DiskDetailsView : public QWidget {
    Q_OBJECT
public:
    explicit DiskDetailsView(QWidget *parent = nullptr);

    void setDisk(const Disk &disk);
    void clear(); // no disk selected
    bool hasDisk() const { return m_hasDisk; }
    const Disk &disk() const { return m_disk; }

    // What the pane shows, for tests and for copying.
    QString verdictText() const;
    QString reasonText() const;
    QString cleanupText() const;
    QTableWidget *signatureTable() const { return m_signatures; }
    QTableWidget *partitionTable() const { return m_partitions; }

Q_SIGNALS:
    void cleanupCopied(const QString &commands);

private:
    void copyCleanup();
    void fillIdentity();
    void fillUsage();
    void fillSignatures();

    Disk m_disk;
    bool m_hasDisk = false;
    QLabel *m_title;
    QFrame *m_verdictBox;
    QLabel *m_verdictIcon;
    QLabel *m_verdict;
    QLabel *m_reason;
    QWidget *m_cleanupBox;
    QLabel *m_cleanupIntro;
    QPlainTextEdit *m_cleanup;
    QPushButton *m_copy;
    QFormLayout *m_identity;
    QFormLayout *m_usage;
    QTableWidget *m_partitions;
    QTableWidget *m_signatures;
    QLabel *m_noSignatures;
    QWidget *m_content;
    QLabel *m_placeholder;
};
