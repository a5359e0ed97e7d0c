#pragma once

#include <QString>

#include <optional>

// Why a parser gave up: the 1-based line number, the line itself and what was expected there.
struct ParseError {
    int line = 0;
    QString text;
    QString message;

    QString toString() const;
};

// A parser's answer: the value, or the error that stopped it (value then holds what was read so far).
template<typename T> struct ParseResult {
    T value {};
    std::optional<ParseError> error;

    bool ok() const { return !error.has_value(); }
};
