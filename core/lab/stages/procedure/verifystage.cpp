#include "lab/stages/procedure/verifystage.h"

#include "lab/stages/diskloadwindow.h"
void VerifyStage::run(Done done)
{
    DiskLoadWindow::around(
        lab, QStringLiteral("verify"),
        [this](Done timed) {
            lab.helperCalls().verifyDataset(tr("Verify the dataset"),
                [timed](const std::optional<Measurement> &verified) { timed(verified.has_value()); });
        },
        done);
}
