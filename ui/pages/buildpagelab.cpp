// BuildPage and the lab around it: the lab target whose helper runs the steps, its disks' names,
// and the Lab page's scenario that runs on the chosen disks.
#include "pages/buildpage.h"

#include "pages/memberchoice.h"
#include "pages/stackchoice.h"
#include "pages/walkrunner.h"

#include <QLabel>

void BuildPage::setScenarioRequest(const std::optional<RecipeRequest> &request)
{
    if (m_runner->walk())
        return;
    m_scenarioRequest = request;
    m_choice->setWalkDisks(request ? request->disks : QStringList(), request ? request->spare : QString(), true);
    m_stackChoice->setLocked(request.has_value());
    if (request) {
        m_walkNote->setText(tr("The Lab page's scenario runs %1 on these disks: the choice stays as it is until "
                               "the scenario ends (Cancel on the Lab page ends it).")
                                .arg(request->stack));
        m_walkNote->setToolTip({});
    }
    m_walkNote->setVisible(request.has_value());
    rebuildPlan();
}

void BuildPage::setLabTarget(HelperClient *client, const QString &session,
    const QMap<QString, QString> &pathsByKernelName, const QString &targetKind)
{
    m_runner->forgetEnded(); // another lab: the ended walk's disks are not there
    m_runner->setLabTarget(client, session, targetKind);
    m_choice->setTargetPaths(pathsByKernelName);
    rebuildPlan();
}

void BuildPage::renameLabDisks(const QMap<QString, QString> &pathsByKernelName)
{
    m_choice->renameTargetDisks(pathsByKernelName);
    rebuildPlan();
}

void BuildPage::clearLabTarget()
{
    m_runner->forgetEnded();
    m_runner->setLabTarget(nullptr, {}, {}); // the next run starts this machine's helper again
    m_choice->setTargetPaths({});
    rebuildPlan();
}
