#include "screenshotoption.h"

#include <QCommandLineParser>
#include <QRegularExpression>

ScreenshotOption::ScreenshotOption(QCommandLineParser &parser)
    : m_screenshot(QStringLiteral("screenshot"),
        tr("Render the window to the PNG file FILE and exit (works with QT_QPA_PLATFORM=offscreen)."), tr("FILE"))
    , m_page(QStringLiteral("page"), tr("With --screenshot: the page to show, e.g. disks."), tr("NAME"))
    , m_size(QStringLiteral("size"), tr("With --screenshot: the window size, default 1280x800."), tr("WxH"))
{
    parser.addOption(m_screenshot);
    parser.addOption(m_page);
    parser.addOption(m_size);
}

std::optional<QSize> ScreenshotOption::parseSize(const QString &text)
{
    static const QRegularExpression pattern(QStringLiteral("^(\\d{3,5})x(\\d{3,5})$"));
    const QRegularExpressionMatch match = pattern.match(text.trimmed());
    if (!match.hasMatch())
        return std::nullopt;
    const QSize size(match.captured(1).toInt(), match.captured(2).toInt());
    if (size.width() < 640 || size.height() < 400 || size.width() > 7680 || size.height() > 4320)
        return std::nullopt;
    return size;
}

std::optional<ScreenshotRequest> ScreenshotOption::request(const QCommandLineParser &parser, QString *error) const
{
    if (!parser.isSet(m_screenshot)) {
        if (parser.isSet(m_page) || parser.isSet(m_size))
            *error = tr("--page and --size only go with --screenshot FILE");
        return std::nullopt;
    }
    ScreenshotRequest request;
    request.file = parser.value(m_screenshot);
    request.pageId = parser.value(m_page);
    if (request.file.isEmpty()) {
        *error = tr("--screenshot needs a file name, e.g. --screenshot disks.png");
        return std::nullopt;
    }
    if (parser.isSet(m_size)) {
        const std::optional<QSize> size = parseSize(parser.value(m_size));
        if (!size) {
            *error = tr("--size %1: give the width and height in pixels, e.g. 1280x800 (at least 640x400)")
                         .arg(parser.value(m_size));
            return std::nullopt;
        }
        request.size = *size;
    }
    return request;
}
