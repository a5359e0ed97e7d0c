#pragma once

#include "stacks/plan/plan.h"

#include <QObject>

class LabPage;
class WalkRunner;
class WorkloadPage;

// The lab's stack where a person can run a workload on it: when a walk on the Build page or a
// scenario on the Lab page has its stack mounted on this machine (a loop lab, or real disks), the
// Workload page is offered the mount point as its target; when the teardown begins, it is taken
// back. A stack inside the virtual lab is mounted in the guest, never here: nothing is offered.
class LabStackMount : public QObject {
    Q_OBJECT
public:
    LabStackMount(WalkRunner *walk, LabPage *lab, WorkloadPage *workload, QObject *parent = nullptr);

    // The request's mount point, if it is mounted on this machine now.
    static QString mountedDirectory(const RecipeRequest &request);

private:
    void check(const RecipeRequest &request);

    WorkloadPage *m_workload;
};
