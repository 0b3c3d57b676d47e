import { offlineDbPerTest } from '../../support/offline-db';
import { describe, expect, it, vi } from 'vitest';
import { drainOnce, type DrainSession } from '@app/offline/drain';
import { discardItem, enqueueAll, itemsOf, OutboxStorageFullError, retryItem } from '@app/offline/outbox';
import type { SendResult } from '@app/offline/outbox-rules';
import { sendItem } from '@app/offline/outbox-sender';
import type { NewOutboxItem, OutboxItem } from '@app/offline/outbox-types';

const offline = offlineDbPerTest();

const T0 = 1_700_000_000_000;
const REPORT = '6f1c1d2e-0000-4000-8000-000000000001';

function photo(text: string, type = 'image/jpeg'): Blob {
  return new Blob([text], { type });
}

/** A report captured with two slip photos: the create first, then one upload per photo. */
function capture(): NewOutboxItem[] {
  const recordKey = `dsr.report:${REPORT}`;
  return [
    { kind: 'dsr.create', recordKey, title: 'Report 28 Nov', request: { method: 'POST', path: '/api/dsr', body: { id: REPORT } }, patch: null },
    ...['slip-1.jpg', 'slip-2.jpg'].map((name) => ({
      kind: 'dsr.photo',
      recordKey,
      title: `Report 28 Nov · ${name}`,
      request: { method: 'POST' as const, path: `/api/dsr/${REPORT}/photos`, body: null, files: [{ field: 'photo', blob: photo(name), name }] },
      patch: null,
    })),
  ];
}

describe('enqueueAll', () => {
  it('writes the items in one go, in order, with consecutive seq, each waiting for the one before', async () => {
    const listener = vi.fn();
    const { onEnqueued } = await import('@app/offline/outbox');
    const off = onEnqueued(listener);
    const items = await enqueueAll('admin-a', capture(), T0, true);
    off();
    expect(items.map((i) => i.kind)).toEqual(['dsr.create', 'dsr.photo', 'dsr.photo']);
    expect(items.map((i) => i.seq - items[0].seq)).toEqual([0, 1, 2]);
    expect(items.map((i) => i.after ?? null)).toEqual([null, items[0].id, items[1].id]);
    expect(new Set(items.map((i) => i.idempotencyKey)).size).toBe(3);
    expect(items.every((i) => i.queuedOffline === true && i.status === 'pending')).toBe(true);
    expect(listener).toHaveBeenCalledOnce();
    expect((await itemsOf('admin-a')).length).toBe(3);
  });

  it('keeps the files as Blobs across a reload of the page', async () => {
    await enqueueAll('admin-a', capture(), T0);
    offline.reopen();
    const stored = (await itemsOf('admin-a')).filter((i) => i.request.files);
    const file = stored[0].request.files?.[0];
    expect(file?.blob).toBeInstanceOf(Blob);
    expect(file?.blob.type).toBe('image/jpeg');
    expect(await file?.blob.text()).toMatch(/^slip-\d\.jpg$/);
  });

  it('writes nothing when the device is full halfway through', async () => {
    await enqueueAll('admin-a', [capture()[0]], T0);
    const add = offline.db.outbox.add.bind(offline.db.outbox);
    let calls = 0;
    vi.spyOn(offline.db.outbox, 'add').mockImplementation((item, key) => {
      calls++;
      if (calls === 2) throw new DOMException('full', 'QuotaExceededError');
      return add(item, key);
    });
    await expect(enqueueAll('admin-a', capture(), T0 + 1)).rejects.toBeInstanceOf(OutboxStorageFullError);
    vi.restoreAllMocks();
    expect((await itemsOf('admin-a')).length).toBe(1);
  });
});

