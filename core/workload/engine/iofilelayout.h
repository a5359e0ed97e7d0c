#pragma once

#include "workload/job/jobspec.h"

#include <QCoreApplication>
#include <QString>

#include <cstdint>

// The region a job clone works on, after its file was found or laid out.
struct IoRegion {
    QString path;
    bool blockDevice = false;
    std::uint64_t offset = 0;
    std::uint64_t length = 0; // bytes the job covers per loop, a multiple of bs
    int error = 0; // errno when the file could not be prepared
    QString errorText;

    bool ok() const { return error == 0; }
};

// Finds a job's file and, before timing starts, lays it out as fio does ("Laying out IO file"):
// a missing or short file of a job that reads is created and filled with incompressible data
// (or buffer_pattern); a write-only job gets the file extended to size. Block devices are used
// as they are, never created or resized.
class IoFileLayout {
    Q_DECLARE_TR_FUNCTIONS(IoFileLayout)

public:
    // Returns the region, or an error with the next step for the user.
    static IoRegion prepare(const JobSpec &spec, int clone);
    // True when prepare() would have to write data first (to tell the user why it takes time).
    static bool needsLayout(const JobSpec &spec, int clone);

    // Fills `bytes` with incompressible data from `seed`, or with `pattern` when given, repeated
    // by file offset: the byte at offset X holds pattern[X % size] (`phase` is the offset of data[0]).
    static void fill(
        unsigned char *data, std::size_t bytes, std::uint64_t seed, const QByteArray &pattern, std::uint64_t phase = 0);
};
