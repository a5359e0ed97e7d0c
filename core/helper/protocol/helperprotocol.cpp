#include "helper/protocol/helperprotocol.h"

#include "helper/protocol/strictjson.h"
#include "stacks/plan/plan.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSet>

#include <cmath>

namespace {

constexpr qsizetype MaxStringChars = 4096;
constexpr qsizetype MaxListEntries = 64;

struct TypeSpec {
    HelperRequestType type;
    const char *name;
    QStringList allowed; // keys besides "type"
    QStringList required;
};

const QList<TypeSpec> &typeSpecs()
{
    static const QStringList runKeys = {QStringLiteral("id"), QStringLiteral("session"), QStringLiteral("stack"),
        QStringLiteral("phase"), QStringLiteral("step"), QStringLiteral("disks"), QStringLiteral("spare"),
        QStringLiteral("failDisk"), QStringLiteral("options"), QStringLiteral("clearSignatures")};
    static const QStringList runRequired = {QStringLiteral("id"), QStringLiteral("session"), QStringLiteral("stack"),
        QStringLiteral("phase"), QStringLiteral("step"), QStringLiteral("disks")};
    // Lab actions carry the recipe fields of a run, without phase and step: the helper rebuilds
    // the recipe to find the stack's mount point and status source.
    static const QStringList actionKeys = {QStringLiteral("id"), QStringLiteral("session"), QStringLiteral("stack"),
        QStringLiteral("disks"), QStringLiteral("spare"), QStringLiteral("failDisk"), QStringLiteral("options"),
        QStringLiteral("clearSignatures")};
    static const QStringList actionRequired
        = {QStringLiteral("id"), QStringLiteral("session"), QStringLiteral("stack"), QStringLiteral("disks")};
    static const QList<TypeSpec> specs = {
        {HelperRequestType::Hello, "hello", {QStringLiteral("id"), QStringLiteral("version")},
            {QStringLiteral("version")}},
        {HelperRequestType::Claim, "claim", {QStringLiteral("id"), QStringLiteral("session"), QStringLiteral("disks")},
            {QStringLiteral("session"), QStringLiteral("disks")}},
        {HelperRequestType::Run, "run", runKeys, runRequired},
        {HelperRequestType::Validate, "validate", runKeys, runRequired},
        {HelperRequestType::Cancel, "cancel", {QStringLiteral("id")}, {QStringLiteral("id")}},
        {HelperRequestType::LabLoopCreate, "lab-loop-create",
            {QStringLiteral("id"), QStringLiteral("session"), QStringLiteral("count"), QStringLiteral("sizeBytes")},
            {QStringLiteral("session"), QStringLiteral("count"), QStringLiteral("sizeBytes")}},
        {HelperRequestType::LabLoopDestroy, "lab-loop-destroy", {QStringLiteral("id"), QStringLiteral("session")},
            {QStringLiteral("session")}},
        {HelperRequestType::Bye, "bye", {QStringLiteral("id")}, {}},
        {HelperRequestType::Disks, "disks", {QStringLiteral("id")}, {}},
        {HelperRequestType::Versions, "versions", {QStringLiteral("id")}, {}},
        {HelperRequestType::Inventory, "inventory", {QStringLiteral("id")}, {}},
        {HelperRequestType::DiskStats, "disk-stats", {QStringLiteral("id")}, {}},
        {HelperRequestType::DatasetWrite, "dataset-write",
            actionKeys + QStringList {QStringLiteral("sizeBytes"), QStringLiteral("files"), QStringLiteral("seed")},
            actionRequired + QStringList {QStringLiteral("sizeBytes")}},
        {HelperRequestType::DatasetVerify, "dataset-verify", actionKeys, actionRequired},
        {HelperRequestType::Overwrite, "overwrite", actionKeys + QStringList {QStringLiteral("sizeBytes")},
            actionRequired + QStringList {QStringLiteral("sizeBytes")}},
        {HelperRequestType::Space, "space", actionKeys, actionRequired},
        {HelperRequestType::Sample, "sample", actionKeys, actionRequired},
        {HelperRequestType::Workload, "workload",
            actionKeys
                + QStringList {QStringLiteral("job"), QStringLiteral("runtimeSeconds"), QStringLiteral("sizeBytes")},
            actionRequired + QStringList {QStringLiteral("job")}},
        {HelperRequestType::Corrupt, "corrupt",
            actionKeys + QStringList {QStringLiteral("member"), QStringLiteral("blocks"), QStringLiteral("seed")},
            actionRequired + QStringList {QStringLiteral("member")}},
    };
    return specs;
}

// Keys that would carry something to execute: refused by name so that a smuggling attempt is
// reported as what it is, not as a typo.
const QSet<QString> &forbiddenKeys()
{
    static const QSet<QString> keys = {
        QStringLiteral("argv"),
        QStringLiteral("program"),
        QStringLiteral("command"),
        QStringLiteral("cmd"),
        QStringLiteral("shell"),
        QStringLiteral("exec"),
        QStringLiteral("args"),
        QStringLiteral("arguments"),
        QStringLiteral("env"),
        QStringLiteral("environment"),
        QStringLiteral("input"),
        QStringLiteral("script"),
        QStringLiteral("path"),
        QStringLiteral("binary"),
        QStringLiteral("labRoot"),
    };
    return keys;
}

HelperRefusal refuse(const char *rule, const QString &field, const QString &message)
{
    return {QString::fromLatin1(rule), field, message};
}

class Reader {
public:
    explicit Reader(const QJsonObject &object)
        : m_object(object)
    {
    }

