#pragma once

#include "helper/protocol/helperprotocol.h"

#include <QByteArray>
#include <QCoreApplication>

// The helper reads requests only in JSON exactly as RFC 8259 writes it. A lenient reader (Qt's
// QJsonDocument among them) quietly accepts what two readers may take differently: a key given
// twice (one reader keeps the first, another the last: the classic way to make a viewer and an
// executor disagree), raw control characters inside strings, a byte order mark, numbers such as
// .5, 01, +1 or NaN, bytes that are not UTF-8 and unpaired surrogates. Each is refused by its own
// rule; any other deviation from the grammar is protocol.malformed, which wins over the others.
class StrictJson {
    Q_DECLARE_TR_FUNCTIONS(StrictJson)

public:
    // A null refusal when TEXT is one strict JSON value surrounded by whitespace at most; else
    // protocol.malformed, protocol.duplicate-key, protocol.control-char, protocol.bom,
    // protocol.bad-number or protocol.bad-encoding, naming the byte where it was found.
    static HelperRefusal check(const QByteArray &text);
};
