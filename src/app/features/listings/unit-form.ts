import { unitNumberField, UNIT_STATUSES, type NewUnit, type Unit, type UnitPatch, type UnitStatus } from '@shared/contracts/listings';
import { lengthLimits } from '@app/kit/form/schema';

export interface UnitFormValues {
  unitNumber: string;
  status: UnitStatus;
  notes: string;
}

export type UnitField = keyof UnitFormValues;
export const UNIT_FIELDS: readonly UnitField[] = ['unitNumber', 'status', 'notes'];
export const UNIT_STATUS_OPTIONS = UNIT_STATUSES;

export const EMPTY_UNIT_FORM: UnitFormValues = { unitNumber: '', status: 'active', notes: '' };
export const NOTES_MAX = 1000;
export const UNIT_NUMBER_LIMITS = lengthLimits(unitNumberField);

export function unitFormValues(u: Unit): UnitFormValues {
  return { unitNumber: u.unitNumber, status: u.status, notes: u.notes ?? '' };
}

export function validateUnitForm(v: UnitFormValues): Partial<Record<UnitField, string>> {
  return {
    unitNumber: !v.unitNumber.trim() ? 'form.unitNumberRequired' : unitNumberField.safeParse(v.unitNumber).success ? undefined : 'form.unitNumberInvalid',
    notes: v.notes.length > NOTES_MAX ? 'form.notesTooLong' : undefined,
  };
}

/** Upper-cased as the server stores it, so what is shown after saving is what was typed. */
export function unitBody(v: UnitFormValues, roomTypeId: string): NewUnit {
  return { roomTypeId, unitNumber: v.unitNumber.trim().toUpperCase(), status: v.status, notes: v.notes.trim() || null };
}

export function unitPatchBody(v: UnitFormValues, version: number): UnitPatch {
  return { unitNumber: v.unitNumber.trim().toUpperCase(), status: v.status, notes: v.notes.trim() || null, version };
}
