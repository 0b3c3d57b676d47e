import { expect } from 'vitest';
import type { FreeStayRequest } from '@shared/contracts/free-stay';
import type { TestApp } from './test-app';
import { createUnit } from './portfolio';
import { insertUser } from './users';

/** Free-stay fixtures made through the real calls, as the full admin unless a token is given. */
export const FS = '/api/free-stay-requests';

/** A person free nights may be given to: a platform user (VIP, staff). */
export async function beneficiary(t: TestApp): Promise<string> {
  return (await insertUser(t.database.db, { role: 'guest', approvalStatus: 'approved' })).id;
}

export async function makeRequest(
  t: TestApp, payload: Record<string, unknown>, token = t.rootToken,
): Promise<FreeStayRequest> {
  const res = await t.request({ method: 'POST', url: FS, token, payload: { adults: 2, reason: 'Owner family visit', ...payload } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as FreeStayRequest;
}

/** A pending request on a fresh unit for a fresh person. */
export async function pendingRequest(t: TestApp, nights: { checkIn: string; checkOut: string }): Promise<FreeStayRequest> {
  const unit = await createUnit(t);
  return makeRequest(t, { accountId: await beneficiary(t), unitId: unit.id, ...nights });
}

export const decide = (t: TestApp, id: string, payload: Record<string, unknown>, token = t.rootToken, headers: Record<string, string> = {}) =>
  t.request({ method: 'POST', url: `${FS}/${id}/decision`, token, payload, headers });

export const cancel = (t: TestApp, id: string, payload: Record<string, unknown> = {}, token = t.rootToken) =>
  t.request({ method: 'POST', url: `${FS}/${id}/cancel`, token, payload });

export const setQuota = (t: TestApp, date: string, quota: number | null, token = t.rootToken, headers: Record<string, string> = {}) =>
  t.request({ method: 'PUT', url: `/api/free-stay-quotas/${date}`, token, payload: { quota }, headers });

export const quotas = (t: TestApp, from: string, to: string, token = t.rootToken) =>
  t.request({ method: 'GET', url: `/api/free-stay-quotas?from=${from}&to=${to}`, token });
