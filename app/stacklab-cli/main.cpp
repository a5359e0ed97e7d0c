#include "cli/dispatch/cli.h"
#include "stacklabtranslations.h"

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("stacklab-cli"));
    loadStackLabTranslations();

    QTextStream out(stdout);
    QTextStream err(stderr);
    return runCli(QCoreApplication::arguments().mid(1), {out, err});
}
