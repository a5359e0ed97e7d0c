#pragma once

#include <QObject>

class LatencyHistogramTest : public QObject {
    Q_OBJECT

private slots:
    void geometry();
    void exactBelow128();
    void knownFioValues_data();
    void knownFioValues();
    void errorBound();
    void percentilesMatchSortedSamples_data();
    void percentilesMatchSortedSamples();
    void emptyAndMerge();
};