    HelperRefusal refusal;

    QString string(const QString &key)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined() || !refusal.isNull())
            return {};
        if (!value.isString()) {
            refusal = wrongType(key, HelperProtocol::tr("a string"));
            return {};
        }
        const QString text = value.toString();
        if (text.size() > MaxStringChars)
            refusal = refuse("protocol.too-long", key,
                HelperProtocol::tr("Field '%1' is longer than %2 characters.").arg(key).arg(MaxStringChars));
        return text;
    }

    QStringList strings(const QString &key)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined() || !refusal.isNull())
            return {};
        if (!value.isArray()) {
            refusal = wrongType(key, HelperProtocol::tr("an array of strings"));
            return {};
        }
        const QJsonArray array = value.toArray();
        if (array.size() > MaxListEntries) {
            refusal = refuse("protocol.too-many", key,
                HelperProtocol::tr("Field '%1' has more than %2 entries.").arg(key).arg(MaxListEntries));
            return {};
        }
        QStringList result;
        for (const QJsonValue &entry : array) {
            if (!entry.isString()) {
                refusal = wrongType(key, HelperProtocol::tr("an array of strings"));
                return {};
            }
            if (entry.toString().size() > MaxStringChars) {
                refusal = refuse("protocol.too-long", key,
                    HelperProtocol::tr("An entry of '%1' is longer than %2 characters.").arg(key).arg(MaxStringChars));
                return {};
            }
            result.append(entry.toString());
        }
        return result;
    }

    bool boolean(const QString &key)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined() || !refusal.isNull())
            return false;
        if (!value.isBool()) {
            refusal = wrongType(key, HelperProtocol::tr("true or false"));
            return false;
        }
        return value.toBool();
    }

    qint64 integer(const QString &key)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined() || !refusal.isNull())
            return 0;
        const double number = value.toDouble(std::nan(""));
        // Integers up to 2^53 are exact in a double; anything else is not an integer we accept.
        if (!value.isDouble() || !std::isfinite(number) || number != std::floor(number) || std::fabs(number) > 9.0e15) {
            refusal = wrongType(key, HelperProtocol::tr("an integer"));
            return 0;
        }
        return static_cast<qint64>(number);
    }

    QVariantMap options(const QString &key)
    {
        const QJsonValue value = m_object.value(key);
        if (value.isUndefined() || !refusal.isNull())
            return {};
        if (!value.isObject()) {
            refusal = wrongType(key, HelperProtocol::tr("an object of strings, numbers and booleans"));
            return {};
        }
        const QJsonObject object = value.toObject();
        if (object.size() > MaxListEntries) {
            refusal = refuse("protocol.too-many", key,
                HelperProtocol::tr("Field '%1' has more than %2 entries.").arg(key).arg(MaxListEntries));
            return {};
        }
        QVariantMap result;
        for (auto it = object.begin(); it != object.end(); ++it) {
            const QString field = key + QLatin1Char('.') + it.key();
            if (forbiddenKeys().contains(it.key())) {
                refusal = forbidden(field);
                return {};
            }
            if (it.key().size() > 64 || (!it->isString() && !it->isDouble() && !it->isBool())) {
                refusal = wrongType(field, HelperProtocol::tr("a string, number or boolean"));
                return {};
            }
            if (it->isString() && it->toString().size() > MaxStringChars) {
                refusal = refuse("protocol.too-long", field,
                    HelperProtocol::tr("Field '%1' is longer than %2 characters.").arg(field).arg(MaxStringChars));
                return {};
            }
            result.insert(it.key(), it->toVariant());
        }
        return result;
    }

    static HelperRefusal forbidden(const QString &key)
    {
        return refuse("protocol.forbidden-key", key,
            HelperProtocol::tr("Field '%1' is refused: the helper never accepts a program, arguments, "
                               "environment or paths to run; name a recipe step instead.")
                .arg(key));
    }

