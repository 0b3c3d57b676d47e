import { formatWhen } from '@shared/dates';
import { isOpen, needsReview } from './outbox-rules';
import type { OutboxItem, OutboxPause } from './outbox-types';

/** The outbox screen's three groups: what needs the admin, what still travels, what arrived. */
export type OutboxSection = 'attention' | 'waiting' | 'sent';

export function sectionOf(item: OutboxItem, now: number): OutboxSection {
  if (item.status === 'conflict' || item.status === 'rejected' || needsReview(item, now)) return 'attention';
  return isOpen(item) ? 'waiting' : 'sent';
}

/** Attention and waiting oldest first (the order they go out in); sent newest first. */
export function groupItems(items: readonly OutboxItem[], now: number): Record<OutboxSection, OutboxItem[]> {
  const groups: Record<OutboxSection, OutboxItem[]> = { attention: [], waiting: [], sent: [] };
  for (const item of items) groups[sectionOf(item, now)].push(item);
  groups.attention.sort((a, b) => a.seq - b.seq);
  groups.waiting.sort((a, b) => a.seq - b.seq);
  groups.sent.sort((a, b) => (b.appliedAt ?? b.updatedAt) - (a.appliedAt ?? a.updatedAt));
  return groups;
}

/** Refused, held for review, or waiting after a failure: the admin may send it again now. */
export function canRetry(item: OutboxItem, now: number): boolean {
  return item.status === 'rejected' || needsReview(item, now) || (item.status === 'pending' && !!item.lastError);
}

/** Anything not on its way and not already applied may be dropped, on purpose. */
export function canDiscard(item: OutboxItem): boolean {
  return item.status === 'pending' || item.status === 'rejected' || item.status === 'conflict';
}

/** A pause that stops this admin's queue with the token in use now (a new sign-in lifts it). */
export function isPausedFor(pause: OutboxPause | null | undefined, adminId: string, fingerprint: string | null): boolean {
  return !!pause && pause.adminId === adminId && fingerprint !== null && pause.tokenFingerprint === fingerprint;
}

/** The fields a decision changed, as the server has them now (from a 409's current record). */
export function currentState(item: Pick<OutboxItem, 'patch' | 'conflict'>): [string, unknown][] {
  const current = item.conflict?.current;
  if (!item.patch || !current || typeof current !== 'object') return [];
  const record = current as Record<string, unknown>;
  return Object.keys(item.patch)
    .filter((key) => key in record && record[key] !== null && record[key] !== '')
    .map((key) => [key, record[key]]);
}

/**
 * Items that have just turned refused or conflicting, each once: `seen` holds the ones already
 * reported (and forgets those no longer in trouble, so a retry that fails again is reported again).
 * The first call only learns what is already there.
 */
export function newlyTroubled(seen: Set<string> | null, troubled: readonly OutboxItem[]): { seen: Set<string>; fresh: OutboxItem[] } {
  const ids = new Set(troubled.map((item) => item.id));
  if (!seen) return { seen: ids, fresh: [] };
  const fresh = troubled.filter((item) => !seen.has(item.id));
  return { seen: ids, fresh };
}

/** `14:02` today, `21 Nov 2026 14:02` another day (Kuala Lumpur time). */
export function whenText(at: number, now: number, language = 'en-US'): string {
  return formatWhen(at, now, language);
}
