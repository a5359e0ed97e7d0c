#include "dialogs/labtargetdialog.h"
#include "disks/disk/diskjson.h"
#include "disks/inventory/diskwatcher.h"
#include "disks/inventory/guestdisks.h"
#include "lab/target/laboffer.h"
#include "lab/target/labtargetchoice.h"
#include "lab/target/rememberedchoices.h"
#include "labbench.h"
#include "mainwindow.h"
#include "pages/buildpage.h"
#include "stacklabgui.h"
#include "widgets/labbootview.h"
#include "widgets/sessionheader.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QRadioButton>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

class TestLabTarget : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void validate_data();
    void validate();
    void parseSize_data();
    void parseSize();
    void descriptionCountsPulledDisks();
    void dialogDefaultsAndMessages();
    void dialogHostNeedsNoDisks();
    void headerStopButton();
    void guestDisksRoundTrip();
    void guestDisksRefuseUnknownClass();
    void loopLabOffersOnlyItsDisks();
    void buildPageUsesTargetPaths();
    void firstStartPreselectsWhatCanStart_data();
    void firstStartPreselectsWhatCanStart();
    void rememberedTargetPreselected();
};

void TestLabTarget::validate_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("count");
    QTest::addColumn<qint64>("size");
    QTest::addColumn<QString>("message"); // a part of it; empty: valid

    constexpr qint64 MiB = 1024 * 1024;
    const int vm = int(LabTarget::Kind::Virtual);
    const int loop = int(LabTarget::Kind::Loop);
    QTest::newRow("vm default") << vm << 4 << 1024 * MiB << QString();
    QTest::newRow("vm 6 disks") << vm << 6 << 64 * MiB << QString();
    QTest::newRow("vm 3 disks") << vm << 3 << 1024 * MiB << QStringLiteral("takes 4 to 6 disks, not 3");
    QTest::newRow("vm 7 disks") << vm << 7 << 1024 * MiB << QStringLiteral("takes 4 to 6 disks, not 7");
    QTest::newRow("vm 63 MiB") << vm << 4 << 63 * MiB << QStringLiteral("at least 64 MiB");
    QTest::newRow("vm 2 TiB") << vm << 4 << 2048 * 1024 * MiB << QStringLiteral("at most 1 TiB");
    QTest::newRow("loop 2 disks") << loop << 2 << 256 * MiB << QString();
    QTest::newRow("loop 1 disk") << loop << 1 << 256 * MiB << QStringLiteral("takes 2 to 8 disks, not 1");
    QTest::newRow("host ignores disks") << int(LabTarget::Kind::Host) << 0 << qint64(0) << QString();
}

void TestLabTarget::validate()
{
    QFETCH(int, kind);
    QFETCH(int, count);
    QFETCH(qint64, size);
    QFETCH(QString, message);
    const LabTargetChoice choice {LabTarget::Kind(kind), count, size};
    const QString got = choice.validate();
    if (message.isEmpty())
        QVERIFY2(got.isEmpty(), qPrintable(got));
    else
        QVERIFY2(got.contains(message), qPrintable(got));
}

void TestLabTarget::parseSize_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<qint64>("bytes"); // -1: not a size
    QTest::addColumn<QString>("locale");
    QTest::newRow("GiB") << QStringLiteral("1 GiB") << (qint64(1) << 30) << QStringLiteral("en_US");
    QTest::newRow("G") << QStringLiteral("2g") << (qint64(2) << 30) << QStringLiteral("en_US");
    QTest::newRow("MiB") << QStringLiteral("512 MiB") << (qint64(512) << 20) << QStringLiteral("en_US");
    QTest::newRow("M") << QStringLiteral("64M") << (qint64(64) << 20) << QStringLiteral("en_US");
    QTest::newRow("fraction") << QStringLiteral("1.5 GiB") << (qint64(1536) << 20) << QStringLiteral("en_US");
    QTest::newRow("bytes") << QStringLiteral("1073741824") << qint64(1073741824) << QStringLiteral("en_US");
    QTest::newRow("word") << QStringLiteral("big") << qint64(-1) << QStringLiteral("en_US");
    QTest::newRow("empty") << QString() << qint64(-1) << QStringLiteral("en_US");
    QTest::newRow("German decimal comma")
        << QStringLiteral("1,5 GiB") << (qint64(1536) << 20) << QStringLiteral("de_DE");
    QTest::newRow("German decimal point too")
        << QStringLiteral("1.5 GiB") << (qint64(1536) << 20) << QStringLiteral("de_DE");
    QTest::newRow("comma in English") << QStringLiteral("1,5 GiB") << qint64(-1) << QStringLiteral("en_US");
    QTest::newRow("plain number is bytes") << QStringLiteral("512") << qint64(512) << QStringLiteral("de_DE");
}

