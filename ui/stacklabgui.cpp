#include "stacklabgui.h"

#include "cli/clicommand.h"
#include "disks/diskwatcher.h"
#include "mainwindow.h"
#include "pages/buildpage.h"
#include "pages/diskspage.h"
#include "pages/workloadpage.h"
#include "screenshotoption.h"
#include "widgets/sessionheader.h"
#include "windowscreenshot.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QTextStream>

#include <cstdio>

void addHostLabPages(MainWindow *window, DiskWatcher *watcher)
{
    window->sessionHeader()->setLabTarget(QApplication::translate("StackLabGui", "Host disks"));

    auto *disks = new DisksPage(window);
    window->addPage(disks);
    QObject::connect(watcher, &DiskWatcher::inventoryChanged, disks, &DisksPage::setSnapshot);
    QObject::connect(watcher, &DiskWatcher::inventoryChanged, window, [window](const InventorySnapshot &snapshot) {
        window->sessionHeader()->setIdentityNote(DisksPage::identityNote(snapshot), snapshot.signaturesNote);
    });
    auto *build = new BuildPage(window);
    window->addPage(build);
    QObject::connect(watcher, &DiskWatcher::inventoryChanged, build, &BuildPage::setSnapshot);
    window->addPage(new WorkloadPage(window));
}

int runStackLabGui(QApplication &app)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QApplication::translate(
        "StackLabGui", "StackLab: build storage stacks on the same disks, measure them and compare."));
    parser.addHelpOption();
    parser.addVersionOption();
    const ScreenshotOption screenshotOption(parser);
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

    QString error;
    const std::optional<ScreenshotRequest> screenshot = screenshotOption.request(parser, &error);
    if (!error.isEmpty()) {
        err << error << Qt::endl;
        return CliUsage;
    }

    MainWindow window;
    DiskWatcher watcher;
    addHostLabPages(&window, &watcher);

    if (!screenshot) {
        watcher.start();
        window.resize(1280, 800);
        window.show();
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
