import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditEntry, CreditRequest } from '@shared/contracts/credit';
import { toApiDate } from '@shared/dates';
import { ALL_PERMISSION_CODES, P } from '@shared/permissions';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body, expectMessage, expectUnauthorized } from './helpers/fixtures';
import { insertUser } from './helpers/users';

const EXPORT = '/api/credit/entries/export.csv';
const HEADER = ['Date-time', 'Holder', 'Account number', 'Kind', 'Amount (RM)', 'Reason', 'Entry ID', 'Reverses entry ID', 'Posted by'];

describe.each(BACKENDS)('the credit history export on %s', (backend) => {
  let t: TestApp;
  let maker: { id: string; token: string };
  let checker: { id: string; token: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    maker = await t.adminWith([P.credit.view, P.credit.create]);
    checker = await t.adminWith([P.credit.view, P.credit.approve]);
  });
  afterAll(async () => t?.close());

  /** A holder named `name` with an approved request: returns the holder and the posted entry's id. */
  async function posted(name: string, kind: 'top_up' | 'deduction', amountSen: number, reason = `${kind} for ${name}`) {
    const user = await insertUser(t.database.db, { role: 'guest', name });
    if (kind === 'deduction') await posted0(user.id, 'top_up', amountSen, 'opening');
    const entryId = await posted0(user.id, kind, amountSen, reason);
    return { user, entryId };
  }
  async function posted0(accountId: string, kind: 'top_up' | 'deduction', amountSen: number, reason: string): Promise<string> {
    const made = await t.request({ method: 'POST', url: '/api/credit/requests', token: maker.token, payload: { accountId, kind, amountSen, reason } });
    expect(made.statusCode, made.body).toBe(201);
    const approved = await t.request({
      method: 'POST', url: `/api/credit/requests/${body<CreditRequest>(made).id}/decision`, token: checker.token, payload: { action: 'approve', expected: 'pending' },
    });
    expect(approved.statusCode, approved.body).toBe(200);
    return body<CreditRequest>(approved).entryId!;
  }
  const exportOf = (filter: object, token = checker.token) => t.request({ method: 'GET', url: listUrl(EXPORT, { filter }), token });
  /** The file's rows as a spreadsheet would read them (BOM removed). */
  function rowsOf(csv: string): string[][] {
    return Papa.parse<string[]>(csv.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data;
  }

  it('is a UTF-8 CSV download with a BOM first, a dated file name and the columns in order', async () => {
    const { user, entryId } = await posted('Ahmad bin Ali', 'top_up', 12_345);
    const res = await exportOf({ accountId: user.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="credit-history-${toApiDate(new Date())}.csv"`);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = rowsOf(res.rawPayload.toString('utf8'));
    expect(header).toEqual(HEADER);
    expect(rows).toHaveLength(1);
    const [when, name, accountNumber, kind, amount, reason, id, reverses, postedBy] = rows[0];
    expect(when).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
    expect(Math.abs(Date.parse(when) - Date.now())).toBeLessThan(60_000);
    expect({ name, accountNumber, kind, amount, reason, id, reverses }).toEqual({
      name: 'Ahmad bin Ali', accountNumber: user.accountNumber, kind: 'top_up', amount: '123.45', reason: 'top_up for Ahmad bin Ali', id: entryId, reverses: '',
    });
    expect(postedBy).not.toBe('');
  });

  it('neutralises every cell a spreadsheet would run as a formula, but keeps signed amounts as numbers', async () => {
    const names = ['=HYPERLINK("http://x")', '+cmd', '-1+2', '@SUM(1)'];
    const ids: string[] = [];
    for (const name of names) ids.push((await posted(name, 'deduction', 250, `=1+1 ${name}`)).user.id);
    for (const [i, id] of ids.entries()) {
      const csv = (await exportOf({ accountId: id, kind: 'deduction' })).rawPayload.toString('utf8');
      const [, row] = rowsOf(csv);
      expect(row[1]).toBe(`'${names[i]}`);
      expect(row[5]).toBe(`'=1+1 ${names[i]}`);
      expect(row[4]).toBe('-2.50');
      // No cell of the raw file starts with a formula character, quoted or not.
      for (const line of csv.split('\r\n')) expect(line).not.toMatch(/(^|,)"?[=+@]/);
    }
  });

  it('keeps Chinese and Malay names and reasons exactly', async () => {
    const { user } = await posted('陈美玲', 'top_up', 1_000, 'Bayaran balik untuk penginapan — 退款');
    const { user: other } = await posted('Nur Aisyah binti Abdullah Ṣāliḥ', 'top_up', 99, 'Kredit pemilik');
    const [, row] = rowsOf((await exportOf({ accountId: user.id })).rawPayload.toString('utf8'));
    expect(row.slice(1, 6)).toEqual(['陈美玲', user.accountNumber, 'top_up', '10.00', 'Bayaran balik untuk penginapan — 退款']);
    const [, second] = rowsOf((await exportOf({ accountId: other.id })).rawPayload.toString('utf8'));
    expect(second.slice(1, 5)).toEqual(['Nur Aisyah binti Abdullah Ṣāliḥ', other.accountNumber, 'top_up', '0.99']);
  });

  it('applies the entries list filters (holder, kind, dates), names reversals, and has no pages', async () => {
    const { user, entryId } = await posted('Filter Holder', 'top_up', 5_000);
    for (let i = 0; i < 12; i++) await posted0(user.id, 'top_up', 100 + i, `extra ${i}`);
    const reversed = await t.request({ method: 'POST', url: `/api/credit/entries/${entryId}/reverse`, token: checker.token, payload: { reason: 'wrong holder' } });
    expect(reversed.statusCode, reversed.body).toBe(201);
    const reversal = body<CreditEntry>(reversed);

    const all = rowsOf((await exportOf({ accountId: user.id })).rawPayload.toString('utf8')).slice(1);
    expect(all).toHaveLength(14);
    const onlyReversal = rowsOf((await exportOf({ accountId: user.id, kind: 'reversal' })).rawPayload.toString('utf8')).slice(1);
    expect(onlyReversal.map((r) => [r[3], r[4], r[6], r[7]])).toEqual([['reversal', '-50.00', reversal.id, entryId]]);

    const today = toApiDate(new Date());
    expect(rowsOf((await exportOf({ accountId: user.id, from: today, to: today })).rawPayload.toString('utf8')).slice(1)).toHaveLength(14);
    expect(rowsOf((await exportOf({ accountId: user.id, to: '2020-01-01' })).rawPayload.toString('utf8')).slice(1)).toEqual([]);
    // The header is there even when nothing matches.
    expect(rowsOf((await exportOf({ accountId: user.id, from: '2999-01-01' })).rawPayload.toString('utf8'))).toEqual([HEADER]);
  });

  it('refuses a filter the entries list would refuse, naming it', async () => {
    expectMessage(await exportOf({ holder: 'x' }), 400, /holder/);
    expectMessage(await exportOf({ from: '2026-13-01' }), 400, /from/);
  });

  it('is 401 signed out and 403 without code 64', async () => {
    expectUnauthorized(await t.request({ method: 'GET', url: EXPORT }));
    const lacking = await t.adminWith(ALL_PERMISSION_CODES.filter((c) => c !== P.credit.view));
    expectMessage(await exportOf({}, lacking.token), 403, /permission/i);
  });
});
