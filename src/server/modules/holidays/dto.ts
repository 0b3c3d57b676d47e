import type { z } from 'zod';
import { FEDERAL, type Holiday, type holidayFilter } from '@shared/contracts/holidays';
import type { MalaysianState } from '@shared/reference/states';
import type { HolidaysRow } from '@server/db/schema';

/** What `filter` may hold on the holidays list, as parsed. */
export type HolidayFilter = Partial<{ [K in keyof typeof holidayFilter]: z.infer<(typeof holidayFilter)[K]> }>;

/** The scope column's value for a record's `state` (null: federal), and back. */
export const scopeOf = (state: MalaysianState | null): string => state ?? FEDERAL;
export const stateOf = (scope: string): MalaysianState | null => (scope === FEDERAL ? null : (scope as MalaysianState));

export function toHoliday(row: HolidaysRow): Holiday {
  return {
    id: row.id,
    date: row.date,
    name: row.name,
    nameZh: row.nameZh,
    nameMs: row.nameMs,
    state: stateOf(row.scope),
    status: row.status,
    source: row.source,
    freeStayQuota: row.freeStayQuota,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
