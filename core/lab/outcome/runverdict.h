#pragma once

#include "lab/outcome/labrunstatus.h"
#include "lab/session/labsession.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QList>
#include <QString>

// How one stack's run ended, for a person: passed, failed at a stage with the tool's own words and
// what to do, or interrupted. Every view of a session (the Results page, the Lab page, the report
// in each format, stacklab-cli lab report) shows this value, so no view can call a run passed that
// another calls failed.
struct StackVerdict {
    Q_DECLARE_TR_FUNCTIONS(StackVerdict)

public:
    enum class Outcome { Passed, Failed, Interrupted };

    QString stack;
    Outcome outcome = Outcome::Passed;
    QString stage; // the phase of the step that failed or was cut short ("rebuild"); empty if unknown
    QString cause; // the tool's own last words ("scrub: failed setting block group ro: -28")
    QString advice; // translated: what to do about it; empty when the cause suggests nothing

    // "passed"; "failed at rebuild: <cause>. <advice>"; "interrupted at rebuild: <why>" (translated).
    QString text() const;
    // The same words without the cause: "passed", "failed at rebuild", "interrupted at sync".
    QString headline() const;
    QJsonObject toJson() const;
    friend bool operator==(const StackVerdict &, const StackVerdict &) = default;
};

// The verdict of a whole session: the worst of its stacks' (failed over interrupted over passed).
struct RunVerdict {
    Q_DECLARE_TR_FUNCTIONS(RunVerdict)

public:
    StackVerdict::Outcome outcome = StackVerdict::Outcome::Passed;
    QList<StackVerdict> stacks;

    static RunVerdict of(const LabSession &session);
    // "passed", "failed", "interrupted": the JSON and CSV word.
    static QString outcomeName(StackVerdict::Outcome outcome);
    // One line: "Passed: all 2 stacks ran to their end." or "Failed: btrfs-raid1 failed at rebuild: …".
    QString text() const;
    // A few words for a list of sessions, in the words of text(): "complete", "failed at rebuild",
    // "interrupted at sync" (the stack named first when the session has several: "zfs-raidz1
    // failed at rebuild"), "not started" when no stack began; empty for a session without stacks.
    static QString brief(const LabSession &session);
    // brief() of the session recorded in DIR, read without changing it (LabSessionStore::peek):
    // "running" while a program records it; empty when DIR holds no readable session.
    static QString briefOf(const QString &dir);
    QJsonObject toJson() const;
    friend bool operator==(const RunVerdict &, const RunVerdict &) = default;
};
