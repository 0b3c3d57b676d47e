import { z } from 'zod';
import { defineCall } from './call';
import { idParam } from './common';
import { listQuerySchema } from '../list-params';
import { P } from '../permissions';
import { emailField, nameField, passwordField, permissionsField, phoneField } from './common';

export const administrator = z.object({
  id: z.string(),
  accountNumber: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  permissions: z.array(z.number()),
  active: z.boolean(),
  mustChangePassword: z.boolean(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Administrator = z.infer<typeof administrator>;

export const administratorList = z.object({ totalCount: z.number(), administrators: z.array(administrator) });
export type AdministratorList = z.infer<typeof administratorList>;

/** What `filter` may hold on the administrators list. */
export const administratorFilter = {
  search: z.string().trim().max(100),
  permission: z.number().int(),
  active: z.boolean(),
};
export const ADMINISTRATOR_SORTS = ['name', 'createdAt'] as const;

export const createAdministrator = z.object({
  name: nameField,
  email: emailField,
  phone: phoneField.optional(),
  password: passwordField,
  permissions: permissionsField.default([]),
});
export type CreateAdministrator = z.input<typeof createAdministrator>;

export const updateAdministrator = z
  .object({
    name: nameField.optional(),
    phone: phoneField.nullable().optional(),
    active: z.boolean().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Nothing to update' });
export type UpdateAdministrator = z.input<typeof updateAdministrator>;

export const changeAdminPermission = z.object({
  id: z.string().uuid({ message: 'id must be a UUID' }),
  permissions: permissionsField,
});
export type ChangeAdminPermission = z.input<typeof changeAdminPermission>;

export const checkEmailAvailable = z.object({ email: emailField });
export const checkEmailAvailableResponse = z.object({ available: z.boolean() });

const tag = 'administrators';
export const administrators = {
  list: defineCall({ method: 'GET', path: '/api/administrators/aggregation', query: listQuerySchema, response: administratorList, permission: P.admin.view, tag }),
  get: defineCall({ method: 'GET', path: '/api/administrators/:id', params: idParam, response: administrator, permission: P.admin.view, tag }),
  create: defineCall({ method: 'POST', path: '/api/administrators', body: createAdministrator, response: administrator, status: 201, permission: P.admin.create, tag }),
  update: defineCall({ method: 'PATCH', path: '/api/administrators/:id', params: idParam, body: updateAdministrator, response: administrator, permission: P.admin.edit, tag }),
  changePermission: defineCall({ method: 'POST', path: '/user-mgmt/change-admin-permission', body: changeAdminPermission, response: administrator, permission: P.admin.edit, tag }),
  checkEmailAvailable: defineCall({
    method: 'POST',
    path: '/user-mgmt/check-email-available',
    body: checkEmailAvailable,
    response: checkEmailAvailableResponse,
    permission: P.admin.create,
    tag,
  }),
};
