#pragma once

#include <QSpinBox>

// A spin box that says why a typed value did not stay: QSpinBox puts the previous value back
// without a word when the text is out of its range on Enter or focus-out (the Lab page's runtime
// "1" became 60 s again). This one takes the nearest allowed value and emits corrected() with
// what was typed, for the page to say so.
class BoundedSpinBox : public QSpinBox {
    Q_OBJECT
public:
    explicit BoundedSpinBox(QWidget *parent = nullptr);

    void fixup(QString &input) const override;

Q_SIGNALS:
    // `typed` (without prefix and suffix) was outside minimum()..maximum(); the box now holds `value`.
    void corrected(const QString &typed, int value);
};