void TestLabTarget::parseSize()
{
    QFETCH(QString, text);
    QFETCH(qint64, bytes);
    QFETCH(QString, locale);
    const std::optional<qint64> got = LabTargetChoice::parseSize(text, QLocale(locale));
    if (bytes < 0)
        QVERIFY(!got);
    else
        QCOMPARE(got, std::optional<qint64>(bytes));
}

// Issue 29: the header's disk count is the guest's, not the one the lab started with.
void TestLabTarget::descriptionCountsPulledDisks()
{
    const LabTargetChoice choice {LabTarget::Kind::Virtual, 4, 512LL << 20, QStringLiteral("hdd")};
    QCOMPARE(choice.description(), QStringLiteral("Virtual lab, 4 × 512 MiB, hdd disks"));
    QCOMPARE(choice.description(4), QStringLiteral("Virtual lab, 4 × 512 MiB, hdd disks"));
    QCOMPARE(choice.description(3), QStringLiteral("Virtual lab, 3 of 4 × 512 MiB (1 pulled), hdd disks"));
}

void TestLabTarget::dialogDefaultsAndMessages()
{
    LabTargetDialog dialog;
    // Issue 5's default: the virtual lab with 4 x 1 GiB.
    const LabTargetChoice choice = dialog.choice();
    QCOMPARE(choice.kind, LabTarget::Kind::Virtual);
    QCOMPARE(choice.diskCount, 4);
    QCOMPARE(choice.diskSizeBytes, qint64(1) << 30);
    QCOMPARE(dialog.diskSizeEdit()->text(), QStringLiteral("1 GiB"));
    QVERIFY(dialog.validationMessage().isEmpty());
    QVERIFY(dialog.startButton()->isEnabled());

    auto *message = dialog.findChild<QLabel *>(QStringLiteral("validationMessage"));
    QVERIFY(message);
    dialog.diskCountBox()->setValue(7);
    QVERIFY2(message->text().contains(QLatin1String("4 to 6 disks, not 7")), qPrintable(message->text()));
    QVERIFY(!dialog.startButton()->isEnabled());
    // A refused choice starts nothing.
    QVERIFY(!dialog.startTarget());
    QVERIFY(!dialog.takeTarget());

    // The hard-disk profile's own size (512 MiB keeps a four-stack run within minutes) replaces a
    // size left at the default, and the default comes back with the next profile; a typed size stays.
    const int hdd = dialog.diskProfileBox()->findData(QStringLiteral("hdd"));
    const int ssd = dialog.diskProfileBox()->findData(QStringLiteral("ssd"));
    dialog.diskProfileBox()->setCurrentIndex(hdd);
    QCOMPARE(dialog.diskSizeEdit()->text(), QStringLiteral("512 MiB"));
    dialog.diskProfileBox()->setCurrentIndex(ssd);
    QCOMPARE(dialog.diskSizeEdit()->text(), QStringLiteral("1 GiB"));
    dialog.diskSizeEdit()->setText(QStringLiteral("2 GiB"));
    dialog.diskProfileBox()->setCurrentIndex(hdd);
    QCOMPARE(dialog.diskSizeEdit()->text(), QStringLiteral("2 GiB"));

    dialog.diskCountBox()->setValue(5);
    dialog.diskSizeEdit()->setText(QStringLiteral("32 MiB"));
    QVERIFY2(message->text().contains(QLatin1String("at least 64 MiB")), qPrintable(message->text()));
    // A plain number is bytes, and the message says so instead of "0.0 MiB is too small".
    dialog.diskSizeEdit()->setText(QStringLiteral("512"));
    QVERIFY2(message->text().contains(QLatin1String("512 bytes is too small")), qPrintable(message->text()));
    QVERIFY2(
        message->text().contains(QLatin1String("without a unit is bytes: write 512 MiB")), qPrintable(message->text()));
    // A comma where the language writes a point: the message says which separator to use.
    {
        const QLocale before;
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        auto restore = qScopeGuard([&] { QLocale::setDefault(before); });
        dialog.diskSizeEdit()->setText(QStringLiteral("1,5 GiB"));
        QVERIFY2(message->text().contains(QLatin1String("use a point as the decimal separator, e.g. 1.5 GiB")),
            qPrintable(message->text()));
    }
    dialog.diskSizeEdit()->setText(QStringLiteral("lots"));
    QVERIFY2(message->text().contains(QLatin1String("\"lots\" is not a size")), qPrintable(message->text()));
    QVERIFY(!dialog.startButton()->isEnabled());
    dialog.diskSizeEdit()->setText(QStringLiteral("512M"));
    QVERIFY(message->text().isEmpty());
    QVERIFY(dialog.startButton()->isEnabled());
    QCOMPARE(dialog.choice().diskSizeBytes, qint64(512) << 20);

    // The loop lab takes 2 to 8 disks: 7 is fine there.
    dialog.findChild<QRadioButton *>(QStringLiteral("kind%1").arg(int(LabTarget::Kind::Loop)))->setChecked(true);
    dialog.diskCountBox()->setValue(7);
    QVERIFY2(message->text().isEmpty(), qPrintable(message->text()));
}

