import type { DsrPrefill } from '@shared/contracts/dsr';
import { dsr } from '@shared/contracts/plain/dsr';
import { listings } from '@shared/contracts/plain/listings';
import { encodeListParams } from '@shared/list-encode';
import { auditHistoryView } from '@app/kit/record/history-view';
import { defineView } from '@app/kit/resource/define-view';
import { api } from '@app/lib/api';
import { REPORT_ENTITY, reportHistoryLines } from './record/report-history';
import { reportResource } from './resource';

/** A report's audit trail: written, saved, photos added, submitted, verified or returned. */
export const reportHistoryView = auditHistoryView(reportResource, REPORT_ENTITY, reportHistoryLines);

export interface PrefillParams {
  propertyId: string;
  date: string;
}

/** What the day's stays and payments say for a property and date, saved per pair so the form reads it offline with its "as of". */
export const prefillView = defineView<DsrPrefill, PrefillParams>({
  type: 'dsr.prefill',
  key: ({ propertyId, date }) => `${propertyId}|${date}`,
  read: (query) => api.call(dsr.prefill, { query, quiet: true }),
  matches: (value, key) => `${value.propertyId}|${value.businessDate}` === key,
  idOf: (value) => `${value.propertyId}|${value.businessDate}`,
});

export interface PropertyChoice {
  id: string;
  name: string;
}

/** A portfolio has tens of properties, not thousands: one page (the list protocol's largest) holds them. */
const PROPERTIES_LIMIT = 100;

/** The properties a report may be written for, saved on the device so a report can be started offline. */
export const propertiesView = defineView<{ key: string; properties: PropertyChoice[] }>({
  type: 'dsr.properties',
  read: async (key) => {
    const answer = await api.call(listings.properties, {
      query: encodeListParams({ sort: { name: 'asc' }, pagination: { limit: PROPERTIES_LIMIT, currentPage: 1 } }),
      quiet: true,
    });
    return { key, properties: answer.properties.map((p) => ({ id: p.id, name: p.name })) };
  },
  idOf: (value) => value.key,
});
