import { useMemo } from 'react';
import type { Holiday } from '@shared/contracts/holidays';
import { holidays } from '@shared/contracts/plain/holidays';
import { pageSearch } from '@app/kit/list/list-query';
import type { PagedList } from '@app/kit/list/ListPage';
import { useResourceList, useResourceRecord } from '@app/kit/resource/use-resource';
import { useWrites } from '@app/kit/resource/use-writes';
import { withMonths } from './holiday-display';
import { holidaysResource } from './resource';

/** The year × state view: a state shows the federal holidays and its own; `''` every scope. */
export interface HolidaysQuery {
  year: number;
  state: string;
  status: string;
}
export const thisYear = () => new Date().getFullYear();
export const defaultHolidaysQuery = (): HolidaysQuery => ({ year: thisYear(), state: '', status: '' });

const search = (query: HolidaysQuery, page: number) => pageSearch(query, { date: 'asc' }, page);

/** A holiday of the list, with the month it opens when it is the first of one. */
export interface HolidayRow {
  id: string;
  holiday: Holiday;
  month: string | null;
}

/** The year's holidays by date, page by page, saved for offline; each marked when it opens a month. */
export function useHolidaysList(query: HolidaysQuery): PagedList<HolidayRow> {
  const list = useResourceList(holidaysResource, { query, search });
  const items = useMemo(() => withMonths(list.items).map(({ item, month }) => ({ id: item.id, holiday: item, month })), [list.items]);
  return { ...list, items };
}

/** One holiday by id, saved for offline. */
export function useHoliday(id: string | undefined) {
  return useResourceRecord(holidaysResource, id);
}

/** The area's writes; each keeps its Idempotency-Key until it succeeds. */
export const useHolidaysMutations = () => useWrites({ create: holidays.create, update: holidays.update });
