import type { TelemetryBatch } from '../offline/db';
import { offlineDb } from '../offline/db';
import { newIdempotencyKey } from './idempotency';

/** One screen view or web vital, as the server takes it (the analytics contract's event). */
export type TelemetryEvent = TelemetryBatch['events'][number];

/** What became of a batch: the server has it (or refused it for good), or it waits for a later try. */
export type SendOutcome = 'sent' | 'refused' | 'retry';
export type TelemetrySender = (events: TelemetryEvent[], key: string, keepalive: boolean) => Promise<SendOutcome>;

/** A batch holds at most this many events (the server takes 50). */
export const MAX_BATCH = 50;
/** A batch goes as soon as it holds this many, not only on the timer or when the page hides. */
export const SEND_AT = 20;
/** Events over a day old are dropped on the device too: the server would only count them. */
export const MAX_AGE_MS = 86_400_000;

export interface TelemetryQueueOptions {
  accountId: string;
  send: TelemetrySender;
  now?: () => number;
  online?: () => boolean;
}

/**
 * Screen views and web vitals on their way to the server in small batches (issue 30): held in memory, sent when
 * SEND_AT are waiting, on the timer or when the page hides; kept in IndexedDB while offline or when the server
 * cannot take them, and sent later under the same Idempotency-Key. Nothing is sent, or kept, while the account's
 * choice is unknown (held) or off (dropped).
 */
export class TelemetryQueue {
  private pending: TelemetryEvent[] = [];
  private enabled: boolean | null = null;
  private draining: Promise<void> | null = null;
  private readonly now: () => number;
  private readonly online: () => boolean;

  constructor(private readonly options: TelemetryQueueOptions) {
    this.now = options.now ?? Date.now;
    this.online = options.online ?? (() => navigator.onLine);
  }

  get waiting(): number {
    return this.pending.length;
  }

  record(event: TelemetryEvent): void {
    if (this.enabled === false) return;
    this.pending.push(event);
    if (this.enabled && this.pending.length >= SEND_AT) void this.flush();
  }

  /** The account's choice: off drops everything waiting, here and on the device; on sends what waited. */
  async setEnabled(enabled: boolean): Promise<void> {
    this.enabled = enabled;
    if (!enabled) {
      this.pending = [];
      await offlineDb().telemetry.where('accountId').equals(this.options.accountId).delete();
      return;
    }
    await this.flush();
    await this.drain();
  }

  private fresh(events: readonly TelemetryEvent[]): TelemetryEvent[] {
    const oldest = this.now() - MAX_AGE_MS;
    return events.filter((e) => Date.parse(e.at) >= oldest);
  }

  private async park(events: TelemetryEvent[], key: string): Promise<void> {
    try {
      await offlineDb().telemetry.put({ key, accountId: this.options.accountId, events, createdAt: this.now() });
    } catch {
      // A full or closed database: analytics is never worth an error; these are lost.
    }
  }

  /** Sends what waits in memory, a batch at a time; `keepalive` when the page is going away. */
  async flush(keepalive = false): Promise<void> {
    if (!this.enabled) return;
    while (this.pending.length) {
      const events = this.fresh(this.pending.splice(0, MAX_BATCH));
      if (!events.length) continue;
      const key = newIdempotencyKey();
      const outcome = this.online() ? await this.options.send(events, key, keepalive) : 'retry';
      if (outcome === 'retry') await this.park(events, key);
    }
  }

  /** Sends what the device kept, oldest first, each under its own key; stops at the first that must wait again. */
  drain(): Promise<void> {
    this.draining ??= this.drainOnce().finally(() => (this.draining = null));
    return this.draining;
  }

  private async drainOnce(): Promise<void> {
    if (!this.enabled || !this.online()) return;
    const table = offlineDb().telemetry;
    // Anyone's batch over a day old is worth nothing to the server (another account's too, which may never sign in here again).
    await table.where('createdAt').below(this.now() - MAX_AGE_MS).delete();
    const kept = await table.where('accountId').equals(this.options.accountId).sortBy('createdAt');
    for (const batch of kept) {
      const events = this.fresh(batch.events);
      if (events.length) {
        const outcome = await this.options.send(events, batch.key, false);
        if (outcome === 'retry') return;
      }
      await table.delete(batch.key);
    }
  }
}
