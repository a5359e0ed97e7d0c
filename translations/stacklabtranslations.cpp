#include "stacklabtranslations.h"

#include "about/installlayout.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

void loadStackLabTranslations()
{
    const QLocale locale;
    auto *qtTranslator = new QTranslator(QCoreApplication::instance());
    if (qtTranslator->load(
            locale, QStringLiteral("qtbase"), QStringLiteral("_"), QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qtTranslator);

    auto *translator = new QTranslator(QCoreApplication::instance());
    if (translator->load(locale, QStringLiteral("stacklab"), QStringLiteral("_"), InstallLayout().translationsDir()))
        QCoreApplication::installTranslator(translator);
}
