#include "stacklabgui.h"
#include "stacklabtranslations.h"
#include "stacklabversion.h"

#include <QApplication>

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QApplication::setApplicationName(QStringLiteral("StackLab"));
    QApplication::setApplicationVersion(QStringLiteral(STACKLAB_VERSION_STRING));
    QApplication::setDesktopFileName(QStringLiteral("org.stacklab.StackLab"));
    loadStackLabTranslations();
    return runStackLabGui(app);
}
