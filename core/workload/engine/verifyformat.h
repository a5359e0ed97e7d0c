#pragma once

#include "workload/results/workloadresult.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <cstdint>
#include <optional>
#include <vector>

// What a written block says about itself in its verify headers.
struct VerifyStamp {
    std::uint64_t offset = 0; // file offset of the block
    std::uint64_t randSeed = 0; // the seed its data came from
    std::uint16_t numberio = 0; // which write of the job it was (fio keeps 16 bits)
    std::uint16_t thread = 1;
};

// What a block read back must say; the optional fields are checked only when set (fio checks
// rand_seed for rw jobs and numberio for write jobs that are not time_based or verify_only).
struct VerifyExpectation {
    std::uint64_t offset = 0;
    std::optional<std::uint64_t> randSeed;
    std::optional<std::uint16_t> numberio;
    unsigned flags = 0x8; // fio's io_u flags in its report: 0x8 a read, 0x88 a read of its own write list
};

// fio's verify=crc32c block format, as fio 3.33 (Debian 12) writes it (verify.h, verify.c):
// every verify_interval bytes of a block (default: the whole block) begin with a 40-byte
// struct verify_header {u16 magic 0xacca, u16 verify_type 5, u32 len, u64 rand_seed,
// u64 offset, u32 time_sec, u32 time_nsec, u16 thread, u16 numberio, u32 crc32c of the
// previous 36 bytes}, then a u32 crc32c of the rest of the interval, then data; little endian.
// A file written by fio verifies here and the other way round (tests/integration/workload).
// Failures are reported in fio's words, so a fio user reads them as fio's own.
class VerifyFormat {
public:
    static constexpr std::uint16_t Magic = 0xacca;
    static constexpr std::uint16_t TypeCrc32c = 5; // VERIFY_CRC32C in fio's enum
    static constexpr std::uint32_t HeaderBytes = 40;
    static constexpr std::uint32_t HeaderAndCrcBytes = 44;

    // `interval`: bytes per header (fio's verify_interval, 0: the block size). `pattern`: the
    // job's verify_pattern/buffer_pattern, else random data unique to each write.
    VerifyFormat(std::uint32_t interval, std::uint64_t seed, const QByteArray &pattern);

    // Fills a block about to be written: data, then a header per interval.
    void fill(unsigned char *block, std::uint32_t length, const VerifyStamp &stamp) const;

    // Checks a block read back from `path`; appends one failure per bad interval (a bad header
    // ends the block, as in fio; `firstOnly`: verify_fatal). True when the block is good.
    bool check(const unsigned char *block, std::uint32_t length, const VerifyExpectation &expected, const QString &path,
        bool firstOnly, QList<VerifyFailure> *failures) const;

    // verify=pattern (no header): reports the first byte of `block` that differs from `wanted`
    // as fio's verify_io_u_pattern() does.
    static void checkPattern(const unsigned char *block, const unsigned char *wanted, std::uint32_t length,
        std::uint64_t offset, const QString &path, QList<VerifyFailure> *failures);

    // The data seed of the n-th write of a job: replaying the job gives the same seeds back.
    static std::uint64_t seedFor(std::uint64_t jobSeed, std::uint64_t writeIndex);
    // The interval a block of `length` is stamped with.
    std::uint32_t intervalFor(std::uint32_t length) const
    {
        return m_interval != 0 && m_interval <= length ? m_interval : length;
    }

private:
    void fillData(unsigned char *data, std::size_t bytes, std::uint64_t seed, std::uint64_t offset) const;

    std::uint32_t m_interval = 0;
    QByteArray m_pattern;
    std::vector<std::uint64_t> m_pool; // random words, sliced and keyed per write
};
