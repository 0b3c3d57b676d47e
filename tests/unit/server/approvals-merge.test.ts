import { describe, expect, it, vi } from 'vitest';
import type { ApprovalItemOf } from '@shared/contracts/approvals';
import { P } from '@shared/permissions';
import type { Executor } from '@server/db/client';
import { creditRequests } from '@server/db/schema';
import { defineInboxSource, type AnyInboxSource } from '@server/core/approvals';
import { listApprovals } from '@server/modules/approvals/service';

/** A database that answers the inbox's one keys statement with these rows (kind, id, epoch ms, count). */
const dbAnswering = (rows: { kind: string; id: string | null; at: number | null; total: number }[]) =>
  ({ execute: vi.fn(async () => ({ rows })) }) as unknown as Executor;
const creditQuery = { table: creditRequests, id: creditRequests.id, createdAt: creditRequests.createdAt, where: undefined };
const keyRow = (id: string, day: number, total: number) => ({ kind: 'credit-request', id, at: at(day).getTime(), total });
const at = (day: number) => new Date(Date.UTC(2026, 0, day));
const who = { actor: { actorId: 'a0000000-0000-4000-8000-000000000000', viaOutbox: false }, permissions: [P.user.approve, P.credit.approve] };

/** Only what the merge reads of a record; the service passes items through as their sources made them. */
const item = <K extends 'user' | 'credit-request'>(kind: K, id: string, day: number) =>
  ({ kind, id: `${kind}:${id}`, createdAt: at(day).toISOString(), record: { id, createdAt: at(day).toISOString() } }) as unknown as ApprovalItemOf<K>;

describe('approvals inbox merge', () => {
  it('merges a source that reads whole items with one that is read by keys, and reads in full only the page', async () => {
    // A kind written the first way (`read`) keeps working beside the two-step ones (issue 24).
    const users = defineInboxSource({ kind: 'user', permission: P.user.approve, read: async () => ({ totalCount: 2, items: [item('user', 'u1', 5), item('user', 'u2', 2)] }) });
    const load = vi.fn(async (_db: Executor, _actor: unknown, ids: string[]) => ids.map((id) => item('credit-request', id, Number(id.slice(1)))));
    const credit = defineInboxSource({
      kind: 'credit-request',
      permission: P.credit.approve,
      waiting: async () => creditQuery,
      load,
    });
    const db = dbAnswering([keyRow('c4', 4, 3), keyRow('c3', 3, 3), keyRow('c1', 1, 3)]);
    const list = await listApprovals(db, [users, credit] as AnyInboxSource[], who, { limit: 3, page: 1 });
    expect(list.items.map((i) => i.id)).toEqual(['user:u1', 'credit-request:c4', 'credit-request:c3']);
    expect(list.counts).toEqual({ user: 2, 'credit-request': 3 });
    expect(list.totalCount).toBe(5);
    expect(load).toHaveBeenCalledTimes(1);
    expect(load.mock.calls[0][2]).toEqual(['c4', 'c3']);
    expect(vi.mocked(db.execute)).toHaveBeenCalledTimes(1);
  });

  it('leaves out a record gone between the two reads', async () => {
    const credit = defineInboxSource({
      kind: 'credit-request',
      permission: P.credit.approve,
      waiting: async () => creditQuery,
      load: async (_db, _actor, ids) => ids.filter((id) => id !== 'c2').map((id) => item('credit-request', id, 1)),
    });
    const db = dbAnswering([keyRow('c2', 2, 2), keyRow('c1', 1, 2)]);
    const list = await listApprovals(db, [credit] as AnyInboxSource[], who, { limit: 20, page: 1 });
    expect(list.items.map((i) => i.id)).toEqual(['credit-request:c1']);
  });
});
