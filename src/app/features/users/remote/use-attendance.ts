import { SEARCH_DEBOUNCE_MS } from '@app/kit/constants';
import { api } from '@app/lib/api';
import { useDebouncedValue } from '@app/lib/use-debounced-value';
import type { AttendanceReport, DayAttendance, UserList } from '@shared/contracts/users';
import { useRemoteRecord, type RemoteRecordCache } from '@app/lib/use-remote-record';
import { getAttendance, getDayAttendance, searchRiders } from './riders-api';

/** Searches and reports are saved by their own key, so what was looked at stays readable offline. */
const SEARCH_CACHE: RemoteRecordCache<UserList> = { type: 'rider-search' };
const ATTENDANCE_CACHE: RemoteRecordCache<AttendanceReport> = { type: 'attendance' };
const DAY_CACHE: RemoteRecordCache<DayAttendance> = { type: 'attendance-day' };

/** Riders matching what the admin typed (the first ten by name while nothing is typed). */
export function useRiderSearch(query: string, enabled: boolean) {
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const { data, status, reload, source, fetchedAt, stale } = useRemoteRecord(enabled ? `q:${debounced}` : undefined, (key) => searchRiders(api, key.slice(2)), {
    cache: SEARCH_CACHE,
  });
  return { riders: data?.users ?? [], totalCount: data?.totalCount ?? 0, status, reload, settled: debounced === query.trim(), source, fetchedAt, stale };
}

/** One rider's attendance report for a range; nothing is asked until a rider and a valid range are chosen. */
export function useAttendance(accountNumber: string | null, start: string, end: string, valid: boolean) {
  const key = accountNumber && valid ? JSON.stringify([accountNumber, start, end]) : undefined;
  const { data, status, error, reload, source, fetchedAt, stale } = useRemoteRecord(
    key,
    (k) => {
      const [account, from, to] = JSON.parse(k) as [string, string, string];
      return getAttendance(api, account, from, to);
    },
    { cache: ATTENDANCE_CACHE },
  );
  return { report: data, status: key ? status : ('idle' as const), error, reload, source, fetchedAt, stale };
}

/** Every rider on one day; a day looked at before stays readable offline. */
export function useDayAttendance(date: string, valid: boolean) {
  const { data, status, error, reload, source, fetchedAt, stale } = useRemoteRecord(valid ? date : undefined, (d) => getDayAttendance(api, d), { cache: DAY_CACHE });
  return { day: data, status: valid ? status : ('idle' as const), error, reload, source, fetchedAt, stale };
}
