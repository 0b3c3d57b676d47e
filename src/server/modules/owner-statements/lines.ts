import type { StatementLineData, StatementLineKind } from '@shared/contracts/owner-statements';
import { formatMyr } from '@shared/money';
import { managementFee, rateOfHalfUp, type FeeTerms } from './fees';

/**
 * One owner's month as statement lines (DESIGN.md §6 "Owner statements", issue 28). Pure: the run gathers the month
 * (gather.ts) and this writes the lines and their totals. Amounts are signed sen — credited to the owner positive,
 * charged negative — and the payout is the sum of the lines, which the database checks again on approval.
 *
 * Per unit (by unit number): each stay's nights the owner held in the month with its revenue, then its channel
 * commission; the guests' cleaning fees of the month (credited, or 0 when the package passes cleaning through to the
 * cleaner); the management fee of the package version in force; each billable expense followed by its markup. Then
 * the deductions (installments, adjustments: given by the caller) and the balances of earlier months carried in.
 */

/** The nights of one stay in the month that the owner held its unit, [from, to), cut as revenue cuts them. */
export interface StayPart {
  unitId: string;
  reservationId: string;
  reservationCode: string;
  channel: string;
  checkIn: string;
  checkOut: string;
  from: string;
  to: string;
  nights: number;
  /** Cancelled or no-show: it sold no night, and earns what it kept of what was paid. */
  kept: boolean;
  revenueSen: number;
  commissionSen: number;
  cleaningSen: number;
}

/** The package version in force for a unit's month, with what the statement prints of it. */
export interface UnitTerms extends FeeTerms {
  packageName: string;
  versionNumber: number;
  expenseMarkupBp: number;
}

/** A unit the owner held on at least one day of the month. */
export interface UnitMonth {
  unitId: string;
  unitNumber: string;
  propertyName: string;
  ownedDays: number;
  daysInMonth: number;
  /** Null when the unit was on no package that month: no fee and no markup. */
  terms: UnitTerms | null;
}

/** A billable expense, or this unit's part of a property's one, charged to who owned the unit on its date. */
export interface ExpensePart {
  expenseId: string;
  unitId: string;
  expenseDate: string;
  category: NonNullable<StatementLineData['category']>;
  payee: string;
  description: string | null;
  /** The expense's amount with its SST. */
  expenseTotalSen: number;
  /** What of it falls on this unit (all of it, for a unit's own expense). */
  amountSen: number;
  /** Units a property's expense is shared by; 1 for a unit's own. */
  sharedBy: number;
}

/** An earlier month's balance still to carry (gather.ts `balancesToCarry`): its statement in force and what is left. */
export interface CarryIn {
  statementId: string;
  month: string;
  /** The payout of that month's statement in force. */
  payoutSen: number;
  /** What statements in force already carried of it (0, or a figure a revision changed since). */
  carriedSen: number;
  /** What this statement carries: negative, owed; positive, given back after a revision lowered what was owed. */
  amountSen: number;
}

/**
 * What else comes off (or onto) the payout: an installment due this month, an adjustment for a change made to an
 * approved month. The statement run takes them as given — the seam where the installments and adjustments sources
 * plug in (`DeductionSource` in gather.ts).
 */
export interface Deduction {
  kind: 'installment' | 'adjustment';
  /** Signed: an installment is negative; an adjustment either. */
  amountSen: number;
  reason: string;
  sourceId?: string;
  unitId?: string;
  /** An adjustment's stay or expense, so the line links to it. */
  reservationId?: string;
  expenseId?: string;
  /** More of the line's working (an installment's place in its plan, what an adjustment corrects). */
  data?: StatementLineData;
}

export interface OwnerMonth {
  units: readonly UnitMonth[];
  stays: readonly StayPart[];
  expenses: readonly ExpensePart[];
  deductions: readonly Deduction[];
  carryIns: readonly CarryIn[];
}

export interface BuiltLine {
  kind: StatementLineKind;
  unitId: string | null;
  reservationId: string | null;
  expenseId: string | null;
  data: StatementLineData;
  amountSen: number;
}

export interface StatementTotals {
  revenueSen: number;
  commissionSen: number;
  managementFeeSen: number;
  cleaningSen: number;
  expensesSen: number;
  installmentsSen: number;
  adjustmentsSen: number;
  carriedInSen: number;
  payoutSen: number;
}

