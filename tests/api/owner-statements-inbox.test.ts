import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApprovalList } from '@shared/contracts/approvals';
import type { OwnerStatementRecord } from '@shared/contracts/owner-statements';
import { P } from '@shared/permissions';
import { BACKENDS, createTestApp, type TestApp } from './helpers/test-app';
import { createOwner, createProperty, createRoomType, createUnit } from './helpers/portfolio';
import { generate, insertStay, own } from './helpers/statements';

/**
 * Draft owner statements in the approvals inbox (issue 28): an approver (47) sees each draft someone else generated,
 * never their own; an admin without 47 gets no such kind; approved, the draft leaves the inbox.
 */
describe.each(BACKENDS)('owner statements in the approvals inbox on %s', (backend) => {
  let t: TestApp;
  let maker: { id: string; token: string };
  let checker: { id: string; token: string };
  let viewer: { id: string; token: string };
  const owners = { a: '', b: '' };

  beforeAll(async () => {
    t = await createTestApp(backend);
    maker = await t.adminWith([P.reporting.view, P.reporting.create, P.reporting.approve]);
    checker = await t.adminWith([P.reporting.view, P.reporting.create, P.reporting.approve]);
    viewer = await t.adminWith([P.reporting.view, P.reporting.create]);
    const db = t.database.db;
    const roomType = await createRoomType(t, (await createProperty(t)).id);
    owners.a = (await createOwner(t, { name: 'Lim Wei Jie 林伟杰' })).id;
    owners.b = (await createOwner(t, { name: 'Kavitha a/p Subramaniam' })).id;
    for (const [n, owner] of [owners.a, owners.b].entries()) {
      const unit = (await createUnit(t, { roomTypeId: roomType.id, unitNumber: `IN-0${n + 1}` })).id;
      await own(db, unit, owner, '2032-01-01');
      await insertStay(db, { unitId: unit, checkIn: '2032-02-03', checkOut: '2032-02-05', revenueSen: 40_000 + n * 10_000 });
    }
  }, 180_000);
  afterAll(() => t?.close());

  const inbox = async (token: string, query = '') => {
    const res = await t.request({ method: 'GET', url: `/api/approvals${query}`, token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as ApprovalList;
  };
  const statementIds = (list: ApprovalList) => list.items.filter((i) => i.kind === 'owner-statement').map((i) => i.record.id);

  it('lists the drafts to another approver, newest first with their figures, and never to the admin who generated them', async () => {
    await generate(t, maker.token, { month: '2032-02' });
    const seen = await inbox(checker.token, '?kind=owner-statement');
    expect(seen.counts['owner-statement']).toBe(2);
    expect(seen.totalCount).toBe(2);
    const items = seen.items.filter((i) => i.kind === 'owner-statement');
    expect(items.map((i) => i.record).map((s) => [s.ownerName, s.month, s.status, s.payoutSen > 0]).sort()).toEqual([
      ['Kavitha a/p Subramaniam', '2032-02', 'draft', true],
      ['Lim Wei Jie 林伟杰', '2032-02', 'draft', true],
    ]);
    expect(items.every((i) => i.id === `owner-statement:${i.record.id}`)).toBe(true);

    const own = await inbox(maker.token);
    expect(own.counts['owner-statement']).toBe(0);
    expect(statementIds(own)).toEqual([]);
    // Without the approve code the kind is not theirs at all.
    expect('owner-statement' in (await inbox(viewer.token)).counts).toBe(false);
  });

  it('an approved draft leaves the inbox; a regenerated month shows its new drafts only', async () => {
    const [first] = statementIds(await inbox(checker.token, '?kind=owner-statement'));
    const res = await t.request({ method: 'POST', url: `/api/owner-statements/${first}/decision`, token: checker.token, payload: { action: 'approve', expected: 'draft' } });
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as OwnerStatementRecord).status).toBe('approved');
    const after = await inbox(checker.token, '?kind=owner-statement');
    expect(after.counts['owner-statement']).toBe(1);
    expect(statementIds(after)).not.toContain(first);

    // Generated again by the checker: the remaining draft is now theirs, so it leaves their inbox and enters the maker's.
    await generate(t, checker.token, { month: '2032-02' });
    expect((await inbox(checker.token)).counts['owner-statement']).toBe(0);
    const maker2 = await inbox(maker.token, '?kind=owner-statement');
    expect(maker2.counts['owner-statement']).toBe(1);
    expect(statementIds(maker2)).not.toContain(first);
  });
});
