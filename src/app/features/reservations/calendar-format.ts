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

const ranges = new Map<string, string>();

/** A stay's dates, check-in to check-out: `3–5 Dec`, `28 Nov – 2 Dec`. Each range is formatted once (a month redraws the same stays). */
export function stayDates(checkIn: string, checkOut: string, language: string): string {
  const key = `${language}|${checkIn}|${checkOut}`;
  let text = ranges.get(key);
  if (text === undefined) {
    text = formatter(language, 'range').formatRange(utc(checkIn), utc(checkOut));
    // A long session's scrolling through months keeps a bounded memory.
    if (ranges.size >= 5000) ranges.clear();
    ranges.set(key, text);
  }
  return text;
}

/**
 * A translated sentence with slots, translated once and filled per use: a month's grid asked i18next for
 * the same sentence for every free night in view (issue 25). `translate` gets a marker for each slot.
 */
export function sentenceWithSlots<K extends string>(translate: (marks: Record<K, string>) => string, slots: readonly K[]): (values: Record<K, string>) => string {
  const marks = Object.fromEntries(slots.map((slot, i) => [slot, `\u0001${i}\u0001`])) as Record<K, string>;
  const sentence = translate(marks);
  return (values) => slots.reduce((text, slot) => text.split(marks[slot]).join(values[slot]), sentence);
}
