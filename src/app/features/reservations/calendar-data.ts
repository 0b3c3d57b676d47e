import { useResourceView } from '@app/kit/resource/use-resource-view';
import { calendarPropertiesView, calendarView } from './views';

export type { PropertyChoice } from './views';

/** The properties to choose from, saved so the picker works offline. */
export function useCalendarProperties() {
  return useResourceView(calendarPropertiesView, 'all');
}

/** A property's units and blocking stays over a month; the last copy seen shows offline, marked with its age. */
export function useCalendar(propertyId: string | null, from: string, to: string) {
  return useResourceView(calendarView, propertyId ? { propertyId, from, to } : undefined);
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
