import type { AdminProfile, ChangePasswordRequest, LoginRequest, LoginResponse } from '../../../shared/contracts/auth';
import type { ApiClient } from '../../lib/api-client';

export function fetchProfile(client: ApiClient): Promise<AdminProfile> {
  return client.get<AdminProfile>('/api/account/admin');
}

export function login(client: ApiClient, body: LoginRequest): Promise<LoginResponse> {
  return client.post<LoginResponse>('/api/auth/login', body);
}

export function logout(client: ApiClient): Promise<{ ok: boolean }> {
  return client.post<{ ok: boolean }>('/api/auth/logout');
}

export function changePassword(client: ApiClient, body: ChangePasswordRequest, idempotencyKey: string): Promise<{ ok: boolean }> {
  return client.post<{ ok: boolean }>('/api/auth/change-password', body, { idempotencyKey });
}
