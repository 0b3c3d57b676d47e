import { z } from 'zod';
import { defineCall } from './call';
import { auditList } from './audit';
import { bankAccountNumberField, emailField, expectedVersion, idParam, nameField, optionalText, phoneField, remarkField } from './common';
import { listQuerySchema } from '../list-params';
import { LANGUAGES } from '../constants';
import { MALAYSIAN_BANKS } from '../reference/banks';
import { MALAYSIAN_STATE_CODES } from '../reference/states';
import { OWNERS_ROUTES } from './plain/owners';

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
  bankAccountNumber: bankAccountNumberField.nullable().optional(),
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

export const BANK_CHANGE_ONLY =
  "An owner's payout account changes through a bank-change request (Change payout account), approved by another admin";

/** Any of the fields; `active: false` deactivates (refused while they own a unit). An id number is checked against `idType` sent with it. */
export const ownerPatch = z
  .object({ ...ownerFields, active: z.boolean(), version: expectedVersion })
  .partial()
  .strict()
  .superRefine((v, ctx) => {
    // Redirecting payouts is the classic fraud: the payout account changes only through an approved request.
    for (const field of ['bankName', 'bankAccountNumber'] as const) {
      if (v[field] !== undefined) ctx.addIssue({ code: 'custom', path: [field], message: BANK_CHANGE_ONLY });
    }
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

/**
 * A change of the payout account (DESIGN.md §6 Owners, §11 "owners, bank change"): asked for by one admin (22), approved or
 * rejected by another (23). Account numbers travel masked to their last 4 digits, except to the one who decides (`unmasked`).
 */
export const BANK_CHANGE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BankChangeStatus = (typeof BANK_CHANGE_STATUSES)[number];

export const ownerBankChange = z.object({
  id: z.string(),
  ownerId: z.string(),
  ownerName: z.string(),
  ownerAccountNumber: z.string(),
  previousBankName: z.string().nullable(),
  /** `••••1234`; null when the owner had no account. */
  previousAccountNumberMasked: z.string().nullable(),
  bankName: z.string(),
  accountNumberMasked: z.string(),
  /**
   * The full numbers, only while the change waits and only for an admin who decides it (Owner approve, 23): a second
   * person is worth something only if they can check the new number digit by digit against the owner's signed
   * instruction. Null for everyone else (the maker, Owner view/edit, the owner in the portal) and in the audit.
   */
  unmasked: z.object({ accountNumber: z.string(), previousAccountNumber: z.string().nullable() }).nullable(),
  status: z.enum(BANK_CHANGE_STATUSES),
  makerId: z.string(),
  makerName: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  remark: z.string().nullable(),
  createdAt: z.string(),
});
export type OwnerBankChange = z.infer<typeof ownerBankChange>;

export const newBankChange = z.object({ bankName: z.enum(MALAYSIAN_BANKS, { message: 'Choose a bank from the list' }), accountNumber: bankAccountNumberField }).strict();
export type NewBankChange = z.input<typeof newBankChange>;

export const bankChangeDecision = z.object({
  action: z.enum(['approve', 'reject']),
  remark: remarkField.optional().default(''),
  expected: z.enum(BANK_CHANGE_STATUSES).optional(),
});
export type BankChangeDecision = z.input<typeof bankChangeDecision>;

/** The payout account as the owner (portal) and the owner's record see it: masked, with the change waiting and the last decided. */
export const payoutAccount = z.object({
  ownerId: z.string(),
  bankName: z.string().nullable(),
  accountNumberMasked: z.string().nullable(),
  pending: ownerBankChange.nullable(),
  lastDecided: ownerBankChange.nullable(),
});
export type PayoutAccount = z.infer<typeof payoutAccount>;

/** `••••1234`: the last 4 digits, never more. */
export function maskAccountNumber(accountNumber: string | null): string | null {
  return accountNumber ? `••••${accountNumber.slice(-4)}` : null;
}

export const owners = {
  list: defineCall({ ...OWNERS_ROUTES.list, query: listQuerySchema, response: ownerList }),
  get: defineCall({ ...OWNERS_ROUTES.get, params: idParam, response: ownerDetail }),
  history: defineCall({ ...OWNERS_ROUTES.history, params: idParam, query: listQuerySchema, response: auditList }),
  create: defineCall({ ...OWNERS_ROUTES.create, body: newOwner, response: ownerDetail }),
  update: defineCall({ ...OWNERS_ROUTES.update, params: idParam, body: ownerPatch, response: ownerDetail }),
  portalAccess: defineCall({ ...OWNERS_ROUTES.portalAccess, params: idParam, body: portalAccess, response: portalAccessResponse }),
  /** An owner in the portal reads their own only; any other owner's answers them 404. */
  payoutAccount: defineCall({ ...OWNERS_ROUTES.payoutAccount, params: idParam, response: payoutAccount }),
  requestBankChange: defineCall({ ...OWNERS_ROUTES.requestBankChange, params: idParam, body: newBankChange, response: ownerBankChange }),
  /** Never by the admin who asked for it (refused by the server and by a database check). */
  decideBankChange: defineCall({ ...OWNERS_ROUTES.decideBankChange, params: idParam, body: bankChangeDecision, response: ownerBankChange }),
};
