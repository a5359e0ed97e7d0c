#include "workload/engine/crc32c.h"

#include <array>
#include <cstring>

#if defined(__x86_64__)
#include <nmmintrin.h>
#endif

namespace {

constexpr std::uint32_t Polynomial = 0x82f63b78u;

struct Tables {
    std::uint32_t slice[8][256];
    Tables()
    {
        for (std::uint32_t n = 0; n < 256; ++n) {
            std::uint32_t crc = n;
            for (int k = 0; k < 8; ++k)
                crc = crc & 1 ? (crc >> 1) ^ Polynomial : crc >> 1;
            slice[0][n] = crc;
        }
        for (std::uint32_t n = 0; n < 256; ++n) {
            for (int k = 1; k < 8; ++k)
                slice[k][n] = (slice[k - 1][n] >> 8) ^ slice[0][slice[k - 1][n] & 0xff];
        }
    }
};

const Tables &tables()
{
    static const Tables instance;
    return instance;
}

#if defined(__x86_64__)
// Three interleaved streams need their registers combined: shifting a CRC register over N zero
// bytes is a linear map over GF(2), applied with four 256-entry tables (Mark Adler's crc32c.c).
constexpr std::size_t LongBlock = 8192;
constexpr std::size_t ShortBlock = 256;

std::uint32_t matrixTimes(const std::uint32_t *matrix, std::uint32_t vector)
{
    std::uint32_t sum = 0;
    for (; vector; vector >>= 1, ++matrix) {
        if (vector & 1)
            sum ^= *matrix;
    }
    return sum;
}

void matrixSquare(std::uint32_t *square, const std::uint32_t *matrix)
{
    for (int n = 0; n < 32; ++n)
        square[n] = matrixTimes(matrix, matrix[n]);
}

struct ShiftTable {
    std::uint32_t table[4][256];

    // The operator for `bytes` zero bytes (a power of two), as four byte-indexed tables.
    explicit ShiftTable(std::size_t bytes)
    {
        std::uint32_t odd[32];
        std::uint32_t even[32];
        odd[0] = Polynomial; // one zero bit
        for (int n = 1; n < 32; ++n)
            odd[n] = 1u << (n - 1);
        matrixSquare(even, odd); // two zero bits
        matrixSquare(odd, even); // four zero bits
        const std::uint32_t *result = nullptr;
        for (;;) { // each square doubles: the first gives one zero byte
            matrixSquare(even, odd);
            bytes >>= 1;
            if (bytes == 0) {
                result = even;
                break;
            }
            matrixSquare(odd, even);
            bytes >>= 1;
            if (bytes == 0) {
                result = odd;
                break;
            }
        }
        for (std::uint32_t n = 0; n < 256; ++n) {
            for (int k = 0; k < 4; ++k)
                table[k][n] = matrixTimes(result, n << (8 * k));
        }
    }
    std::uint32_t shift(std::uint32_t crc) const
    {
        return table[0][crc & 0xff] ^ table[1][(crc >> 8) & 0xff] ^ table[2][(crc >> 16) & 0xff] ^ table[3][crc >> 24];
    }
};

const ShiftTable &longShift()
{
    static const ShiftTable table(LongBlock);
    return table;
}

const ShiftTable &shortShift()
{
    static const ShiftTable table(ShortBlock);
    return table;
}

__attribute__((target("sse4.2"))) std::uint64_t load64(const unsigned char *p)
{
    std::uint64_t value;
    std::memcpy(&value, p, 8);
    return value;
}

__attribute__((target("sse4.2"))) std::uint32_t updateHardware(
    std::uint32_t crc, const unsigned char *next, std::size_t length)
{
    std::uint64_t crc0 = crc;
    while (length > 0 && (reinterpret_cast<std::uintptr_t>(next) & 7) != 0) {
        crc0 = _mm_crc32_u8(static_cast<std::uint32_t>(crc0), *next++);
        --length;
    }
    // Three streams of one block each: the crc32 instruction's latency is three cycles and its
    // throughput one per cycle, so three independent chains keep it busy.
    for (const auto &[block, shifter] : {std::pair {LongBlock, &longShift()}, std::pair {ShortBlock, &shortShift()}}) {
        while (length >= 3 * block) {
            std::uint64_t crc1 = 0;
            std::uint64_t crc2 = 0;
            const unsigned char *end = next + block;
            do {
                crc0 = _mm_crc32_u64(crc0, load64(next));
                crc1 = _mm_crc32_u64(crc1, load64(next + block));
                crc2 = _mm_crc32_u64(crc2, load64(next + 2 * block));
                next += 8;
            } while (next < end);
            crc0 = shifter->shift(static_cast<std::uint32_t>(crc0)) ^ crc1;
            crc0 = shifter->shift(static_cast<std::uint32_t>(crc0)) ^ crc2;
            next += 2 * block;
            length -= 3 * block;
        }
    }
    for (; length >= 8; length -= 8, next += 8)
        crc0 = _mm_crc32_u64(crc0, load64(next));
    for (; length > 0; --length)
        crc0 = _mm_crc32_u8(static_cast<std::uint32_t>(crc0), *next++);
    return static_cast<std::uint32_t>(crc0);
}

bool detectHardware()
{
    if (!__builtin_cpu_supports("sse4.2"))
        return false;
    longShift(); // build the tables before the first I/O
    shortShift();
    return true;
}
#endif

} // namespace

bool Crc32c::hardware()
{
#if defined(__x86_64__)
    static const bool available = detectHardware();
    return available;
#else
    return false;
#endif
}

std::uint32_t Crc32c::updateTable(std::uint32_t crc, const void *data, std::size_t length)
{
    const Tables &t = tables();
    const auto *next = static_cast<const unsigned char *>(data);
    for (; length >= 8; length -= 8, next += 8) {
        std::uint32_t low;
        std::uint32_t high;
        std::memcpy(&low, next, 4);
        std::memcpy(&high, next + 4, 4);
        low ^= crc;
        crc = t.slice[7][low & 0xff] ^ t.slice[6][(low >> 8) & 0xff] ^ t.slice[5][(low >> 16) & 0xff]
            ^ t.slice[4][low >> 24] ^ t.slice[3][high & 0xff] ^ t.slice[2][(high >> 8) & 0xff]
            ^ t.slice[1][(high >> 16) & 0xff] ^ t.slice[0][high >> 24];
    }
    for (; length > 0; --length)
        crc = t.slice[0][(crc ^ *next++) & 0xff] ^ (crc >> 8);
    return crc;
}

std::uint32_t Crc32c::update(std::uint32_t crc, const void *data, std::size_t length)
{
#if defined(__x86_64__)
    if (hardware())
        return updateHardware(crc, static_cast<const unsigned char *>(data), length);
#endif
    return updateTable(crc, data, length);
}
