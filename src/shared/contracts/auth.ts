import { z } from 'zod';
import { emailField, passwordField } from './common';

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
});
export type AdminProfile = z.infer<typeof adminProfile>;

export const loginResponse = z.object({ token: z.string(), admin: adminProfile });
export type LoginResponse = z.infer<typeof loginResponse>;

export const changePasswordRequest = z.object({
  currentPassword: z.string().min(1).max(200),
  newPassword: passwordField,
});
export type ChangePasswordRequest = z.infer<typeof changePasswordRequest>;
