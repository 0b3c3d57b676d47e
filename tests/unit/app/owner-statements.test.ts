import { describe, expect, it } from 'vitest';
import type { StatementJob, StatementLine } from '@shared/contracts/owner-statements';
import { laterJob, progressOf, runBody } from '@app/features/owner-statements/generate/run-progress';
import { lineView, type Formats } from '@app/features/owner-statements/record/line-view';
import { defaultStatementQuery, localStatementAnswer, statementListSearch } from '@app/features/owner-statements/list/statement-query';
import { approveCopy } from '@app/features/owner-statements/decision-copy';
import { statementDecisions } from '@app/features/owner-statements/decisions';

const job = (over: Partial<StatementJob> = {}): StatementJob => ({
  id: 'j1', month: '2031-04', ownerIds: null, status: 'running', total: 200, done: 0, generated: 0, skipped: 0, error: null, createdBy: 'a', createdAt: '', finishedAt: null, ...over,
});

describe('the run’s progress bar', () => {
  it('is indeterminate until the job is read, then owners done of the total, whole percent', () => {
    expect(progressOf(null)).toEqual({ done: 0, total: 0, percent: null });
    expect(progressOf(job({ done: 50 }))).toEqual({ done: 50, total: 200, percent: 25 });
    expect(progressOf(job({ done: 199 })).percent).toBe(99);
    expect(progressOf(job({ done: 200, status: 'done' })).percent).toBe(100);
    // Never past full, even if a count ran over.
    expect(progressOf(job({ done: 250 }))).toEqual({ done: 200, total: 200, percent: 100 });
  });

  it('a month with no owners is complete once done, unknown while running', () => {
    expect(progressOf(job({ total: 0, status: 'done' })).percent).toBe(100);
    expect(progressOf(job({ total: 0 })).percent).toBeNull();
  });

  it('never goes back on a late poll answer, and the finished job is the last word', () => {
    expect(laterJob(job({ done: 100 }), job({ done: 50 })).done).toBe(100);
    expect(laterJob(job({ done: 50 }), job({ done: 100 })).done).toBe(100);
    const finished = job({ done: 200, status: 'done', generated: 190, skipped: 10 });
    expect(laterJob(job({ done: 150 }), finished)).toBe(finished);
    expect(laterJob(finished, job({ done: 150 }))).toBe(finished);
    expect(laterJob(null, job({ done: 3 })).done).toBe(3);
  });

  it('names its job and the owners chosen; none chosen means every owner', () => {
    expect(runBody('id-1', '2031-04', [])).toEqual({ id: 'id-1', month: '2031-04' });
    expect(runBody('id-1', '2031-04', ['o1', 'o2'])).toEqual({ id: 'id-1', month: '2031-04', ownerIds: ['o1', 'o2'] });
  });
});

const f: Formats = { money: (sen) => `RM${(sen / 100).toFixed(2)}`, date: (d) => d, month: (m) => m, rate: (bp) => `${bp / 100}%` };
const line = (kind: StatementLine['kind'], data: StatementLine['data'], over: Partial<StatementLine> = {}): StatementLine => ({
  id: `l-${kind}`, position: 1, kind, unitId: 'u1', reservationId: null, expenseId: null, data, amountSen: 0, ...over,
});

