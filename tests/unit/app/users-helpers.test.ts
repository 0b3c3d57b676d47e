import { describe, expect, it } from 'vitest';
import { ApiError } from '@app/lib/api-errors';
import { decisionRemark, decisionTone, entryChanges, userChanges } from '@app/features/users/detail/user-history';
import { humaniseAuditAction as humaniseAction } from '@app/kit/record/history-lines';
import { queuedOfflineNote } from '@app/lib/audit-claim';
import { userDecisions } from '@app/features/users/decisions';
import { conflictCurrent } from '@app/lib/use-mutation-runner';
import { DEFAULT_USER_QUERY, pendingUsersSearch, userListCall, userListSearch, PAGE_SIZE } from '@app/features/users/remote/users-api';
import { sortDocuments, formatBytes } from '@app/features/users/ui/documents';
import { bankSlug } from '@app/kit/form/BankField';
import type { UserDocument } from '@shared/contracts/users';

const userBan = (user: { id: string; name: string; accountNumber: string; banned: boolean }, ban: boolean, remark: string) => userDecisions.ban.item(user, { ban, remark });

const param = (search: string, name: string) => JSON.parse(new URLSearchParams(search).get(name) ?? 'null') as unknown;

describe('users list params', () => {
  it('asks for pages of 20, newest first, without empty filters', () => {
    const search = userListSearch(DEFAULT_USER_QUERY, 2);
    expect(param(search, 'pagination')).toEqual({ limit: PAGE_SIZE, currentPage: 2 });
    expect(PAGE_SIZE).toBe(20);
    expect(param(search, 'sort')).toEqual({ createdAt: 'desc' });
    expect(param(search, 'filter')).toBeNull();
  });

  it('each segment filters the list; Dormant is its own call', () => {
    const filter = (segment: typeof DEFAULT_USER_QUERY.segment) => param(userListSearch({ ...DEFAULT_USER_QUERY, segment }, 1), 'filter');
    expect(filter('pending')).toEqual({ approvalStatus: 'pending' });
    expect(filter('banned')).toEqual({ banned: true });
    expect(filter('vip')).toEqual({ vip: true });
    expect(filter('dormant')).toBeNull();
    expect(userListCall('dormant').path).toBe('/api/users/dormant');
    expect(userListCall('banned').path).toBe('/api/users/aggregation');
  });

  it('adds role and search, and sorts by name or last sign-in', () => {
    const search = userListSearch({ segment: 'vip', role: 'agent', search: '  tan ', sort: 'lastLogin' }, 1);
    expect(param(search, 'filter')).toEqual({ vip: true, role: 'agent', search: 'tan' });
    expect(param(search, 'sort')).toEqual({ lastLoginAt: 'desc' });
    expect(param(userListSearch({ ...DEFAULT_USER_QUERY, sort: 'name' }, 1), 'sort')).toEqual({ name: 'asc' });
  });

  it('the approval queue is worked oldest first', () => {
    expect(param(pendingUsersSearch(1), 'sort')).toEqual({ createdAt: 'asc' });
    expect(param(pendingUsersSearch(1), 'filter')).toEqual({ approvalStatus: 'pending' });
  });
});

