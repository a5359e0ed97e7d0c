#pragma once

#include <QLabel>

// A one-line label that gives way when its row is short of room: it asks for its whole text but
// shrinks to a few characters, drawing what fits with "…" and keeping the whole text in the
// tooltip. The header's session name and identity note use it, so that a long walk's name does
// not push the window wider than a 1024-pixel screen.
class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
};
