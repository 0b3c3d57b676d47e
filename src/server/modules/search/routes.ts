import type { FastifyInstance } from 'fastify';
import { SEARCH_KINDS, SEARCH_PER_KIND } from '@shared/contracts/plain/search';
import { search, type SearchHit } from '@shared/contracts/search';
import { hasPermission } from '@shared/permissions';
import { signedIn } from '@server/core/auth/request-auth';
import { route } from '@server/core/route';
import type { SearchPart } from '@server/core/search';

/** Best match first; among equals, the kinds in the contract's order, then as each kind ordered its own. */
function ranked(hits: SearchHit[]): SearchHit[] {
  return hits
    .map((hit, i) => ({ hit, i }))
    .sort((a, b) => a.hit.rank - b.hit.rank || SEARCH_KINDS.indexOf(a.hit.kind) - SEARCH_KINDS.indexOf(b.hit.kind) || a.i - b.i)
    .map(({ hit }) => hit);
}

/**
 * The one search box (issue 29): every kind the admin may view, at most SEARCH_PER_KIND of each, ranked together.
 * A kind whose code the admin lacks is not searched at all, so nothing of it can leak through a count or a miss.
 */
export function searchRoutes(parts: readonly SearchPart[]) {
  return async function searchModule(app: FastifyInstance): Promise<void> {
    route(app, search.find, async ({ db, request, query }) => {
      const { permissions } = signedIn(request).account;
      const hits: SearchHit[] = [];
      for (const part of parts) {
        if (hasPermission(permissions, part.permission)) hits.push(...(await part.find(db, query.q, SEARCH_PER_KIND)));
      }
      return { hits: ranked(hits) };
    });
  };
}
