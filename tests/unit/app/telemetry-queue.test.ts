import { offlineDbPerTest } from '../../support/offline-db';
import { describe, expect, it } from 'vitest';
import { MAX_AGE_MS, MAX_BATCH, SEND_AT, TelemetryQueue, type SendOutcome, type TelemetryEvent } from '@app/lib/telemetry-queue';

const offline = offlineDbPerTest();

const NOW = Date.parse('2026-11-28T10:00:00Z');
const view = (screen: string, ago = 0): TelemetryEvent => ({ kind: 'view', screen, at: new Date(NOW - ago).toISOString() });

/** A server stand-in: what each attempt carried, answered by `answer`. */
function server(answer: () => SendOutcome = () => 'sent') {
  const sent: { events: TelemetryEvent[]; key: string; keepalive: boolean }[] = [];
  return {
    sent,
    send: async (events: TelemetryEvent[], key: string, keepalive: boolean) => {
      sent.push({ events, key, keepalive });
      return answer();
    },
  };
}

describe('the analytics queue', () => {
  it('holds events until the account says yes, then sends them in one batch; SEND_AT waiting sends at once', async () => {
    const s = server();
    const queue = new TelemetryQueue({ accountId: 'a1', send: s.send, now: () => NOW, online: () => true });
    queue.record(view('/admin/dashboard'));
    queue.record(view('/admin/user-mgmt'));
    await queue.flush();
    expect(s.sent).toEqual([]);
    await queue.setEnabled(true);
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0].events.map((e) => e.screen)).toEqual(['/admin/dashboard', '/admin/user-mgmt']);
    for (let i = 0; i < SEND_AT; i++) queue.record(view('/admin/holiday'));
    await queue.flush();
    expect(s.sent[1].events).toHaveLength(SEND_AT);
  });

  it('splits what waits into batches of at most MAX_BATCH, each under its own Idempotency-Key, keepalive when the page hides', async () => {
    const s = server();
    const queue = new TelemetryQueue({ accountId: 'a1', send: s.send, now: () => NOW, online: () => true });
    // Held while the account's choice is being read, then sent as the server takes them.
    for (let i = 0; i < MAX_BATCH + 5; i++) queue.record(view('/admin/company'));
    await queue.setEnabled(true);
    expect(s.sent.map((b) => b.events.length)).toEqual([MAX_BATCH, 5]);
    expect(new Set(s.sent.map((b) => b.key)).size).toBe(2);
    expect(s.sent.some((b) => b.keepalive)).toBe(false);
    queue.record(view('/admin/company'));
    await queue.flush(true);
    expect(s.sent[2]).toMatchObject({ keepalive: true });
  });

  it('keeps a batch on the device while offline and sends it later with the same key; a day-old event is dropped', async () => {
    const s = server();
    let online = false;
    let now = NOW;
    const queue = new TelemetryQueue({ accountId: 'a1', send: s.send, now: () => now, online: () => online });
    await queue.setEnabled(true);
    queue.record(view('/admin/revenue', MAX_AGE_MS - 60_000));
    queue.record(view('/admin/revenue'));
    await queue.flush();
    expect(s.sent).toEqual([]);
    const kept = await offline.db.telemetry.toArray();
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ accountId: 'a1' });
    expect(kept[0].events).toHaveLength(2);

    // Back online two minutes later: the first event is now over a day old.
    online = true;
    now = NOW + 120_000;
    await queue.drain();
    expect(s.sent).toHaveLength(1);
    expect(s.sent[0].key).toBe(kept[0].key);
    expect(s.sent[0].events.map((e) => e.at)).toEqual([view('/admin/revenue').at]);
    expect(await offline.db.telemetry.count()).toBe(0);
  });

  it('keeps a batch the server could not take (retry) and drops one it refused for good', async () => {
    let outcome: SendOutcome = 'retry';
    const s = server(() => outcome);
    const queue = new TelemetryQueue({ accountId: 'a1', send: s.send, now: () => NOW, online: () => true });
    await queue.setEnabled(true);
    queue.record(view('/admin/expenses'));
    await queue.flush();
    expect(await offline.db.telemetry.count()).toBe(1);
    await queue.drain();
    expect(await offline.db.telemetry.count()).toBe(1);
    outcome = 'refused';
    await queue.drain();
    expect(await offline.db.telemetry.count()).toBe(0);
    expect(s.sent).toHaveLength(3);
  });

  it('sends nothing once opted out, and drops what the device kept for that account only', async () => {
    const s = server(() => 'retry');
    const queue = new TelemetryQueue({ accountId: 'a1', send: s.send, now: () => NOW, online: () => false });
    await queue.setEnabled(true);
    queue.record(view('/admin/dashboard'));
    await queue.flush();
    await offline.db.telemetry.put({ key: 'other', accountId: 'a2', events: [view('/admin/dashboard')], createdAt: NOW });
    await queue.setEnabled(false);
    queue.record(view('/admin/dashboard'));
    expect(queue.waiting).toBe(0);
    await queue.flush();
    expect(s.sent).toEqual([]);
    expect((await offline.db.telemetry.toArray()).map((b) => b.accountId)).toEqual(['a2']);
  });
});

describe('the analytics queue on a shared device', () => {
  it('drops any batch over a day old when it drains, whoever it belonged to', async () => {
    const s = server();
    await offline.db.telemetry.bulkPut([
      { key: 'stale-other', accountId: 'a2', events: [view('/admin/dashboard', MAX_AGE_MS + 1)], createdAt: NOW - MAX_AGE_MS - 1 },
      { key: 'fresh-other', accountId: 'a2', events: [view('/admin/dashboard')], createdAt: NOW },
    ]);
    const queue = new TelemetryQueue({ accountId: 'a1', send: s.send, now: () => NOW, online: () => true });
    await queue.setEnabled(true);
    expect(s.sent).toEqual([]);
    expect((await offline.db.telemetry.toArray()).map((b) => b.key)).toEqual(['fresh-other']);
  });
});
