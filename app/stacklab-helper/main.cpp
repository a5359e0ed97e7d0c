// stacklab-helper: the privileged helper. Speaks JSON lines on stdin/stdout
// (docs/helper-protocol.md); `--validate` prints verdicts without executing anything.
#include "helper/actions/execpolicy.h"
#include "helper/server/devicefacts.h"
#include "helper/server/helperserver.h"
#include "stacklabversion.h"

#include <QCoreApplication>
#include <QSocketNotifier>

#include <csignal>
#include <cstdio>
#include <unistd.h>

int main(int argc, char *argv[])
{
    // Our stdout is the protocol; a client that vanished must not kill us mid-cleanup.
    std::signal(SIGPIPE, SIG_IGN);
    // A closed terminal hangs up its whole process group: the client ends, and its EOF ends us
    // after we removed its loop lab. Dying on SIGHUP first would leave the loops behind.
    std::signal(SIGHUP, SIG_IGN);
    QCoreApplication app(argc, argv);
    HelperServer::Mode mode = HelperServer::Mode::Execute;
    for (const QString &argument : app.arguments().mid(1)) {
        if (argument == QLatin1String("--validate")) {
            mode = HelperServer::Mode::ValidateOnly;
        } else if (argument == QLatin1String("--version")) {
            std::printf("stacklab-helper %s\n", STACKLAB_VERSION_STRING);
            return 0;
        } else {
            std::fprintf(stderr, "%s\n",
                qPrintable(QCoreApplication::translate("Helper",
                    "stacklab-helper: unknown option '%1'; "
                    "the only options are --validate and --version.")
                               .arg(argument)));
            return 2;
        }
    }

    SystemDeviceFacts facts;
    const ExecPolicy policy; // the one policy every program this helper starts goes through
    HelperServer server(facts, policy, RecipeBook::standard(), mode);
    QObject::connect(&server, &HelperServer::send, [](const QByteArray &line) {
        qsizetype written = 0;
        while (written < line.size()) {
            const ssize_t n
                = ::write(STDOUT_FILENO, line.constData() + written, static_cast<size_t>(line.size() - written));
            if (n <= 0)
                return;
            written += n;
        }
    });
    QObject::connect(&server, &HelperServer::finished, &app, &QCoreApplication::quit, Qt::QueuedConnection);

    QSocketNotifier notifier(STDIN_FILENO, QSocketNotifier::Read);
    QObject::connect(&notifier, &QSocketNotifier::activated, [&] {
        char buffer[16384];
        const ssize_t n = ::read(STDIN_FILENO, buffer, sizeof buffer);
        if (n > 0) {
            server.feed(QByteArray(buffer, n));
        } else {
            notifier.setEnabled(false);
            server.endOfInput();
        }
    });
    return app.exec();
}
