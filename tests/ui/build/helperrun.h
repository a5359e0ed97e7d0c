#pragma once
// Loop devices over sparse files that the Build page test attaches itself and always detaches.
#include <QProcess>
#include <QStringList>
#include <QTemporaryDir>

struct TestLoops {
    QTemporaryDir dir;
    QStringList devices;
    QStringList files;

    bool attach(int count, qint64 bytes)
    {
        for (int i = 0; i < count; ++i) {
            const QString file = dir.filePath(QStringLiteral("disk%1.img").arg(i));
            if (QProcess::execute(QStringLiteral("truncate"), {QStringLiteral("-s"), QString::number(bytes), file})
                != 0)
                return false;
            QProcess losetup;
            losetup.start(QStringLiteral("losetup"), {QStringLiteral("-f"), QStringLiteral("--show"), file});
            if (!losetup.waitForFinished(10000) || losetup.exitCode() != 0)
                return false;
            devices << QString::fromLocal8Bit(losetup.readAllStandardOutput()).trimmed();
            files << file;
        }
        return true;
    }
    ~TestLoops()
    {
        for (const QString &device : std::as_const(devices))
            QProcess::execute(QStringLiteral("losetup"), {QStringLiteral("-d"), device});
    }
};
