import { sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Executor } from '@server/db/client';
import { nightShare } from '@server/core/night-split';
import type { FeeBasis, FeeTier } from '@shared/contracts/service-packages';
import type { StatementLineData } from '@shared/contracts/owner-statements';
import { versionInForce } from './fees';
import type { CarryIn, Deduction, ExpensePart, OwnerMonth, StayPart, UnitMonth, UnitTerms } from './lines';

/**
 * What the statement run reads of a month for a batch of owners: the same cuts as the revenue report grouped by owner
 * (revenue/figures.ts), so every owner's stay lines add up to that report's row to the sen. A stay's month is its row of
 * stay_months (migration 0025), cut again at the edges of each ownership; the commission and cleaning fee of those
 * nights are split by the same night-share function as its revenue (core/night-split.ts), so no second split exists.
 */

/** `YYYY-MM` → its first day, the next month's first day, its day count and the month before. */
export function monthBounds(month: string): { first: string; next: string; days: number; previous: string } {
  const [y, m] = month.split('-').map(Number);
  const iso = (year: number, mon: number) => `${year}-${String(mon).padStart(2, '0')}`;
  const next = m === 12 ? iso(y + 1, 1) : iso(y, m + 1);
  const previous = m === 1 ? iso(y - 1, 12) : iso(y, m - 1);
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return { first: `${month}-01`, next: `${next}-01`, days, previous };
}

/** Rows of a batch's query, each made into what the run keeps, by their owner. */
export function byOwnerOf<R extends { owner_id: string }, T>(rows: readonly R[], make: (row: R) => T): Map<string, T[]> {
  const byOwner = new Map<string, T[]>();
  for (const row of rows) {
    const items = byOwner.get(row.owner_id);
    if (items) items.push(make(row));
    else byOwner.set(row.owner_id, [make(row)]);
  }
  return byOwner;
}

const list = (ids: readonly string[]) => sql.join(ids.map((id) => sql`${id}::uuid`), sql`, `);

/** An ownership that holds at least one day of [first, next). */
const holdsMonth = (first: string, next: string) =>
  sql`w.from_date < ${next}::date AND (w.to_date IS NULL OR w.to_date > ${first}::date) AND w.from_date < coalesce(w.to_date, 'infinity'::date)`;

/**
 * Every owner who held a unit on some day of the month (of `only`, when given), and every owner with a balance from an
 * earlier month still to carry (`balancesToCarry`): one who sold their last unit still gets the statement that carries
 * what they owe. In a stable order.
 */
export async function ownersOfMonth(db: Executor, month: string, only?: readonly string[]): Promise<string[]> {
  const { first, next } = monthBounds(month);
  const rows = rowsOf<{ owner_id: string }>(
    await db.execute(sql`
      SELECT DISTINCT w.owner_id::text AS owner_id FROM unit_ownerships w
      WHERE ${holdsMonth(first, next)} ${only ? sql`AND w.owner_id IN (${list(only)})` : sql``}`),
  );
  const owners = new Set(rows.map((r) => r.owner_id));
  for (const owner of (await balancesToCarry(db, month, only)).keys()) owners.add(owner);
  return [...owners].sort();
}

interface HoldingRow {
  owner_id: string;
  unit_id: string;
  unit_number: string;
  property_name: string;
  owned_days: string;
  package_id: string | null;
  package_name: string | null;
}

interface VersionRow {
  package_id: string;
  version_number: number;
  effective_month: string;
  fee_basis: FeeBasis;
  rate_bp: number;
  tiers: FeeTier[] | null;
  minimum_monthly_fee_sen: string | null;
  cleaning_pass_through: boolean;
  expense_markup_bp: number;
}

