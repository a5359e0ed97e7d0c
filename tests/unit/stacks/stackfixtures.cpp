#include "stackfixtures.h"

#include <QJsonArray>

QString seedDisk(int n)
{
    return QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_drive-scsi%1").arg(n);
}

RecipeRequest seedRequest(const QString &stack, int count)
{
    RecipeRequest request;
    request.stack = stack;
    request.session = QStringLiteral("seed");
    for (int n = 1; n <= count + 1; ++n) {
        request.kernelNames.insert(seedDisk(n), QStringLiteral("sd") + QChar(QLatin1Char('a' + n - 1)));
        if (n <= count)
            request.disks << seedDisk(n);
    }
    request.spare = seedDisk(count + 1);
    return request;
}

static QStringList toStringList(const QJsonValue &value)
{
    QStringList list;
    for (const QJsonValue &item : value.toArray())
        list << item.toString();
    return list;
}

RecipeRequest requestFromJson(const QJsonObject &json)
{
    RecipeRequest request;
    request.stack = json.value(QStringLiteral("stack")).toString();
    request.disks = toStringList(json.value(QStringLiteral("disks")));
    request.spare = json.value(QStringLiteral("spare")).toString();
    request.failDisk = json.value(QStringLiteral("failDisk")).toString();
    request.session = json.value(QStringLiteral("session")).toString();
    if (json.contains(QStringLiteral("labRoot")))
        request.labRoot = json.value(QStringLiteral("labRoot")).toString();
    request.options = json.value(QStringLiteral("options")).toObject().toVariantMap();
    request.clearSignatures = json.value(QStringLiteral("clearSignatures")).toBool();
    const QJsonObject kernel = json.value(QStringLiteral("kernelNames")).toObject();
    for (auto it = kernel.begin(); it != kernel.end(); ++it)
        request.kernelNames.insert(it.key(), it.value().toString());
    request.pulledDisks = toStringList(json.value(QStringLiteral("pulledDisks")));
    const QJsonObject backing = json.value(QStringLiteral("backingFiles")).toObject();
    for (auto it = backing.begin(); it != backing.end(); ++it)
        request.backingFiles.insert(it.key(), it.value().toString());
    return request;
}

QJsonArray argvListsToJson(const Plan &plan)
{
    QJsonArray phases;
    for (const PlanPhase &phase : plan.phases) {
        QJsonArray steps;
        for (const PlanStep &step : phase.steps)
            steps.append(QJsonArray::fromStringList(step.argv));
        phases.append(QJsonObject {{QStringLiteral("name"), phase.name}, {QStringLiteral("argv"), steps}});
    }
    return phases;
}
