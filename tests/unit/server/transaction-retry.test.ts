import { describe, expect, it } from 'vitest';
import { HttpError } from '@server/core/errors/http-errors';
import { BUSY_MESSAGE, retryOnConflict } from '@server/core/transactions';

/** A driver error as Drizzle throws it: the SQLSTATE on the wrapped cause. */
const pgError = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('pg'), { code }) });

describe('retryOnConflict', () => {
  const noWait = { sleep: async () => undefined };

  it('runs a transaction again after a deadlock or serialization failure, and returns what the run that went through returned', async () => {
    for (const code of ['40P01', '40001']) {
      let runs = 0;
      const result = await retryOnConflict(async () => {
        runs += 1;
        if (runs < 3) throw pgError(code);
        return 'done';
      }, noWait);
      expect(result).toBe('done');
      expect(runs).toBe(3);
    }
  });

  it('answers 503 with Retry-After and a message after the last attempt, never the database error', async () => {
    let runs = 0;
    const failing = retryOnConflict(async () => {
      runs += 1;
      throw pgError('40P01');
    }, { ...noWait, attempts: 4 });
    const err = await failing.catch((e: unknown) => e);
    expect(err).toBeInstanceOf(HttpError);
    expect(err).toMatchObject({ statusCode: 503, message: BUSY_MESSAGE, headers: { 'retry-after': '1' } });
    expect(runs).toBe(4);
  });

  it('passes any other error on at once (a 409, a unique violation), without running again', async () => {
    for (const thrown of [new HttpError(409, 'taken'), pgError('23505'), new Error('boom')]) {
      let runs = 0;
      await expect(
        retryOnConflict(async () => {
          runs += 1;
          throw thrown;
        }, noWait),
      ).rejects.toBe(thrown);
      expect(runs).toBe(1);
    }
  });

  it('waits a random few milliseconds between runs, within the bound, so racers do not meet again in step', async () => {
    const waits: number[] = [];
    const randoms = [0, 0.5, 1, 0.25];
    let runs = 0;
    await retryOnConflict(
      async () => {
        runs += 1;
        if (runs <= 4) throw pgError('40001');
        return null;
      },
      { attempts: 6, maxDelayMs: 40, random: () => randoms[waits.length], sleep: async (ms) => void waits.push(ms) },
    );
    expect(waits).toEqual([1, 11, 31, 11]);
    for (const ms of waits) expect(ms).toBeLessThanOrEqual(41);
  });
});

describe('effects recorded under an Idempotency-Key', () => {
  it('give back the value a transaction returned: dates, big integers, nested records and nothing at all', async () => {
    const { decodeEffect, encodeEffect } = await import('@server/core/idempotency');
    const value = { id: 'r1', at: new Date('2026-11-27T12:00:00.000Z'), sen: 12_345n, lines: [{ on: new Date(0) }], note: null };
    const stored = JSON.parse(JSON.stringify((encodeEffect(value) as { v: unknown }).v)) as unknown;
    expect(decodeEffect(stored)).toEqual({ value });
    expect(decodeEffect((encodeEffect(undefined) as { v: unknown }).v)).toEqual({ value: undefined });
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    expect(decodeEffect((encodeEffect(circular) as { v: unknown }).v)).toBeNull();
  });
});
