import { describe, expect, it } from 'vitest';
import { APPROVAL_KINDS, type ApprovalItem } from '@shared/contracts/approvals';
import type { User } from '@shared/contracts/users';
import { areaMenus, type AreaDeclaration } from '@app/kit/area';
import { inboxKindsOf } from '@app/kit/inbox/define-inbox';
import type { OutboxItem } from '@app/offline/outbox-types';
import { AREAS, collectAreas } from '@app/shell/areas';
import { pageWords } from '@app/shell/routes';
import { showable } from '@app/features/approvals/showable';
import { groupByKind } from '@app/features/approvals/grouping';

const pendingUser = (id: string, extra: Partial<User> = {}) =>
  ({ id, name: `User ${id}`, accountNumber: `U${id}`, role: 'guest', approvalStatus: 'pending', verificationStatus: null, deletedAt: null, createdAt: '2026-11-01T00:00:00.000Z', ...extra }) as User;
const item = (kind: 'user' | 'rider', user: User): ApprovalItem => ({ kind, id: `${kind}:${user.id}`, createdAt: user.createdAt, record: user });
const queued = (recordKey: string, patch: Record<string, unknown>, status: OutboxItem['status'] = 'pending') =>
  ({ recordKey, patch, status, seq: 1 }) as OutboxItem;

const KINDS = inboxKindsOf(AREAS, APPROVAL_KINDS);

describe('the inbox kinds the areas declare', () => {
  it('are found in every area, in the contract order, each with its area’s words', () => {
    expect(KINDS.map((k) => [k.kind, k.words])).toEqual([
      ['user', 'users'],
      ['contact-change', 'users'],
      ['rider', 'users'],
      ['credit-request', 'credit'],
      ['free-stay', 'free-stay'],
      ['bank-change', 'owners'],
      ['dsr', 'dsr'],
      ['expense', 'expenses'],
      ['owner-statement', 'owner-statements'],
    ]);
  });

  it('a new kind is one declaration in its area', () => {
    const credit = {
      name: 'credit',
      pages: [],
      inbox: { words: 'credit', kinds: { 'credit-request': { ...KINDS[0], title: 'inbox.title' } } },
    } as unknown as AreaDeclaration;
    const others = AREAS.filter((area) => area.name !== 'credit');
    expect(inboxKindsOf(others, APPROVAL_KINDS).map((k) => k.kind)).toEqual(['user', 'contact-change', 'rider', 'free-stay', 'bank-change', 'dsr', 'expense', 'owner-statement']);
    expect(inboxKindsOf([...others, credit], APPROVAL_KINDS).map((k) => k.kind)).toEqual(['user', 'contact-change', 'rider', 'credit-request', 'free-stay', 'bank-change', 'dsr', 'expense', 'owner-statement']);
  });

  it('two areas may not claim one kind', () => {
    const users = AREAS.find((a) => a.name === 'users')!;
    const copy = { ...users, name: 'copy', pages: [], menu: undefined, outbox: undefined };
    const glob = { '../features/users/area.ts': { default: users }, '../features/copy/area.ts': { default: copy } };
    expect(() => collectAreas(glob)).toThrow(/inbox kind user is declared by both/);
  });

  it('the inbox page loads the words of every area with inbox kinds', () => {
    const approvals = AREAS.find((a) => a.name === 'approvals')!;
    const words = pageWords(approvals, approvals.pages[0], AREAS);
    expect(words).toEqual(expect.arrayContaining(['kit', 'approvals', 'users']));
  });

  it('the approvals entry comes first in the menu, for every signed-in admin, with a badge', () => {
    const approvals = AREAS.find((a) => a.name === 'approvals')!;
    const [menu] = areaMenus(approvals);
    expect(menu?.code).toBe('approvals');
    expect(typeof menu?.badge).toBe('function');
    expect(approvals.pages[0]).toMatchObject({ path: '/admin/approvals', permission: null });
  });
});

describe('the cards the inbox shows', () => {
  const a = pendingUser('a');
  const b = pendingUser('b', { role: 'rider', approvalStatus: 'approved', verificationStatus: 'pending' });
  const items = [item('user', a), item('rider', b)];

  it('leaves out an item decided on this device, at once, and counts it', () => {
    const open = new Map([['users.user:a', [queued('users.user:a', { approvalStatus: 'approved' })]]]);
    const { shown, hidden } = showable(items, KINDS, open);
    expect(shown.map((i) => i.id)).toEqual(['rider:b']);
    expect(hidden).toBe(1);
  });

  it('keeps an item whose queued change leaves it waiting as this kind (a rider approved as a user still waits for the ID check)', () => {
    const open = new Map([['users.user:b', [queued('users.user:b', { approvalStatus: 'approved', approvalRemark: 'ok' })]]]);
    const { shown } = showable(items, KINDS, open);
    expect(shown.map((i) => i.id)).toEqual(['user:a', 'rider:b']);
    expect((shown[1].record as User & { approvalRemark: string }).approvalRemark).toBe('ok');
  });

  it('ignores answered items and kinds no area declares', () => {
    const open = new Map([['users.user:a', [queued('users.user:a', { approvalStatus: 'approved' }, 'conflict')]]]);
    const credit = { kind: 'credit-request', id: 'credit-request:c', createdAt: a.createdAt, record: {} } as ApprovalItem;
    const undeclared = KINDS.filter((k) => k.kind !== 'credit-request');
    expect(showable([...items, credit], undeclared, open).shown.map((i) => i.id)).toEqual(['user:a', 'rider:b']);
  });

  it('groups by kind in the declared order, keeping newest first inside a group', () => {
    const c = pendingUser('c');
    const groups = groupByKind([item('rider', b), item('user', c), item('user', a)], KINDS);
    expect(groups.map((g) => [g.kind.kind, g.items.map((i) => i.id)])).toEqual([
      ['user', ['user:c', 'user:a']],
      ['rider', ['rider:b']],
    ]);
  });
});
