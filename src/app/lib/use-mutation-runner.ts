import { useCallback, useRef, useState } from 'react';
import { isApiError, notifyOnce } from './api-errors';
import { createIdempotencyKeeper } from './idempotency';
import { showToast } from './toast-bus';
import { refusalOfError } from './refusal-words';

export type Outcome<T, C = T> =
  | { ok: true; value: T }
  /** Someone else decided first: the server's current record, never overwritten (DESIGN.md §4). */
  | { ok: false; conflict: C; message: string; error: unknown }
  | { ok: false; conflict: null; message: string; error: unknown };

/** The record a 409 carries as `current`, if it does. */
export function conflictCurrent<C>(error: unknown): C | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = error.body as { current?: unknown } | null | undefined;
  return body && typeof body === 'object' && body.current && typeof body.current === 'object' ? (body.current as C) : null;
}

/**
 * Runs the writes of one screen. Each action keeps its Idempotency-Key until it succeeds, so a
 * repeat after a lost answer is not applied twice; failures are shown once.
 */
export function useMutationRunner() {
  const keeper = useRef(createIdempotencyKeeper());
  const [pending, setPending] = useState<string | null>(null);

  const run = useCallback(async <T, C = T>(name: string, payload: unknown, call: (key: string) => Promise<T>): Promise<Outcome<T, C>> => {
    setPending(name);
    try {
      const value = await call(keeper.current.keyFor(name, payload));
      keeper.current.settle(name);
      return { ok: true, value };
    } catch (error) {
      // A refusal the server coded is said in the reader's language (the page's banner too).
      const message = error instanceof Error ? (isApiError(error) ? refusalOfError(error.body, error.message) : null) ?? error.message : '';
      notifyOnce(error, () => showToast(message));
      const conflict = conflictCurrent<C>(error);
      // The record moved on: the next attempt is a new decision.
      if (conflict) keeper.current.settle(name);
      return conflict ? { ok: false, conflict, message, error } : { ok: false, conflict: null, message, error };
    } finally {
      setPending(null);
    }
  }, []);

  return { run, pending };
}
