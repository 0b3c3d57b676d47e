import { sql } from 'drizzle-orm';
import type { StatementLineData, StatementLineKind } from '@shared/contracts/owner-statements';
import { rowsOf, type Executor } from '@server/db/client';
import { byOwnerOf, gatherMonth, NO_DEDUCTIONS } from './gather';
import { buildStatement, type Deduction } from './lines';

/**
 * Changes made after a month was approved (issue 28 "never by rewriting"): the approved statement stays as it is, and
 * the owner's next statement generated carries the difference as adjustment lines, one per stay, expense, or unit's fee
 * or cleaning that changed.
 *
 * Each line of a month is filed under what it is about (its key: the stay, the expense, the unit's fee or cleaning).
 * What a month has paid for a key is the sum of the lines filed under it on every statement in force (approved or
 * sent, not superseded): the month's own, and the adjustments for that month on later ones. What it comes to now is
 * the month generated again from today's stays and expenses. The adjustment is the difference, so a run repeated, or a
 * second change, never counts a change twice, and a revision of the month (which is generated again) is told what
 * later statements already adjusted for it (`alreadyAdjusted`).
 */

type Adjusted = NonNullable<StatementLineData['adjusts']>;

interface KeyedLine {
  kind: StatementLineKind;
  unitId: string | null;
  reservationId: string | null;
  expenseId: string | null;
  data: StatementLineData;
}

/** What a line of a month is about, for its adjustments; null for what is not the month's own (installments, carry). */
export function keyOf(line: KeyedLine): { key: string; adjusts: Adjusted } | null {
  switch (line.kind) {
    case 'stay':
    case 'commission':
      return line.reservationId ? { key: `stay:${line.reservationId}`, adjusts: 'stay' } : null;
    case 'expense':
    case 'expense_markup':
      return line.expenseId ? { key: `expense:${line.expenseId}`, adjusts: 'expense' } : null;
    case 'management_fee':
    case 'cleaning':
      return line.unitId ? { key: `${line.kind}:${line.unitId}`, adjusts: line.kind } : null;
    default:
      return null;
  }
}

/** A key's figure for a month, and the words of its first line (kept to name a stay or expense that went away). */
interface Account {
  adjusts: Adjusted;
  sen: number;
  line: KeyedLine;
}

function add(accounts: Map<string, Account>, key: string, adjusts: Adjusted, sen: number, line: KeyedLine): void {
  const found = accounts.get(key);
  if (found) found.sen += sen;
  else accounts.set(key, { adjusts, sen, line });
}

interface PaidRow {
  owner_id: string;
  statement_month: string;
  kind: StatementLineKind;
  unit_id: string | null;
  reservation_id: string | null;
  expense_id: string | null;
  data: StatementLineData;
  amount_sen: string;
}

/** Every line in force filed under `month` for the owners: the month's own lines and the adjustments made for it. */
async function paidFor(db: Executor, month: string, owners: readonly string[]): Promise<Map<string, PaidRow[]>> {
  const list = sql.join(owners.map((id) => sql`${id}::uuid`), sql`, `);
  const rows = rowsOf<PaidRow>(
    await db.execute(sql`
      SELECT s.owner_id::text AS owner_id, s.month AS statement_month, l.kind, l.unit_id::text AS unit_id, l.reservation_id::text AS reservation_id,
        l.expense_id::text AS expense_id, l.data, l.amount_sen
      FROM owner_statement_lines l JOIN owner_statements s ON s.id = l.statement_id
      WHERE s.status IN ('approved', 'sent') AND s.owner_id IN (${list}) AND (s.month = ${month} OR l.data->>'adjustsMonth' = ${month})`),
  );
  return byOwnerOf(rows, (r) => r);
}

function paidAccounts(rows: readonly PaidRow[], month: string): Map<string, Account> {
  const accounts = new Map<string, Account>();
  for (const r of rows) {
    const line = { kind: r.kind, unitId: r.unit_id, reservationId: r.reservation_id, expenseId: r.expense_id, data: r.data };
    if (r.data.adjustsMonth !== undefined) {
      if (r.data.adjustsMonth === month && r.data.adjustsKey && r.data.adjusts) add(accounts, r.data.adjustsKey, r.data.adjusts, Number(r.amount_sen), line);
      continue;
    }
    const keyed = r.statement_month === month ? keyOf(line) : null;
    if (keyed) add(accounts, keyed.key, keyed.adjusts, Number(r.amount_sen), line);
  }
  return accounts;
}

/** What names a stay or expense on an adjustment line, from a line about it. */
function about(line: KeyedLine): StatementLineData {
  const d = line.data;
  const pick = <K extends keyof StatementLineData>(...keys: K[]) => Object.fromEntries(keys.filter((k) => d[k] !== undefined).map((k) => [k, d[k]])) as Partial<StatementLineData>;
  return pick('unitNumber', 'propertyName', 'reservationCode', 'channel', 'checkIn', 'checkOut', 'expenseDate', 'category', 'payee', 'description');
}

function reasonOf(adjusts: Adjusted, data: StatementLineData, month: string): string {
  switch (adjusts) {
    case 'stay':
      return `Stay ${data.reservationCode ?? ''} of ${month} changed after approval`;
    case 'expense':
      return `Expense ${data.payee ?? ''} of ${data.expenseDate ?? month} changed after approval`;
    case 'management_fee':
      return `Management fee of ${data.unitNumber ?? ''} for ${month} changed after approval`;
    case 'cleaning':
      return `Cleaning of ${data.unitNumber ?? ''} for ${month} changed after approval`;
  }
}

interface ChangedMonth {
  owner_id: string;
  month: string;
  id: string;
}

