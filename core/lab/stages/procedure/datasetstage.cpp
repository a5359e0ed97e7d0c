#include "lab/stages/procedure/datasetstage.h"

#include "lab/figures/scenariomeasurements.h"
#include "lab/stages/diskloadwindow.h"

void DatasetStage::run(Done done)
{
    lab.helperCalls().askSpaceField(QStringLiteral("availableBytes"), [this, done](std::optional<qint64> available) {
        if (!available)
            return done(false);
        DiskLoadWindow::around(
            lab, QStringLiteral("dataset"), [this, available](Done timed) { write(*available, timed); }, done);
    });
}

void DatasetStage::write(qint64 available, Done next)
{
    const Scenario &scenario = lab.scenario();
    const qint64 bytes = scenario.datasetBytes(lab.figures().usableBytes.value_or(available));
    if (bytes > available * 9 / 10) {
        lab.fail(tr("%1: the dataset of %2 bytes does not fit in the %3 bytes available; choose a smaller "
                    "--dataset-size.")
                     .arg(lab.stack())
                     .arg(bytes)
                     .arg(available));
        return next(false);
    }
    HelperRequest request = lab.helperCalls().recipeRequest(HelperRequestType::DatasetWrite);
    request.sizeBytes = bytes;
    request.files = scenario.options().datasetFiles;
    const quint32 seed = scenario.options().datasetSeed != 0 ? scenario.options().datasetSeed
                                                             : quint32(StageContext::nowMs() & 0x7fffffff);
    request.seed = seed;
    lab.helperCalls().runAction(
        request, tr("Write the dataset"), [this, seed, next](bool ok, const QJsonObject &result) {
            if (!ok)
                return next(false);
            QString error;
            std::optional<Measurement> copy = ScenarioMeasurements::fromDatasetWrite(lab.stack(), result, &error);
            if (!copy) {
                lab.fail(error);
                return next(false);
            }
            copy->note += tr(", seed %1").arg(seed);
            lab.records().record(*copy);
            lab.figures().datasetSeed = seed;
            lab.figures().datasetWritten = result;
            lab.figures().datasetWritten.remove(QStringLiteral("manifest"));
            next(true);
        });
}
