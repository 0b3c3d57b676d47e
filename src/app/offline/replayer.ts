import { drainOnce, resumeInterrupted, type DrainSession, type DrainSummary } from './drain';
import { onEnqueued, pruneApplied, wakeOpenItems, type WakeScope } from './outbox';
import { sendItem } from './outbox-sender';

const LOCK_NAME = 'stayops-outbox-drain';
const CHANNEL_NAME = 'stayops-outbox';
export const BACKGROUND_SYNC_TAG = 'stayops-outbox';
/** While anything is pending, look again at least this often (a timer in case every event is missed). */
const IDLE_CHECK_MS = 5_000;

type Wake = WakeScope | null;
type Message = { type: 'kick'; wake: Wake };

export interface ReplayerOptions {
  adminId: string;
  getToken(): string | undefined;
  baseUrl: string;
  /** Called after every pass, in the draining tab only. */
  onPass?(summary: DrainSummary): void;
}

export interface Replayer {
  /** "Sync now": every waiting item tries at once, in whichever tab drains. */
  syncNow(): Promise<void>;
  isLeader(): boolean;
  stop(): void;
}

/**
 * DESIGN.md §7's replayer. Every tab starts one; the tab holding the Web Lock drains, the others
 * pass their triggers to it over a BroadcastChannel and take over when it closes (the browser
 * releases its lock). Triggers: start, enqueue, `online`, becoming visible, the service worker's
 * background sync, "Sync now", and a timer while anything is pending.
 */
export function startReplayer(options: ReplayerOptions): Replayer {
  const stopController = new AbortController();
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME);
  let leader = false;
  let wakeRequested: Wake = 'all';
  /** A trigger came while a pass was running: the pass may have read the queue before it, so go again. */
  let kicked = false;
  let pendingWake: (() => void) | null = null;

  const session = (): DrainSession | null => {
    const token = options.getToken();
    return token ? { adminId: options.adminId, token } : null;
  };

  const kickLocal = (wake: Wake) => {
    if (wake === 'all' || (wake && !wakeRequested)) wakeRequested = wake;
    kicked = true;
    pendingWake?.();
  };
  const kick = (wake: Wake) => {
    if (leader) kickLocal(wake);
    else channel?.postMessage({ type: 'kick', wake } satisfies Message);
  };

  // Each sleep owns its timer: a late call of an earlier sleep's `done` (its timer firing after all)
  // must never cancel the current sleep and leave the loop waiting for nothing.
  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      let finished = false;
      const done = () => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        if (pendingWake === done) pendingWake = null;
        resolve();
      };
      const timer = setTimeout(done, ms);
      pendingWake = done;
    });

  const askForBackgroundSync = () => {
    void navigator.serviceWorker?.ready
      .then((registration) => (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }).sync?.register(BACKGROUND_SYNC_TAG))
      .catch(() => undefined);
  };

  const drainLoop = async () => {
    leader = true;
    await resumeInterrupted(options.adminId).catch(() => undefined);
    await pruneApplied().catch(() => undefined);
    while (!stopController.signal.aborted) {
      kicked = false;
      if (wakeRequested) {
        const scope = wakeRequested;
        wakeRequested = null;
        await wakeOpenItems(options.adminId, scope).catch(() => undefined);
      }
      let summary: DrainSummary | null = null;
      try {
        summary = await drainOnce({
          session,
          send: (item, token) => sendItem(item, token, { baseUrl: options.baseUrl }),
          signal: stopController.signal,
        });
        options.onPass?.(summary);
      } catch {
        // IndexedDB hiccup (a closing tab, a full disk): try again on the next trigger.
      }
      if (stopController.signal.aborted) break;
      // Background sync is the browser's "the network is back"; asked for while it still says
      // online (the server is down, not the network) it fires at once and would spin the loop.
      if (summary?.unreachable && navigator.onLine === false) askForBackgroundSync();
      // Offline, the `online` event wakes the loop; the idle check covers a browser that misses it.
      const wait = summary?.offline
        ? IDLE_CHECK_MS
        : summary?.wakeAt != null
          ? Math.max(50, Math.min(summary.wakeAt - Date.now(), IDLE_CHECK_MS))
          : 60_000;
      if (!wakeRequested && !kicked) await sleep(wait);
    }
    leader = false;
  };

  const onMessage = (event: MessageEvent<Message>) => {
    if (event.data?.type === 'kick' && leader) kickLocal(event.data.wake);
  };
  channel?.addEventListener('message', onMessage);

  const onOnline = () => kick('all');
  const onVisible = () => {
    if (document.visibilityState === 'visible') kick('all');
  };
  const onWorkerMessage = (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === 'outbox-sync') kick('unreachable');
  };
  window.addEventListener('online', onOnline);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onWorkerMessage);
  const offEnqueued = onEnqueued(() => kick(null));

  if (navigator.locks) {
    void navigator.locks
      .request(LOCK_NAME, { signal: stopController.signal }, () => drainLoop())
      .catch(() => undefined);
  } else {
    // Without Web Locks (very old browsers) every tab drains; the Idempotency-Key keeps that safe.
    void drainLoop();
  }

  return {
    async syncNow() {
      await wakeOpenItems(options.adminId);
      kick('all');
    },
    isLeader: () => leader,
    stop() {
      stopController.abort();
      pendingWake?.();
      channel?.removeEventListener('message', onMessage);
      channel?.close();
      window.removeEventListener('online', onOnline);
      document.removeEventListener('visibilitychange', onVisible);
      navigator.serviceWorker?.removeEventListener('message', onWorkerMessage);
      offEnqueued();
    },
  };
}
