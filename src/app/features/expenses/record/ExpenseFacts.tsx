import type { Expense } from '@shared/contracts/expenses';
import { formatDateTime, formatDisplayDate } from '@shared/dates';
import { formatMyr } from '@shared/money';
import { useTranslation } from '@app/lib/use-translation';
import { Fact, FactList } from '@app/kit/record/FactList';
import { placeLabelOf } from '../form/place';

/** Who did it, and when: "Aminah · 3 Nov 2026 14:02". */
const byAt = (name: string | null, at: string | null, language: string, someone: string) =>
  [name ?? someone, at ? formatDateTime(at, language) : null].filter(Boolean).join(' · ');

/** What was paid, to whom, for what and where; then who recorded, approved or voided it. */
export function ExpenseFacts({ expense }: { expense: Expense }) {
  const { t, i18n } = useTranslation('expenses');
  const language = i18n.language;
  const money = (sen: number) => formatMyr(sen, language);
  const someone = t('detail.someone');
  return (
    <>
      <FactList layout="grid" testId="expense-facts">
        <Fact label={t('fields.expenseDate')} value={formatDisplayDate(expense.expenseDate, language)} />
        <Fact label={t('fields.category')} value={t(`category.${expense.category}`)} />
        <Fact label={t('fields.place')} value={placeLabelOf(expense) || t('place.companyWide')} />
        <Fact label={t('fields.payee')} value={expense.payee} />
        {expense.description ? <Fact label={t('fields.description')} value={expense.description} /> : null}
        <Fact label={t('fields.amount')} value={money(expense.amountSen)} />
        <Fact label={t('fields.sst')} value={money(expense.sstSen)} />
        <Fact label={t('fields.total')} value={<strong>{money(expense.totalSen)}</strong>} testId="expense-total" />
        <Fact label={t('fields.billable')} value={t(expense.billable ? 'detail.billableYes' : 'detail.billableNo')} />
      </FactList>
      <FactList layout="grid" title={t('detail.who')} testId="expense-who">
        <Fact label={t('detail.recordedBy')} value={byAt(expense.recordedByName, expense.createdAt, language, someone)} />
        {expense.approvedAt ? <Fact label={t('detail.approvedBy')} value={byAt(expense.approvedByName, expense.approvedAt, language, someone)} testId="expense-approved-by" /> : null}
        {expense.voidedAt ? <Fact label={t('detail.voidedBy')} value={byAt(expense.voidedByName, expense.voidedAt, language, someone)} /> : null}
        {expense.voidReason ? <Fact label={t('detail.voidReason')} value={expense.voidReason} testId="expense-void-reason" /> : null}
      </FactList>
    </>
  );
}
