import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditEntry, CreditRequest, CreditRequestList } from '@shared/contracts/credit';
import { P } from '@shared/permissions';
import { seededRandom } from '@server/cli/demo-random';
import { rowsOf } from '@server/db/client';
import { BACKENDS, createTestApp, listUrl, type TestApp } from './helpers/test-app';
import { body } from './helpers/fixtures';
import { insertUser } from './helpers/users';
import { CreditModel, type ModelRequest } from './helpers/credit-model';

// CREDIT_SEED=<n> replays a run (a failure names its seed); CREDIT_OPS=<n> makes it longer or shorter.
const SEED = Number(process.env.CREDIT_SEED ?? 9_2026);
const OPERATIONS = Number(process.env.CREDIT_OPS ?? 1_000);
const HOLDERS = 5;
const CHECK_EVERY = 100;

/**
 * Issue 9's property: after a randomized run of operations through the real calls — request, approve,
 * reject, cancel, reverse, the refusals (own request, someone else's cancel, a decision taken twice) and
 * concurrent bursts — every holder's balance equals the sum of their entries and the model's figure.
 */
describe.each(BACKENDS)(`credit under ${OPERATIONS} seeded random operations on %s`, (backend) => {
  let t: TestApp;
  let admins: { id: string; token: string }[];
  let holders: string[];

  beforeAll(async () => {
    t = await createTestApp(backend);
    const codes = [P.credit.view, P.credit.create, P.credit.edit, P.credit.approve];
    admins = [await t.adminWith(codes), await t.adminWith(codes), await t.adminWith(codes)];
    holders = [];
    for (let i = 0; i < HOLDERS; i++) holders.push((await insertUser(t.database.db, { role: 'guest' })).id);
  });
  afterAll(async () => t?.close());

  const post = (url: string, admin: number, payload: object) => t.request({ method: 'POST', url, token: admins[admin].token, payload });
  const decide = (id: string, admin: number, action: 'approve' | 'reject') =>
    post(`/api/credit/requests/${id}/decision`, admin, { action, remark: `${action}d`, expected: 'pending' });

  /** Balance column, entry sum and model for every holder, read in one query. */
  async function expectLedgerMatches(model: CreditModel, where: string): Promise<void> {
    const rows = rowsOf<{ id: string; column: string | number | null; sum: string | number | null }>(
      await t.database.db.execute(sql`
        select h.id, (select balance_sen from credit_accounts where account_id = h.id) as "column",
               (select sum(amount_sen) from credit_entries where account_id = h.id) as "sum"
        from unnest(${`{${holders.join(',')}}`}::uuid[]) as h(id)`),
    );
    for (const row of rows) {
      const expected = model.balance.get(row.id)!;
      expect({ column: Number(row.column ?? 0), sum: Number(row.sum ?? 0) }, `${where}: holder ${row.id}`).toEqual({ column: expected, sum: expected });
      expect(expected, where).toBeGreaterThanOrEqual(0);
    }
  }

  // The earlier 300-operation run took 2–3 s per backend on a quiet 2-core machine; this one took 35–50 s on
  // that machine under heavy load from other work, hence the margin over the project's 60 s default.
  it('keeps every balance equal to the sum of its entries and to a simple model', { timeout: 240_000 }, async () => {
    const random = seededRandom(SEED);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
    const other = (admin: number) => (admin + 1 + Math.floor(random() * (admins.length - 1))) % admins.length;
    const model = new CreditModel(holders);
    const counts: Record<string, number> = {};
    const note = (what: string, n = 1) => (counts[what] = (counts[what] ?? 0) + n);
    let step = 0;
    let where = '';
    const expectStatus = (res: LightMyRequestResponse, status: number) => expect(res.statusCode, `${where}: ${res.body}`).toBe(status);

    /** Approves one pending request by another admin; the model says whether it must be refused. */
    async function approveOne(id: string, r: ModelRequest): Promise<void> {
      const refused = model.uncovered(r);
      const res = await decide(id, other(r.maker), 'approve');
      expectStatus(res, refused ? 409 : 200);
      if (refused) return void note('approve refused');
      model.approved(id, body<CreditRequest>(res).entryId!);
      note('approve');
    }

    /** Several of one holder's requests approved at once: top-ups all pass, deductions as far as the balance goes. */
    async function burstApprovals(): Promise<number> {
      const accountId = pick(holders);
      const ids = [...model.pending.entries()].filter(([, r]) => r.accountId === accountId).slice(0, 6);
      const answers = await Promise.all(ids.map(([id, r]) => decide(id, other(r.maker), 'approve')));
      for (const [k, res] of answers.entries()) {
        const [id, r] = ids[k];
        if (res.statusCode === 409) {
          expect(r.kind, `${where}: a top-up was refused: ${res.body}`).toBe('deduction');
          note('burst approve refused');
          continue;
        }
        expectStatus(res, 200);
        model.approved(id, body<CreditRequest>(res).entryId!);
        note('burst approve');
      }
      // Whatever order the server took them in, the accepted ones left the balance at or above zero.
      expect(model.balance.get(accountId)!, where).toBeGreaterThanOrEqual(0);
      return ids.length;
    }

    /** Two admins decide one request at the same moment: exactly one decision is taken. */
    async function burstSameRequest(): Promise<number> {
      const [id, r] = pick([...model.pending.entries()]);
      const actions = [pick(['approve', 'reject'] as const), pick(['approve', 'reject'] as const)];
      const checker = other(r.maker);
      const second = [0, 1, 2].find((a) => a !== r.maker && a !== checker)!;
      const answers = await Promise.all([decide(id, checker, actions[0]), decide(id, second, actions[1])]);
      const won = answers.findIndex((a) => a.statusCode === 200);
      const refusedForBalance = model.uncovered(r);
      if (won === -1) {
        // Only an approval the balance cannot cover may leave both refused, and then only if neither rejected.
        expect(refusedForBalance && actions.every((a) => a === 'approve'), `${where}: both refused: ${answers.map((a) => a.body).join(' | ')}`).toBe(true);
        note('race both refused');
        return 2;
      }
      expect(answers.filter((a) => a.statusCode === 200), where).toHaveLength(1);
      expectStatus(answers[1 - won], 409);
      const decided = body<CreditRequest>(answers[won]);
      if (decided.status === 'approved') model.approved(id, decided.entryId!);
      else model.close(id, decided.status);
      note('race');
      return 2;
    }

    /** One entry reversed by three admins at once: posted once at most. */
    async function burstReversal(): Promise<number> {
      const [id, entry] = pick([...model.entries.entries()]);
      const refused = model.refusesReversal(entry);
      const answers = await Promise.all([0, 1, 2].map((a) => post(`/api/credit/entries/${id}/reverse`, a, { reason: `raced at step ${step}` })));
      const posted = answers.filter((a) => a.statusCode === 201);
      expect(posted, `${where}: ${answers.map((a) => `${a.statusCode}`).join(',')}`).toHaveLength(refused ? 0 : 1);
      for (const a of answers) if (a.statusCode !== 201) expectStatus(a, 409);
      if (posted.length) model.reversed(id, body<CreditEntry>(posted[0]).id);
      note('burst reverse');
      return 3;
    }

    async function operate(): Promise<number> {
      const roll = random();
      const pendingIds = [...model.pending.keys()];
      if (roll < 0.3 || pendingIds.length === 0) {
        const r: ModelRequest = { accountId: pick(holders), kind: random() < 0.55 ? 'top_up' : 'deduction', amountSen: 1 + Math.floor(random() * 5_000), maker: Math.floor(random() * admins.length) };
        const res = await post('/api/credit/requests', r.maker, { accountId: r.accountId, kind: r.kind, amountSen: r.amountSen, reason: `${r.kind} at step ${step}` });
        expectStatus(res, 201);
        model.pending.set(body<CreditRequest>(res).id, r);
        note('create');
      } else if (roll < 0.58) {
        const id = pick(pendingIds);
        await approveOne(id, model.pending.get(id)!);
      } else if (roll < 0.66) {
        const id = pick(pendingIds);
        expectStatus(await decide(id, other(model.pending.get(id)!.maker), 'reject'), 200);
        model.close(id, 'rejected');
        note('reject');
      } else if (roll < 0.73) {
        const id = pick(pendingIds);
        expectStatus(await post(`/api/credit/requests/${id}/cancel`, model.pending.get(id)!.maker, { expected: 'pending' }), 200);
        model.close(id, 'cancelled');
        note('cancel');
      } else if (roll < 0.76) {
        // The maker may not decide their own request, nor another admin cancel it: both refused, nothing changes.
        const id = pick(pendingIds);
        const r = model.pending.get(id)!;
        expectStatus(random() < 0.5 ? await decide(id, r.maker, 'approve') : await post(`/api/credit/requests/${id}/cancel`, other(r.maker), {}), 403);
        note('wrong admin refused');
      } else if (roll < 0.79 && model.closed.size > 0) {
        const id = pick([...model.closed.keys()]);
        expectStatus(await decide(id, other(model.closed.get(id)!.maker), pick(['approve', 'reject'] as const)), 409);
        note('decided twice refused');
      } else if (roll < 0.91 && model.entries.size > 0) {
        const [id, entry] = pick([...model.entries.entries()]);
        const refused = model.refusesReversal(entry);
        const res = await post(`/api/credit/entries/${id}/reverse`, Math.floor(random() * admins.length), { reason: `undo at step ${step}` });
        expectStatus(res, refused ? 409 : 201);
        if (refused) {
          note('reverse refused');
          return 1;
        }
        model.reversed(id, body<CreditEntry>(res).id);
        note('reverse');
      } else if (roll < 0.95) {
        return burstApprovals();
      } else if (roll < 0.98) {
        return burstSameRequest();
      } else if (model.entries.size > 0) {
        return burstReversal();
      }
      return 1;
    }

    try {
      for (let done = 0, checked = 0; done < OPERATIONS; step++) {
        where = `CREDIT_SEED=${SEED} step ${step}`;
        done += await operate();
        if (Math.floor(done / CHECK_EVERY) > checked) {
          checked = Math.floor(done / CHECK_EVERY);
          await expectLedgerMatches(model, where);
        }
      }
      await expectLedgerMatches(model, `CREDIT_SEED=${SEED} at the end`);
      const listed = body<CreditRequestList>(
        await t.request({ method: 'GET', url: listUrl('/api/credit/requests/aggregation', { filter: { status: 'pending' }, pagination: { limit: 1 } }), token: t.rootToken }),
      );
      expect(listed.totalCount).toBe(model.pending.size);
    } catch (err) {
      // The seed replays the run exactly, since every choice comes from it.
      process.stderr.write(`\nThe randomized credit run failed at step ${step}: replay it with CREDIT_SEED=${SEED} CREDIT_OPS=${OPERATIONS}\n`);
      throw err;
    }
    // The run must take every path, or it proves less than it claims.
    const paths = ['create', 'approve', 'approve refused', 'reject', 'cancel', 'reverse', 'reverse refused', 'wrong admin refused', 'decided twice refused', 'burst approve', 'race', 'burst reverse'];
    for (const what of paths) expect(counts[what], `${what} never happened with CREDIT_SEED=${SEED}`).toBeGreaterThan(0);
  });
});
