import type { CreditEntryList, CreditRequest, CreditRequestList } from '@shared/contracts/credit';
import { P } from '@shared/permissions';
import type { OutboxItem, OutboxRequest } from '@app/offline/outbox-types';
import { auditEntries, callAs, createAdminWithToken, createPendingUsers, type CreatedUser, type ServerRef } from '../e2e/helpers/api';

/** Holders of the credit requests; each gets an equal share, so no one holder's lock serialises the whole drain. */
const CREDIT_HOLDERS = 25;

/**
 * An outbox item as the app's decisions store it (kit/decision/define-decision.ts, then the outbox's
 * own fields), held back (`nextAttemptAt` far ahead) until "Sync now" wakes it.
 */
export function queuedItem(adminId: string, seq: number, kind: string, recordKey: string, title: string, request: OutboxRequest, patch: Record<string, unknown>): OutboxItem {
  const now = Date.now();
  return {
    id: crypto.randomUUID(),
    idempotencyKey: crypto.randomUUID(),
    adminId,
    seq,
    kind,
    recordKey,
    title,
    remark: '',
    request,
    patch,
    status: 'pending',
    attempts: 0,
    nextAttemptAt: Number.MAX_SAFE_INTEGER,
    createdAt: now,
    queuedOffline: true,
    updatedAt: now,
    reviewedAt: null,
    lastError: null,
    httpStatus: null,
    conflict: null,
    result: null,
    appliedAt: null,
  };
}

export interface DrainWork {
  users: CreatedUser[];
  credit: { holders: string[]; requests: CreditRequest[] };
}

/**
 * What the drain decides: `users` pending users, and `credit` top-up requests made through the API by
 * a second admin who may ask but not approve (codes 64, 65), so the signed-in admin may approve them.
 */
export async function prepareDrain(server: ServerRef, token: string, users: number, credit: number): Promise<DrainWork> {
  const pending = await createPendingUsers(server, token, users, { namePrefix: 'Bench Drain' });
  const holders = credit > 0 ? (await createPendingUsers(server, token, CREDIT_HOLDERS, { namePrefix: 'Bench Credit Holder' })).map((h) => h.id) : [];
  const maker = await createAdminWithToken(server, token, 'Bench Credit Maker', [P.credit.view, P.credit.create]);
  const requests: CreditRequest[] = [];
  for (let i = 0; i < credit; i++) {
    const res = await callAs<CreditRequest>(server, maker.token, 'POST', '/api/credit/requests', {
      accountId: holders[i % holders.length], kind: 'top_up', amountSen: 1_000 + i, reason: `Bench top-up ${i + 1}`,
    });
    if (res.status !== 201) throw new Error(`credit request: ${res.status} ${JSON.stringify(res.body)}`);
    requests.push(res.body);
  }
  return { users: pending, credit: { holders, requests } };
}

/** The outbox items of every decision of `work`, interleaved (user, credit, user…) as an admin's mixed day would queue them. */
export function drainItems(work: DrainWork, adminId: string): OutboxItem[] {
  const base = Date.now() * 1000;
  const users = work.users.map((user) =>
    (seq: number) => queuedItem(adminId, seq, 'user.approve', `user:${user.id}`, user.name,
      { method: 'PATCH', path: `/api/users/${user.id}/approval-action`, body: { action: 'approve', remark: '', expected: 'pending' } }, { approvalStatus: 'approved' }),
  );
  const credit = work.credit.requests.map((r) =>
    (seq: number) => queuedItem(adminId, seq, 'credit.approve', `credit-request:${r.id}`, r.holderName,
      { method: 'POST', path: `/api/credit/requests/${r.id}/decision`, body: { action: 'approve', remark: '', expected: 'pending' } }, { status: 'approved' }),
  );
  const order = [];
  for (let i = 0; i < Math.max(users.length, credit.length); i++) order.push(...[users[i], credit[i]].filter((f) => f !== undefined));
  return order.map((make, i) => make(base + i));
}

export interface DrainEffects {
  /** Users the server's audit shows approved exactly once. */
  usersOnce: number;
  /** Credit requests approved exactly once (one `credit.approve` in the audit, status approved) with exactly one ledger entry. */
  creditOnce: number;
  /** Ledger entries posted for these requests: must equal the requests. */
  creditEntries: number;
}

async function pages<T>(server: ServerRef, token: string, path: string, filter: object, pick: (body: unknown) => T[]): Promise<T[]> {
  const out: T[] = [];
  for (let page = 1; ; page++) {
    const q = new URLSearchParams({ filter: JSON.stringify(filter), pagination: JSON.stringify({ limit: 100, currentPage: page }) });
    const res = await callAs(server, token, 'GET', `${path}?${q}`);
    if (res.status !== 200) throw new Error(`GET ${path}: ${res.status} ${JSON.stringify(res.body)}`);
    const rows = pick(res.body);
    out.push(...rows);
    if (rows.length < 100) return out;
  }
}

/** Counted from what the server says happened, not from what the outbox thinks it sent. */
export async function drainEffects(server: ServerRef, token: string, work: DrainWork): Promise<DrainEffects> {
  const count = <K>(keys: K[]) => keys.reduce((m, k) => m.set(k, (m.get(k) ?? 0) + 1), new Map<K, number>());
  const userIds = new Set(work.users.map((u) => u.id));
  const approvals = count((await auditEntries(server, token, { entity: 'users.account', action: 'user.approve' })).map((e) => e.entityId).filter((id) => id !== null && userIds.has(id)));
  const usersOnce = [...approvals.values()].filter((n) => n === 1).length;

  const requestIds = new Set(work.credit.requests.map((r) => r.id));
  const decided = count((await auditEntries(server, token, { entity: 'credit.request', action: 'credit.approve' })).map((e) => e.entityId).filter((id) => id !== null && requestIds.has(id)));
  const requests: CreditRequest[] = [];
  const entries: { requestId: string | null }[] = [];
  for (const accountId of work.credit.holders) {
    requests.push(...(await pages(server, token, '/api/credit/requests/aggregation', { accountId }, (b) => (b as CreditRequestList).requests)));
    entries.push(...(await pages(server, token, '/api/credit/entries/aggregation', { accountId }, (b) => (b as CreditEntryList).entries)));
  }
  const perRequest = count(entries.map((e) => e.requestId));
  const creditOnce = requests.filter((r) => requestIds.has(r.id) && r.status === 'approved' && decided.get(r.id) === 1 && perRequest.get(r.id) === 1).length;
  return { usersOnce, creditOnce, creditEntries: entries.filter((e) => e.requestId !== null && requestIds.has(e.requestId)).length };
}
