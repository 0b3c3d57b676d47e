import { z } from 'zod';
import { defineCall } from './call';
import { auditList } from './audit';
import { emailField, expectedVersion, idParam, nameField, optionalText, phoneField } from './common';
import { listQuerySchema } from '../list-params';
import { LANGUAGES } from '../constants';
import { P } from '../permissions';
import { MALAYSIAN_BANKS } from '../reference/banks';
import { MALAYSIAN_STATE_CODES } from '../reference/states';

/**
 * Owners (DESIGN.md §6): accounts of kind `owner` with what payouts and statements need. Portal access is a
 * password of their own: on, they sign in on the same page and see only their own records.
 */
export const ID_TYPES = ['ic', 'passport'] as const;
export type IdType = (typeof ID_TYPES)[number];

export const ownerUnit = z.object({
  unitId: z.string(),
  unitNumber: z.string(),
  propertyName: z.string(),
  from: z.string(),
  /** Null while they own it. */
  to: z.string().nullable(),
});
export type OwnerUnit = z.infer<typeof ownerUnit>;

export const owner = z.object({
  id: z.string(),
  accountNumber: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  idType: z.enum(ID_TYPES).nullable(),
  idNumber: z.string().nullable(),
  addressLine1: z.string().nullable(),
  addressLine2: z.string().nullable(),
  postcode: z.string().nullable(),
  city: z.string().nullable(),
  state: z.enum(MALAYSIAN_STATE_CODES).nullable(),
  bankName: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  preferredLanguage: z.enum(LANGUAGES),
  active: z.boolean(),
  /** They may sign in to the owner portal. */
  hasPortal: z.boolean(),
  /** Signed in with a temporary password not yet changed. */
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  /** Units they own now. */
  unitCount: z.number(),
  /** Bumped by every change of the owner's details. */
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Owner = z.infer<typeof owner>;

/** The record: the owner with every unit they own or owned, current first. */
export const ownerDetail = owner.extend({ units: z.array(ownerUnit) });
export type OwnerDetail = z.infer<typeof ownerDetail>;

export const ownerList = z.object({ totalCount: z.number(), owners: z.array(owner) });
export type OwnerList = z.infer<typeof ownerList>;

export const ownerFilter = {
  /** Name, email, phone, IC/passport or account number. */
  search: z.string().trim().max(100),
  hasPortal: z.boolean(),
  active: z.boolean(),
};
export const OWNER_SORTS = ['name', 'accountNumber', 'createdAt'] as const;

/** A MyKad number is 12 digits (dashes allowed: 850101-14-5566); a passport 5 to 20 letters and digits. */
export const IC_PATTERN = /^\d{6}-?\d{2}-?\d{4}$/;
const idNumberField = z.string().trim().toUpperCase().max(20);

const ownerFields = {
  name: nameField,
  email: emailField.nullable().optional(),
  phone: phoneField,
  /** ISO country of the phone and address; MY when left out. */
  country: z.string().trim().toUpperCase().regex(/^[A-Z]{2}$/, { message: 'country is an ISO code such as MY' }).optional(),
  idType: z.enum(ID_TYPES),
  idNumber: idNumberField,
  addressLine1: optionalText(200),
  addressLine2: optionalText(200),
  postcode: optionalText(10),
  city: optionalText(100),
  state: z.enum(MALAYSIAN_STATE_CODES).nullable().optional(),
  bankName: z.enum(MALAYSIAN_BANKS).nullable().optional(),
  bankAccountNumber: z.string().trim().regex(/^\d{6,20}$/, { message: 'A bank account number is 6 to 20 digits' }).nullable().optional(),
  preferredLanguage: z.enum(LANGUAGES).optional(),
};

function idNumberMatchesType(v: { idType?: IdType; idNumber?: string }, ctx: z.RefinementCtx): void {
  if (v.idNumber === undefined) return;
  const ok = v.idType === 'passport' ? /^[A-Z0-9]{5,20}$/.test(v.idNumber) : v.idType === 'ic' ? IC_PATTERN.test(v.idNumber) : true;
  if (!ok) {
    ctx.addIssue({
      code: 'custom',
      path: ['idNumber'],
      message: v.idType === 'ic' ? 'A MyKad number is 12 digits, e.g. 850101-14-5566' : 'A passport number is 5 to 20 letters and digits',
    });
  }
}

export const newOwner = z.object(ownerFields).strict().superRefine(idNumberMatchesType);
export type NewOwner = z.input<typeof newOwner>;

/** Any of the fields; `active: false` deactivates (refused while they own a unit). An id number is checked against `idType` sent with it. */
export const ownerPatch = z
  .object({ ...ownerFields, active: z.boolean(), version: expectedVersion })
  .partial()
  .strict()
  .superRefine((v, ctx) => {
    if (v.idNumber !== undefined && v.idType === undefined) {
      ctx.addIssue({ code: 'custom', path: ['idType'], message: 'Send idType with idNumber' });
      return;
    }
    idNumberMatchesType(v, ctx);
  });
export type OwnerPatch = z.input<typeof ownerPatch>;

export const portalAccess = z.object({ enabled: z.boolean() }).strict();
/** Enabling answers the one-time temporary password (shown once, like an admin's reset); disabling answers none. */
export const portalAccessResponse = z.object({
  owner: ownerDetail,
  temporaryPassword: z.string().nullable(),
  message: z.string(),
});
export type PortalAccessResponse = z.infer<typeof portalAccessResponse>;

const tag = 'owners';
export const owners = {
  list: defineCall({ method: 'GET', path: '/api/owners/aggregation', query: listQuerySchema, response: ownerList, permission: P.owner.view, tag }),
  get: defineCall({ method: 'GET', path: '/api/owners/:id', params: idParam, response: ownerDetail, permission: P.owner.view, tag }),
  history: defineCall({ method: 'GET', path: '/api/owners/:id/history', params: idParam, query: listQuerySchema, response: auditList, permission: P.owner.view, tag }),
  create: defineCall({ method: 'POST', path: '/api/owners', body: newOwner, response: ownerDetail, status: 201, permission: P.owner.create, tag }),
  update: defineCall({ method: 'PATCH', path: '/api/owners/:id', params: idParam, body: ownerPatch, response: ownerDetail, conflict: true, permission: P.owner.edit, tag }),
  portalAccess: defineCall({
    method: 'POST', path: '/api/owners/:id/portal-access', params: idParam, body: portalAccess, response: portalAccessResponse, permission: P.owner.edit, tag,
  }),
};
