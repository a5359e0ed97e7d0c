#include "stacklabversion.h"

#include <QCoreApplication>
#include <QTextStream>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QTextStream out(stdout);
    out << "stacklab-helper " << STACKLAB_VERSION_STRING << "\n";
    return 0;
}
