import { z } from 'zod';
import { emailField, passwordField } from './common';
import { defineCall } from './call';
import { LANGUAGES, THEMES } from '../constants';
import { AUTH_ROUTES } from './plain/auth';

export const loginRequest = z.object({
  email: emailField,
  password: z.string().min(1, { message: 'Please enter password' }).max(200),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const adminProfile = z.object({
  id: z.string(),
  accountNumber: z.string(),
  name: z.string(),
  email: z.string(),
  permissions: z.array(z.number()),
  isAdmin: z.boolean(),
  isOwner: z.boolean(),
  mustChangePassword: z.boolean(),
  /**
   * The language the app opens in after signing in, on any device: the holder's own choice (Settings), or for an
   * owner who never chose, their record's preferred language. Absent: the device's.
   */
  language: z.enum(LANGUAGES).optional(),
  /** The holder's theme choice (Settings); absent from an older server. */
  theme: z.enum(THEMES).optional(),
});
export type AdminProfile = z.infer<typeof adminProfile>;

export const loginResponse = z.object({ token: z.string(), admin: adminProfile });
export type LoginResponse = z.infer<typeof loginResponse>;

export const changePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: passwordField,
  /**
   * Also sign out every other device. Without it they stay signed in — except after a temporary password, whose
   * other sessions always end (whoever was given it is not to keep a session the holder does not know of).
   */
  signOutOthers: z.boolean().optional(),
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;

export const okResponse = z.object({ ok: z.literal(true) });

/** A configured sign-in provider as the sign-in page shows it: never its secret, client id or issuer. */
export const signInProvider = z.object({ id: z.string(), label: z.string() });
export type SignInProvider = z.infer<typeof signInProvider>;
export const signInProviderList = z.object({ providers: z.array(signInProvider) });
export type SignInProviderList = z.infer<typeof signInProviderList>;

const providerId = z.string().regex(/^[a-z0-9-]{1,40}$/, { message: 'id must be a sign-in provider id' });
export const providerParam = z.object({ id: providerId });

/** What the provider sends back; anything else it adds is ignored. */
export const oidcCallbackQuery = z.object({
  code: z.string().max(2048).optional(),
  state: z.string().max(512).optional(),
  iss: z.string().max(2048).optional(),
  error: z.string().max(200).optional(),
  error_description: z.string().max(2048).optional(),
  session_state: z.string().max(512).optional(),
});

export const providerLink = z.object({
  provider: z.string(),
  /** The provider's label, or the id when it is no longer configured. */
  label: z.string(),
  email: z.string().nullable(),
  linkedAt: z.string(),
});
export type ProviderLink = z.infer<typeof providerLink>;
export const providerLinkList = z.object({ links: z.array(providerLink) });
export type ProviderLinkList = z.infer<typeof providerLinkList>;
/** Where the browser goes to confirm the link with the provider. */
export const linkStart = z.object({ url: z.string() });

/** Logout, change-password and the profile are the three calls a session with a temporary password may make. */
export const auth = {
  login: defineCall({ ...AUTH_ROUTES.login, body: loginRequest, response: loginResponse }),
  logout: defineCall({ ...AUTH_ROUTES.logout, response: okResponse, duringPasswordChange: true }),
  changePassword: defineCall({ ...AUTH_ROUTES.changePassword, body: changePasswordRequest, response: okResponse, duringPasswordChange: true }),
  profile: defineCall({ ...AUTH_ROUTES.profile, response: adminProfile, duringPasswordChange: true }),
  providers: defineCall({ ...AUTH_ROUTES.providers, response: signInProviderList }),
  /** Redirects to the provider (PKCE S256, state, nonce), or back to the sign-in page saying why not. */
  oidcStart: defineCall({ ...AUTH_ROUTES.oidcStart, params: providerParam }),
  /** Redirects into the app signed in, or back to the sign-in page (Settings for a link) saying why not. */
  oidcCallback: defineCall({ ...AUTH_ROUTES.oidcCallback, params: providerParam, query: oidcCallbackQuery }),
  oidcLinks: defineCall({ ...AUTH_ROUTES.oidcLinks, response: providerLinkList }),
  oidcLink: defineCall({ ...AUTH_ROUTES.oidcLink, params: providerParam, response: linkStart }),
  /** Removing a link that is not there is the same answer: a repeat is harmless. */
  oidcUnlink: defineCall({ ...AUTH_ROUTES.oidcUnlink, params: providerParam, response: okResponse }),
};
