#include "stacks/catalog/stackrecipes.h"

#include "stacks/families/btrfsrecipe.h"
#include "stacks/families/lvmraidrecipe.h"
#include "stacks/families/lvmthinmdrecipe.h"
#include "stacks/families/mdadmrecipe.h"
#include "stacks/families/zfsrecipe.h"
#include "stacks/recipe/labsteps.h"
#include "stacks/recipe/requestrule.h"

#include <QCoreApplication>

#include <memory>
#include <vector>

static const std::vector<std::unique_ptr<StackRecipe>> &recipes()
{
    static const std::vector<std::unique_ptr<StackRecipe>> all = [] {
        std::vector<std::unique_ptr<StackRecipe>> list;
        list.push_back(std::make_unique<MdadmRecipe>());
        list.push_back(std::make_unique<LvmRaidRecipe>());
        list.push_back(std::make_unique<LvmThinMdRecipe>());
        list.push_back(std::make_unique<ZfsRecipe>());
        list.push_back(std::make_unique<BtrfsRecipe>());
        return list;
    }();
    return all;
}

QList<StackInfo> stackInfos()
{
    QList<StackInfo> infos;
    for (const auto &recipe : recipes())
        infos << recipe->stacks();
    return infos;
}

QStringList stackNames()
{
    QStringList names;
    for (const StackInfo &info : stackInfos())
        names << info.name;
    return names;
}

QStringList phaseNames()
{
    return {QStringLiteral("prepare"), QStringLiteral("build"), QStringLiteral("sync"), QStringLiteral("mount"),
        QStringLiteral("snapshot"), QStringLiteral("fail"), QStringLiteral("rebuild"), QStringLiteral("scrub"),
        QStringLiteral("corruption"), QStringLiteral("expand"), QStringLiteral("recover"), QStringLiteral("teardown")};
}

QStringList requestDisks(const RecipeRequest &request)
{
    QStringList disks = request.disks;
    if (!request.spare.isEmpty())
        disks << request.spare;
    for (const StackInfo &info : stackInfos()) {
        if (info.name != request.stack)
            continue;
        for (const QString &key : info.deviceOptions) {
            const QString value = request.options.value(key).toString();
            for (const QString &disk : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
                if (!disks.contains(disk))
                    disks << disk;
            }
        }
    }
    return disks;
}

namespace {
const StackRecipe *recipeOf(const QString &stack)
{
    for (const auto &recipe : recipes()) {
        for (const StackInfo &info : recipe->stacks()) {
            if (info.name == stack)
                return recipe.get();
        }
    }
    return nullptr;
}
} // namespace

std::optional<StackTraits> stackTraits(const QString &stack)
{
    const StackRecipe *recipe = recipeOf(stack);
    return recipe ? std::optional<StackTraits>(recipe->traits(stack)) : std::nullopt;
}

SnapshotSpaceProbe snapshotSpaceProbe(const RecipeRequest &request)
{
    const StackRecipe *recipe = recipeOf(request.stack);
    return recipe ? recipe->snapshotSpaceProbe(request) : SnapshotSpaceProbe();
}

RebuildProbe rebuildProbe(const RecipeRequest &request)
{
    const StackRecipe *recipe = recipeOf(request.stack);
    return recipe ? recipe->rebuildProbe(request) : RebuildProbe();
}

QString progressKindOf(const RecipeRequest &request, const QString &phase)
{
    if (phase == QLatin1String("sync") || phase == QLatin1String("scrub"))
        return phase;
    if (phase == QLatin1String("rebuild"))
        return rebuildProbe(request).progressKind;
    return {};
}

void fitOptionsToMembers(RecipeRequest *request, qint64 memberBytes)
{
    if (const StackRecipe *recipe = recipeOf(request->stack); recipe && memberBytes > 0)
        recipe->fitOptionsToMembers(request, memberBytes);
}

PlanOrError buildPlan(const RecipeRequest &request)
{
    for (const auto &recipe : recipes()) {
        for (const StackInfo &info : recipe->stacks()) {
            if (info.name != request.stack)
                continue;
            if (const QString error = RequestRule::check(request, info); !error.isEmpty())
                return {{}, error};
            PlanOrError plan = recipe->plan(request);
            // One place for every family: the teardown ends by giving a pulled loop disk back.
            for (PlanPhase &phase : plan.plan.phases) {
                if (plan.ok() && phase.name == QLatin1String("teardown") && !phase.steps.isEmpty())
                    phase.steps << LabSteps(request).giveBack();
            }
            return plan;
        }
    }
    return {{},
        QCoreApplication::translate("StackRecipe", "unknown stack '%1' (known: %2)")
            .arg(request.stack, stackNames().join(QStringLiteral(", ")))};
}
