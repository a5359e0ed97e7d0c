#pragma once

// Installs StackLab's catalogue for the user's locale from InstallLayout::translationsDir() (the
// install prefix's share/stacklab/translations, or the build tree's), and Qt's own where
// qt6-translations-l10n provides it. Call once after the application object exists.
void loadStackLabTranslations();
