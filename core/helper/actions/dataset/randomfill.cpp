#include "helper/actions/dataset/randomfill.h"

#include <cstring>

namespace {

std::uint64_t splitmix64(std::uint64_t &x)
{
    std::uint64_t z = (x += 0x9e3779b97f4a7c15ULL);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    return z ^ (z >> 31);
}

std::uint64_t rotl(std::uint64_t x, int k)
{
    return (x << k) | (x >> (64 - k));
}

} // namespace

RandomFill::RandomFill(std::uint64_t seed, std::uint64_t stream)
{
    std::uint64_t x = seed ^ (stream * 0xd1b54a32d192ed03ULL);
    for (std::uint64_t &word : m_state)
        word = splitmix64(x);
}

std::uint64_t RandomFill::next()
{
    const std::uint64_t result = rotl(m_state[1] * 5, 7) * 9;
    const std::uint64_t t = m_state[1] << 17;
    m_state[2] ^= m_state[0];
    m_state[3] ^= m_state[1];
    m_state[1] ^= m_state[2];
    m_state[0] ^= m_state[3];
    m_state[2] ^= t;
    m_state[3] = rotl(m_state[3], 45);
    return result;
}

void RandomFill::fill(char *data, std::size_t size)
{
    while (size >= sizeof(std::uint64_t)) {
        const std::uint64_t word = next();
        std::memcpy(data, &word, sizeof word);
        data += sizeof word;
        size -= sizeof word;
    }
    if (size > 0) {
        const std::uint64_t word = next();
        std::memcpy(data, &word, size);
    }
}
