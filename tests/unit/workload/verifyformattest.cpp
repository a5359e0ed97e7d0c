#include "verifyformattest.h"

#include "workload/engine/crc32c.h"
#include "workload/engine/verifyformat.h"

#include <QFile>
#include <QRandomGenerator>
#include <QTest>

#include <cstring>
#include <vector>

namespace {

QString dataPath(const QString &name)
{
    return QStringLiteral(STACKLAB_SOURCE_DIR "/tests/data/workload/") + name;
}

QByteArray fioBlocks()
{
    QFile file(dataPath(QStringLiteral("fio-3.33-crc32c-4k.bin")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return file.readAll();
}

// fio's failure lines from the capture: the block of lines that starts with `prefix`.
QString fioReport(const QString &prefix)
{
    QFile file(dataPath(QStringLiteral("fio-3.33-verify-failures.txt")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    QStringList lines;
    for (const QString &line : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (line.startsWith(QLatin1Char('#')))
            continue;
        if (lines.isEmpty() && !line.startsWith(prefix))
            continue;
        if (!lines.isEmpty() && !line.startsWith(QLatin1Char(' ')))
            break;
        lines.append(line);
    }
    return lines.join(QLatin1Char('\n'));
}

const auto *bytes(const QByteArray &data)
{
    return reinterpret_cast<const unsigned char *>(data.constData());
}

std::vector<unsigned char> filledBlock(const VerifyFormat &format, std::uint32_t length, const VerifyStamp &stamp)
{
    std::vector<unsigned char> block(length);
    format.fill(block.data(), length, stamp);
    return block;
}

} // namespace

void VerifyFormatTest::crc32cMatchesFio_data()
{
    QTest::addColumn<QByteArray>("data");
    QTest::addColumn<uint>("expected");
    // fio_crc32c() is the CRC-32C register without the final inversion: the complement of the
    // catalogued check value 0xe3069283 for "123456789".
    QTest::newRow("check string") << QByteArray("123456789") << 0x1cf96d7cu;
    QTest::newRow("empty") << QByteArray() << 0xffffffffu;
    QTest::newRow("32 zero bytes (iSCSI test vector 0x8a9136aa)") << QByteArray(32, '\0') << ~0x8a9136aau;
    QTest::newRow("32 bytes of 0xff (iSCSI test vector 0x62a8ab43)") << QByteArray(32, '\xff') << ~0x62a8ab43u;
}

void VerifyFormatTest::crc32cMatchesFio()
{
    QFETCH(QByteArray, data);
    QFETCH(uint, expected);
    QCOMPARE(Crc32c::fio(data.constData(), static_cast<std::size_t>(data.size())), expected);
    QCOMPARE(Crc32c::updateTable(0xffffffffu, data.constData(), static_cast<std::size_t>(data.size())), expected);
}

void VerifyFormatTest::hardwareMatchesTable()
{
    if (!Crc32c::hardware())
        qInfo("no SSE4.2 here: update() is the table version");
    QRandomGenerator random(19);
    std::vector<unsigned char> buffer(3 * 8192 * 2 + 3 * 256 * 3 + 64);
    for (unsigned char &byte : buffer)
        byte = static_cast<unsigned char>(random.bounded(256));
    // Around the three-stream block sizes (3 x 8 KiB, 3 x 256 B) and odd alignments.
    const std::size_t lengths[] = {0, 1, 7, 8, 9, 255, 767, 768, 769, 3 * 8192 - 1, 3 * 8192, 3 * 8192 + 777,
        2 * 3 * 8192 + 3 * 256 + 5, buffer.size() - 64};
    for (const std::size_t length : lengths) {
        for (std::size_t offset = 0; offset < 9; offset += 3) {
            const unsigned char *data = buffer.data() + offset;
            QCOMPARE(Crc32c::update(0x12345678u, data, length), Crc32c::updateTable(0x12345678u, data, length));
        }
    }
}

void VerifyFormatTest::readsBlocksFioWrote()
{
    const QByteArray data = fioBlocks();
    QCOMPARE(data.size(), 8192);
    const VerifyFormat format(0, 1, {});
    for (std::uint32_t block = 0; block < 2; ++block) {
        const unsigned char *start = bytes(data) + block * 4096;
        std::uint16_t magic = 0;
        std::uint16_t type = 0;
        std::uint16_t numberio = 0;
        std::memcpy(&magic, start, 2);
        std::memcpy(&type, start + 2, 2);
        std::memcpy(&numberio, start + 34, 2);
        QCOMPARE(magic, VerifyFormat::Magic);
        QCOMPARE(type, VerifyFormat::TypeCrc32c);
        QCOMPARE(numberio, static_cast<std::uint16_t>(block)); // fio numbers its writes from 0
        VerifyExpectation expected;
        expected.offset = block * 4096ULL;
        expected.numberio = static_cast<std::uint16_t>(block);
        QList<VerifyFailure> failures;
        QVERIFY(format.check(start, 4096, expected, QStringLiteral("FILE"), false, &failures));
        QVERIFY(failures.isEmpty());
    }
}

void VerifyFormatTest::reportsCorruptionInFiosWords_data()
{
    QTest::addColumn<int>("byte");
    QTest::addColumn<char>("value");
    QTest::addColumn<QString>("check");
    QTest::addColumn<QString>("reportPrefix");
    QTest::newRow("data") << 4196 << '\xff' << QStringLiteral("crc32c") << QStringLiteral("crc32c: verify failed");
    QTest::newRow("header") << 4108 << '\0' << QStringLiteral("header crc") << QStringLiteral("verify: bad header crc");
}

void VerifyFormatTest::reportsCorruptionInFiosWords()
{
    QFETCH(int, byte);
    QFETCH(char, value);
    QFETCH(QString, check);
    QFETCH(QString, reportPrefix);
    QByteArray data = fioBlocks();
    QCOMPARE(data.size(), 8192);
    data[byte] = value;
    VerifyExpectation expected;
    expected.offset = 4096;
    QList<VerifyFailure> failures;
    QVERIFY(
        !VerifyFormat(0, 1, {}).check(bytes(data) + 4096, 4096, expected, QStringLiteral("FILE"), false, &failures));
    QCOMPARE(failures.size(), 1);
    const VerifyFailure &failure = failures.first();
    QCOMPARE(failure.check, check);
    QCOMPARE(failure.file, QStringLiteral("FILE"));
    QCOMPARE(failure.offset, 4096ULL);
    QCOMPARE(failure.blockLength, 4096u);
    const QString fio = fioReport(reportPrefix);
    QVERIFY(!fio.isEmpty());
    QCOMPARE(failure.report, fio);
}

void VerifyFormatTest::fillThenCheckRoundTrips_data()
{
    QTest::addColumn<uint>("length");
    QTest::addColumn<uint>("interval");
    QTest::addColumn<QByteArray>("pattern");
    QTest::newRow("4k block") << 4096u << 0u << QByteArray();
    QTest::newRow("128k block") << 131072u << 0u << QByteArray();
    QTest::newRow("128k block, 32k intervals") << 131072u << 32768u << QByteArray();
    QTest::newRow("1M block (data chunks wrap the pool)") << 1048576u << 0u << QByteArray();
    QTest::newRow("verify_pattern data") << 8192u << 0u << QByteArray("\x12\x34\x56", 3);
}

void VerifyFormatTest::fillThenCheckRoundTrips()
{
    QFETCH(uint, length);
    QFETCH(uint, interval);
    QFETCH(QByteArray, pattern);
    const VerifyFormat format(interval, 7, pattern);
    VerifyStamp stamp;
    stamp.offset = 3 * 1048576ULL;
    stamp.randSeed = VerifyFormat::seedFor(7, 1234);
    stamp.numberio = 1234;
    const std::vector<unsigned char> block = filledBlock(format, length, stamp);
    const std::uint32_t step = interval ? interval : length;
    for (std::uint32_t at = 0; at < length; at += step) {
        std::uint32_t headerLength = 0;
        std::uint64_t headerOffset = 0;
        std::memcpy(&headerLength, block.data() + at + 4, 4);
        std::memcpy(&headerOffset, block.data() + at + 16, 8);
        QCOMPARE(headerLength, step);
        QCOMPARE(headerOffset, stamp.offset + at);
    }
    if (!pattern.isEmpty()) // data after the first header follows the pattern by file offset
        QCOMPARE(block[100], static_cast<unsigned char>(pattern[static_cast<qsizetype>((stamp.offset + 100) % 3)]));
    VerifyExpectation expected;
    expected.offset = stamp.offset;
    expected.randSeed = stamp.randSeed;
    expected.numberio = stamp.numberio;
    QList<VerifyFailure> failures;
    QVERIFY(format.check(block.data(), length, expected, QStringLiteral("f"), false, &failures));
    QVERIFY(failures.isEmpty());
}

void VerifyFormatTest::namesWrongHeaderFields_data()
{
    QTest::addColumn<QString>("mutation");
    QTest::addColumn<QString>("check");
    QTest::addColumn<QString>("report");
    const QString where
        = QStringLiteral(" at file f offset 8192, length 4096 (requested block: offset=8192, length=4096)");
    QTest::newRow("offset") << QStringLiteral("offset") << QStringLiteral("offset")
                            << QStringLiteral("verify: bad header offset 8192, wanted 12288 at file f offset 12288, "
                                              "length 4096 (requested block: offset=12288, length=4096)");
    QTest::newRow("stale block") << QStringLiteral("seed") << QStringLiteral("rand_seed")
                                 << QStringLiteral("verify: bad header rand_seed 99, wanted 100") + where;
    QTest::newRow("numberio") << QStringLiteral("numberio") << QStringLiteral("numberio")
                              << QStringLiteral("verify: bad header numberio 5, wanted 6") + where;
    QTest::newRow("magic") << QStringLiteral("magic") << QStringLiteral("magic")
                           << QStringLiteral("verify: bad magic header 0, wanted acca") + where;
    QTest::newRow("length") << QStringLiteral("length") << QStringLiteral("length")
                            << QStringLiteral("verify: bad header length 4097, wanted 4096") + where;
}

void VerifyFormatTest::namesWrongHeaderFields()
{
    QFETCH(QString, mutation);
    QFETCH(QString, check);
    QFETCH(QString, report);
    const VerifyFormat format(0, 3, {});
    VerifyStamp stamp;
    stamp.offset = 8192;
    stamp.randSeed = 99;
    stamp.numberio = 5;
    std::vector<unsigned char> block = filledBlock(format, 4096, stamp);
    VerifyExpectation expected;
    expected.offset = mutation == QLatin1String("offset") ? 12288 : 8192;
    expected.randSeed = mutation == QLatin1String("seed") ? 100 : 99;
    expected.numberio = mutation == QLatin1String("numberio") ? 6 : 5;
    if (mutation == QLatin1String("magic"))
        std::memset(block.data(), 0, 2);
    if (mutation == QLatin1String("length"))
        block[4] += 1;
    QList<VerifyFailure> failures;
    QVERIFY(!format.check(block.data(), 4096, expected, QStringLiteral("f"), false, &failures));
    QCOMPARE(failures.size(), 1);
    QCOMPARE(failures.first().check, check);
    QCOMPARE(failures.first().report, report);
}

void VerifyFormatTest::everyIntervalIsCheckedUnlessFatal()
{
    const VerifyFormat format(4096, 5, {});
    VerifyStamp stamp;
    stamp.offset = 65536;
    std::vector<unsigned char> block = filledBlock(format, 16384, stamp);
    block[4096 + 500] ^= 1;
    block[3 * 4096 + 4000] ^= 0x80;
    VerifyExpectation expected;
    expected.offset = stamp.offset;
    QList<VerifyFailure> all;
    QVERIFY(!format.check(block.data(), 16384, expected, QStringLiteral("f"), false, &all));
    QCOMPARE(all.size(), 2);
    QCOMPARE(all.at(0).offset, 65536ULL + 4096);
    QCOMPARE(all.at(1).offset, 65536ULL + 3 * 4096);
    QCOMPARE(all.at(1).length, 4096u);
    QVERIFY(all.at(1).report.startsWith(QStringLiteral("crc32c: verify failed at file f offset 77824, length 4096 "
                                                       "(requested block: offset=65536, length=16384, flags=8)")));
    QList<VerifyFailure> first;
    QVERIFY(!format.check(block.data(), 16384, expected, QStringLiteral("f"), true, &first));
    QCOMPARE(first.size(), 1);
}

void VerifyFormatTest::dataIsUniquePerWrite()
{
    const VerifyFormat format(0, 11, {});
    VerifyStamp a;
    a.randSeed = VerifyFormat::seedFor(11, 1);
    VerifyStamp b = a;
    b.randSeed = VerifyFormat::seedFor(11, 2);
    const std::vector<unsigned char> first = filledBlock(format, 131072, a);
    const std::vector<unsigned char> again = filledBlock(format, 131072, a);
    const std::vector<unsigned char> second = filledBlock(format, 131072, b);
    QVERIFY(std::memcmp(first.data() + 44, again.data() + 44, 131072 - 44) == 0);
    int sameWords = 0;
    for (std::size_t i = 48; i < 131072; i += 8)
        sameWords += std::memcmp(first.data() + i, second.data() + i, 8) == 0;
    QCOMPARE(sameWords, 0);
    // Incompressible, as fio's random data: zlib gains nothing.
    const QByteArray raw(reinterpret_cast<const char *>(first.data()), 131072);
    QVERIFY2(qCompress(raw).size() > 131072, qPrintable(QString::number(qCompress(raw).size())));
}

void VerifyFormatTest::patternReportNamesTheByte()
{
    const unsigned char wanted[16]
        = {0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa, 0xaa};
    unsigned char got[16];
    std::memcpy(got, wanted, 16);
    got[10] = 0xab;
    QList<VerifyFailure> failures;
    VerifyFormat::checkPattern(got, wanted, 16, 4096, QStringLiteral("f"), &failures);
    QCOMPARE(failures.size(), 1);
    QCOMPARE(failures.first().check, QStringLiteral("pattern"));
    QCOMPARE(failures.first().report,
        QStringLiteral("fio: got pattern 'ab', wanted 'aa'. Bad bits 1\nfio: bad pattern block offset 10\npattern: "
                       "verify failed at file f offset 4096, length 16 (requested block: offset=4096, length=16, "
                       "flags=8)"));
}
