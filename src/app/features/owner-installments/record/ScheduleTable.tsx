import { IonButton } from '@ionic/react';
import type { Installment, InstallmentMonth } from '@shared/contracts/owner-installments';
import { formatDisplayDate, formatYearMonth } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { useTranslation } from '@app/lib/use-translation';
import { MonthStatusChip } from '../status-chip';

interface Props {
  plan: Installment;
  /** Offered on each month still due, when the admin may waive and the plan is active. */
  onWaive: ((month: InstallmentMonth) => void) | null;
  busy: boolean;
}

/** What happened to a month: who waived it, when and why (a deducted one, later, names its statement's run). */
function MonthNote({ month }: { month: InstallmentMonth }) {
  const { t, i18n } = useTranslation('owner-installments');
  if (month.status !== 'waived' && month.status !== 'deducted') return null;
  return (
    <span className="installment-schedule__note">
      {month.reason ? <q>{month.reason}</q> : null}
      {month.byName && month.at ? <span>{t('schedule.by', { name: month.byName, date: formatDisplayDate(month.at, i18n.language) })}</span> : null}
    </span>
  );
}

/** The schedule month by month: its amount (the last carries the remainder), its status, and Waive on a month still due. */
export function ScheduleTable({ plan, onWaive, busy }: Props) {
  const { t, i18n } = useTranslation('owner-installments');
  return (
    <section className="installment-schedule" aria-labelledby="installment-schedule-title">
      <h2 className="section-title" id="installment-schedule-title">
        {t('schedule.title')}
      </h2>
      <table className="installment-schedule__table" data-testid="installment-schedule">
        <thead>
          <tr>
            <th scope="col">{t('schedule.month')}</th>
            <th scope="col" className="installment-schedule__amount">
              {t('schedule.amount')}
            </th>
            <th scope="col">{t('schedule.status')}</th>
          </tr>
        </thead>
        <tbody>
          {plan.schedule.map((month) => (
            <tr key={month.month} data-testid={`installment-month-${month.month}`} data-status={month.status}>
              <th scope="row">
                <span className="installment-schedule__index">{month.index}</span> {formatYearMonth(month.month, i18n.language)}
              </th>
              <td className="installment-schedule__amount">{formatMyr(month.amountSen, i18n.language)}</td>
              <td>
                <div className="installment-schedule__status">
                  <MonthStatusChip status={month.status} />
                  <MonthNote month={month} />
                  {onWaive && month.status === 'due' ? (
                    <IonButton
                      fill="outline"
                      size="small"
                      className="installment-schedule__waive"
                      disabled={busy}
                      onClick={() => onWaive(month)}
                      aria-label={t('waive.buttonFor', { month: formatYearMonth(month.month, i18n.language) })}
                      data-testid={`installment-waive-${month.month}`}
                    >
                      {t('waive.button')}
                    </IonButton>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('schedule.total')}</th>
            <td className="installment-schedule__amount">{formatMyr(plan.principalSen, i18n.language)}</td>
            <td />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
