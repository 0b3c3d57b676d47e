/**
 * The calendar's own date shapes, through Intl in the reader's language. Business dates are read as UTC
 * midnights and written in UTC, so the day never moves. One formatter per language and shape: a month draws
 * hundreds of labels.
 */

type Shape = 'weekday' | 'day' | 'range';

const OPTIONS: Record<Shape, Intl.DateTimeFormatOptions> = {
  weekday: { timeZone: 'UTC', weekday: 'narrow' },
  day: { timeZone: 'UTC', day: 'numeric' },
  range: { timeZone: 'UTC', day: 'numeric', month: 'short' },
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: string, shape: Shape): Intl.DateTimeFormat {
  const key = `${language}|${shape}`;
  let found = formatters.get(key);
  if (!found) {
    try {
      found = new Intl.DateTimeFormat(language, OPTIONS[shape]);
    } catch {
      found = new Intl.DateTimeFormat('en-GB', OPTIONS[shape]);
    }
    formatters.set(key, found);
  }
  return found;
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);

/** The column head: `M` and `3` (English), `一` and `3日` (Chinese). */
export function dayHead(date: string, language: string): { weekday: string; day: string } {
  return { weekday: formatter(language, 'weekday').format(utc(date)), day: formatter(language, 'day').format(utc(date)) };
}

/** A stay's dates, check-in to check-out: `3–5 Dec`, `28 Nov – 2 Dec`. */
export function stayDates(checkIn: string, checkOut: string, language: string): string {
  return formatter(language, 'range').formatRange(utc(checkIn), utc(checkOut));
}
