import type { StatementLine } from '@shared/contracts/owner-statements';

/** A sentence of the area's words: its key under `lines.` and what fills it. */
export interface Words {
  key: string;
  values?: Record<string, string | number>;
}

/** A line as the record shows it: what it is, its working, and the record it comes from. */
export interface LineView {
  title: Words;
  details: Words[];
  link: { to: 'reservation' | 'expense'; id: string } | null;
}

/** The reader's formats: money, days, months and rates as the kit writes them. */
export interface Formats {
  money(sen: number): string;
  date(day: string): string;
  month(month: string): string;
  rate(bp: number): string;
}

const words = (key: string, values?: Record<string, string | number>): Words => (values ? { key, values } : { key });

/** The working of a management fee: its package version, its basis, and the rate or each band of a tiered fee. */
function feeDetails(d: StatementLine['data'], f: Formats): Words[] {
  const out: Words[] = [];
  if (d.packageName) out.push(words('package', { name: d.packageName, version: d.versionNumber ?? 1 }));
  if (d.feeBasis && d.basisSen !== undefined) out.push(words(`basis.${d.feeBasis}`, { amount: f.money(d.basisSen) }));
  if (d.bands && d.bands.length > 1) {
    for (const band of d.bands) {
      out.push(
        band.uptoSen === null
          ? words('bandAbove', { rate: f.rate(band.rateBp), from: f.money(band.fromSen), amount: f.money(band.amountSen), fee: f.money(band.feeSen) })
          : words('band', { rate: f.rate(band.rateBp), from: f.money(band.fromSen), upto: f.money(band.uptoSen), amount: f.money(band.amountSen), fee: f.money(band.feeSen) }),
      );
    }
  } else if (d.rateBp !== undefined) out.push(words('rate', { rate: f.rate(d.rateBp) }));
  if (d.minimumApplied && d.minimumSen != null) {
    out.push(words('minimum', { amount: f.money(d.minimumSen), computed: f.money(d.computedFeeSen ?? 0) }));
    if (d.ownedDays !== undefined && d.daysInMonth !== undefined && d.ownedDays < d.daysInMonth) out.push(words('ownedDays', { owned: d.ownedDays, days: d.daysInMonth }));
  }
  return out;
}

/** Where the line's unit is: `A-12-03, Residensi Bukit`. */
const placeOf = (d: StatementLine['data']): Words[] => (d.unitNumber ? [words('unit', { unit: d.unitNumber, property: d.propertyName ?? '' })] : []);

/** A carried balance that a revision changed after part of it was carried: the month's balance now, and what was carried before. */
const carryDetails = (d: StatementLine['data'], f: Formats): Words[] =>
  d.balanceSen !== undefined && d.carriedBeforeSen !== undefined ? [words('carryRevised', { balance: f.money(d.balanceSen), carried: f.money(d.carriedBeforeSen) })] : [];

/** One statement line in words, each kind with its own working; stays and expenses link to their records. */
export function lineView(line: StatementLine, f: Formats): LineView {
  const d = line.data;
  const stay = line.reservationId ? { to: 'reservation' as const, id: line.reservationId } : null;
  const expense = line.expenseId ? { to: 'expense' as const, id: line.expenseId } : null;
  switch (line.kind) {
    case 'stay': {
      const details = [...placeOf(d)];
      if (d.from && d.to) details.push(words('nights', { count: d.nights ?? 0, from: f.date(d.from), to: f.date(d.to) }));
      if (d.channel) details.push(words('channel', { channel: d.channel }));
      if (d.kept) details.push(words('kept'));
      return { title: words('stay', { code: d.reservationCode ?? '' }), details, link: stay };
    }
    case 'commission':
      return { title: words('commission', { channel: d.channel ?? '' }), details: d.reservationCode ? [words('forStay', { code: d.reservationCode })] : [], link: stay };
    case 'management_fee':
      return { title: words('management_fee'), details: [...placeOf(d), ...feeDetails(d, f)], link: null };
    case 'cleaning':
      return {
        title: words('cleaning'),
        details: [...placeOf(d), ...(d.collectedSen !== undefined ? [words(d.passThrough ? 'passThrough' : 'collected', { amount: f.money(d.collectedSen) })] : [])],
        link: stay,
      };
    case 'expense': {
      const details: Words[] = [];
      if (d.expenseDate) details.push(words('expenseDate', { date: f.date(d.expenseDate) }));
      if (d.description) details.push(words('description', { text: d.description }));
      if (d.sharedBy && d.sharedBy > 1 && d.expenseTotalSen !== undefined) details.push(words('shared', { total: f.money(d.expenseTotalSen), count: d.sharedBy }));
      return { title: words('expense', { payee: d.payee ?? '' }), details: [...placeOf(d), ...details], link: expense };
    }
    case 'expense_markup':
      return { title: words('expense_markup', { payee: d.payee ?? '' }), details: d.markupBp !== undefined ? [words('markup', { rate: f.rate(d.markupBp) })] : [], link: expense };
    case 'installment':
      return { title: words('installment'), details: d.reason ? [words('reason', { text: d.reason })] : [], link: null };
    case 'adjustment':
      // A carried balance given back after a revision lowered it: said from its figures, not the run's English reason.
      if (d.fromMonth) return { title: words('carry_back', { month: f.month(d.fromMonth) }), details: carryDetails(d, f), link: null };
      return { title: words('adjustment'), details: d.reason ? [words('reason', { text: d.reason })] : [], link: stay ?? expense };
    case 'carry_forward':
      return { title: words('carry_forward', { month: d.fromMonth ? f.month(d.fromMonth) : '' }), details: carryDetails(d, f), link: null };
    default:
      return { title: words('other'), details: [], link: null };
  }
}
