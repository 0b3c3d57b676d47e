import { classifyResponse, parseRetryAfter, type SendResult } from './outbox-rules';
import type { OutboxItem } from './outbox-types';

/** A replay waits this long for an answer, then counts as a timeout and is retried later. */
export const SEND_TIMEOUT_MS = 20_000;

export interface SenderOptions {
  /** The API origin, ending with `/`. */
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  now?: () => number;
}

function parse(text: string): unknown {
  if (!text.trim()) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * What the server's audit keeps as this app's claim about the item: that it came from the queue,
 * when it was queued and whether the device was offline then (unknown for items from before).
 */
export function outboxHeaders(item: Pick<OutboxItem, 'createdAt' | 'queuedOffline'>): Record<string, string> {
  const headers: Record<string, string> = { 'x-stayops-outbox': '1' };
  if (Number.isFinite(item.createdAt)) headers['x-stayops-queued-at'] = new Date(item.createdAt).toISOString();
  if (typeof item.queuedOffline === 'boolean') headers['x-stayops-queued-offline'] = item.queuedOffline ? '1' : '0';
  return headers;
}

/**
 * The body as sent: an item with files goes as multipart/form-data, one part per file under its
 * field and filename, and no Content-Type of ours (fetch writes it with the boundary); any other
 * item as JSON, or nothing.
 */
export function requestBody(item: Pick<OutboxItem, 'request'>): FormData | string | undefined {
  const { body, files } = item.request;
  if (files?.length) {
    const form = new FormData();
    for (const file of files) form.append(file.field, file.blob, file.name);
    return form;
  }
  return body !== undefined && body !== null ? JSON.stringify(body) : undefined;
}

/**
 * Sends one item as it was decided, with its Idempotency-Key and the outbox headers.
 * No toasts, no reloads: the answer becomes the item's state.
 */
export async function sendItem(item: OutboxItem, token: string, options: SenderOptions): Promise<SendResult> {
  const doFetch = options.fetch ?? fetch;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? SEND_TIMEOUT_MS);
  const headers: Record<string, string> = {
    Authorization: token,
    'Idempotency-Key': item.idempotencyKey,
    ...outboxHeaders(item),
  };
  const body = requestBody(item);
  if (typeof body === 'string') headers['Content-Type'] = 'application/json';
  try {
    const response = await doFetch(`${options.baseUrl}${item.request.path.replace(/^\/+/, '')}`, {
      method: item.request.method,
      headers,
      body,
      signal: controller.signal,
      credentials: 'omit',
    });
    const answer = parse(await response.text());
    const retryAfter = parseRetryAfter(response.headers.get('retry-after'), (options.now ?? Date.now)());
    return classifyResponse(response.status, answer, retryAfter);
  } catch {
    return { kind: 'retry', message: controller.signal.aborted ? 'timeout' : 'network', status: null };
  } finally {
    clearTimeout(timer);
  }
}
