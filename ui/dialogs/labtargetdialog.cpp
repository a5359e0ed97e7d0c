#include "dialogs/labtargetdialog.h"

#include "lab/target/targetcapabilities.h"
#include "planner/space/bytesize.h"
#include "vm/diskprofile.h"
#include "vm/vmimagebuild.h"
#include "widgets/labbootview.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QDateTime>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QSpinBox>
#include <QVBoxLayout>

QString LabTargetDialog::loopNote(const TargetCapabilities &capabilities)
{
    const QStringList stacks = capabilities.kernelStacks();
    return stacks.isEmpty()
        ? tr("Sparse files as loop disks on this kernel, no VM; but this kernel has no driver for any stack.")
        : tr("Sparse files as loop disks on this kernel: every stack this kernel has (here: %1), no VM.")
              .arg(stacks.join(QStringLiteral(", ")));
}

QString LabTargetDialog::loopNote()
{
    return loopNote(TargetCapabilities::probe());
}

LabTargetDialog::LabTargetDialog(QWidget *parent)
    : QDialog(parent)
    , m_kinds(new QButtonGroup(this))
    , m_count(new QSpinBox(this))
    , m_size(new QLineEdit(this))
    , m_profile(new QComboBox(this))
    , m_profileNote(new QLabel(this))
    , m_countRange(new QLabel(this))
    , m_validation(new QLabel(this))
    , m_boot(new LabBootView(this))
    , m_start(new QPushButton(tr("Start"), this))
    , m_cancel(new QPushButton(tr("Cancel"), this))
{
    setObjectName(QStringLiteral("labTargetDialog"));
    setWindowTitle(tr("Lab target"));
    struct Option {
        LabTarget::Kind kind;
        QString text;
        QString note;
    };
    const Option options[] = {
        {LabTarget::Kind::Host, LabTargetChoice::kindTitle(LabTarget::Kind::Host),
            tr("The real disks of this computer. You pick the disks; the system disk is never offered.")},
        {LabTarget::Kind::Loop, LabTargetChoice::kindTitle(LabTarget::Kind::Loop), loopNote()},
        {LabTarget::Kind::Virtual, LabTargetChoice::kindTitle(LabTarget::Kind::Virtual),
            tr("A QEMU guest with real mdadm, LVM, OpenZFS and btrfs on pullable virtual disks. Zero risk.")},
    };
    auto *kinds = new QVBoxLayout;
    for (const Option &option : options) {
        auto *button = new QRadioButton(option.text, this);
        button->setObjectName(QStringLiteral("kind%1").arg(int(option.kind)));
        m_kinds->addButton(button, int(option.kind));
        auto *note = new QLabel(option.note, this);
        note->setWordWrap(true);
        note->setIndent(24);
        note->setForegroundRole(QPalette::PlaceholderText);
        kinds->addWidget(button);
        kinds->addWidget(note);
    }
    m_count->setObjectName(QStringLiteral("diskCount"));
    // Wider than the valid range on purpose: a value outside it gets a message, not a silent clamp.
    m_count->setRange(1, 16);
    m_size->setObjectName(QStringLiteral("diskSize"));
    m_size->setPlaceholderText(tr("e.g. 1 GiB, 512 MiB"));
    m_size->setToolTip(tr("K, M, G, T are binary units (KiB, MiB, GiB, TiB); a number without a unit is bytes."));
    m_profile->setObjectName(QStringLiteral("diskProfile"));
    m_profile->addItem(tr("Hard disk (7200 rpm NAS disk, scaled)"), QStringLiteral("hdd"));
    m_profile->addItem(tr("SATA SSD (scaled)"), QStringLiteral("ssd"));
    m_profile->addItem(tr("Unthrottled (the emulator's speed)"), QStringLiteral("unthrottled"));
    m_profile->setToolTip(tr("Each virtual disk is capped at a rate that stands for a real disk, so rebuild and "
                             "copy times measure storage, not the emulator, and scale to the real disk."));
    m_profileNote->setObjectName(QStringLiteral("diskProfileNote"));
    m_profileNote->setWordWrap(true);
    m_profileNote->setForegroundRole(QPalette::PlaceholderText);
    m_validation->setObjectName(QStringLiteral("validationMessage"));
    m_validation->setWordWrap(true);
    m_validation->setStyleSheet(QStringLiteral("QLabel { color: #8b1a1a; }"));
    m_start->setObjectName(QStringLiteral("startTarget"));
    m_start->setDefault(true);

    auto *count = new QHBoxLayout;
    count->addWidget(m_count);
    count->addWidget(m_countRange, 1);
    auto *form = new QFormLayout;
    form->addRow(tr("Disks:"), count);
    form->addRow(tr("Size of each disk:"), m_size);
    form->addRow(tr("Disk profile:"), m_profile);
    form->addRow(QString(), m_profileNote);

    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_start);
    buttons->addWidget(m_cancel);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(kinds);
    layout->addLayout(form);
    layout->addWidget(m_validation);
    layout->addWidget(m_boot, 1);
    layout->addLayout(buttons);

    connect(m_kinds, &QButtonGroup::idToggled, this, [this](int, bool on) {
        if (on)
            updateControls();
    });
    connect(m_count, &QSpinBox::valueChanged, this, &LabTargetDialog::updateControls);
    connect(m_size, &QLineEdit::textChanged, this, &LabTargetDialog::updateControls);
    connect(m_profile, &QComboBox::currentIndexChanged, this, [this] {
        followProfileDiskSize();
        updateControls();
    });
    connect(m_start, &QPushButton::clicked, this, &LabTargetDialog::startTarget);
    connect(m_cancel, &QPushButton::clicked, this, &LabTargetDialog::reject);
    setChoice(LabTargetChoice {});
    resize(560, 560);
}

