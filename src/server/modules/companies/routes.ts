import type { FastifyInstance } from 'fastify';
import { COMPANY_LOGO_FIELDS, COMPANY_SORTS, companies, companyFilter } from '@shared/contracts/companies';
import { parseListQuery } from '@shared/list-params';
import { actorOf } from '@server/core/audit/audit-log';
import { readMultipart } from '@server/core/files/multipart';
import { sendDownload } from '@server/core/files/download';
import { route } from '@server/core/route';
import * as service from './service';

const listSpec = { filters: companyFilter, sorts: COMPANY_SORTS, defaultSort: { name: 'asc' as const } };

/** The legal entities that operate the properties (DESIGN.md §6 Companies). */
export async function companyRoutes(app: FastifyInstance): Promise<void> {
  route(app, companies.list, async ({ db, query }) => service.listCompanies(db, parseListQuery(query, listSpec)));
  route(app, companies.get, async ({ db, params }) => service.getCompany(db, params.id));
  route(app, companies.create, async ({ db, request, body }) => service.createCompany(db, actorOf(request), body));
  route(app, companies.update, async ({ db, request, params, body }) => service.updateCompanyDetails(db, actorOf(request), params.id, body));
  route(app, companies.uploadLogo, async ({ db, request, params }) =>
    service.uploadLogo(db, actorOf(request), params.id, await readMultipart(request, COMPANY_LOGO_FIELDS)),
  );
  route(app, companies.logo, async ({ db, params, reply }) => sendDownload(reply, await service.logoOf(db, params.id)));
}
