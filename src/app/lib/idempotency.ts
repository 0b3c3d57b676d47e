/**
 * One Idempotency-Key per user action: pressing Save again after a failure sends the same
 * action with the same key, so the server never applies it twice. A changed payload is a
 * new action and gets a new key (the server rejects a reused key with a different body).
 */
export interface IdempotencyKeeper {
  keyFor(action: string, payload: unknown): string;
  /** The action completed; the next attempt is a new action. */
  settle(action: string): void;
}

export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function createIdempotencyKeeper(generate: () => string = newIdempotencyKey): IdempotencyKeeper {
  const open = new Map<string, { payload: string; key: string }>();
  return {
    keyFor(action, payload) {
      const serialized = JSON.stringify(payload ?? null);
      const existing = open.get(action);
      if (existing && existing.payload === serialized) return existing.key;
      const key = generate();
      open.set(action, { payload: serialized, key });
      return key;
    },
    settle(action) {
      open.delete(action);
    },
  };
}
