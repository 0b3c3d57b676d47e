import { EXEMPT_NATIONALITY, type Quote } from '@shared/contracts/reservations';

export interface QuoteInputs {
  nights: number;
  nightlyRateSen: number;
  cleaningFeeSen: number;
  /** The SST rate in force on the check-in date, in basis points. */
  sstRateBp: number;
  tourismTaxPerNightSen: number;
  guestNationality: string | null;
  guestPermanentResident: boolean;
  tourismTaxCollectedBy: 'channel' | 'operator';
}

/**
 * A foreign guest pays tourism tax; Malaysians and permanent residents do not. An unknown nationality is charged
 * nothing: the desk asks for it before taking the booking (the form requires it for a guest stay).
 */
export function owesTourismTax(nationality: string | null, permanentResident: boolean): boolean {
  return nationality !== null && nationality.toUpperCase() !== EXEMPT_NATIONALITY && !permanentResident;
}

/**
 * The price of a stay (DESIGN.md §6): nightly rate × nights, the cleaning fee, SST on both at the rate in force on
 * the check-in date (rounded half up to the sen), and tourism tax per room per night for a foreign guest — owed on
 * the stay either way, but charged by the operator only when the channel did not collect it.
 */
export function priceStay(q: QuoteInputs): Omit<Quote, 'unavailableBecause'> {
  const roomRevenueSen = q.nightlyRateSen * q.nights;
  const taxable = roomRevenueSen + q.cleaningFeeSen;
  const sstSen = Math.floor((taxable * q.sstRateBp + 5_000) / 10_000);
  const tourismTaxSen = owesTourismTax(q.guestNationality, q.guestPermanentResident) ? q.tourismTaxPerNightSen * q.nights : 0;
  const tourismTaxChargedSen = q.tourismTaxCollectedBy === 'operator' ? tourismTaxSen : 0;
  return {
    nights: q.nights,
    nightlyRateSen: q.nightlyRateSen,
    roomRevenueSen,
    cleaningFeeSen: q.cleaningFeeSen,
    sstRateBp: q.sstRateBp,
    sstSen,
    tourismTaxPerNightSen: q.tourismTaxPerNightSen,
    tourismTaxSen,
    tourismTaxChargedSen,
    tourismTaxCollectedBy: q.tourismTaxCollectedBy,
    totalSen: taxable + sstSen + tourismTaxChargedSen,
  };
}
