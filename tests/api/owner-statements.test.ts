import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { OwnerStatementList, OwnerStatementRecord, StatementJob } from '@shared/contracts/owner-statements';
import { P } from '@shared/permissions';
import { ownerStatements } from '@server/db/schema';
import { figureTable } from '@server/modules/revenue/figures';
import { generateMonth } from '@server/modules/owner-statements/generate';
import type { DeductionSource } from '@server/modules/owner-statements/gather';
import { rowsOf } from '@server/db/client';
import { randomUUID } from 'node:crypto';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body } from './helpers/fixtures';
import { createOwner, createPackage, createProperty, createRoomType, createUnit, ownerSession } from './helpers/portfolio';
import { generate, insertBillableExpense, insertStay, onPackage, own } from './helpers/statements';

const BASE = '/api/owner-statements';

/** A statement the database itself refuses, for the reason given (the driver's error is wrapped by the query builder). */
async function expectRefused(statement: Promise<unknown>, reason: RegExp): Promise<void> {
  const error = await statement.then(
    () => null,
    (err: unknown) => err as Error & { cause?: Error },
  );
  expect(error, 'the database accepted it').not.toBeNull();
  expect(`${error?.message} ${error?.cause?.message ?? ''}`).toMatch(reason);
}

const sumOf = (lines: { amountSen: number }[]) => lines.reduce((s, l) => s + l.amountSen, 0);

/**
 * Owner statements (issue 28): a hand-made April 2031 of three owners whose every line is worked out below; the run
 * replaces drafts only; approval by another admin freezes the statement in the database; the owner sees their sent
 * statement only; and the owners' stay revenue adds up to the revenue report grouped by owner.
 */
