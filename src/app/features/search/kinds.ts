import type { SearchKind } from '@shared/contracts/plain/search';
import { P } from '@shared/permissions';

/** Where each kind of hit opens, and the code that views it (the server searches only those kinds too). */
export const HIT_KINDS: Record<SearchKind, { path: (id: string) => string; permission: number }> = {
  reservation: { path: (id) => `/admin/reservation/${id}`, permission: P.reservation.view },
  unit: { path: (id) => `/admin/view-listing/units/${id}`, permission: P.listing.view },
  owner: { path: (id) => `/admin/owner-mgmt/${id}`, permission: P.owner.view },
  user: { path: (id) => `/admin/user-mgmt/${id}`, permission: P.user.view },
  'free-stay': { path: (id) => `/admin/free-stay-requests/${id}`, permission: P.freeStay.view },
};
