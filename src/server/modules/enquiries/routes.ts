import type { FastifyInstance } from 'fastify';
import { ENQUIRY_SORTS, enquiries, enquiryFilter } from '@shared/contracts/enquiries';
import { parseListQuery } from '@shared/list-params';
import { actorOf } from '@server/core/audit/audit-log';
import { route } from '@server/core/route';
import * as service from './service';

const listSpec = { filters: enquiryFilter, sorts: ENQUIRY_SORTS, defaultSort: { createdAt: 'desc' as const } };

/** The enquiry inbox (DESIGN.md §6): any signed-in admin; converting books a stay through the reservations service. */
export function enquiryRoutes(book: service.BookStay) {
  return async function enquiryRoutesOf(app: FastifyInstance): Promise<void> {
    route(app, enquiries.list, async ({ db, query }) => service.listEnquiries(db, parseListQuery(query, listSpec)));
    route(app, enquiries.unitChoices, async ({ db, query }) => service.unitChoices(db, query));
    route(app, enquiries.get, async ({ db, params }) => service.getEnquiry(db, params.id));
    route(app, enquiries.create, async ({ db, request, body }) => service.createEnquiry(db, actorOf(request), body));
    route(app, enquiries.moveStatus, async ({ db, request, params, body }) => service.moveEnquiry(db, actorOf(request), params.id, body));
    route(app, enquiries.convert, async ({ db, request, params, body }) => service.convertEnquiry(db, book, actorOf(request), params.id, body));
  };
}
