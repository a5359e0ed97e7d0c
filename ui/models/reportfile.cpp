#include "models/reportfile.h"

#include "report/export/reportexport.h"
#include "report/export/reportformat.h"

#include <QAbstractTextDocumentLayout>
#include <QFileInfo>
#include <QImage>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QSaveFile>
#include <QTextDocument>
#include <QUrl>

QString ReportFile::extensionList()
{
    return QStringLiteral("pdf, html, md, csv, json");
}

QString ReportFile::fileDialogFilter()
{
    return tr("PDF (*.pdf);;HTML, one file (*.html);;Markdown (*.md);;CSV (*.csv);;JSON (*.json)");
}

static bool saveBytes(const QByteArray &bytes, const QString &path, QString *error)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        *error = ReportFile::tr("Cannot write %1: %2. Choose another folder or free some space.")
                     .arg(path, file.errorString());
        return false;
    }
    return true;
}

bool ReportFile::write(
    const ComparisonReport &report, const QList<ReportChart> &charts, const QString &path, QString *error)
{
    const std::optional<ReportFormat> format = reportFormatFor(path);
    if (!format) {
        *error = tr("%1: unknown report format. Name the file with one of these extensions: %2.")
                     .arg(path, extensionList());
        return false;
    }
    if (*format == ReportFormat::Pdf)
        return writePdf(toHtml(report, charts), report.title, path, error);
    return saveBytes(*exportReport(report, *format, charts), path, error);
}

bool ReportFile::write(const SweepMerged &merged, const QString &path, QString *error)
{
    const std::optional<ReportFormat> format = reportFormatFor(path);
    const std::optional<QByteArray> bytes = format ? exportReport(merged, *format) : std::nullopt;
    if (!bytes) {
        *error = tr("%1: a merged sweep is written as HTML, Markdown, CSV or JSON. Name the file with one of these "
                    "extensions: html, md, csv, json.")
                     .arg(path);
        return false;
    }
    return saveBytes(*bytes, path, error);
}

void ReportFile::layOutForPdf(const QString &html, const QSizeF &pageSize, QTextDocument *document)
{
    // QTextDocument ignores CSS max-width: charts become resources drawn at the width the text
    // has, which is the page less the document's margin on both sides (a chart as wide as the
    // page was cut off at its right edge).
    const qreal textWidth = pageSize.width() - 2 * document->documentMargin();
    static const QRegularExpression dataImage(QStringLiteral("<img([^>]*) src=\"data:image/png;base64,([^\"]*)\""));
    int imageCount = 0;
    QString out;
    qsizetype last = 0;
    for (auto it = dataImage.globalMatch(html); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        QImage image;
        image.loadFromData(QByteArray::fromBase64(match.captured(2).toLatin1()), "PNG");
        const QString name = QStringLiteral("stacklab-chart-%1.png").arg(++imageCount);
        document->addResource(QTextDocument::ImageResource, QUrl(name), image);
        const qreal scale = image.isNull() ? 0 : std::min<qreal>(1.0, textWidth / image.width());
        out += html.mid(last, match.capturedStart() - last);
        // Both sizes: with the width alone QTextDocument keeps the image's own height.
        out += QStringLiteral("<img%1 width=\"%2\" height=\"%3\" src=\"%4\"")
                   .arg(match.captured(1))
                   .arg(int(image.width() * scale))
                   .arg(int(image.height() * scale))
                   .arg(name);
        last = match.capturedEnd();
    }
    out += html.mid(last);
    // Wrap at spaces only, as a browser does: QTextDocument's default also breaks inside a word,
    // so a narrow column's header read "Predicte / d". With word wrap no column is narrower
    // than its longest word.
    QTextOption option = document->defaultTextOption();
    option.setWrapMode(QTextOption::WordWrap);
    document->setDefaultTextOption(option);
    document->setHtml(out);
    document->setPageSize(pageSize);
}

bool ReportFile::writePdf(
    const QString &html, const QString &title, const QString &path, QString *error, int *pageCount)
{
    QPdfWriter writer(path);
    // 96 dpi: the document is laid out in the same pixels as on screen, so the HTML's font
    // sizes and image sizes mean what they mean in a browser. Text stays vector text.
    writer.setResolution(96);
    writer.setPageSize(QPageSize(QPageSize::A4));
    writer.setPageMargins(QMarginsF(15, 15, 15, 12), QPageLayout::Millimeter);
    writer.setTitle(title);
    writer.setCreator(QStringLiteral("StackLab"));

    const qreal width = writer.width();
    const qreal footer = 28;
    const qreal pageHeight = writer.height() - footer;

    QTextDocument document;
    layOutForPdf(html, QSizeF(width, pageHeight), &document);

    QPainter painter;
    if (!painter.begin(&writer)) {
        *error = tr("Cannot write %1: the PDF could not be created there. Choose another folder.").arg(path);
        return false;
    }
    const int pages = document.pageCount();
    QFont footerFont = painter.font();
    footerFont.setPointSizeF(8);
    for (int page = 0; page < pages; ++page) {
        if (page > 0)
            writer.newPage();
        painter.save();
        const QRectF view(0, page * pageHeight, width, pageHeight);
        painter.translate(0, -view.top());
        painter.setClipRect(view);
        QAbstractTextDocumentLayout::PaintContext context;
        context.clip = view;
        context.palette.setColor(QPalette::Text, Qt::black);
        document.documentLayout()->draw(&painter, context);
        painter.restore();
        painter.setFont(footerFont);
        painter.setPen(QColor(0x66, 0x66, 0x66));
        painter.drawText(QRectF(0, pageHeight, width, footer), Qt::AlignHCenter | Qt::AlignBottom,
            title.isEmpty() ? tr("page %1 of %2").arg(page + 1).arg(pages)
                            : tr("%1 · page %2 of %3").arg(title).arg(page + 1).arg(pages));
    }
    if (!painter.end()) {
        *error = tr("Cannot finish the PDF %1. Choose another folder or free some space.").arg(path);
        return false;
    }
    if (pageCount)
        *pageCount = pages;
    return true;
}