private:
    static HelperRefusal wrongType(const QString &key, const QString &expected)
    {
        return refuse("protocol.wrong-type", key, HelperProtocol::tr("Field '%1' must be %2.").arg(key, expected));
    }

    QJsonObject m_object;
};

} // namespace

bool isLabAction(HelperRequestType type)
{
    switch (type) {
    case HelperRequestType::DatasetWrite:
    case HelperRequestType::DatasetVerify:
    case HelperRequestType::Overwrite:
    case HelperRequestType::Space:
    case HelperRequestType::Sample:
    case HelperRequestType::Workload:
    case HelperRequestType::Corrupt:
        return true;
    default:
        return false;
    }
}

HelperRequest HelperRequest::forRecipe(const RecipeRequest &recipe, const QString &phase, const QString &step)
{
    HelperRequest request;
    request.type = HelperRequestType::Run;
    request.session = recipe.session;
    request.stack = recipe.stack;
    request.phase = phase;
    request.step = step;
    request.disks = recipe.disks;
    request.spare = recipe.spare;
    request.failDisk = recipe.failDisk;
    request.options = recipe.options;
    request.clearSignatures = recipe.clearSignatures;
    return request;
}

int HelperProtocol::jsonDepth(const QByteArray &text)
{
    int depth = 0;
    int deepest = 0;
    bool inString = false;
    bool escaped = false;
    for (const char c : text) {
        if (inString) {
            if (escaped)
                escaped = false;
            else if (c == '\\')
                escaped = true;
            else if (c == '"')
                inString = false;
            continue;
        }
        switch (c) {
        case '"':
            inString = true;
            break;
        case '{':
        case '[':
            deepest = std::max(deepest, ++depth);
            break;
        case '}':
        case ']':
            if (--depth < 0)
                return -1;
            break;
        default:
            break;
        }
    }
    return depth == 0 && !inString ? deepest : -1;
}

