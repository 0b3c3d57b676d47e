import type { StatementLineKind } from '@shared/contracts/plain/owner-statements';

/**
 * The sections of a statement, in the order printed, and the one section each kind of line sums into (expenses and
 * their markup share one). The one map of line kinds to sections: the PDF groups and checks its lines by it, and the
 * statement's subtotals are summed by it.
 */
export type StatementSection = 'revenue' | 'commission' | 'fees' | 'cleaning' | 'expenses' | 'installments' | 'adjustments' | 'carried';
export const STATEMENT_SECTIONS: readonly StatementSection[] = ['revenue', 'commission', 'fees', 'cleaning', 'expenses', 'installments', 'adjustments', 'carried'];

export const SECTION_OF_KIND: Readonly<Record<StatementLineKind, StatementSection>> = {
  stay: 'revenue',
  commission: 'commission',
  management_fee: 'fees',
  cleaning: 'cleaning',
  expense: 'expenses',
  expense_markup: 'expenses',
  installment: 'installments',
  adjustment: 'adjustments',
  carry_forward: 'carried',
};
