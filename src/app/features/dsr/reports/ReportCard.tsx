import { useTranslation } from '@app/lib/use-translation';
import type { DsrReport } from '@shared/contracts/dsr';
import { formatDayWithDate } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { ListCard } from '@app/kit/list/ListCard';
import { varianceWords } from '../money';
import { StatusChip } from './StatusChip';

export const reportPath = (id: string) => `/admin/report/${encodeURIComponent(id)}`;

/** One report in the list: property and day, cash expected and counted, the variance when there is one, its status. */
export function ReportCard({ report }: { report: DsrReport }) {
  const { t, i18n } = useTranslation('dsr');
  const language = i18n.language;
  const variance = report.varianceSen;
  return (
    <ListCard
      href={reportPath(report.id)}
      testId={`dsr-card-${report.id}`}
      title={report.propertyName}
      lines={[
        formatDayWithDate(report.businessDate, language),
        t('list.cashLine', {
          expected: formatMyr(report.figures.expectedCashSen, language),
          counted: report.countedCashSen === null ? t('list.notCounted') : formatMyr(report.countedCashSen, language),
        }),
        ...(variance ? [<strong key="variance" className="dsr-variance" data-testid={`dsr-card-variance-${report.id}`}>{varianceWords(variance, t, language)}</strong>] : []),
      ]}
      chips={<StatusChip status={report.status} />}
      meta={report.submittedByName ? t('list.submittedBy', { name: report.submittedByName }) : undefined}
    />
  );
}
