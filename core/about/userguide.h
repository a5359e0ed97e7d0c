#pragma once

#include <QString>

// The user guide (docs/user-guide.md, installed as share/doc/stacklab/user-guide.md), written for
// the admin at the window, not for StackLab's developers (their map is docs/ARCHITECTURE.md and
// docs/gui.md): one "## <Page> page" section per page, which F1 shows for the page in front.
class UserGuide {
public:
    // "## Build page" for "build": the heading of a page's section.
    static QString headingFor(const QString &pageId);
    // The section under `heading` (a "## " line), up to the next "## " heading, heading included;
    // empty when the guide has no such section.
    static QString section(const QString &markdown, const QString &heading);
};