describe('a statement line in words', () => {
  it('a stay says its nights in the month and links to its reservation', () => {
    const view = lineView(line('stay', { reservationCode: 'R-1001', unitNumber: 'A-12', propertyName: 'Bukit', from: '2031-04-01', to: '2031-04-03', nights: 2, channel: 'airbnb' }, { reservationId: 'r1' }), f);
    expect(view.title).toEqual({ key: 'stay', values: { code: 'R-1001' } });
    expect(view.details.map((d) => d.key)).toEqual(['unit', 'nights', 'channel']);
    expect(view.details[1]).toEqual({ key: 'nights', values: { count: 2, from: '2031-04-01', to: '2031-04-03' } });
    expect(view.link).toEqual({ to: 'reservation', id: 'r1' });
  });

  it('a tiered management fee shows its package version, basis and each band; a flat one its rate; a minimum says so', () => {
    const tiered = lineView(
      line('management_fee', {
        packageName: 'Premium', versionNumber: 2, feeBasis: 'gross', basisSen: 1_500_000,
        bands: [
          { fromSen: 0, uptoSen: 1_000_000, rateBp: 2000, amountSen: 1_000_000, feeSen: 200_000 },
          { fromSen: 1_000_000, uptoSen: null, rateBp: 1500, amountSen: 500_000, feeSen: 75_000 },
        ],
      }),
      f,
    );
    expect(tiered.details.map((d) => d.key)).toEqual(['package', 'basis.gross', 'band', 'bandAbove']);
    expect(tiered.details[2]!.values).toMatchObject({ rate: '20%', upto: 'RM10000.00', fee: 'RM2000.00' });
    expect(tiered.details[3]!.values).toMatchObject({ rate: '15%', from: 'RM10000.00', fee: 'RM750.00' });
    expect(tiered.link).toBeNull();

    const flat = lineView(line('management_fee', { feeBasis: 'net_of_commission', basisSen: 100_000, rateBp: 1500, minimumSen: 50_000, minimumApplied: true, computedFeeSen: 15_000, ownedDays: 15, daysInMonth: 30 }), f);
    expect(flat.details.map((d) => d.key)).toEqual(['basis.net_of_commission', 'rate', 'minimum', 'ownedDays']);
  });

  it('an expense and its markup both link to the expense; installments, adjustments and carried amounts say why', () => {
    expect(lineView(line('expense', { payee: 'Ah Seng', expenseDate: '2031-04-09', sharedBy: 3, expenseTotalSen: 30_000 }, { expenseId: 'e1' }), f)).toMatchObject({
      title: { key: 'expense', values: { payee: 'Ah Seng' } },
      link: { to: 'expense', id: 'e1' },
    });
    expect(lineView(line('expense_markup', { payee: 'Ah Seng', markupBp: 1000 }, { expenseId: 'e1' }), f)).toMatchObject({ details: [{ key: 'markup', values: { rate: '10%' } }], link: { to: 'expense', id: 'e1' } });
    expect(lineView(line('installment', { reason: 'Furnishing 3/12' }), f).details).toEqual([{ key: 'reason', values: { text: 'Furnishing 3/12' } }]);
    expect(lineView(line('carry_forward', { fromMonth: '2031-03' }), f).title).toEqual({ key: 'carry_forward', values: { month: '2031-03' } });
    // A balance a revision changed after part of it was carried: the rest carried on, or what was carried too much given back.
    expect(lineView(line('carry_forward', { fromMonth: '2031-03', balanceSen: -10_000, carriedBeforeSen: -7_000 }), f).details).toEqual([
      { key: 'carryRevised', values: { balance: f.money(-10_000), carried: f.money(-7_000) } },
    ]);
    expect(lineView(line('adjustment', { fromMonth: '2031-03', reason: 'The statement of 2031-03 was revised', balanceSen: 0, carriedBeforeSen: -7_000 }), f)).toEqual({
      title: { key: 'carry_back', values: { month: '2031-03' } },
      details: [{ key: 'carryRevised', values: { balance: f.money(0), carried: f.money(-7_000) } }],
      link: null,
    });
    expect(lineView(line('cleaning', { collectedSen: 8_000, passThrough: true }), f).details).toEqual([{ key: 'passThrough', values: { amount: 'RM80.00' } }]);
  });
});

describe('the list’s query', () => {
  it('opens on last month in Kuala Lumpur, every status and owner', () => {
    // 1 May 2031 01:00 in Kuala Lumpur is still 30 April in UTC: last month is April.
    expect(defaultStatementQuery(new Date('2031-04-30T17:00:00Z'))).toEqual({ month: '2031-04', status: '', ownerId: '', ownerName: '' });
    expect(defaultStatementQuery(new Date('2031-01-15T00:00:00Z')).month).toBe('2030-12');
  });

  it('sends the month and the filters chosen, never the owner’s shown name', () => {
    const search = new URLSearchParams(statementListSearch({ month: '2031-04', status: 'draft', ownerId: 'o1', ownerName: 'Tan' }, 2));
    expect(JSON.parse(search.get('filter')!)).toEqual({ month: '2031-04', status: 'draft', ownerId: 'o1' });
    expect(JSON.parse(search.get('pagination')!)).toMatchObject({ currentPage: 2 });
  });

  it('answers offline from saved rows of the same month and filters', () => {
    const { filter } = localStatementAnswer({ month: '2031-04', status: 'draft', ownerId: '', ownerName: '' });
    const row = (over: object) => ({ month: '2031-04', status: 'draft', ownerId: 'o1', ...over }) as never;
    expect(filter(row({}))).toBe(true);
    expect(filter(row({ month: '2031-03' }))).toBe(false);
    expect(filter(row({ status: 'sent' }))).toBe(false);
  });
});

describe('approving a statement', () => {
  it('goes through the outbox as an approve with the status seen, whatever the card’s choice', () => {
    const statement = { id: 's1', ownerName: 'Tan', month: '2031-04', status: 'draft' as const };
    const item = statementDecisions.approve.item(statement, { decision: 'approve', remark: '' });
    expect(item.kind).toBe('owner-statements.approve');
    expect(item.recordKey).toBe('owner-statements.statement:s1');
    expect(item.request).toMatchObject({ method: 'POST', path: '/api/owner-statements/s1/decision', body: { action: 'approve', expected: 'draft' } });
    expect(item.patch).toEqual({ status: 'approved' });
    const sent = statementDecisions.send.item({ ...statement, status: 'approved' }, { decision: 'approve', remark: '' });
    expect(sent.request).toMatchObject({ path: '/api/owner-statements/s1/send', body: { expected: 'approved' } });
  });

  it('words the prompt with the owner, the month and the payout', () => {
    const t = (key: string, values?: Record<string, unknown>) => `${key}${values && 'owner' in values ? `|${String(values.owner)}|${String(values.payout)}` : ''}`;
    expect(approveCopy({ ownerName: 'Tan', month: '2031-04', payoutSen: -1_000 }, t, 'en-US').message).toMatch(/^approve\.approveMessage\|Tan\|-RM\s?10\.00$/);
  });
});
