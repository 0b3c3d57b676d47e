import type { DsrReport, DsrStatus } from '@shared/contracts/dsr';
import { listFilter, pageSearch } from '@app/kit/list/list-query';
import type { LocalAnswer } from '@app/offline/cache';

export interface ReportListQuery {
  status: DsrStatus | null;
  propertyId: string | null;
  /** Business dates, both included; `''` for open. */
  from: string;
  to: string;
}

export const DEFAULT_REPORT_QUERY: ReportListQuery = { status: null, propertyId: null, from: '', to: '' };

export function isFiltered(query: ReportListQuery): boolean {
  return JSON.stringify(query) !== JSON.stringify(DEFAULT_REPORT_QUERY);
}

/** Newest business date first, then property: the day's reports of every property together. */
export const reportListSearch = (query: ReportListQuery, page: number) => pageSearch(listFilter(query), { businessDate: 'desc', propertyName: 'asc' }, page);

const newestDayFirst = (a: DsrReport, b: DsrReport) =>
  b.businessDate.localeCompare(a.businessDate) || a.propertyName.localeCompare(b.propertyName, 'en') || (a.id < b.id ? -1 : 1);

/** The same filters over reports saved on this device (offline, a filter never fetched here). */
export function localReportAnswer(query: ReportListQuery): LocalAnswer<DsrReport> {
  return {
    filter: (r) =>
      (!query.status || r.status === query.status) &&
      (!query.propertyId || r.propertyId === query.propertyId) &&
      (!query.from || r.businessDate >= query.from) &&
      (!query.to || r.businessDate <= query.to),
    sort: newestDayFirst,
  };
}

/** A decision waiting to sync moves a report out of the status it was listed under. */
export function keepStatus(query: Pick<ReportListQuery, 'status'>): (report: DsrReport) => boolean {
  return (report) => !query.status || report.status === query.status;
}
