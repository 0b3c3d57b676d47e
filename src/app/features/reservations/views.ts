import type { Property } from '@shared/contracts/listings';
import { listings } from '@shared/contracts/plain/listings';
import type { ReservationCalendar } from '@shared/contracts/reservations';
import { reservations } from '@shared/contracts/plain/reservations';
import { encodeListParams } from '@shared/list-encode';
import { defineView } from '@app/kit/resource/define-view';
import { api } from '@app/lib/api';

/** More properties than an operator runs; the picker lists them all by name. */
const PROPERTY_LIMIT = 100;

export type PropertyChoice = Pick<Property, 'id' | 'name' | 'unitCount'>;

/** The properties to choose from, saved (under one key) so the picker works offline. */
export const calendarPropertiesView = defineView<PropertyChoice[]>({
  type: 'reservations.calendar-properties',
  read: async () => {
    const query = encodeListParams({ filter: {}, sort: { name: 'asc' }, pagination: { limit: PROPERTY_LIMIT, currentPage: 1 } });
    const answer = await api.call(listings.properties, { query });
    return answer.properties.map((p): PropertyChoice => ({ id: p.id, name: p.name, unitCount: p.unitCount }));
  },
});

export interface CalendarMonth {
  propertyId: string;
  from: string;
  to: string;
}

/** A property's units and blocking stays over a month: one saved copy per property and month. */
export const calendarView = defineView<ReservationCalendar, CalendarMonth>({
  type: 'reservations.calendar',
  key: ({ propertyId, from, to }) => `${propertyId}:${from}:${to}`,
  read: (month) => api.call(reservations.calendar, { query: month }),
});
