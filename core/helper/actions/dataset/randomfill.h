#pragma once

#include <cstddef>
#include <cstdint>

// Incompressible bytes from a seed (xoshiro256**, seeded through splitmix64): the same seed and
// stream give the same bytes on every machine, so a dataset can be regenerated and compared, and
// no filesystem compression or dedup makes a write look faster than the disks are.
class RandomFill {
public:
    RandomFill(std::uint64_t seed, std::uint64_t stream);
    void fill(char *data, std::size_t size);

private:
    std::uint64_t next();
    std::uint64_t m_state[4] {};
};
