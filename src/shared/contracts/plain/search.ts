import { routesOf, type CallRouteFields } from '../call';
import type { search as contract } from '../search';

/** What one search finds: each kind is an area's record an admin may open. */
export const SEARCH_KINDS = ['reservation', 'unit', 'owner', 'user', 'free-stay'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
/** The fewest characters searched for: one or two letters match too much to be worth a read. */
export const SEARCH_MIN_LENGTH = 2;
export const SEARCH_MAX_LENGTH = 80;
/** The most hits of one kind a search returns. */
export const SEARCH_PER_KIND = 5;

/** Each call of ../search.ts without its schemas: the contract spreads these into its descriptors. */
export const SEARCH_ROUTES = {
  /** Guests, reservation codes, units, owners, users and free-stay requests the admin may view (issue 29). */
  find: { method: 'GET', path: '/api/search', permission: 'signed-in', tag: 'search' },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const search = routesOf<typeof contract>()(SEARCH_ROUTES);
