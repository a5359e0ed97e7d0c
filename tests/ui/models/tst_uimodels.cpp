#include "fixtures/fixturedisks.h"
#include "models/diskpresentation.h"
#include "models/disktablemodel.h"
#include "models/logmodel.h"

#include <QAbstractItemModelTester>
#include <QBrush>
#include <QIcon>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTest>

// The item models of ui/models, without any view: DiskTableModel and LogModel, each under
// QAbstractItemModelTester while they change.
class TestUiModels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();

    void diskModelPassesTester();
    void diskRowPerClass_data();
    void diskRowPerClass();
    void flagsPerPurpose_data();
    void flagsPerPurpose();
    void sizeTooltipHasExactBytes();
    void stableIdTooltipNamesSource();
    void humanSize_data();
    void humanSize();
    void naturalKey_data();
    void naturalKey();
    void proxySortsNaturallyAndBySize();
    void updatesKeepRowIdentity();
    void identicalUpdateEmitsNothing();
    void diskRoleCarriesRawDisk();

    void logModelPassesTester();
    void logAppendAndColumns();
    void logCapacityDropsOldest();
    void logPlainText();
    void logLevelColours_data();
    void logLevelColours();
};

static int rowOf(const DiskTableModel &model, const QString &name)
{
    for (int row = 0; row < model.rowCount(); ++row) {
        if (model.index(row, DiskTableModel::DeviceColumn).data().toString() == name)
            return row;
    }
    return -1;
}