describe.each(BACKENDS)('owner statements on %s', (backend) => {
  let t: TestApp;
  let generator: { id: string; token: string };
  let approver: { id: string; token: string };
  let sender: { id: string; token: string };
  const owner = { a: '', b: '', c: '' };
  const email = { a: '' };
  const unit = { u1: '', u2: '', u3: '' };
  const stay = { r1: '', r2: '', r3: '' };
  let propertyId = '';

  beforeAll(async () => {
    t = await createTestApp(backend);
    generator = await t.adminWith([P.reporting.view, P.reporting.create, P.reporting.approve]);
    approver = await t.adminWith([P.reporting.view, P.reporting.approve]);
    sender = await t.adminWith([P.reporting.view, P.reporting.edit]);
    const db = t.database.db;
    const property = await createProperty(t);
    propertyId = property.id;
    const roomType = await createRoomType(t, property.id);
    unit.u1 = (await createUnit(t, { roomTypeId: roomType.id, unitNumber: 'S-01' })).id;
    unit.u2 = (await createUnit(t, { roomTypeId: roomType.id, unitNumber: 'S-02' })).id;
    unit.u3 = (await createUnit(t, { roomTypeId: roomType.id, unitNumber: 'S-03' })).id;
    const a = await createOwner(t, { name: '陈美玲' });
    owner.a = a.id;
    email.a = a.email!;
    owner.b = (await createOwner(t, { name: 'Siti Nurhaliza binti Ahmad' })).id;
    owner.c = (await createOwner(t, { name: 'Muthu a/l Ramasamy' })).id;
    // P1: flat 30% from January; in April 20% up to RM 10,000 and 15% above, gross, cleaning kept, 10% markup; 1% from May.
    const p1 = await createPackage(t, { effectiveMonth: '2031-01', feeBasis: 'gross', rateBp: 3000, minimumMonthlyFeeSen: null, cleaningPassThrough: false, expenseMarkupBp: 1000 });
    await db.execute(sql`
      INSERT INTO service_package_versions (package_id, version_number, effective_month, fee_basis, rate_bp, tiers, minimum_monthly_fee_sen, cleaning_pass_through, expense_markup_bp)
      VALUES (${p1.id}, 2, '2031-04', 'gross', 2000, '[{"uptoSen": 1000000, "rateBp": 2000}, {"uptoSen": null, "rateBp": 1500}]'::jsonb, NULL, false, 1000),
             (${p1.id}, 3, '2031-05', 'gross', 100, NULL, NULL, false, 1000)`);
    // P2: 15% net of commission, at least RM 500 a month, cleaning passed through, no markup.
    const p2 = await createPackage(t, { effectiveMonth: '2031-01', feeBasis: 'net_of_commission', rateBp: 1500, minimumMonthlyFeeSen: 50_000, cleaningPassThrough: true, expenseMarkupBp: 0 });
    await own(db, unit.u1, owner.a, '2031-01-01');
    // A sells S-02 to B on 16 April: the 1st to the 15th are A's, the 16th on B's.
    await own(db, unit.u2, owner.a, '2031-01-01', '2031-04-16');
    await own(db, unit.u2, owner.b, '2031-04-16');
    await own(db, unit.u3, owner.c, '2031-01-01');
    await onPackage(db, unit.u1, p1.id, '2031-01');
    await onPackage(db, unit.u2, p2.id, '2031-01');
    await onPackage(db, unit.u3, p2.id, '2031-01');
    // 30 Mar – 3 Apr: two of four nights in April.
    stay.r1 = await insertStay(db, { unitId: unit.u1, checkIn: '2031-03-30', checkOut: '2031-04-03', revenueSen: 1_200_000, cleaningSen: 8_000, commissionSen: 180_000, channel: 'airbnb' });
    stay.r2 = await insertStay(db, { unitId: unit.u1, checkIn: '2031-04-10', checkOut: '2031-04-13', revenueSen: 1_000_001, cleaningSen: 6_000 });
    // 14 – 18 Apr on S-02: two nights A's, two B's.
    stay.r3 = await insertStay(db, { unitId: unit.u2, checkIn: '2031-04-14', checkOut: '2031-04-18', revenueSen: 400_003, cleaningSen: 5_000, commissionSen: 40_000, channel: 'booking' });
    // RM 100 + RM 8 SST on S-01; RM 30.01 for the building, shared by its three units.
    await insertBillableExpense(db, { propertyId, unitId: unit.u1, date: '2031-04-20', amountSen: 10_000, sstSen: 800, recordedBy: t.rootId, approvedBy: sender.id });
    await insertBillableExpense(db, { propertyId, unitId: null, date: '2031-04-25', amountSen: 3_001, recordedBy: t.rootId, approvedBy: sender.id });
  });
  afterAll(async () => t?.close());

  const get = async (id: string, token = t.rootToken) => {
    const res = await t.request({ method: 'GET', url: `${BASE}/${id}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return body<OwnerStatementRecord>(res);
  };
  const listed = async (filter: object, token = t.rootToken) => {
    const res = await t.request({ method: 'GET', url: listUrl(`${BASE}/aggregation`, { filter, pagination: { limit: 100 } }), token });
    expect(res.statusCode, res.body).toBe(200);
    return body<OwnerStatementList>(res);
  };
  const ofOwner = async (month: string, ownerId: string) => {
    const { statements } = await listed({ month, ownerId });
    expect(statements.filter((s) => s.status !== 'superseded')).toHaveLength(1);
    return get(statements[0].id);
  };
  const decide = (id: string, token: string, payload: object, key?: string) =>
    t.request({ method: 'POST', url: `${BASE}/${id}/decision`, token, payload, headers: key ? { 'idempotency-key': key } : {} });

  it('refuses a month that is not one, and a run without the code', async () => {
    const bad = await t.request({ method: 'POST', url: `${BASE}/generate`, token: generator.token, payload: { month: '2031-13' } });
    expect(bad.statusCode).toBe(400);
    const ids = await t.request({ method: 'POST', url: `${BASE}/generate`, token: generator.token, payload: { month: '2031-04', ownerIds: ['nope'] } });
    expect(ids.statusCode).toBe(400);
    const denied = await t.request({ method: 'POST', url: `${BASE}/generate`, token: approver.token, payload: { month: '2031-04' } });
    expect(denied.statusCode).toBe(403);
  });

  it("carries March's negative payout of an owner with no stays into April", async () => {
    const march = await generate(t, generator.token, { month: '2031-03', ownerIds: [owner.c] });
    expect(march).toMatchObject({ total: 1, done: 1, generated: 1, skipped: 0 });
    const statement = await ofOwner('2031-03', owner.c);
    // The minimum of P2 on an empty month.
    expect(statement.lines.map((l) => [l.kind, l.amountSen])).toEqual([['management_fee', -50_000]]);
    expect(statement.payoutSen).toBe(-50_000);
    const res = await decide(statement.id, approver.token, { action: 'approve', expected: 'draft' });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('writes every line of a hand-made month, once per Idempotency-Key', async () => {
    const payload = { month: '2031-04', ownerIds: [owner.a, owner.b, owner.c] };
    const job = await generate(t, generator.token, payload, 'april-run');
    expect(job).toMatchObject({ month: '2031-04', total: 3, done: 3, generated: 3, skipped: 0, error: null });
    const again = await generate(t, generator.token, payload, 'april-run');
    expect(again.id).toBe(job.id);
    const polled = await t.request({ method: 'GET', url: `${BASE}/jobs/${job.id}`, token: approver.token });
    expect(body<StatementJob>(polled)).toMatchObject({ id: job.id, status: 'done', done: 3, total: 3 });
    expect((await listed({ month: '2031-04' })).totalCount).toBe(3);

    const a = await ofOwner('2031-04', owner.a);
    expect(a.lines.map((l) => [l.kind, l.amountSen, l.data.unitNumber])).toEqual([
      // S-01: 2 of 4 nights at RM 3,000; 3 nights of 1,000,001 sen; the commission on the April nights only.
      ['stay', 600_000, 'S-01'],
      ['commission', -90_000, 'S-01'],
      ['stay', 1_000_001, 'S-01'],
      // Cleaning kept by P1: half of 8,000 and all of 6,000.
      ['cleaning', 10_000, 'S-01'],
      // April's version: gross 1,610,001 → 20% of 1,000,000 + 15% of 610,001 (91,500.15, half up).
      ['management_fee', -291_500, 'S-01'],
      ['expense', -10_800, 'S-01'],
      ['expense_markup', -1_080, 'S-01'],
      // The building's 3,001 sen in three: 1,001 for the first unit; 10% markup is 100.1 → 100.
      ['expense', -1_001, 'S-01'],
      ['expense_markup', -100, 'S-01'],
      // S-02, A's half: nights 14–15 (100,001 each), commission 20,000, cleaning passed through.
      ['stay', 200_002, 'S-02'],
      ['commission', -20_000, 'S-02'],
      ['cleaning', 0, 'S-02'],
      // 15% of 180,002 = 27,000; the minimum for 15 of 30 days is 25,000.
      ['management_fee', -27_000, 'S-02'],
    ]);
    const fee = a.lines.find((l) => l.kind === 'management_fee')!;
    expect(fee.data).toMatchObject({ versionNumber: 2, feeBasis: 'gross', basisSen: 1_610_001, bands: [{ feeSen: 200_000 }, { amountSen: 610_001, rateBp: 1500, feeSen: 91_500 }] });
    expect(a.lines.find((l) => l.kind === 'stay')).toMatchObject({ reservationId: stay.r1, data: { from: '2031-04-01', to: '2031-04-03', nights: 2, channel: 'airbnb' } });
    expect(a.lines.filter((l) => l.kind === 'management_fee')[1].data).toMatchObject({ minimumSen: 25_000, minimumApplied: false, ownedDays: 15, daysInMonth: 30 });
    expect(a).toMatchObject({ revenueSen: 1_800_003, commissionSen: -110_000, managementFeeSen: -318_500, cleaningSen: 10_000, expensesSen: -12_981, carriedInSen: 0, status: 'draft', generatedBy: generator.id });
    expect(a.payoutSen).toBe(1_800_003 - 110_000 - 318_500 + 10_000 - 12_981);

    const b = await ofOwner('2031-04', owner.b);
    expect(b.lines.map((l) => [l.kind, l.amountSen])).toEqual([
      ['stay', 200_001],
      ['commission', -20_000],
      ['cleaning', 0],
      ['management_fee', -27_000],
      ['expense', -1_000],
    ]);
    const c = await ofOwner('2031-04', owner.c);
    expect(c.lines.map((l) => [l.kind, l.amountSen])).toEqual([
      ['management_fee', -50_000],
      ['expense', -1_000],
      ['carry_forward', -50_000],
    ]);
    expect(c).toMatchObject({ carriedInSen: -50_000, payoutSen: -101_000 });
    for (const s of [a, b, c]) expect(sumOf(s.lines)).toBe(s.payoutSen);
  });

  it("adds up to the revenue report grouped by owner, to the sen", async () => {
    const report = (await figureTable(t.database.db, '2031-04', '2031-04', 'owner')) ;
    for (const id of [owner.a, owner.b, owner.c]) {
      const s = await ofOwner('2031-04', id);
      expect(s.revenueSen, id).toBe(report.get(id)?.get('2031-04')?.roomRevenueSen ?? 0);
    }
  });

  it('is never approved by who generated it: refused by the server and by the database', async () => {
    const a = await ofOwner('2031-04', owner.a);
    const own = await decide(a.id, generator.token, { action: 'approve', expected: 'draft' });
    expect(own.statusCode).toBe(409);
    expect(own.json()).toMatchObject({ refusal: { code: 'maker_cannot_decide', details: { what: 'owner_statement' } } });
    await expectRefused(
      t.database.db.update(ownerStatements).set({ status: 'approved', approvedBy: generator.id, approvedAt: new Date() }).where(eq(ownerStatements.id, a.id)),
      /owner_statements_generator_not_approver/,
    );
    expect((await get(a.id)).status).toBe('draft');
  });

  it('approves with the status the admin saw, once per key, audited; 409 on a stale one', async () => {
    const a = await ofOwner('2031-04', owner.a);
    const first = await decide(a.id, approver.token, { action: 'approve', expected: 'draft' }, 'approve-a');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'approved', approvedBy: approver.id });
    const repeat = await decide(a.id, approver.token, { action: 'approve', expected: 'draft' }, 'approve-a');
    expect(repeat.statusCode).toBe(200);
    expect(repeat.json()).toEqual(first.json());
    const stale = await decide(a.id, approver.token, { action: 'approve', expected: 'draft' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ current: { status: 'approved' }, refusal: { code: 'moved_on' } });
    const audit = await t.database.db.execute(sql`SELECT action FROM audit_log WHERE entity = 'owner-statements.statement' AND entity_id = ${a.id}`);
    expect(JSON.stringify(audit)).toContain('owner-statements.approve');
  });

  it('freezes an approved statement in the database, and a later change to its stays leaves it as it was', async () => {
    const before = await ofOwner('2031-04', owner.a);
    expect(before.status).toBe('approved');
    const db = t.database.db;
    await expectRefused(db.execute(sql`UPDATE owner_statement_lines SET amount_sen = 0 WHERE statement_id = ${before.id} AND kind = 'stay'`), /owner_statements_frozen|frozen/);
    await expectRefused(db.execute(sql`DELETE FROM owner_statement_lines WHERE statement_id = ${before.id}`), /frozen/);
    await expectRefused(db.execute(sql`INSERT INTO owner_statement_lines (statement_id, position, kind, amount_sen) VALUES (${before.id}, 99, 'adjustment', 1)`), /frozen/);
    await expectRefused(db.execute(sql`UPDATE owner_statements SET payout_sen = payout_sen + 1, adjustments_sen = adjustments_sen + 1 WHERE id = ${before.id}`), /frozen/);
    await expectRefused(db.execute(sql`UPDATE owner_statements SET status = 'draft' WHERE id = ${before.id}`), /frozen/);
    await expectRefused(db.execute(sql`DELETE FROM owner_statements WHERE id = ${before.id}`), /never deleted/);
    // The stay grows after approval; a second run of the month replaces the drafts only.
    await db.execute(sql`UPDATE reservations SET room_revenue_sen = 2000000 WHERE id = ${stay.r2}`);
    const oldB = await ofOwner('2031-04', owner.b);
    const rerun = await generate(t, generator.token, { month: '2031-04', ownerIds: [owner.a, owner.b, owner.c] });
    expect(rerun).toMatchObject({ total: 3, done: 3, generated: 2, skipped: 1 });
    expect(await get(before.id)).toEqual(before);
    const newB = await ofOwner('2031-04', owner.b);
    expect(newB.id).not.toBe(oldB.id);
    expect(newB.lines.map((l) => [l.kind, l.amountSen])).toEqual(oldB.lines.map((l) => [l.kind, l.amountSen]));
    const gone = await t.request({ method: 'GET', url: `${BASE}/${oldB.id}`, token: t.rootToken });
    expect(gone.statusCode).toBe(404);
  });

  it('refuses a draft whose lines do not add up to its payout at approval (database)', async () => {
    const b = await ofOwner('2031-04', owner.b);
    const db = t.database.db;
    await db.execute(sql`UPDATE owner_statement_lines SET amount_sen = amount_sen - 1 WHERE statement_id = ${b.id} AND kind = 'stay'`);
    await expectRefused(
      db.update(ownerStatements).set({ status: 'approved', approvedBy: approver.id, approvedAt: new Date() }).where(eq(ownerStatements.id, b.id)),
      /lines add up to 152000 sen, not its payout of 152001 sen/,
    );
    await db.execute(sql`UPDATE owner_statement_lines SET amount_sen = amount_sen + 1 WHERE statement_id = ${b.id} AND kind = 'stay'`);
  });

  it("sends an approved statement only, and the owner reads their own sent statements and nothing else", async () => {
    const a = await ofOwner('2031-04', owner.a);
    const b = await ofOwner('2031-04', owner.b);
    const draft = await t.request({ method: 'POST', url: `${BASE}/${b.id}/send`, token: sender.token, payload: {} });
    expect(draft.statusCode).toBe(409);
    const ownerToken = await ownerSession(t, owner.a, email.a);
    expect((await listed({}, ownerToken)).statements).toEqual([]);
    const hidden = await t.request({ method: 'GET', url: `${BASE}/${a.id}`, token: ownerToken });
    expect(hidden.statusCode).toBe(404);

    const sent = await t.request({ method: 'POST', url: `${BASE}/${a.id}/send`, token: sender.token, payload: { expected: 'approved' } });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ status: 'sent' });
    const again = await t.request({ method: 'POST', url: `${BASE}/${a.id}/send`, token: sender.token, payload: {} });
    expect(again.statusCode).toBe(200);
    const db = t.database.db;
    await expectRefused(db.execute(sql`UPDATE owner_statements SET status = 'approved' WHERE id = ${a.id}`), /frozen/);

    const mine = await listed({}, ownerToken);
    expect(mine.statements.map((s) => s.id)).toEqual([a.id]);
    expect((await get(a.id, ownerToken)).lines).toHaveLength(a.lines.length);
    // Another owner's statement, even filtered for by id, is not there; the admin's calls are refused.
    expect((await listed({ ownerId: owner.b }, ownerToken)).statements).toEqual([]);
    expect((await t.request({ method: 'GET', url: `${BASE}/${b.id}`, token: ownerToken })).statusCode).toBe(404);
    expect((await t.request({ method: 'GET', url: `${BASE}/jobs/${a.jobId}`, token: ownerToken })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `${BASE}/generate`, token: ownerToken, payload: { month: '2031-04' } })).statusCode).toBe(403);
    expect((await t.request({ method: 'POST', url: `${BASE}/${b.id}/decision`, token: ownerToken, payload: { action: 'approve' } })).statusCode).toBe(403);
  });

  it('takes installments and adjustments from its deductions source, and commits its progress batch by batch', async () => {
    const jobId = randomUUID();
    const seen: number[] = [];
    // A stand-in for the installments area: each owner owes RM 150 this month, and B gets RM 12.34 back.
    const deductions: DeductionSource = async (db, month, owners) => {
      const [job] = rowsOf<{ done: number }>(await db.execute(sql`SELECT done FROM owner_statement_jobs WHERE id = ${jobId}`));
      seen.push(Number(job.done));
      return new Map(
        owners.map((o) => [
          o,
          [
            { kind: 'installment' as const, amountSen: -15_000, reason: `Furnishing, ${month}`, sourceId: 'plan-1' },
            ...(o === owner.b ? [{ kind: 'adjustment' as const, amountSen: 1_234, reason: 'Refund' }] : []),
          ],
        ]),
      );
    };
    const job = await generateMonth(t.database.db, { actorId: generator.id, viaOutbox: false }, { id: jobId, month: '2031-06', ownerIds: [owner.a, owner.b, owner.c] }, { deductions, batchSize: 1 });
    expect(job).toMatchObject({ id: jobId, total: 3, done: 3, generated: 3, status: 'done' });
    expect(seen).toEqual([0, 1, 2]);
    const b = await ofOwner('2031-06', owner.b);
    expect(b.lines.filter((l) => l.kind === 'installment' || l.kind === 'adjustment').map((l) => [l.kind, l.amountSen, l.data.reason])).toEqual([
      ['installment', -15_000, 'Furnishing, 2031-06'],
      ['adjustment', 1_234, 'Refund'],
    ]);
    expect(b).toMatchObject({ installmentsSen: -15_000, adjustmentsSen: 1_234 });
    expect(sumOf(b.lines)).toBe(b.payoutSen);
  });
});
