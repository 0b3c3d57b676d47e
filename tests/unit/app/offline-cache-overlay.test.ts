import { offlineDbPerTest } from '../../support/offline-db';
import { beforeEach, describe, expect, it } from 'vitest';
import type { User } from '@shared/contracts/users';
import { claimCacheFor, resetCacheSessionForTests } from '@app/offline/cache';
import { groupByRecord, openItemsForScreens, overlayRecord, overlayRows } from '@app/offline/pending-overlay';
import type { OutboxItem, OutboxStatus } from '@app/offline/outbox-types';
import { compareUsers, keepInSegment, localUserAnswer } from '@app/features/users/remote/user-list-local';

let seq = 0;
function item(recordKey: string, patch: Record<string, unknown> | null, status: OutboxStatus = 'pending', adminId = 'admin-a'): OutboxItem {
  seq++;
  return {
    id: `item-${seq}`,
    idempotencyKey: `key-${seq}`,
    adminId,
    seq,
    kind: 'user.approve',
    recordKey,
    title: 'Someone',
    remark: '',
    request: { method: 'PATCH', path: '/api/users/x/approval-action', body: {} },
    patch,
    status,
    attempts: 0,
    nextAttemptAt: 0,
    createdAt: seq,
    queuedOffline: false,
    updatedAt: seq,
    reviewedAt: null,
    lastError: null,
    httpStatus: null,
    conflict: null,
    result: null,
    appliedAt: null,
  };
}

interface Row {
  id: string;
  approvalStatus: string;
  banned: boolean;
}
const row = (id: string, approvalStatus = 'pending', banned = false): Row => ({ id, approvalStatus, banned });
const rowId = (r: Row) => r.id;

describe('pending decisions on cached rows', () => {
  it('shows every open decision of a row on top, in order, and leaves other rows as they are', () => {
    const rows = [row('a'), row('b'), row('c')];
    const open = groupByRecord([
      item('user:b', { banned: true }),
      item('user:b', { approvalStatus: 'rejected' }),
      item('user:c', { approvalStatus: 'approved' }, 'applied'),
      item('contact-change:a', { approvalStatus: 'approved' }),
    ]);
    const { items, hidden, pending } = overlayRows(rows, rowId, 'user', open);
    expect(items).toEqual([row('a'), row('b', 'rejected', true), row('c')]);
    // Rows without an open item are the same objects: nothing is copied for a thousand rows.
    expect(items[0]).toBe(rows[0]);
    expect(items[2]).toBe(rows[2]);
    expect(hidden).toBe(0);
    expect([...pending.keys()]).toEqual(['b']);
    expect(pending.get('b')).toHaveLength(2);
  });

  it('the later decision wins when two touch the same field', () => {
    const open = groupByRecord([item('user:a', { approvalStatus: 'rejected' }), item('user:a', { approvalStatus: 'approved' })].reverse());
    expect(overlayRows([row('a')], rowId, 'user', open).items[0].approvalStatus).toBe('approved');
  });

  it('keep takes out a row a pending decision moved out of the list, and counts it', () => {
    const rows = [row('a'), row('b'), row('c')];
    const open = groupByRecord([item('user:b', { approvalStatus: 'approved' }), item('user:c', { banned: true })]);
    const { items, hidden } = overlayRows(rows, rowId, 'user', open, (r) => r.approvalStatus === 'pending');
    expect(items.map(rowId)).toEqual(['a', 'c']);
    expect(items[1].banned).toBe(true);
    expect(hidden).toBe(1);
  });

  it('overlays one record', () => {
    expect(overlayRecord(row('a'), [item('user:a', { banned: true })])).toEqual(row('a', 'pending', true));
    const plain = row('a');
    expect(overlayRecord(plain, undefined)).toBe(plain);
  });
});

