#pragma once

#include "disks/inventory/diskinventory.h"
#include "lab/target/labtarget.h"
#include "page.h"

class DiskDetailsView;
class DiskTableModel;
class QFrame;
class QLabel;
class QLineEdit;
class QPushButton;
class QSortFilterProxyModel;
class QTableView;

// The Disks page: every whole disk of the lab target in a table, coloured by what the lab
// may do with it, and the details of the selected disk. Fed by DiskWatcher snapshots;
// keeps the selection (by stable ID) across updates and logs what changed. When this machine
// has no blank disk, it says so and offers the loop lab and the virtual lab, one click each
// (labRequested), with what each needs.
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

    // Whether the page shows this machine's disks, where the lab offer belongs (not a lab's own).
    void setOffersLabs(bool offers);
    bool offersLabs() const { return m_offersLabs; }
    QFrame *labOffer() const { return m_offer; }
    QPushButton *loopLabButton() const { return m_loopButton; }
    QPushButton *virtualLabButton() const { return m_virtualButton; }
    QString labOfferText() const; // the offer's words, for tests and screen readers

Q_SIGNALS:
    void labRequested(LabTarget::Kind kind);

private:
    QFrame *createLabOffer();
    void updateLabOffer();
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
    QFrame *m_offer = nullptr;
    QLabel *m_offerText = nullptr;
    QLabel *m_loopNote = nullptr;
    QLabel *m_virtualNote = nullptr;
    QPushButton *m_loopButton = nullptr;
    QPushButton *m_virtualButton = nullptr;
    bool m_offersLabs = true;
};
