#include "lab/stages/diskloadwindow.h"

#include "lab/diskload.h"
#include "lab/labsession.h"
#include "lab/scenariomeasurements.h"

#include <memory>

namespace {

using Reading = std::function<void(std::optional<BlockStatSnapshot>)>;

void read(StageContext &lab, Reading then)
{
    HelperRequest request;
    request.type = HelperRequestType::DiskStats;
    lab.send(request, QStringLiteral("disk-stats"), [&lab, then](const HelperEvent &event) {
        if (event.type != HelperEventType::Accepted && event.type != HelperEventType::Refused
            && event.type != HelperEventType::Error)
            return;
        lab.forget(event.id());
        if (event.type != HelperEventType::Accepted) {
            lab.say(DiskLoadWindow::tr("The lab disks' counters could not be read (%1): %2")
                        .arg(event.refused()->rule, event.refused()->message));
            return then(std::nullopt);
        }
        const QString text = event.accepted()->answer.value(QLatin1String("stats")).toString();
        const ParseResult<BlockStatSnapshot> parsed = BlockStatParser::parse(text);
        if (!parsed.ok()) {
            lab.say(DiskLoadWindow::tr("The lab disks' counters could not be read: %1").arg(parsed.error->toString()));
            return then(std::nullopt);
        }
        then(parsed.value);
    });
}

void record(StageContext &lab, const QString &phase, const BlockStatSnapshot &before, const BlockStatSnapshot &after)
{
    const DiskProfile profile = lab.targetDiskProfile().first;
    const std::optional<DiskLoad> load = DiskLoad::between(before, after, lab.targetKernelNames().values(), profile);
    if (!load)
        return;
    const QString method = DiskLoadWindow::tr(
        "the busiest lab disk's sectors, requests and io_ticks in the guest's /sys/block/*/stat before and after "
        "the phase, against the disk profile %1")
                               .arg(profile.describe());
    // The load in words rides in the source's lines: the report's disk model shows it.
    auto figure = [&](const QString &key, double value, const QString &unit) {
        lab.record(ScenarioMeasurements::make(
            lab.stack(), key, value, unit, 0, load->text(), MeasurementSource::measured(method, {load->text()})));
    };
    if (load->isThrottled())
        figure(DiskLoad::capKey(phase), load->capPercent, QStringLiteral("%"));
    figure(DiskLoad::rateKey(phase), load->bytesPerSecond, QStringLiteral("B/s"));
    figure(DiskLoad::windowKey(phase), load->seconds, QStringLiteral("s"));
    lab.say(DiskLoadWindow::tr("%1: %2 on the disks: %3").arg(lab.stack(), phase, load->text()));
    // Said where it can be acted on: the profile's rate outruns this host's emulated guest.
    if (load->isThrottled() && !load->diskBound() && load->sustainedRate() > 0
        && load->sustainedRate() < profile.labBytesPerSecond)
        lab.say(DiskLoadWindow::tr("%1: the %2 phase ran below %3 % of the disk cap: the guest's CPU, not the disk, "
                                   "set its pace. A rate this guest holds: --disk-speed %4")
                    .arg(lab.stack(), phase)
                    .arg(DiskLoad::diskBoundPercent)
                    .arg(QStringLiteral("%1M").arg(load->sustainedRate() / (1024 * 1024))));
}

} // namespace

void DiskLoadWindow::around(StageContext &lab, const QString &phase, std::function<void(Done)> body, Done done)
{
    if (lab.targetDiskProfile().first.name.isEmpty())
        return body(done);
    read(lab, [&lab, phase, body, done](std::optional<BlockStatSnapshot> before) {
        body([&lab, phase, before, done](bool ok) {
            if (!ok || !before)
                return done(ok);
            read(lab, [&lab, phase, before, done, ok](std::optional<BlockStatSnapshot> after) {
                if (after)
                    record(lab, phase, *before, *after);
                done(ok);
            });
        });
    });
}