HelperParseResult HelperProtocol::parseRequest(const QByteArray &line)
{
    HelperParseResult result;
    if (line.size() > HelperMaxLineBytes) {
        result.refusal = refuse("protocol.too-long", {},
            tr("The request is %1 bytes long; a request line may have at most %2 bytes.")
                .arg(line.size())
                .arg(HelperMaxLineBytes));
        return result;
    }
    const int depth = jsonDepth(line);
    if (depth > HelperMaxDepth) {
        result.refusal = refuse("protocol.too-deep", {},
            tr("The request nests %1 levels deep; at most %2 are allowed.").arg(depth).arg(HelperMaxDepth));
        return result;
    }
    // Only JSON exactly as RFC 8259 writes it reaches Qt's reader, which accepts more.
    if (const HelperRefusal strict = StrictJson::check(line); !strict.isNull()) {
        result.refusal = strict;
        return result;
    }
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(line, &error);
    if (error.error != QJsonParseError::NoError || depth < 0) {
        result.refusal = refuse("protocol.malformed", {},
            tr("The request is not valid JSON (%1 at byte %2): send one JSON object per line.")
                .arg(error.errorString())
                .arg(error.offset));
        return result;
    }
    if (!document.isObject()) {
        result.refusal = refuse("protocol.not-object", {}, tr("The request must be a JSON object."));
        return result;
    }
    const QJsonObject object = document.object();
    const QJsonValue typeValue = object.value(QLatin1String("type"));
    if (typeValue.isUndefined()) {
        result.refusal = refuse("protocol.missing-field", QStringLiteral("type"),
            tr("Field 'type' is missing: every request names its type."));
        return result;
    }
    if (!typeValue.isString()) {
        result.refusal = refuse("protocol.wrong-type", QStringLiteral("type"), tr("Field 'type' must be a string."));
        return result;
    }
    const TypeSpec *spec = nullptr;
    for (const TypeSpec &candidate : typeSpecs()) {
        if (typeValue.toString() == QLatin1String(candidate.name))
            spec = &candidate;
    }
    if (!spec) {
        result.refusal = refuse("protocol.unknown-type", QStringLiteral("type"),
            tr("Unknown request type '%1'.").arg(typeValue.toString().left(64)));
        return result;
    }
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (forbiddenKeys().contains(it.key())) {
            result.refusal = Reader::forbidden(it.key());
            return result;
        }
    }
    for (auto it = object.begin(); it != object.end(); ++it) {
        if (it.key() != QLatin1String("type") && !spec->allowed.contains(it.key())) {
            result.refusal = refuse("protocol.unknown-key", it.key().left(64),
                tr("Field '%1' is not part of a '%2' request.")
                    .arg(it.key().left(64), QString::fromLatin1(spec->name)));
            return result;
        }
    }
    for (const QString &key : spec->required) {
        if (!object.contains(key)) {
            result.refusal = refuse("protocol.missing-field", key,
                tr("Field '%1' is missing from a '%2' request.").arg(key, QString::fromLatin1(spec->name)));
            return result;
        }
    }

    Reader reader(object);
    HelperRequest &request = result.request;
    request.type = spec->type;
    request.id = reader.string(QStringLiteral("id"));
    request.version = static_cast<int>(std::clamp<qint64>(reader.integer(QStringLiteral("version")), -1, 1 << 20));
    request.session = reader.string(QStringLiteral("session"));
    request.disks = reader.strings(QStringLiteral("disks"));
    request.stack = reader.string(QStringLiteral("stack"));
    request.phase = reader.string(QStringLiteral("phase"));
    request.step = reader.string(QStringLiteral("step"));
    request.spare = reader.string(QStringLiteral("spare"));
    request.failDisk = reader.string(QStringLiteral("failDisk"));
    request.options = reader.options(QStringLiteral("options"));
    request.clearSignatures = reader.boolean(QStringLiteral("clearSignatures"));
    request.count = static_cast<int>(std::clamp<qint64>(reader.integer(QStringLiteral("count")), -1, 1 << 20));
    request.sizeBytes = reader.integer(QStringLiteral("sizeBytes"));
    request.job = reader.string(QStringLiteral("job"));
    if (object.contains(QLatin1String("files")))
        request.files = reader.integer(QStringLiteral("files"));
    if (object.contains(QLatin1String("seed")))
        request.seed = reader.integer(QStringLiteral("seed"));
    if (object.contains(QLatin1String("runtimeSeconds")))
        request.runtimeSeconds = reader.integer(QStringLiteral("runtimeSeconds"));
    request.member = reader.string(QStringLiteral("member"));
    if (object.contains(QLatin1String("blocks")))
        request.blocks = reader.integer(QStringLiteral("blocks"));
    if (reader.refusal.isNull() && request.id.size() > 128)
        reader.refusal
            = refuse("protocol.too-long", QStringLiteral("id"), tr("Field 'id' may have at most 128 characters."));
    // Every event about the request carries its id, and a client tells its requests apart by it:
    // an empty one is as good as none. (The fuzzer found `"id":""` accepted, then dropped when
    // the request was written back.)
    if (reader.refusal.isNull() && request.id.isEmpty() && spec->required.contains(QLatin1String("id")))
        reader.refusal = refuse("protocol.missing-field", QStringLiteral("id"),
            tr("Field 'id' of a '%1' request is empty: the helper names the request by it in every event.")
                .arg(QString::fromLatin1(spec->name)));
    result.refusal = reader.refusal;
    return result;
}

