#pragma once

#include "about/installlayout.h"
#include "about/publishedsources.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

// What the About dialog and `stacklab-cli about` show: the one version string CMake gives every
// binary, the package and the AppStream data; where the files the app loads were found; and the
// published sources the lab follows.
struct AboutInfo {
    Q_DECLARE_TR_FUNCTIONS(AboutInfo)
public:
    QString version;
    QString summary; // translated one-line description
    InstallLayout layout;
    QList<InstallLayout::File> files;
    QList<PublishedSource> sources;

    static QString versionString(); // "0.1.0", from CMake's project(VERSION)
    static AboutInfo current(const InstallLayout &layout = InstallLayout());

    // Plain text for a terminal: version, the install prefix (or the build tree), each file with
    // "missing" where it is not found, the sources.
    QString toText() const;
    // {"version", "installed", "prefix", "files":[{"role","path","found"}], "sources":[{"key","title",…}]}
    QJsonObject toJson() const;
};