void TestLabTarget::dialogHostNeedsNoDisks()
{
    LabTargetDialog dialog;
    dialog.diskSizeEdit()->setText(QStringLiteral("lots"));
    dialog.findChild<QRadioButton *>(QStringLiteral("kind%1").arg(int(LabTarget::Kind::Host)))->setChecked(true);
    QVERIFY(!dialog.diskCountBox()->isEnabled());
    QVERIFY(!dialog.diskSizeEdit()->isEnabled());
    QVERIFY(dialog.validationMessage().isEmpty());
}

void TestLabTarget::headerStopButton()
{
    SessionHeader header;
    QSignalSpy choose(&header, &SessionHeader::chooseTargetRequested);
    QSignalSpy stop(&header, &SessionHeader::stopTargetRequested);
    QVERIFY(!header.targetRunning());
    header.chooseTargetButton()->click();
    QCOMPARE(choose.size(), 1);
    header.setTargetRunning(true);
    QVERIFY(header.targetRunning());
    QVERIFY(header.stopTargetButton()->toolTip().contains(QLatin1String("nothing behind but the cache")));
    header.stopTargetButton()->click();
    QCOMPARE(stop.size(), 1);
}

static InventorySnapshot guestSnapshot()
{
    InventorySnapshot snapshot;
    for (int i = 0; i < 4; ++i) {
        Disk disk;
        disk.name = QStringLiteral("sd%1").arg(QChar(u'a' + i));
        disk.devnode = QStringLiteral("/dev/") + disk.name;
        disk.serial = QStringLiteral("SLAB000%1").arg(i + 1);
        disk.stableId = QStringLiteral("scsi-0QEMU_QEMU_HARDDISK_") + disk.serial;
        disk.stableIdSource = StableIdSource::ByIdLink;
        disk.sizeBytes = quint64(1) << 30;
        disk.transport = QStringLiteral("scsi");
        disk.classification = DiskClass::Blank;
        disk.reason = QStringLiteral("No signatures found");
        snapshot.disks << disk;
    }
    snapshot.disks[3].classification = DiskClass::NotBlank;
    snapshot.disks[3].signatures << DiskSignature {
        QStringLiteral("xfs"), QStringLiteral("filesystem"), {}, QStringLiteral("1234"), QStringLiteral("/dev/sdd")};
    snapshot.disks[3].cleanupCommands << QStringLiteral("wipefs -a /dev/sdd");
    snapshot.disks[2].partitions << DiskPartition {
        QStringLiteral("sdc1"), QStringLiteral("/dev/sdc1"), 4096, {QStringLiteral("md0")}, {}, false};
    return snapshot;
}

void TestLabTarget::guestDisksRoundTrip()
{
    const InventorySnapshot sent = guestSnapshot();
    QString error;
    const std::optional<InventorySnapshot> read = GuestDisks::fromJson(disksToJson(sent.disks), &error);
    QVERIFY2(read, qPrintable(error));
    QCOMPARE(read->disks, sent.disks);
    QVERIFY(read->identityFromUdev);
}

void TestLabTarget::guestDisksRefuseUnknownClass()
{
    QJsonArray disks = disksToJson(guestSnapshot().disks);
    QJsonObject disk = disks.at(1).toObject();
    disk.insert(QStringLiteral("classification"), QStringLiteral("free-for-all"));
    disks.replace(1, disk);
    QString error;
    QVERIFY(!GuestDisks::fromJson(disks, &error));
    QVERIFY2(error.contains(QLatin1String("sdb")) && error.contains(QLatin1String("free-for-all")), qPrintable(error));
}

void TestLabTarget::loopLabOffersOnlyItsDisks()
{
    const InventorySnapshot host = guestSnapshot();
    const InventorySnapshot only = LabBench::labDisksOnly(host, {QStringLiteral("sdb"), QStringLiteral("sdd")});
    QCOMPARE(only.disks.size(), 2);
    QCOMPARE(only.disks.at(0).name, QStringLiteral("sdb"));
    QCOMPARE(only.disks.at(1).name, QStringLiteral("sdd"));
    QCOMPARE(only.identityNote, host.identityNote);
}

