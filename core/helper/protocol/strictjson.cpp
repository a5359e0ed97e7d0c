#include "helper/protocol/strictjson.h"

#include <QRegularExpression>
#include <QSet>

#include <cctype>
#include <optional>

namespace {

// Deeper nesting is refused before this reader runs (protocol.too-deep); the limit only keeps an
// unbalanced line ("[[[[…") from recursing through 64 KiB.
constexpr int MaxNesting = 64;

class Reader {
public:
    explicit Reader(const QByteArray &text)
        : m_text(text)
    {
    }

    HelperRefusal run()
    {
        if (m_text.startsWith("\xEF\xBB\xBF")) {
            note("protocol.bom", StrictJson::tr("The request starts with a byte order mark: send plain UTF-8."));
            m_pos = 3;
        }
        skipSpace();
        if (!value(0))
            return m_malformed;
        skipSpace();
        if (m_pos != m_text.size()) {
            malformed(StrictJson::tr("data after the JSON value"));
            return m_malformed;
        }
        return m_first;
    }

private:
    bool atEnd() const { return m_pos >= m_text.size(); }
    char peek() const { return atEnd() ? '\0' : m_text.at(m_pos); }

    void skipSpace()
    {
        while (!atEnd() && (peek() == ' ' || peek() == '\t' || peek() == '\n' || peek() == '\r'))
            ++m_pos;
    }

    bool malformed(const QString &what)
    {
        m_malformed = {QStringLiteral("protocol.malformed"), {},
            StrictJson::tr("The request is not valid JSON (%1 at byte %2): send one JSON object per line.")
                .arg(what)
                .arg(m_pos)};
        return false;
    }

    // A deviation that a lenient reader would accept: the first one is reported, unless the line
    // turns out to be malformed anyway.
    void note(const char *rule, const QString &message)
    {
        if (m_first.isNull())
            m_first = {QString::fromLatin1(rule), {}, message};
    }

    bool value(int depth)
    {
        if (depth > MaxNesting)
            return malformed(StrictJson::tr("nesting too deep"));
        skipSpace();
        if (atEnd())
            return malformed(StrictJson::tr("a value is missing"));
        const char c = peek();
        if (c == '{')
            return object(depth);
        if (c == '[')
            return array(depth);
        if (c == '"') {
            QString ignored;
            return string(&ignored);
        }
        return scalar();
    }

    bool object(int depth)
    {
        ++m_pos;
        QSet<QString> keys;
        skipSpace();
        if (peek() == '}') {
            ++m_pos;
            return true;
        }
        while (true) {
            skipSpace();
            if (peek() != '"')
                return malformed(StrictJson::tr("a key must be a string"));
            const qsizetype keyAt = m_pos;
            QString key;
            if (!string(&key))
                return false;
            if (keys.contains(key))
                note("protocol.duplicate-key",
                    StrictJson::tr("Key '%1' appears twice in one object (byte %2): each key may appear once, so "
                                   "that every reader of the request sees the same value.")
                        .arg(key.left(64))
                        .arg(keyAt));
            keys.insert(key);
            skipSpace();
            if (peek() != ':')
                return malformed(StrictJson::tr("':' expected"));
            ++m_pos;
            bool done = false;
            if (!value(depth + 1) || !next('}', &done))
                return false;
            if (done)
                return true;
        }
    }

    bool array(int depth)
    {
        ++m_pos;
        skipSpace();
        if (peek() == ']') {
            ++m_pos;
            return true;
        }
        while (true) {
            bool done = false;
            if (!value(depth + 1) || !next(']', &done))
                return false;
            if (done)
                return true;
        }
    }

    // After a member or an element: ',' goes on, CLOSE ends the container (*done), else malformed.
    bool next(char close, bool *done)
    {
        skipSpace();
        if (peek() != ',' && peek() != close)
            return malformed(StrictJson::tr("',' or '%1' expected").arg(QLatin1Char(close)));
        *done = peek() == close;
        ++m_pos;
        return true;
    }

    // Decodes into *out (keys are compared decoded: "type" and "typ\u0065" are one key).
    bool string(QString *out)
    {
        ++m_pos; // the opening quote
        while (true) {
            if (atEnd())
                return malformed(StrictJson::tr("unterminated string"));
            const auto c = static_cast<unsigned char>(m_text.at(m_pos));
            if (c == '"') {
                ++m_pos;
                return true;
            }
            if (c < 0x20) {
                note("protocol.control-char",
                    StrictJson::tr("A string holds the raw control character 0x%1 (byte %2): write it escaped, "
                                   "or better not at all.")
                        .arg(c, 2, 16, QLatin1Char('0'))
                        .arg(m_pos));
                ++m_pos;
                continue;
            }
            if (c == '\\') {
                if (!escape(out))
                    return false;
                continue;
            }
            if (c < 0x80) {
                out->append(QLatin1Char(static_cast<char>(c)));
                ++m_pos;
                continue;
            }
            utf8(out);
        }
    }

