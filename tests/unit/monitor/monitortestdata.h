#pragma once

#include "monitor/sample/parseerror.h"

#include <QFile>
#include <QString>
#include <QTest>

// Reads tests/data/monitor/NAME; fails the test when the capture is missing.
inline QString monitorCapture(const QString &name)
{
    QFile file(QStringLiteral(STACKLAB_TEST_DATA_DIR "/monitor/") + name);
    if (!file.open(QIODevice::ReadOnly)) {
        QTest::qFail(qPrintable(QStringLiteral("missing capture %1").arg(file.fileName())), __FILE__, __LINE__);
        return {};
    }
    return QString::fromUtf8(file.readAll());
}

constexpr qint64 KiB = 1024;
constexpr qint64 MiB = 1024 * KiB;
constexpr qint64 GiB = 1024 * MiB;

// The error of a result for a test message; empty when the parse succeeded.
template<typename T> QString parseErrorText(const ParseResult<T> &result)
{
    return result.error ? result.error->toString() : QString();
}
