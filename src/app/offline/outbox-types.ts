import type { Refusal } from '@shared/refusals';

/**
 * One decision on its way to the server (DESIGN.md §7). Written to IndexedDB before the screen
 * says "queued"; its id is also its Idempotency-Key, so every replay of it is safe.
 */
export type OutboxStatus = 'pending' | 'sending' | 'applied' | 'rejected' | 'conflict' | 'resolved';

/** Still to reach the server: counted by the badge and drained by the replayer. */
export const OPEN_STATUSES: readonly OutboxStatus[] = ['pending', 'sending'];
/**
 * Needs the admin: the server said no, or someone else decided first. `resolved` is such an item
 * whose record has moved on since (decided another way, or gone): history, nothing left to do.
 */
export const ATTENTION_STATUSES: readonly OutboxStatus[] = ['rejected', 'conflict'];

export type OutboxMethod = 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A file captured with a record (a slip photo, a receipt): kept as a Blob in IndexedDB until sent,
 * so it survives a reload. Sent as one multipart part under `field`, with `name` as its filename.
 */
export interface OutboxFile {
  field: string;
  blob: Blob;
  name: string;
}

export interface OutboxRequest {
  method: OutboxMethod;
  /** Path on the API's origin: a call descriptor's, with its params filled (callRequest). */
  path: string;
  /** JSON body; must be null for an item with `files` (such an item is sent as multipart/form-data). */
  body: unknown;
  /**
   * Files to upload: the item is sent as multipart/form-data, one part per file. Never JSON-serialised
   * (a Blob would become `{}`): whatever copies or compares requests skips this field.
   */
  files?: OutboxFile[];
}

/** Who decided what, and when, as the server's 409 tells it. */
export interface ConflictInfo {
  message: string;
  current: unknown;
  /** The record's latest audit entry: history, not blame (it may be the request itself). */
  lastChange: { action: string; actorName: string | null; at: string } | null;
  /** Why, as the refusing rule's code and facts; absent on items stored before servers said so. */
  refusal?: Refusal | null;
}

export interface OutboxItem {
  id: string;
  /**
   * Sent as the Idempotency-Key: every resend of the same decision carries it. Only a new attempt
   * after a final answer (the admin retries a rejection) gets a new one.
   */
  idempotencyKey: string;
  /** The admin who decided; nobody else's session ever sends it. */
  adminId: string;
  /** Creation order; same-record items are sent in this order. */
  seq: number;
  /** What kind of decision, e.g. `user.approve`; the outbox screen names it from this. */
  kind: string;
  /** The record it touches, e.g. `user:<id>`: items of one record go in order, others don't wait. */
  recordKey: string;
  /** What the admin saw when deciding (a name, an account number): shown in the outbox. */
  title: string;
  /** The admin's remark, if the decision has one. */
  remark: string;
  request: OutboxRequest;
  /** The change the cached record shows at once, until the server answers. */
  patch: Record<string, unknown> | null;
  status: OutboxStatus;
  attempts: number;
  /** Not before this time (ms); backoff after transient failures. */
  nextAttemptAt: number;
  createdAt: number;
  /**
   * The device said it was offline when the decision was queued (navigator.onLine false); sent
   * with the item so the server's history can tell a decision made offline from one sent at once.
   * Null for items queued before this was recorded.
   */
  queuedOffline: boolean | null;
  updatedAt: number;
  /** The admin confirmed an item older than the review age; it may be sent again. */
  reviewedAt: number | null;
  /** The server's message for a rejection, or the last transient failure. */
  lastError: string | null;
  httpStatus: number | null;
  conflict: ConflictInfo | null;
  /** The server's answer once applied. */
  result: unknown;
  appliedAt: number | null;
  /**
   * The item queued just before this one in the same capture (enqueueAll): a file waits for its
   * record's create, and keeps waiting while that one is refused (it would only be refused too).
   * Absent or null for items queued alone.
   */
  after?: string | null;
}

export type NewOutboxItem = Pick<OutboxItem, 'kind' | 'recordKey' | 'title' | 'request' | 'patch'> & { remark?: string };

/** The replayer's own state, shared by every tab through IndexedDB. */
export interface OutboxPause {
  /** A 401 stopped the queue; it resumes when the same admin signs in with another token. */
  reason: 'unauthorized';
  adminId: string;
  /** A fingerprint of the token the server refused (never the token itself). */
  tokenFingerprint: string;
  at: number;
}
