import Holidays from 'date-holidays';
import { MALAYSIAN_STATE_CODES, type MalaysianState } from '@shared/reference/states';
import { FEDERAL } from '@shared/contracts/holidays';

/**
 * date-holidays' own code for each of our states (ISO 3166-2 `MY-10` → its `10`). Written out, not derived, so a
 * state the library names differently fails the unit test instead of pre-filling nothing.
 */
export const LIBRARY_STATE: Record<MalaysianState, string> = {
  'MY-01': '01', 'MY-02': '02', 'MY-03': '03', 'MY-04': '04', 'MY-05': '05', 'MY-06': '06', 'MY-07': '07', 'MY-08': '08',
  'MY-09': '09', 'MY-10': '10', 'MY-11': '11', 'MY-12': '12', 'MY-13': '13', 'MY-14': '14', 'MY-15': '15', 'MY-16': '16',
};

/**
 * The calendar day of one of the library's date strings (`2027-02-24 00:00:00 -0600`): its date part, as written.
 * Its offsets are the library's way of placing Islamic days, not a time to convert, so the day is never moved.
 */
export function datePart(libraryDate: string): string {
  const day = /^(\d{4}-\d{2}-\d{2})(?:[ T]|$)/.exec(libraryDate)?.[1];
  if (!day) throw new Error(`Not a library date: ${libraryDate}`);
  return day;
}

/** A holiday as the library gives it, in our terms. */
export interface LibraryHoliday {
  date: string;
  /** `federal` or a state's ISO code. */
  scope: string;
  name: string;
  nameZh: string | null;
  nameMs: string | null;
}

interface Named {
  date: string;
  key: string;
  en: string;
  ms: string | null;
  zh: string | null;
}

const calendars = new Map<string, Holidays>();
/** The library's calendar of the country (null) or of one state, made once. */
function calendarOf(state: MalaysianState | null): Holidays {
  const key = state ?? 'MY';
  let calendar = calendars.get(key);
  if (!calendar) {
    calendar = state ? new Holidays('MY', LIBRARY_STATE[state]) : new Holidays('MY');
    calendars.set(key, calendar);
  }
  return calendar;
}

const HAN = /\p{Script=Han}/u;

/** The public holidays of one calendar (the country's, or one state's) in a year, named in each language it has. */
function publicHolidays(calendar: Holidays, year: number): Named[] {
  const byLanguage = (language: string) => calendar.getHolidays(year, language).filter((h) => h.type === 'public');
  const keyOf = (h: { date: string; rule: string }) => `${datePart(h.date)}|${h.rule}`;
  const ms = new Map(byLanguage('ms').map((h) => [keyOf(h), h.name]));
  const zh = new Map(byLanguage('zh').map((h) => [keyOf(h), h.name]));
  return byLanguage('en').map((h) => {
    const key = keyOf(h);
    const chinese = zh.get(key);
    // Where the library has no Chinese name it answers in Malay or English: keep none, and the app shows English.
    return { date: datePart(h.date), key, en: h.name, ms: ms.get(key) ?? null, zh: chinese && HAN.test(chinese) ? chinese : null };
  });
}

/**
 * Every public holiday of a year from date-holidays: `federal` for one the country's calendar has and every state
 * keeps, else one entry per state that keeps it (Nuzul Al-Quran is not kept in every state). One holiday a date and
 * scope: the first the library lists.
 */
export function libraryHolidays(year: number): LibraryHoliday[] {
  const known = computed.get(year);
  if (known) return known;
  const list = computeYear(year);
  // The library's answer for a year never changes while the server runs: a repeated pre-fill reads it again.
  if (computed.size >= COMPUTED_YEARS) computed.delete(computed.keys().next().value as number);
  computed.set(year, list);
  return list;
}

/** Every year a pre-fill may ask for (2020–2040): a few kilobytes each. */
const COMPUTED_YEARS = 21;
const computed = new Map<number, LibraryHoliday[]>();

function computeYear(year: number): LibraryHoliday[] {
  const federal = new Map(publicHolidays(calendarOf(null), year).map((h) => [h.key, h]));
  const byState = new Map(MALAYSIAN_STATE_CODES.map((state) => [state, publicHolidays(calendarOf(state), year)]));
  const keptEverywhere = new Set(
    [...federal.keys()].filter((key) => [...byState.values()].every((list) => list.some((h) => h.key === key))),
  );
  const out = new Map<string, LibraryHoliday>();
  const add = (h: Named, scope: string) => {
    const id = `${h.date}|${scope}`;
    if (!out.has(id)) out.set(id, { date: h.date, scope, name: h.en, nameZh: h.zh, nameMs: h.ms });
  };
  for (const h of federal.values()) if (keptEverywhere.has(h.key)) add(h, FEDERAL);
  for (const [state, list] of byState) for (const h of list) if (!keptEverywhere.has(h.key)) add(h, state);
  return [...out.values()].sort((a, b) => a.date.localeCompare(b.date) || a.scope.localeCompare(b.scope));
}
