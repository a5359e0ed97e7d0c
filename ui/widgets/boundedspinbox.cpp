#include "widgets/boundedspinbox.h"

#include <QTimer>

BoundedSpinBox::BoundedSpinBox(QWidget *parent)
    : QSpinBox(parent)
{
}

void BoundedSpinBox::fixup(QString &input) const
{
    QString typed = input;
    typed.remove(prefix()).remove(suffix());
    typed = typed.trimmed();
    bool ok = false;
    const int number = locale().toInt(typed, &ok);
    if (!ok) {
        QSpinBox::fixup(input);
        return;
    }
    const int nearest = qBound(minimum(), number, maximum());
    if (nearest == number)
        return;
    input = prefix() + locale().toString(nearest) + suffix();
    // fixup() is const and runs inside QSpinBox's own interpretation of the text: the signal
    // goes out once the box holds the corrected value.
    auto *self = const_cast<BoundedSpinBox *>(this);
    QTimer::singleShot(0, self, [self, typed, nearest] { Q_EMIT self->corrected(typed, nearest); });
}
