import type { AdminProfile, ChangePasswordRequest, LoginRequest, LoginResponse } from '../../../shared/contracts/auth';
import type { ApiClient } from '../../lib/api-client';

export function fetchProfile(client: ApiClient): Promise<AdminProfile> {
  return client.get<AdminProfile>('/api/account/admin');
}

export function login(client: ApiClient, body: LoginRequest): Promise<LoginResponse> {
  // A wrong password is said once, under the form, not also in a toast over the page.
  return client.post<LoginResponse>('/api/auth/login', body, { quiet: true });
}

export function logout(client: ApiClient): Promise<{ ok: boolean }> {
  return client.post<{ ok: boolean }>('/api/auth/logout');
}

export function changePassword(client: ApiClient, body: ChangePasswordRequest, idempotencyKey: string): Promise<{ ok: boolean }> {
  return client.post<{ ok: boolean }>('/api/auth/change-password', body, { idempotencyKey });
}
