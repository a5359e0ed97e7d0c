#pragma once

#include <QObject>

// The system-disk rules, data-driven: each row is a machine's stacks around one disk.
class TestDiskClassifier : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void classify_data();
    void classify();
    void cleanupOrder();
    void holderCycleTerminates();
};
