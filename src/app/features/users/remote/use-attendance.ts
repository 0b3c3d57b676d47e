import { SEARCH_DEBOUNCE_MS } from '@app/kit/constants';
import { useResourceView } from '@app/kit/resource/use-resource-view';
import { useDebouncedValue } from '@app/lib/use-debounced-value';
import { attendanceView, dayAttendanceView, riderSearchView } from '../views';

/** Riders matching what the admin typed (the first ten by name while nothing is typed). */
export function useRiderSearch(query: string, enabled: boolean) {
  const debounced = useDebouncedValue(query.trim(), SEARCH_DEBOUNCE_MS);
  const { data, status, reload, source, fetchedAt, stale } = useResourceView(riderSearchView, enabled ? debounced : undefined);
  return { riders: data?.users ?? [], totalCount: data?.totalCount ?? 0, status, reload, settled: debounced === query.trim(), source, fetchedAt, stale };
}

/** One rider's attendance report for a range; nothing is asked until a rider and a valid range are chosen. */
export function useAttendance(accountNumber: string | null, start: string, end: string, valid: boolean) {
  const range = accountNumber && valid ? { accountNumber, start, end } : undefined;
  const { data, status, error, reload, source, fetchedAt, stale } = useResourceView(attendanceView, range);
  return { report: data, status: range ? status : ('idle' as const), error, reload, source, fetchedAt, stale };
}

/** Every rider on one day; a day looked at before stays readable offline. */
export function useDayAttendance(date: string, valid: boolean) {
  const { data, status, error, reload, source, fetchedAt, stale } = useResourceView(dayAttendanceView, valid ? date : undefined);
  return { day: data, status: valid ? status : ('idle' as const), error, reload, source, fetchedAt, stale };
}
