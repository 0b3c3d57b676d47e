import type { Expense } from '@shared/contracts/expenses';
import { formatMyr } from '@shared/money';
import type { Choice } from '@app/kit/decision/choice';
import { choiceCopy, type DecisionWords } from '@app/kit/decision/choice-copy';

/** The prompt of approve and void (the kit's "reject"), from `decide.*`; the same on the record page and in the inbox. */
export function expenseCopy(expense: Pick<Expense, 'payee' | 'totalSen'>, choice: Choice, t: DecisionWords, language: string) {
  return choiceCopy(t, 'decide', choice, { payee: expense.payee, amount: formatMyr(expense.totalSen, language) });
}
