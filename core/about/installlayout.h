#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>
#include <QStringList>

// Where StackLab finds the files it loads at run time, from where the running executable lies.
// Installed (the package, `cmake --install`, or a tree unpacked anywhere): <prefix>/bin holds
// stacklab and stacklab-cli, the helper is <prefix>/libexec/stacklab/stacklab-helper and the data
// lives under <prefix>/share/stacklab. Nothing is looked up at a fixed path, so the same binaries
// work under /usr, /usr/local or a throw-away root. Run from a build directory instead (no
// share/stacklab beside bin/), the files come from the source and build trees it was configured
// from.
class InstallLayout {
    Q_DECLARE_TR_FUNCTIONS(InstallLayout)

public:
    // binDir: the running executable's directory (empty: QCoreApplication::applicationDirPath()).
    explicit InstallLayout(const QString &binDir = {});

    bool isInstalled() const { return !m_prefix.isEmpty(); }
    QString prefix() const { return m_prefix; } // empty for a build tree
    QString binDir() const { return m_binDir; }

    QString helper() const; // the stacklab-helper binary
    QString dataDir() const; // <prefix>/share/stacklab (build tree: the source tree)
    QString jobsDir() const; // the fio job files
    QString translationsDir() const; // the compiled .qm catalogues
    QString vmDir() const; // the virtual lab's scripts and guest files
    QString userGuide() const; // docs/user-guide.md: <prefix>/share/doc/stacklab/user-guide.md (build tree: docs/)
    QString vmScript(const QString &name) const { return vmDir() + QLatin1Char('/') + name; }
    // The script the app runs as root (pkexec) to install the virtual lab's host tools and
    // build its image.
    QString vmSetupScript() const { return vmScript(QStringLiteral("setup-virtual-lab.sh")); }

    // The languages StackLab ships a catalogue for ("de").
    static QStringList languages();

    // One file the app loads at run time: what it is for, where it is looked for, whether it is there.
    struct File {
        QString role; // "helper", "translation-de", "vm-setup", …: stable, for scripts and tests
        QString description; // translated
        QString path;
        bool found = false;
    };
    QList<File> files() const;

private:
    QString m_binDir;
    QString m_prefix;
};