/**
 * The owners' approved months before `month` where a stay or expense of theirs was changed after the approval: a stay
 * or expense on its statement, or one of that month on a unit they held (a stay booked or an expense recorded late).
 */
async function changedMonths(db: Executor, month: string, owners: readonly string[]): Promise<ChangedMonth[]> {
  const list = sql.join(owners.map((id) => sql`${id}::uuid`), sql`, `);
  return rowsOf<ChangedMonth>(
    await db.execute(sql`
      SELECT s.owner_id::text AS owner_id, s.month, s.id::text AS id FROM owner_statements s
      WHERE s.status IN ('approved', 'sent') AND s.month < ${month} AND s.owner_id IN (${list})
        AND (
          EXISTS (SELECT 1 FROM reservations r WHERE r.updated_at > s.approved_at AND (
            r.id IN (SELECT l.reservation_id FROM owner_statement_lines l WHERE l.statement_id = s.id)
            OR EXISTS (SELECT 1 FROM stay_months sm JOIN unit_ownerships w ON w.unit_id = sm.unit_id AND w.owner_id = s.owner_id
              WHERE sm.reservation_id = r.id AND sm.month = to_date(s.month || '-01', 'YYYY-MM-DD'))))
          OR EXISTS (SELECT 1 FROM expenses e WHERE e.updated_at > s.approved_at AND (
            e.id IN (SELECT l.expense_id FROM owner_statement_lines l WHERE l.statement_id = s.id)
            OR (to_char(e.expense_date, 'YYYY-MM') = s.month AND EXISTS (
              SELECT 1 FROM units u JOIN unit_ownerships w ON w.unit_id = u.id AND w.owner_id = s.owner_id
              WHERE u.id = e.unit_id OR (e.unit_id IS NULL AND u.property_id = e.property_id)))))
        )
      ORDER BY s.month, s.owner_id`),
  );
}

/** Each owner's adjustments for changes to their approved months before `month`, oldest month first. */
export async function adjustmentsFor(db: Executor, month: string, owners: readonly string[]): Promise<Map<string, Deduction[]>> {
  const result = new Map<string, Deduction[]>();
  if (!owners.length) return result;
  const changed = await changedMonths(db, month, owners);
  const months = [...new Set(changed.map((c) => c.month))].sort();
  for (const past of months) {
    const of = changed.filter((c) => c.month === past);
    const pastOwners = of.map((c) => c.owner_id);
    const [again, paid] = [await gatherMonth(db, past, pastOwners, NO_DEDUCTIONS), await paidFor(db, past, pastOwners)];
    for (const { owner_id: owner, id: statementId } of of) {
      const now = new Map<string, Account>();
      for (const line of buildStatement(again.get(owner)!).lines) {
        const keyed = keyOf(line);
        if (keyed) add(now, keyed.key, keyed.adjusts, line.amountSen, line);
      }
      const was = paidAccounts(paid.get(owner) ?? [], past);
      const keys = [...now.keys(), ...[...was.keys()].filter((k) => !now.has(k))];
      const lines: Deduction[] = [];
      for (const key of keys) {
        const nowSen = now.get(key)?.sen ?? 0;
        const wasSen = was.get(key)?.sen ?? 0;
        if (nowSen === wasSen) continue;
        const account = (now.get(key) ?? was.get(key))!;
        const words = about(account.line);
        lines.push({
          kind: 'adjustment',
          amountSen: nowSen - wasSen,
          reason: reasonOf(account.adjusts, words, past),
          unitId: account.line.unitId ?? undefined,
          reservationId: account.adjusts === 'stay' ? (account.line.reservationId ?? undefined) : undefined,
          expenseId: account.adjusts === 'expense' ? (account.line.expenseId ?? undefined) : undefined,
          data: { ...words, adjusts: account.adjusts, adjustsKey: key, adjustsMonth: past, adjustsStatementId: statementId, wasSen, nowSen },
        });
      }
      if (lines.length) result.set(owner, [...(result.get(owner) ?? []), ...lines]);
    }
  }
  return result;
}

/**
 * For a revision of `month`: what later statements in force already adjusted for that month, taken back, since the
 * revision is generated from today's stays and expenses and so pays those changes itself.
 */
export async function alreadyAdjusted(db: Executor, month: string, owners: readonly string[]): Promise<Map<string, Deduction[]>> {
  const result = new Map<string, Deduction[]>();
  if (!owners.length) return result;
  const paid = await paidFor(db, month, owners);
  for (const owner of owners) {
    const later = (paid.get(owner) ?? []).filter((r) => r.statement_month !== month && r.data.adjustsMonth === month);
    const byKey = new Map<string, { sen: number; row: PaidRow; months: Set<string> }>();
    for (const r of later) {
      const key = r.data.adjustsKey ?? '';
      const found = byKey.get(key);
      if (found) {
        found.sen += Number(r.amount_sen);
        found.months.add(r.statement_month);
      } else byKey.set(key, { sen: Number(r.amount_sen), row: r, months: new Set([r.statement_month]) });
    }
    const lines: Deduction[] = [];
    for (const [key, { sen, row, months }] of byKey) {
      if (sen === 0 || !row.data.adjusts) continue;
      lines.push({
        kind: 'adjustment',
        amountSen: -sen,
        reason: `Already adjusted on the statement of ${[...months].sort().join(', ')}`,
        unitId: row.unit_id ?? undefined,
        reservationId: row.reservation_id ?? undefined,
        expenseId: row.expense_id ?? undefined,
        data: { ...about({ kind: row.kind, unitId: row.unit_id, reservationId: row.reservation_id, expenseId: row.expense_id, data: row.data }), adjusts: row.data.adjusts, adjustsKey: key, adjustsMonth: month, wasSen: sen, nowSen: 0 },
      });
    }
    if (lines.length) result.set(owner, lines);
  }
  return result;
}
