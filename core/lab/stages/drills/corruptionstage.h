#pragma once

#include "lab/figures/corruptionoutcome.h"
#include "lab/stages/labstage.h"

#include <QCoreApplication>
#include <QJsonObject>

// The silent corruption drill (issue 15, docs/drills.md): the helper's corrupt action writes
// random blocks onto one claimed member behind the stack's back; the dataset is read back through
// a cold cache, the stack's counters read, its scrub or check run, md and LVM repair, and the
// dataset read again. What each tool said becomes the CorruptionOutcome and the drill's figures.
//
// The stack's own steps come from its plan's corruption phase, grouped by step id: cold-* before
// each read (ZFS: export and import, so the ARC is cold), read-* after the first read, scrub-*
// after the scrub phase, repair-* after them (md and plain LVM).
class CorruptionStage : public LabStage {
    Q_DECLARE_TR_FUNCTIONS(CorruptionStage)

public:
    using LabStage::LabStage;
    void run(Done done) override;

    // The member the blocks go to: the first one the fail phase does not pull (it may be pulled
    // already, or a second failure may pull it).
    static QString memberOf(const RecipeRequest &request);

private:
    void corrupt(Done next);
    // The dataset read back; *mismatched gets the files whose sha256 differed.
    void read(int *mismatched, Done next);
    // The corruption phase's steps whose id starts with `prefix`, in order; *lastOutput gets the
    // output of the last one (untouched when there is none).
    void runGroup(const QString &prefix, QString *lastOutput, QStringList *lastArgv, Done next);
    void scrub(Done next);
    void recordOutcome();

    QString m_member;
    int m_blocks = 0;
    quint32 m_seed = 0;
    int m_files = 0;
    CorruptionReadings m_readings;
    QStringList m_readArgv; // the commands whose output the figures stand on
    QStringList m_scrubArgv;
    QStringList m_repairArgv;
};
