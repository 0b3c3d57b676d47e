import type { AdminProfile, ChangePasswordRequest, LoginRequest, LoginResponse } from '@shared/contracts/auth';
import type { ApiClient } from '@app/lib/api-client';

/**
 * The auth calls' descriptors carry their zod schemas, and zod is some 47 KB (brotli) the sign-in page
 * does not need before its first paint: the descriptors load on first use.
 */
const calls = async () => (await import('@shared/contracts/auth')).auth;

export async function fetchProfile(client: ApiClient): Promise<AdminProfile> {
  return client.call((await calls()).profile);
}

export async function login(client: ApiClient, body: LoginRequest): Promise<LoginResponse> {
  // A wrong password is said once, under the form, not also in a toast over the page.
  return client.call((await calls()).login, { body, quiet: true });
}

export async function logout(client: ApiClient): Promise<{ ok: boolean }> {
  return client.call((await calls()).logout);
}

export async function changePassword(client: ApiClient, body: ChangePasswordRequest, idempotencyKey: string): Promise<{ ok: boolean }> {
  return client.call((await calls()).changePassword, { body, idempotencyKey });
}
