#pragma once

#include <QDialog>

class QTextBrowser;

// Help > Documentation for this page (F1): the page's section of the user guide
// (docs/user-guide.md, found through InstallLayout), rendered from its Markdown. Says where the guide
// should be when it is missing, instead of showing nothing.
class PageHelpDialog : public QDialog {
    Q_OBJECT
public:
    explicit PageHelpDialog(QWidget *parent = nullptr);

    // Shows the section of `pageId` ("build") read from `guidePath`; false when there is none.
    bool showPage(const QString &pageId, const QString &pageTitle, const QString &guidePath);
    QString markdown() const;

private:
    QTextBrowser *m_text;
};
