#pragma once

#include "disks/inventory/diskinventory.h"

#include <QCoreApplication>
#include <QJsonArray>

#include <optional>

// The disk inventory a helper reports with the `disks` request (the objects diskToJson() writes,
// as `stacklab-cli disks --json` prints them): how the virtual lab's guest disks reach the Disks
// and Build pages. The reverse of core/disks' diskjson, kept here because only the GUI reads it.
class GuestDisks {
    Q_DECLARE_TR_FUNCTIONS(GuestDisks)
public:
    // nullopt with an error naming the disk and the key when an entry is not a disk object.
    static std::optional<InventorySnapshot> fromJson(const QJsonArray &disks, QString *error);
};
