#pragma once

#include <cstddef>
#include <cstdint>

struct io_uring;

// The I/O buffers of one job clone: one block per in-flight slot in one mapping, aligned for
// O_DIRECT, backed by huge pages where the kernel gives them (the reserved pool of
// vm.nr_hugepages first, as fio's iomem=shmhuge, else transparent huge pages), and registered
// with the ring (READ_FIXED/WRITE_FIXED) when that helps.
//
// Why huge pages: a registered buffer is handed to the block layer as one bio_vec per 4 KiB
// page, and the block layer counts each as a segment. A 1 MiB block is then 256 segments, more
// than a virtio disk takes (max_segments 254), so every 1 MiB read was split into two requests
// (perf: one block:block_split per I/O) and sequential reads stopped near 1 GB/s. On a 2 MiB
// huge page the kernel registers one bio_vec per huge page: no split (bench/README.md).
class IoBuffers {
public:
    enum class Backing { SmallPages, Transparent, Reserved };

    IoBuffers() = default;
    ~IoBuffers();
    IoBuffers(const IoBuffers &) = delete;
    IoBuffers &operator=(const IoBuffers &) = delete;

    // Maps `count` buffers of `blockSize` bytes. False (errno set) when memory is short.
    bool allocate(std::size_t blockSize, unsigned count);
    // Registers the buffers with `ring`. Skipped (false) when it would cost more than it saves:
    // blocks above 256 KiB on 4 KiB pages would be more segments than many disks take (often
    // 127 or 128); the kernel's own page pinning merges contiguous pages instead.
    bool registerWith(io_uring *ring);

    unsigned char *block(unsigned index) const { return m_memory + static_cast<std::size_t>(index) * m_blockSize; }
    std::size_t blockSize() const { return m_blockSize; }
    bool registered() const { return m_registered; }
    bool hugePages() const { return m_backing != Backing::SmallPages; }
    Backing backing() const { return m_backing; }
    // "hugetlb", "thp" or "small", then " registered" or " unregistered": which pages a run's
    // blocks sat on, for the results (a fallback to small pages shows in the figures).
    const char *summary() const;

    static constexpr std::size_t HugePage = 2u << 20;
    static constexpr std::size_t LargestRegisteredOnSmallPages = 256u << 10;

private:
    bool mapReserved(std::size_t bytes);
    bool mapTransparent(std::size_t bytes);

    void *m_mapping = nullptr;
    unsigned char *m_memory = nullptr;
    std::size_t m_mappedBytes = 0;
    std::size_t m_blockSize = 0;
    unsigned m_count = 0;
    bool m_registered = false;
    Backing m_backing = Backing::SmallPages;
};
