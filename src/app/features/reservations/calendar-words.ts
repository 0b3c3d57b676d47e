/** The calendar's words namespace (locales/<lang>/reservation-calendar.json), apart from the rest of the area's. */
export const CALENDAR_WORDS = 'reservation-calendar';
