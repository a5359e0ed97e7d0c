#include "vm/qemuversion.h"

#include <QProcess>
#include <QRegularExpression>

QString QemuVersion::number() const
{
    return QStringLiteral("%1.%2.%3").arg(major).arg(minor).arg(micro);
}

QemuVersion QemuVersion::parse(const QString &versionOutput)
{
    static const QRegularExpression versionLine(QStringLiteral(R"(QEMU emulator version (\d+)\.(\d+)(?:\.(\d+))?)"));
    QemuVersion version;
    const QRegularExpressionMatch match = versionLine.match(versionOutput);
    if (!match.hasMatch())
        return version;
    version.major = match.captured(1).toInt();
    version.minor = match.captured(2).toInt();
    version.micro = match.captured(3).toInt();
    const qsizetype lineEnd = versionOutput.indexOf(QLatin1Char('\n'), match.capturedStart());
    version.text
        = versionOutput.mid(match.capturedStart(), lineEnd < 0 ? -1 : lineEnd - match.capturedStart()).trimmed();
    return version;
}

QemuVersion QemuVersion::probe(const QString &program)
{
    QProcess process;
    process.start(program, {QStringLiteral("--version")});
    if (!process.waitForFinished(5000)) {
        process.kill();
        process.waitForFinished(1000);
        return {};
    }
    return parse(QString::fromLocal8Bit(process.readAllStandardOutput()));
}
