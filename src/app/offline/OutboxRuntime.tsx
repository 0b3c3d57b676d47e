import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useTranslation } from '@app/lib/use-translation';
import { apiBaseUrl } from '../lib/api';
import { getSessionToken } from '../lib/cookie';
import { showToast } from '../lib/toast-bus';
import { refusalWords } from '../lib/refusal-words';
import { readPause } from './outbox';
import type { OutboxItem } from './outbox-types';
import { tokenFingerprint } from './outbox-rules';
import { lastAppliedAtOf, openCountOf, reviewCountOf, troubledItemsOf } from './outbox-counts';
import { OutboxContext, type OutboxContextValue } from './outbox-context';
import { writeWaitingHint } from './outbox-hint';
import { isPausedFor, newlyTroubled } from './outbox-view';
import { useOutboxQuery } from './use-outbox-query';
import { startReplayer, type Replayer } from './replayer';
import { countSyncPass } from './sync-passes';

/** needsReview depends on the clock, not only on the data: look again now and then. */
const CLOCK_TICK_MS = 60_000;

type Counts = { open: number; review: number; troubled: OutboxItem[]; lastAppliedAt: number | null };

function sameCounts(a: Counts, b: Counts): boolean {
  return (
    a.open === b.open &&
    a.review === b.review &&
    a.lastAppliedAt === b.lastAppliedAt &&
    a.troubled.length === b.troubled.length &&
    a.troubled.every((item, i) => item.id === b.troubled[i].id && item.updatedAt === b.troubled[i].updatedAt)
  );
}

function useClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), CLOCK_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/**
 * The outbox of the signed-in admin, once for the whole app (DESIGN.md §7): runs the replayer,
 * counts what waits for the header badge, keeps the login page's hint, and says when a decision
 * was refused or overtaken by someone else's.
 */
export function OutboxRuntime({ adminId, email, children }: { adminId: string; email: string; children: ReactNode }) {
  const { t, i18n } = useTranslation('outbox');
  const language = i18n.language;
  const replayer = useRef<Replayer | null>(null);

  useEffect(() => {
    const started = startReplayer({ adminId, getToken: getSessionToken, baseUrl: apiBaseUrl(), onPass: () => countSyncPass(adminId) });
    replayer.current = started;
    return () => {
      started.stop();
      if (replayer.current === started) replayer.current = null;
    };
  }, [adminId]);

  const now = useClock();
  // Read a few times a second at most: a long queue draining must not be slowed by its own badge.
  const counts = useOutboxQuery(
    async () => {
      const [open, review, troubled, lastAppliedAt] = await Promise.all([
        openCountOf(adminId),
        reviewCountOf(adminId, Math.max(now, Date.now())),
        troubledItemsOf(adminId),
        lastAppliedAtOf(adminId),
      ]);
      return { open, review, troubled, lastAppliedAt };
    },
    [adminId, now],
    { isEqual: sameCounts },
  );
  const openCount = counts?.open;
  const review = counts?.review;
  const troubled = counts?.troubled;
  const lastAppliedAt = counts?.lastAppliedAt ?? null;
  const pause = useLiveQuery(() => readPause().catch(() => null), []);
  const token = getSessionToken();
  const paused = isPausedFor(pause, adminId, token ? tokenFingerprint(token) : null);
  const summary = useMemo(
    () => ({ open: openCount ?? 0, attention: troubled?.length ?? 0, review: review ?? 0, paused, lastAppliedAt }),
    [openCount, troubled, review, paused, lastAppliedAt],
  );

  // The login page's note: how many of this admin's decisions wait, should the session end.
  useEffect(() => {
    if (openCount !== undefined) writeWaitingHint({ adminId, email, count: openCount });
  }, [adminId, email, openCount]);

  // Each decision that turns refused or conflicting is announced once, with the server's words.
  const seen = useRef<Set<string> | null>(null);
  useEffect(() => {
    seen.current = null;
  }, [adminId]);
  useEffect(() => {
    if (!troubled) return;
    const { seen: next, fresh } = newlyTroubled(seen.current, troubled);
    seen.current = next;
    if (fresh.length > 1) showToast(t('toast.many', { count: fresh.length }), 'warning');
    else if (fresh.length === 1) {
      const [item] = fresh;
      if (item.status === 'conflict') {
        // The refusing rule's words in this language; "X decided first" only names whoever decided the record.
        const words = refusalWords(t, item.conflict?.refusal, item.conflict?.message ?? '', language);
        const key = words.decidedBy ? 'toast.conflictBy' : 'toast.conflict';
        showToast(t(key, { title: item.title, message: words.text, actor: words.decidedBy }), 'warning');
      } else {
        showToast(t('toast.rejected', { title: item.title, message: item.lastError ?? '' }), 'danger');
      }
    }
  }, [troubled, t, language]);

  // A session that ended while decisions wait: said once, the outbox screen offers to sign in.
  const pausedCount = paused ? summary.open : 0;
  const announcedPause = useRef(false);
  useEffect(() => {
    if (!pausedCount) {
      announcedPause.current = false;
      return;
    }
    if (announcedPause.current) return;
    announcedPause.current = true;
    showToast(t('signin.toast', { count: pausedCount }), 'warning');
  }, [pausedCount, t]);

  const syncNow = useCallback(async () => {
    await replayer.current?.syncNow();
  }, []);

  const value = useMemo<OutboxContextValue>(() => ({ adminId, summary, syncNow }), [adminId, summary, syncNow]);
  return <OutboxContext.Provider value={value}>{children}</OutboxContext.Provider>;
}
