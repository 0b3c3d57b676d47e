import type { FastifyInstance } from 'fastify';
import { EXPENSE_RECEIPT_FIELDS, EXPENSE_SORTS, expenseFilter, expenses } from '@shared/contracts/expenses';
import { parseListQuery } from '@shared/list-params';
import { toApiDate } from '@shared/dates';
import { actorOf } from '@server/core/audit/audit-log';
import { sendDownload } from '@server/core/files/download';
import { route } from '@server/core/route';
import { decisionRoute } from '@server/core/decision-route';
import { readMultipart } from '@server/core/files/multipart';
import { sendCsv } from '@server/core/csv';
import * as service from './service';

const listSpec = { filters: expenseFilter, sorts: EXPENSE_SORTS, defaultSort: { expenseDate: 'desc' as const } };

/** Expenses (issue 27): recorded, approved by another admin or void with a reason; never deleted. */
export async function expensesRoutes(app: FastifyInstance): Promise<void> {
  route(app, expenses.list, async ({ db, query }) => service.listExpenses(db, parseListQuery(query, listSpec)));
  route(app, expenses.exportCsv, async ({ db, query, reply }) => {
    const { filter, sort } = parseListQuery(query, listSpec);
    return sendCsv(reply, `expenses-${toApiDate(new Date())}.csv`, await service.exportExpenses(db, { filter, sort }));
  });
  route(app, expenses.get, async ({ db, params }) => service.getExpense(db, params.id));
  route(app, expenses.create, async ({ db, request, body }) => service.createExpense(db, actorOf(request), body));
  route(app, expenses.update, async ({ db, request, params, body }) => service.updateExpenseRecord(db, actorOf(request), params.id, body));
  route(app, expenses.attachReceipt, async ({ db, request, params }) =>
    service.attachReceipt(db, actorOf(request), params.id, await readMultipart(request, EXPENSE_RECEIPT_FIELDS)),
  );
  route(app, expenses.receipt, async ({ db, params, reply }) => sendDownload(reply, await service.receiptOf(db, params.id)));
  decisionRoute(app, expenses.decide, (db, actor, { id }, body) => service.decideExpense(db, actor, id, body));
}
