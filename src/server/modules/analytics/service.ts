import type { AnalyticsAccepted, AnalyticsBatch, AnalyticsScreen, AnalyticsSummary } from '@shared/contracts/analytics';
import { ANALYTICS_RETENTION_DAYS } from '@shared/contracts/plain/analytics';
import type { Db } from '@server/db/client';
import type { AccountRow } from '@server/db/schema';
import { keptEvents } from './dto';
import * as repo from './repo';

const DAY = 86_400_000;
const SLOWEST = 5;

/**
 * Keeps a batch of the account's own events. Telemetry is no change of business data: nothing is audited (the audit
 * would outgrow what it records, and would name the account beside each screen it opened). An account that opted
 * out has nothing kept, whatever an old device still sends.
 */
export async function acceptBatch(db: Db, account: Pick<AccountRow, 'id' | 'analytics'>, batch: AnalyticsBatch, now = Date.now()): Promise<AnalyticsAccepted> {
  if (!account.analytics) return { accepted: 0, dropped: batch.events.length };
  const { rows, dropped } = keptEvents(account.id, batch.events, now);
  // One transaction: a repeated Idempotency-Key answers from it rather than keeping the batch twice.
  await db.transaction(async (tx) => repo.insertEvents(tx, rows));
  return { accepted: rows.length, dropped };
}

const VITAL_KEYS = { LCP: 'lcp', INP: 'inp', CLS: 'cls' } as const;

export async function summary(db: Db, days: number, now = Date.now()): Promise<AnalyticsSummary> {
  const since = new Date(now - days * DAY);
  const [vitals, views, perDay] = await Promise.all([repo.vitalFigures(db, since), repo.viewsByScreen(db, since), repo.viewsPerDay(db, since)]);
  const screens = new Map<string, AnalyticsScreen>();
  const screenOf = (screen: string) => {
    let found = screens.get(screen);
    if (!found) screens.set(screen, (found = { screen, views: 0, lcp: null, inp: null, cls: null }));
    return found;
  };
  for (const v of views) screenOf(v.screen).views = v.views;
  for (const v of vitals) {
    const key = VITAL_KEYS[v.name as keyof typeof VITAL_KEYS];
    if (key) screenOf(v.screen)[key] = { p75: v.p75, samples: v.samples };
  }
  const list = [...screens.values()].sort((a, b) => b.views - a.views || (a.screen < b.screen ? -1 : 1));
  const slowest = list
    .filter((s) => s.lcp)
    .map((s) => ({ screen: s.screen, p75: s.lcp!.p75, samples: s.lcp!.samples }))
    .sort((a, b) => b.p75 - a.p75)
    .slice(0, SLOWEST);
  return { days, since: since.toISOString(), screens: list, viewsPerDay: perDay, slowest };
}

/** Drops what is past its retention (run by the server's maintenance). */
export async function pruneAnalytics(db: Db, now = Date.now()): Promise<number> {
  return repo.pruneEvents(db, new Date(now - ANALYTICS_RETENTION_DAYS * DAY));
}