describe('the open items screens read', () => {
  const offline = offlineDbPerTest();
  beforeEach(() => {
    resetCacheSessionForTests();
  });

  it('are the cache owner\'s open items only', async () => {
    await offline.db.outbox.bulkAdd([
      item('user:a', { banned: true }),
      item('user:b', { banned: true }, 'sending'),
      item('user:c', { banned: true }, 'applied'),
      item('user:d', { banned: true }, 'pending', 'admin-b'),
    ]);
    await claimCacheFor('admin-a');
    expect((await openItemsForScreens()).map((i) => i.recordKey).sort()).toEqual(['user:a', 'user:b']);
  });
});

function user(overrides: Partial<User>): User {
  return {
    id: 'u',
    accountNumber: 'U0001',
    role: 'agent',
    name: 'Someone',
    email: null,
    phone: null,
    country: null,
    approvalStatus: 'approved',
    approvalRemark: null,
    banned: false,
    banRemark: null,
    unbanRemark: null,
    isVip: false,
    agentType: null,
    commissionRate: null,
    url: null,
    bankName: null,
    bankAccountNumber: null,
    verificationStatus: null,
    verificationRemarks: null,
    idNumber: null,
    dateOfBirth: null,
    avatarId: null,
    documents: [],
    lastLoginAt: null,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    deletedAt: null,
    ...overrides,
  };
}

describe('the users list answered from saved rows', () => {
  const now = Date.parse('2026-11-21T00:00:00Z');
  const users = [
    user({ id: '1', name: 'Tan Mei Ling', email: 'mei@example.com', role: 'agent', approvalStatus: 'pending', createdAt: '2026-03-01T00:00:00Z', lastLoginAt: '2026-11-20T00:00:00Z' }),
    user({ id: '2', name: 'Ahmad Tan', phone: '+60123456789', role: 'agent', createdAt: '2026-05-01T00:00:00Z' }),
    user({ id: '3', name: 'Bala', role: 'owner', banned: true, isVip: true, createdAt: '2026-04-01T00:00:00Z', lastLoginAt: '2026-01-02T00:00:00Z' }),
    user({ id: '4', name: 'Tan Erased', role: 'agent', deletedAt: '2026-06-01T00:00:00Z' }),
  ];
  const answer = (q: Partial<Parameters<typeof localUserAnswer>[0]>) => {
    const local = localUserAnswer({ segment: 'all', role: null, search: '', sort: 'newest', ...q }, now);
    return users.filter(local.filter).sort(local.sort).map((u) => u.id);
  };

  it('filters by segment, role and search like the server, never showing an erased user', () => {
    expect(answer({})).toEqual(['2', '3', '1']);
    expect(answer({ search: ' TAN ' })).toEqual(['2', '1']);
    expect(answer({ search: '0123456' })).toEqual(['2']);
    expect(answer({ role: 'owner' })).toEqual(['3']);
    expect(answer({ segment: 'pending' })).toEqual(['1']);
    expect(answer({ segment: 'banned' })).toEqual(['3']);
    expect(answer({ segment: 'vip' })).toEqual(['3']);
    expect(answer({ segment: 'dormant' })).toEqual(['2', '3']);
  });

  it('sorts by name, and by last sign-in with the never-signed-in last', () => {
    expect(answer({ sort: 'name' })).toEqual(['2', '3', '1']);
    expect(answer({ sort: 'lastLogin' })).toEqual(['1', '3', '2']);
    expect([...users].sort(compareUsers('newest')).map((u) => u.id)).toEqual(['2', '3', '1', '4']);
  });

  it('a user approved or banned offline leaves the segment that no longer holds them', () => {
    expect(keepInSegment('pending')(user({ approvalStatus: 'approved' }))).toBe(false);
    expect(keepInSegment('pending')(user({ approvalStatus: 'pending' }))).toBe(true);
    expect(keepInSegment('banned')(user({ banned: false }))).toBe(false);
    expect(keepInSegment('all')(user({ banned: true }))).toBe(true);
  });
});
