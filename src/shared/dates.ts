import { TIME_ZONE } from './constants';

/**
 * Every date and time the app shows is written here, in the reader's language and Kuala Lumpur time.
 * Intl formatters are costly to build (a list of a hundred rows would build hundreds on a phone), so one
 * is kept per language and shape.
 */

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

type Shape = 'date' | 'time' | 'dayLabel' | 'dayDate' | 'weekday';

const SHAPES: Record<Shape, Intl.DateTimeFormatOptions> = {
  date: { timeZone: TIME_ZONE, year: 'numeric', month: 'short', day: '2-digit' },
  time: { timeZone: TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' },
  dayLabel: { timeZone: TIME_ZONE, weekday: 'short', month: 'short', day: '2-digit' },
  dayDate: { timeZone: TIME_ZONE, weekday: 'short', year: 'numeric', month: 'short', day: '2-digit' },
  weekday: { timeZone: TIME_ZONE, weekday: 'short' },
};

const cache = new Map<string, Intl.DateTimeFormat>();

/** The one formatter for a language and shape, built on first use. */
function formatter(language: string, shape: Shape): Intl.DateTimeFormat {
  const key = `${language}|${shape}`;
  let found = cache.get(key);
  if (!found) {
    let options = SHAPES[shape];
    // Chinese writes the day without a leading zero: 2026年11月3日.
    if (language.startsWith('zh') && (shape === 'date' || shape === 'dayDate')) options = { ...options, day: 'numeric' };
    try {
      found = new Intl.DateTimeFormat(language, options);
    } catch {
      found = new Intl.DateTimeFormat('en-GB', options);
    }
    cache.set(key, found);
  }
  return found;
}

/** How many formatters exist, for the test that they are reused. */
export function cachedFormatterCount(): number {
  return cache.size;
}

type DateInput = string | Date | number | null | undefined;

function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

const isEnglish = (language: string) => language.toLowerCase().startsWith('en');

/**
 * Kuala Lumpur has kept UTC+8 without daylight saving since 1982, so its calendar date and clock are
 * plain arithmetic. The first Intl date formatter a page builds costs 30–60 ms (4× that on a slow
 * phone) while the browser loads its calendar data: English, the house language, never pays it.
 */
const KL_OFFSET_MS = 8 * 60 * 60 * 1000;
const pad2 = (n: number) => String(n).padStart(2, '0');

function klFields(d: Date): { year: number; month: number; day: number; hour: number; minute: number } {
  const kl = new Date(d.getTime() + KL_OFFSET_MS);
  return { year: kl.getUTCFullYear(), month: kl.getUTCMonth() + 1, day: kl.getUTCDate(), hour: kl.getUTCHours(), minute: kl.getUTCMinutes() };
}

/**
 * A calendar date in the reader's language: `13 Nov 2026` (English keeps the house DD MMM YYYY),
 * `14 Okt 2026` (Malay), `2026年11月13日` (Chinese). Empty for nothing or an invalid date.
 */
export function formatDisplayDate(value: DateInput, language = 'en-US'): string {
  const d = toDate(value);
  if (!d) return '';
  if (isEnglish(language)) {
    // Fixed month names: some English locales write September as "Sept", the house style is three letters.
    const { year, month, day } = klFields(d);
    return `${pad2(day)} ${EN_MONTHS[month - 1]} ${year}`;
  }
  return formatter(language, 'date').format(d);
}

/** `HH:MM` on a 24-hour clock, as the language writes it. */
export function formatTime(value: DateInput, language = 'en-US'): string {
  const d = toDate(value);
  if (!d) return '';
  if (isEnglish(language)) {
    const { hour, minute } = klFields(d);
    return `${pad2(hour)}:${pad2(minute)}`;
  }
  return formatter(language, 'time').format(d);
}

/** A date and its time: `13 Nov 2026 12:05`. */
export function formatDateTime(value: DateInput, language = 'en-US'): string {
  const d = toDate(value);
  if (!d) return '';
  return `${formatDisplayDate(d, language)} ${formatTime(d, language)}`;
}

/** A `YYYY-MM-DD` calendar date (no time) as written in the language, e.g. `13 Nov 2026`. */
export function formatCalendarDate(date: string, language = 'en-US'): string {
  // Noon UTC is the same calendar day in Kuala Lumpur.
  return formatDisplayDate(`${date}T12:00:00Z`, language);
}

/** A `YYYY-MM-DD` calendar date with its weekday: `Mon, 03 Nov`, `Isn, 03 Nov`, `11月3日周一`. */
export function formatDayLabel(date: string, language = 'en-US'): string {
  const d = toDate(`${date}T12:00:00Z`);
  if (!d) return date;
  return formatter(isEnglish(language) ? 'en-GB' : language, 'dayLabel').format(d);
}

/** A `YYYY-MM-DD` calendar date in full with its weekday: `Mon 23 Nov 2026`, `Isn, 23 Nov 2026`, `2026年11月23日周一`. */
export function formatDayWithDate(date: string, language = 'en-US'): string {
  const d = toDate(`${date}T12:00:00Z`);
  if (!d) return date;
  if (isEnglish(language)) return `${formatter('en-GB', 'weekday').format(d)} ${formatDisplayDate(d, language)}`;
  return formatter(language, 'dayDate').format(d);
}

/** `YYYY-MM-DD` of an instant, as the calendar date in Asia/Kuala_Lumpur. */
export function toApiDate(value: Date): string {
  const { year, month, day } = klFields(value);
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/** The hour (0–23) of an instant in Kuala Lumpur. */
export function hourInKualaLumpur(value: Date): number {
  return klFields(value).hour;
}

/** `14:02` when it is today in Kuala Lumpur, `21 Nov 2026 14:02` another day. */
export function formatWhen(at: number, now: number, language = 'en-US'): string {
  if (!Number.isFinite(at)) return '';
  const sameDay = toApiDate(new Date(at)) === toApiDate(new Date(now));
  return sameDay ? formatTime(at, language) : formatDateTime(at, language);
}

/** `YYYY-MM` of an instant: the month it is in Kuala Lumpur (fees and package versions run by the month). */
export function toApiMonth(value: Date): string {
  return toApiDate(value).slice(0, 7);
}

/** A `YYYY-MM-DD` date plus `n` days (negative goes back), in calendar arithmetic that no device zone moves. */
export function addDays(date: string, n: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** `2026-11` plus `n` months (negative goes back): `2027-02` for 3. */
export function addMonths(month: string, n: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (m - 1) + n;
  return `${Math.floor(index / 12)}-${pad2((index % 12) + 1)}`;
}

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Every `YYYY-MM` from `from` to `to`, both included; none when `from` is later or either is not a month. */
export function monthsBetween(from: string, to: string): string[] {
  // Checked first: a schema's refinement may see text its own pattern refused, and `-5` to `9999999` would count forever.
  if (!YEAR_MONTH.test(from) || !YEAR_MONTH.test(to)) return [];
  const months: string[] = [];
  for (let month = from; month <= to; month = addMonths(month, 1)) months.push(month);
  return months;
}

const monthFormatters = new Map<string, Intl.DateTimeFormat>();

/** A `YYYY-MM` month as written in the language: `November 2026`, `November 2026` (ms), `2026年11月`. */
export function formatYearMonth(month: string, language = 'en-US'): string {
  const d = toDate(`${month}-15T12:00:00Z`);
  if (!d) return month;
  let found = monthFormatters.get(language);
  if (!found) {
    found = new Intl.DateTimeFormat(language, { timeZone: 'UTC', year: 'numeric', month: 'long' });
    monthFormatters.set(language, found);
  }
  return found.format(d);
}
