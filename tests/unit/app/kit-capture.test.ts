import { offlineDbPerTest } from '../../support/offline-db';
import { describe, expect, it } from 'vitest';
import { enqueueAll, itemsOf, OutboxStorageFullError } from '@app/offline/outbox';
import type { NewOutboxItem } from '@app/offline/outbox-types';
import { CAPTURE_ANSWER_WAIT_MS, runCapture, waitForCapture, type CaptureDeps } from '@app/kit/capture/use-capture';
import { readOpenCaptures } from '@app/kit/capture/use-open-captures';

const offline = offlineDbPerTest();

function expense(id: string, withReceipt = true): NewOutboxItem[] {
  const recordKey = `expenses.expense:${id}`;
  const create: NewOutboxItem = { kind: 'expense.create', recordKey, title: `Expense ${id}`, request: { method: 'POST', path: '/api/expenses', body: { id } }, patch: null };
  if (!withReceipt) return [create];
  return [
    create,
    {
      kind: 'expense.receipt',
      recordKey,
      title: `Expense ${id} · receipt`,
      request: { method: 'POST', path: `/api/expenses/${id}/receipt`, body: null, files: [{ field: 'file', blob: new Blob(['r'], { type: 'image/png' }), name: 'r.png' }] },
      patch: null,
    },
  ];
}

function deps(overrides: Partial<CaptureDeps> = {}) {
  const toasts: [string, string][] = [];
  const waited: [readonly string[], number][] = [];
  const base: CaptureDeps = {
    words: (key) => `<${key}>`,
    toast: (message, tone) => toasts.push([message, tone]),
    online: () => true,
    waitForCapture: async (ids, timeoutMs) => {
      waited.push([ids, timeoutMs]);
      return null;
    },
  };
  return { toasts, waited, deps: { ...base, ...overrides } };
}

describe('runCapture', () => {
  it('offline: queues every item and says so at once', async () => {
    const d = deps({ online: () => false });
    expect(await runCapture('admin-a', { items: expense('e1'), doneMessage: 'Saved' }, d.deps)).toBe('queued');
    expect(d.toasts).toEqual([['<queued>', 'medium']]);
    expect(d.waited).toEqual([]);
    expect((await itemsOf('admin-a')).length).toBe(2);
  });

  it('online: waits for every item, and says "done" once all applied', async () => {
    const d = deps();
    d.deps.waitForCapture = async (ids, timeoutMs) => {
      d.waited.push([ids, timeoutMs]);
      return 'applied';
    };
    expect(await runCapture('admin-a', { items: expense('e1'), doneMessage: 'Saved' }, d.deps)).toBe('sent');
    const items = await itemsOf('admin-a');
    expect(d.waited).toEqual([[[...items].sort((a, b) => a.seq - b.seq).map((i) => i.id), CAPTURE_ANSWER_WAIT_MS]]);
    expect(d.toasts).toEqual([['Saved', 'success']]);
  });

  it('online but slow: "queued, sent when the server answers"', async () => {
    const d = deps();
    expect(await runCapture('admin-a', { items: expense('e1'), doneMessage: 'Saved' }, d.deps)).toBe('queued');
    expect(d.toasts).toEqual([['<queuedServer>', 'medium']]);
  });

  it('refused: no toast of its own (the outbox runtime announces it), still queued on the device', async () => {
    const d = deps({ waitForCapture: async () => 'refused' });
    expect(await runCapture('admin-a', { items: expense('e1'), doneMessage: 'Saved' }, d.deps)).toBe('queued');
    expect(d.toasts).toEqual([]);
  });

  it('a full device: nothing written, the admin told', async () => {
    const d = deps({
      enqueueAll: async () => {
        throw new OutboxStorageFullError();
      },
    });
    expect(await runCapture('admin-a', { items: expense('e1'), doneMessage: 'Saved' }, d.deps)).toBe('failed');
    expect(d.toasts).toEqual([['<storageFull>', 'danger']]);
    expect(await itemsOf('admin-a')).toEqual([]);
  });

  it('any other failure to write: "not queued"', async () => {
    const d = deps({
      enqueueAll: async () => {
        throw new Error('closing');
      },
    });
    expect(await runCapture('admin-a', { items: expense('e1'), doneMessage: 'Saved' }, d.deps)).toBe('failed');
    expect(d.toasts).toEqual([['<queueFailed>', 'danger']]);
  });
});

describe('waitForCapture', () => {
  it('answers once all applied, at the first refusal, or null when time runs out', async () => {
    const [a, b] = await enqueueAll('admin-a', expense('e1'), 1_000);
    const all = waitForCapture([a.id, b.id], 5_000);
    await offline.db.outbox.update(a.id, { status: 'applied' });
    await offline.db.outbox.update(b.id, { status: 'applied' });
    expect(await all).toBe('applied');

    const [c, d] = await enqueueAll('admin-a', expense('e2'), 2_000);
    const refused = waitForCapture([c.id, d.id], 5_000);
    await offline.db.outbox.update(c.id, { status: 'rejected' });
    expect(await refused).toBe('refused');

    const [e] = await enqueueAll('admin-a', expense('e3', false), 3_000);
    expect(await waitForCapture([e.id], 50)).toBeNull();
  });
});

describe('readOpenCaptures', () => {
  it("lists the admin's open and refused items of one kind, oldest first; not applied ones, other kinds or other admins'", async () => {
    const [e1] = await enqueueAll('admin-a', expense('e1'), 1_000);
    const [e2] = await enqueueAll('admin-a', expense('e2', false), 2_000);
    const [e3] = await enqueueAll('admin-a', expense('e3', false), 3_000);
    const [e4] = await enqueueAll('admin-a', expense('e4', false), 4_000);
    await enqueueAll('admin-b', expense('e5', false), 5_000);
    await offline.db.outbox.update(e2.id, { status: 'applied' });
    await offline.db.outbox.update(e3.id, { status: 'rejected' });
    await offline.db.outbox.update(e4.id, { status: 'sending' });
    const open = await readOpenCaptures('admin-a', 'expense.create');
    expect(open.map((i) => i.id)).toEqual([e1.id, e3.id, e4.id]);
    expect(open[0].request.body).toEqual({ id: 'e1' });
  });
});
