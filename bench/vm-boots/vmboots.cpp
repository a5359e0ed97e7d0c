// vm-boots: boots the virtual lab N times in a row to its helper (VirtualLab, as the app does) and
// counts how often the guest dies while booting: the figure behind the boot retry (issue 20).
//   vm-boots [--boots N] [--attempts N] [--helper PATH] [--kernel-args "..."] [--console-dir DIR]
//            [--tcg-thread single|multi] [--hog N]
// --attempts 1 turns the retry off: every guest death is a failed boot (the raw rate). --hog N
// keeps N host threads busy beside the guest (a loaded host: TCG's races show under preemption).
// --tcg-thread chooses TCG's threads (default: by QEMU's version, as the lab does). Prints one
// line per boot and a summary: boots that reached the helper, first attempts that died (with the
// kernel's words), the median time to the helper.

#include "vm/virtuallab.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QMap>
#include <QTextStream>
#include <QTimer>

#include <algorithm>
#include <atomic>
#include <thread>
#include <vector>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    int boots = 50;
    int attempts = VirtualLab::bootAttempts;
    QString helper = QDir(QCoreApplication::applicationDirPath()).filePath(QStringLiteral("stacklab-helper"));
    QString kernelArgs;
    QString consoleDir;
    TcgThreading tcgThreading = TcgThreading::Auto;
    int hogs = 0;
    const QStringList args = app.arguments().mid(1);
    for (qsizetype i = 0; i + 1 < args.size(); i += 2) {
        const QString &option = args.at(i);
        const QString &value = args.at(i + 1);
        if (option == QLatin1String("--boots"))
            boots = value.toInt();
        else if (option == QLatin1String("--attempts"))
            attempts = value.toInt();
        else if (option == QLatin1String("--helper"))
            helper = value;
        else if (option == QLatin1String("--kernel-args"))
            kernelArgs = value;
        else if (option == QLatin1String("--console-dir"))
            consoleDir = value;
        else if (option == QLatin1String("--tcg-thread"))
            tcgThreading = value == QLatin1String("multi") ? TcgThreading::Multi : TcgThreading::Single;
        else if (option == QLatin1String("--hog"))
            hogs = value.toInt();
    }
    std::atomic<bool> hogging {true};
    std::vector<std::thread> hogThreads;
    for (int i = 0; i < hogs; ++i)
        hogThreads.emplace_back([&hogging] {
            volatile unsigned long spin = 0;
            while (hogging.load(std::memory_order_relaxed))
                spin = spin + 1;
        });
    const auto stopHogs = [&] {
        hogging = false;
        for (std::thread &thread : hogThreads)
            thread.join();
        hogThreads.clear();
    };
    QTextStream out(stdout);
    int reached = 0;
    int firstAttemptDeaths = 0;
    int retried = 0;
    int firstFailure = 0;
    QMap<QString, int> causes;
    QList<double> seconds;
    for (int boot = 1; boot <= boots; ++boot) {
        VmConfig config;
        config.diskSizeBytes = 256LL * 1024 * 1024;
        config.accel = VmConfig::usableAccel();
        config.guestHelper = helper;
        config.extraKernelArgs = kernelArgs;
        config.tcgThreading = tcgThreading;
        VirtualLab lab;
        lab.setMaxBootAttempts(attempts);
        QStringList deaths;
        QObject::connect(&lab, &VirtualLab::progress, [&deaths](const QString &line) {
            if (line.startsWith(QLatin1String("The guest died while booting")))
                deaths << line;
        });
        QEventLoop loop;
        bool ready = false;
        QObject::connect(&lab, &VirtualLab::helperReady, &loop, [&] {
            ready = true;
            loop.quit();
        });
        QObject::connect(&lab, &VirtualLab::failed, &loop, &QEventLoop::quit);
        QObject::connect(&lab, &VirtualLab::finished, &loop, &QEventLoop::quit);
        QElapsedTimer clock;
        clock.start();
        if (lab.start(config))
            loop.exec();
        const double elapsed = clock.elapsed() / 1000.0;
        const bool died = !deaths.isEmpty() || (!ready && lab.errorString().contains(QLatin1String("died")));
        QString cause;
        if (died) {
            ++firstAttemptDeaths;
            cause = VirtualLab::crashSummary(lab.console().section(QStringLiteral("---- boot attempt 2 ----"), 0, 0));
            ++causes[cause];
            if (firstFailure == 0)
                firstFailure = boot;
            if (!consoleDir.isEmpty()) {
                QFile file(QDir(consoleDir).filePath(QStringLiteral("boot-%1.txt").arg(boot)));
                if (file.open(QIODevice::WriteOnly))
                    file.write(lab.console().toUtf8());
            }
        }
        if (ready) {
            ++reached;
            seconds << elapsed;
            if (lab.bootAttempt() > 1)
                ++retried;
        }
        if (boot == 1)
            out << lab.emulatorDescription()
                << (hogs ? QStringLiteral(", %1 busy host thread(s) beside it").arg(hogs) : QString()) << "\n";
        out << QStringLiteral("boot %1: %2 after %3 s, %4 attempt(s)%5")
                   .arg(boot)
                   .arg(ready ? QStringLiteral("helper answered") : QStringLiteral("FAILED: ") + lab.errorString())
                   .arg(elapsed, 0, 'f', 1)
                   .arg(lab.bootAttempt())
                   .arg(died ? QStringLiteral("; first attempt died: ") + cause : QString())
            << "\n";
        out.flush();
        lab.stop();
    }
    stopHogs();
    std::sort(seconds.begin(), seconds.end());
    out << QStringLiteral("%1 of %2 boots reached the helper (%3 needed a retry); %4 first attempts died (%5 %)")
               .arg(reached)
               .arg(boots)
               .arg(retried)
               .arg(firstAttemptDeaths)
               .arg(100.0 * firstAttemptDeaths / std::max(1, boots), 0, 'f', 1)
        << "\n";
    out << QStringLiteral("first boot whose first attempt died: %1")
               .arg(firstFailure == 0 ? QStringLiteral("none") : QString::number(firstFailure))
        << "\n";
    for (auto it = causes.cbegin(); it != causes.cend(); ++it)
        out << "  " << it.value() << " x " << it.key() << "\n";
    if (!seconds.isEmpty())
        out << QStringLiteral("median time to the helper: %1 s").arg(seconds.at(seconds.size() / 2), 0, 'f', 1) << "\n";
    return reached == boots ? 0 : 1;
}
