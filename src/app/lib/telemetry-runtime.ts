import { onCLS, onINP, onLCP } from 'web-vitals';
import { accounts } from '@shared/contracts/plain/accounts';
import { analytics } from '@shared/contracts/plain/analytics';
import { apiBaseUrl, call } from './api';
import { getSessionToken } from './cookie';
import { onAnalyticsChoice, rememberedAnalyticsChoice, announceAnalyticsChoice } from './telemetry-consent';
import { TelemetryQueue, type SendOutcome, type TelemetryEvent } from './telemetry-queue';

/** How often what waits is sent while the app is open. */
export const SEND_EVERY_MS = 30_000;

export interface TelemetryHandle {
  /** The screen now shown, by its route pattern (`/admin/user-mgmt/:id`); null for a path no screen answers. */
  screen(pattern: string | null): void;
  stop(): void;
}

/** One batch to our own API, with the session's token; `keepalive` lets it outlive a page that is going away. */
async function sendBatch(events: TelemetryEvent[], key: string, keepalive: boolean): Promise<SendOutcome> {
  const token = getSessionToken();
  if (!token) return 'retry';
  try {
    const res = await fetch(new URL(analytics.events.path.replace(/^\//, ''), apiBaseUrl()), {
      method: 'POST',
      keepalive,
      headers: { authorization: token, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ events }),
    });
    if (res.ok) return 'sent';
    // Signed out for now, too many, or the server's trouble: later. Anything else it will never take.
    return res.status === 401 || res.status === 429 || res.status >= 500 ? 'retry' : 'refused';
  } catch {
    return 'retry';
  }
}

interface Visit {
  screen: string;
  /** Layout shift on this visit (the sum of web-vitals' CLS deltas while it was shown). */
  cls: number;
  /** The slowest interaction on this visit, in ms. */
  inp: number | null;
}

/**
 * First-party analytics for the signed-in account (issue 30): a view per screen, LCP for the screen the app opened
 * on, and CLS and INP per visit of a screen, all through the queue. Loaded after the first screen is usable.
 */
export function startTelemetry(accountId: string, openedOn: string | null): TelemetryHandle {
  const queue = new TelemetryQueue({ accountId, send: sendBatch });
  const at = () => new Date().toISOString();
  let visit: Visit | null = null;

  const endVisit = () => {
    if (!visit) return;
    queue.record({ kind: 'vital', screen: visit.screen, name: 'CLS', value: Math.round(visit.cls * 10_000) / 10_000, at: at() });
    if (visit.inp !== null) queue.record({ kind: 'vital', screen: visit.screen, name: 'INP', value: Math.round(visit.inp), at: at() });
    visit.cls = 0;
    visit.inp = null;
  };

  // The largest paint is the page load's: it belongs to the screen the app opened on, wherever the admin is now.
  onLCP((metric) => {
    if (openedOn) queue.record({ kind: 'vital', screen: openedOn, name: 'LCP', value: Math.round(metric.value), at: at() });
  });
  onCLS((metric) => {
    if (visit) visit.cls += metric.delta;
  }, { reportAllChanges: true });
  onINP((metric) => {
    if (visit) visit.inp = Math.max(visit.inp ?? 0, metric.value);
  }, { reportAllChanges: true });

  const remembered = rememberedAnalyticsChoice(accountId);
  if (remembered !== null) void queue.setEnabled(remembered);
  call(accounts.settings, { quiet: true }).then(
    (settings) => announceAnalyticsChoice(accountId, settings.analytics),
    () => undefined,
  );
  const unlisten = onAnalyticsChoice((id, enabled) => {
    if (id === accountId) void queue.setEnabled(enabled);
  });

  const leave = () => {
    endVisit();
    void queue.flush(true);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') leave();
  };
  const onOnline = () => void queue.drain();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('pagehide', leave);
  window.addEventListener('online', onOnline);
  const timer = window.setInterval(() => void queue.flush(), SEND_EVERY_MS);

  return {
    screen(pattern) {
      if (pattern === (visit?.screen ?? null)) return;
      endVisit();
      visit = pattern ? { screen: pattern, cls: 0, inp: null } : null;
      if (pattern) queue.record({ kind: 'view', screen: pattern, at: at() });
    },
    stop() {
      leave();
      unlisten();
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('online', onOnline);
      window.clearInterval(timer);
    },
  };
}
