#pragma once

#include <QByteArray>
#include <QCryptographicHash>

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <mutex>
#include <thread>
#include <vector>

// Hashes a file's chunks in a thread of its own while the caller writes or reads the next ones.
// In the virtual lab's emulated guest the checksum was most of a dataset copy's and a verify's
// time, done in turn with the I/O on one core while the other waited; here the hash of one chunk
// and the I/O of the next overlap, and the file is still written or read in one sequential stream,
// as a copy does (two files at once would change what the disks see).
//
// A caller takes a buffer (acquire), fills it, hands it over (submit: the bytes are hashed in
// submit order) and gives it back once its own I/O is done with it (release); a buffer returns to
// the pool when both are done. checksum() waits for every submitted byte and starts the next file.
class ChecksumPipeline {
public:
    ChecksumPipeline(QCryptographicHash::Algorithm algorithm, std::size_t bufferBytes, int buffers = 4);
    ~ChecksumPipeline();
    ChecksumPipeline(const ChecksumPipeline &) = delete;
    ChecksumPipeline &operator=(const ChecksumPipeline &) = delete;

    std::size_t bufferBytes() const { return m_bufferBytes; }
    // A free buffer of bufferBytes(); blocks while all are in use.
    char *acquire();
    // Hash the first `bytes` of `buffer` after everything submitted before.
    void submit(char *buffer, std::size_t bytes);
    // The caller is done with `buffer` (after submit, or instead of it).
    void release(char *buffer);
    // The hex checksum of everything submitted since the last call; the hash starts afresh.
    QByteArray checksum();

private:
    struct Buffer {
        std::vector<char> bytes;
        int holders = 0; // the caller and, once submitted, the hashing thread
    };
    struct Chunk {
        Buffer *buffer;
        std::size_t bytes;
    };

    Buffer *bufferOf(const char *data);
    void drop(Buffer *buffer); // with m_mutex held
    void hashChunks();

    const std::size_t m_bufferBytes;
    std::vector<Buffer> m_buffers;
    QCryptographicHash m_hash;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Chunk> m_queue;
    int m_hashing = 0; // chunks taken off the queue and not yet hashed
    bool m_stopping = false;
    std::thread m_thread; // last: starts once the members above exist
};
