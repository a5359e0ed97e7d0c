#include "workload/engine/verifyformat.h"

#include "workload/engine/crc32c.h"
#include "workload/engine/iofilelayout.h"
#include "workload/engine/offsetsequence.h"

#include <cstring>
#include <ctime>

namespace {

constexpr std::size_t PoolWords = 8192; // 64 KiB of random words
constexpr std::size_t ChunkWords = 4096; // each 32 KiB of a block gets its own slice and key

// The header's fields at their offsets in fio's struct verify_header.
struct Header {
    std::uint16_t magic;
    std::uint16_t verifyType;
    std::uint32_t length;
    std::uint64_t randSeed;
    std::uint64_t offset;
    std::uint32_t timeSec;
    std::uint32_t timeNsec;
    std::uint16_t thread;
    std::uint16_t numberio;
    std::uint32_t crc;
};
static_assert(sizeof(Header) == VerifyFormat::HeaderBytes, "fio's verify_header is 40 bytes");
static_assert(offsetof(Header, crc) == 36, "the header crc covers the 36 bytes before it");

std::uint64_t mix(std::uint64_t x)
{
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

// fio's hexdump() of a checksum: its bytes in memory order.
QString hexBytes(std::uint32_t value)
{
    unsigned char bytes[4];
    std::memcpy(bytes, &value, 4);
    return QString::asprintf("%02x%02x%02x%02x", bytes[0], bytes[1], bytes[2], bytes[3]);
}

} // namespace

VerifyFormat::VerifyFormat(std::uint32_t interval, std::uint64_t seed, const QByteArray &pattern)
    : m_interval(interval)
    , m_pattern(pattern)
{
    if (!m_pattern.isEmpty())
        return;
    m_pool.resize(PoolWords);
    FastRandom random(mix(seed));
    for (std::uint64_t &word : m_pool)
        word = random.next();
}

std::uint64_t VerifyFormat::seedFor(std::uint64_t jobSeed, std::uint64_t writeIndex)
{
    return mix(jobSeed ^ mix(writeIndex));
}

void VerifyFormat::fillData(unsigned char *data, std::size_t bytes, std::uint64_t seed, std::uint64_t offset) const
{
    if (!m_pattern.isEmpty()) {
        IoFileLayout::fill(data, bytes, 0, m_pattern, offset);
        return;
    }
    // A rotated slice of the pool XOR a key, per 32 KiB: unique to the write, incompressible,
    // and one vectorised pass instead of a random number per word (fio's __fill_random_buf).
    std::size_t word = 0;
    const std::size_t words = bytes / 8;
    for (std::uint64_t chunk = 0; word < words; ++chunk) {
        const std::uint64_t key = mix(seed + chunk);
        std::size_t from = static_cast<std::size_t>(key >> 40) % PoolWords;
        const std::size_t end = std::min(words, word + ChunkWords);
        while (word < end) {
            const std::size_t run = std::min(end - word, PoolWords - from);
            auto *out = reinterpret_cast<std::uint64_t *>(data) + word;
            const std::uint64_t *in = m_pool.data() + from;
            for (std::size_t i = 0; i < run; ++i)
                out[i] = in[i] ^ key;
            word += run;
            from = 0;
        }
    }
    for (std::size_t i = words * 8; i < bytes; ++i)
        data[i] = static_cast<unsigned char>(mix(seed + i));
}

void VerifyFormat::fill(unsigned char *block, std::uint32_t length, const VerifyStamp &stamp) const
{
    fillData(block, length, stamp.randSeed, stamp.offset);
    const std::uint32_t interval = intervalFor(length);
    timespec now {};
    clock_gettime(CLOCK_REALTIME, &now);
    for (std::uint32_t at = 0; at + interval <= length; at += interval) {
        Header header {};
        header.magic = Magic;
        header.verifyType = TypeCrc32c;
        header.length = interval;
        header.randSeed = stamp.randSeed;
        header.offset = stamp.offset + at;
        header.timeSec = static_cast<std::uint32_t>(now.tv_sec);
        header.timeNsec = static_cast<std::uint32_t>(now.tv_nsec);
        header.thread = stamp.thread;
        header.numberio = stamp.numberio;
        header.crc = Crc32c::fio(&header, offsetof(Header, crc));
        std::memcpy(block + at, &header, sizeof header);
        const std::uint32_t dataCrc = Crc32c::fio(block + at + HeaderAndCrcBytes, interval - HeaderAndCrcBytes);
        std::memcpy(block + at + HeaderBytes, &dataCrc, 4);
    }
}

void VerifyFormat::checkPattern(const unsigned char *block, const unsigned char *wanted, std::uint32_t length,
    std::uint64_t offset, const QString &path, QList<VerifyFailure> *failures)
{
    std::uint32_t at = 0;
    while (at < length && block[at] == wanted[at])
        ++at;
    if (at == length)
        return;
    VerifyFailure failure;
    failure.file = path;
    failure.offset = offset;
    failure.length = length;
    failure.blockOffset = offset;
    failure.blockLength = length;
    failure.check = QStringLiteral("pattern");
    failure.expected = QString::asprintf("%02x", wanted[at]);
    failure.received = QString::asprintf("%02x", block[at]);
    failure.report = QStringLiteral("fio: got pattern '%1', wanted '%2'. Bad bits %3\nfio: bad pattern block offset "
                                    "%4\npattern: verify failed at file %5 offset %6, length %7 (requested block: "
                                    "offset=%6, length=%7, flags=8)")
                         .arg(failure.received, failure.expected)
                         .arg(__builtin_popcount(static_cast<unsigned>(block[at] ^ wanted[at])))
                         .arg(at)
                         .arg(path)
                         .arg(offset)
                         .arg(length);
    failures->append(failure);
}

bool VerifyFormat::check(const unsigned char *block, std::uint32_t length, const VerifyExpectation &expected,
    const QString &path, bool firstOnly, QList<VerifyFailure> *failures) const
{
    const std::uint32_t interval = intervalFor(length);
    bool good = true;
    for (std::uint32_t at = 0; at + interval <= length; at += interval) {
        Header header;
        std::memcpy(&header, block + at, sizeof header);
        VerifyFailure failure;
        failure.file = path;
        failure.offset = expected.offset + at;
        failure.length = interval;
        failure.blockOffset = expected.offset;
        failure.blockLength = length;
        // verify_header(): the first wrong field names the failure, then where it is.
        auto headerFails = [&](const QString &check, const QString &line, std::uint64_t want, std::uint64_t got) {
            failure.check = check;
            failure.expected = QString::number(want);
            failure.received = QString::number(got);
            failure.report = line
                + QStringLiteral(" at file %1 offset %2, length %3 (requested block: offset=%4, length=%5)")
                      .arg(path)
                      .arg(failure.offset)
                      .arg(interval)
                      .arg(expected.offset)
                      .arg(length);
            failures->append(failure);
            return false;
        };
        if (header.magic != Magic)
            return headerFails(QStringLiteral("magic"),
                QString::asprintf("verify: bad magic header %x, wanted %x", header.magic, Magic), Magic, header.magic);
        if (header.length != interval)
            return headerFails(QStringLiteral("length"),
                QStringLiteral("verify: bad header length %1, wanted %2").arg(header.length).arg(interval), interval,
                header.length);
        if (expected.randSeed && header.randSeed != *expected.randSeed)
            return headerFails(QStringLiteral("rand_seed"),
                QStringLiteral("verify: bad header rand_seed %1, wanted %2")
                    .arg(header.randSeed)
                    .arg(*expected.randSeed),
                *expected.randSeed, header.randSeed);
        if (header.offset != expected.offset + at)
            return headerFails(QStringLiteral("offset"),
                QStringLiteral("verify: bad header offset %1, wanted %2").arg(header.offset).arg(expected.offset + at),
                expected.offset + at, header.offset);
        if (expected.numberio && header.numberio != *expected.numberio)
            return headerFails(QStringLiteral("numberio"),
                QStringLiteral("verify: bad header numberio %1, wanted %2")
                    .arg(header.numberio)
                    .arg(*expected.numberio),
                *expected.numberio, header.numberio);
        const std::uint32_t headerCrc = Crc32c::fio(&header, offsetof(Header, crc));
        if (headerCrc != header.crc)
            return headerFails(QStringLiteral("header crc"),
                QString::asprintf("verify: bad header crc %x, calculated %x", header.crc, headerCrc), header.crc,
                headerCrc);

        std::uint32_t stored;
        std::memcpy(&stored, block + at + HeaderBytes, 4);
        const std::uint32_t computed = Crc32c::fio(block + at + HeaderAndCrcBytes, interval - HeaderAndCrcBytes);
        if (computed == stored)
            continue;
        failure.check = QStringLiteral("crc32c");
        failure.expected = hexBytes(stored);
        failure.received = hexBytes(computed);
        failure.report = QStringLiteral("crc32c: verify failed at file %1 offset %2, length %3 (requested block: "
                                        "offset=%4, length=%5, flags=%6)\n       Expected CRC: %7\n       Received "
                                        "CRC: %8")
                             .arg(path)
                             .arg(failure.offset)
                             .arg(interval)
                             .arg(expected.offset)
                             .arg(length)
                             .arg(expected.flags, 0, 16)
                             .arg(failure.expected, failure.received);
        if (header.verifyType != TypeCrc32c)
            failure.report += QStringLiteral("\nfio: verify type mismatch (%1 media, %2 given)")
                                  .arg(header.verifyType)
                                  .arg(TypeCrc32c);
        failures->append(failure);
        good = false;
        if (firstOnly)
            break;
    }
    return good;
}
