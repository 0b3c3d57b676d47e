import type { FastifyInstance } from 'fastify';
import { EXPENSES_SORTS, expenses, expensesFilter } from '@shared/contracts/expenses';
import { parseListQuery } from '@shared/list-params';
import { actorOf } from '@server/core/audit/audit-log';
import { route } from '@server/core/route';
import * as service from './service';

const listSpec = { filters: expensesFilter, sorts: EXPENSES_SORTS, defaultSort: { name: 'asc' as const } };

export async function expensesRoutes(app: FastifyInstance): Promise<void> {
  route(app, expenses.list, async ({ db, query }) => service.listExpenses(db, parseListQuery(query, listSpec)));
  route(app, expenses.get, async ({ db, params }) => service.getExpensesRecord(db, params.id));
  route(app, expenses.create, async ({ db, request, body }) => service.createExpensesRecord(db, actorOf(request), body));
  route(app, expenses.update, async ({ db, request, params, body }) => service.updateExpensesRecord(db, actorOf(request), params.id, body));
}
