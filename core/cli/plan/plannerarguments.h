#pragma once

#include "planner/layout/layoutrequest.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>
#include <QList>

// The options `predict` and `advise` share: the disks (by ID from this machine's inventory, or
// typed sizes) and the assumptions of the rebuild and risk models. Every parse error names the
// option and what it expects.
class PlannerArguments {
    Q_DECLARE_TR_FUNCTIONS(PlannerArguments)

public:
    PlannerArguments();
    void addTo(QCommandLineParser *parser) const;
    // The disks' sizes, in the order given; empty with *error set on bad input.
    QList<qint64> diskBytes(const QCommandLineParser &parser, QString *error) const;
    // The assumptions with --fill, --ure, --afr, --read-speed, --write-speed applied.
    PlannerAssumptions assumptions(const QCommandLineParser &parser, QString *error) const;

    // "50%", "0.5" -> 0.5 (0..1); "1e-14" or "1e14" (one error in 10^14 bits) -> 1e-14.
    static std::optional<double> share(const QString &text, const QString &field, QString *error);
    static std::optional<double> ureRate(const QString &text, QString *error);
    static std::optional<double> speed(const QString &text, const QString &field, QString *error);

    QCommandLineOption disks;
    QCommandLineOption diskSizes;
    QCommandLineOption fill;
    QCommandLineOption ure;
    QCommandLineOption afr;
    QCommandLineOption readSpeed;
    QCommandLineOption writeSpeed;
    QCommandLineOption json;
};
