#pragma once

#include <QCoreApplication>
#include <QString>
#include <QStringList>

// The cached virtual lab image that scripts/vm/build-image.sh writes:
// <cacheRoot>/<key>/{vmlinuz,initrd.img,manifest.txt,build-info.txt}, with
// <cacheRoot>/current pointing at the newest build. <key> is cacheKey() of
// manifest.txt (the package versions and script hashes the image was built from).
class VmImage {
    Q_DECLARE_TR_FUNCTIONS(VmImage)

public:
    explicit VmImage(const QString &cacheRoot = defaultCacheRoot());

    // $STACKLAB_VM_CACHE, else /var/cache/stacklab/vm.
    static QString defaultCacheRoot();
    // First 16 hex digits of the SHA-256 of the manifest (what `sha256sum | cut -c1-16` prints).
    static QString cacheKey(const QByteArray &manifest);

    QString cacheRoot() const { return m_cacheRoot; }
    // The image directory `current` points at (empty when there is none).
    QString directory() const;
    QString key() const;
    QString kernelPath() const;
    QString initrdPath() const;
    // From build-info.txt: "kernel 6.12…", "zfs 2.3.2…".
    QString kernelVersion() const;
    QString zfsVersion() const;

    bool isPresent() const { return missing().isEmpty(); }
    // What is missing or inconsistent, each with the next step; empty when the image is usable.
    QStringList missing() const;

private:
    QString buildInfo(const QString &field) const;

    QString m_cacheRoot;
};
