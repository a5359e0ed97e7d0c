#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

// The published articles the lab's procedures, figures and traps come from, cited by title in
// the About data, the report's footer and docs/references.md. Where our copy of an article
// carries no headline, the title is the name the article gives itself (or its first words,
// ending in "…"), and `opening` quotes its first words so that it can be found.
struct PublishedSource {
    Q_DECLARE_TR_FUNCTIONS(PublishedSource)
public:
    QString key; // stable: "four-stack-comparison", "resilver-performance", …
    QString title; // as published, or as the article names itself
    QString opening; // the article's first words
    QString author; // author or site; empty when the copy does not say
    QString published; // "31 January 2016", "tested October 2026"
    QString url; // empty when the copy does not say
    QString usedFor; // translated: what StackLab takes from it

    // “Title”, author, published: one line for a footer.
    QString citation() const;

    static QList<PublishedSource> all();
};
