import type { RevenueGroup } from '@shared/contracts/plain/revenue';
import { addMonths, toApiMonth } from '@shared/dates';
import type { RevenueParams } from './views';

/** The ranges the screen offers, in months ending with the chosen month. */
export const RANGE_LENGTHS = [1, 3, 6, 12] as const;
export type RangeLength = (typeof RANGE_LENGTHS)[number];

/** The months a range of `length` months ending with `last` covers. */
export function rangeOf(last: string, length: RangeLength): Pick<RevenueParams, 'from' | 'to'> {
  return { from: addMonths(last, 1 - length), to: last };
}

export interface RevenueChoice {
  /** The range's last month. */
  last: string;
  length: RangeLength;
  groupBy: RevenueGroup;
}

/** What the screen opens on: the six months to this one (Kuala Lumpur), by property. */
export const defaultRevenueChoice = (now: Date = new Date()): RevenueChoice => ({ last: toApiMonth(now), length: 6, groupBy: 'property' });

/** The read's parameters for a choice. */
export const revenueParamsOf = (choice: RevenueChoice): RevenueParams => ({ ...rangeOf(choice.last, choice.length), groupBy: choice.groupBy });
