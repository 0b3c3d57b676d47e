import type { AdminProfile, ChangePasswordRequest, LoginRequest, LoginResponse, SignInProvider } from '@shared/contracts/auth';
import type { ApiClient } from '@app/lib/api-client';

/**
 * The auth calls' routes, without their schemas: the contract's descriptors carry zod (some 47 KB brotli, and
 * libphonenumber with it), which no start-up should wait for; the profile read of every signed-in cold start did.
 * Still fetched on first use, so the sign-in page's first download does not grow.
 */
const calls = async () => (await import('@shared/contracts/plain/auth')).auth;

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

/** The sign-in page's provider buttons; none when none is configured, or when the server cannot be reached. */
export async function fetchSignInProviders(client: ApiClient): Promise<SignInProvider[]> {
  try {
    return (await client.call((await calls()).providers, { quiet: true })).providers;
  } catch {
    return [];
  }
}
