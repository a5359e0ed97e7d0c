#include "pages/rebuildpage.h"

#include "widgets/opensessionbutton.h"

#include "lab/session/labsessionfolder.h"
#include "lab/stages/drills/loaddrillstage.h"
#include "models/rebuildtrackmodel.h"
#include "widgets/loadlatencychart.h"
#include "widgets/rebuildcharts.h"

#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QPushButton>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

RebuildPage::RebuildPage(QWidget *parent)
    : Page(parent)
    , m_model(new RebuildTrackModel(this))
    , m_charts(new RebuildCharts(m_model, this))
    , m_load(new LoadLatencyChart(this))
    , m_table(new QTableView(this))
    , m_source(new QLabel(this))
    , m_empty(new QLabel(this))
    , m_open(new OpenSessionButton(this))
{
    setObjectName(QStringLiteral("rebuildPage"));
    m_table->setObjectName(QStringLiteral("rebuildTable"));
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_source->setObjectName(QStringLiteral("rebuildSource"));
    m_source->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_empty->setObjectName(QStringLiteral("rebuildEmpty"));
    m_empty->setWordWrap(true);
    m_empty->setText(tr("No rebuild yet. Run a scenario on the Lab page, or walk a stack through its phases on "
                        "the Build page: every initial sync, rebuild, resilver, replace and scrub appears here as "
                        "it runs. Or open a recorded session."));
    m_empty->setStyleSheet(QStringLiteral("QLabel { background: #eef3fb; padding: 6px; }"));
    connect(m_open, &OpenSessionButton::sessionChosen, this, [this](const QString &dir) { openSession(dir); });
    connect(m_model, &RebuildTrackModel::pointAdded, this, &RebuildPage::updateNote);
    connect(m_model, &RebuildTrackModel::modelReset, this, &RebuildPage::updateNote);

    auto *top = new QHBoxLayout;
    top->addWidget(m_source, 1);
    top->addWidget(m_open);

    auto *splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_charts);
    splitter->addWidget(m_load);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setStretchFactor(2, 1);
    m_load->hide(); // until a drill's foreground job sends its first sample

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 0);
    layout->addLayout(top);
    layout->addWidget(m_empty);
    layout->addWidget(splitter, 1);
    updateNote();
}

QString RebuildPage::title() const
{
    return tr("Rebuild");
}

QIcon RebuildPage::icon() const
{
    // A rising progress curve over a bar, drawn here so the page needs no icon file.
    QPixmap pixmap(48, 48);
    pixmap.fill(Qt::transparent);
    QPainter painter(&pixmap);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.setPen(QPen(QColor(0xd6, 0x27, 0x28), 4, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(QPointF(8, 38), QPointF(20, 26));
    painter.drawLine(QPointF(20, 26), QPointF(28, 30));
    painter.drawLine(QPointF(28, 30), QPointF(40, 10));
    painter.setPen(Qt::NoPen);
    painter.setBrush(QColor(0x1f, 0x77, 0xb4));
    painter.drawRoundedRect(QRectF(6, 40, 36, 5), 2, 2);
    return QIcon(pixmap);
}

void RebuildPage::addSample(const QString &stack, const QString &kind, const ProgressSample &sample)
{
    m_model->addSample(stack, kind, sample);
    if (m_live.isEmpty())
        m_live = tr("Live: the running scenario");
    m_source->setText(m_live);
}

void RebuildPage::setLive(const QString &what)
{
    m_live = what;
    m_source->setText(what);
}

void RebuildPage::endLive(const QString &what)
{
    if (m_live.isEmpty())
        return; // nothing was live: a session shown stays named as it is
    m_live.clear();
    m_source->setText(what);
}

QString RebuildPage::sourceText() const
{
    return m_source->text();
}

void RebuildPage::setCopyClocks(const QList<CopyClock> &clocks)
{
    m_model->setCopyClocks(clocks);
}

void RebuildPage::setSession(const LabSession &session, const QList<RecipeRequest> &requests)
{
    m_model->setMeasurements(session.measurements);
    QList<CopyClock> clocks;
    for (const RecipeRequest &request : requests)
        clocks << CopyClocks::of(session, request);
    m_model->setCopyClocks(clocks);
}

QString RebuildPage::copyName(const QString &kind)
{
    if (kind == QLatin1String("sync"))
        return tr("initial sync");
    if (kind == QLatin1String("rebuild"))
        return tr("rebuild");
    if (kind == QLatin1String("resilver"))
        return tr("resilver");
    if (kind == QLatin1String("scrub"))
        return tr("scrub");
    return kind;
}

void RebuildPage::addLoadSample(const QString &stack, const LoadSample &sample)
{
    m_load->show();
    m_load->addSample(stack, sample);
}

void RebuildPage::addLoadMark(const QString &stack, const LoadPhaseMark &mark)
{
    m_load->show();
    m_load->addMark(stack, mark);
}

void RebuildPage::showLoadSeries(const QString &stack, const LoadSeries &series)
{
    m_load->setVisible(!series.isEmpty() || !series.marks().isEmpty());
    m_load->showSeries(stack, series);
}

void RebuildPage::setMeasurements(const QList<Measurement> &measurements)
{
    m_model->setMeasurements(measurements);
}

void RebuildPage::startRun(const QString &stack)
{
    m_model->clearStack(stack);
}

void RebuildPage::showSession(const LabSession &session)
{
    m_live.clear();
    m_model->clear();
    m_load->clear();
    m_load->hide();
    for (const SessionProgressSample &progress : session.progress)
        m_model->addSample(progress.stack, progress.kind, progress.sample);
    m_model->setMeasurements(session.measurements);
    // Every stack's copies clocked off its steps: a walk's session, and the scrubs of a lab run.
    QList<CopyClock> clocks;
    for (const SessionStackRun &run : session.stackRuns) {
        RecipeRequest request;
        request.stack = run.stack;
        clocks << CopyClocks::of(session, request);
    }
    m_model->setCopyClocks(clocks);
    // The last rebuild-under-load drill of the session, if it ran one.
    const QList<QPair<QString, LoadSeries>> loads = LoadDrillStage::seriesIn(session);
    if (!loads.isEmpty())
        showLoadSeries(loads.last().first, loads.last().second);
    m_source->setText(tr("Session %1 (%2), %n sample(s)", nullptr, int(session.progress.size()))
                          .arg(session.metadata.name, session.metadata.target));
    m_charts->replotNow();
}

bool RebuildPage::openSession(const QString &dir, QString *error)
{
    QString message;
    const std::optional<LabSession> session = LabSessionFolder::read(dir, &message);
    if (!session) {
        Q_EMIT logMessage(LogLevel::Error, message);
        if (error)
            *error = message;
        return false;
    }
    showSession(*session);
    Q_EMIT logMessage(LogLevel::Info, tr("Showing the progress samples of %1").arg(dir));
    return true;
}

void RebuildPage::clear()
{
    m_live.clear();
    m_model->clear();
    m_load->clear();
    m_load->hide();
    m_source->clear();
}

void RebuildPage::updateNote()
{
    m_empty->setVisible(m_model->rowCount() == 0);
    int rebuilding = 0;
    for (const auto &track : m_model->tracks()) {
        if (track.condition() == ArrayCondition::Rebuilding)
            ++rebuilding;
    }
    setStatusNote(m_model->rowCount() == 0 ? QString()
                                           : tr("%n track(s)", nullptr, m_model->rowCount()) + QStringLiteral(", ")
                + tr("%n copying now", nullptr, rebuilding));
}