/** A month's minimum for the days of it the owner held the unit, rounded half up: a whole month charges it whole. */
export function minimumForDays(minimumSen: number, ownedDays: number, daysInMonth: number): number {
  if (ownedDays >= daysInMonth) return minimumSen;
  return Number((BigInt(minimumSen) * BigInt(ownedDays) * 2n + BigInt(daysInMonth)) / (2n * BigInt(daysInMonth)));
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function unitLines(unit: UnitMonth, stays: readonly StayPart[], expenses: readonly ExpensePart[]): BuiltLine[] {
  const lines: BuiltLine[] = [];
  const where = { unitNumber: unit.unitNumber, propertyName: unit.propertyName };
  const line = (kind: StatementLineKind, amountSen: number, data: StatementLineData, refs: { reservationId?: string; expenseId?: string } = {}) =>
    lines.push({ kind, unitId: unit.unitId, reservationId: refs.reservationId ?? null, expenseId: refs.expenseId ?? null, data: { ...where, ...data }, amountSen });
  const ordered = [...stays].sort((a, b) => byText(a.from, b.from) || byText(a.reservationCode, b.reservationCode));
  for (const s of ordered) {
    const stay = { reservationCode: s.reservationCode, channel: s.channel, checkIn: s.checkIn, checkOut: s.checkOut, from: s.from, to: s.to, nights: s.nights };
    line('stay', s.revenueSen, { ...stay, ...(s.kept ? { kept: true } : {}) }, { reservationId: s.reservationId });
    if (s.commissionSen > 0) line('commission', -s.commissionSen, stay, { reservationId: s.reservationId });
  }
  const figures = {
    roomRevenueSen: sum(stays.map((s) => s.revenueSen)),
    cleaningFeeSen: sum(stays.map((s) => s.cleaningSen)),
    channelCommissionSen: sum(stays.map((s) => s.commissionSen)),
  };
  const passThrough = unit.terms?.cleaningPassThrough ?? false;
  if (figures.cleaningFeeSen > 0) line('cleaning', passThrough ? 0 : figures.cleaningFeeSen, { collectedSen: figures.cleaningFeeSen, passThrough });
  if (unit.terms) {
    const t = unit.terms;
    const minimumSen = t.minimumMonthlyFeeSen === null ? null : minimumForDays(t.minimumMonthlyFeeSen, unit.ownedDays, unit.daysInMonth);
    const fee = managementFee(figures, { ...t, minimumMonthlyFeeSen: minimumSen });
    line('management_fee', -fee.feeSen, {
      packageName: t.packageName,
      versionNumber: t.versionNumber,
      feeBasis: t.feeBasis,
      basisSen: fee.basisSen,
      rateBp: t.rateBp,
      bands: fee.byTier,
      computedFeeSen: fee.computedFeeSen,
      minimumSen,
      minimumApplied: fee.minimumApplied,
      ownedDays: unit.ownedDays,
      daysInMonth: unit.daysInMonth,
    });
  }
  const markupBp = unit.terms?.expenseMarkupBp ?? 0;
  for (const e of [...expenses].sort((a, b) => byText(a.expenseDate, b.expenseDate) || byText(a.expenseId, b.expenseId))) {
    const about = { expenseDate: e.expenseDate, category: e.category, payee: e.payee, description: e.description, expenseTotalSen: e.expenseTotalSen, sharedBy: e.sharedBy };
    line('expense', -e.amountSen, about, { expenseId: e.expenseId });
    const markup = rateOfHalfUp(e.amountSen, markupBp);
    if (markup > 0) line('expense_markup', -markup, { ...about, markupBp, basisSen: e.amountSen }, { expenseId: e.expenseId });
  }
  return lines;
}

const TOTAL_OF: Partial<Record<StatementLineKind, keyof StatementTotals>> = {
  stay: 'revenueSen',
  commission: 'commissionSen',
  management_fee: 'managementFeeSen',
  cleaning: 'cleaningSen',
  expense: 'expensesSen',
  expense_markup: 'expensesSen',
  installment: 'installmentsSen',
  adjustment: 'adjustmentsSen',
  carry_forward: 'carriedInSen',
};

export function totalsOf(lines: readonly BuiltLine[]): StatementTotals {
  const totals: StatementTotals = {
    revenueSen: 0, commissionSen: 0, managementFeeSen: 0, cleaningSen: 0, expensesSen: 0, installmentsSen: 0, adjustmentsSen: 0, carriedInSen: 0, payoutSen: 0,
  };
  for (const l of lines) {
    const key = TOTAL_OF[l.kind];
    if (key) totals[key] += l.amountSen;
    totals.payoutSen += l.amountSen;
  }
  return totals;
}

/**
 * One earlier month's balance carried in. Owed, it is a carry_forward line; given back (a revision lowered a balance
 * already carried), an adjustment that says why, since a carry line only ever charges. Both name the month they carry
 * (`fromMonth`): that is what marks the balance as carried once the statement is approved.
 */
function carryLine(c: CarryIn): BuiltLine {
  const data: StatementLineData = { fromMonth: c.month, fromStatementId: c.statementId, ...(c.carriedSen !== 0 ? { balanceSen: Math.min(c.payoutSen, 0), carriedBeforeSen: c.carriedSen } : {}) };
  if (c.amountSen < 0) return { kind: 'carry_forward', unitId: null, reservationId: null, expenseId: null, data, amountSen: c.amountSen };
  const reason = `The statement of ${c.month} was revised: ${formatMyr(-c.carriedSen, 'en-US')} of its balance was carried, it now owes ${formatMyr(Math.max(-c.payoutSen, 0), 'en-US')}`;
  return { kind: 'adjustment', unitId: null, reservationId: null, expenseId: null, data: { ...data, reason }, amountSen: c.amountSen };
}

/** The lines of one owner's month, in print order, and their totals. */
export function buildStatement(month: OwnerMonth): { lines: BuiltLine[]; totals: StatementTotals } {
  const lines: BuiltLine[] = [];
  const units = [...month.units].sort((a, b) => byText(a.propertyName, b.propertyName) || byText(a.unitNumber, b.unitNumber) || byText(a.unitId, b.unitId));
  for (const unit of units) {
    lines.push(...unitLines(unit, month.stays.filter((s) => s.unitId === unit.unitId), month.expenses.filter((e) => e.unitId === unit.unitId)));
  }
  for (const d of month.deductions) {
    lines.push({
      kind: d.kind,
      unitId: d.unitId ?? null,
      reservationId: d.reservationId ?? null,
      expenseId: d.expenseId ?? null,
      data: { ...d.data, reason: d.reason, ...(d.sourceId ? { sourceId: d.sourceId } : {}) },
      amountSen: d.amountSen,
    });
  }
  for (const c of month.carryIns) if (c.amountSen !== 0) lines.push(carryLine(c));
  return { lines, totals: totalsOf(lines) };
}
