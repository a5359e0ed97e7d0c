#include "monitor/sample/parseerror.h"

#include <QCoreApplication>

QString ParseError::toString() const
{
    if (line <= 0)
        return message;
    return QCoreApplication::translate("ParseError", "line %1: %2 (\"%3\")").arg(line).arg(message, text.trimmed());
}
