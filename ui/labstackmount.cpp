#include "labstackmount.h"

#include "lab/scenario/scenario.h"
#include "pages/labpage.h"
#include "pages/walkrunner.h"
#include "pages/workloadpage.h"
#include "stacks/recipe/labsteps.h"

#include <QDir>
#include <QStorageInfo>

LabStackMount::LabStackMount(WalkRunner *walk, LabPage *lab, WorkloadPage *workload, QObject *parent)
    : QObject(parent)
    , m_workload(workload)
{
    connect(walk, &WalkRunner::phaseStarted, this, [this](const RecipeRequest &request, const QString &phase) {
        if (phase == QLatin1String("teardown"))
            m_workload->withdrawStackDirectory(LabSteps(request).mountPoint());
    });
    connect(walk, &WalkRunner::finished, this, [this, walk] {
        if (const StackWalk *shown = walk->shownWalk())
            check(shown->request());
    });
    connect(lab, &LabPage::sessionUpdated, this, [this](const LabSession &, const QList<Scenario> &scenarios) {
        for (const Scenario &scenario : scenarios)
            check(scenario.request());
    });
}

QString LabStackMount::mountedDirectory(const RecipeRequest &request)
{
    const QString directory = QDir::cleanPath(LabSteps(request).mountPoint());
    const QStorageInfo storage(directory);
    if (!storage.isValid() || QDir::cleanPath(storage.rootPath()) != directory)
        return {};
    return directory;
}

void LabStackMount::check(const RecipeRequest &request)
{
    const QString mounted = mountedDirectory(request);
    if (!mounted.isEmpty())
        m_workload->offerStackDirectory(mounted, request.stack);
    else
        m_workload->withdrawStackDirectory(LabSteps(request).mountPoint());
}
