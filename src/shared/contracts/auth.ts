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

/** Logout, change-password and the profile are the three calls a session with a temporary password may make. */
export const auth = {
  login: defineCall({ ...AUTH_ROUTES.login, body: loginRequest, response: loginResponse }),
  logout: defineCall({ ...AUTH_ROUTES.logout, response: okResponse, duringPasswordChange: true }),
  changePassword: defineCall({ ...AUTH_ROUTES.changePassword, body: changePasswordRequest, response: okResponse, duringPasswordChange: true }),
  profile: defineCall({ ...AUTH_ROUTES.profile, response: adminProfile, duringPasswordChange: true }),
};
