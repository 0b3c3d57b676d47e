import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Expense, ExpenseList } from '@shared/contracts/expenses';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body, expectMessage } from './helpers/fixtures';
import { tag } from './helpers/users';

const BASE = '/api/expenses';

describe.each(BACKENDS)('expenses on %s', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend);
  });
  afterAll(async () => t?.close());

  it('records an expense, reads it back and finds it in the list with its totals', async () => {
    const payee = `Syabas ${tag()}`;
    const res = await t.request({ method: 'POST', url: BASE, token: t.rootToken, payload: { expenseDate: '2026-11-05', category: 'utilities', payee, amountSen: 8_000, sstSen: 480 } });
    expect(res.statusCode, res.body).toBe(201);
    const made = body<Expense>(res);
    expect(made).toMatchObject({ payee, totalSen: 8_480, status: 'recorded', version: 1, propertyId: null, billable: false });
    expect(body<Expense>(await t.request({ method: 'GET', url: `${BASE}/${made.id}`, token: t.rootToken }))).toEqual(made);
    const list = body<ExpenseList>(await t.request({ method: 'GET', url: listUrl(`${BASE}/aggregation`, { filter: { search: payee } }), token: t.rootToken }));
    expect(list).toEqual({ totalCount: 1, expenses: [made], totals: { count: 1, amountSen: 8_000, sstSen: 480, totalSen: 8_480, billableSen: 0 } });
    expectMessage(await t.request({ method: 'POST', url: BASE, token: t.rootToken, payload: { expenseDate: '2026-11-05', category: 'utilities', payee: ' ', amountSen: 1 } }), 400);
  });
});
