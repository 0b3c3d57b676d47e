import type { Unit } from '@shared/contracts/listings';
import { encodeListParams } from '@shared/list-encode';
import { PAGE_SIZE } from '@app/kit/constants';
import type { LocalAnswer } from '@app/offline/cache';

/** An owner has a handful of units: no filters, all of them by property then unit number. */
export type PortalUnitQuery = Record<string, never>;

export const PORTAL_UNIT_QUERY: PortalUnitQuery = {};

/** One page of the owner's units; the server adds the owner filter itself. */
export function portalUnitSearch(_query: PortalUnitQuery, page: number): string {
  return encodeListParams({ sort: { unitNumber: 'asc' }, pagination: { limit: PAGE_SIZE, currentPage: page } });
}

/** The same order over saved rows, offline. */
export function localPortalUnits(): LocalAnswer<Unit> {
  return { filter: () => true, sort: (a, b) => a.unitNumber.localeCompare(b.unitNumber, 'en') || (a.id < b.id ? -1 : 1) };
}
