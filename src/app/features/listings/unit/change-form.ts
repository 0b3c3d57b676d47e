import type { OwnerChange, PackageChange, UnitDetail } from '@shared/contracts/listings';
import { isApiError } from '@app/lib/api-errors';

/** What a sheet's picker holds: an id, `''` for "none" (ending the current one), null for nothing chosen yet. */
export type Choice = string | null;

/** A new owner from `from`, or none; `expected` is the owner the admin saw, so a change made meanwhile is a 409. */
export function ownerChangeBody(unit: Pick<UnitDetail, 'ownerId'>, choice: string, from: string): OwnerChange {
  return { ownerId: choice || null, from, expected: unit.ownerId };
}

export function packageChangeBody(unit: Pick<UnitDetail, 'servicePackageId'>, choice: string, fromMonth: string): PackageChange {
  return { servicePackageId: choice || null, fromMonth, expected: unit.servicePackageId };
}

/** Where a refused change is said: on the field a 400 names, else (a 409) above the button in the server's words. */
export function sheetProblem<F extends string>(error: unknown, fields: Readonly<Record<string, F>>): { field: F; message: string } | { field: null; message: string } | null {
  if (!isApiError(error)) return null;
  for (const { field, message } of error.fieldErrors) {
    const name = Object.keys(fields).find((f) => field === f || field.endsWith(`.${f}`));
    if (name) return { field: fields[name], message };
  }
  return error.message ? { field: null, message: error.message } : null;
}
