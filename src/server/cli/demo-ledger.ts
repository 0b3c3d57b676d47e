import { between, pickFrom, seededRandom } from './demo-random';

/**
 * A year of credit for one generated demo holder, planned in memory before anything is written: the
 * plan walks forward in time keeping the balance, so no deduction or reversal it contains could have
 * been refused by the ledger (the balance never goes below zero at any moment, not only at the end).
 */
export type Outcome = 'approved' | 'rejected' | 'cancelled' | 'pending';

export interface PlannedRequest {
  kind: 'top_up' | 'deduction';
  amountSen: number;
  reason: string;
  /** Which of the demo makers asked (an index into their list). */
  maker: number;
  madeAt: number;
  outcome: Outcome;
  decidedAt: number | null;
  remark: string | null;
  /** Balance before the posting, for the audit entry; approved requests only. */
  balanceBefore: number;
  /** Posted in error and reversed by the checker at `at`. */
  reversal: { at: number; reason: string; balanceBefore: number } | null;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

const unit = (r: () => number) => `${pickFrom(r, ['A', 'B', 'C'])}-${String(between(r, 3, 38)).padStart(2, '0')}-${String(between(r, 1, 12)).padStart(2, '0')}`;
const month = (at: number) => MONTHS[new Date(at + 8 * HOUR).getUTCMonth()];

const TOP_UPS: ((r: () => number, at: number) => string)[] = [
  (r) => `Owner stay refund, unit ${unit(r)}`,
  (r) => `Goodwill credit: ${pickFrom(r, ['water heater fault', 'air-conditioner repair delay', 'lift out of service', 'late check-in, key collection'])}`,
  (r) => `Booking deposit received by bank transfer, booking DB-${between(r, 1000, 9999)}`,
  (r) => `Overpayment refund, invoice INV-${between(r, 1000, 9999)}`,
  (_, at) => `Commission for direct bookings (${month(at)})`,
  (r) => `Referral bonus: ${pickFrom(r, ['corporate client', 'family stay package', 'Hari Raya package', 'Deepavali package', 'Chinese New Year package'])}`,
];
const DEDUCTIONS: ((r: () => number, at: number) => string)[] = [
  (r) => `Cleaning fee after owner stay, unit ${unit(r)}`,
  (r) => pickFrom(r, ['Late check-out fee', 'Early check-in fee', 'Key card replacement', 'Extra bed and linen', 'Damaged towel set']),
  (r) => `Commission clawback: cancelled booking DB-${between(r, 1000, 9999)}`,
  (_, at) => `Laundry and amenities (${month(at)})`,
  (r) => `Booking paid from credit, booking DB-${between(r, 1000, 9999)}`,
];
const REVERSALS = ['Posted twice by mistake', 'Wrong holder: this belongs to another account', 'Wrong amount keyed; asked again with the right one'];
const REJECTIONS = ['No receipt attached', 'Duplicate of an earlier request', 'Amount does not match the invoice'];

/** To the nearest ringgit or fifty sen, as people key amounts. */
const roundSen = (sen: number) => Math.max(50, Math.round(sen / 50) * 50);

/**
 * `index` seeds the plan, so one holder always gets the same history. It starts 330–364 days before
 * `now` with an opening top-up and stops two days before it; `makers` is how many makers take turns.
 */
export function planYear(index: number, now: number, makers: number): PlannedRequest[] {
  const r = seededRandom(9_000 + index);
  const plan: PlannedRequest[] = [];
  let balance = 0;
  let at = now - between(r, 330, 364) * DAY;
  for (let first = true; at < now - 2 * DAY; first = false, at += between(r, 7, 32) * DAY + between(r, 0, 10) * HOUR) {
    const topUp = first || balance < 5_000 || r() < 0.42;
    const amountSen = topUp ? roundSen(between(r, 2_000, first ? 300_000 : 120_000)) : roundSen(between(r, 500, Math.min(balance, 60_000)));
    if (!topUp && amountSen > balance) continue;
    const roll = first ? 0 : r();
    const outcome: Outcome = roll < 0.86 ? 'approved' : roll < 0.94 ? 'rejected' : 'cancelled';
    const decidedAt = at + between(r, 1, 30) * HOUR;
    const request: PlannedRequest = {
      kind: topUp ? 'top_up' : 'deduction',
      amountSen,
      reason: pickFrom(r, topUp ? TOP_UPS : DEDUCTIONS)(r, at),
      maker: between(r, 0, makers - 1),
      madeAt: at,
      outcome,
      decidedAt,
      remark: outcome === 'rejected' ? pickFrom(r, REJECTIONS) : null,
      balanceBefore: balance,
      reversal: null,
    };
    plan.push(request);
    if (outcome !== 'approved') continue;
    balance += topUp ? amountSen : -amountSen;
    // About one posting in 25 was a mistake the checker reversed a day or two later.
    if (!first && r() < 0.04) {
      const undo = topUp ? -amountSen : amountSen;
      if (balance + undo >= 0) {
        request.reversal = { at: decidedAt + between(r, 20, 48) * HOUR, reason: pickFrom(r, REVERSALS), balanceBefore: balance };
        balance += undo;
      }
    }
  }
  return plan;
}

/**
 * A request still waiting for the checker, made in the last two days: a deduction asks for at most
 * half of what the holder has, so an approver can approve every waiting request in any order.
 */
export function planPending(index: number, now: number, balance: number, maker: number): PlannedRequest {
  const r = seededRandom(77_000 + index);
  const topUp = balance < 10_000 || r() < 0.5;
  const at = now - between(r, 1, 47) * HOUR;
  const amountSen = topUp ? roundSen(between(r, 2_000, 80_000)) : roundSen(between(r, 500, Math.floor(balance / 2)));
  return {
    kind: topUp ? 'top_up' : 'deduction',
    amountSen,
    reason: pickFrom(r, topUp ? TOP_UPS : DEDUCTIONS)(r, at),
    maker,
    madeAt: at,
    outcome: 'pending',
    decidedAt: null,
    remark: null,
    balanceBefore: balance,
    reversal: null,
  };
}

/** The balance the plan leaves: what the holder's entries sum to. */
export function balanceAfter(plan: readonly PlannedRequest[]): number {
  let balance = 0;
  for (const p of plan) {
    if (p.outcome !== 'approved') continue;
    balance += p.kind === 'top_up' ? p.amountSen : -p.amountSen;
    if (p.reversal) balance -= p.kind === 'top_up' ? p.amountSen : -p.amountSen;
  }
  return balance;
}