LabTargetDialog::~LabTargetDialog()
{
    delete m_target.data();
}

LabTargetChoice LabTargetDialog::choice() const
{
    LabTargetChoice choice;
    choice.kind = LabTarget::Kind(m_kinds->checkedId());
    choice.diskCount = m_count->value();
    choice.diskSizeBytes = LabTargetChoice::parseSize(m_size->text()).value_or(0);
    choice.diskProfile = m_profile->currentData().toString();
    return choice;
}

void LabTargetDialog::setChoice(const LabTargetChoice &choice)
{
    if (QAbstractButton *button = m_kinds->button(int(choice.kind)))
        button->setChecked(true);
    m_count->setValue(choice.diskCount);
    m_size->setText(LabTargetChoice::sizeText(choice.diskSizeBytes));
    if (const int index = m_profile->findData(choice.diskProfile); index >= 0)
        m_profile->setCurrentIndex(index);
    m_shownProfile = m_profile->currentData().toString();
    updateControls();
}

void LabTargetDialog::followProfileDiskSize()
{
    const auto defaultSize = [](const QString &name) {
        const std::optional<DiskProfile> profile = DiskProfile::builtIn(name);
        return profile && profile->labDiskBytes > 0 ? profile->labDiskBytes : LabTargetChoice {}.diskSizeBytes;
    };
    const QString current = m_profile->currentData().toString();
    if (LabTargetChoice::parseSize(m_size->text()) == defaultSize(m_shownProfile))
        m_size->setText(LabTargetChoice::sizeText(defaultSize(current)));
    m_shownProfile = current;
}

QString LabTargetDialog::validationMessage() const
{
    const LabTargetChoice c = choice();
    // A comma where the language writes a point (English "1,5 GiB") is named: the number itself
    // looks right to the person who typed it. The same words as every size field (ByteSize).
    if (c.kind != LabTarget::Kind::Host && !LabTargetChoice::parseSize(m_size->text()))
        return ByteSize::notASize(m_size->text(), tr("1 GiB or 512 MiB"));
    const QString problem = c.validate();
    const QString hint = LabTargetChoice::unitHint(m_size->text());
    return problem.isEmpty() || hint.isEmpty() || c.kind == LabTarget::Kind::Host ? problem
                                                                                  : problem + QLatin1Char(' ') + hint;
}

void LabTargetDialog::updateControls()
{
    const auto kind = LabTarget::Kind(m_kinds->checkedId());
    const bool disks = kind != LabTarget::Kind::Host;
    m_count->setEnabled(disks);
    m_size->setEnabled(disks);
    const bool virtualLab = kind == LabTarget::Kind::Virtual;
    m_profile->setEnabled(virtualLab);
    const std::optional<DiskProfile> profile = DiskProfile::builtIn(m_profile->currentData().toString());
    m_profileNote->setText(virtualLab && profile ? profile->describe() : QString());
    m_countRange->setText(
        disks ? tr("%1 to %2").arg(LabTargetChoice::minDisks(kind)).arg(LabTargetChoice::maxDisks(kind)) : QString());
    const QString message = validationMessage();
    m_validation->setText(message);
    m_start->setEnabled(message.isEmpty() && !m_target && !m_imageBuild);
}

