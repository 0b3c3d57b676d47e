import { and, eq, inArray, ne } from 'drizzle-orm';
import { P } from '@shared/permissions';
import { expensesTable } from '@server/db/schema';
import { defineInboxSource, inboxItem } from '@server/core/approvals';
import { toExpense } from './dto';
import { expenseRows } from './repo';

/**
 * Recorded expenses waiting for an approver (35). Whoever recorded one never approves it, so their own stay out of
 * their inbox.
 */
const recordedExpenses = defineInboxSource({
  kind: 'expense',
  permission: P.expenses.approve,
  async waiting(_db, actor) {
    if (!actor.actorId) return null;
    return {
      table: expensesTable,
      id: expensesTable.id,
      createdAt: expensesTable.createdAt,
      where: and(eq(expensesTable.status, 'recorded'), ne(expensesTable.recordedBy, actor.actorId)),
    };
  },
  async load(db, _actor, ids) {
    const rows = await expenseRows(db, { filter: {}, sort: [], limit: ids.length, offset: 0 }, [inArray(expensesTable.id, ids)]);
    return rows.map((row) => inboxItem('expense', toExpense(row)));
  },
});

export const expenseInboxSources = [recordedExpenses] as const;
