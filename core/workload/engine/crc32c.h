#pragma once

#include <cstddef>
#include <cstdint>

// CRC-32C (Castagnoli, reflected polynomial 0x82f63b78) as fio computes it for verify=crc32c:
// fio_crc32c() starts from ~0 and returns the register without the final inversion, so its
// value is the complement of the usual CRC-32C ("123456789": fio 0x1cf96d7c, standard
// 0xe3069283). On x86-64 with SSE4.2 three crc32 instruction streams run interleaved (fio runs
// one), about three times fio's speed on large blocks; elsewhere a slicing-by-8 table.
class Crc32c {
public:
    // fio_crc32c(data, length).
    static std::uint32_t fio(const void *data, std::size_t length) { return update(0xFFFFFFFFu, data, length); }
    // Continues a raw register (no inversions) over more data.
    static std::uint32_t update(std::uint32_t crc, const void *data, std::size_t length);
    // The portable table version (what update() uses without SSE4.2); for tests.
    static std::uint32_t updateTable(std::uint32_t crc, const void *data, std::size_t length);
    // True when update() runs on the CPU's crc32 instruction.
    static bool hardware();
};
