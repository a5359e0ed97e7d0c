#include "widgets/disabledreason.h"

#include <QWidget>

void enableOrSayWhy(QWidget *control, const QString &whyNot, const QString &whatItDoes)
{
    control->setEnabled(whyNot.isEmpty());
    control->setToolTip(whyNot.isEmpty() ? whatItDoes : whyNot);
}