void TestUiModels::initTestCase()
{
    // Decimal point and digit grouping as in the expectations below.
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestUiModels::diskModelPassesTester()
{
    DiskTableModel model(DiskTableModel::Purpose::PickForLab);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDisks(FixtureDisks::all());
    QCOMPARE(model.rowCount(), 4);
    QCOMPARE(model.columnCount(), int(DiskTableModel::ColumnCount));
    QList<Disk> changed = FixtureDisks::all();
    changed.removeAt(1);
    changed[1].classification = DiskClass::Blank;
    changed.append(FixtureDisks::blankDisk());
    changed.last().name = QStringLiteral("loop3");
    model.setDisks(changed);
    QCOMPARE(model.rowCount(), 4);
    model.setDisks({});
    QCOMPARE(model.rowCount(), 0);
    model.setDisks(FixtureDisks::all());
    QCOMPARE(model.rowCount(), 4);
}

void TestUiModels::diskRowPerClass_data()
{
    QTest::addColumn<Disk>("disk");
    QTest::addColumn<QString>("device");
    QTest::addColumn<QString>("state");
    QTest::addColumn<QString>("size");
    QTest::addColumn<QString>("iconPath");

    QTest::newRow("system") << FixtureDisks::systemDisk() << "vda"
                            << "System"
                            << "256 GiB"
                            << ":/icons/lock.svg";
    QTest::newRow("in-use") << FixtureDisks::inUseDisk() << "loop7"
                            << "In use"
                            << "512 MiB"
                            << ":/icons/inuse.svg";
    QTest::newRow("not-blank") << FixtureDisks::notBlankDisk() << "loop10"
                               << "Not blank"
                               << "1.00 GiB"
                               << ":/icons/warning.svg";
    QTest::newRow("blank") << FixtureDisks::blankDisk() << "loop2"
                           << "Blank"
                           << "2.00 TiB"
                           << ":/icons/check.svg";
}

void TestUiModels::diskRowPerClass()
{
    QFETCH(Disk, disk);
    QFETCH(QString, device);
    QFETCH(QString, state);
    QFETCH(QString, size);
    QFETCH(QString, iconPath);

    DiskTableModel model;
    model.setDisks({disk});
    auto cell = [&](int column, int role = Qt::DisplayRole) { return model.index(0, column).data(role); };
    QCOMPARE(cell(DiskTableModel::DeviceColumn).toString(), device);
    QCOMPARE(cell(DiskTableModel::StableIdColumn).toString(), disk.stableId);
    QCOMPARE(cell(DiskTableModel::SizeColumn).toString(), size);
    QCOMPARE(cell(DiskTableModel::TransportColumn).toString(), disk.transport);
    QCOMPARE(cell(DiskTableModel::StateColumn).toString(), state);
    QCOMPARE(cell(DiskTableModel::ReasonColumn).toString(), disk.reason);
    QCOMPARE(cell(DiskTableModel::StateColumn, Qt::ToolTipRole).toString(), disk.reason);
    QCOMPARE(cell(DiskTableModel::DeviceColumn, DiskTableModel::ClassRole).toInt(), int(disk.classification));
    QCOMPARE(cell(DiskTableModel::DeviceColumn, DiskTableModel::SelectableRole).toBool(), disk.selectable());

    // Every cell of the row carries the class tint and a readable text colour.
    for (int column = 0; column < DiskTableModel::ColumnCount; ++column) {
        QCOMPARE(cell(column, Qt::BackgroundRole).value<QBrush>().color(),
            DiskPresentation::classBackground(disk.classification));
        QCOMPARE(cell(column, Qt::ForegroundRole).value<QBrush>().color(),
            DiskPresentation::classForeground(disk.classification));
    }
    // The class icon sits on the Device column and renders (the SVG plugin is present).
    QCOMPARE(DiskPresentation::classIconPath(disk.classification), iconPath);
    const QIcon icon = cell(DiskTableModel::DeviceColumn, Qt::DecorationRole).value<QIcon>();
    QVERIFY2(!icon.pixmap(16, 16).isNull(), "class icon does not render: is libqt6svg6 installed?");
    QVERIFY(!cell(DiskTableModel::StateColumn, Qt::DecorationRole).isValid());
}

void TestUiModels::flagsPerPurpose_data()
{
    QTest::addColumn<Disk>("disk");
    QTest::addColumn<bool>("pickEnabled");

    QTest::newRow("system") << FixtureDisks::systemDisk() << false;
    QTest::newRow("in-use") << FixtureDisks::inUseDisk() << false;
    QTest::newRow("not-blank") << FixtureDisks::notBlankDisk() << true;
    QTest::newRow("blank") << FixtureDisks::blankDisk() << true;
}

void TestUiModels::flagsPerPurpose()
{
    QFETCH(Disk, disk);
    QFETCH(bool, pickEnabled);

    DiskTableModel pick(DiskTableModel::Purpose::PickForLab);
    pick.setDisks({disk});
    DiskTableModel inspect(DiskTableModel::Purpose::Inspect);
    inspect.setDisks({disk});
    for (int column = 0; column < DiskTableModel::ColumnCount; ++column) {
        const Qt::ItemFlags pickFlags = pick.flags(pick.index(0, column));
        QCOMPARE(pickFlags.testFlag(Qt::ItemIsEnabled), pickEnabled);
        QCOMPARE(pickFlags.testFlag(Qt::ItemIsSelectable), pickEnabled);
        QVERIFY(!pickFlags.testFlag(Qt::ItemIsEditable));
        const Qt::ItemFlags inspectFlags = inspect.flags(inspect.index(0, column));
        QVERIFY(inspectFlags.testFlag(Qt::ItemIsEnabled));
        QVERIFY(inspectFlags.testFlag(Qt::ItemIsSelectable));
        QVERIFY(!inspectFlags.testFlag(Qt::ItemIsEditable));
    }
}

void TestUiModels::sizeTooltipHasExactBytes()
{
    DiskTableModel model;
    model.setDisks({FixtureDisks::notBlankDisk()});
    const QString tip = model.index(0, DiskTableModel::SizeColumn).data(Qt::ToolTipRole).toString();
    QVERIFY2(tip.contains(QStringLiteral("1,073,741,824 bytes")), qPrintable(tip));
    QVERIFY2(tip.contains(QStringLiteral("512 B logical, 4096 B physical")), qPrintable(tip));
}

void TestUiModels::stableIdTooltipNamesSource()
{
    DiskTableModel model;
    model.setDisks({FixtureDisks::systemDisk(), FixtureDisks::blankDisk()});
    QVERIFY(model.index(0, DiskTableModel::StableIdColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("serial number")));
    QVERIFY(model.index(1, DiskTableModel::StableIdColumn)
                .data(Qt::ToolTipRole)
                .toString()
                .contains(QStringLiteral("loop backing file")));
}

void TestUiModels::humanSize_data()
{
    QTest::addColumn<quint64>("bytes");
    QTest::addColumn<QString>("text");

    QTest::newRow("zero") << quint64(0) << "0 B";
    QTest::newRow("bytes") << quint64(1023) << "1023 B";
    QTest::newRow("one KiB") << quint64(1024) << "1.00 KiB";
    QTest::newRow("512 MiB") << quint64(512) * 1024 * 1024 << "512 MiB";
    QTest::newRow("10 GiB") << quint64(10) * 1024 * 1024 * 1024 << "10.0 GiB";
    QTest::newRow("2 TB drive") << quint64(2000398934016) << "1.82 TiB";
    QTest::newRow("just below 1 TiB") << quint64(1099511627775) << "1.00 TiB";
    QTest::newRow("16 TB drive") << quint64(16000900661248) << "14.6 TiB";
}

void TestUiModels::humanSize()
{
    QFETCH(quint64, bytes);
    QFETCH(QString, text);
    QCOMPARE(DiskPresentation::humanSize(bytes), text);
}

void TestUiModels::naturalKey_data()
{
    QTest::addColumn<QString>("smaller");
    QTest::addColumn<QString>("larger");

    QTest::newRow("loop") << "loop2"
                          << "loop10";
    QTest::newRow("nvme") << "nvme0n2"
                          << "nvme0n10";
    QTest::newRow("letters") << "sda"
                             << "sdb";
    QTest::newRow("sd two letters") << "sdz"
                                    << "sdaa";
    QTest::newRow("vd") << "vda"
                        << "vdb";
    QTest::newRow("loop before vda") << "loop9"
                                     << "vda";
}

void TestUiModels::naturalKey()
{
    QFETCH(QString, smaller);
    QFETCH(QString, larger);
    QVERIFY2(DiskTableModel::naturalKey(smaller) < DiskTableModel::naturalKey(larger),
        qPrintable(DiskTableModel::naturalKey(smaller) + QStringLiteral(" vs ") + DiskTableModel::naturalKey(larger)));
}

void TestUiModels::proxySortsNaturallyAndBySize()
{
    DiskTableModel model;
    model.setDisks(FixtureDisks::all());
    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(DiskTableModel::SortRole);

    proxy.sort(DiskTableModel::DeviceColumn, Qt::AscendingOrder);
    QStringList names;
    for (int row = 0; row < proxy.rowCount(); ++row)
        names << proxy.index(row, DiskTableModel::DeviceColumn).data().toString();
    QCOMPARE(names, QStringList({"loop2", "loop7", "loop10", "vda"}));

    proxy.sort(DiskTableModel::SizeColumn, Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, DiskTableModel::DeviceColumn).data().toString(), QStringLiteral("loop2")); // 2 TiB
    QCOMPARE(proxy.index(3, DiskTableModel::DeviceColumn).data().toString(), QStringLiteral("loop7")); // 512 MiB

    proxy.sort(DiskTableModel::StateColumn, Qt::AscendingOrder);
    QCOMPARE(proxy.index(0, DiskTableModel::DeviceColumn).data().toString(), QStringLiteral("vda")); // system first
}

