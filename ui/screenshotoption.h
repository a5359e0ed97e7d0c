#pragma once

#include <QCommandLineOption>
#include <QCoreApplication>
#include <QSize>
#include <QString>

#include <optional>

class QCommandLineParser;

// What `stacklab --screenshot FILE [--page NAME] [--size WxH]` asks for.
struct ScreenshotRequest {
    QString file;
    QString pageId; // empty: the first page
    QSize size {1280, 800};
};

// The screenshot options of the stacklab command line: adds them to a parser and reads
// them back. Page names are checked later, against the pages the window really has.
class ScreenshotOption {
    Q_DECLARE_TR_FUNCTIONS(ScreenshotOption)
public:
    explicit ScreenshotOption(QCommandLineParser &parser);

    // nullopt when --screenshot was not given. On a malformed value, sets `error`.
    std::optional<ScreenshotRequest> request(const QCommandLineParser &parser, QString *error) const;

    static std::optional<QSize> parseSize(const QString &text); // "1280x800"

private:
    QCommandLineOption m_screenshot;
    QCommandLineOption m_page;
    QCommandLineOption m_size;
};
