#pragma once

#include "disks/diskinventory.h"
#include "page.h"

class DiskDetailsView;
class DiskTableModel;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

// The Disks page: every whole disk of the lab target in a table, coloured by what the lab
// may do with it, and the details of the selected disk. Fed by DiskWatcher snapshots;
// keeps the selection (by stable ID) across updates and logs what changed.
class DisksPage : public Page {
    Q_OBJECT
public:
    explicit DisksPage(QWidget *parent = nullptr);

    QString pageId() const override { return QStringLiteral("disks"); }
    QString title() const override;
    QIcon icon() const override;
    bool hasData() const override { return m_hasData; }

    void setSnapshot(const InventorySnapshot &snapshot);
    const InventorySnapshot &snapshot() const { return m_snapshot; }

    // Makes the disk with that stable ID the current row; false when it is not listed.
    bool selectStableId(const QString &stableId);
    QString selectedStableId() const; // empty when none

    QTableView *tableView() const { return m_view; }
    DiskTableModel *model() const { return m_model; }
    QSortFilterProxyModel *proxy() const { return m_proxy; }
    DiskDetailsView *details() const { return m_details; }
    QString summaryText() const;

    // The status-bar note for a snapshot: where disk identity came from.
    static QString identityNote(const InventorySnapshot &snapshot);

private:
    void showCurrent();
    void logChanges(const InventorySnapshot &before, const InventorySnapshot &after);
    void updateSummary();

    InventorySnapshot m_snapshot;
    bool m_hasData = false;
    DiskTableModel *m_model;
    QSortFilterProxyModel *m_proxy;
    QTableView *m_view;
    QLineEdit *m_filter;
    QLabel *m_summary;
    QLabel *m_notice;
    DiskDetailsView *m_details;
};
