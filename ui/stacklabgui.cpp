#include "stacklabgui.h"

#include "about/exitcodes.h"
#include "disks/inventory/diskwatcher.h"
#include "lab/target/labtarget.h"
#include "lab/target/rememberedchoices.h"
#include "labbench.h"
#include "labexit.h"
#include "labinventory.h"
#include "labrecovery.h"
#include "labstackmount.h"
#include "mainwindow.h"
#include "models/reportfile.h"
#include "pages/buildpage.h"
#include "pages/diskspage.h"
#include "pages/labpage.h"
#include "pages/plannerpage.h"
#include "pages/rebuildpage.h"
#include "pages/resultspage.h"
#include "pages/walkprogress.h"
#include "pages/walkrunner.h"
#include "pages/workloadpage.h"
#include "scenariorecovery.h"
#include "screenshotoption.h"
#include "stacklabversion.h"
#include "widgets/sessionheader.h"
#include "windowscreenshot.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QDir>
#include <QGuiApplication>
#include <QPointer>
#include <QSettings>
#include <QTextStream>
#include <QTimer>

#include <memory>

#include <cstdio>

LabBench *addHostLabPages(MainWindow *window, DiskWatcher *watcher)
{
    auto *disks = new DisksPage(window);
    window->addPage(disks);
    auto *planner = new PlannerPage(window);
    window->addPage(planner);
    auto *build = new BuildPage(window);
    window->addPage(build);
    // The Planner plans on the disks the Disks page shows, and hands a layout to the Build page.
    planner->setSnapshotSource([disks] { return disks->snapshot(); });
    QObject::connect(planner, &PlannerPage::buildRequested, build,
        [window, build](const QString &stack, const QStringList &members, const QVariantMap &options) {
            build->selectStack(stack);
            if (!members.isEmpty())
                build->setMembers(members);
            if (!options.isEmpty())
                build->setRequestOptions(options);
            window->setCurrentPage(build->pageId());
        });
    auto *workload = new WorkloadPage(window);
    window->addPage(workload);
    auto *lab = new LabPage(window);
    window->addPage(lab);
    auto *rebuild = new RebuildPage(window);
    window->addPage(rebuild);
    auto *results = new ResultsPage(window);
    window->addPage(results);

    // This machine's disks until another lab target is started from the session header.
    auto *bench = new LabBench(window, watcher, disks, build);
    // Closing the window mid-run asks; the next start offers what a run left behind.
    auto *exit = new LabExit(window, bench, build, lab);
    exit->watchWorkload(workload);
    new LabRecovery(window, build);
    auto *scenarios = new ScenarioRecovery(window);
    scenarios->setSessionRoot(lab->sessionRoot());
    // A scenario seen ending while the app runs (finished, failed or cancelled with its button) is
    // not offered again; one stopped because the window closed is.
    QObject::connect(lab, &LabPage::scenarioFinished, scenarios, [exit, lab, scenarios] {
        if (!exit->isCleaningUp())
            scenarios->acknowledge(lab->sessionDirectory());
    });
    new LabInventory(window, bench, build);
    lab->setRequestSource([build] { return build->request(); });
    QObject::connect(bench, &LabBench::targetChanged, lab, [lab](LabTarget *target) {
        lab->setTarget(target);
        // Loop and virtual disks have the size the user chose: the LVM defaults scale to it.
        ScenarioOptions options = lab->options();
        options.memberBytes
            = (target && target->options().kind != LabTarget::Kind::Host) ? target->options().diskSizeBytes : 0;
        lab->setOptions(options);
    });
    QObject::connect(lab, &LabPage::scenarioFinished, bench, &LabBench::refreshGuestDisks);
    bench->setScenarioUnderway([lab] { return lab->isScenarioUnderway(); });
    QObject::connect(lab, &LabPage::scenarioPrepared, build, [build] { build->setScenarioRequest(build->request()); });
    QObject::connect(lab, &LabPage::scenarioFinished, build, [build] { build->setScenarioRequest(std::nullopt); });
    // Another lab (not the same one back after a power cut): a scenario's disks are not there.
    QObject::connect(bench, &LabBench::targetChanged, build,
        [build, shown = std::make_shared<QPointer<LabTarget>>()](LabTarget *now) {
            if (*shown != now)
                build->setScenarioRequest(std::nullopt);
            *shown = now;
        });
    QObject::connect(lab, &LabPage::progressSample, rebuild, &RebuildPage::addSample);
    QObject::connect(lab, &LabPage::loadSeries, rebuild, &RebuildPage::showLoadSeries);
    QObject::connect(lab, &LabPage::scenarioPrepared, rebuild, [rebuild](const QString &stack) {
        rebuild->startRun(stack);
        rebuild->setLive(RebuildPage::tr("Live: the scenario of %1 on the Lab page").arg(stack));
    });
    QObject::connect(lab, &LabPage::scenarioFinished, rebuild, [rebuild](bool ok) {
        rebuild->endLive(ok ? RebuildPage::tr("The scenario that ran last, ended")
                            : RebuildPage::tr("The scenario that ran last, stopped before its end"));
    });
    QObject::connect(lab, &LabPage::sessionUpdated, results, &ResultsPage::showSession);
    QObject::connect(
        lab, &LabPage::sessionUpdated, rebuild, [rebuild](const LabSession &session, const QList<Scenario> &runs) {
            QList<RecipeRequest> requests;
            for (const Scenario &scenario : runs)
                requests << scenario.request();
            rebuild->setSession(session, requests);
        });
    // The Workload page runs on the lab's stack while a walk or a scenario has it mounted here.
    new LabStackMount(build->walkRunner(), lab, workload, window);
    // A walk on the Build page feeds the Rebuild page as a scenario does: its sync, rebuild and
    // scrub sampled live, their clocks off its steps.
    auto *walkProgress = new WalkProgress(build->walkRunner(), window);
    QObject::connect(walkProgress, &WalkProgress::walkBegan, rebuild, &RebuildPage::startRun);
    QObject::connect(walkProgress, &WalkProgress::progressSample, rebuild, &RebuildPage::addSample);
    QObject::connect(walkProgress, &WalkProgress::copyClocks, rebuild, &RebuildPage::setCopyClocks);
    QObject::connect(
        walkProgress, &WalkProgress::following, rebuild, [rebuild](const QString &stack, const QString &kind) {
            rebuild->setLive(RebuildPage::tr("Live: the %1 of the walk of %2 on the Build page")
                                 .arg(RebuildPage::copyName(kind), stack));
        });
    QObject::connect(
        walkProgress, &WalkProgress::followed, rebuild, [rebuild](const QString &stack, const QString &kind) {
            rebuild->endLive(
                RebuildPage::tr("The %1 of the walk of %2, ended").arg(RebuildPage::copyName(kind), stack));
        });
    // The header names the session being recorded, as it names one opened with --session.
    SessionHeader *header = window->sessionHeader();
    QObject::connect(lab, &LabPage::sessionUpdated, header,
        [header](const LabSession &session) { header->setSessionName(session.metadata.name); });
    // A walk on the Build page is recorded in a session of its own: the header names it while the
    // stack is built, instead of "No lab session".
    // A walk left without a teardown (its lab shut down, or "Leave this walk") takes its name away;
    // one torn down keeps it with its plan and results.
    auto walkName = std::make_shared<QString>();
    QObject::connect(build->walkRunner(), &WalkRunner::walkChanged, header, [header, build, walkName] {
        if (const StackWalk *walk = build->walkRunner()->walk()) {
            *walkName = QDir(walk->directory()).dirName();
            header->setSessionName(*walkName);
        } else if (!build->walkRunner()->shownWalk() && header->sessionName() == *walkName) {
            header->setSessionName({});
        }
    });
    return bench;
}

