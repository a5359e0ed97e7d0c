#pragma once

#include <QHashFunctions>
#include <QString>

#include <compare>
#include <optional>
#include <sys/types.h>

// A block device number, the kernel's own name for a device: what st_rdev holds and what
// /sys/dev/block/MAJ:MIN is named after. Any path can carry any number (mknod), so the helper
// judges a device only by its number, never by the path a client named it by.
struct DeviceNumber {
    unsigned int major = 0;
    unsigned int minor = 0;

    static DeviceNumber fromDev(dev_t dev);
    // "8:32", as /sys/dev/block and mountinfo write it; nullopt for anything else.
    static std::optional<DeviceNumber> parse(const QString &text);
    dev_t toDev() const;
    QString toString() const; // "8:32"
    bool isNull() const { return major == 0 && minor == 0; }
    auto operator<=>(const DeviceNumber &) const = default;
};

inline size_t qHash(const DeviceNumber &number, size_t seed = 0)
{
    return qHashMulti(seed, number.major, number.minor);
}

// What the helper found out about one device by itself, from its number: never a name the
// client typed. Everything the helper passes on to a command line comes from here.
struct DeviceIdentity {
    DeviceNumber number;
    QString kernelName; // the kernel's name for the number (/sys/dev/block/MAJ:MIN): sdc, loop3, md127
    QString node; // the kernel-canonical node on the devtmpfs at /dev: /dev/sdc
    // What names the medium rather than the slot: "wwid:…", "serial:…", "loop:<backing file>";
    // empty when the device carries none (an unbound loop device, a disk without serial).
    QString medium;

    bool isNull() const { return node.isEmpty(); }
    // The node devtmpfs makes for a kernel name: "/dev/" + name, with '!' standing for '/'
    // (cciss!c0d0 is /dev/cciss/c0d0). Empty for a name that could leave /dev.
    static QString canonicalNode(const QString &kernelName);
    bool operator==(const DeviceIdentity &) const = default;
};
