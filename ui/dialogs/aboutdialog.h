#pragma once

#include "about/aboutinfo.h"

#include <QDialog>

class QLabel;
class QTextBrowser;

// Help > About StackLab: the version (the one CMake gives every binary and the package), where
// each file the app loads was found, and the published sources the lab follows, cited by title.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(const AboutInfo &about = AboutInfo::current(), QWidget *parent = nullptr);

    QString versionText() const;
    QString detailsHtml() const;

    // The details as HTML: a table of the files (missing ones in red), then the sources.
    static QString toHtml(const AboutInfo &about);

private:
    QLabel *m_version;
    QTextBrowser *m_details;
};
