#include "workload/engine/offsetsequence.h"

OffsetSequence::OffsetSequence(
    std::uint64_t start, std::uint64_t length, std::uint64_t blockSize, bool random, std::uint64_t seed)
    : m_start(start)
    , m_blockSize(blockSize)
    , m_blocks(blockSize ? length / blockSize : 0)
    , m_random(random)
{
    if (!m_random || m_blocks == 0)
        return;
    int bits = 1;
    while (bits < 63 && (std::uint64_t(1) << bits) < m_blocks)
        ++bits;
    m_mask = (std::uint64_t(1) << bits) - 1;
    m_shift = bits / 2 > 0 ? bits / 2 : 1;
    FastRandom keys(seed * 0x9e3779b97f4a7c15ULL + 1);
    for (std::uint64_t &key : m_keys)
        key = keys.next() | 1; // odd multipliers are bijections mod 2^bits
    m_position = keys.next() & m_mask;
}

// A bijection on [0, 2^bits): xor-shift and odd multiply rounds, each invertible mod 2^bits.
std::uint64_t OffsetSequence::scramble(std::uint64_t x) const
{
    for (std::uint64_t key : m_keys) {
        x ^= x >> m_shift;
        x = (x * key + (key >> 7)) & m_mask;
    }
    x ^= x >> m_shift;
    return x;
}

std::uint64_t OffsetSequence::next()
{
    if (m_blocks == 0)
        return m_start;
    if (!m_random) {
        const std::uint64_t block = m_position;
        m_position = m_position + 1 < m_blocks ? m_position + 1 : 0;
        return m_start + block * m_blockSize;
    }
    std::uint64_t block;
    do {
        block = scramble(m_position);
        m_position = (m_position + 1) & m_mask;
    } while (block >= m_blocks);
    return m_start + block * m_blockSize;
}
