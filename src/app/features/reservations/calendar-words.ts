/** The calendar's words sit under `calendar.*` of the area's namespace (locales/<lang>/reservations.json). */
export const CALENDAR_WORDS = 'reservations';
export const CALENDAR_KEYS = 'calendar';
