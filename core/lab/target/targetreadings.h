#pragma once

#include "disks/inventory/diskinventory.h"
#include "lab/target/targetinventory.h"

#include <QString>

#include <functional>
#include <optional>

class LabTarget;
class QObject;

// What a reading through a target's helper brought: the value, or why not: the helper's refusal
// (its words), or an answer the app could not read.
template<typename Value> struct TargetReading {
    std::optional<Value> value;
    QString refusal;
    QString error;
};

// What the pages read through a running target's helper, as values: the disks the virtual lab's
// guest sees (the Disks and Build pages) and what exists on the target (the inventory view). The
// pages never build a helper request: they ask here. `owner` ends with the reading (no callback
// once it is gone).
namespace TargetReadings {
void guestDisks(LabTarget &target, QObject *owner, std::function<void(const TargetReading<InventorySnapshot> &)> done);
void inventory(LabTarget &target, const InventoryContext &context, QObject *owner,
    std::function<void(const TargetReading<TargetInventory> &)> done);
} // namespace TargetReadings