void TestLabTarget::buildPageUsesTargetPaths()
{
    // With a target, the request names the disks by the target's paths and its session.
    BuildPage page;
    page.setSnapshot(guestSnapshot());
    QVERIFY(page.selectStack(QStringLiteral("mdadm-raid5")));
    HelperClient *none = nullptr;
    QMap<QString, QString> paths;
    for (const Disk &disk : guestSnapshot().disks)
        paths.insert(disk.name, QStringLiteral("/dev/disk/by-id/") + disk.stableId);
    page.setLabTarget(none, QStringLiteral("lab-test"), paths);
    page.setMembers({QStringLiteral("sda"), QStringLiteral("sdb"), QStringLiteral("sdc")});
    const RecipeRequest request = page.request();
    QCOMPARE(request.session, QStringLiteral("lab-test"));
    QCOMPARE(request.disks.value(0), QStringLiteral("/dev/disk/by-id/scsi-0QEMU_QEMU_HARDDISK_SLAB0001"));
    QCOMPARE(request.kernelNames.value(request.disks.value(2)), QStringLiteral("sdc"));
    QVERIFY2(page.errorText().isEmpty(), qPrintable(page.errorText()));
    page.clearLabTarget();
    QCOMPARE(page.request().session, QStringLiteral("lab"));
    QCOMPARE(page.request().disks.value(0), QStringLiteral("/dev/sda"));
}

// Issue 30: a first start preselected the virtual lab with no image built and no blank disk. The
// dialog now opens on a target that can start: the virtual lab once its image (and QEMU) is there,
// else the loop lab on a kernel with a stack, else this machine's blank disks.
void TestLabTarget::firstStartPreselectsWhatCanStart_data()
{
    QTest::addColumn<bool>("qemu");
    QTest::addColumn<bool>("image");
    QTest::addColumn<QStringList>("kernelStacks");
    QTest::addColumn<bool>("blankDisk");
    QTest::addColumn<int>("kind");
    const QStringList btrfs {QStringLiteral("btrfs")};
    const int vm = int(LabTarget::Kind::Virtual);
    const int loop = int(LabTarget::Kind::Loop);
    const int host = int(LabTarget::Kind::Host);
    QTest::newRow("image built") << true << true << btrfs << false << vm;
    QTest::newRow("image built, blank disk") << true << true << btrfs << true << vm;
    QTest::newRow("no image, btrfs kernel") << true << false << btrfs << false << loop;
    QTest::newRow("no QEMU, btrfs kernel") << false << true << btrfs << false << loop;
    QTest::newRow("no image, no stack, blank disk") << false << false << QStringList() << true << host;
    QTest::newRow("nothing: the virtual lab builds") << false << false << QStringList() << false << vm;
}

void TestLabTarget::firstStartPreselectsWhatCanStart()
{
    QFETCH(bool, qemu);
    QFETCH(bool, image);
    QFETCH(QStringList, kernelStacks);
    QFETCH(bool, blankDisk);
    QFETCH(int, kind);
    LabOffer::Facts facts;
    facts.qemu = qemu;
    facts.image = image;
    facts.kernelStacks = kernelStacks;
    QCOMPARE(int(LabOffer::firstChoice(facts, blankDisk)), kind);

    // The window's bench asks the same, with the blank disk from its inventory.
    MainWindow window;
    DiskWatcher watcher;
    LabBench *bench = addHostLabPages(&window, &watcher);
    InventorySnapshot snapshot = guestSnapshot();
    for (Disk &disk : snapshot.disks)
        disk.classification = blankDisk ? DiskClass::Blank : DiskClass::InUse;
    Q_EMIT watcher.inventoryChanged(snapshot);
    QCOMPARE(int(bench->preselectedChoice(facts).kind), kind);
}

void TestLabTarget::rememberedTargetPreselected()
{
    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("StackLab.conf")), QSettings::IniFormat);
    RememberedChoices remembered(&settings);
    QVERIFY(!remembered.hasLabTarget());
    MainWindow window;
    DiskWatcher watcher;
    LabBench *bench = addHostLabPages(&window, &watcher);
    bench->setRememberedChoices(&remembered);
    LabOffer::Facts facts; // nothing can start: the virtual lab would be offered
    LabTargetChoice loop;
    loop.kind = LabTarget::Kind::Loop;
    loop.diskCount = 3;
    remembered.saveLabTarget(loop);
    QVERIFY(remembered.hasLabTarget());
    QCOMPARE(bench->preselectedChoice(facts).kind, LabTarget::Kind::Loop);
    QCOMPARE(bench->preselectedChoice(facts).diskCount, 3);
}

QTEST_MAIN(TestLabTarget)
#include "tst_labtarget.moc"
