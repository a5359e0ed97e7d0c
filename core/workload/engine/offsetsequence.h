#pragma once

#include <cstdint>

// Block-aligned offsets for one direction of a job: sequential, or random where every block of
// the region is visited exactly once per pass (as fio's random map does) in an order fixed by
// the seed, so randrepeat/randseed make runs repeat. No memory per block: a seeded bijection
// over the next power of two, walking past values outside the region.
class OffsetSequence {
public:
    OffsetSequence() = default;
    OffsetSequence(std::uint64_t start, std::uint64_t length, std::uint64_t blockSize, bool random, std::uint64_t seed);

    std::uint64_t blocks() const { return m_blocks; }
    // The next offset; wraps to the start of the region after a full pass.
    std::uint64_t next();

private:
    std::uint64_t scramble(std::uint64_t x) const;

    std::uint64_t m_start = 0;
    std::uint64_t m_blockSize = 4096;
    std::uint64_t m_blocks = 0;
    bool m_random = false;
    std::uint64_t m_position = 0; // sequential: next block; random: counter over [0, 2^bits)
    std::uint64_t m_mask = 0;
    int m_shift = 1;
    std::uint64_t m_keys[3] = {};
};

// Small, fast, seeded generator for rw mixes and buffer contents (xorshift64*).
class FastRandom {
public:
    explicit FastRandom(std::uint64_t seed = 0x9e3779b97f4a7c15ULL)
        : m_state(seed ? seed : 0x9e3779b97f4a7c15ULL)
    {
    }
    std::uint64_t next()
    {
        m_state ^= m_state >> 12;
        m_state ^= m_state << 25;
        m_state ^= m_state >> 27;
        return m_state * 0x2545f4914f6cdd1dULL;
    }

private:
    std::uint64_t m_state;
};
