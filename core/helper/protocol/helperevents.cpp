#include "helper/protocol/helperevents.h"

namespace {

QString text(const QJsonObject &fields, const char *key)
{
    return fields.value(QLatin1String(key)).toString();
}

QStringList strings(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &entry : value.toArray())
        list << entry.toString();
    return list;
}

HelperAccepted acceptedOf(const QJsonObject &fields)
{
    HelperAccepted accepted;
    accepted.request = text(fields, "request");
    accepted.executing = fields.value(QLatin1String("executing")).toBool();
    accepted.phase = text(fields, "phase");
    accepted.step = text(fields, "step");
    accepted.argv = strings(fields.value(QLatin1String("argv")));
    accepted.destructive = fields.value(QLatin1String("destructive")).toBool();
    accepted.session = text(fields, "session");
    // "disks" is the resolved nodes of a claim, the made loop disks of a lab-loop-create and the
    // inventory of a disks request: the request names which.
    const QJsonValue disks = fields.value(QLatin1String("disks"));
    if (accepted.request == QLatin1String("claim")) {
        accepted.nodes = strings(disks);
    } else if (accepted.request == QLatin1String("lab-loop-create")) {
        for (const QJsonValue &disk : disks.toArray())
            accepted.loopDisks.append({text(disk.toObject(), "node"), text(disk.toObject(), "backingFile")});
        for (const QJsonValue &removed : fields.value(QLatin1String("removedAbandoned")).toArray())
            accepted.removedAbandoned.append(
                {text(removed.toObject(), "session"), strings(removed.toObject().value(QLatin1String("detached")))});
    } else if (accepted.request == QLatin1String("disks")) {
        accepted.inventory = disks.toArray();
    }
    accepted.versions = fields.value(QLatin1String("versions")).toObject();
    if (fields.value(QLatin1String("request")).toString() == QLatin1String("inventory"))
        accepted.targetInventory = fields;
    accepted.answer = fields;
    return accepted;
}

} // namespace

QString HelperEvent::id() const
{
    return fields.value(QLatin1String("id")).toString();
}

HelperEvent HelperEvent::fromFields(HelperEventType type, const QJsonObject &fields)
{
    HelperEvent event;
    event.type = type;
    event.fields = fields;
    switch (type) {
    case HelperEventType::Hello:
        event.payload = HelperHello {fields.value(QLatin1String("version")).toInt(), text(fields, "helper"),
            fields.value(QLatin1String("uid")).toInteger(-1), fields.value(QLatin1String("euid")).toInteger(-1),
            fields.value(QLatin1String("pid")).toInteger(-1), fields.value(QLatin1String("validateOnly")).toBool(),
            text(fields, "session")};
        break;
    case HelperEventType::Accepted:
        event.payload = acceptedOf(fields);
        break;
    case HelperEventType::Refused:
    case HelperEventType::Error:
        event.payload = HelperRefused {
            text(fields, "rule"), text(fields, "field"), text(fields, "message"), type == HelperEventType::Error};
        break;
    case HelperEventType::Output:
        event.payload = HelperOutput {text(fields, "stream"), text(fields, "line")};
        break;
    case HelperEventType::Progress:
        event.payload = HelperProgress {fields.value(QLatin1String("fraction")).toDouble(-1), text(fields, "text"),
            fields.value(QLatin1String("sample")).toObject()};
        break;
    case HelperEventType::Exited:
        event.payload = HelperExited {fields.value(QLatin1String("exitCode")).toInt(-1),
            fields.value(QLatin1String("ok")).toBool(), fields.value(QLatin1String("cancelled")).toBool(),
            fields.value(QLatin1String("durationMs")).toInteger(), text(fields, "error"),
            fields.value(QLatin1String("result")).toObject()};
        break;
    }
    return event;
}
