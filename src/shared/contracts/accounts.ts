import { z } from 'zod';
import { defineCall } from './call';
import { ACCOUNTS_ROUTES } from './plain/accounts';

/** An account is an administrator or a user: the calls that work on either. */
export const resetUserPassword = z.object({ id: z.string().uuid({ message: 'id must be a UUID' }) });
export const resetUserPasswordResponse = z.object({
  temporaryPassword: z.string(),
  message: z.string(),
});

export const accounts = {
  /** The code it needs depends on whose password it is: the service checks it (core/admin-guard). */
  resetPassword: defineCall({ ...ACCOUNTS_ROUTES.resetPassword, body: resetUserPassword, response: resetUserPasswordResponse }),
};
