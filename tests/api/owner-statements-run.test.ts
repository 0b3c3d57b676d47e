import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OwnerStatementList, OwnerStatementRecord, StatementLine } from '@shared/contracts/owner-statements';
import type { Installment } from '@shared/contracts/owner-installments';
import { P } from '@shared/permissions';
import { rowsOf } from '@server/db/client';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body } from './helpers/fixtures';
import { createOwner, createPackage, createProperty, createRoomType, createUnit } from './helpers/portfolio';
import { generate, insertBillableExpense, insertStay, onPackage, own } from './helpers/statements';

const BASE = '/api/owner-statements';
const PLANS = '/api/owner-installments';

const sumOf = (lines: { amountSen: number }[]) => lines.reduce((s, l) => s + l.amountSen, 0);
const shown = (lines: StatementLine[]) => lines.map((l) => [l.kind, l.amountSen]);
const deductions = (lines: StatementLine[]) => lines.filter((l) => l.kind === 'installment' || l.kind === 'adjustment' || l.kind === 'carry_forward');

/**
 * A statement run over several months of one owner (issue 28): installments deducted and recorded on approval,
 * changes after approval carried as adjustments on the next open month, a revision that supersedes, voiding an expense
 * already charged refused, and a negative payout carried on. Each step builds on the one before.
 */
