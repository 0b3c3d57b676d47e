import { and, eq, inArray, sql } from 'drizzle-orm';
import { installmentSchedule } from '@shared/installments';
import { rowsOf, type Executor } from '@server/db/client';
import { ownerInstallmentEntries, ownerInstallmentsTable } from '@server/db/schema';

/** One plan's amount due in a month: what that month's owner statement deducts. */
export interface InstallmentDue {
  planId: string;
  ownerId: string;
  title: string;
  month: string;
  /** The month's place in the schedule, 1 for the first. */
  index: number;
  months: number;
  amountSen: number;
}

/**
 * What the owners' active plans ask of `month` (`YYYY-MM`), by owner, one row per plan whose schedule has that month
 * and whose month is still due: not yet deducted, not waived, and the plan neither settled, completed nor cancelled.
 */
export async function dueForOwners(db: Executor, owners: readonly string[], month: string): Promise<Map<string, InstallmentDue[]>> {
  const byOwner = new Map<string, InstallmentDue[]>();
  if (!owners.length) return byOwner;
  const plans = await db
    .select({
      id: ownerInstallmentsTable.id,
      ownerId: ownerInstallmentsTable.ownerId,
      title: ownerInstallmentsTable.title,
      principalSen: ownerInstallmentsTable.principalSen,
      months: ownerInstallmentsTable.months,
      startMonth: ownerInstallmentsTable.startMonth,
    })
    .from(ownerInstallmentsTable)
    .where(
      and(
        inArray(ownerInstallmentsTable.ownerId, [...owners]),
        eq(ownerInstallmentsTable.status, 'active'),
        // The schedule's months as text compare in order: start ≤ month ≤ start + months − 1.
        sql`${ownerInstallmentsTable.startMonth} <= ${month}`,
        sql`to_char(to_date(${ownerInstallmentsTable.startMonth} || '-01', 'YYYY-MM-DD') + make_interval(months => ${ownerInstallmentsTable.months} - 1), 'YYYY-MM') >= ${month}`,
        sql`NOT EXISTS (SELECT 1 FROM ${ownerInstallmentEntries} e WHERE e.plan_id = ${ownerInstallmentsTable.id} AND e.month = ${month})`,
      ),
    )
    .orderBy(ownerInstallmentsTable.createdAt, ownerInstallmentsTable.id);
  for (const plan of plans) {
    for (const m of installmentSchedule(plan.principalSen, plan.months, plan.startMonth).filter((x) => x.month === month)) {
      const due = { planId: plan.id, ownerId: plan.ownerId, title: plan.title, month, index: m.index, months: plan.months, amountSen: m.amountSen };
      const list = byOwner.get(plan.ownerId);
      if (list) list.push(due);
      else byOwner.set(plan.ownerId, [due]);
    }
  }
  return byOwner;
}

/**
 * What an owner's active plans ask of `month`. The owner statement run (issue 28) reads it, and records each deduction
 * as an entry of its own when the statement is approved.
 */
export async function dueForMonth(db: Executor, ownerId: string, month: string): Promise<InstallmentDue[]> {
  return (await dueForOwners(db, [ownerId], month)).get(ownerId) ?? [];
}

/** An installment line as the owner statement run writes it (its `Deduction`): negative, naming its plan. */
export interface InstallmentDeduction {
  kind: 'installment';
  amountSen: number;
  reason: string;
  sourceId: string;
  data: { installmentIndex: number; installmentMonths: number };
}

/** The month's installments of a batch of owners, as their statements deduct them (wired in modules/index.ts). */
export async function installmentDeductions(db: Executor, month: string, owners: readonly string[]): Promise<Map<string, InstallmentDeduction[]>> {
  const due = await dueForOwners(db, owners, month);
  return new Map(
    [...due].map(([owner, rows]) => [
      owner,
      rows.map((r) => ({
        kind: 'installment' as const,
        amountSen: -r.amountSen,
        reason: `${r.title} (${r.index}/${r.months})`,
        sourceId: r.planId,
        data: { installmentIndex: r.index, installmentMonths: r.months },
      })),
    ]),
  );
}

/** A month of a plan that an approved statement deducts. */
export interface DeductedMonth {
  planId: string;
  amountSen: number;
}

/**
 * Records an approved statement's installment lines on their plans, as deduction entries naming the statement: the
 * plan's schedule shows the month paid and its terms are fixed from then on; the last month due completes the plan.
 * A month a revision carries over from the statement it supersedes (deducted by an earlier revision of the same owner
 * and month) is not recorded twice. Answers the first month that can no longer be deducted (waived, settled, the plan
 * closed or someone else's) so the approval is refused, or null.
 */
export async function recordStatementDeductions(
  db: Executor,
  statement: { id: string; ownerId: string; month: string; recordedBy: string | null },
  items: readonly DeductedMonth[],
): Promise<{ refusedPlanId: string } | null> {
  for (const item of items) {
    const [plan] = rowsOf<{ owner_id: string; status: string; months: number }>(
      await db.execute(sql`SELECT owner_id::text AS owner_id, status, months FROM owner_installments WHERE id = ${item.planId} FOR UPDATE`),
    );
    const [entry] = rowsOf<{ kind: string; same_month: boolean }>(
      await db.execute(sql`
        SELECT e.kind, EXISTS (SELECT 1 FROM owner_statements s WHERE s.id = e.statement_id AND s.owner_id = ${statement.ownerId} AND s.month = ${statement.month}) AS same_month
        FROM owner_installment_entries e WHERE e.plan_id = ${item.planId} AND e.month = ${statement.month}`),
    );
    if (entry?.kind === 'deduction' && entry.same_month) continue;
    if (!plan || plan.owner_id !== statement.ownerId || plan.status !== 'active' || entry) return { refusedPlanId: item.planId };
    await db.insert(ownerInstallmentEntries).values({
      planId: item.planId,
      kind: 'deduction',
      month: statement.month,
      amountSen: -item.amountSen,
      statementId: statement.id,
      recordedBy: statement.recordedBy,
    });
    const [{ n }] = rowsOf<{ n: string }>(await db.execute(sql`SELECT count(*) AS n FROM owner_installment_entries WHERE plan_id = ${item.planId} AND month IS NOT NULL`));
    if (Number(n) >= plan.months) {
      await db.execute(sql`UPDATE owner_installments SET status = 'completed', version = version + 1, updated_at = now() WHERE id = ${item.planId}`);
    }
  }
  return null;
}
