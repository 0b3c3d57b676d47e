import { useCallback } from 'react';
import type { Property } from '@shared/contracts/listings';
import { listings } from '@shared/contracts/plain/listings';
import type { ReservationCalendar } from '@shared/contracts/reservations';
import { reservations } from '@shared/contracts/plain/reservations';
import { encodeListParams } from '@shared/list-encode';
import { api } from '@app/lib/api';
import { useRemoteRecord } from '@app/lib/use-remote-record';

/** More properties than an operator runs; the picker lists them all by name. */
const PROPERTY_LIMIT = 100;

export type PropertyChoice = Pick<Property, 'id' | 'name' | 'unitCount'>;

/** The properties to choose from, saved so the picker works offline. */
export function useCalendarProperties() {
  const fetch = useCallback(async () => {
    const query = encodeListParams({ filter: {}, sort: { name: 'asc' }, pagination: { limit: PROPERTY_LIMIT, currentPage: 1 } });
    const answer = await api.call(listings.properties, { query });
    return answer.properties.map((p): PropertyChoice => ({ id: p.id, name: p.name, unitCount: p.unitCount }));
  }, []);
  return useRemoteRecord<PropertyChoice[]>('all', fetch, { cache: { type: 'reservation-calendar-properties' } });
}

/** `<propertyId>:<from>:<to>`: one saved copy per property and month. */
export function calendarKey(propertyId: string, from: string, to: string): string {
  return `${propertyId}:${from}:${to}`;
}

/** A property's units and blocking stays over a month; the last copy seen shows offline, marked with its age. */
export function useCalendar(propertyId: string | null, from: string, to: string) {
  const fetch = useCallback((key: string) => {
    const [id = '', f = '', t = ''] = key.split(':');
    return api.call(reservations.calendar, { query: { propertyId: id, from: f, to: t } });
  }, []);
  const key = propertyId ? calendarKey(propertyId, from, to) : undefined;
  return useRemoteRecord<ReservationCalendar>(key, fetch, { cache: { type: 'reservation-calendar' } });
}

const REMEMBERED = 'reservation-calendar.property';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The property last opened on this device, so the calendar opens where the desk left it. */
export function rememberedProperty(): string | null {
  return storage()?.getItem(REMEMBERED) ?? null;
}

export function rememberProperty(id: string): void {
  try {
    storage()?.setItem(REMEMBERED, id);
  } catch {
    // A full or private storage only loses the convenience.
  }
}
