#pragma once

#include <QByteArray>
#include <QString>

#include <cstdint>

// What a job does with its file: fio's rw= values.
enum class IoPattern { Read, Write, RandRead, RandWrite, ReadWrite, RandReadWrite };

// fio's verify= methods StackLab runs: none, pattern (read jobs check verify_pattern) and
// crc32c (also crc32c-intel): fio's verify headers, written and read back in fio's format.
enum class VerifyMethod { None, Pattern, Crc32c };

// One job of a fio job file after [global] inheritance and ${VAR} expansion: a plain value the
// engine runs, the GUI shows and tests compare. Sizes in bytes, times in milliseconds.
struct JobSpec {
    QString name;
    int line = 0; // line of the [name] header, for messages
    int groupId = 0; // fio's groupid: a new group starts at every stonewall / new_group
    IoPattern pattern = IoPattern::Read;
    int rwmixRead = 50; // percent of reads in rw/randrw
    std::uint64_t blockSize = 4096;
    std::uint64_t size = 0; // 0: the whole existing file or device
    std::uint64_t offset = 0;
    QString filename; // empty: <directory>/<name>.<clone>.0 as fio names it
    QString directory;
    int ioDepth = 1;
    int ioDepthBatchSubmit = 1; // submit every N queued I/Os; fio's default 1, 0 means iodepth
    bool direct = false;
    std::int64_t runtimeMs = 0; // 0: until size is done
    bool timeBased = false;
    std::int64_t rampMs = 0;
    int numJobs = 1;
    bool stonewall = false;
    bool groupReporting = false;
    int fsyncEvery = 0; // fsync after every N writes, 0: never
    bool endFsync = false;
    int loops = 1;
    bool randRepeat = true;
    std::uint64_t randSeed = 0x89; // fio's default randseed is fixed too: runs repeat
    QString ioEngine; // as written; always runs on StackLab's io_uring engine
    QByteArray bufferPattern; // written data repeats it; empty: random incompressible data
    VerifyMethod verify = VerifyMethod::None; // pattern: every read block must equal bufferPattern
    bool doVerify = true; // crc32c write jobs: read every pass back after writing it
    bool verifyFatal = false; // stop at the first bad block (else check the whole pass, then stop)
    bool verifyOnly = false; // write jobs: do not write, read back what the same job wrote before
    int verifyBacklog = 0; // read back every N writes while writing (0: after the pass)
    int verifyBacklogBatch = 0; // blocks read back each time (0: verifyBacklog)
    std::uint64_t verifyInterval = 0; // bytes per verify header (0: bs)

    bool reads() const { return pattern != IoPattern::Write && pattern != IoPattern::RandWrite; }
    bool writes() const { return pattern != IoPattern::Read && pattern != IoPattern::RandRead; }
    bool isRandom() const
    {
        return pattern == IoPattern::RandRead || pattern == IoPattern::RandWrite || pattern == IoPattern::RandReadWrite;
    }
    // crc32c headers go into the writes and are read back by this job.
    bool verifiesOwnWrites() const { return verify == VerifyMethod::Crc32c && writes() && (doVerify || verifyOnly); }
    // fio's name for the pattern (rw=...).
    QString patternName() const;
    // The file a clone uses: filename, or directory/name.clone.0.
    QString fileFor(int clone) const;

    bool operator==(const JobSpec &other) const = default;
};
