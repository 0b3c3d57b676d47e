import type { Expense } from '@shared/contracts/expenses';
// Routes, not the contract: the approvals inbox declares these decisions with the shell, which must load no zod.
import { expenses } from '@shared/contracts/plain/expenses';
import { formatMyr } from '@shared/money';
import type { ChoiceInput } from '@app/kit/decision/choice';
import { defineDecision } from '@app/kit/decision/define-decision';
import { expenseResource } from './resource';

type Decided = Pick<Expense, 'id' | 'payee' | 'totalSen' | 'status'>;

/** The kit's "reject" is an expense's void: it stays on the books, marked void with its reason. */
export const actionOf = (input: Pick<ChoiceInput, 'decision'>): 'approve' | 'void' => (input.decision === 'approve' ? 'approve' : 'void');

/**
 * Approve or void (35) through the outbox like every decision, with the status the admin saw as `expected`: an
 * expense another admin decided meanwhile comes back as a 409 instead of being decided twice. Kinds match the
 * server's audit actions (`expenses.approve`, `expenses.void`).
 */
const decide = defineDecision({
  type: expenseResource.type,
  kind: (input: ChoiceInput) => `expenses.${actionOf(input)}`,
  call: expenses.decide,
  body: (_: Decided, input) => ({ action: actionOf(input), remark: input.remark }),
  expected: (record) => record.status,
  patch: (_, input) => (actionOf(input) === 'approve' ? { status: 'approved' } : { status: 'void', voidReason: input.remark }),
  // RM is written alike in every language.
  title: (record) => `${record.payee} · ${formatMyr(record.totalSen, 'en-US')}`,
});

export const expenseDecisions = { decide };
