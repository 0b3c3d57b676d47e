import { useCallback } from 'react';
import { createOutline } from 'ionicons/icons';
import { useTranslation } from '@app/lib/use-translation';
import type { DsrReport } from '@shared/contracts/dsr';
import { DSR_OPEN_STATUSES } from '@shared/contracts/plain/dsr';
import { formatDateTime, formatDayWithDate } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { P } from '@shared/permissions';
import { can } from '@app/lib/can';
import { useSession } from '@app/lib/session';
import { LinkButton } from '@app/kit/action/LinkButton';
import type { Choice } from '@app/kit/decision/choice';
import { ChoiceButtons } from '@app/kit/decision/ChoiceButtons';
import { ConflictBanner } from '@app/kit/record/ConflictBanner';
import { Fact, FactList } from '@app/kit/record/FactList';
import { PendingSyncChip } from '@app/kit/record/PendingSyncChip';
import { HistorySection } from '@app/kit/record/RecordHistory';
import { RecordPage } from '@app/kit/record/RecordPage';
import { useRecordPage } from '@app/kit/record/use-record-page';
import { checkCopy } from '../check/check-copy';
import { dsrDecisions } from '../decisions';
import { varianceWords } from '../money';
import { StatusChip } from '../reports/StatusChip';
import { reportResource } from '../resource';
import { reportHistoryView } from '../views';
import { FiguresFacts } from './FiguresFacts';
import { ReportPhotos } from './ReportPhotos';
import '../dsr.css';

const isOpen = (status: DsrReport['status']) => (DSR_OPEN_STATUSES as readonly string[]).includes(status);

/**
 * One report: the day's figures, the cash and petty cash, the variance and its remark, the slips, who submitted and
 * who checked it, and its history. Its staff edit and submit it while it is a draft or returned (26); a checker (59)
 * verifies or returns it once submitted, never the admin who submitted it.
 */
export default function ReportPage() {
  const { t, i18n } = useTranslation('dsr');
  const language = i18n.language;
  const { profile } = useSession();
  const page = useRecordPage(reportResource, { history: reportHistoryView, decisions: dsrDecisions.check.recordKey });
  const { open, conflict } = page.decisions;
  const words = useCallback((key: string, values?: Record<string, unknown>) => t(key, values), [t]);
  const copy = useCallback((report: DsrReport, choice: Choice) => checkCopy(report, choice, words, language), [language, words]);

  return (
    <RecordPage
      page={page}
      title={(value) => value?.propertyName ?? t('detail.title')}
      backHref="/admin/report"
      namespace="dsr"
      testIdPrefix="dsr"
    >
      {(report) => {
        const mine = report.submittedBy === profile.id;
        const mayCheck = report.status === 'submitted' && can(profile, P.dsrChecking.approve);
        const mayEdit = isOpen(report.status) && can(profile, P.dsr.edit);
        return (
          <div className="narrow-column ion-padding dsr-page" data-testid="dsr-detail" data-status={report.status}>
            <div className="dsr-page__head">
              <p className="dsr-page__date">{formatDayWithDate(report.businessDate, language)}</p>
              <StatusChip status={report.status} />
            </div>
            <PendingSyncChip count={open.length} />
            <ConflictBanner message={conflict} title={t('detail.conflict')} testId="dsr-conflict" className="dsr-note" />
            {report.status === 'returned' && report.checkRemark ? (
              <p className="warning-note dsr-note" role="note" data-testid="dsr-returned-remark">
                {t('detail.returnedBecause', { remark: report.checkRemark })}
              </p>
            ) : null}
            {mayEdit ? (
              <div className="dsr-actions">
                <LinkButton href={`/admin/report/${encodeURIComponent(report.id)}/edit`} icon={createOutline} label={t('detail.editSubmit')} testId="dsr-edit-button" />
              </div>
            ) : null}
            {mayCheck && !mine ? (
              <ChoiceButtons record={report} decision={dsrDecisions.check} copy={copy} testIdPrefix="dsr-check" className="dsr-actions" />
            ) : null}
            {mayCheck && mine ? (
              <p className="dsr-muted" data-testid="dsr-check-mine">
                {t('check.mine')}
              </p>
            ) : null}

            <h2 className="section-title">{t('figures.title')}</h2>
            <p className="dsr-muted">{t('detail.figuresAt', { at: formatDateTime(report.figuresAt, language) })}</p>
            <FiguresFacts figures={report.figures} />

            <FactList title={t('form.cash')} layout="grid" className="dsr-facts" testId="dsr-cash">
              <Fact label={t('figures.expectedCash')} value={formatMyr(report.figures.expectedCashSen, language)} />
              <Fact label={t('fields.counted')} value={report.countedCashSen === null ? t('list.notCounted') : formatMyr(report.countedCashSen, language)} testId="dsr-counted" />
              <Fact label={t('fields.pettyCash')} value={formatMyr(report.pettyCashSen, language)} testId="dsr-petty-total" />
              <Fact
                label={t('fields.variance')}
                value={report.varianceSen === null ? t('variance.unknown') : varianceWords(report.varianceSen, t, language)}
                valueClassName={report.varianceSen ? 'dsr-variance' : undefined}
                testId="dsr-variance-value"
              />
              {report.varianceRemark ? <Fact label={t('fields.varianceRemark')} value={report.varianceRemark} testId="dsr-variance-remark" /> : null}
            </FactList>
            {report.pettyCash.length ? (
              <FactList title={t('form.pettyCash')} layout="grid" className="dsr-facts" testId="dsr-petty-lines">
                {report.pettyCash.map((line, i) => (
                  <Fact key={i} label={line.description} value={formatMyr(line.amountSen, language)} />
                ))}
              </FactList>
            ) : null}
            {report.notes ? (
              <FactList layout="grid" className="dsr-facts">
                <Fact label={t('fields.notes')} value={report.notes} />
              </FactList>
            ) : null}

            <h2 className="section-title">{t('form.photos')}</h2>
            <ReportPhotos reportId={report.id} photos={report.photos} testId="dsr-photos" />

            <FactList title={t('detail.people')} layout="grid" className="dsr-facts" testId="dsr-people">
              <Fact label={t('detail.createdBy')} value={report.createdByName ?? t('history.someone')} />
              {report.submittedAt ? (
                <Fact label={t('detail.submittedBy')} value={`${report.submittedByName ?? t('history.someone')} · ${formatDateTime(report.submittedAt, language)}`} testId="dsr-submitted-by" />
              ) : null}
              {report.checkedAt ? (
                <Fact label={t('detail.checkedBy')} value={`${report.checkedByName ?? t('history.someone')} · ${formatDateTime(report.checkedAt, language)}`} testId="dsr-checked-by" />
              ) : null}
              {report.checkRemark ? <Fact label={t('detail.checkRemark')} value={report.checkRemark} testId="dsr-check-remark" /> : null}
            </FactList>
            <HistorySection history={page.history} />
          </div>
        );
      }}
    </RecordPage>
  );
}
