#pragma once

#include <QStyledItemDelegate>

// Elides long text in the middle, so that both ends stay readable: the start and the
// serial at the end of "/dev/disk/by-id/ata-…-WD-WCC4N1234567", or the file name of a
// loop device's backing file.
class MiddleElidingDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    using QStyledItemDelegate::QStyledItemDelegate;

protected:
    void initStyleOption(QStyleOptionViewItem *option, const QModelIndex &index) const override
    {
        QStyledItemDelegate::initStyleOption(option, index);
        option->textElideMode = Qt::ElideMiddle;
    }
};
