#pragma once

// Internal to JobWorker: the ring, the file, the buffers and the slots of one job clone.

#include "workload/engine/iobuffers.h"
#include "workload/engine/jobworker.h"
#include "workload/engine/verifyformat.h"

#include <liburing.h>
#include <unistd.h>

#include <cstdint>
#include <optional>
#include <vector>

struct JobWorker::Engine {
    // A verify read reads back one of the job's own writes; a plain read may be checked too
    // (a read job with verify=crc32c or verify=pattern checks the file as it is).
    enum class Kind : std::uint8_t { Read, Write, VerifyRead };
    static constexpr std::uint64_t FsyncTag = ~std::uint64_t(0);

    struct Slot {
        std::uint64_t offset = 0;
        std::uint64_t submitNs = 0;
        std::uint64_t writeIndex = 0; // Write, VerifyRead: which write of the job (numberio, seed)
        unsigned char *buffer = nullptr;
        std::uint32_t length = 0;
        std::uint32_t done = 0;
        Kind kind = Kind::Read;
        bool busy = false; // queued and not completed
        bool isWrite() const { return kind == Kind::Write; }
    };

    io_uring ring {};
    bool ringReady = false;
    int fd = -1;
    bool fixedFile = false;
    bool nullEngine = false;
    IoBuffers buffers;
    // buffer_pattern / verify_pattern laid out for one block plus one pattern length, so that
    // patternBlock + offset % length is what a block at that file offset holds.
    std::vector<unsigned char> patternBlock;
    std::size_t patternLength = 0;
    bool patternShifts = false; // blocks start at different pattern phases: refill per write
    std::optional<VerifyFormat> format; // verify=crc32c
    std::vector<Slot> ioSlots;
    std::vector<std::uint32_t> freeSlots;

    ~Engine()
    {
        if (ringReady) {
            // The kernel tears a ring down in a workqueue after its fd closes, and a registered
            // file stays referenced until then: unmounting the filesystem right after the job
            // (a lab teardown) failed with EBUSY. Unregistering is synchronous.
            if (fixedFile)
                io_uring_unregister_files(&ring);
            io_uring_queue_exit(&ring);
        }
        if (fd >= 0)
            ::close(fd);
    }

    io_uring_sqe *sqe()
    {
        io_uring_sqe *entry = io_uring_get_sqe(&ring);
        if (!entry) { // cannot happen with the ring sized to iodepth + 1, but never spin on it
            io_uring_submit(&ring);
            entry = io_uring_get_sqe(&ring);
        }
        return entry;
    }

    // Queues slot `index` (the rest of it after a short transfer).
    void prepare(std::uint32_t index)
    {
        Slot &slot = ioSlots[index];
        io_uring_sqe *entry = sqe();
        if (nullEngine) {
            io_uring_prep_nop(entry);
        } else {
            const int file = fixedFile ? 0 : fd;
            unsigned char *address = slot.buffer + slot.done;
            const unsigned bytes = slot.length - slot.done;
            const std::uint64_t offset = slot.offset + slot.done;
            const bool fixedBuffer = buffers.registered();
            if (slot.isWrite()) {
                if (fixedBuffer)
                    io_uring_prep_write_fixed(entry, file, address, bytes, offset, static_cast<int>(index));
                else
                    io_uring_prep_write(entry, file, address, bytes, offset);
            } else {
                if (fixedBuffer)
                    io_uring_prep_read_fixed(entry, file, address, bytes, offset, static_cast<int>(index));
                else
                    io_uring_prep_read(entry, file, address, bytes, offset);
            }
            if (fixedFile)
                entry->flags |= IOSQE_FIXED_FILE;
        }
        io_uring_sqe_set_data64(entry, index);
    }

    void prepareFsync()
    {
        io_uring_sqe *entry = sqe();
        io_uring_prep_fsync(entry, fixedFile ? 0 : fd, 0);
        entry->flags |= IOSQE_IO_DRAIN | (fixedFile ? IOSQE_FIXED_FILE : 0);
        io_uring_sqe_set_data64(entry, FsyncTag);
    }
};
