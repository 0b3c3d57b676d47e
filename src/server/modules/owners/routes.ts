import type { FastifyInstance } from 'fastify';
import { OWNER_SORTS, ownerFilter, owners } from '@shared/contracts/owners';
import { parseListQuery } from '@shared/list-params';
import { hasPermission, P } from '@shared/permissions';
import { actorOf } from '@server/core/audit/audit-log';
import { signedIn } from '@server/core/auth/request-auth';
import { route } from '@server/core/route';
import { portalOwnerOf } from '@server/core/permissions/owner-scope';
import { decideBankChange, payoutAccount, requestBankChange } from './bank-changes';
import { PORTAL_REPEATED_MESSAGE } from './dto';
import * as service from './service';

const listSpec = { filters: ownerFilter, sorts: OWNER_SORTS, defaultSort: { name: 'asc' as const } };

/** Owners: their details, their units and their portal access (DESIGN.md §6 Owners). */
export async function ownerRoutes(app: FastifyInstance): Promise<void> {
  route(app, owners.list, async ({ db, query }) => service.listOwners(db, parseListQuery(query, listSpec)));
  route(app, owners.get, async ({ db, params }) => service.getOwner(db, params.id));
  route(app, owners.history, async ({ db, params, query }) =>
    service.ownerHistory(db, params.id, parseListQuery(query, { filters: {}, sorts: [], defaultSort: {} })),
  );
  route(app, owners.create, async ({ db, request, body }) => service.createOwner(db, actorOf(request), body));
  route(app, owners.update, async ({ db, request, params, body }) => service.updateOwner(db, actorOf(request), params.id, body));
  route(app, owners.portalAccess, async ({ db, request, params, body }) => service.setPortalAccess(db, actorOf(request), params.id, body.enabled), {
    secretResponse: PORTAL_REPEATED_MESSAGE,
  });
  route(app, owners.payoutAccount, async ({ db, request, params }) =>
    payoutAccount(db, params.id, portalOwnerOf(request), hasPermission(signedIn(request).account.permissions, P.owner.approve)),
  );
  route(app, owners.requestBankChange, async ({ db, request, params, body }) => requestBankChange(db, actorOf(request), params.id, body));
  route(app, owners.decideBankChange, async ({ db, request, params, body }) => decideBankChange(db, actorOf(request), params.id, body));
}
