#pragma once

#include <QString>

class QWidget;

// A control that cannot be used says why (issue 30: disabled buttons did not): enabled when
// `whyNot` is empty, and then its tooltip is `whatItDoes`; disabled otherwise, its tooltip the
// reason, which Qt shows on a disabled widget too. One call per control, so enabling and the reason
// never disagree.
void enableOrSayWhy(QWidget *control, const QString &whyNot, const QString &whatItDoes = {});
