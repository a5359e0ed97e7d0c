#include "workload/engine/iobuffers.h"

#include <cerrno>
#include <liburing.h>
#include <sys/mman.h>

#include <vector>

#ifndef MADV_COLLAPSE
#define MADV_COLLAPSE 25 // Linux 6.1; older headers lack it
#endif

IoBuffers::~IoBuffers()
{
    if (m_mapping)
        ::munmap(m_mapping, m_mappedBytes);
}

bool IoBuffers::allocate(std::size_t blockSize, unsigned count)
{
    m_blockSize = blockSize;
    m_count = count;
    const std::size_t bytes = blockSize * count;
    const std::size_t rounded = (bytes + HugePage - 1) / HugePage * HugePage;
    if (!mapReserved(rounded) && !mapTransparent(rounded))
        return false;
    for (std::size_t at = 0; at < rounded; at += 4096)
        m_memory[at] = 0;
    // THP in "madvise" mode (Debian's default) backs the range with huge pages on first touch;
    // MADV_COLLAPSE then says whether it did (0), or makes it so where the kernel can. On a
    // fragmented machine it fails now and then, and 1 MiB reads fell back to unregistered small
    // pages for that run: the reserved pool does not depend on fragmentation.
    if (m_backing != Backing::Reserved && ::madvise(m_memory, rounded, MADV_COLLAPSE) == 0)
        m_backing = Backing::Transparent;
    return true;
}

// Huge pages from the pool an administrator reserved (vm.nr_hugepages); none reserved is the
// common case and costs one failed mmap.
bool IoBuffers::mapReserved(std::size_t bytes)
{
    void *mapping = ::mmap(nullptr, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_HUGETLB, -1, 0);
    if (mapping == MAP_FAILED)
        return false;
    m_mapping = mapping;
    m_mappedBytes = bytes;
    m_memory = static_cast<unsigned char *>(mapping);
    m_backing = Backing::Reserved;
    return true;
}

bool IoBuffers::mapTransparent(std::size_t bytes)
{
    // One huge page more than needed, so the buffers can start on a huge page boundary.
    const std::size_t mapped = bytes + HugePage;
    void *mapping = ::mmap(nullptr, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (mapping == MAP_FAILED)
        return false;
    m_mapping = mapping;
    m_mappedBytes = mapped;
    const auto address = reinterpret_cast<std::uintptr_t>(mapping);
    m_memory = reinterpret_cast<unsigned char *>((address + HugePage - 1) & ~std::uintptr_t(HugePage - 1));
    ::madvise(m_memory, bytes, MADV_HUGEPAGE);
    return true;
}

const char *IoBuffers::summary() const
{
    switch (m_backing) {
    case Backing::Reserved:
        return m_registered ? "hugetlb registered" : "hugetlb unregistered";
    case Backing::Transparent:
        return m_registered ? "thp registered" : "thp unregistered";
    case Backing::SmallPages:
        break;
    }
    return m_registered ? "small registered" : "small unregistered";
}

bool IoBuffers::registerWith(io_uring *ring)
{
    if (m_backing == Backing::SmallPages && m_blockSize > LargestRegisteredOnSmallPages)
        return false;
    std::vector<iovec> vectors(m_count);
    for (unsigned i = 0; i < m_count; ++i)
        vectors[i] = {block(i), m_blockSize};
    m_registered = io_uring_register_buffers(ring, vectors.data(), m_count) == 0;
    return m_registered;
}
