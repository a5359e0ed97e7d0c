#pragma once

#include <QList>
#include <QString>

// One line of /proc/self/mountinfo (see proc(5)).
struct MountEntry {
    int mountId = 0;
    int parentId = 0;
    int major = 0;
    int minor = 0;
    QString root; // the path inside the filesystem that is mounted: "/" unless a bind mount or a subvolume
    QString mountPoint;
    QString fsType;
    QString source; // mount source: /dev/vda, /dev/mapper/vg-root, tank/data, tmpfs …
    bool operator==(const MountEntry &) const = default;

    bool isBind() const { return root != QLatin1String("/"); }
};

// Pure parser of /proc/self/mountinfo text. Lines it cannot read are skipped.
class MountInfoParser {
public:
    static QList<MountEntry> parse(const QString &text);
    static QString unescape(const QString &field); // \040 → space, \011 tab, \012 newline, \134 backslash
};
