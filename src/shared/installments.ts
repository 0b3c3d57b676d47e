import { addMonths } from './dates';

/**
 * An owner installment plan's schedule (DESIGN.md §6, docs/owner-installments.md): the principal in equal monthly
 * amounts of whole sen, and what division leaves over on the last month, so the months always add up to the
 * principal to the sen. RM 1,000.00 over 3 months is 333.33, 333.33, 333.34.
 */
export interface ScheduledMonth {
  /** `YYYY-MM`. */
  month: string;
  /** 1 for the first month. */
  index: number;
  amountSen: number;
}

/** The first months' amount and the last month's (the same when the principal divides evenly). */
export function installmentAmounts(principalSen: number, months: number): { monthlySen: number; lastSen: number } {
  const monthlySen = Math.floor(principalSen / months);
  return { monthlySen, lastSen: principalSen - monthlySen * (months - 1) };
}

/** Every month of a plan, from its start month, with its amount. */
export function installmentSchedule(principalSen: number, months: number, startMonth: string): ScheduledMonth[] {
  const { monthlySen, lastSen } = installmentAmounts(principalSen, months);
  return Array.from({ length: months }, (_, i) => ({
    month: addMonths(startMonth, i),
    index: i + 1,
    amountSen: i === months - 1 ? lastSen : monthlySen,
  }));
}

/** The month a plan ends with: its start plus months − 1. */
export const installmentEndMonth = (startMonth: string, months: number): string => addMonths(startMonth, months - 1);