bool LabTargetDialog::startTarget()
{
    const QString message = validationMessage();
    if (!message.isEmpty()) {
        m_validation->setText(message);
        return false;
    }
    const LabTargetChoice c = choice();
    if (c.kind == LabTarget::Kind::Virtual && VmImageBuild::needed()) {
        buildImageFirst();
        return true;
    }
    LabTarget::Options options;
    options.kind = c.kind;
    options.session
        = QStringLiteral("lab-%1").arg(QDateTime::currentDateTimeUtc().toString(QStringLiteral("yyyyMMdd-HHmmss")));
    options.diskCount = c.diskCount;
    options.diskSizeBytes = c.diskSizeBytes;
    options.helperPath = m_helperPath;
    options.vm.diskProfile = DiskProfile::builtIn(c.diskProfile).value_or(DiskProfile::unthrottled());
    delete m_target.data();
    m_target = new LabTarget(options);
    m_boot->clear();
    m_boot->showProgress(tr("Starting the %1…").arg(c.description()));
    connect(m_target, &LabTarget::progress, m_boot, &LabBootView::showProgress);
    connect(m_target, &LabTarget::consoleLine, m_boot, &LabBootView::appendConsole);
    connect(m_target, &LabTarget::failed, this, [this](const QString &error) {
        m_boot->showError(error);
        m_target->deleteLater();
        m_target = nullptr;
        updateControls();
    });
    connect(m_target, &LabTarget::ready, this, [this] {
        m_boot->showProgress(tr("The lab is ready."));
        accept();
    });
    m_start->setEnabled(false);
    m_target->start();
    return true;
}

void LabTargetDialog::buildImageFirst()
{
    m_boot->clear();
    m_boot->showProgress(tr("Preparing the virtual lab on this machine: installing QEMU and building the guest "
                            "image, once (about 10 minutes; pkexec asks for an administrator's password). Nothing on "
                            "this machine's disks is touched."));
    m_imageBuild = new VmImageBuild(this);
    connect(m_imageBuild, &VmImageBuild::line, m_boot, &LabBootView::appendConsole);
    connect(m_imageBuild, &VmImageBuild::finished, this, [this](bool ok, const QString &error) {
        m_imageBuild->deleteLater();
        m_imageBuild = nullptr;
        if (!ok) {
            m_boot->showError(error);
            updateControls();
            return;
        }
        if (VmImageBuild::needed()) {
            m_boot->showError(tr("The image build finished, but the virtual lab still cannot start: %1")
                                  .arg(VmImage().missing().join(QLatin1Char(' '))));
            updateControls();
            return;
        }
        m_boot->showProgress(tr("The virtual lab image is built."));
        startTarget();
    });
    updateControls();
    m_imageBuild->start();
}

LabTarget *LabTargetDialog::takeTarget()
{
    if (!m_target || !m_target->isReady())
        return nullptr;
    LabTarget *target = m_target.data();
    target->disconnect(this);
    target->disconnect(m_boot);
    m_target = nullptr;
    return target;
}

void LabTargetDialog::reject()
{
    // A build started as root stops; one running through pkexec runs as root, cannot be stopped
    // from here, and leaves its image for the next start. Either way it outlives the dialog until
    // it has finished, so that closing the dialog never waits for it.
    if (m_imageBuild) {
        VmImageBuild *build = m_imageBuild;
        m_imageBuild = nullptr;
        build->disconnect(this);
        build->disconnect(m_boot);
        build->setParent(nullptr);
        connect(build, &VmImageBuild::finished, build, &QObject::deleteLater);
        build->cancel();
    }
    // Cancelling a start leaves nothing behind: the half-started lab is stopped.
    if (m_target) {
        LabTarget *target = m_target.data();
        m_target = nullptr;
        target->disconnect(this);
        connect(target, &LabTarget::stopped, target, &QObject::deleteLater);
        target->stop();
    }
    QDialog::reject();
}
