#pragma once

#include <QString>

// The GUI's documentation (docs/gui.md, installed as share/doc/stacklab/gui.md): one "## <Page>
// page" section per page, which F1 shows for the page in front.
class UserGuide {
public:
    // "## Build page" for "build": the heading of a page's section.
    static QString headingFor(const QString &pageId);
    // The section under `heading` (a "## " line), up to the next "## " heading, heading included;
    // empty when the guide has no such section.
    static QString section(const QString &markdown, const QString &heading);
};
