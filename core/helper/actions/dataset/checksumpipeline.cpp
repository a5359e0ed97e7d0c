#include "helper/actions/dataset/checksumpipeline.h"

#include <QByteArrayView>

ChecksumPipeline::ChecksumPipeline(QCryptographicHash::Algorithm algorithm, std::size_t bufferBytes, int buffers)
    : m_bufferBytes(bufferBytes)
    , m_buffers(static_cast<std::size_t>(std::max(2, buffers)))
    , m_hash(algorithm)
{
    for (Buffer &buffer : m_buffers)
        buffer.bytes.resize(bufferBytes);
    m_thread = std::thread([this] { hashChunks(); });
}

ChecksumPipeline::~ChecksumPipeline()
{
    {
        std::lock_guard lock(m_mutex);
        m_stopping = true;
    }
    m_changed.notify_all();
    m_thread.join();
}

char *ChecksumPipeline::acquire()
{
    std::unique_lock lock(m_mutex);
    Buffer *free = nullptr;
    m_changed.wait(lock, [this, &free] {
        for (Buffer &buffer : m_buffers) {
            if (buffer.holders == 0) {
                free = &buffer;
                return true;
            }
        }
        return false;
    });
    free->holders = 1;
    return free->bytes.data();
}

void ChecksumPipeline::submit(char *buffer, std::size_t bytes)
{
    {
        std::lock_guard lock(m_mutex);
        Buffer *owner = bufferOf(buffer);
        ++owner->holders;
        m_queue.push_back({owner, std::min(bytes, m_bufferBytes)});
    }
    m_changed.notify_all();
}

void ChecksumPipeline::release(char *buffer)
{
    {
        std::lock_guard lock(m_mutex);
        drop(bufferOf(buffer));
    }
    m_changed.notify_all();
}

QByteArray ChecksumPipeline::checksum()
{
    std::unique_lock lock(m_mutex);
    m_changed.wait(lock, [this] { return m_queue.empty() && m_hashing == 0; });
    const QByteArray hex = m_hash.result().toHex();
    m_hash.reset();
    return hex;
}

ChecksumPipeline::Buffer *ChecksumPipeline::bufferOf(const char *data)
{
    for (Buffer &buffer : m_buffers) {
        if (buffer.bytes.data() == data)
            return &buffer;
    }
    std::abort(); // a buffer this pipeline never lent: a bug in the caller
}

void ChecksumPipeline::drop(Buffer *buffer)
{
    if (buffer->holders > 0)
        --buffer->holders;
}

void ChecksumPipeline::hashChunks()
{
    std::unique_lock lock(m_mutex);
    for (;;) {
        m_changed.wait(lock, [this] { return m_stopping || !m_queue.empty(); });
        if (m_queue.empty())
            return; // stopping, and nothing left to hash
        const Chunk chunk = m_queue.front();
        m_queue.pop_front();
        ++m_hashing;
        lock.unlock();
        // Only this thread touches m_hash between checksum() calls, and checksum() waits for it.
        m_hash.addData(QByteArrayView(chunk.buffer->bytes.data(), static_cast<qsizetype>(chunk.bytes)));
        lock.lock();
        --m_hashing;
        drop(chunk.buffer);
        m_changed.notify_all();
    }
}
