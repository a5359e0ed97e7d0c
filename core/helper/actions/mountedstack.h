#pragma once

#include <QCoreApplication>
#include <QString>

#include <cstdint>

// The mounted filesystem of a stack, held open by a directory descriptor: the lab actions create
// and read files only relative to it (openat with O_NOFOLLOW), so nothing inside the stack (a
// symlink named "dataset", say) can send a write of the root helper elsewhere.
class MountedStack {
    Q_DECLARE_TR_FUNCTIONS(MountedStack)

public:
    struct Space {
        qint64 sizeBytes = 0;
        qint64 usedBytes = 0;
        qint64 availableBytes = 0; // for an unprivileged writer (f_bavail), as df shows it
    };

    MountedStack() = default;
    ~MountedStack();
    MountedStack(const MountedStack &) = delete;
    MountedStack &operator=(const MountedStack &) = delete;

    // Opens the mount point: it must be a real path (no symlink anywhere), a directory, and the
    // root of a mounted filesystem. False with *error (and the rule action.not-mounted) otherwise.
    bool open(const QString &mountPoint, QString *error);
    int fd() const { return m_fd; }
    QString path() const { return m_path; }

    // A directory right under the mount point (created 0700 when missing), opened O_NOFOLLOW;
    // -1 with *error on failure.
    int openDirectory(const QString &name, bool create, QString *error) const;
    bool space(Space *space, QString *error) const;
    bool syncFilesystem(QString *error) const; // syncfs(2)

    // Writes and reads whole buffers, retrying short transfers; false with errno set.
    static bool writeAll(int fd, const char *data, std::size_t size);
    static qint64 readAll(int fd, char *data, std::size_t size); // bytes read (short at EOF), -1 on error
    static QString errnoText(int error);

private:
    int m_fd = -1;
    QString m_path;
};
