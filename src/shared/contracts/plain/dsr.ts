import { P } from '../../permissions';
import { routesOf, type CallRouteFields } from '../call';
import type { dsr as contract } from '../dsr';

/** draft → submitted → verified | returned (remark) → submitted again (DESIGN.md §6 DSR). */
export const DSR_STATUSES = ['draft', 'submitted', 'verified', 'returned'] as const;
export type DsrStatus = (typeof DSR_STATUSES)[number];
/** A report may still be changed by its staff: written, or sent back by the checker. */
export const DSR_OPEN_STATUSES = ['draft', 'returned'] as const satisfies readonly DsrStatus[];
/** What a photo on a report shows: the bank-in slip, or a petty-cash slip. */
export const DSR_PHOTO_KINDS = ['bank-in', 'petty-cash'] as const;
export type DsrPhotoKind = (typeof DSR_PHOTO_KINDS)[number];

const tag = 'dsr';

/** Each call of ../dsr.ts without its schemas: the contract spreads these into its descriptors. */
export const DSR_ROUTES = {
  list: { method: 'GET', path: '/api/dsr/aggregation', permission: P.dsr.view, tag },
  /** The checking queue (DSR Checking, 56): submitted reports, oldest business date first. */
  queue: { method: 'GET', path: '/api/dsr/queue', permission: P.dsrChecking.view, tag },
  get: { method: 'GET', path: '/api/dsr/:id', permission: P.dsr.view, tag },
  prefill: { method: 'GET', path: '/api/dsr/prefill', permission: P.dsr.view, tag },
  create: { method: 'POST', path: '/api/dsr', status: 201, conflict: true, permission: P.dsr.create, tag },
  update: { method: 'PATCH', path: '/api/dsr/:id', conflict: true, permission: P.dsr.edit, tag },
  submit: { method: 'POST', path: '/api/dsr/:id/submit', conflict: true, permission: P.dsr.edit, tag },
  addPhoto: { method: 'POST', path: '/api/dsr/:id/photos/:kind', status: 201, conflict: true, permission: P.dsr.edit, tag },
  photo: { method: 'GET', path: '/api/dsr/:id/photos/:photoId', permission: P.dsr.view, tag },
  removePhoto: { method: 'DELETE', path: '/api/dsr/:id/photos/:photoId', conflict: true, permission: P.dsr.edit, tag },
  decide: { method: 'POST', path: '/api/dsr/:id/decision', conflict: true, permission: P.dsrChecking.approve, tag },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const dsr = routesOf<typeof contract>()(DSR_ROUTES);
