import type { Enquiry, EnquiryStatus } from '@shared/contracts/enquiries';
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
