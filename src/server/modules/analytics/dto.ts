import type { AnalyticsEvent } from '@shared/contracts/analytics';
import { ANALYTICS_CLOCK_SKEW_MS, ANALYTICS_MAX_AGE_MS } from '@shared/contracts/plain/analytics';

/** An event as stored: the account's id, never who they are. */
export interface EventRow {
  accountId: string;
  kind: 'view' | 'vital';
  screen: string;
  name: 'LCP' | 'INP' | 'CLS' | null;
  value: number | null;
  at: Date;
}

/**
 * What of a batch is kept: an event older than a day is dropped (its screen has moved on; the app drops its own too),
 * one from a clock a little ahead is kept as happening now, one further ahead is dropped.
 */
export function keptEvents(accountId: string, events: readonly AnalyticsEvent[], now: number): { rows: EventRow[]; dropped: number } {
  const rows: EventRow[] = [];
  for (const event of events) {
    const at = Date.parse(event.at);
    if (!Number.isFinite(at) || at < now - ANALYTICS_MAX_AGE_MS || at > now + ANALYTICS_CLOCK_SKEW_MS) continue;
    rows.push({
      accountId,
      kind: event.kind,
      screen: event.screen,
      name: event.kind === 'vital' ? event.name : null,
      value: event.kind === 'vital' ? event.value : null,
      at: new Date(Math.min(at, now)),
    });
  }
  return { rows, dropped: events.length - rows.length };
}
