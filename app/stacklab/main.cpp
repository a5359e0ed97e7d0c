#include "stacklabgui.h"
#include "stacklabtranslations.h"

#include <QApplication>

#include <cstring>

int main(int argc, char *argv[])
{
    // QGuiApplication takes -session/--session for X11 session management and drops it from
    // arguments(): StackLab's --session DIR reaches the parser as --lab-session DIR.
    static char labSession[] = "--lab-session";
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--session") == 0 || std::strcmp(argv[i], "-session") == 0)
            argv[i] = labSession;
        // --export-report writes a file and opens no window: it must work over ssh and in CI.
        if (std::strcmp(argv[i], "--export-report") == 0 && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    QApplication app(argc, argv);
    nameStackLabApplication();
    loadStackLabTranslations();
    return runStackLabGui(app);
}
