import type { FastifyInstance } from 'fastify';
import { HOLIDAY_SORTS, holidayFilter, holidays } from '@shared/contracts/holidays';
import { parseListQuery } from '@shared/list-params';
import { actorOf } from '@server/core/audit/audit-log';
import { route } from '@server/core/route';
import * as service from './service';

const listSpec = { filters: holidayFilter, sorts: HOLIDAY_SORTS, defaultSort: { date: 'asc' as const } };

/** Malaysian public holidays (issue 29, DESIGN.md §6): pre-filled a year at a time, confirmed or corrected by an admin. */
export async function holidaysRoutes(app: FastifyInstance): Promise<void> {
  route(app, holidays.list, async ({ db, query }) => service.listHolidays(db, parseListQuery(query, listSpec)));
  route(app, holidays.get, async ({ db, params }) => service.getHoliday(db, params.id));
  route(app, holidays.create, async ({ db, request, body }) => service.createHoliday(db, actorOf(request), body));
  route(app, holidays.update, async ({ db, request, params, body }) => service.updateHoliday(db, actorOf(request), params.id, body));
  route(app, holidays.remove, async ({ db, request, params, body }) => service.removeHoliday(db, actorOf(request), params.id, body));
  route(app, holidays.prefill, async ({ db, request, body }) => service.prefillYear(db, actorOf(request), body.year));
  route(app, holidays.confirm, async ({ db, request, body }) => service.confirmYear(db, actorOf(request), body));
}
