import { offlineDbPerTest } from '../../support/offline-db';
import { describe, expect, it } from 'vitest';
import { REVIEW_AGE_MS } from '@app/offline/outbox-rules';
import { readOutboxScreen } from '@app/offline/outbox-screen';
import type { OutboxItem, OutboxStatus } from '@app/offline/outbox-types';
import { groupItems, type OutboxSection } from '@app/offline/outbox-view';

const offline = offlineDbPerTest();

const NOW = Date.UTC(2026, 10, 25, 6, 0, 0);
const STATUSES: OutboxStatus[] = ['pending', 'sending', 'applied', 'conflict', 'rejected'];

/** A small deterministic generator, so a failing case can be replayed from its seed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

function item(adminId: string, n: number, status: OutboxStatus, createdAt: number, reviewedAt: number | null, appliedAt: number | null): OutboxItem {
  return {
    id: `${adminId}-${n}`,
    idempotencyKey: `${adminId}-${n}`,
    adminId,
    seq: createdAt * 1000 + n,
    kind: 'user.approve',
    recordKey: `user:${n}`,
    title: `User ${n}`,
    remark: '',
    request: { method: 'PATCH', path: `/api/users/${n}/approval-action`, body: {} },
    patch: {},
    status,
    attempts: 0,
    nextAttemptAt: 0,
    createdAt,
    queuedOffline: true,
    updatedAt: appliedAt ?? createdAt,
    reviewedAt,
    lastError: null,
    httpStatus: null,
    conflict: null,
    result: null,
    appliedAt,
  };
}

/** A queue like an admin's week: mostly applied, some waiting, a few in trouble, some old enough to need review. */
function queue(seed: number, adminId: string, size: number): OutboxItem[] {
  const rand = random(seed);
  return Array.from({ length: size }, (_, n) => {
    const status = STATUSES[Math.floor(rand() * STATUSES.length)];
    const old = rand() < 0.2;
    const createdAt = old ? NOW - REVIEW_AGE_MS - 1 - Math.floor(rand() * 3 * 86_400_000) : NOW - Math.floor(rand() * (REVIEW_AGE_MS - 1));
    const reviewedAt = old && rand() < 0.5 ? createdAt + 1000 : null;
    const appliedAt = status === 'applied' ? createdAt + Math.floor(rand() * 3_600_000) : null;
    return item(adminId, n, status, createdAt, reviewedAt, appliedAt);
  });
}

const ids = (items: readonly OutboxItem[]) => items.map((i) => i.id);

describe('the outbox screen read by index', () => {
  it('shows the same sections, order and counts as grouping every item, for any queue and any page size', async () => {
    for (let seed = 1; seed <= 12; seed++) {
      await offline.db.outbox.clear();
      const mine = queue(seed, 'me', 40 + seed * 13);
      // Another admin's decisions on the same device never show.
      await offline.db.outbox.bulkPut([...mine, ...queue(seed + 100, 'other', 30)]);
      const all = groupItems(mine, NOW);
      for (const size of [1, 5, 50]) {
        const shown: Record<OutboxSection, number> = { attention: size, waiting: size, sent: size };
        const screen = await readOutboxScreen('me', shown, NOW);
        for (const section of ['attention', 'waiting', 'sent'] as const) {
          expect(screen[section].total, `seed ${seed} size ${size} ${section} total`).toBe(all[section].length);
          expect(ids(screen[section].items), `seed ${seed} size ${size} ${section}`).toEqual(ids(all[section].slice(0, size)));
        }
      }
    }
  });

  it('an empty queue has three empty sections', async () => {
    const screen = await readOutboxScreen('me', { attention: 50, waiting: 50, sent: 50 }, NOW);
    expect(screen).toEqual({ attention: { items: [], total: 0 }, waiting: { items: [], total: 0 }, sent: { items: [], total: 0 } });
  });

  it('reads only what it shows: a week of 2,000 applied decisions costs the first page of them', async () => {
    const applied = Array.from({ length: 2000 }, (_, n) => item('me', n, 'applied', NOW - 1000 - n, null, NOW - n));
    await offline.db.outbox.bulkPut(applied);
    let read = 0;
    offline.db.use({
      stack: 'dbcore',
      name: 'count-reads',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          return {
            ...table,
            query: async (req) => {
              const res = await table.query(req);
              if (req.values) read += res.result.length;
              return res;
            },
          };
        },
      }),
    });
    const screen = await readOutboxScreen('me', { attention: 50, waiting: 50, sent: 50 }, NOW);
    expect(screen.sent.total).toBe(2000);
    expect(ids(screen.sent.items)).toEqual(ids(applied.slice(0, 50)));
    expect(read).toBeLessThanOrEqual(50);
  });
});
