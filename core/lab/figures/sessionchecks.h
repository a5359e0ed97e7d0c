#pragma once

#include "lab/session/labsession.h"

#include <QCoreApplication>
#include <QList>
#include <QString>

// One check of a session's figures, shown in the report: a figure against its own source, or
// against what the lab measured of the hardware.
struct SessionCheck {
    QString stack;
    QString key; // the measurement it checks; empty for the stack's progress samples
    QString name; // "source", "replacement-size", "replacement-speed", "percent"
    bool passed = false;
    QString message; // what was compared, with the numbers (translated)

    friend bool operator==(const SessionCheck &, const SessionCheck &) = default;
};

// The checks the report shows for a session (docs/report.md):
// - source: a figure a tool stated is read again off its recorded line(s) (ToolStatement) and
//   must be what was recorded; a figure that contradicts its own source is not a number; one that
//   cannot be found fails with the lines searched; a yes/no judgment no reader knows is not checked;
// - replacement-size: the bytes rebuilt fit on the replacement (its blockdev size);
// - replacement-speed: bytes rebuilt ÷ rebuild time is no faster than the replacement's
//   sequential write speed that the lab measured with dd (not for btrfs, whose figure is the
//   replacement's allocated chunks rather than the bytes written);
// - percent: every progress percentage lies within 0–100 (a raidz expansion excepted, which
//   OpenZFS prints past 100).
class SessionChecks {
    Q_DECLARE_TR_FUNCTIONS(SessionChecks)

public:
    static QList<SessionCheck> run(const LabSession &session);
};
