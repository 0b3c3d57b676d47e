import { auditHistoryView } from '@app/kit/record/history-view';
import { remarkOf, toneOf, type HistoryLines } from '@app/kit/record/history-lines';
import { formatMyr } from '@shared/money';
import { expenseResource } from '../resource';

/** The server's audit name of an expense: its history is the audit's entries of it. */
export const EXPENSE_ENTITY = 'expenses.expense';

type HistoryField = 'expenseDate' | 'category' | 'propertyName' | 'unitName' | 'payee' | 'description' | 'amountSen' | 'sstSen' | 'billable';
const voidReason = remarkOf(['expenses.void'], 'voidReason');
const voidRemark = remarkOf(['expenses.void']);
const SEN_FIELDS: readonly HistoryField[] = ['amountSen', 'sstSen'];

/** How an expense's history reads: an edit lists its fields (money as RM), approvals good news, a void with its reason. */
export const expenseHistoryLines: HistoryLines<HistoryField> = {
  namespace: 'expenses',
  testId: 'expense-history',
  fields: ['expenseDate', 'category', 'propertyName', 'unitName', 'payee', 'description', 'amountSen', 'sstSen', 'billable'],
  valueWords: (field, value, { t, language }) => {
    if (SEN_FIELDS.includes(field) && typeof value === 'number') return formatMyr(value, language);
    if (field === 'category' && typeof value === 'string') return t(`category.${value}`);
    return undefined;
  },
  tone: toneOf(['expenses.approve'], ['expenses.void']),
  // The reason is the decision's remark, kept on the record as its void reason.
  remark: (entry) => voidReason(entry) ?? voidRemark(entry),
};

export const expenseHistoryView = auditHistoryView(expenseResource, EXPENSE_ENTITY, expenseHistoryLines);
