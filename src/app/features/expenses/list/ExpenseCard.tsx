import { attachOutline, cashOutline } from 'ionicons/icons';
import type { Expense } from '@shared/contracts/expenses';
import { formatDisplayDate } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { useTranslation } from '@app/lib/use-translation';
import { ListCard } from '@app/kit/list/ListCard';
import { LabelledIcon } from '@app/kit/swipe/SwipeCard';
import { placeLabelOf } from '../form/place';
import { ExpenseStatusChip } from '../status-chip';

/** One expense of the month: when, who was paid, for what and where, how much; void ones greyed and marked. */
export function ExpenseCard({ expense }: { expense: Expense }) {
  const { t, i18n } = useTranslation('expenses');
  const place = placeLabelOf(expense) || t('place.companyWide');
  return (
    <ListCard
      href={`/admin/expenses/${expense.id}`}
      testId={`expense-card-${expense.id}`}
      title={expense.payee}
      aside={<strong className={expense.status === 'void' ? 'expense-amount expense-amount--void' : 'expense-amount'}>{formatMyr(expense.totalSen, i18n.language)}</strong>}
      lines={[`${t(`category.${expense.category}`)} · ${place}`]}
      chips={
        <>
          <ExpenseStatusChip status={expense.status} />
          {expense.billable ? <LabelledIcon icon={cashOutline} label={t('list.billable')} /> : null}
          {expense.receipt ? <LabelledIcon icon={attachOutline} label={t('list.hasReceipt')} /> : null}
        </>
      }
      meta={formatDisplayDate(expense.expenseDate, i18n.language)}
      muted={expense.status === 'void'}
      className="expense-card"
    />
  );
}
