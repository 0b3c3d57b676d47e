import type { FastifyInstance } from 'fastify';
import { SERVICE_PACKAGE_SORTS, servicePackageFilter, servicePackages } from '@shared/contracts/service-packages';
import { parseListQuery } from '@shared/list-params';
import { actorOf } from '@server/core/audit/audit-log';
import { route } from '@server/core/route';
import * as service from './service';

const listSpec = { filters: servicePackageFilter, sorts: SERVICE_PACKAGE_SORTS, defaultSort: { name: 'asc' as const } };

/** Management-fee contracts and their versions (DESIGN.md §6 Service packages). */
export async function servicePackageRoutes(app: FastifyInstance): Promise<void> {
  route(app, servicePackages.list, async ({ db, query }) => service.listPackages(db, parseListQuery(query, listSpec)));
  route(app, servicePackages.get, async ({ db, params }) => service.getPackage(db, params.id));
  route(app, servicePackages.create, async ({ db, request, body }) => service.createPackage(db, actorOf(request), body));
  route(app, servicePackages.update, async ({ db, request, params, body }) => service.updatePackageDetails(db, actorOf(request), params.id, body));
  route(app, servicePackages.addVersion, async ({ db, request, params, body }) => service.addPackageVersion(db, actorOf(request), params.id, body));
}
