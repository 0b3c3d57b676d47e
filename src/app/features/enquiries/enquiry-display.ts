import type { Enquiry, EnquiryStatus, UnitChoice } from '@shared/contracts/enquiries';
import type { StayRef } from '@shared/contracts/reservations';
import type { PickerOption } from '@app/kit/picker/PickerModal';
import { formatCalendarDate } from '@shared/dates';

/** The chip's tone per status: what waits for someone stands out, what is done recedes. */
export const STATUS_TONE: Record<EnquiryStatus, 'warning' | 'primary' | 'success' | 'medium'> = {
  new: 'warning',
  replied: 'primary',
  converted: 'success',
  closed: 'medium',
};

/** "1 Mar 2027 – 3 Mar 2027" in the shown language, or null when no dates were given. */
export function datesWanted(enquiry: Pick<Enquiry, 'checkIn' | 'checkOut'>, language: string): string | null {
  if (!enquiry.checkIn || !enquiry.checkOut) return null;
  return `${formatCalendarDate(enquiry.checkIn, language)} – ${formatCalendarDate(enquiry.checkOut, language)}`;
}

/** The unit asked for, else the room type, with the property. */
export function wanted(enquiry: Pick<Enquiry, 'unitNumber' | 'roomTypeName' | 'propertyName'>): string | null {
  const what = enquiry.unitNumber ?? enquiry.roomTypeName;
  if (!what) return null;
  return enquiry.propertyName ? `${what} · ${enquiry.propertyName}` : what;
}

/** How a taken unit says who holds it (already translated). */
export type TakenWords = (stay: StayRef) => string;

/**
 * A unit in the convert form's picker: its number on one line, then property and room type, then whether it is free
 * on the nights (`free` null: no nights asked yet); a taken or closed unit is shown but cannot be chosen.
 */
export function unitChoiceOption(choice: UnitChoice, words: { free: string | null; taken: TakenWords; closed: string }): PickerOption {
  const why = choice.status !== 'active' ? words.closed : choice.takenBy ? words.taken(choice.takenBy) : words.free;
  return {
    value: choice.id,
    label: choice.unitNumber,
    lines: [`${choice.propertyName} · ${choice.roomTypeName}`, ...(why ? [why] : [])],
    disabled: choice.status !== 'active' || choice.takenBy !== null,
  };
}
