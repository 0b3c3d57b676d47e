import { describe, expect, it } from 'vitest';
import { createIdempotencyKeeper, newIdempotencyKey } from '@app/lib/idempotency';

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe('one Idempotency-Key per user action', () => {
  it('a retry of the same action reuses its key', () => {
    const keeper = createIdempotencyKeeper(counter());
    const first = keeper.keyFor('create', { email: 'a@stayops.test' });
    expect(keeper.keyFor('create', { email: 'a@stayops.test' })).toBe(first);
  });

  it('a changed payload is a new action with a new key', () => {
    const keeper = createIdempotencyKeeper(counter());
    const first = keeper.keyFor('create', { email: 'a@stayops.test' });
    expect(keeper.keyFor('create', { email: 'b@stayops.test' })).not.toBe(first);
  });

  it('after success the same payload is a new action', () => {
    const keeper = createIdempotencyKeeper(counter());
    const first = keeper.keyFor('update', { active: false });
    keeper.settle('update');
    expect(keeper.keyFor('update', { active: false })).not.toBe(first);
  });

  it('different actions never share a key', () => {
    const keeper = createIdempotencyKeeper(counter());
    expect(keeper.keyFor('reset', { id: '1' })).not.toBe(keeper.keyFor('update', { id: '1' }));
  });

  it('generates UUIDs by default', () => {
    expect(newIdempotencyKey()).toMatch(/^[0-9a-f-]{36}$/);
  });
});
