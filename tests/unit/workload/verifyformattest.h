#pragma once

#include <QObject>

class VerifyFormatTest : public QObject {
    Q_OBJECT

private slots:
    void crc32cMatchesFio_data();
    void crc32cMatchesFio();
    void hardwareMatchesTable();
    void readsBlocksFioWrote();
    void reportsCorruptionInFiosWords_data();
    void reportsCorruptionInFiosWords();
    void fillThenCheckRoundTrips_data();
    void fillThenCheckRoundTrips();
    void namesWrongHeaderFields_data();
    void namesWrongHeaderFields();
    void everyIntervalIsCheckedUnlessFatal();
    void dataIsUniquePerWrite();
    void patternReportNamesTheByte();
};