describe('sendItem with files', () => {
  it('sends multipart/form-data with the file under its field and name, the key and the outbox headers', async () => {
    const [, file] = await enqueueAll('admin-a', capture(), T0, true);
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response(JSON.stringify({ id: 'p1' }), { status: 201 }));
    const result = await sendItem(file, 'Bearer t', { baseUrl: 'http://api/', fetch: fetch as unknown as typeof globalThis.fetch });
    expect(result).toEqual({ kind: 'applied', result: { id: 'p1' } });
    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe(`http://api/api/dsr/${REPORT}/photos`);
    const headers = init.headers as Record<string, string>;
    expect(headers['Idempotency-Key']).toBe(file.idempotencyKey);
    expect(headers['x-stayops-outbox']).toBe('1');
    expect(headers['x-stayops-queued-offline']).toBe('1');
    expect(Object.keys(headers).map((h) => h.toLowerCase())).not.toContain('content-type');
    expect(init.body).toBeInstanceOf(FormData);
    const part = (init.body as FormData).get('photo');
    expect(part).toBeInstanceOf(File);
    expect((part as File).name).toBe('slip-1.jpg');
    expect(await (part as File).text()).toBe('slip-1.jpg');
    // What the browser puts on the wire: a multipart body with its boundary, the filename in it.
    const wire = new Request('http://api/', { method: 'POST', body: init.body });
    expect(wire.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(await wire.text()).toContain('name="photo"; filename="slip-1.jpg"');
  });

  it('classifies a refusal of an upload as any other', async () => {
    const [, file] = await enqueueAll('admin-a', capture(), T0);
    const fetch = async () => new Response(JSON.stringify({ message: 'Too large' }), { status: 413 });
    expect(await sendItem(file, 't', { baseUrl: 'http://api/', fetch: fetch as unknown as typeof globalThis.fetch })).toEqual({
      kind: 'rejected',
      message: 'Too large',
      status: 413,
    });
  });

  it('still sends a plain item as JSON', async () => {
    const [create] = await enqueueAll('admin-a', capture(), T0);
    const fetch = vi.fn(async (_url: string, _init: RequestInit) => new Response('{}', { status: 201 }));
    await sendItem(create, 't', { baseUrl: 'http://api/', fetch: fetch as unknown as typeof globalThis.fetch });
    const init = fetch.mock.calls[0][1];
    expect((init.headers as Record<string, string>)['Content-Type']).toBe('application/json');
    expect(init.body).toBe(JSON.stringify({ id: REPORT }));
  });
});

describe('draining a capture', () => {
  const session: DrainSession = { adminId: 'admin-a', token: 't' };

  function drainer(answer: (item: OutboxItem) => SendResult) {
    const sent: string[] = [];
    return {
      sent,
      run: (at: number) =>
        drainOnce({
          session: () => session,
          send: async (item) => {
            sent.push(item.id);
            return answer(item);
          },
          now: () => at,
          random: () => 0,
        }),
    };
  }
  const network: SendResult = { kind: 'retry', message: 'network', status: null };
  const applied: SendResult = { kind: 'applied', result: { id: REPORT } };

  it('never sends a file before its create applied, and a file sent again does not resend the create', async () => {
    const [create, file1, file2] = await enqueueAll('admin-a', capture(), T0);
    let createFails = true;
    let file1Fails = true;
    const d = drainer((item) => {
      if (item.id === create.id && createFails) return network;
      if (item.id === file1.id && file1Fails) return network;
      return applied;
    });
    const first = await d.run(T0);
    expect(d.sent).toEqual([create.id]);
    // Backing off, the create alone says when to look again (its files behind it do not say "now").
    expect(first.wakeAt).toBeGreaterThan(T0);

    createFails = false;
    await d.run(T0 + 60_000);
    expect(d.sent).toEqual([create.id, create.id, file1.id]);

    file1Fails = false;
    await d.run(T0 + 120_000);
    expect(d.sent).toEqual([create.id, create.id, file1.id, file1.id, file2.id]);
    expect((await itemsOf('admin-a')).map((i) => i.status)).toEqual(['applied', 'applied', 'applied']);
  });

  it('holds the files while their create is refused, and sends them once it is retried and applied', async () => {
    const [create, file1, file2] = await enqueueAll('admin-a', capture(), T0);
    let refuse = true;
    const d = drainer((item) => (item.id === create.id && refuse ? { kind: 'rejected', message: 'No such property', status: 422 } : applied));
    const pass = await d.run(T0);
    expect(d.sent).toEqual([create.id]);
    expect(pass.wakeAt).toBeNull();
    await d.run(T0 + 60_000);
    expect(d.sent).toEqual([create.id]);

    refuse = false;
    await retryItem(create.id, T0 + 61_000);
    await d.run(T0 + 62_000);
    expect(d.sent).toEqual([create.id, create.id, file1.id, file2.id]);
  });

  it('keeps the chain when a file is discarded from the middle, and drops the rest with their create', async () => {
    const [create, file1, file2] = await enqueueAll('admin-a', capture(), T0);
    await discardItem(file1.id);
    const left = await itemsOf('admin-a');
    expect(left.map((i) => i.id).sort()).toEqual([create.id, file2.id].sort());
    expect(left.find((i) => i.id === file2.id)?.after).toBe(create.id);
    await discardItem(create.id);
    expect(await itemsOf('admin-a')).toEqual([]);
  });

  it('drops a whole capture with its create', async () => {
    const [create] = await enqueueAll('admin-a', capture(), T0);
    await enqueueAll('admin-a', [{ ...capture()[0], recordKey: 'dsr.report:other' }], T0);
    await discardItem(create.id);
    expect((await itemsOf('admin-a')).map((i) => i.recordKey)).toEqual(['dsr.report:other']);
  });
});
