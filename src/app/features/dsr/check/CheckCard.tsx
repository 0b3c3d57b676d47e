import { memo } from 'react';
import { useTranslation } from '@app/lib/use-translation';
import { useAppLink } from '@app/lib/navigation';
import type { DsrReport } from '@shared/contracts/dsr';
import { formatDateTime, formatDayWithDate } from '@shared/dates';
import { formatMyr } from '@shared/money';
import type { Choice } from '@app/kit/decision/choice';
import { ChoiceCard } from '@app/kit/decision/ChoiceCard';
import { varianceWords } from '../money';
import { ReportPhotos } from '../record/ReportPhotos';
import { reportPath } from '../reports/ReportCard';
import '../dsr.css';

interface CheckCardProps {
  report: DsrReport;
  /** The admin holds DSR Checking's approve code and did not submit this report. */
  canDecide: boolean;
  /** The admin submitted it: shown, never offered to them. */
  mine: boolean;
  decide(report: DsrReport, choice: Choice): void;
  alwaysShowButtons?: boolean;
}

/** A submitted report waiting for a checker: the day, cash expected and counted, the variance and its remark, the slips. */
export const CheckCard = memo(function CheckCard({ report, canDecide, mine, decide, alwaysShowButtons }: CheckCardProps) {
  const { t, i18n } = useTranslation('dsr');
  const language = i18n.language;
  const variance = report.varianceSen ?? 0;
  const open = useAppLink(reportPath(report.id));
  return (
    <ChoiceCard
      item={report}
      canDecide={canDecide}
      decide={decide}
      alwaysShowButtons={alwaysShowButtons}
      testIds={{ card: 'dsr-check', swipe: 'dsr-check-swipe', key: report.id }}
      words={{ approve: t('check.approve'), reject: t('check.reject'), decide: t('check.decide', { property: report.propertyName }) }}
    >
      <div className="dsr-check">
        <div className="dsr-check__head">
          <a className="dsr-check__name" href={reportPath(report.id)} onClick={open} data-testid={`dsr-check-open-${report.id}`}>
            {report.propertyName}
          </a>{' '}
          <span className="dsr-check__date">{formatDayWithDate(report.businessDate, language)}</span>
        </div>
        <dl className="kit-facts dsr-check__cash">
          <dt>{t('figures.expectedCash')}</dt>
          <dd data-testid={`dsr-check-expected-${report.id}`}>{formatMyr(report.figures.expectedCashSen, language)}</dd>
          <dt>{t('fields.counted')}</dt>
          <dd data-testid={`dsr-check-counted-${report.id}`}>{report.countedCashSen === null ? t('list.notCounted') : formatMyr(report.countedCashSen, language)}</dd>
          <dt>{t('fields.pettyCash')}</dt>
          <dd>{formatMyr(report.pettyCashSen, language)}</dd>
          <dt>{t('fields.variance')}</dt>
          <dd className={variance ? 'dsr-variance' : undefined} data-testid={`dsr-check-variance-${report.id}`}>
            {varianceWords(variance, t, language)}
          </dd>
        </dl>
        {report.varianceRemark ? <p className="dsr-check__remark">“{report.varianceRemark}”</p> : null}
        <ReportPhotos reportId={report.id} photos={report.photos} testId={`dsr-check-photos-${report.id}`} />
        <p className="dsr-check__meta">
          {t('check.submittedBy', { name: report.submittedByName ?? t('history.someone') })}
          {report.submittedAt ? ` · ${formatDateTime(report.submittedAt, language)}` : ''}
        </p>
        {mine ? (
          <p className="dsr-check__mine" data-testid={`dsr-check-mine-${report.id}`}>
            {t('check.mine')}
          </p>
        ) : null}
      </div>
    </ChoiceCard>
  );
});
