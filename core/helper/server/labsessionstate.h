#pragma once

#include "helper/server/deviceidentity.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

// One disk as it was when the session claimed it: what later requests name it by, and what
// proves that a node is still that disk. A record is never replaced while the session lives: a
// pulled disk's record is what refuses another disk at its old node.
struct ClaimedDisk {
    QString name; // as the client named it (a stable ID such as /dev/disk/by-id/…, or the loop node)
    DeviceIdentity device; // what it resolved to then: number, kernel node, medium
    bool operator==(const ClaimedDisk &) const = default;
};

// What one helper process knows about its lab session.
struct LabSessionState {
    QString session; // fixed by the first claim or lab-loop-create; one helper serves one session
    QString loopLabSession; // the session whose loop lab this helper created; empty if none
    QList<ClaimedDisk> claims; // in claim order
    QHash<QString, QString> runningByDevice; // kernel node -> id of the request running on it
    // kernel node -> id of a workload running on the stack's filesystem. A foreground load is not
    // work on the disks: the pull, the rebuild and the scrub run under it (the rebuild-under-load
    // drill), everything else waits for it (LoadPhases).
    QHash<QString, QString> loadByDevice;
    QHash<QString, QString> backingFiles; // loop-lab node -> its backing file (the loop pull method)
    // Kernel nodes of the members this session's fail phase pulled. A loop disk pulled by cutting its
    // backing file can come back to a non-zero size when the stack writes to it between the cut and
    // the capacity refresh: what the session did, not the size it reads now, says it is gone.
    QSet<QString> pulledByFailPhase;

    // The first record whose disk had this number / this kernel node / was named so by the client.
    const ClaimedDisk *claimWithNumber(DeviceNumber number) const
    {
        for (const ClaimedDisk &claim : claims) {
            if (claim.device.number == number)
                return &claim;
        }
        return nullptr;
    }
    const ClaimedDisk *claimNamed(const QString &name) const
    {
        for (const ClaimedDisk &claim : claims) {
            if (claim.name == name || claim.device.node == name)
                return &claim;
        }
        return nullptr;
    }
};