void TestUiModels::updatesKeepRowIdentity()
{
    DiskTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setDisks(FixtureDisks::all());

    const QPersistentModelIndex xfs = model.index(rowOf(model, QStringLiteral("loop10")), 0);
    const QPersistentModelIndex blank = model.index(rowOf(model, QStringLiteral("loop2")), 0);
    QVERIFY(xfs.isValid() && blank.isValid());

    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);

    // The in-use disk goes away, the xfs disk is wiped, a new disk appears.
    Disk wiped = FixtureDisks::notBlankDisk();
    wiped.classification = DiskClass::Blank;
    wiped.signatures.clear();
    wiped.cleanupCommands.clear();
    Disk added = FixtureDisks::blankDisk();
    added.name = QStringLiteral("loop3");
    added.devnode = QStringLiteral("/dev/loop3");
    added.stableId = QStringLiteral("/var/tmp/lab/new.img");
    model.setDisks({FixtureDisks::systemDisk(), wiped, FixtureDisks::blankDisk(), added});

    QCOMPARE(reset.size(), 0);
    QCOMPARE(removed.size(), 1);
    QCOMPARE(inserted.size(), 1);
    QCOMPARE(changed.size(), 1); // only the wiped disk's row
    QCOMPARE(changed.first().at(0).toModelIndex().row(), xfs.row());
    QCOMPARE(model.rowCount(), 4);

    QVERIFY(xfs.isValid());
    QCOMPARE(xfs.data(DiskTableModel::StableIdRole).toString(), FixtureDisks::notBlankDisk().stableId);
    QCOMPARE(xfs.sibling(xfs.row(), DiskTableModel::StateColumn).data().toString(), QStringLiteral("Blank"));
    QVERIFY(blank.isValid());
    QCOMPARE(blank.data().toString(), QStringLiteral("loop2"));
    QCOMPARE(rowOf(model, QStringLiteral("loop7")), -1);
    QCOMPARE(model.rowOfStableId(added.stableId), 3); // new disks are appended
}

void TestUiModels::identicalUpdateEmitsNothing()
{
    DiskTableModel model;
    model.setDisks(FixtureDisks::all());
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    model.setDisks(FixtureDisks::all());
    QCOMPARE(changed.size() + inserted.size() + removed.size(), 0);
}

