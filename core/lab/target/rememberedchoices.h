#pragma once

#include "lab/scenario/scenario.h"
#include "lab/target/labtargetchoice.h"

#include <QSettings>
#include <QStringList>

// What StackLab remembers between runs and restarts (QSettings: ~/.config/StackLab/StackLab.conf):
// the Build page's stack, members and spare, by stable ID (kernel names change between boots),
// the lab target last chosen and the Lab page's options. Read and written only by the app's own window, never by the
// pages, so that tests and `--screenshot` start from the same defaults every time.
class RememberedChoices {
public:
    struct Build {
        QString stack;
        QStringList members; // stable IDs, in member order
        QString spare; // stable ID, empty: none
    };

    // Settings written before StackLab named its organization are in QSettings' stand-in folder,
    // <config>/Unknown Organization/<file name>. Moves that file to `settingsFile` (QSettings'
    // fileName(), <config>/StackLab/StackLab.conf) once: only when nothing is there yet, so a
    // newer file is never overwritten. True when it moved one; `error` says why a move failed.
    static bool adoptUnnamedOrganizationFile(const QString &settingsFile, QString *error = nullptr);

    explicit RememberedChoices(QSettings *settings)
        : m_settings(settings)
    {
    }

    void saveBuild(const Build &build);
    Build build() const;
    void saveLabTarget(const LabTargetChoice &choice);
    LabTargetChoice labTarget() const; // the defaults when nothing was saved
    bool hasLabTarget() const; // a lab target was saved (false on a first start)
    // The Lab page's options a person sets: rounds, dataset share and workload runtime.
    void saveScenarioOptions(const ScenarioOptions &options);
    // `defaults` with what was saved (a value out of the page's range keeps the default).
    ScenarioOptions scenarioOptions(const ScenarioOptions &defaults) const;

private:
    QSettings *m_settings;
};
