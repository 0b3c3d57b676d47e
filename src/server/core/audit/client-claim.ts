import type { IncomingHttpHeaders } from 'node:http';
import type { AuditClientClaim } from '@server/db/schema/audit';

/** When the app's outbox queued the decision (ISO 8601, the device's clock). */
export const QUEUED_AT_HEADER = 'x-stayops-queued-at';
/** `1` when the device said it was offline as the decision was queued, `0` when it said online. */
export const QUEUED_OFFLINE_HEADER = 'x-stayops-queued-offline';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const EARLIEST = Date.UTC(2020, 0, 1);
/** A device clock may run ahead; a day ahead is a wrong clock or a made-up value. */
const FUTURE_SLACK_MS = 86_400_000;

function single(value: string | string[] | undefined): string | null {
  return typeof value === 'string' ? value.trim() : null;
}

function queuedAtOf(raw: string | null, now: number): string | null {
  if (!raw || raw.length > 40 || !ISO_INSTANT.test(raw)) return null;
  const at = Date.parse(raw);
  if (Number.isNaN(at) || at < EARLIEST || at > now + FUTURE_SLACK_MS) return null;
  return new Date(at).toISOString();
}

function queuedOfflineOf(raw: string | null): boolean | null {
  if (raw === '1') return true;
  if (raw === '0') return false;
  return null;
}

/**
 * What the app claims about how a decision was queued, from its headers. Recorded in the audit
 * as the client's word: a value that does not parse is dropped, never an error.
 */
export function clientClaimOf(headers: IncomingHttpHeaders, now: number = Date.now()): AuditClientClaim | null {
  const queuedAt = queuedAtOf(single(headers[QUEUED_AT_HEADER]), now);
  const queuedOffline = queuedOfflineOf(single(headers[QUEUED_OFFLINE_HEADER]));
  return queuedAt === null && queuedOffline === null ? null : { queuedAt, queuedOffline };
}