/** Each owner's units of the month: days held, and the package version in force that month. */
async function holdings(db: Executor, month: string, owners: readonly string[]): Promise<Map<string, UnitMonth[]>> {
  const { first, next, days } = monthBounds(month);
  const rows = rowsOf<HoldingRow>(
    await db.execute(sql`
      SELECT w.owner_id::text AS owner_id, u.id::text AS unit_id, u.unit_number, p.name AS property_name,
        sum(least(coalesce(w.to_date, ${next}::date), ${next}::date) - greatest(w.from_date, ${first}::date)) AS owned_days,
        up.package_id::text AS package_id, sp.name AS package_name
      FROM unit_ownerships w
      JOIN units u ON u.id = w.unit_id
      JOIN properties p ON p.id = u.property_id
      LEFT JOIN unit_packages up ON up.unit_id = u.id AND up.from_month <= ${month} AND (up.to_month IS NULL OR up.to_month > ${month})
      LEFT JOIN service_packages sp ON sp.id = up.package_id
      WHERE ${holdsMonth(first, next)} AND w.owner_id IN (${list(owners)})
      GROUP BY 1, 2, 3, 4, 6, 7`),
  );
  const packageIds = [...new Set(rows.map((r) => r.package_id).filter((id): id is string => id !== null))];
  const versions = packageIds.length
    ? rowsOf<VersionRow>(
        await db.execute(sql`
          SELECT package_id::text AS package_id, version_number, effective_month, fee_basis, rate_bp, tiers, minimum_monthly_fee_sen,
            cleaning_pass_through, expense_markup_bp
          FROM service_package_versions WHERE package_id IN (${list(packageIds)})`),
      )
    : [];
  const termsOf = new Map<string, UnitTerms | null>();
  for (const id of packageIds) {
    const v = versionInForce(
      versions.filter((x) => x.package_id === id).map((x) => ({ ...x, versionNumber: x.version_number, effectiveMonth: x.effective_month })),
      month,
    );
    const name = rows.find((r) => r.package_id === id)?.package_name ?? '';
    termsOf.set(
      id,
      v && {
        packageName: name,
        versionNumber: v.version_number,
        feeBasis: v.fee_basis,
        rateBp: v.rate_bp,
        tiers: v.tiers,
        minimumMonthlyFeeSen: v.minimum_monthly_fee_sen === null ? null : Number(v.minimum_monthly_fee_sen),
        cleaningPassThrough: v.cleaning_pass_through,
        expenseMarkupBp: v.expense_markup_bp,
      },
    );
  }
  return byOwnerOf(rows, (r): UnitMonth => ({
    unitId: r.unit_id,
    unitNumber: r.unit_number,
    propertyName: r.property_name,
    ownedDays: Number(r.owned_days),
    daysInMonth: days,
    terms: r.package_id ? (termsOf.get(r.package_id) ?? null) : null,
  }));
}

interface StayRow {
  owner_id: string;
  unit_id: string;
  reservation_id: string;
  code: string;
  channel: string;
  check_in: string;
  check_out: string;
  a: string;
  b: string;
  kept: boolean;
  revenue: string;
  commission: string;
  cleaning: string;
}

/**
 * The month's stays that earn (guest stays, and what a cancelled or no-show one kept), cut at the ownership edges as
 * revenue's owner grouping cuts them. The commission falls on the same nights as the revenue (a cancelled stay the
 * channel still charged for included); the cleaning fee only on stays that sold their nights.
 */
