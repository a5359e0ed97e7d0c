#pragma once

// Installs the embedded translation for the user's locale (and Qt's own, where
// qt6-translations-l10n provides it). Call once after the application object exists.
void loadStackLabTranslations();
