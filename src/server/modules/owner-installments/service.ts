import type { z } from 'zod';
import type { Installment, InstallmentList, installmentCancel, installmentPatch, installmentSettlement, installmentWaiver, newInstallment } from '@shared/contracts/owner-installments';
import type { ParsedList } from '@shared/list-params';
import { installmentEndMonth } from '@shared/installments';
import { refusal } from '@shared/refusals';
import type { Db, Executor, Tx } from '@server/db/client';
import { writeAudit, type AuditActor } from '@server/core/audit/audit-log';
import { fieldRefused, forbidden } from '@server/core/errors/http-errors';
import { changedFields, sameVersion } from '@server/core/edits';
import { DecisionConflict, guardedChange, movedOnRefusal } from '@server/core/guarded-change';
import { toInstallment, type InstallmentFilter } from './dto';
import { insertEntry, insertPlan, isOwner, loadPlan, planPage, updatePlan, type PlanView } from './repo';

/** The audit entity of every change to a plan: its terms, a waiver, the settlement, a cancellation. */
const ENTITY = 'owner-installments.plan';

export async function listInstallments(db: Executor, q: ParsedList<InstallmentFilter>): Promise<InstallmentList> {
  const page = await planPage(db, q);
  return { totalCount: page.totalCount, installments: page.views.map(toInstallment) };
}

export async function getInstallment(db: Executor, id: string): Promise<Installment> {
  return toInstallment(await loadPlan(db, id));
}

async function checkedOwner(db: Executor, ownerId: string): Promise<void> {
  if (!(await isOwner(db, ownerId))) throw fieldRefused('ownerId', 'No owner with this id', 'unknown_reference', { field: 'ownerId', what: 'owner' });
}

/** A plan and its audit entry, in one transaction. */
export function createInstallment(db: Db, actor: AuditActor, input: z.output<typeof newInstallment>): Promise<Installment> {
  if (!actor.actorId) throw forbidden();
  return db.transaction(async (tx) => {
    await checkedOwner(tx, input.ownerId);
    const id = await insertPlan(tx, { ...input, createdBy: actor.actorId });
    const after = toInstallment(await loadPlan(tx, id));
    await writeAudit(tx, actor, { action: 'owner-installments.create', entity: ENTITY, entityId: id, after });
    return after;
  });
}

/** Only an active plan changes: a settled, completed or cancelled one is as it was closed. */
function closed(view: PlanView): DecisionConflict | null {
  const { status } = view.plan;
  return status === 'active' ? null : new DecisionConflict(`This plan is ${status}: it can no longer change`, movedOnRefusal('status', status));
}

/** The first month a statement deducted or an admin waived: the terms are fixed from then on. */
function firstTouched(view: PlanView): string | null {
  const months = view.entries.map((e) => e.month).filter((m): m is string => m !== null);
  return months.sort()[0] ?? null;
}

/** A change of the plan's own row, on the version the admin saw (else 409 with the plan as it is). */
function planChange(db: Db, actor: AuditActor, id: string, action: string, saw: number, apply: (tx: Tx, view: PlanView) => Promise<PlanView | null>): Promise<Installment> {
  return guardedChange<PlanView, Installment>(db, actor, {
    action: `owner-installments.${action}`,
    entity: ENTITY,
    lock: (tx) => loadPlan(tx, id, true),
    idOf: (view) => view.plan.id,
    view: toInstallment,
    expected: (view) => sameVersion(view.plan.version, saw),
    apply: async (tx, view) => {
      const refusal = closed(view);
      if (refusal) throw refusal;
      return apply(tx, view);
    },
  });
}

/**
 * The title changes while the plan is active; principal, months, start month and owner only while no month was
 * deducted or waived — after that the plan is adjusted by entries (a waiver, the settlement), never rewritten.
 */
export function updateInstallment(db: Db, actor: AuditActor, id: string, input: z.output<typeof installmentPatch>): Promise<Installment> {
  return planChange(db, actor, id, 'edit', input.version, async (tx, view) => {
    const patch = changedFields(input, view.plan);
    if (!Object.keys(patch).length) return null;
    const { title: _title, ...terms } = patch;
    const touched = firstTouched(view);
    if (Object.keys(terms).length && touched) {
      throw new DecisionConflict(
        `Month ${touched} of this plan was already deducted or waived: its principal, months, start and owner can no longer change`,
        refusal('installment_terms_locked', { month: touched }),
      );
    }
    const principalSen = patch.principalSen ?? view.plan.principalSen;
    const months = patch.months ?? view.plan.months;
    if (principalSen < months) throw fieldRefused('principalSen', 'The principal is less than 1 sen a month: use fewer months', 'installment_below_months', { months });
    if (patch.ownerId) await checkedOwner(tx, patch.ownerId);
    await updatePlan(tx, view.plan.id, patch);
    return loadPlan(tx, view.plan.id);
  });
}

/** One month still due, waived with its reason: an entry of its own; the last open month waived completes the plan. */
export function waiveMonth(db: Db, actor: AuditActor, id: string, input: z.output<typeof installmentWaiver>): Promise<Installment> {
  return planChange(db, actor, id, 'waive', input.version, async (tx, view) => {
    const schedule = toInstallment(view).schedule;
    const month = schedule.find((m) => m.month === input.month);
    if (!month) {
      const { startMonth, months } = view.plan;
      throw fieldRefused('month', `Choose a month of the plan, from ${startMonth} to ${installmentEndMonth(startMonth, months)}`, 'installment_month_outside', {
        first: startMonth,
        last: installmentEndMonth(startMonth, months),
      });
    }
    if (month.status !== 'due') {
      throw new DecisionConflict(`Month ${input.month} is already ${month.status}: only a month still due is waived`, refusal('installment_month_closed', { month: input.month }));
    }
    await insertEntry(tx, { planId: view.plan.id, kind: 'waiver', month: input.month, amountSen: month.amountSen, reason: input.reason, recordedBy: actor.actorId });
    const stillDue = schedule.some((m) => m.status === 'due' && m.month !== input.month);
    await updatePlan(tx, view.plan.id, stillDue ? {} : { status: 'completed' });
    return loadPlan(tx, view.plan.id);
  });
}

/** Early settlement: every month still due is recorded as settled in one entry, and the plan closes. */
export function settleInstallment(db: Db, actor: AuditActor, id: string, input: z.output<typeof installmentSettlement>): Promise<Installment> {
  return planChange(db, actor, id, 'settle', input.version, async (tx, view) => {
    const { dueSen } = toInstallment(view);
    await insertEntry(tx, { planId: view.plan.id, kind: 'settlement', month: null, amountSen: dueSen, reason: input.remark || null, recordedBy: actor.actorId });
    await updatePlan(tx, view.plan.id, { status: 'settled' });
    return loadPlan(tx, view.plan.id);
  });
}

/** A plan made by mistake, cancelled with its reason while no month was deducted or waived; it stays readable. */
export function cancelInstallment(db: Db, actor: AuditActor, id: string, input: z.output<typeof installmentCancel>): Promise<Installment> {
  return planChange(db, actor, id, 'cancel', input.version, async (tx, view) => {
    const touched = firstTouched(view);
    if (touched) {
      throw new DecisionConflict(`Month ${touched} of this plan was already deducted or waived: settle the plan instead of cancelling it`, refusal('installment_terms_locked', { month: touched }));
    }
    await updatePlan(tx, view.plan.id, { status: 'cancelled', cancelReason: input.reason });
    return loadPlan(tx, view.plan.id);
  });
}
