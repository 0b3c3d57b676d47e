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
 * The stays are reached by a JOIN on the one period holding the check-in (`ownPeriodOf`), not an EXISTS: as a join the
 * planner can start from the owner's few periods (`unit_ownerships_owner_idx`) and read each one's stays as a range of
 * `reservations_unit_dates_idx` (unit_id, check_in), or walk the check-in index and probe the period per unit; an
 * EXISTS is a semi-join on a range it cannot drive from the periods, and counted an owner's 8,000 stays out of a
 * million by reading them all (300 ms; docs/reservations.md). The join never repeats a stay: no two periods of a unit
 * share a day (the `unit_ownerships_no_overlap` constraint, migration 0018).
 */

/** The join of a stay to the owner's period that holds its check-in: only the owner's stays have one. */
export function ownPeriodOf(owner: string, unit: AnyColumn, day: AnyColumn): { table: typeof unitOwnerships; on: SQL; kind: 'inner' } {
  return { table: unitOwnerships, on: periodHolds(owner, unit, day), kind: 'inner' };
}

/** The owner held `unit` on `day` (a stay's check-in), for a single record's check. */
export function ownedOn(owner: string, unit: AnyColumn | SQL, day: AnyColumn | SQL): SQL {
  return sql`EXISTS (SELECT 1 FROM ${unitOwnerships} WHERE ${periodHolds(owner, unit, day)})`;
}

function periodHolds(owner: string, unit: AnyColumn | SQL, day: AnyColumn | SQL): SQL {
  return sql`${unitOwnerships.unitId} = ${unit} AND ${unitOwnerships.ownerId} = ${owner}
    AND ${unitOwnerships.fromDate} <= ${day} AND ${day} < coalesce(${unitOwnerships.toDate}, 'infinity'::date)`;
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
