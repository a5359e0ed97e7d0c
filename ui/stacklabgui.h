#pragma once

class DiskWatcher;
class LabBench;
class MainWindow;
class QApplication;

// Adds the pages that exist to the window and feeds them from the lab target's sources.
// Lab target "Host disks": the inventory of this machine, followed live by `watcher`.
// Connects before the watcher starts; starting it is left to the caller. Returns the window's
// LabBench (owned by the window), through which a lab target is handed to the pages.
LabBench *addHostLabPages(MainWindow *window, DiskWatcher *watcher);

// Names the application as the settings and the desktop know it: organization and application
// "StackLab", so QSettings() is ~/.config/StackLab/StackLab.conf (docs/gui.md), not "Unknown
// Organization"; the app's version and desktop file. Called by main() before anything reads them.
void nameStackLabApplication();

// The stacklab executable: parses the command line (--screenshot FILE [--page NAME]
// [--size WxH], --session DIR, --export-report DIR --output FILE), builds the window and runs
// it. Returns the process exit code: 0 ok, 1 the screenshot or the export failed, 2 bad
// arguments (unknown page, malformed size, not a session folder).
int runStackLabGui(QApplication &app);
