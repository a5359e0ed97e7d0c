#pragma once

#include "lab/target/labtargetchoice.h"

#include <QDialog>
#include <QPointer>

class LabBootView;
class TargetCapabilities;
class VmImageBuild;
class QButtonGroup;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

// Chooses the lab target and starts it: this machine's disks, a loop lab (sparse loop disks on
// this kernel) or the virtual lab (a QEMU guest with real md, LVM and ZFS). The choice is checked
// first (disk count, size) with a message that says what to enter; then the dialog starts the
// target and shows its progress and, for the virtual lab, the guest's console while it boots.
// It closes itself once the target is ready; takeTarget() hands it over. A virtual lab with no
// image (or no QEMU) is prepared first, with one authorization: VmImageBuild installs QEMU and
// builds the image (about 10 minutes once), then the lab starts.
class LabTargetDialog : public QDialog {
    Q_OBJECT
public:
    explicit LabTargetDialog(QWidget *parent = nullptr);
    ~LabTargetDialog() override;

    LabTargetChoice choice() const; // what the controls say now
    void setChoice(const LabTargetChoice &choice);
    // The size field's text could not be read as a size: the message says so. Else validate().
    QString validationMessage() const;

    // Starts the chosen target (false, with the message shown, when the choice is invalid).
    bool startTarget();
    // The image build running before a virtual lab's start (nullptr when none runs).
    VmImageBuild *imageBuild() const { return m_imageBuild; }
    // The started, ready target (nullptr before); the caller owns it.
    LabTarget *takeTarget();
    LabBootView *bootView() const { return m_boot; }

    QSpinBox *diskCountBox() const { return m_count; }
    QLineEdit *diskSizeEdit() const { return m_size; }
    QComboBox *diskProfileBox() const { return m_profile; }
    QPushButton *startButton() const { return m_start; }

    // Where the helper comes from (tests pass the build tree's).
    void setHelperPath(const QString &path) { m_helperPath = path; }

protected:
    void reject() override;

    // The loop lab's line: the stacks this kernel's drivers run, the same answer as the Disks page's
    // and the Build page's (TargetCapabilities).
    static QString loopNote(const TargetCapabilities &capabilities);

private:
    static QString loopNote();
    // A size left at the last profile's default follows the new one's; a size typed stays.
    void followProfileDiskSize();
    void updateControls();
    void buildImageFirst();

    QButtonGroup *m_kinds;
    QSpinBox *m_count;
    QLineEdit *m_size;
    QComboBox *m_profile;
    QLabel *m_profileNote;
    QLabel *m_countRange;
    QLabel *m_validation;
    LabBootView *m_boot;
    QPushButton *m_start;
    QPushButton *m_cancel;
    QString m_shownProfile; // the profile whose default disk size the size field may still hold
    QPointer<LabTarget> m_target;
    VmImageBuild *m_imageBuild = nullptr;
    QString m_helperPath;
};
