import { describe, expect, it } from 'vitest';
import { loadConfig, PRODUCTION_PASSWORD_HASH_COST } from '@server/config';
import { hashPassword, setPasswordHashCost, verifyPassword } from '@server/core/auth/passwords';

/** The cost a stored hash names: scrypt$N$r$p$salt$key. */
const costOf = (hash: string) => Math.log2(Number(hash.split('$')[1]));

describe('password hash cost', () => {
  it('is 2^15 from every environment; only a test passes a lower one in its config', async () => {
    expect(PRODUCTION_PASSWORD_HASH_COST).toBe(15);
    expect(loadConfig({ NODE_ENV: 'production' }).passwordHashCost).toBe(15);
    expect(loadConfig({}).passwordHashCost).toBe(15);
    // Before any app sets it (the command line tools), a new hash has the production cost.
    expect(costOf(await hashPassword('a-password-123'))).toBe(15);
  });

  it('a lower cost applies to new hashes only; a hash of either cost still verifies', async () => {
    const strong = await hashPassword('strong-password-1');
    setPasswordHashCost(10);
    try {
      const cheap = await hashPassword('cheap-password-1');
      expect(costOf(cheap)).toBe(10);
      expect(await verifyPassword('cheap-password-1', cheap)).toBe(true);
      expect(await verifyPassword('cheap-password-2', cheap)).toBe(false);
      expect(await verifyPassword('strong-password-1', strong)).toBe(true);
    } finally {
      setPasswordHashCost(PRODUCTION_PASSWORD_HASH_COST);
    }
  });
});
