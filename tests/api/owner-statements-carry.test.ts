import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { OwnerStatementList, OwnerStatementRecord, StatementLine } from '@shared/contracts/owner-statements';
import { P } from '@shared/permissions';
import { rowsOf } from '@server/db/client';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body } from './helpers/fixtures';
import { createOwner, createPackage, createProperty, createRoomType, createUnit } from './helpers/portfolio';
import { generate, insertBillableExpense, insertStay, onPackage, own } from './helpers/statements';

const BASE = '/api/owner-statements';

const dir = mkdtempSync(join(tmpdir(), 'statement-carry-'));
let fileNo = 0;

const shown = (lines: StatementLine[]) => lines.map((l) => [l.kind, l.amountSen]);
const carried = (lines: StatementLine[]) => lines.filter((l) => l.data.fromMonth).map((l) => [l.kind, l.data.fromMonth, l.amountSen]);

/**
 * A balance an owner owes (a negative payout) is carried to their next statement whenever that comes, exactly once
 * (DESIGN.md §6): after a month with no unit, over a skipped month, into a month generated out of order, never by two
 * statements, and as its revision says it is. Each owner is one story, in a year of their own; every empty month on
 * the package costs its RM 500 minimum, so a month with no stay owes RM 500 and one with an RM 10,000 stay earns RM 8,000.
 */
