#pragma once

#include <QCoreApplication>
#include <QHash>
#include <QString>

#include <cstdint>

// A job sized to the directory it runs in: the built-in storage-bench asks for a 2 GiB file, which
// a lab stack on 512 MiB or 1 GiB disks cannot hold. Its size= lines are lowered so that the
// files the job makes take at most half the free space (the rest stays for the filesystem's own
// needs and whatever else is there), in whole MiB, never under 4 MiB; a job that fits stays as
// it is. The text is what the Workload page shows and runs, so the person sees the size used.
class JobFit {
    Q_DECLARE_TR_FUNCTIONS(JobFit)

public:
    struct Result {
        QString text; // the job text, size= lowered where it asked more (unchanged when it fits)
        std::uint64_t askedBytes = 0; // the largest size= the job asked per file
        std::uint64_t fittedBytes = 0; // what each file got; 0: unchanged
        int files = 0; // files the job makes
        bool changed() const { return fittedBytes > 0; }
    };

    static constexpr std::uint64_t minimumBytes = 4ULL * 1024 * 1024;

    // The job text sized to `availableBytes` free in the directory `environment` names as TESTDIR;
    // a text that does not parse, or names no size, comes back unchanged.
    static Result toSpace(const QString &text, const QHash<QString, QString> &environment, qint64 availableBytes);
    // What each of `files` files may take of `availableBytes`: half of it shared, whole MiB, at
    // least minimumBytes.
    static std::uint64_t perFileBudget(qint64 availableBytes, int files);
    // "2G", "512M", "4k": a size as a job file writes it.
    static QString sizeText(std::uint64_t bytes);
};
