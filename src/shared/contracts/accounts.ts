import { z } from 'zod';
import { defineCall } from './call';

/** An account is an administrator or a user: the calls that work on either. */
export const resetUserPassword = z.object({ id: z.string().uuid({ message: 'id must be a UUID' }) });
export const resetUserPasswordResponse = z.object({
  temporaryPassword: z.string(),
  message: z.string(),
});

export const accounts = {
  /** The code it needs depends on whose password it is: the service checks it (core/admin-guard). */
  resetPassword: defineCall({
    method: 'POST',
    path: '/user-mgmt/reset-user-password',
    body: resetUserPassword,
    response: resetUserPasswordResponse,
    permission: 'signed-in',
    tag: 'accounts',
  }),
};