describe.each(BACKENDS)('owner statement run on %s', (backend) => {
  let t: TestApp;
  /** Generates, records expenses and plans. */
  let generator: { id: string; token: string };
  /** Approves only. */
  let approver: { id: string; token: string };
  /** Revises (46) and may approve, though never their own revision. */
  let reviser: { id: string; token: string };
  /** Voids expenses. */
  let finance: { id: string; token: string };
  let ownerId = '';
  let unitId = '';
  let propertyId = '';
  let stayId = '';
  let febExpense = '';
  const plan = { three: '', two: '' };
  const feb = { first: undefined as OwnerStatementRecord | undefined, revision: undefined as OwnerStatementRecord | undefined };

  beforeAll(async () => {
    t = await createTestApp(backend);
    generator = await t.adminWith([P.reporting.view, P.reporting.create, P.reporting.edit, P.expenses.view, P.expenses.create, P.expenses.edit]);
    approver = await t.adminWith([P.reporting.view, P.reporting.approve]);
    reviser = await t.adminWith([P.reporting.view, P.reporting.edit, P.reporting.approve]);
    finance = await t.adminWith([P.expenses.view, P.expenses.approve]);
    const db = t.database.db;
    const property = await createProperty(t);
    propertyId = property.id;
    const roomType = await createRoomType(t, property.id);
    unitId = (await createUnit(t, { roomTypeId: roomType.id, unitNumber: 'R-01' })).id;
    ownerId = (await createOwner(t, { name: 'Lim Wei Ming' })).id;
    // 20% of gross, no minimum, cleaning kept, no markup: every figure below is worked by hand.
    const pkg = await createPackage(t, { effectiveMonth: '2032-01', feeBasis: 'gross', rateBp: 2000, minimumMonthlyFeeSen: null, cleaningPassThrough: false, expenseMarkupBp: 0 });
    await own(db, unitId, ownerId, '2032-01-01');
    await onPackage(db, unitId, pkg.id, '2032-01');
    stayId = await insertStay(db, { unitId, checkIn: '2032-02-10', checkOut: '2032-02-13', revenueSen: 300_000 });
    febExpense = await insertBillableExpense(db, { propertyId, unitId, date: '2032-02-20', amountSen: 10_000, recordedBy: t.rootId, approvedBy: finance.id });
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, token: string | null, payload?: object, key?: string) =>
    t.request({ method, url, token, payload, headers: key ? { 'idempotency-key': key } : {} });
  const get = async (id: string) => {
    const res = await call('GET', `${BASE}/${id}`, t.rootToken);
    expect(res.statusCode, res.body).toBe(200);
    return body<OwnerStatementRecord>(res);
  };
  const ofMonth = async (month: string) => {
    const res = await call('GET', listUrl(`${BASE}/aggregation`, { filter: { month, ownerId }, pagination: { limit: 100 } }), t.rootToken);
    const inForce = body<OwnerStatementList>(res).statements.filter((s) => s.status !== 'superseded');
    expect(inForce).toHaveLength(1);
    return get(inForce[0].id);
  };
  const approve = async (id: string, token = approver.token) => {
    const res = await call('POST', `${BASE}/${id}/decision`, token, { action: 'approve', expected: 'draft' });
    expect(res.statusCode, res.body).toBe(200);
    return body<OwnerStatementRecord>(res);
  };
  const planOf = async (id: string) => body<Installment>(await call('GET', `${PLANS}/${id}`, generator.token));
  const entriesOf = async (planId: string) =>
    rowsOf<{ kind: string; month: string; amount_sen: string; statement_id: string | null }>(
      await t.database.db.execute(sql`SELECT kind, month, amount_sen, statement_id::text AS statement_id FROM owner_installment_entries WHERE plan_id = ${planId} ORDER BY month`),
    ).map((e) => [e.kind, e.month, Number(e.amount_sen), e.statement_id]);

  it("deducts each month's installments, without a waived month, and records them on the plan when approved", async () => {
    const made = async (principalSen: number, months: number) => {
      const res = await call('POST', PLANS, generator.token, { ownerId, title: `Plan of ${months}`, principalSen, months, startMonth: '2032-02' });
      expect(res.statusCode, res.body).toBe(201);
      return body<Installment>(res);
    };
    const three = await made(30_000, 3);
    const two = await made(10_000, 2);
    plan.three = three.id;
    plan.two = two.id;
    const waived = await call('POST', `${PLANS}/${two.id}/waive`, generator.token, { month: '2032-02', reason: 'Aircond fixed at our cost', version: two.version });
    expect(waived.statusCode, waived.body).toBe(200);

    await generate(t, generator.token, { month: '2032-02', ownerIds: [ownerId] });
    // A second run replaces the draft: still one statement, one deduction.
    const again = await generate(t, generator.token, { month: '2032-02', ownerIds: [ownerId] });
    expect(again).toMatchObject({ generated: 1, skipped: 0 });
    const draft = await ofMonth('2032-02');
    expect(shown(draft.lines)).toEqual([
      ['stay', 300_000],
      ['management_fee', -60_000],
      ['expense', -10_000],
      ['installment', -10_000],
    ]);
    expect(deductions(draft.lines)[0].data).toMatchObject({ sourceId: three.id, reason: 'Plan of 3 (1/3)', installmentIndex: 1, installmentMonths: 3 });
    expect(draft).toMatchObject({ installmentsSen: -10_000, payoutSen: 220_000 });
    expect(await entriesOf(three.id)).toEqual([]);

    feb.first = await approve(draft.id);
    expect(await entriesOf(three.id)).toEqual([['deduction', '2032-02', 10_000, draft.id]]);
    const after = await planOf(three.id);
    expect(after.schedule.map((m) => [m.month, m.status])).toEqual([
      ['2032-02', 'deducted'],
      ['2032-03', 'due'],
      ['2032-04', 'due'],
    ]);
    expect(after.termsLocked).toBe(true);
    const edit = await call('PATCH', `${PLANS}/${three.id}`, generator.token, { principalSen: 60_000, version: after.version });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ refusal: { code: 'installment_terms_locked' } });
    // The approved month is skipped by a later run, and nothing is recorded twice.
    expect(await generate(t, generator.token, { month: '2032-02', ownerIds: [ownerId] })).toMatchObject({ generated: 0, skipped: 1 });
    expect(await entriesOf(three.id)).toHaveLength(1);
  });

  it('refuses to approve an installment no longer due since the draft was made; the month generated again drops it', async () => {
    await generate(t, generator.token, { month: '2032-03', ownerIds: [ownerId] });
    const draft = await ofMonth('2032-03');
    expect(deductions(draft.lines).map((l) => [l.data.sourceId, l.amountSen])).toEqual([
      [plan.three, -10_000],
      [plan.two, -5_000],
    ]);
    const two = await planOf(plan.two);
    const waived = await call('POST', `${PLANS}/${plan.two}/waive`, generator.token, { month: '2032-03', reason: 'Goodwill', version: two.version });
    expect(waived.statusCode, waived.body).toBe(200);
    const refused = await call('POST', `${BASE}/${draft.id}/decision`, approver.token, { action: 'approve', expected: 'draft' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ refusal: { code: 'installment_month_closed', details: { month: '2032-03' } } });
    expect((await get(draft.id)).status).toBe('draft');
    expect(await entriesOf(plan.three)).toHaveLength(1);
  });

  it('leaves an approved month as it was after a change to its stay, and adjusts the next open month once', async () => {
    const db = t.database.db;
    await db.execute(sql`UPDATE reservations SET room_revenue_sen = 360000, updated_at = now() WHERE id = ${stayId}`);
    await generate(t, generator.token, { month: '2032-03', ownerIds: [ownerId] });
    await generate(t, generator.token, { month: '2032-03', ownerIds: [ownerId] });
    const march = await ofMonth('2032-03');
    expect(shown(deductions(march.lines))).toEqual([
      ['installment', -10_000],
      ['adjustment', 60_000],
      ['adjustment', -12_000],
    ]);
    const [stay, fee] = march.lines.filter((l) => l.kind === 'adjustment');
    expect(stay).toMatchObject({
      reservationId: stayId,
      unitId,
      data: { adjusts: 'stay', adjustsMonth: '2032-02', adjustsStatementId: feb.first!.id, wasSen: 300_000, nowSen: 360_000, unitNumber: 'R-01' },
    });
    expect(stay.data.reason).toMatch(/^Stay .* of 2032-02 changed after approval$/);
    expect(fee.data).toMatchObject({ adjusts: 'management_fee', wasSen: -60_000, nowSen: -72_000 });
    expect(march).toMatchObject({ adjustmentsSen: 48_000, payoutSen: -10_000 + 48_000 });
    expect(sumOf(march.lines)).toBe(march.payoutSen);
    expect(await get(feb.first!.id)).toEqual(feb.first);
    await approve(march.id);
    expect(await entriesOf(plan.three)).toHaveLength(2);
  });

  it('revises an approved month by a superseding draft naming what changed, approved again by another admin', async () => {
    const old = feb.first!;
    const reason = 'Stay revenue corrected to RM 3,600 after the channel statement';
    await generate(t, generator.token, { month: '2032-05', ownerIds: [ownerId] });
    const draftRevise = await call('POST', `${BASE}/${(await ofMonth('2032-05')).id}/revise`, reviser.token, { reason });
    expect(draftRevise.statusCode).toBe(409);
    expect(draftRevise.json()).toMatchObject({ refusal: { code: 'moved_on', details: { now: 'draft' } } });

    const res = await call('POST', `${BASE}/${old.id}/revise`, reviser.token, { reason, expected: 'approved' }, 'revise-feb');
    expect(res.statusCode, res.body).toBe(201);
    const revision = body<OwnerStatementRecord>(res);
    expect(revision).toMatchObject({ status: 'draft', revision: 2, supersedesId: old.id, revisionReason: reason, generatedBy: reviser.id, month: '2032-02' });
    // Generated again from today's stay, keeping its installment, and taking back what March already adjusted.
    expect(shown(revision.lines)).toEqual([
      ['stay', 360_000],
      ['management_fee', -72_000],
      ['expense', -10_000],
      ['installment', -10_000],
      ['adjustment', -60_000],
      ['adjustment', 12_000],
    ]);
    expect(revision.payoutSen).toBe(old.payoutSen);
    const repeat = await call('POST', `${BASE}/${old.id}/revise`, reviser.token, { reason, expected: 'approved' }, 'revise-feb');
    expect(repeat.statusCode).toBe(201);
    expect(body(repeat)).toEqual(revision);
    const again = await call('POST', `${BASE}/${old.id}/revise`, reviser.token, { reason });
    expect(again.statusCode).toBe(201);
    expect(body<OwnerStatementRecord>(again).id).toBe(revision.id);
    const stale = await call('POST', `${BASE}/${old.id}/revise`, reviser.token, { reason, expected: 'approved' });
    expect(stale.statusCode).toBe(409);

    const superseded = await get(old.id);
    expect(superseded).toMatchObject({ status: 'superseded', supersededById: revision.id, payoutSen: old.payoutSen });
    expect(superseded.lines).toEqual(old.lines);
    const own = await call('POST', `${BASE}/${revision.id}/decision`, reviser.token, { action: 'approve', expected: 'draft' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ refusal: { code: 'maker_cannot_decide' } });
    // A run of the month regenerates the revision as a revision.
    await generate(t, generator.token, { month: '2032-02', ownerIds: [ownerId] });
    const rerun = await ofMonth('2032-02');
    expect(rerun).toMatchObject({ revision: 2, supersedesId: old.id, revisionReason: reason });
    expect(shown(rerun.lines)).toEqual(shown(revision.lines));

    feb.revision = await approve(rerun.id);
    // Its installment was recorded by the statement it supersedes: not twice.
    expect((await entriesOf(plan.three)).filter((e) => e[1] === '2032-02')).toEqual([['deduction', '2032-02', 10_000, old.id]]);
  });

  it('adjusts nothing once everything is paid, then a cancelled stay and a late expense of the revised month', async () => {
    await generate(t, generator.token, { month: '2032-04', ownerIds: [ownerId] });
    expect(shown(deductions((await ofMonth('2032-04')).lines))).toEqual([['installment', -10_000]]);
    const db = t.database.db;
    await db.execute(sql`UPDATE reservations SET status = 'cancelled', updated_at = now() WHERE id = ${stayId}`);
    const late = await insertBillableExpense(db, { propertyId, unitId, date: '2032-02-25', amountSen: 5_000, recordedBy: t.rootId, approvedBy: finance.id });
    await generate(t, generator.token, { month: '2032-04', ownerIds: [ownerId] });
    const april = await ofMonth('2032-04');
    const adjustments = april.lines.filter((l) => l.kind === 'adjustment');
    expect(adjustments.map((l) => [l.data.adjusts, l.amountSen, l.data.adjustsStatementId])).toEqual([
      ['management_fee', 72_000, feb.revision!.id],
      ['expense', -5_000, feb.revision!.id],
      ['stay', -360_000, feb.revision!.id],
    ]);
    expect(adjustments[1]).toMatchObject({ expenseId: late, data: { payee: 'Ah Seng Plumbing', expenseDate: '2032-02-25' } });
    expect(adjustments[2]).toMatchObject({ reservationId: stayId, data: { wasSen: 360_000, nowSen: 0 } });
    expect(april.payoutSen).toBe(-10_000 + 72_000 - 5_000 - 360_000);
    expect(await get(feb.revision!.id)).toEqual(feb.revision);
    await approve(april.id);
    expect((await planOf(plan.three)).status).toBe('completed');
  });

  it('carries a negative payout into the next month', async () => {
    const april = await ofMonth('2032-04');
    await generate(t, generator.token, { month: '2032-05', ownerIds: [ownerId] });
    const may = await ofMonth('2032-05');
    expect(may.lines.find((l) => l.kind === 'carry_forward')).toMatchObject({ amountSen: april.payoutSen, data: { fromMonth: '2032-04', fromStatementId: april.id } });
    expect(may.lines.filter((l) => l.kind === 'adjustment')).toEqual([]);
  });

  it('refuses to void an expense on an approved statement, naming the month', async () => {
    const res = await call('POST', `/api/expenses/${febExpense}/decision`, finance.token, { action: 'void', remark: 'Entered twice', expected: 'approved' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ refusal: { code: 'expense_on_statement', details: { month: '2032-02' } } });
    const [row] = rowsOf<{ status: string }>(await t.database.db.execute(sql`SELECT status FROM expenses WHERE id = ${febExpense}`));
    expect(row.status).toBe('approved');
  });

  it('answers revise with 401, 403 and 400 before anything changes', async () => {
    const id = feb.revision!.id;
    expect((await call('POST', `${BASE}/${id}/revise`, null, { reason: 'x' })).statusCode).toBe(401);
    expect((await call('POST', `${BASE}/${id}/revise`, approver.token, { reason: 'x' })).statusCode).toBe(403);
    expect((await call('POST', `${BASE}/${id}/revise`, reviser.token, { reason: '   ' })).statusCode).toBe(400);
    expect((await call('POST', `${BASE}/${id}/revise`, reviser.token, { reason: 'x', extra: 1 })).statusCode).toBe(400);
    expect((await call('POST', `${BASE}/not-a-uuid/revise`, reviser.token, { reason: 'x' })).statusCode).toBe(400);
    expect((await get(id)).status).toBe('approved');
  });

  it('refuses to approve a draft whose adjustments were worked out against a month revised since', async () => {
    const db = t.database.db;
    await insertBillableExpense(db, { propertyId, unitId, date: '2032-02-26', amountSen: 2_000, recordedBy: t.rootId, approvedBy: finance.id });
    await generate(t, generator.token, { month: '2032-05', ownerIds: [ownerId] });
    const may = await ofMonth('2032-05');
    expect(shown(may.lines.filter((l) => l.kind === 'adjustment'))).toEqual([['adjustment', -2_000]]);
    const revised = await call('POST', `${BASE}/${feb.revision!.id}/revise`, reviser.token, { reason: 'A late plumbing bill', expected: 'approved' });
    expect(revised.statusCode, revised.body).toBe(201);
    const refused = await call('POST', `${BASE}/${may.id}/decision`, approver.token, { action: 'approve', expected: 'draft' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ refusal: { code: 'statement_revised_since', details: { month: '2032-02' } } });
    await generate(t, generator.token, { month: '2032-05', ownerIds: [ownerId] });
    const again = await ofMonth('2032-05');
    expect(again.lines.filter((l) => l.kind === 'adjustment')).toEqual([]);
    await approve(again.id);
    const third = await approve(body<OwnerStatementRecord>(revised).id);
    expect(third).toMatchObject({ revision: 3, status: 'approved' });
    expect(shown(third.lines.filter((l) => l.kind === 'expense'))).toEqual([['expense', -10_000], ['expense', -5_000], ['expense', -2_000]]);
  });
});
