#include "lab/stages/diskloadwindow.h"

#include "lab/figures/diskload.h"
#include "lab/figures/scenariomeasurements.h"
#include "lab/session/labsession.h"

#include <QTimer>

#include <algorithm>
#include <memory>

namespace {

using Reading = std::function<void(std::optional<BlockStatSnapshot>)>;

// A refusal is said once per window: during a power cut every 2 s reading is refused alike.
void read(StageContext &lab, Reading then, const std::shared_ptr<QString> &lastRefusal = {})
{
    HelperRequest request;
    request.type = HelperRequestType::DiskStats;
    lab.helperCalls().ask(request, QStringLiteral("disk-stats"), [&lab, then, lastRefusal](const HelperReply &reply) {
        if (!reply.ok) {
            if (!lastRefusal || *lastRefusal != reply.refusal.rule)
                lab.say(DiskLoadWindow::tr("The lab disks' counters could not be read (%1): %2")
                            .arg(reply.refusal.rule, reply.refusal.message));
            if (lastRefusal)
                *lastRefusal = reply.refusal.rule;
            return then(std::nullopt);
        }
        const QString text = reply.answer().value(QLatin1String("stats")).toString();
        const ParseResult<BlockStatSnapshot> parsed = BlockStatParser::parse(text);
        if (!parsed.ok()) {
            lab.say(DiskLoadWindow::tr("The lab disks' counters could not be read: %1").arg(parsed.error->toString()));
            return then(std::nullopt);
        }
        then(parsed.value);
    });
}

// The readings of one window: the first before the phase, one every readIntervalMs while it runs
// (the steadiest stretch, DiskLoad::steadiest), the last after it.
struct Window {
    QList<BlockStatSnapshot> readings;
    QTimer *timer = nullptr;
    bool reading = false;
    std::shared_ptr<QString> lastRefusal = std::make_shared<QString>();
};

constexpr int readIntervalMs = 2000;

void record(StageContext &lab, const QString &phase, const QList<BlockStatSnapshot> &readings)
{
    const DiskProfile profile = lab.target().diskProfile().first;
    const double window = readings.size() < 2 ? 0 : readings.last().uptimeSeconds - readings.first().uptimeSeconds;
    // A stretch of 40 % of the window (3 s at least) lies inside the I/O of a phase whose
    // commands take the rest, and is long enough that QEMU's one-second bursts do not count.
    const std::optional<DiskLoad> load
        = DiskLoad::steadiest(readings, lab.target().kernelNames().values(), profile, std::max(3.0, 0.4 * window));
    if (!load)
        return;
    const QString method = DiskLoadWindow::tr(
        "the busiest lab disk's sectors, requests and io_ticks in the guest's /sys/block/*/stat before and after "
        "the phase, against the disk profile %1")
                               .arg(profile.describe());
    // The load in words rides in the source's lines: the report's disk model shows it.
    auto figure = [&](const QString &key, double value, const QString &unit) {
        lab.records().record(ScenarioMeasurements::make(
            lab.stack(), key, value, unit, 0, load->text(), MeasurementSource::measured(method, {load->text()})));
    };
    // The share that decides: the steadiest stretch's where there was one.
    if (load->isThrottled())
        figure(DiskLoad::capKey(phase), load->steadyCapPercent >= 0 ? load->steadyCapPercent : load->capPercent,
            QStringLiteral("%"));
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
    if (lab.target().diskProfile().first.name.isEmpty())
        return body(done);
    auto window = std::make_shared<Window>();
    read(lab, [&lab, phase, body, done, window](std::optional<BlockStatSnapshot> before) {
        if (before) {
            window->readings << *before;
            window->timer = new QTimer(&lab);
            window->timer->setInterval(readIntervalMs);
            QObject::connect(window->timer, &QTimer::timeout, &lab, [&lab, window] {
                if (window->reading)
                    return;
                window->reading = true;
                read(
                    lab,
                    [window](std::optional<BlockStatSnapshot> now) {
                        window->reading = false;
                        if (now && window->timer)
                            window->readings << *now;
                    },
                    window->lastRefusal);
            });
            window->timer->start();
        }
        body([&lab, phase, done, window](bool ok) {
            if (window->timer) {
                window->timer->deleteLater();
                window->timer = nullptr;
            }
            if (!ok || window->readings.isEmpty())
                return done(ok);
            read(lab, [&lab, phase, done, ok, window](std::optional<BlockStatSnapshot> after) {
                if (after)
                    record(lab, phase, window->readings + QList<BlockStatSnapshot> {*after});
                done(ok);
            });
        });
    });
}