// `stacklab --export-report DIR --output FILE`: the Results page's export without a window, so
// that the CLI can point here for the PDF that core (QtCore only) cannot write.
static int exportReport(const QString &dir, const QString &output)
{
    QTextStream err(stderr);
    if (output.isEmpty()) {
        err << QApplication::translate(
            "StackLabGui", "--export-report needs --output FILE; the extension names the format (%1).")
                   .arg(ReportFile::extensionList())
            << Qt::endl;
        return CliUsage;
    }
    ResultsPage page;
    QString error;
    if (!page.openSession(dir, &error) || !page.exportTo(output, &error)) {
        err << error << Qt::endl;
        return CliFailed;
    }
    QTextStream(stdout) << QApplication::translate("StackLabGui", "Wrote %1").arg(output) << Qt::endl;
    return CliOk;
}

void nameStackLabApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("StackLab"));
    QCoreApplication::setApplicationName(QStringLiteral("StackLab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(STACKLAB_VERSION_STRING));
    QGuiApplication::setDesktopFileName(QStringLiteral("org.stacklab.StackLab"));
}

int runStackLabGui(QApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "StackLabGui", "StackLab: build storage stacks on the same disks, measure them and compare."));
    parser.addHelpOption();
    parser.addVersionOption();
    const ScreenshotOption screenshotOption(parser);
    // main() hands --session DIR over as --lab-session (QGuiApplication takes --session itself).
    const QCommandLineOption sessionOption(QStringList {QStringLiteral("lab-session")},
        QApplication::translate(
            "StackLabGui", "Show the lab session recorded in DIR on the Rebuild and Results pages."),
        QStringLiteral("DIR"));
    const QCommandLineOption exportOption(QStringLiteral("export-report"),
        QApplication::translate("StackLabGui",
            "Write the comparison report of the lab session in DIR to the --output file and exit (no window)."),
        QStringLiteral("DIR"));
    const QCommandLineOption outputOption(QStringLiteral("output"),
        QApplication::translate(
            "StackLabGui", "The report file of --export-report; its extension names the format: %1.")
            .arg(ReportFile::extensionList()),
        QStringLiteral("FILE"));
    parser.addOption(sessionOption);
    parser.addOption(exportOption);
    parser.addOption(outputOption);
    QTextStream err(stderr);
    if (!parser.parse(QApplication::arguments())) {
        err << parser.errorText() << Qt::endl
            << QApplication::translate("StackLabGui", "Run stacklab --help for the options.") << Qt::endl;
        return CliUsage;
    }
    if (parser.isSet(QStringLiteral("help")))
        parser.showHelp(CliOk);
    if (parser.isSet(QStringLiteral("version")))
        parser.showVersion();

    if (parser.isSet(exportOption))
        return exportReport(parser.value(exportOption), parser.value(outputOption));

    QString error;
    const std::optional<ScreenshotRequest> screenshot = screenshotOption.request(parser, &error);
    if (!error.isEmpty()) {
        err << error << Qt::endl;
        return CliUsage;
    }

    MainWindow window;
    DiskWatcher watcher;
    LabBench *bench = addHostLabPages(&window, &watcher);
    // The last run's choices, in the window a person uses (a screenshot starts from the defaults).
    // An earlier StackLab kept its settings under "Unknown Organization": moved once, so the
    // remembered choices stay.
    if (QString moveError;
        !RememberedChoices::adoptUnnamedOrganizationFile(QSettings().fileName(), &moveError) && !moveError.isEmpty())
        err << moveError << Qt::endl;
    QSettings settings; // organization and application named by nameStackLabApplication()
    RememberedChoices remembered(&settings);
    if (!screenshot) {
        bench->setRememberedChoices(&remembered);
        if (auto *scenarios = window.findChild<ScenarioRecovery *>())
            scenarios->setSettings(&settings);
        auto *build = qobject_cast<BuildPage *>(window.page(QStringLiteral("build")));
        build->restoreChoice(remembered.build());
        QObject::connect(build, &BuildPage::choiceChanged, build,
            [build, &remembered] { remembered.saveBuild(build->currentChoice()); });
        auto *lab = qobject_cast<LabPage *>(window.page(QStringLiteral("lab")));
        lab->setOptions(remembered.scenarioOptions(lab->options()));
        QObject::connect(
            lab, &LabPage::optionsChanged, lab, [lab, &remembered] { remembered.saveScenarioOptions(lab->options()); });
    }
    if (parser.isSet(sessionOption)) {
        const QString dir = parser.value(sessionOption);
        auto *rebuild = qobject_cast<RebuildPage *>(window.page(QStringLiteral("rebuild")));
        auto *results = qobject_cast<ResultsPage *>(window.page(QStringLiteral("results")));
        if (!results->openSession(dir, &error) || !rebuild->openSession(dir, &error)) {
            err << error << Qt::endl;
            return CliUsage;
        }
        window.sessionHeader()->setSessionName(QDir(dir).dirName());
    }

    if (!screenshot) {
        watcher.start();
        window.resize(1280, 800);
        window.show();
        if (auto *recovery = window.findChild<LabRecovery *>())
            QTimer::singleShot(0, recovery, &LabRecovery::offer);
        if (auto *scenarios = window.findChild<ScenarioRecovery *>())
            QTimer::singleShot(0, scenarios, &ScenarioRecovery::offer);
        return QApplication::exec();
    }

    WindowScreenshot shot(&window, *screenshot);
    int exitCode = CliOk;
    QObject::connect(&shot, &WindowScreenshot::finished, &app, [&](int code, const QString &message) {
        exitCode = code;
        if (code == CliOk)
            QTextStream(stdout) << message << Qt::endl;
        else
            err << message << Qt::endl;
        QApplication::exit(code);
    });
    if (!shot.start(&error)) {
        err << error << Qt::endl;
        return CliUsage;
    }
    watcher.start();
    QApplication::exec();
    return exitCode;
}
