import type { FastifyRequest } from 'fastify';
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { unitOwnerships } from '@server/db/schema';

/**
 * The owner a portal call is scoped to (DESIGN.md §5): the signed-in account when it is an owner, null for an
 * admin. A route that serves owners (`owners: true` on its call) narrows every read to this owner's records and
 * answers 404 for any other, so an owner cannot even learn that another owner's record exists.
 */
export function portalOwnerOf(request: FastifyRequest): string | null {
  const account = request.auth?.account;
  return account && account.kind === 'owner' ? account.id : null;
}

/*
 * Scope follows the ownership period (DESIGN.md §6 Owners), not the unit's current owner: `units.owner_id` says who
 * owns it today, `unit_ownerships` who owned it when. A period runs from `from_date` up to the day before `to_date`
 * (exclusive, as the listings area closes it: a change dated D ends the old period with `to_date` D and opens the new
 * one on D), so D belongs to the new owner alone and a period with `to_date = from_date` owned no day at all.
 *
 * The one rule for a stay: it belongs to the owner whose period contains its CHECK-IN date, whole, even when its later
 * nights fall after the transfer (check-out is exclusive and says nothing of who owned the unit). A stay then has exactly
 * one owner, its revenue is never split between two portals, and a guest's name is shown to one owner only.
 *
 * Each condition is a correlated EXISTS on `unit_ownerships`, so the planner can start from the owner's few periods
 * (`unit_ownerships_owner_idx` on (owner_id, from_date)) and reach the stays by (unit, check-in) range
 * (`reservations_unit_dates_idx`); `to_date` is read through `coalesce(…, 'infinity')` so the range has two bounds.
 */

/** The owner held `unit` on `day` (a stay's check-in): their period contains it. */
export function ownedOn(owner: string, unit: AnyColumn | SQL, day: AnyColumn | SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${unitOwnerships} WHERE ${unitOwnerships.ownerId} = ${owner} AND ${unitOwnerships.unitId} = ${unit}
    AND ${unitOwnerships.fromDate} <= ${day} AND ${day} < coalesce(${unitOwnerships.toDate}, 'infinity'::date))`;
}

/** The owner held `unit` for at least one day, now or before: the units a portal lists (a past one shows only its own period's stays). */
export function everOwned(owner: string, unit: AnyColumn | SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${unitOwnerships} WHERE ${unitOwnerships.ownerId} = ${owner} AND ${unitOwnerships.unitId} = ${unit}
    AND ${unitOwnerships.fromDate} < coalesce(${unitOwnerships.toDate}, 'infinity'::date))`;
}

/** The owner held `unit` on some day of [from, to] (both included): the units a calendar of those days shows them. */
export function ownedDuring(owner: string, unit: AnyColumn | SQL, from: string, to: string): SQL {
  return sql`EXISTS (SELECT 1 FROM ${unitOwnerships} WHERE ${unitOwnerships.ownerId} = ${owner} AND ${unitOwnerships.unitId} = ${unit}
    AND ${unitOwnerships.fromDate} <= ${to}::date AND ${from}::date < coalesce(${unitOwnerships.toDate}, 'infinity'::date)
    AND ${unitOwnerships.fromDate} < coalesce(${unitOwnerships.toDate}, 'infinity'::date))`;
}
