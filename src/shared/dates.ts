import { TIME_ZONE } from './constants';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

// Building an Intl formatter costs far more than using one (a list formats a date per row), so each is made once.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, made);
  }
  return made;
}

/** `DD MMM YYYY` in Asia/Kuala_Lumpur, e.g. `21 Nov 2026`. */
export function formatDisplayDate(value: string | Date | null | undefined): string {
  if (!value) return '';
  const d = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(d.getTime())) return '';
  const parts = formatter('en-GB', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' })
    .formatToParts(d)
    .reduce<Record<string, string>>((acc, p) => ({ ...acc, [p.type]: p.value }), {});
  return `${parts.day} ${MONTHS[Number(parts.month) - 1]} ${parts.year}`;
}

/** `YYYY-MM-DD` of an instant, as the calendar date in Asia/Kuala_Lumpur. */
export function toApiDate(value: Date): string {
  return formatter('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(value);
}

/** `HH:MM` in Asia/Kuala_Lumpur. */
export function formatTime(value: string | Date | number): string {
  const d = new Date(value);
  return formatter('en-GB', { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hour12: false }).format(d);
}
