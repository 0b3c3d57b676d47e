import type { Owner, OwnerDetail } from '@shared/contracts/owners';
import { stateName } from '@shared/reference/states';

/** The address as it is written on a Malaysian envelope: lines, then postcode and city, then state; null when none was given. */
export function ownerAddress(owner: Pick<Owner, 'addressLine1' | 'addressLine2' | 'postcode' | 'city' | 'state'>): string | null {
  const town = [owner.postcode, owner.city].filter(Boolean).join(' ');
  const parts = [owner.addressLine1, owner.addressLine2, town, owner.state ? (stateName(owner.state) ?? owner.state) : null].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

/** An ownership's `to` is the first day it no longer held: the last day owned is the day before. */
export function lastDayOwned(to: string): string {
  const day = new Date(`${to}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

/** The list saves rows without units: a record answered from one shows no units rather than failing. */
export function withUnits(owner: OwnerDetail): OwnerDetail {
  return { ...owner, units: (owner as Partial<OwnerDetail>).units ?? [] };
}