describe('decision history', () => {
  it('names the fields a decision or edit changed, ignoring bookkeeping', () => {
    const changes = userChanges({
      before: { name: 'Zul', isVip: false, updatedAt: '1', documents: [] },
      after: { name: 'Zulkifli', isVip: false, updatedAt: '2', documents: [{}] },
    });
    expect(changes).toEqual([{ field: 'name', from: 'Zul', to: 'Zulkifli' }]);
    expect(userChanges({ before: null, after: { name: 'x' } })).toEqual([]);
  });

  it('shows the remark that came with each kind of decision', () => {
    expect(decisionRemark({ action: 'user.reject', after: { approvalRemark: 'Blurry IC', banRemark: 'x' } })).toBe('Blurry IC');
    expect(decisionRemark({ action: 'user.ban', after: { banRemark: 'Chargeback' } })).toBe('Chargeback');
    expect(decisionRemark({ action: 'rider.verification-approved', after: { verificationRemarks: 'IC matches' } })).toBe('IC matches');
    expect(decisionRemark({ action: 'user.approve', after: { approvalRemark: null } })).toBeNull();
    expect(decisionRemark({ action: 'user.edit', after: { approvalRemark: 'old' } })).toBeNull();
  });

  it('a link, commission or agent type change shows old → new; a decision does not repeat its fields', () => {
    const snapshot = { url: 'https://old.example', commissionRate: 8, agentType: 'freelance', approvalStatus: 'approved', updatedAt: '1' };
    expect(entryChanges({ action: 'user.url', before: snapshot, after: { ...snapshot, url: 'https://new.example', updatedAt: '2' } })).toEqual([
      { field: 'url', from: 'https://old.example', to: 'https://new.example' },
    ]);
    expect(entryChanges({ action: 'user.commission', before: snapshot, after: { ...snapshot, commissionRate: 12.5 } })).toEqual([
      { field: 'commissionRate', from: 8, to: 12.5 },
    ]);
    expect(entryChanges({ action: 'user.agent-type', before: snapshot, after: { ...snapshot, agentType: 'corporate' } })).toEqual([
      { field: 'agentType', from: 'freelance', to: 'corporate' },
    ]);
    expect(entryChanges({ action: 'user.url', before: { url: null }, after: { url: 'https://first.example' } })).toEqual([
      { field: 'url', from: null, to: 'https://first.example' },
    ]);
    expect(entryChanges({ action: 'user.approve', before: { approvalStatus: 'pending' }, after: { approvalStatus: 'approved' } })).toEqual([]);
  });

  it('an unban shows its own remark, not the ban’s; older unbans kept theirs in banRemark', () => {
    expect(decisionRemark({ action: 'user.unban', after: { banRemark: 'Fake listings', unbanRemark: 'Appeal accepted' } })).toBe('Appeal accepted');
    expect(decisionRemark({ action: 'user.unban', after: { banRemark: 'Fake listings', unbanRemark: null } })).toBeNull();
    expect(decisionRemark({ action: 'user.unban', after: { banRemark: 'Written by an older server' } })).toBe('Written by an older server');
    // What the screen shows until the server answers matches what the server keeps.
    const user = { id: 'u1', name: 'Zul', accountNumber: '100010', banned: true };
    expect(userBan(user, false, 'Appeal accepted').patch).toEqual({ banned: false, unbanRemark: 'Appeal accepted' });
    expect(userBan({ ...user, banned: false }, true, 'Spam').patch).toEqual({ banned: true, banRemark: 'Spam', unbanRemark: null });
  });

  it('says "queued offline" only for what the app queued offline, with both times', () => {
    const at = '2026-11-20T01:40:00.000Z'; // 09:40 in Kuala Lumpur
    expect(queuedOfflineNote({ at, client: { queuedAt: '2026-11-20T00:05:00.000Z', queuedOffline: true } })).toEqual({ queued: '08:05', sent: '09:40' });
    expect(queuedOfflineNote({ at, client: { queuedAt: '2026-11-18T10:00:00.000Z', queuedOffline: true } })).toEqual({ queued: '18 Nov 2026 18:00', sent: '09:40' });
    // Decided online (and sent at once through the outbox), no claim, half a claim: nothing special.
    expect(queuedOfflineNote({ at, client: { queuedAt: '2026-11-20T01:39:59.000Z', queuedOffline: false } })).toBeNull();
    expect(queuedOfflineNote({ at, client: null })).toBeNull();
    expect(queuedOfflineNote({ at, client: { queuedAt: null, queuedOffline: true } })).toBeNull();
  });

  it('marks decisions good or bad, and reads untranslated actions', () => {
    expect(decisionTone('user.approve')).toBe('good');
    expect(decisionTone('user.ban')).toBe('bad');
    expect(decisionTone('user.vip')).toBe('neutral');
    expect(humaniseAction('user.agent-type')).toBe('Agent type');
  });
});

describe('conflicts and documents', () => {
  it("a 409 hands back the server's current record", () => {
    const current = { id: 'u1', approvalStatus: 'approved' };
    expect(conflictCurrent(new ApiError({ kind: 'message', message: 'moved on', status: 409, body: { message: 'moved on', current } }))).toEqual(current);
    expect(conflictCurrent(new ApiError({ kind: 'message', message: 'bad', status: 400, body: { message: 'bad', current } }))).toBeNull();
    expect(conflictCurrent(new ApiError({ kind: 'message', message: 'taken', status: 409, body: { message: 'taken' } }))).toBeNull();
    expect(conflictCurrent(new Error('x'))).toBeNull();
  });

  it('puts identity documents first and the photo last', () => {
    const doc = (id: string, kind: UserDocument['kind']): UserDocument => ({ id, kind, mimeType: 'image/png', size: 1, createdAt: '2026-01-01' });
    const sorted = sortDocuments([doc('1', 'avatar'), doc('2', 'selfie'), doc('3', 'identity_back'), doc('4', 'identity_front')]);
    expect(sorted.map((d) => d.kind)).toEqual(['identity_front', 'identity_back', 'selfie', 'avatar']);
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB');
  });

  it('gives each bank a stable test id', () => {
    expect(bankSlug('Bank Simpanan Nasional (BSN)')).toBe('bank-simpanan-nasional-bsn');
    expect(bankSlug('J.P. Morgan Chase Bank Berhad')).toBe('j-p-morgan-chase-bank-berhad');
  });
});
