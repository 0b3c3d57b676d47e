import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { EXPENSE_CATEGORIES, EXPENSE_STATUSES, type Expense, type ExpenseList } from '@shared/contracts/expenses';
import type { ApprovalList } from '@shared/contracts/approvals';
import type { UnitDetail } from '@shared/contracts/listings';
import { P } from '@shared/permissions';
import { auditLog, expensesTable } from '@server/db/schema';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body, expectMessage } from './helpers/fixtures';
import { createUnit } from './helpers/portfolio';
import { JPEG, PDF, TEXT, multipart, tag } from './helpers/users';

const BASE = '/api/expenses';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

/** A statement the database itself refuses, for the reason given (the driver's error is wrapped by the query builder). */
async function expectRefused(statement: Promise<unknown>, reason: RegExp): Promise<void> {
  const error = await statement.then(
    () => null,
    (err: unknown) => err as Error & { cause?: Error },
  );
  expect(error, 'the database accepted it').not.toBeNull();
  expect(`${error?.message} ${error?.cause?.message ?? ''}`).toMatch(reason);
}

interface Refused {
  message: string;
  refusal?: { code: string; details: Record<string, unknown> };
  current?: Expense;
  errors?: { field: string; code?: string }[];
}

describe.each(BACKENDS)('expenses on %s', (backend) => {
  let t: TestApp;
  /** Records expenses (32–34); approves nothing. */
  let clerk: { id: string; token: string };
  /** Holds every expenses code: approves what the clerk recorded. */
  let finance: { id: string; token: string };
  let unit: UnitDetail;
  let otherUnit: UnitDetail;

  beforeAll(async () => {
    t = await createTestApp(backend);
    clerk = await t.adminWith([P.expenses.view, P.expenses.create, P.expenses.edit]);
    finance = await t.adminWith([P.expenses.view, P.expenses.create, P.expenses.edit, P.expenses.approve]);
    unit = await createUnit(t);
    otherUnit = await createUnit(t);
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string, payload?: object, key?: string) =>
    t.request({ method, url, token, payload, headers: key ? { 'idempotency-key': key } : {} });
  const fields = (overrides: Record<string, unknown> = {}) => ({ expenseDate: '2026-10-14', category: 'repairs', payee: `Ah Seng Plumbing ${tag()}`, amountSen: 25_000, ...overrides });
  const record = async (overrides: Record<string, unknown> = {}, token = clerk.token): Promise<Expense> => {
    const res = await call('POST', BASE, token, fields(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return body<Expense>(res);
  };
  const decide = (token: string, id: string, payload: object, key?: string) => call('POST', `${BASE}/${id}/decision`, token, payload, key);
  const attach = (token: string, id: string, content: Buffer, field = 'receipt', key?: string) =>
    t.request({ method: 'POST', url: `${BASE}/${id}/receipt`, token, ...(() => {
      const form = multipart({}, [{ field, filename: 'receipt', content }]);
      return { payload: form.payload, headers: { ...form.headers, ...(key ? { 'idempotency-key': key } : {}) } };
    })() });
  const list = async (filter: object, sort?: object, pagination?: object) => {
    const res = await call('GET', listUrl(`${BASE}/aggregation`, { filter, sort, pagination }), t.rootToken);
    expect(res.statusCode, res.body).toBe(200);
    return body<ExpenseList>(res);
  };
  const refusalOf = (res: Awaited<ReturnType<TestApp['request']>>, status: number) => expectMessage(res, status) as Refused;

  it("keeps the table's categories and statuses those of the contract", () => {
    expect(expensesTable.category.enumValues).toEqual([...EXPENSE_CATEGORIES]);
    expect(expensesTable.status.enumValues).toEqual([...EXPENSE_STATUSES]);
  });

  it('records an expense on a unit, naming its property, and reads it back whole', async () => {
    const made = await record({ unitId: unit.id, sstSen: 2_000, description: '  Leaking pipe  ', billable: true });
    expect(made).toMatchObject({
      propertyId: unit.propertyId, unitId: unit.id, unitName: unit.unitNumber, amountSen: 25_000, sstSen: 2_000, totalSen: 27_000,
      billable: true, status: 'recorded', description: 'Leaking pipe', recordedBy: clerk.id, approvedBy: null, receipt: null, version: 1,
    });
    expect(made.propertyName).toBeTruthy();
    expect(made.recordedByName).toBeTruthy();
    expect(body<Expense>(await call('GET', `${BASE}/${made.id}`, t.rootToken))).toEqual(made);
    const [audit] = await t.database.db.select().from(auditLog).where(and(eq(auditLog.entity, 'expenses.expense'), eq(auditLog.entityId, made.id)));
    expect(audit).toMatchObject({ action: 'expenses.create', actorId: clerk.id });
  });

  it('refuses a unit of another property, an unknown place, and a billable expense of no place (400 naming the field)', async () => {
    const other = refusalOf(await call('POST', BASE, clerk.token, fields({ propertyId: otherUnit.propertyId, unitId: unit.id })), 400);
    expect(other.refusal).toEqual({ code: 'unit_other_property', details: { unit: unit.unitNumber } });
    expect(other.errors?.[0]).toMatchObject({ field: 'unitId', code: 'unit_other_property' });
    expect(refusalOf(await call('POST', BASE, clerk.token, fields({ unitId: MISSING_ID })), 400).refusal?.code).toBe('unknown_reference');
    expect(refusalOf(await call('POST', BASE, clerk.token, fields({ propertyId: MISSING_ID })), 400).refusal?.code).toBe('unknown_reference');
    const billable = refusalOf(await call('POST', BASE, clerk.token, fields({ billable: true })), 400);
    expect(billable.refusal).toEqual({ code: 'billable_needs_property', details: {} });
    // The same unit with its own property is fine.
    expect((await record({ propertyId: unit.propertyId, unitId: unit.id })).unitId).toBe(unit.id);
  });

  it('answers 400 for input that breaks the contract, and 404 for an unknown expense, on every call', async () => {
    const made = await record();
    const bad: [string, string, object | undefined][] = [
      ['POST', BASE, fields({ payee: ' ' })],
      ['POST', BASE, fields({ amountSen: 0 })],
      ['POST', BASE, fields({ amountSen: 12.5 })],
      ['POST', BASE, fields({ expenseDate: '2026-02-30' })],
      ['POST', BASE, fields({ category: 'bribes' })],
      ['POST', BASE, fields({ id: 'not-a-uuid' })],
      ['POST', BASE, fields({ colour: 'red' })],
      ['PATCH', `${BASE}/${made.id}`, { sstSen: -1, version: 1 }],
      ['PATCH', `${BASE}/${made.id}`, { status: 'approved', version: 1 }],
      ['POST', `${BASE}/${made.id}/decision`, { action: 'void' }],
      ['POST', `${BASE}/${made.id}/decision`, { action: 'void', remark: '   ' }],
      ['POST', `${BASE}/${made.id}/decision`, { action: 'delete' }],
      ['POST', `${BASE}/${made.id}/decision`, { action: 'approve', expected: 'pending' }],
      ['GET', listUrl(`${BASE}/aggregation`, { filter: { month: '2026-13' } }), undefined],
      ['GET', listUrl(`${BASE}/aggregation`, { filter: { colour: 'red' } }), undefined],
      ['GET', listUrl(`${BASE}/aggregation`, { sort: { payee: 'asc' } }), undefined],
      ['GET', listUrl(`${BASE}/export.csv`, { filter: { unitId: 'x' } }), undefined],
      ['GET', `${BASE}/not-a-uuid`, undefined],
      ['GET', `${BASE}/not-a-uuid/receipt`, undefined],
    ];
    for (const [method, url, payload] of bad) expectMessage(await call(method as 'GET', url, finance.token, payload), 400);
    expectMessage(await attach(clerk.token, made.id, TEXT), 400);
    expectMessage(await attach(clerk.token, made.id, JPEG, 'photo'), 400);
    expectMessage(await t.request({ method: 'POST', url: `${BASE}/${made.id}/receipt`, token: clerk.token, ...multipart({ note: 'no file' }) }), 400);
    expectMessage(await call('GET', `${BASE}/${MISSING_ID}`, t.rootToken), 404);
    expectMessage(await call('GET', `${BASE}/${made.id}/receipt`, t.rootToken), 404);
    expectMessage(await call('PATCH', `${BASE}/${MISSING_ID}`, t.rootToken, { payee: 'x', version: 1 }), 404);
    expectMessage(await decide(t.rootToken, MISSING_ID, { action: 'approve' }), 404);
    expectMessage(await attach(t.rootToken, MISSING_ID, JPEG), 404);
    // Nothing of the refused calls was written.
    expect(body<Expense>(await call('GET', `${BASE}/${made.id}`, t.rootToken))).toEqual(made);
  });

  it('answers a repeated Idempotency-Key as the first time, and the same device id under another key with 409', async () => {
    const id = randomUUID();
    const key = randomUUID();
    const payload = fields({ id, payee: `Repeat ${tag()}` });
    const first = await call('POST', BASE, clerk.token, payload, key);
    const again = await call('POST', BASE, clerk.token, payload, key);
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(body<Expense>(first).id).toBe(id);
    expect(again.body).toBe(first.body);
    const taken = refusalOf(await call('POST', BASE, clerk.token, payload, randomUUID()), 409);
    expect(taken.refusal).toEqual({ code: 'id_taken', details: { what: 'expense' } });
    expect(taken.current?.id).toBe(id);
    expect(await t.database.db.select().from(expensesTable).where(eq(expensesTable.id, id))).toHaveLength(1);

    const editKey = randomUUID();
    const edited = await call('PATCH', `${BASE}/${id}`, clerk.token, { amountSen: 30_000, version: 1 }, editKey);
    expect((await call('PATCH', `${BASE}/${id}`, clerk.token, { amountSen: 30_000, version: 1 }, editKey)).body).toBe(edited.body);
    const attachKey = randomUUID();
    const attached = await attach(clerk.token, id, PDF, 'receipt', attachKey);
    expect(attached.statusCode, attached.body).toBe(200);
    expect((await attach(clerk.token, id, PDF, 'receipt', attachKey)).body).toBe(attached.body);
    const decisionKey = randomUUID();
    const approved = await decide(finance.token, id, { action: 'approve', expected: 'recorded' }, decisionKey);
    expect(approved.statusCode, approved.body).toBe(200);
    expect((await decide(finance.token, id, { action: 'approve', expected: 'recorded' }, decisionKey)).body).toBe(approved.body);
    const actions = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.entity, 'expenses.expense'), eq(auditLog.entityId, id))).orderBy(auditLog.id);
    expect(actions.map((a) => a.action)).toEqual(['expenses.create', 'expenses.edit', 'expenses.receipt', 'expenses.approve']);
  });

  it('never lets whoever recorded an expense approve it: 409 with its code, and the database refuses it too', async () => {
    const made = await record({}, finance.token);
    const own = refusalOf(await decide(finance.token, made.id, { action: 'approve', expected: 'recorded' }), 409);
    expect(own.refusal).toEqual({ code: 'recorder_cannot_approve', details: {} });
    expect(own.current).toMatchObject({ id: made.id, status: 'recorded' });
    await expectRefused(
      t.database.db.update(expensesTable).set({ status: 'approved', approvedBy: finance.id, approvedAt: new Date() }).where(eq(expensesTable.id, made.id)),
      /expenses_recorder_not_approver/,
    );
    // Another admin holding 35 approves it.
    const approved = body<Expense>(await decide(t.rootToken, made.id, { action: 'approve', expected: 'recorded' }));
    expect(approved).toMatchObject({ status: 'approved', approvedBy: t.rootId, version: 2 });
    expect(approved.approvedAt).toBeTruthy();
  });

  it('edits only while recorded, on the version the admin saw; SST and billable stay when left out', async () => {
    const made = await record({ unitId: unit.id, sstSen: 1_500, billable: true });
    const edit = (payload: object) => call('PATCH', `${BASE}/${made.id}`, clerk.token, payload);
    const edited = body<Expense>(await edit({ payee: 'Daikin Service Centre', version: 1 }));
    expect(edited).toMatchObject({ payee: 'Daikin Service Centre', sstSen: 1_500, billable: true, unitId: unit.id, version: 2 });
    const stale = refusalOf(await edit({ payee: 'Too late', version: 1 }), 409);
    expect(stale.current).toMatchObject({ payee: 'Daikin Service Centre', version: 2 });
    // Another property leaves the unit behind; a company-wide expense cannot stay billable.
    expect(refusalOf(await edit({ propertyId: null, unitId: null, version: 2 }), 400).refusal?.code).toBe('billable_needs_property');
    const moved = body<Expense>(await edit({ propertyId: otherUnit.propertyId, version: 2 }));
    expect(moved).toMatchObject({ propertyId: otherUnit.propertyId, unitId: null, version: 3 });
    // A unit chosen alone brings its property back.
    expect(body<Expense>(await edit({ unitId: unit.id, version: 3 }))).toMatchObject({ propertyId: unit.propertyId, unitId: unit.id, version: 4 });
    // Nothing changed: nothing written, the version stays.
    expect(body<Expense>(await edit({ payee: 'Daikin Service Centre', version: 4 })).version).toBe(4);

    await decide(finance.token, made.id, { action: 'approve', expected: 'recorded' });
    const late = refusalOf(await edit({ amountSen: 1, version: 5 }), 409);
    expect(late.refusal).toMatchObject({ code: 'moved_on', details: { field: 'status', now: 'approved' } });
    expect(refusalOf(await attach(clerk.token, made.id, JPEG), 409).refusal?.code).toBe('moved_on');
    // The database keeps an approved expense's money as it was approved, and never deletes one.
    await expectRefused(t.database.db.update(expensesTable).set({ amountSen: 1 }).where(eq(expensesTable.id, made.id)), /money of an approved expense/);
    await expectRefused(t.database.db.update(expensesTable).set({ status: 'recorded' }).where(eq(expensesTable.id, made.id)), /cannot go back/);
    await expectRefused(t.database.db.delete(expensesTable).where(eq(expensesTable.id, made.id)), /never deleted/);
    await expectRefused(t.database.db.execute(sql`delete from expenses`), /never deleted/);
  });

  it('attaches a receipt while recorded, replaces it, and serves its bytes as every upload', async () => {
    const made = await record();
    expect(body<Expense>(await attach(clerk.token, made.id, JPEG)).receipt).toEqual({ mimeType: 'image/jpeg', size: JPEG.length });
    const replaced = body<Expense>(await attach(clerk.token, made.id, PDF));
    expect(replaced).toMatchObject({ receipt: { mimeType: 'application/pdf', size: PDF.length }, version: 3 });
    const res = await call('GET', `${BASE}/${made.id}/receipt`, t.rootToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/pdf');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(PDF)).toBe(true);
  });

  it('voids with a reason from recorded or approved; a void still reads and is never approved or voided again', async () => {
    const recorded = await record();
    const voided = body<Expense>(await decide(finance.token, recorded.id, { action: 'void', remark: 'Entered twice', expected: 'recorded' }));
    expect(voided).toMatchObject({ status: 'void', voidReason: 'Entered twice', voidedBy: finance.id, approvedBy: null });
    expect(body<Expense>(await call('GET', `${BASE}/${recorded.id}`, clerk.token))).toEqual(voided);
    const approveVoid = refusalOf(await decide(t.rootToken, recorded.id, { action: 'approve' }), 409);
    expect(approveVoid.refusal).toMatchObject({ code: 'moved_on', details: { field: 'status', now: 'void' } });
    expect(refusalOf(await decide(t.rootToken, recorded.id, { action: 'void', remark: 'again' }), 409).refusal?.code).toBe('moved_on');
    expect(refusalOf(await call('PATCH', `${BASE}/${recorded.id}`, clerk.token, { payee: 'x', version: 2 }), 409).refusal?.code).toBe('moved_on');
    await expectRefused(t.database.db.update(expensesTable).set({ status: 'recorded' }).where(eq(expensesTable.id, recorded.id)), /cannot go back/);

    const approved = await record();
    await decide(finance.token, approved.id, { action: 'approve' });
    // What the admin saw is checked: they saw it recorded, it is approved now.
    const stale = refusalOf(await decide(finance.token, approved.id, { action: 'void', remark: 'Refunded', expected: 'recorded' }), 409);
    expect(stale.refusal).toMatchObject({ code: 'moved_on', details: { now: 'approved' } });
    const voidedApproved = body<Expense>(await decide(finance.token, approved.id, { action: 'void', remark: 'Refunded', expected: 'approved' }));
    expect(voidedApproved).toMatchObject({ status: 'void', approvedBy: finance.id, voidReason: 'Refunded' });
  });

  it('filters, sorts and totals every matching expense that is not void, in sen', async () => {
    const payee = `Totals ${tag()}`;
    const made = [
      await record({ payee, expenseDate: '2026-09-03', amountSen: 10_001, sstSen: 800, unitId: unit.id, billable: true, category: 'utilities' }),
      await record({ payee, expenseDate: '2026-09-30', amountSen: 2_550, propertyId: unit.propertyId, category: 'supplies' }),
      await record({ payee, expenseDate: '2026-08-31', amountSen: 99_999, sstSen: 7_999, category: 'marketing', description: 'Google Ads' }),
      await record({ payee, expenseDate: '2026-09-15', amountSen: 40_000, category: 'cleaning' }),
    ];
    await decide(finance.token, made[3].id, { action: 'void', remark: 'Wrong month' });
    const all = await list({ search: payee }, { totalSen: 'desc' });
    expect(all.totalCount).toBe(4);
    expect(all.expenses.map((e) => e.totalSen)).toEqual([107_998, 40_000, 10_801, 2_550]);
    const live = all.expenses.filter((e) => e.status !== 'void');
    expect(all.totals).toEqual({
      count: live.length,
      amountSen: live.reduce((s, e) => s + e.amountSen, 0),
      sstSen: live.reduce((s, e) => s + e.sstSen, 0),
      totalSen: live.reduce((s, e) => s + e.totalSen, 0),
      billableSen: live.filter((e) => e.billable).reduce((s, e) => s + e.totalSen, 0),
    });
    expect(all.totals).toEqual({ count: 3, amountSen: 112_550, sstSen: 8_799, totalSen: 121_349, billableSen: 10_801 });

    const september = await list({ search: payee, month: '2026-09' }, { expenseDate: 'asc' });
    expect(september.expenses.map((e) => e.expenseDate)).toEqual(['2026-09-03', '2026-09-15', '2026-09-30']);
    expect(september.totals.count).toBe(2);
    expect((await list({ search: payee, unitId: unit.id })).expenses.map((e) => e.id)).toEqual([made[0].id]);
    expect((await list({ search: payee, propertyId: unit.propertyId })).totalCount).toBe(2);
    expect((await list({ search: payee, billable: true })).totals.billableSen).toBe(10_801);
    expect((await list({ search: payee, category: 'marketing' })).expenses.map((e) => e.id)).toEqual([made[2].id]);
    expect((await list({ search: payee, status: 'void' })).totals).toEqual({ count: 0, amountSen: 0, sstSen: 0, totalSen: 0, billableSen: 0 });
    expect((await list({ search: 'google ads' })).expenses.map((e) => e.id)).toContain(made[2].id);
    // Pages share one total and one set of sums.
    const page2 = await list({ search: payee }, { totalSen: 'desc' }, { limit: 3, currentPage: 2 });
    expect(page2).toMatchObject({ totalCount: 4, totals: all.totals });
    expect(page2.expenses.map((e) => e.id)).toEqual([all.expenses[3].id]);
  });

  it('exports matching expenses as CSV: BOM, formulae neutralised, ringgit with two decimals', async () => {
    const payee = `=HYPERLINK("http://evil.test") ${tag()}`;
    await record({ payee, amountSen: 123_456, sstSen: 7, unitId: unit.id, billable: true, description: '+60 12-345 6789 called' });
    const res = await call('GET', listUrl(`${BASE}/export.csv`, { filter: { search: payee.slice(1) } }), t.rootToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="expenses-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = res.rawPayload.toString('utf8');
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trim().split('\r\n');
    expect(lines[0]).toBe('Date,Category,Property,Unit,Payee,Description,Amount (RM),SST (RM),Total (RM),Billable,Status,Recorded by,Approved by,Void reason');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.test"")`);
    expect(lines[1]).toContain("'+60 12-345 6789 called");
    expect(lines[1]).toContain(',1234.56,0.07,1234.63,yes,recorded,');
    expect(lines[1]).toContain(unit.unitNumber);
  });

  it('puts recorded expenses in the approvals inbox of 35-holders, never in their recorder\'s', async () => {
    const byClerk = await record({ payee: `Inbox ${tag()}` });
    const byFinance = await record({ payee: `Own ${tag()}` }, finance.token);
    const inbox = async (token: string) => body<ApprovalList>(await call('GET', '/api/approvals?kind=expense&limit=100', token));
    const seen = await inbox(finance.token);
    const ids = seen.items.map((i) => (i.kind === 'expense' ? i.record.id : null));
    expect(ids).toContain(byClerk.id);
    expect(ids).not.toContain(byFinance.id);
    expect(seen.counts.expense).toBe(seen.totalCount);
    expect((await inbox(t.rootToken)).items.map((i) => i.record.id)).toContain(byFinance.id);
    // The clerk holds no 35: the kind is not theirs.
    expect((await inbox(clerk.token)).counts.expense).toBeUndefined();
    await decide(t.rootToken, byClerk.id, { action: 'approve' });
    expect((await inbox(finance.token)).items.map((i) => i.record.id)).not.toContain(byClerk.id);
  });
});
