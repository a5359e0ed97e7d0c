#include "lab/target/targetreadings.h"

#include "disks/inventory/guestdisks.h"
#include "helper/client/helpercall.h"
#include "lab/target/labtarget.h"

void TargetReadings::guestDisks(
    LabTarget &target, QObject *owner, std::function<void(const TargetReading<InventorySnapshot> &)> done)
{
    HelperRequest request;
    request.type = HelperRequestType::Disks;
    HelperCall::ask(target.client(), request, owner, [done = std::move(done)](const HelperReply &reply) {
        TargetReading<InventorySnapshot> reading;
        if (!reply.ok)
            reading.refusal = reply.refusal.message;
        else
            reading.value = GuestDisks::fromJson(reply.accepted()->inventory, &reading.error);
        done(reading);
    });
}

void TargetReadings::inventory(LabTarget &target, const InventoryContext &context, QObject *owner,
    std::function<void(const TargetReading<TargetInventory> &)> done)
{
    HelperRequest request;
    request.type = HelperRequestType::Inventory;
    HelperCall::ask(target.client(), request, owner, [context, done = std::move(done)](const HelperReply &reply) {
        TargetReading<TargetInventory> reading;
        if (!reply.ok)
            reading.refusal = reply.refusal.message;
        else
            reading.value = TargetInventory::read(reply.event.fields, context);
        done(reading);
    });
}
