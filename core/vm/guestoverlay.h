#pragma once

#include <QCoreApplication>
#include <QMap>
#include <QString>

// The helper for the guest, packed at boot time instead of baked into the cached image: a newc
// cpio with /opt/stacklab/bin/stacklab-helper and every library it links under
// /opt/stacklab/lib (the host's own loader included, so the guest's glibc never has to match),
// and the link that keeps the helper's dataset manifests in the share, appended to the image's
// initrd. The kernel unpacks concatenated archives in order.
class GuestOverlay {
    Q_DECLARE_TR_FUNCTIONS(GuestOverlay)

public:
    static constexpr auto guestRoot = "/opt/stacklab";
    // The helper's dataset manifests: a link to <share>/stacklab-datasets, kept across a power cut.
    static constexpr auto datasetLink = "/var/lib/stacklab/datasets";
    static constexpr auto shareDatasetDir = "stacklab-datasets";

    // soname -> host path from `ldd` output; the loader is keyed "ld-linux-x86-64.so.2".
    static QMap<QString, QString> parseLdd(const QByteArray &lddOutput);

    // Runs ldd on `helper` and writes the overlay cpio to `cpioPath`. False with *error set.
    static bool write(const QString &helper, const QString &cpioPath, QString *error, qint64 *bytes = nullptr,
        int *libraryCount = nullptr);

    // `base` (the cached, compressed initrd), zero padding to 4 bytes, then `overlay`: what
    // QEMU gets as -initrd.
    static bool concatenate(const QString &base, const QString &overlay, const QString &out, QString *error);
};
