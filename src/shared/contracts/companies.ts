import { z } from 'zod';
import { defineCall } from './call';
import { bankAccountNumberField, emailField, expectedVersion, idParam, optionalText, phoneField } from './common';
import { listQuerySchema } from '../list-params';
import { P } from '../permissions';
import { MALAYSIAN_BANKS } from '../reference/banks';
import { MALAYSIAN_STATE_CODES } from '../reference/states';

/** The legal entities that operate properties (DESIGN.md §6 Companies); statements carry their letterhead. */
export const COMPANY_NAME_MAX = 160;

export const company = z.object({
  id: z.string(),
  name: z.string(),
  /** SSM registration number, e.g. 202001012345 (1234567-A). */
  registrationNumber: z.string(),
  sstNumber: z.string().nullable(),
  tourismTaxNumber: z.string().nullable(),
  addressLine1: z.string(),
  addressLine2: z.string().nullable(),
  postcode: z.string(),
  city: z.string(),
  state: z.enum(MALAYSIAN_STATE_CODES),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  bankName: z.enum(MALAYSIAN_BANKS).nullable(),
  bankAccountNumber: z.string().nullable(),
  /** The logo, if one was uploaded (fetched from `companies.logo`). */
  logo: z.object({ mimeType: z.string(), size: z.number() }).nullable(),
  active: z.boolean(),
  /** How many properties it operates. */
  propertyCount: z.number(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Company = z.infer<typeof company>;

export const companyList = z.object({ totalCount: z.number(), companies: z.array(company) });
export type CompanyList = z.infer<typeof companyList>;

export const companyFilter = { search: z.string().trim().max(100), active: z.boolean() };
export const COMPANY_SORTS = ['name', 'createdAt'] as const;

const registration = z.string().trim().min(1, { message: 'Please enter the SSM registration number' }).max(40);

const companyFields = {
  name: z.string().trim().min(1, { message: 'Please enter name' }).max(COMPANY_NAME_MAX),
  registrationNumber: registration,
  sstNumber: optionalText(40),
  tourismTaxNumber: optionalText(40),
  addressLine1: z.string().trim().min(1, { message: 'Please enter the address' }).max(200),
  addressLine2: optionalText(200),
  postcode: z.string().trim().regex(/^\d{5}$/, { message: 'A Malaysian postcode is 5 digits' }),
  city: z.string().trim().min(1, { message: 'Please enter the city' }).max(100),
  state: z.enum(MALAYSIAN_STATE_CODES),
  phone: phoneField.nullable().optional(),
  email: emailField.nullable().optional(),
  bankName: z.enum(MALAYSIAN_BANKS).nullable().optional(),
  bankAccountNumber: bankAccountNumberField.nullable().optional(),
};

export const newCompany = z.object(companyFields).strict();
export type NewCompany = z.input<typeof newCompany>;

/** Any of the fields; `active: false` deactivates (a company is never deleted: properties and statements name it). */
export const companyPatch = z
  .object({ ...companyFields, active: z.boolean(), version: expectedVersion })
  .partial()
  .strict();
export type CompanyPatch = z.input<typeof companyPatch>;

/** The logo travels as multipart/form-data in this one file part (JPEG, PNG or WebP, sniffed by content). */
export const COMPANY_LOGO_FIELDS = ['logo'] as const;

const tag = 'companies';
export const companies = {
  list: defineCall({ method: 'GET', path: '/api/companies/aggregation', query: listQuerySchema, response: companyList, permission: P.company.view, tag }),
  get: defineCall({ method: 'GET', path: '/api/companies/:id', params: idParam, response: company, permission: P.company.view, tag }),
  create: defineCall({ method: 'POST', path: '/api/companies', body: newCompany, response: company, status: 201, permission: P.company.create, tag }),
  update: defineCall({ method: 'PATCH', path: '/api/companies/:id', params: idParam, body: companyPatch, response: company, conflict: true, permission: P.company.edit, tag }),
  uploadLogo: defineCall({
    method: 'POST', path: '/api/companies/:id/logo', params: idParam, multipart: COMPANY_LOGO_FIELDS, response: company, permission: P.company.edit, tag,
  }),
  /** The logo's bytes, with the headers every upload is served with; a file, so no response schema. */
  logo: defineCall({ method: 'GET', path: '/api/companies/:id/logo', params: idParam, permission: P.company.view, tag }),
};