void TestUiModels::diskRoleCarriesRawDisk()
{
    DiskTableModel model;
    model.setDisks(FixtureDisks::all());
    const int row = model.rowOfStableId(FixtureDisks::notBlankDisk().stableId);
    QVERIFY(row >= 0);
    const Disk disk = model.index(row, DiskTableModel::ReasonColumn).data(DiskTableModel::DiskRole).value<Disk>();
    QCOMPARE(disk, FixtureDisks::notBlankDisk());
    QCOMPARE(model.rowOfStableId(QStringLiteral("/nowhere")), -1);
}

void TestUiModels::logModelPassesTester()
{
    LogModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setCapacity(3);
    for (int i = 0; i < 5; ++i)
        model.append(LogLevel::Info, QStringLiteral("Disks"), QStringLiteral("line %1").arg(i));
    model.clear();
    model.append(LogLevel::Error, QStringLiteral("Build"), QStringLiteral("failed"));
    QCOMPARE(model.rowCount(), 1);
}

void TestUiModels::logAppendAndColumns()
{
    LogModel model;
    const QDateTime time(QDate(2026, 12, 1), QTime(2, 15, 5, 42));
    model.append(LogEntry {time, LogLevel::Warning, QStringLiteral("Disks"), QStringLiteral("Disk gone: loop3")});
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.columnCount(), int(LogModel::ColumnCount));
    QCOMPARE(model.index(0, LogModel::TimeColumn).data().toString(), QStringLiteral("02:15:05.042"));
    QCOMPARE(model.index(0, LogModel::LevelColumn).data().toString(), QStringLiteral("Warning"));
    QCOMPARE(model.index(0, LogModel::SourceColumn).data().toString(), QStringLiteral("Disks"));
    QCOMPARE(model.index(0, LogModel::MessageColumn).data().toString(), QStringLiteral("Disk gone: loop3"));
    QCOMPARE(model.index(0, LogModel::TimeColumn).data(Qt::ToolTipRole).toString(),
        QStringLiteral("2026-12-01T02:15:05.042"));
    QCOMPARE(model.index(0, 0).data(LogModel::LevelRole).toInt(), int(LogLevel::Warning));
    QCOMPARE(model.headerData(LogModel::MessageColumn, Qt::Horizontal).toString(), QStringLiteral("Message"));
}

void TestUiModels::logCapacityDropsOldest()
{
    LogModel model;
    model.setCapacity(3);
    QSignalSpy removed(&model, &QAbstractItemModel::rowsRemoved);
    for (int i = 0; i < 5; ++i)
        model.append(LogLevel::Info, QStringLiteral("Disks"), QStringLiteral("line %1").arg(i));
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(removed.size(), 2);
    QCOMPARE(model.index(0, LogModel::MessageColumn).data().toString(), QStringLiteral("line 2"));
    QCOMPARE(model.index(2, LogModel::MessageColumn).data().toString(), QStringLiteral("line 4"));
    model.setCapacity(1);
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.index(0, LogModel::MessageColumn).data().toString(), QStringLiteral("line 4"));
}

void TestUiModels::logPlainText()
{
    LogModel model;
    const QDateTime time(QDate(2026, 12, 1), QTime(3, 0, 0));
    model.append(LogEntry {time, LogLevel::Info, QStringLiteral("Disks"), QStringLiteral("Found 3 disks")});
    model.append(LogEntry {time.addMSecs(1500), LogLevel::Error, QStringLiteral("Build"), QStringLiteral("no")});
    QCOMPARE(model.toPlainText(),
        QStringLiteral("03:00:00.000 Info [Disks] Found 3 disks\n03:00:01.500 Error [Build] no\n"));
}

void TestUiModels::logLevelColours_data()
{
    QTest::addColumn<int>("level");
    QTest::addColumn<bool>("coloured");
    QTest::addColumn<bool>("icon");
    QTest::newRow("info") << int(LogLevel::Info) << false << false;
    QTest::newRow("warning") << int(LogLevel::Warning) << true << true;
    QTest::newRow("error") << int(LogLevel::Error) << true << true;
}

void TestUiModels::logLevelColours()
{
    QFETCH(int, level);
    QFETCH(bool, coloured);
    QFETCH(bool, icon);
    LogModel model;
    model.append(LogLevel(level), QStringLiteral("Disks"), QStringLiteral("text"));
    QCOMPARE(model.index(0, LogModel::MessageColumn).data(Qt::ForegroundRole).isValid(), coloured);
    const QVariant decoration = model.index(0, LogModel::LevelColumn).data(Qt::DecorationRole);
    QCOMPARE(decoration.isValid(), icon);
    if (icon)
        QVERIFY(!decoration.value<QIcon>().pixmap(16, 16).isNull());
}

QTEST_MAIN(TestUiModels)
#include "tst_uimodels.moc"