async function stays(db: Executor, month: string, owners: readonly string[]): Promise<Map<string, StayPart[]>> {
  const { first } = monthBounds(month);
  const a = sql`greatest(s.starts, w.from_date)`;
  const b = sql`least(s.ends, coalesce(w.to_date, s.ends))`;
  const share = (amount: SQL) => nightShare(a, b, { amount, nights: sql`s.nights`, checkIn: sql`s.check_in` });
  const rows = rowsOf<StayRow>(
    await db.execute(sql`
      SELECT w.owner_id::text AS owner_id, s.unit_id::text AS unit_id, s.reservation_id::text AS reservation_id, r.code, r.channel,
        to_char(r.check_in, 'YYYY-MM-DD') AS check_in, to_char(r.check_out, 'YYYY-MM-DD') AS check_out,
        to_char(${a}, 'YYYY-MM-DD') AS a, to_char(${b}, 'YYYY-MM-DD') AS b, s.kept,
        ${share(sql`s.amount_sen`)} AS revenue,
        ${share(sql`r.channel_commission_sen`)} AS commission,
        CASE WHEN s.sold THEN ${share(sql`r.cleaning_fee_sen`)} ELSE 0 END AS cleaning
      FROM stay_months s
      JOIN unit_ownerships w ON w.unit_id = s.unit_id AND w.from_date < s.ends AND (w.to_date IS NULL OR w.to_date > s.starts)
        AND w.from_date < coalesce(w.to_date, 'infinity'::date)
      JOIN reservations r ON r.id = s.reservation_id
      WHERE s.month = ${first}::date AND w.owner_id IN (${list(owners)})
        -- Guest stays only; a cancelled one that kept nothing and cost no commission is no line.
        AND r.kind = 'guest' AND (s.sold OR s.amount_sen > 0 OR r.channel_commission_sen > 0)`),
  );
  return byOwnerOf(rows, (r): StayPart => ({
    unitId: r.unit_id,
    reservationId: r.reservation_id,
    reservationCode: r.code,
    channel: r.channel,
    checkIn: r.check_in,
    checkOut: r.check_out,
    from: r.a,
    to: r.b,
    nights: (Date.parse(r.b) - Date.parse(r.a)) / 86_400_000,
    kept: r.kept,
    revenueSen: Number(r.revenue),
    commissionSen: Number(r.commission),
    cleaningSen: Number(r.cleaning),
  }));
}

interface ExpenseRow {
  owner_id: string;
  expense_id: string;
  unit_id: string;
  expense_date: string;
  category: NonNullable<StatementLineData['category']>;
  payee: string;
  description: string | null;
  total: string;
  n: string;
  share: string;
}

/**
 * Approved billable expenses dated in the month, charged to who owned the unit on the expense's date. A property's
 * expense (no unit) is shared evenly by the property's units that had an owner that day, the odd sen to the first units
 * by number, so its parts add up to it whichever batch each owner falls in.
 */
async function expenses(db: Executor, month: string, owners: readonly string[]): Promise<Map<string, ExpensePart[]>> {
  const { first, next } = monthBounds(month);
  const rows = rowsOf<ExpenseRow>(
    await db.execute(sql`
      WITH parts AS (
        SELECT e.id AS expense_id, u.id AS unit_id, w.owner_id, e.expense_date, e.category, e.payee, e.description,
          e.amount_sen + e.sst_sen AS total,
          count(*) OVER (PARTITION BY e.id) AS n,
          row_number() OVER (PARTITION BY e.id ORDER BY u.unit_number, u.id) AS k
        FROM expenses e
        JOIN units u ON u.id = e.unit_id OR (e.unit_id IS NULL AND u.property_id = e.property_id)
        JOIN unit_ownerships w ON w.unit_id = u.id AND w.from_date <= e.expense_date AND e.expense_date < coalesce(w.to_date, 'infinity'::date)
        WHERE e.status = 'approved' AND e.billable AND e.expense_date >= ${first}::date AND e.expense_date < ${next}::date
      )
      SELECT owner_id::text AS owner_id, expense_id::text AS expense_id, unit_id::text AS unit_id, to_char(expense_date, 'YYYY-MM-DD') AS expense_date,
        category, payee, description, total, n, total / n + CASE WHEN k <= total % n THEN 1 ELSE 0 END AS share
      FROM parts WHERE owner_id IN (${list(owners)})`),
  );
  return byOwnerOf(rows, (r): ExpensePart => ({
    expenseId: r.expense_id,
    unitId: r.unit_id,
    expenseDate: r.expense_date,
    category: r.category,
    payee: r.payee,
    description: r.description,
    expenseTotalSen: Number(r.total),
    amountSen: Number(r.share),
    sharedBy: Number(r.n),
  }));
}

interface BalanceRow {
  owner_id: string;
  id: string;
  month: string;
  payout_sen: string;
  carried_sen: string;
  amount_sen: string;
}

