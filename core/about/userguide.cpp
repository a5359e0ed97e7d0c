#include "about/userguide.h"

#include <QStringList>

QString UserGuide::headingFor(const QString &pageId)
{
    if (pageId.isEmpty())
        return {};
    return pageId.left(1).toUpper() + pageId.mid(1) + QStringLiteral(" page");
}

QString UserGuide::section(const QString &markdown, const QString &heading)
{
    const QStringList lines = markdown.split(QLatin1Char('\n'));
    QStringList out;
    bool inside = false;
    for (const QString &line : lines) {
        const bool isHeading = line.startsWith(QLatin1String("## "));
        if (isHeading && inside)
            break;
        if (isHeading && line.mid(3).trimmed() == heading)
            inside = true;
        if (inside)
            out << line;
    }
    while (!out.isEmpty() && out.constLast().trimmed().isEmpty())
        out.removeLast();
    return out.join(QLatin1Char('\n'));
}
