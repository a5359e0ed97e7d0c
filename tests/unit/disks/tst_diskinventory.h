#pragma once

#include <QObject>

// The whole inventory on fixture trees: this machine, a hand-built server, a Wubi-style loop root;
// the JSON form; the watcher's 1 s poll.
class TestDiskInventory : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void thisMachine();
    void byIdLinksWithoutUdev();
    void server_data();
    void server();
    void serverSystemReasons();
    void loopRootMakesItsHostDiskSystem();
    void json();
    void watcherFollowsChanges();
};
