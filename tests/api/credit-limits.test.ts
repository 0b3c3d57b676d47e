import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { P } from '@shared/permissions';
import { creditRequests, settings } from '@server/db/schema';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { body } from './helpers/fixtures';
import { insertUser } from './helpers/users';
import { forgetGlobalSettings } from '@server/core/global-settings';

describe.each(BACKENDS)('the company credit limit on %s', (backend) => {
  let t: TestApp;
  let maker: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    maker = await t.adminWith([P.credit.view, P.credit.create]);
  });
  afterAll(async () => t?.close());

  const ask = (accountId: string, amountSen: number) =>
    t.request({ method: 'POST', url: '/api/credit/requests', token: maker.token, payload: { accountId, kind: 'top_up', amountSen, reason: 'deposit paid at the counter' } });

  it('refuses a request above the largest single request the company allows, naming the limit, and takes one at it', async () => {
    const holder = await insertUser(t.database.db, { role: 'agent' });
    // Unset, the limit is the contract's own ceiling.
    expect((await ask(holder.id, 5_000_000)).statusCode).toBe(201);

    await t.database.db.insert(settings).values({ key: 'creditMaxRequestSen', value: 100_000 }).onConflictDoUpdate({ target: settings.key, set: { value: 100_000 } });
    forgetGlobalSettings(t.database.db);
    const before = (await t.database.db.select().from(creditRequests)).length;
    const over = await ask(holder.id, 100_001);
    expect(over.statusCode).toBe(400);
    expect(body<{ message: string; field: string; maxSen: number }>(over)).toMatchObject({ field: 'amountSen', maxSen: 100_000 });
    expect(body<{ message: string }>(over).message).toMatch(/at most RM\s1,000\.00/);
    expect((await t.database.db.select().from(creditRequests)).length).toBe(before);
    expect((await ask(holder.id, 100_000)).statusCode).toBe(201);
  });
});
