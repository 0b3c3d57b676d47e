import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Installment, InstallmentList } from '@shared/contracts/owner-installments';
import { installmentSchedule } from '@shared/installments';
import { P } from '@shared/permissions';
import { dueForMonth } from '@server/core/installments-due';
import { auditLog, ownerInstallmentEntries, ownerInstallmentsTable } from '@server/db/schema';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body, expectFieldErrors, expectMessage, expectUnauthorized } from './helpers/fixtures';
import { createOwner } from './helpers/portfolio';
import { tag } from './helpers/users';

const BASE = '/api/owner-installments';
const MISSING_ID = '00000000-0000-4000-8000-000000000000';

interface Refused {
  message: string;
  refusal?: { code: string; details: Record<string, unknown> };
  current?: Installment;
  errors?: { field: string; code?: string }[];
}

describe.each(BACKENDS)('owner installments on %s', (backend) => {
  let t: TestApp;
  /** Holds 32–34: makes, waives and settles plans; cancels none. */
  let clerk: { id: string; token: string };
  /** Reads only. */
  let reader: { id: string; token: string };
  let ownerId: string;
  let otherOwnerId: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    clerk = await t.adminWith([P.expenses.view, P.expenses.create, P.expenses.edit]);
    reader = await t.adminWith([P.expenses.view]);
    ownerId = (await createOwner(t)).id;
    otherOwnerId = (await createOwner(t)).id;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, payload?: object, key?: string) =>
    t.request({ method, url, token, payload, headers: key ? { 'idempotency-key': key } : {} });
  const terms = (overrides: Record<string, unknown> = {}) => ({ ownerId, title: `Furnishing package ${tag()}`, principalSen: 100_000, months: 3, startMonth: '2027-01', ...overrides });
  const make = async (overrides: Record<string, unknown> = {}): Promise<Installment> => {
    const res = await call('POST', BASE, clerk.token, terms(overrides));
    expect(res.statusCode, res.body).toBe(201);
    return body<Installment>(res);
  };
  const waive = (plan: Pick<Installment, 'id' | 'version'>, month: string, key?: string) =>
    call('POST', `${BASE}/${plan.id}/waive`, clerk.token, { month, reason: 'Aircond compressor replaced at our cost', version: plan.version }, key);

  it('derives the schedule: equal months in sen, the remainder on the last, adding up to the principal', async () => {
    const plan = await make({ principalSen: 100_000, months: 3, startMonth: '2026-11' });
    expect(plan).toMatchObject({ status: 'active', monthlySen: 33_333, lastMonthSen: 33_334, endMonth: '2027-01', dueSen: 100_000, nextDueMonth: '2026-11', termsLocked: false, version: 1 });
    expect(plan.schedule.map((m) => [m.month, m.amountSen, m.status])).toEqual([
      ['2026-11', 33_333, 'due'],
      ['2026-12', 33_333, 'due'],
      ['2027-01', 33_334, 'due'],
    ]);
    // Any principal and length: the months sum to the principal, differ by less than the months, and never go below 1 sen.
    for (const [principal, months] of [[1, 1], [7, 7], [8, 7], [999_999, 60], [1_000_000_000, 60], [123_457, 11]]) {
      const schedule = installmentSchedule(principal, months, '2026-12');
      expect(schedule).toHaveLength(months);
      expect(schedule.reduce((s, m) => s + m.amountSen, 0)).toBe(principal);
      expect(schedule.at(-1)!.amountSen - schedule[0].amountSen).toBeLessThan(months);
      expect(Math.min(...schedule.map((m) => m.amountSen))).toBeGreaterThanOrEqual(1);
    }
    expect(installmentSchedule(1_200, 12, '2026-06').at(-1)).toEqual({ month: '2027-05', index: 12, amountSen: 100 });
  });

  it('reads a plan back and lists it by owner, status and search', async () => {
    const plan = await make({ ownerId: otherOwnerId, title: `Renovation ${tag()}` });
    expect(body<Installment>(await call('GET', `${BASE}/${plan.id}`, reader.token))).toEqual(plan);
    const list = (filter: object) => call('GET', listUrl(`${BASE}/aggregation`, { filter }), reader.token).then((r) => body<InstallmentList>(r));
    expect(await list({ search: plan.title })).toEqual({ totalCount: 1, installments: [plan] });
    expect((await list({ ownerId: otherOwnerId })).installments.map((p) => p.id)).toContain(plan.id);
    expect((await list({ ownerId })).installments.map((p) => p.id)).not.toContain(plan.id);
    expect((await list({ search: plan.ownerAccountNumber, status: 'active' })).installments.map((p) => p.id)).toContain(plan.id);
    expect((await list({ search: plan.title, status: 'settled' })).totalCount).toBe(0);
  });

  it('refuses bad input on every call with 400 naming the field', async () => {
    expectFieldErrors(await call('POST', BASE, clerk.token, terms({ months: 61 })), ['months']);
    expectFieldErrors(await call('POST', BASE, clerk.token, terms({ months: 0, principalSen: 0 })), ['months', 'principalSen']);
    expectFieldErrors(await call('POST', BASE, clerk.token, terms({ startMonth: '2027-13' })), ['startMonth']);
    expectFieldErrors(await call('POST', BASE, clerk.token, terms({ principalSen: 5, months: 6 })), ['principalSen']);
    expectFieldErrors(await call('POST', BASE, clerk.token, terms({ principalSen: 10.5 })), ['principalSen']);
    expectFieldErrors(await call('POST', BASE, clerk.token, terms({ title: ' ' })), ['title']);
    expectFieldErrors(await call('POST', BASE, clerk.token, terms({ colour: 'red' })), ['body']);
    // Not an owner: an admin's account is no owner to repay anything.
    const notOwner = body<Refused>(await call('POST', BASE, clerk.token, terms({ ownerId: clerk.id })));
    expect(notOwner.errors?.[0]).toMatchObject({ field: 'ownerId', code: 'unknown_reference' });
    const plan = await make({ months: 12, principalSen: 12_000 });
    expectFieldErrors(await call('PATCH', `${BASE}/${plan.id}`, clerk.token, { months: 3 }), ['version']);
    const below = await call('PATCH', `${BASE}/${plan.id}`, clerk.token, { principalSen: 5, version: 1 });
    expect(body<Refused>(below).errors?.[0]).toMatchObject({ field: 'principalSen', code: 'installment_below_months' });
    expectFieldErrors(await call('POST', `${BASE}/${plan.id}/waive`, clerk.token, { month: '2027-02', reason: '', version: 1 }), ['reason']);
    expectFieldErrors(await call('POST', `${BASE}/${plan.id}/waive`, clerk.token, { month: 'Feb', reason: 'x', version: 1 }), ['month']);
    const outside = body<Refused>(await waive(plan, '2028-01'));
    expect(outside.errors?.[0]).toMatchObject({ field: 'month', code: 'installment_month_outside' });
    expectFieldErrors(await call('POST', `${BASE}/${plan.id}/settle`, clerk.token, {}), ['version']);
    expectFieldErrors(await call('POST', `${BASE}/${plan.id}/cancel`, t.rootToken, { version: 1 }), ['reason']);
    expectMessage(await call('GET', `${BASE}/${MISSING_ID}`, reader.token), 404);
    expectMessage(await waive({ id: MISSING_ID, version: 1 }, '2027-01'), 404);
    // Nothing of it was written.
    expect(body<Installment>(await call('GET', `${BASE}/${plan.id}`, reader.token))).toMatchObject({ version: 1, waivedSen: 0 });
  });

  it('answers 401 without a session and 403 without the call’s code, on every call', async () => {
    const plan = await make();
    const calls: [method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object][] = [
      ['GET', listUrl(`${BASE}/aggregation`, {})],
      ['GET', `${BASE}/${plan.id}`],
      ['POST', BASE, terms()],
      ['PATCH', `${BASE}/${plan.id}`, { title: 'x', version: 1 }],
      ['POST', `${BASE}/${plan.id}/waive`, { month: '2027-01', reason: 'x', version: 1 }],
      ['POST', `${BASE}/${plan.id}/settle`, { version: 1 }],
      ['POST', `${BASE}/${plan.id}/cancel`, { reason: 'x', version: 1 }],
    ];
    const nobody = await t.adminWith([P.owner.view]);
    for (const [method, url, payload] of calls) {
      expectUnauthorized(await call(method, url, null, payload));
      expectMessage(await call(method, url, nobody.token, payload), 403);
      if (method !== 'GET') expectMessage(await call(method, url, reader.token, payload), 403);
    }
    // The clerk holds 34 but not 35: waiving and settling yes, cancelling no.
    expectMessage(await call('POST', `${BASE}/${plan.id}/cancel`, clerk.token, { reason: 'x', version: 1 }), 403);
    expect(body<Installment>(await call('GET', `${BASE}/${plan.id}`, reader.token))).toMatchObject({ version: 1, status: 'active', title: plan.title });
  });

  it('answers a repeated Idempotency-Key as the first time on every change, without doing it twice', async () => {
    const createKey = randomUUID();
    const payload = terms({ months: 4, principalSen: 40_000 });
    const first = await call('POST', BASE, clerk.token, payload, createKey);
    expect(first.statusCode, first.body).toBe(201);
    expect((await call('POST', BASE, clerk.token, payload, createKey)).body).toBe(first.body);
    const plan = body<Installment>(first);
    expect((await call('GET', listUrl(`${BASE}/aggregation`, { filter: { search: plan.title } }), reader.token)).json()).toMatchObject({ totalCount: 1 });
    // The same key with another body is refused.
    expect((await call('POST', BASE, clerk.token, { ...payload, months: 5 }, createKey)).statusCode).toBe(422);

    const editKey = randomUUID();
    const edited = await call('PATCH', `${BASE}/${plan.id}`, clerk.token, { title: `${plan.title} (sofa)`, version: 1 }, editKey);
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await call('PATCH', `${BASE}/${plan.id}`, clerk.token, { title: `${plan.title} (sofa)`, version: 1 }, editKey)).body).toBe(edited.body);

    const waiveKey = randomUUID();
    const waived = await waive({ id: plan.id, version: 2 }, '2027-02', waiveKey);
    expect(waived.statusCode, waived.body).toBe(200);
    expect((await waive({ id: plan.id, version: 2 }, '2027-02', waiveKey)).body).toBe(waived.body);

    const settleKey = randomUUID();
    const settled = await call('POST', `${BASE}/${plan.id}/settle`, clerk.token, { version: 3 }, settleKey);
    expect(settled.statusCode, settled.body).toBe(200);
    expect((await call('POST', `${BASE}/${plan.id}/settle`, clerk.token, { version: 3 }, settleKey)).body).toBe(settled.body);
    const entries = await t.database.db.select().from(ownerInstallmentEntries).where(eq(ownerInstallmentEntries.planId, plan.id));
    expect(entries.map((e) => e.kind).sort()).toEqual(['settlement', 'waiver']);

    const other = await make();
    const cancelKey = randomUUID();
    const cancelled = await call('POST', `${BASE}/${other.id}/cancel`, t.rootToken, { reason: 'Made twice', version: 1 }, cancelKey);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await call('POST', `${BASE}/${other.id}/cancel`, t.rootToken, { reason: 'Made twice', version: 1 }, cancelKey)).body).toBe(cancelled.body);
  });

  it('changes terms while nothing was waived; after a waiver the terms answer 409 naming the month, the title still changes', async () => {
    const plan = await make({ principalSen: 120_000, months: 12, startMonth: '2027-01' });
    const edited = body<Installment>(await call('PATCH', `${BASE}/${plan.id}`, clerk.token, { months: 10, startMonth: '2027-02', version: 1 }));
    expect(edited).toMatchObject({ months: 10, startMonth: '2027-02', endMonth: '2027-11', monthlySen: 12_000, version: 2 });
    // An older version is a 409 with the plan as it is.
    const stale = await call('PATCH', `${BASE}/${plan.id}`, clerk.token, { months: 8, version: 1 });
    expectMessage(stale, 409);
    expect(body<Refused>(stale).current).toMatchObject({ months: 10, version: 2 });

    const waived = await waive(edited, '2027-04');
    expect(waived.statusCode, waived.body).toBe(200);
    const after = body<Installment>(waived);
    expect(after).toMatchObject({ waivedSen: 12_000, dueSen: 108_000, termsLocked: true, version: 3 });
    expect(after.schedule[2]).toMatchObject({ month: '2027-04', status: 'waived', reason: 'Aircond compressor replaced at our cost', amountSen: 12_000 });
    expect(after.schedule[2].byName).toBeTruthy();

    for (const change of [{ principalSen: 100_000 }, { months: 12 }, { startMonth: '2027-03' }, { ownerId: otherOwnerId }]) {
      const locked = await call('PATCH', `${BASE}/${plan.id}`, clerk.token, { ...change, version: 3 });
      expectMessage(locked, 409, /2027-04/);
      expect(body<Refused>(locked).refusal).toEqual({ code: 'installment_terms_locked', details: { month: '2027-04' } });
    }
    // The database refuses it too, whoever writes.
    await expect(t.database.db.update(ownerInstallmentsTable).set({ months: 12 }).where(eq(ownerInstallmentsTable.id, plan.id))).rejects.toThrow();
    await expect(t.database.db.delete(ownerInstallmentEntries).where(eq(ownerInstallmentEntries.planId, plan.id))).rejects.toThrow();
    const renamed = await call('PATCH', `${BASE}/${plan.id}`, clerk.token, { title: 'Furnishing package (revised)', version: 3 });
    expect(body<Installment>(renamed)).toMatchObject({ title: 'Furnishing package (revised)', months: 10, version: 4 });
    // The same month twice, and cancelling a plan already touched, are refused.
    const again = await waive({ id: plan.id, version: 4 }, '2027-04');
    expect(body<Refused>(again).refusal).toEqual({ code: 'installment_month_closed', details: { month: '2027-04' } });
    const cancel = await call('POST', `${BASE}/${plan.id}/cancel`, t.rootToken, { reason: 'x', version: 4 });
    expect(body<Refused>(cancel).refusal).toMatchObject({ code: 'installment_terms_locked' });
  });

  it('settles early: the rest in one entry, the plan closed, audited; nothing changes after', async () => {
    const plan = await make({ principalSen: 100_000, months: 3, startMonth: '2027-01' });
    const waived = body<Installment>(await waive(plan, '2027-01'));
    const res = await call('POST', `${BASE}/${plan.id}/settle`, clerk.token, { remark: 'Paid by bank transfer', version: waived.version });
    expect(res.statusCode, res.body).toBe(200);
    const settled = body<Installment>(res);
    expect(settled).toMatchObject({ status: 'settled', waivedSen: 33_333, settledSen: 66_667, dueSen: 0, nextDueMonth: null });
    expect(settled.settlement).toMatchObject({ amountSen: 66_667, remark: 'Paid by bank transfer' });
    expect(settled.schedule.map((m) => m.status)).toEqual(['waived', 'settled', 'settled']);
    const entries = await t.database.db.select().from(ownerInstallmentEntries).where(eq(ownerInstallmentEntries.planId, plan.id));
    expect(entries.filter((e) => e.kind === 'settlement').map((e) => e.amountSen)).toEqual([66_667]);
    const audit = await t.database.db.select({ action: auditLog.action }).from(auditLog).where(sql`${auditLog.entity} = 'owner-installments.plan' AND ${auditLog.entityId} = ${plan.id}`);
    expect(audit.map((a) => a.action).sort()).toEqual(['owner-installments.create', 'owner-installments.settle', 'owner-installments.waive']);
    // Closed: another settlement, a waiver or an edit is a 409 saying it is settled.
    for (const res2 of [
      await call('POST', `${BASE}/${plan.id}/settle`, clerk.token, { version: settled.version }),
      await waive(settled, '2027-02'),
      await call('PATCH', `${BASE}/${plan.id}`, clerk.token, { title: 'x', version: settled.version }),
    ]) {
      expectMessage(res2, 409);
      expect(body<Refused>(res2).refusal).toMatchObject({ code: 'moved_on', details: { field: 'status', now: 'settled' } });
    }
  });

  it('completes a plan once its last due month is waived', async () => {
    const plan = await make({ principalSen: 2_000, months: 2 });
    const one = body<Installment>(await waive(plan, '2027-01'));
    const two = body<Installment>(await waive(one, '2027-02'));
    expect(two).toMatchObject({ status: 'completed', waivedSen: 2_000, dueSen: 0 });
  });

  it('dueForMonth: each active plan’s amount for the month, without waived, settled or cancelled ones', async () => {
    const owner = (await createOwner(t)).id;
    const a = await make({ ownerId: owner, principalSen: 100_000, months: 3, startMonth: '2027-01', title: 'Furnishing' });
    const b = await make({ ownerId: owner, principalSen: 50_000, months: 5, startMonth: '2026-12', title: 'Water heater' });
    const c = await make({ ownerId: owner, principalSen: 9_000, months: 3, startMonth: '2027-03', title: 'Curtains' });
    const d = await make({ ownerId: owner, principalSen: 6_000, months: 2, startMonth: '2027-01', title: 'Cancelled' });
    await make({ principalSen: 99_999, months: 3, startMonth: '2027-01', title: 'Someone else' });
    const db = t.database.db;
    const due = async (month: string) => (await dueForMonth(db, owner, month)).map((r) => [r.title, r.index, r.amountSen]);
    expect(await due('2026-11')).toEqual([]);
    expect(await due('2026-12')).toEqual([['Water heater', 1, 10_000]]);
    expect(await due('2027-01')).toEqual([['Furnishing', 1, 33_333], ['Water heater', 2, 10_000], ['Cancelled', 1, 3_000]]);
    expect(await due('2027-03')).toEqual([['Furnishing', 3, 33_334], ['Water heater', 4, 10_000], ['Curtains', 1, 3_000]]);
    expect(await due('2027-06')).toEqual([]);
    await call('POST', `${BASE}/${d.id}/cancel`, t.rootToken, { reason: 'Made twice', version: 1 });
    await waive(a, '2027-03');
    await call('POST', `${BASE}/${b.id}/settle`, clerk.token, { version: 1 });
    expect(await due('2027-01')).toEqual([['Furnishing', 1, 33_333]]);
    expect(await due('2027-03')).toEqual([['Curtains', 1, 3_000]]);
    expect((await dueForMonth(db, owner, '2027-05'))[0]).toMatchObject({ planId: c.id, month: '2027-05', index: 3, months: 3, amountSen: 3_000 });
  });
});
