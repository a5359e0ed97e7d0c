// The Workload page's job tab: which job runs (built-in or a file), the text that runs (sized to
// the target's free space for a built-in job, or as the person edited it).
#include "pages/workloadpage.h"

#include "workload/job/jobcatalog.h"
#include "workload/job/jobfit.h"

#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QStorageInfo>

QString WorkloadPage::jobText() const
{
    return m_jobText->toPlainText();
}

QString WorkloadPage::fitNote() const
{
    return m_fitNote->isHidden() ? QString() : m_fitNote->text();
}

void WorkloadPage::refitJob()
{
    if (!m_jobEdited && !isRunning())
        showSelectedJob();
}

bool WorkloadPage::selectBuiltinJob(const QString &name)
{
    const int index = m_job->findData(QStringLiteral(":/jobs/%1.fio").arg(name));
    if (index < 0)
        return false;
    m_job->setCurrentIndex(index);
    return true;
}

bool WorkloadPage::openJobFile(const QString &path)
{
    const QString absolute = QFileInfo(path).absoluteFilePath();
    QString text;
    QString error;
    if (!JobCatalog::read(absolute, &text, &error)) {
        showError(error);
        return false;
    }
    int index = m_job->findData(absolute);
    if (index < 0) {
        m_job->addItem(QFileInfo(absolute).fileName(), absolute);
        index = m_job->count() - 1;
        m_job->setItemData(index, QDir::toNativeSeparators(absolute), Qt::ToolTipRole);
    }
    m_job->setCurrentIndex(index);
    showSelectedJob(); // the file may have changed since it was added
    return true;
}

QString WorkloadPage::currentJobPath() const
{
    return m_job->currentData().toString();
}

void WorkloadPage::browseJobFile()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open a fio job file"), QDir::homePath(), tr("fio job files (*.fio *.ini *.job);;All files (*)"));
    if (!path.isEmpty())
        openJobFile(path);
}

void WorkloadPage::showSelectedJob()
{
    clearError();
    m_fitNote->hide();
    m_jobEdited = false;
    m_revertJob->setEnabled(false);
    QString text;
    QString error;
    m_loadingJob = true;
    if (currentJobPath().isEmpty()) {
        m_jobText->clear();
    } else if (JobCatalog::read(currentJobPath(), &text, &error)) {
        // A built-in job is sized to the target's free space: what the tab shows is what runs.
        const QString target = targetDirectory();
        const QStorageInfo storage(target);
        if (currentJobPath().startsWith(QLatin1String(":/")) && QFileInfo(target).isDir() && storage.isValid()) {
            const JobFit::Result fit = JobFit::toSpace(
                text, {{QStringLiteral("TESTDIR"), QFileInfo(target).absoluteFilePath()}}, storage.bytesAvailable());
            if (fit.changed()) {
                text = fit.text;
                m_fitNote->setText(
                    tr("size= lowered from %1 to %2 so that the job's %n file(s) fit the %3 free in %4. "
                       "Edit size= in the Job file tab to choose another size.",
                        nullptr, fit.files)
                        .arg(sizeText(double(fit.askedBytes)), sizeText(double(fit.fittedBytes)),
                            sizeText(double(storage.bytesAvailable())), QDir::toNativeSeparators(target)));
                m_fitNote->show();
            }
        }
        m_jobText->setPlainText(text);
    } else {
        showError(error);
    }
    m_loadingJob = false;
}
