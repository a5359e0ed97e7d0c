// Records a lab session in a loop until killed: DIR. Each iteration I writes five events
// (step "step-I" started, one output line, measurement value I, progress sample at I ms, step
// finished) and prints "durable N" after each, N counting events on disk. Compacts now and then so
// a kill may land in a compaction too.
#include "lab/session/labsessionstore.h"

#include <QCoreApplication>

#include <cstdio>

namespace {

void reportDurable(qint64 count)
{
    std::printf("durable %lld\n", static_cast<long long>(count));
    std::fflush(stdout);
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    if (app.arguments().size() != 2) {
        std::fprintf(stderr, "usage: labcrashchild DIR\n");
        return 2;
    }
    QString error;
    std::unique_ptr<LabSessionStore> store = LabSessionStore::open(app.arguments().at(1), &error);
    if (!store) {
        std::fprintf(stderr, "%s\n", qPrintable(error));
        return 1;
    }
    qint64 events = 0;
    auto check = [&](bool ok) {
        if (!ok) {
            std::fprintf(stderr, "%s\n", qPrintable(store->errorString()));
            std::exit(1);
        }
        reportDurable(++events);
    };
    for (int i = 0; i < 1000000; ++i) {
        SessionStepRecord step;
        step.phase = QStringLiteral("rebuild");
        step.stepId = QStringLiteral("step-%1").arg(i);
        step.argv = {QStringLiteral("mdadm"), QStringLiteral("--detail"), QStringLiteral("/dev/md0")};
        step.startedAtMs = i;
        const int index = store->startStep(step);
        check(index == i);
        check(store->appendOutput(index, {QStringLiteral("line %1").arg(i)}));
        check(store->addMeasurement({QStringLiteral("md-raid5"), QStringLiteral("rebuild_s"), static_cast<double>(i),
            QStringLiteral("s"), i, {}, {}}));
        SessionProgressSample progress {QStringLiteral("md-raid5"), QStringLiteral("rebuild"), {}};
        progress.sample.timestampMs = i;
        progress.sample.percent = i % 100;
        check(store->addProgress(progress));
        check(store->finishStep(index, StepState::Succeeded, 0, i + 1));
        if (i % 23 == 22 && !store->compact()) {
            std::fprintf(stderr, "%s\n", qPrintable(store->errorString()));
            return 1;
        }
    }
    return 0;
}
