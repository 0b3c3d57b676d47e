import { PASSWORD_CHANGE_REQUIRED_CODE } from '@shared/errors';
import { readRefusal } from '@shared/refusals';
import type { ConflictInfo, OutboxItem } from './outbox-types';

const DAY = 86_400_000;
/** DESIGN.md §7: an item this old is held for the admin to review; the server keeps keys for 45 days. */
export const REVIEW_AGE_MS = 30 * DAY;
/** Applied items stay visible as history this long. */
export const APPLIED_KEEP_MS = 7 * DAY;
export const MAX_BACKOFF_MS = 5 * 60_000;
const FIRST_BACKOFF_MS = 1000;

export function isOpen(item: Pick<OutboxItem, 'status'>): boolean {
  return item.status === 'pending' || item.status === 'sending';
}

export function needsReview(item: Pick<OutboxItem, 'status' | 'createdAt' | 'reviewedAt'>, now: number): boolean {
  return isOpen(item) && item.reviewedAt === null && now - item.createdAt > REVIEW_AGE_MS;
}

/**
 * Exponential backoff with jitter, capped at five minutes: the n-th failure waits between half
 * and all of min(cap, 1 s × 2^(n−1)). A server's Retry-After is a floor, under the same cap.
 */
export function backoffDelay(attempts: number, random: () => number = Math.random, retryAfterMs?: number): number {
  const exponent = Math.max(0, Math.min(attempts - 1, 30));
  const ceiling = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** exponent);
  const jittered = Math.round(ceiling / 2 + random() * (ceiling / 2));
  const floor = retryAfterMs === undefined ? 0 : Math.min(MAX_BACKOFF_MS, Math.max(0, retryAfterMs));
  return Math.max(jittered, floor);
}

/** `Retry-After` as seconds or an HTTP date, in ms from now. */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

/**
 * The items to send now, oldest first: per record only its first open item (same-record items
 * go in order), skipping records already on their way and items held back by backoff or review.
 * Different records never wait on each other.
 */
export function pickSendable(openItems: readonly OutboxItem[], now: number, inFlight: ReadonlySet<string>, max: number): OutboxItem[] {
  const sorted = [...openItems].filter(isOpen).sort((a, b) => a.seq - b.seq);
  const seenRecords = new Set<string>();
  const picked: OutboxItem[] = [];
  for (const item of sorted) {
    if (seenRecords.has(item.recordKey)) continue;
    seenRecords.add(item.recordKey);
    if (inFlight.has(item.recordKey)) continue;
    if (item.nextAttemptAt > now || needsReview(item, now)) continue;
    picked.push(item);
    if (picked.length >= max) break;
  }
  return picked;
}

/**
 * When the replayer should look again: the earliest backoff among open items, if any. Only each
 * record's first open item counts: the ones behind it (a capture's files) go when it is answered,
 * and would otherwise say "now" while it backs off, waking the loop for nothing.
 */
export function nextWakeAt(openItems: readonly OutboxItem[], now: number): number | null {
  let earliest: number | null = null;
  const seenRecords = new Set<string>();
  for (const item of [...openItems].filter(isOpen).sort((a, b) => a.seq - b.seq)) {
    if (seenRecords.has(item.recordKey)) continue;
    seenRecords.add(item.recordKey);
    if (needsReview(item, now)) continue;
    const at = Math.max(item.nextAttemptAt, now);
    if (earliest === null || at < earliest) earliest = at;
  }
  return earliest;
}

export type SendResult =
  | { kind: 'applied'; result: unknown }
  | { kind: 'conflict'; conflict: ConflictInfo; status: number }
  | { kind: 'rejected'; message: string; status: number }
  | { kind: 'retry'; message: string; status: number | null; retryAfterMs?: number }
  | { kind: 'unauthorized' };

function messageOf(body: unknown, fallback: string): string {
  if (typeof body === 'string' && body.trim()) return body.trim();
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string') {
    return (body as { message: string }).message;
  }
  return fallback;
}

function conflictOf(body: unknown): ConflictInfo | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (!record.current || typeof record.current !== 'object') return null;
  const change = record.lastChange as ConflictInfo['lastChange'] | undefined;
  const lastChange =
    change && typeof change === 'object' && typeof change.action === 'string' && typeof change.at === 'string'
      ? { action: change.action, actorName: typeof change.actorName === 'string' ? change.actorName : null, at: change.at }
      : null;
  return { message: messageOf(body, 'This record changed before the decision arrived'), current: record.current, lastChange, refusal: readRefusal(record.refusal) };
}

/**
 * DESIGN.md §7: network errors, timeouts, 408, 429 and 5xx are retried; a 409 carrying `current`
 * is a conflict, a 409 without it is the same key still being processed (retried); a 401 pauses;
 * every other 4xx is a rejection with the server's message.
 */
export function classifyResponse(status: number, body: unknown, retryAfterMs?: number): SendResult {
  if (status >= 200 && status < 300) return { kind: 'applied', result: body ?? null };
  if (status === 401) return { kind: 'unauthorized' };
  // The admin must first replace a temporary password; the decision waits for that, it is not refused.
  if (status === 403 && body && typeof body === 'object' && (body as { code?: unknown }).code === PASSWORD_CHANGE_REQUIRED_CODE) {
    return { kind: 'retry', message: messageOf(body, 'Choose a new password first'), status, retryAfterMs };
  }
  if (status === 409) {
    const conflict = conflictOf(body);
    if (conflict) return { kind: 'conflict', conflict, status };
    return { kind: 'retry', message: messageOf(body, 'Still being processed'), status, retryAfterMs };
  }
  if (status === 408 || status === 429 || status >= 500) {
    return { kind: 'retry', message: messageOf(body, `The server answered ${status}`), status, retryAfterMs };
  }
  return { kind: 'rejected', message: messageOf(body, `The server refused this decision (${status})`), status };
}

/** The record as the admin should see it: the server's copy with every open decision on top, in order. */
export function withPending<T extends object>(data: T, items: readonly Pick<OutboxItem, 'status' | 'seq' | 'patch'>[]): T {
  const open = items.filter(isOpen).sort((a, b) => a.seq - b.seq);
  if (!open.length) return data;
  return open.reduce<T>((acc, item) => (item.patch ? { ...acc, ...item.patch } : acc), data);
}

/** A short, stable fingerprint of a token, so a pause can tell a new sign-in from the refused one. */
export function tokenFingerprint(token: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < token.length; i++) {
    hash ^= token.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${token.length}:${hash.toString(16)}`;
}
