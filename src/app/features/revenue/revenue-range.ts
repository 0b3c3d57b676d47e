import { addMonths } from '@shared/dates';
import type { RevenueParams } from './views';

/** The ranges the screen offers, in months ending with the chosen month. */
export const RANGE_LENGTHS = [1, 3, 6, 12] as const;
export type RangeLength = (typeof RANGE_LENGTHS)[number];

/** The months a range of `length` months ending with `last` covers. */
export function rangeOf(last: string, length: RangeLength): Pick<RevenueParams, 'from' | 'to'> {
  return { from: addMonths(last, 1 - length), to: last };
}