QByteArray HelperProtocol::serialiseRequest(const HelperRequest &request)
{
    QJsonObject object;
    object.insert(QStringLiteral("type"), requestTypeName(request.type));
    if (!request.id.isEmpty())
        object.insert(QStringLiteral("id"), request.id);
    switch (request.type) {
    case HelperRequestType::Hello:
        object.insert(QStringLiteral("version"), request.version);
        break;
    case HelperRequestType::Claim:
        object.insert(QStringLiteral("session"), request.session);
        object.insert(QStringLiteral("disks"), QJsonArray::fromStringList(request.disks));
        break;
    case HelperRequestType::Run:
    case HelperRequestType::Validate:
        object.insert(QStringLiteral("session"), request.session);
        object.insert(QStringLiteral("stack"), request.stack);
        object.insert(QStringLiteral("phase"), request.phase);
        object.insert(QStringLiteral("step"), request.step);
        object.insert(QStringLiteral("disks"), QJsonArray::fromStringList(request.disks));
        if (!request.spare.isEmpty())
            object.insert(QStringLiteral("spare"), request.spare);
        if (!request.failDisk.isEmpty())
            object.insert(QStringLiteral("failDisk"), request.failDisk);
        if (!request.options.isEmpty())
            object.insert(QStringLiteral("options"), QJsonObject::fromVariantMap(request.options));
        if (request.clearSignatures)
            object.insert(QStringLiteral("clearSignatures"), true);
        break;
    case HelperRequestType::LabLoopCreate:
        object.insert(QStringLiteral("session"), request.session);
        object.insert(QStringLiteral("count"), request.count);
        object.insert(QStringLiteral("sizeBytes"), request.sizeBytes);
        break;
    case HelperRequestType::LabLoopDestroy:
        object.insert(QStringLiteral("session"), request.session);
        break;
    case HelperRequestType::DatasetWrite:
    case HelperRequestType::DatasetVerify:
    case HelperRequestType::Overwrite:
    case HelperRequestType::Space:
    case HelperRequestType::Sample:
    case HelperRequestType::Workload:
    case HelperRequestType::Corrupt:
        object.insert(QStringLiteral("session"), request.session);
        object.insert(QStringLiteral("stack"), request.stack);
        object.insert(QStringLiteral("disks"), QJsonArray::fromStringList(request.disks));
        if (!request.spare.isEmpty())
            object.insert(QStringLiteral("spare"), request.spare);
        if (!request.failDisk.isEmpty())
            object.insert(QStringLiteral("failDisk"), request.failDisk);
        if (!request.options.isEmpty())
            object.insert(QStringLiteral("options"), QJsonObject::fromVariantMap(request.options));
        if (request.clearSignatures)
            object.insert(QStringLiteral("clearSignatures"), true);
        if (request.type == HelperRequestType::DatasetWrite || request.type == HelperRequestType::Overwrite
            || (request.type == HelperRequestType::Workload && request.sizeBytes != 0))
            object.insert(QStringLiteral("sizeBytes"), request.sizeBytes);
        if (request.files)
            object.insert(QStringLiteral("files"), *request.files);
        if (request.seed)
            object.insert(QStringLiteral("seed"), *request.seed);
        if (request.type == HelperRequestType::Workload)
            object.insert(QStringLiteral("job"), request.job);
        if (request.runtimeSeconds)
            object.insert(QStringLiteral("runtimeSeconds"), *request.runtimeSeconds);
        if (request.type == HelperRequestType::Corrupt)
            object.insert(QStringLiteral("member"), request.member);
        if (request.blocks)
            object.insert(QStringLiteral("blocks"), *request.blocks);
        break;
    case HelperRequestType::Cancel:
    case HelperRequestType::Bye:
    case HelperRequestType::Disks:
    case HelperRequestType::Versions:
    case HelperRequestType::Inventory:
    case HelperRequestType::DiskStats:
        break;
    }
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

QByteArray HelperProtocol::eventLine(HelperEventType type, const QJsonObject &fields)
{
    QJsonObject object = fields;
    object.insert(QStringLiteral("type"), eventTypeName(type));
    return QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
}

QByteArray HelperProtocol::refusedLine(const QString &id, const HelperRefusal &refusal)
{
    QJsonObject fields {{QStringLiteral("rule"), refusal.rule}, {QStringLiteral("message"), refusal.message}};
    if (!id.isEmpty())
        fields.insert(QStringLiteral("id"), id);
    if (!refusal.field.isEmpty())
        fields.insert(QStringLiteral("field"), refusal.field);
    return eventLine(HelperEventType::Refused, fields);
}

bool HelperProtocol::parseEvent(const QByteArray &line, HelperEvent *event)
{
    if (line.size() > 4 * HelperMaxLineBytes || jsonDepth(line) > HelperMaxDepth)
        return false;
    const QJsonDocument document = QJsonDocument::fromJson(line);
    if (!document.isObject())
        return false;
    QJsonObject object = document.object();
    const QString type = object.take(QStringLiteral("type")).toString();
    for (const HelperEventType candidate : {HelperEventType::Hello, HelperEventType::Accepted, HelperEventType::Refused,
             HelperEventType::Output, HelperEventType::Progress, HelperEventType::Exited, HelperEventType::Error}) {
        if (type == eventTypeName(candidate)) {
            *event = HelperEvent::fromFields(candidate, object);
            return true;
        }
    }
    return false;
}

QString HelperProtocol::requestTypeName(HelperRequestType type)
{
    for (const TypeSpec &spec : typeSpecs()) {
        if (spec.type == type)
            return QString::fromLatin1(spec.name);
    }
    return {};
}

QString HelperProtocol::eventTypeName(HelperEventType type)
{
    switch (type) {
    case HelperEventType::Hello:
        return QStringLiteral("hello");
    case HelperEventType::Accepted:
        return QStringLiteral("accepted");
    case HelperEventType::Refused:
        return QStringLiteral("refused");
    case HelperEventType::Output:
        return QStringLiteral("output");
    case HelperEventType::Progress:
        return QStringLiteral("progress");
    case HelperEventType::Exited:
        return QStringLiteral("exited");
    case HelperEventType::Error:
        return QStringLiteral("error");
    }
    return {};
}