    bool escape(QString *out)
    {
        const char e = m_pos + 1 < m_text.size() ? m_text.at(m_pos + 1) : '\0';
        static const QByteArray simple = QByteArrayLiteral("\"\\/bfnrt");
        static const QByteArray meaning = QByteArrayLiteral("\"\\/\b\f\n\r\t");
        if (const qsizetype index = simple.indexOf(e); index >= 0 && e != '\0') {
            out->append(QLatin1Char(meaning.at(index)));
            m_pos += 2;
            return true;
        }
        if (e != 'u')
            return malformed(StrictJson::tr("invalid escape"));
        const std::optional<char16_t> unit = hex4(m_pos + 2);
        if (!unit)
            return malformed(StrictJson::tr("invalid \\u escape"));
        const qsizetype at = m_pos;
        m_pos += 6;
        if (QChar::isHighSurrogate(*unit)) {
            const std::optional<char16_t> low = m_text.mid(m_pos, 2) == "\\u" ? hex4(m_pos + 2) : std::nullopt;
            if (low && QChar::isLowSurrogate(*low)) {
                out->append(QChar(*unit));
                out->append(QChar(*low));
                m_pos += 6;
                return true;
            }
        }
        if (QChar::isSurrogate(*unit)) {
            note("protocol.bad-encoding",
                StrictJson::tr("The escape at byte %1 is half of a UTF-16 surrogate pair: it encodes no character.")
                    .arg(at));
            out->append(QChar::ReplacementCharacter);
            return true;
        }
        out->append(QChar(*unit));
        return true;
    }

    std::optional<char16_t> hex4(qsizetype at) const
    {
        if (at + 4 > m_text.size())
            return std::nullopt;
        bool ok = false;
        const QByteArray digits = m_text.mid(at, 4);
        const uint value = digits.toUInt(&ok, 16);
        static const QRegularExpression hex(QStringLiteral("\\A[0-9A-Fa-f]{4}\\z"));
        if (!ok || !hex.match(QString::fromLatin1(digits)).hasMatch())
            return std::nullopt;
        return static_cast<char16_t>(value);
    }

    // One UTF-8 sequence: shortest form, no surrogates, at most U+10FFFF.
    void utf8(QString *out)
    {
        const auto lead = static_cast<unsigned char>(m_text.at(m_pos));
        int length = 0;
        uint code = 0;
        uint minimum = 0;
        if ((lead & 0xE0) == 0xC0) {
            length = 2;
            code = lead & 0x1F;
            minimum = 0x80;
        } else if ((lead & 0xF0) == 0xE0) {
            length = 3;
            code = lead & 0x0F;
            minimum = 0x800;
        } else if ((lead & 0xF8) == 0xF0) {
            length = 4;
            code = lead & 0x07;
            minimum = 0x10000;
        }
        bool ok = length > 0 && m_pos + length <= m_text.size();
        for (int i = 1; ok && i < length; ++i) {
            const auto next = static_cast<unsigned char>(m_text.at(m_pos + i));
            ok = (next & 0xC0) == 0x80;
            code = (code << 6) | (next & 0x3F);
        }
        ok = ok && code >= minimum && code <= 0x10FFFF && !(code >= 0xD800 && code <= 0xDFFF);
        if (!ok) {
            note("protocol.bad-encoding",
                StrictJson::tr("Byte %1 is not part of valid UTF-8: send the request as UTF-8.").arg(m_pos));
            out->append(QChar::ReplacementCharacter);
            ++m_pos;
            return;
        }
        out->append(QString::fromUcs4(reinterpret_cast<const char32_t *>(&code), 1));
        m_pos += length;
    }

    bool scalar()
    {
        const qsizetype start = m_pos;
        while (!atEnd()) {
            const char c = peek();
            if (!(std::isalnum(static_cast<unsigned char>(c)) || c == '+' || c == '-' || c == '.'))
                break;
            ++m_pos;
        }
        const QByteArray token = m_text.mid(start, m_pos - start);
        if (token == "true" || token == "false" || token == "null")
            return true;
        static const QRegularExpression number(
            QStringLiteral("\\A-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][+-]?[0-9]+)?\\z"));
        if (number.match(QString::fromLatin1(token)).hasMatch())
            return true;
        const QByteArray lower = token.toLower();
        const bool numberLike = !token.isEmpty()
            && (std::isdigit(static_cast<unsigned char>(token.at(0))) || token.at(0) == '-' || token.at(0) == '+'
                || token.at(0) == '.' || lower.contains("nan") || lower.contains("inf"));
        if (!numberLike) {
            m_pos = start;
            return malformed(StrictJson::tr("unexpected character"));
        }
        note("protocol.bad-number",
            StrictJson::tr("'%1' (byte %2) is not a JSON number: write numbers as JSON does (0.5, not .5; 1, not 01, "
                           "+1 or 1.; no NaN, Infinity or hexadecimal).")
                .arg(QString::fromLatin1(token.left(32)))
                .arg(start));
        return true;
    }

    const QByteArray &m_text;
    qsizetype m_pos = 0;
    HelperRefusal m_first;
    HelperRefusal m_malformed;
};

} // namespace

HelperRefusal StrictJson::check(const QByteArray &text)
{
    return Reader(text).run();
}
