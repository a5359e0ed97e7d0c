#pragma once

#include "vm/diskprofile.h"

#include <QCoreApplication>
#include <QString>
#include <QStringList>

#include <optional>

// --disk-profile NAME, --disk-speed RATE and --disk-iops N of `lab run` and `lab sweep`: collected
// as they come, then resolved into the virtual lab's DiskProfile (a rate or IOPS over hdd or ssd
// keeps that profile's model; alone they make a "custom" profile that models no real disk).
struct DiskProfileArguments {
    Q_DECLARE_TR_FUNCTIONS(DiskProfileArguments)

public:
    QString name;
    qint64 speed = 0; // bytes per second; 0: the profile's
    int iops = 0; // 0: the profile's

    static bool isOption(const QString &option);
    // Takes one option's value; returns the error in words, empty when it is good.
    QString take(const QString &option, const QString &value);
    bool isGiven() const { return !name.isEmpty() || speed > 0 || iops > 0; }
    // The profile, or *error (what is wrong and what to enter) and nullopt.
    std::optional<DiskProfile> resolve(QString *error) const;
    // The options again, for a sweep's cells that run as `lab run` processes.
    QStringList argv() const;
    // The usage lines shared by lab run and lab sweep.
    static QString usage();
};
