#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

// The job files the Workload page offers: the built-in ones (resources/jobs/*.fio, compiled
// into the program under :/jobs, so the installed app has them too) and files the user opens.
class JobCatalog {
    Q_DECLARE_TR_FUNCTIONS(JobCatalog)

public:
    struct Entry {
        QString name; // file name without .fio: "storage-bench"
        QString path; // ":/jobs/storage-bench.fio" or a file on disk
        QString description; // the file's first comment line, if any
    };

    static QList<Entry> builtins();
    // The text of a job file; false with a message that says what to do when it cannot be read.
    static bool read(const QString &path, QString *text, QString *error);
    // The first comment line of a job file (";" or "#"), without the marker.
    static QString descriptionOf(const QString &text);
};
