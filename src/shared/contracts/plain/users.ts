import { P } from '../../permissions';
import { routesOf, type CallRouteFields } from '../call';
import type { users as contract } from '../users';

const legacy = 'user-mgmt';
const tag = 'users';

/** The roles user management registers and edits: an owner is made and changed in Owners (issue 24). */
export const PLATFORM_USER_ROLES = ['guest', 'agent', 'rider', 'buyer'] as const;
export type PlatformUserRole = (typeof PLATFORM_USER_ROLES)[number];

/** What a user's document is; the app sorts documents by it without loading the schemas. */
export const DOCUMENT_KINDS = ['avatar', 'identity_front', 'identity_back', 'driving_licence', 'selfie', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** Each call of ../users.ts without its schemas: the contract spreads these into its descriptors. */
export const USERS_ROUTES = {
  list: { method: 'GET', path: '/api/users/aggregation', permission: P.user.view, tag },
  dormant: { method: 'GET', path: '/api/users/dormant', permission: P.user.view, tag },
  get: { method: 'GET', path: '/api/users/:id', permission: P.user.view, tag },
  history: { method: 'GET', path: '/api/users/:id/history', permission: P.user.view, tag },
  decideApproval: { method: 'PATCH', path: '/api/users/:id/approval-action', conflict: true, permission: P.user.approve, tag },
  setLink: { method: 'PATCH', path: '/api/users/:id/url', permission: P.user.edit, tag },
  setBan: { method: 'PATCH', path: '/api/users/:id/ban', conflict: true, permission: P.user.approve, tag },
  register: { method: 'POST', path: '/api/auth/register-new-user', status: 201, permission: P.user.create, tag },
  edit: { method: 'PATCH', path: '/api/account/:id', permission: P.user.edit, tag },
  erase: { method: 'DELETE', path: '/api/account/:id', permission: P.user.approve, tag },
  legacyList: { method: 'GET', path: '/user-mgmt/get-user-list', permission: P.user.view, tag: legacy },
  pendingVerification: { method: 'GET', path: '/user-mgmt/pending-verify-user', permission: P.user.view, tag: legacy },
  banByAccount: { method: 'POST', path: '/user-mgmt/ban-user', conflict: true, permission: P.user.approve, tag: legacy },
  setVip: { method: 'POST', path: '/user-mgmt/set-vip-status', conflict: true, permission: P.user.edit, tag: legacy },
  setAgentType: { method: 'POST', path: '/user-mgmt/agent/change-agent-type', permission: P.user.edit, tag: legacy },
  setAgentCommission: { method: 'POST', path: '/user-mgmt/agent/change-agent-commission', permission: P.user.edit, tag: legacy },
  riderDetails: { method: 'GET', path: '/user-mgmt/get-rider-details', permission: P.user.view, tag: legacy },
  decideRiderVerification: { method: 'POST', path: '/user-mgmt/action-rider-verification', conflict: true, permission: P.user.approve, tag: legacy },
  riderAttendance: { method: 'GET', path: '/user-mgmt/rider-attendance', permission: P.user.view, tag: legacy },
  /** Every rider on one day; reading it needs the User view code, like a rider's own report. */
  dayAttendance: { method: 'GET', path: '/api/users/attendance', permission: P.user.view, tag },
  editRider: { method: 'POST', path: '/user-mgmt/edit-rider-details', permission: P.user.edit, tag: legacy },
  searchBuyer: { method: 'GET', path: '/user-mgmt/search-buyer', permission: P.user.view, tag: legacy },
  contactChanges: { method: 'GET', path: '/api/change-contact-submissions', permission: P.user.view, tag: 'contact changes' },
  decideContactChange: { method: 'PATCH', path: '/api/change-contact-submissions/:id', conflict: true, permission: P.user.approve, tag: 'contact changes' },
} as const satisfies Record<string, CallRouteFields>;

/** The same calls for the app, typed as the contract's descriptors and loading no zod (see CallRoute). */
export const users = routesOf<typeof contract>()(USERS_ROUTES);