/**
 * What each owner still has to carry into a statement of `month` (DESIGN.md §6: a negative payout carries on). The one
 * rule, used by the run, by `ownersOfMonth` and again on approval:
 *
 * - A month's balance is the payout of its statement in force (approved or sent, not superseded; a revision replaces
 *   what it supersedes) when negative, else nothing: a positive payout is paid out.
 * - A carry line (data.fromMonth) on a statement in force has taken that much of that month's balance. Drafts take
 *   nothing, and a superseded statement's carry lines are given back, so its revision carries them again.
 * - What is left — balance minus what was carried — is carried, one line per month before `month`, whichever month
 *   comes next for the owner: the month after, a later one when months were skipped, or a month generated out of order.
 *   A revision that changed a carried balance leaves the difference: more owed is carried on, less owed is given back.
 *
 * So a balance is carried exactly once: a second draft that carries it too is refused on approval (`refuseCarryChanged` in
 * service.ts) — the balance belongs to the first statement approved that carries it — and is generated again.
 */
export async function balancesToCarry(db: Executor, month: string, only?: readonly string[]): Promise<Map<string, CarryIn[]>> {
  const owners = (column: SQL) => (only ? sql`AND ${column} IN (${list(only)})` : sql``);
  if (only && !only.length) return new Map();
  const rows = rowsOf<BalanceRow>(
    await db.execute(sql`
      WITH carried AS (
        SELECT s.owner_id, l.data->>'fromMonth' AS from_month, sum(l.amount_sen) AS sen
        FROM owner_statement_lines l JOIN owner_statements s ON s.id = l.statement_id
        WHERE s.status IN ('approved', 'sent') AND l.kind IN ('carry_forward', 'adjustment') AND l.data->>'fromMonth' IS NOT NULL ${owners(sql`s.owner_id`)}
        GROUP BY 1, 2
      )
      SELECT s.owner_id::text AS owner_id, s.id::text AS id, s.month, s.payout_sen, coalesce(c.sen, 0) AS carried_sen,
        least(s.payout_sen, 0) - coalesce(c.sen, 0) AS amount_sen
      FROM owner_statements s LEFT JOIN carried c ON c.owner_id = s.owner_id AND c.from_month = s.month
      WHERE s.status IN ('approved', 'sent') AND s.month < ${month} ${owners(sql`s.owner_id`)}
        AND least(s.payout_sen, 0) <> coalesce(c.sen, 0)
      ORDER BY s.owner_id, s.month`),
  );
  return byOwnerOf(rows, (r): CarryIn => ({
    statementId: r.id,
    month: r.month,
    payoutSen: Number(r.payout_sen),
    carriedSen: Number(r.carried_sen),
    amountSen: Number(r.amount_sen),
  }));
}

/**
 * Where installments due and adjustments come from: given the month and a batch of owners, each owner's deductions.
 * The owner installments area provides the installments (its `dueForMonth`); adjustments for changes made after an
 * approval will come from the same seam. Until they exist the run deducts nothing.
 */
export type DeductionSource = (db: Executor, month: string, owners: readonly string[]) => Promise<Map<string, Deduction[]>>;
export const NO_DEDUCTIONS: DeductionSource = async () => new Map();

/** Each owner's month, ready for buildStatement. */
export async function gatherMonth(db: Executor, month: string, owners: readonly string[], deductions: DeductionSource): Promise<Map<string, OwnerMonth>> {
  const result = new Map<string, OwnerMonth>();
  if (!owners.length) return result;
  const [units, stayParts, expenseParts, carry, deducted] = [
    await holdings(db, month, owners),
    await stays(db, month, owners),
    await expenses(db, month, owners),
    await balancesToCarry(db, month, owners),
    await deductions(db, month, owners),
  ];
  for (const owner of owners) {
    result.set(owner, {
      units: units.get(owner) ?? [],
      stays: stayParts.get(owner) ?? [],
      expenses: expenseParts.get(owner) ?? [],
      deductions: deducted.get(owner) ?? [],
      carryIns: carry.get(owner) ?? [],
    });
  }
  return result;
}
