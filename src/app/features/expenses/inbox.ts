import { defineInbox } from '@app/kit/inbox/define-inbox';
import { expenseCopy } from './decision-copy';
import { expenseDecisions } from './decisions';

/** Recorded expenses waiting for another admin's approval join the approvals inbox (the server leaves out one's own). */
export const expenseInbox = defineInbox({
  words: 'expenses',
  kinds: {
    expense: {
      title: 'inbox.title',
      decision: expenseDecisions.decide,
      waiting: (expense) => expense.status === 'recorded',
      // RM is written alike in every language.
      copy: (expense, choice, t) => expenseCopy(expense, choice, t, 'en-US'),
      card: () => import('./inbox/ExpenseInboxCard'),
    },
  },
});