describe.each(BACKENDS)('carrying a balance on %s', (backend) => {
  let t: TestApp;
  /** Generates and revises. */
  let generator: { id: string; token: string };
  /** Approves only. */
  let approver: { id: string; token: string };
  let roomTypeId = '';
  let propertyId = '';
  let packageId = '';

  beforeAll(async () => {
    t = await createTestApp(backend);
    generator = await t.adminWith([P.reporting.view, P.reporting.create, P.reporting.edit]);
    approver = await t.adminWith([P.reporting.view, P.reporting.approve]);
    const property = await createProperty(t);
    propertyId = property.id;
    roomTypeId = (await createRoomType(t, property.id)).id;
    packageId = (await createPackage(t, { effectiveMonth: '2033-01', feeBasis: 'gross', rateBp: 2000, minimumMonthlyFeeSen: 50_000, cleaningPassThrough: false, expenseMarkupBp: 0 })).id;
  });
  afterAll(async () => t?.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) => t.request({ method, url, token, payload });
  /** An owner of a new unit from `from` (to `to`, exclusive), on the package. */
  const ownerOfUnit = async (name: string, from: string, to: string | null = null) => {
    const ownerId = (await createOwner(t, { name })).id;
    const unitId = (await createUnit(t, { roomTypeId })).id;
    await own(t.database.db, unitId, ownerId, from, to);
    await onPackage(t.database.db, unitId, packageId, from.slice(0, 7));
    return { ownerId, unitId };
  };
  /** An RM 10,000 stay in the month: RM 2,000 fee, RM 8,000 to the owner. */
  const stayIn = (unitId: string, month: string) => insertStay(t.database.db, { unitId, checkIn: `${month}-10`, checkOut: `${month}-12`, revenueSen: 1_000_000 });
  const statements = async (ownerId: string, month: string) => {
    const res = await call('GET', listUrl(`${BASE}/aggregation`, { filter: { month, ownerId }, pagination: { limit: 100 } }), t.rootToken);
    expect(res.statusCode, res.body).toBe(200);
    return body<OwnerStatementList>(res).statements.filter((s) => s.status !== 'superseded');
  };
  const ofMonth = async (ownerId: string, month: string) => {
    const found = await statements(ownerId, month);
    expect(found, `${ownerId} ${month}`).toHaveLength(1);
    const res = await call('GET', `${BASE}/${found[0].id}`, t.rootToken);
    return body<OwnerStatementRecord>(res);
  };
  const run = async (ownerId: string, month: string) => {
    await generate(t, generator.token, { month, ownerIds: [ownerId] });
    return ofMonth(ownerId, month);
  };
  const decide = (id: string) => call('POST', `${BASE}/${id}/decision`, approver.token, { action: 'approve', expected: 'draft' });
  const approve = async (id: string) => {
    const res = await decide(id);
    expect(res.statusCode, res.body).toBe(200);
    return body<OwnerStatementRecord>(res);
  };
  const revise = async (id: string, reason: string) => {
    const res = await call('POST', `${BASE}/${id}/revise`, generator.token, { reason, expected: 'approved' });
    expect(res.statusCode, res.body).toBe(201);
    return body<OwnerStatementRecord>(res);
  };
  /** The statement's PDF as poppler reads it, whitespace folded. */
  const pdfText = async (id: string) => {
    const res = await call('GET', `${BASE}/${id}/pdf`, t.rootToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const path = join(dir, `s-${++fileNo}.pdf`);
    writeFileSync(path, res.rawPayload);
    return execFileSync('pdftotext', ['-enc', 'UTF-8', path, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  };
  /** What the owner's statements in force carried of a month's balance, in all. */
  const carriedOf = async (ownerId: string, month: string) => {
    const [row] = rowsOf<{ sen: string | null }>(
      await t.database.db.execute(sql`
        SELECT sum(l.amount_sen) AS sen FROM owner_statement_lines l JOIN owner_statements s ON s.id = l.statement_id
        WHERE s.owner_id = ${ownerId} AND s.status IN ('approved', 'sent') AND l.data->>'fromMonth' = ${month}`),
    );
    return Number(row.sen ?? 0);
  };

  it('carries the balance of an owner who sold their unit to a statement of just the carry, in a run for every owner', async () => {
    const { ownerId } = await ownerOfUnit('Tan Ah Kow', '2033-01-01', '2033-02-01');
    const january = await approve((await run(ownerId, '2033-01')).id);
    expect(january.payoutSen).toBe(-50_000);

    // Nobody names the owner: they hold no unit in February, and still get the statement that carries what they owe.
    const job = await generate(t, generator.token, { month: '2033-02' });
    expect(job).toMatchObject({ total: 1, generated: 1 });
    const february = await ofMonth(ownerId, '2033-02');
    expect(shown(february.lines)).toEqual([['carry_forward', -50_000]]);
    expect(february.lines[0]).toMatchObject({ unitId: null, data: { fromMonth: '2033-01', fromStatementId: january.id } });
    expect(february).toMatchObject({ carriedInSen: -50_000, payoutSen: -50_000 });
    await approve(february.id);
    expect(await pdfText(february.id)).toContain('2033-01 结转');

    // Carried once, it is February's balance now, carried on to March.
    const march = await run(ownerId, '2033-03');
    expect(carried(march.lines)).toEqual([['carry_forward', '2033-02', -50_000]]);
    expect(await carriedOf(ownerId, '2033-01')).toBe(-50_000);
  });

  it('carries a balance over a month never generated', async () => {
    const { ownerId, unitId } = await ownerOfUnit('Nurul Aina binti Hassan', '2034-01-01');
    const january = await approve((await run(ownerId, '2034-01')).id);
    await stayIn(unitId, '2034-03');
    const march = await run(ownerId, '2034-03');
    expect(shown(march.lines)).toEqual([
      ['stay', 1_000_000],
      ['management_fee', -200_000],
      ['carry_forward', -50_000],
    ]);
    expect(march.lines[2].data).toMatchObject({ fromMonth: '2034-01', fromStatementId: january.id });
    expect(march.payoutSen).toBe(750_000);
  });

  it('carries the balance of a month approved after a later month was', async () => {
    const { ownerId, unitId } = await ownerOfUnit('Rajesh a/l Subramaniam', '2035-01-01');
    const draftJanuary = await run(ownerId, '2035-01');
    await stayIn(unitId, '2035-02');
    const february = await run(ownerId, '2035-02');
    // January is a draft yet: it owes nothing until approved.
    expect(carried(february.lines)).toEqual([]);
    await approve(february.id);
    const january = await approve(draftJanuary.id);
    expect(january.payoutSen).toBe(-50_000);

    await stayIn(unitId, '2035-03');
    const march = await run(ownerId, '2035-03');
    expect(carried(march.lines)).toEqual([['carry_forward', '2035-01', -50_000]]);
    expect(march.lines.find((l) => l.kind === 'carry_forward')!.data.fromStatementId).toBe(january.id);
    expect(march.payoutSen).toBe(800_000 - 50_000);
  });

  it('never carries a balance twice: it belongs to the first statement approved that carries it', async () => {
    const { ownerId, unitId } = await ownerOfUnit('Chong Mei Fong', '2036-01-01');
    await approve((await run(ownerId, '2036-01')).id);
    const february = await run(ownerId, '2036-02');
    await stayIn(unitId, '2036-03');
    const march = await run(ownerId, '2036-03');
    // Both drafts carry January, as nothing approved has carried it yet.
    expect(carried(february.lines)).toEqual([['carry_forward', '2036-01', -50_000]]);
    expect(carried(march.lines)).toEqual([['carry_forward', '2036-01', -50_000]]);

    await approve(march.id);
    const refused = await decide(february.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ refusal: { code: 'carry_changed', details: { month: '2036-02', fromMonth: '2036-01' } } });
    expect(refused.json<{ message: string }>().message).toMatch(/generate 2036-02 again/);
    expect((await ofMonth(ownerId, '2036-02')).status).toBe('draft');
    expect(await carriedOf(ownerId, '2036-01')).toBe(-50_000);

    // Generated again, February carries nothing and owes its own month, carried on to April.
    const again = await run(ownerId, '2036-02');
    expect(shown(again.lines)).toEqual([['management_fee', -50_000]]);
    await approve(again.id);
    const april = await run(ownerId, '2036-04');
    expect(carried(april.lines)).toEqual([['carry_forward', '2036-02', -50_000]]);
    expect(await carriedOf(ownerId, '2036-01')).toBe(-50_000);
  });

  it("follows a revision's figure: less owed is given back, more owed is carried on", async () => {
    const less = await ownerOfUnit('Lee Chee Keong', '2037-01-01');
    const more = await ownerOfUnit('Aminah binti Yusof', '2037-01-01');
    const db = t.database.db;
    for (const o of [less, more]) {
      await insertBillableExpense(db, { propertyId, unitId: o.unitId, date: '2037-01-15', amountSen: 20_000, recordedBy: t.rootId, approvedBy: approver.id });
      await approve((await run(o.ownerId, '2037-01')).id);
      await stayIn(o.unitId, '2037-02');
      const february = await approve((await run(o.ownerId, '2037-02')).id);
      expect(carried(february.lines)).toEqual([['carry_forward', '2037-01', -70_000]]);
    }
    // Less: a January stay booked late, RM 500 (its fee stays the minimum); more: a late RM 300 bill.
    await insertStay(db, { unitId: less.unitId, checkIn: '2037-01-20', checkOut: '2037-01-21', revenueSen: 50_000 });
    await insertBillableExpense(db, { propertyId, unitId: more.unitId, date: '2037-01-25', amountSen: 30_000, recordedBy: t.rootId, approvedBy: approver.id });
    const [lessJan, moreJan] = [await ofMonth(less.ownerId, '2037-01'), await ofMonth(more.ownerId, '2037-01')];
    const lessRevised = await approve((await revise(lessJan.id, 'A stay booked late')).id);
    const moreRevised = await approve((await revise(moreJan.id, 'A late plumbing bill')).id);
    expect([lessRevised.payoutSen, moreRevised.payoutSen]).toEqual([-20_000, -100_000]);

    const lessMarch = await run(less.ownerId, '2037-03');
    expect(shown(lessMarch.lines)).toEqual([
      ['management_fee', -50_000],
      ['adjustment', 50_000],
    ]);
    expect(lessMarch.lines[1].data).toMatchObject({ fromMonth: '2037-01', fromStatementId: lessRevised.id, balanceSen: -20_000, carriedBeforeSen: -70_000 });
    expect(lessMarch.lines[1].data.reason).toMatch(/^The statement of 2037-01 was revised/);
    expect(lessMarch).toMatchObject({ adjustmentsSen: 50_000, payoutSen: 0 });
    expect(await pdfText(lessMarch.id)).toContain('退回：2037-01 的结余经修订后减少');

    const moreMarch = await run(more.ownerId, '2037-03');
    expect(shown(moreMarch.lines)).toEqual([
      ['management_fee', -50_000],
      ['carry_forward', -30_000],
    ]);
    expect(moreMarch.lines[1].data).toMatchObject({ fromMonth: '2037-01', fromStatementId: moreRevised.id, balanceSen: -100_000, carriedBeforeSen: -70_000 });

    // Approved, each January's balance is carried to the sen of its revision, and nothing is left to carry.
    await approve(lessMarch.id);
    await approve(moreMarch.id);
    expect([await carriedOf(less.ownerId, '2037-01'), await carriedOf(more.ownerId, '2037-01')]).toEqual([-20_000, -100_000]);
    const april = await run(less.ownerId, '2037-04');
    expect(carried(april.lines)).toEqual([]);
  });

  it('refuses a draft that carries a balance its month was revised from since; generated again it carries the revision', async () => {
    const { ownerId, unitId } = await ownerOfUnit('Goh Siew Lan', '2038-01-01');
    const january = await approve((await run(ownerId, '2038-01')).id);
    await stayIn(unitId, '2038-02');
    const february = await run(ownerId, '2038-02');
    expect(carried(february.lines)).toEqual([['carry_forward', '2038-01', -50_000]]);

    await insertBillableExpense(t.database.db, { propertyId, unitId, date: '2038-01-25', amountSen: 30_000, recordedBy: t.rootId, approvedBy: approver.id });
    const revised = await approve((await revise(january.id, 'A late plumbing bill')).id);
    expect(revised.payoutSen).toBe(-80_000);
    const refused = await decide(february.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ refusal: { code: 'carry_changed', details: { month: '2038-02', fromMonth: '2038-01' } } });

    const again = await run(ownerId, '2038-02');
    expect(carried(again.lines)).toEqual([['carry_forward', '2038-01', -80_000]]);
    expect(again.lines.find((l) => l.kind === 'carry_forward')!.data).toEqual({ fromMonth: '2038-01', fromStatementId: revised.id });
    await approve(again.id);
    expect(await carriedOf(ownerId, '2038-01')).toBe(-80_000);
  });
});
