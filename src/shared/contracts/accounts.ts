import { z } from 'zod';
import { defineCall } from './call';
import { idParam } from './common';
import { LANGUAGES, THEMES } from '../constants';
import { ACCOUNTS_ROUTES } from './plain/accounts';

/** An account is an administrator or a user: the calls that work on either. */
export const resetUserPassword = z.object({ id: z.string().uuid({ message: 'id must be a UUID' }) });
export const resetUserPasswordResponse = z.object({
  temporaryPassword: z.string(),
  message: z.string(),
});

/** One's own preferences, kept on the server so every device one signs in on opens with them. */
export const accountSettings = z.object({
  /** Null: never chosen; the app keeps the device's. */
  language: z.enum(LANGUAGES).nullable(),
  theme: z.enum(THEMES),
  /** Whether this account's devices report screen views and web vitals (first-party analytics); false: opted out. */
  analytics: z.boolean(),
});
export type AccountSettings = z.infer<typeof accountSettings>;

export const accountSettingsChange = z
  .object({ language: z.enum(LANGUAGES).optional(), theme: z.enum(THEMES).optional(), analytics: z.boolean().optional() })
  .refine((v) => v.language !== undefined || v.theme !== undefined || v.analytics !== undefined, { message: 'Name a language, a theme or the analytics choice' });
export type AccountSettingsChange = z.infer<typeof accountSettingsChange>;

export const accountSession = z.object({
  id: z.string(),
  /** The browser's own description (User-Agent), cut short; null when it sent none. */
  device: z.string().nullable(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  expiresAt: z.string(),
  /** The session this call was made with. */
  current: z.boolean(),
});
export type AccountSession = z.infer<typeof accountSession>;

export const accountSessionList = z.object({ sessions: z.array(accountSession) });
export type AccountSessionList = z.infer<typeof accountSessionList>;

export const accounts = {
  /** The code it needs depends on whose password it is: the service checks it (core/admin-guard). */
  resetPassword: defineCall({ ...ACCOUNTS_ROUTES.resetPassword, body: resetUserPassword, response: resetUserPasswordResponse }),
  settings: defineCall({ ...ACCOUNTS_ROUTES.settings, response: accountSettings }),
  updateSettings: defineCall({ ...ACCOUNTS_ROUTES.updateSettings, body: accountSettingsChange, response: accountSettings }),
  sessions: defineCall({ ...ACCOUNTS_ROUTES.sessions, response: accountSessionList }),
  /** Signs one of one's other devices out: its next call is refused (401). */
  endSession: defineCall({ ...ACCOUNTS_ROUTES.endSession, params: idParam, response: z.object({ ok: z.literal(true) }) }),
};
