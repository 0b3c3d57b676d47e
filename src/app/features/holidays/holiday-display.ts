import type { Holiday } from '@shared/contracts/holidays';
import { stateName } from '@shared/reference/states';

/** The holiday's name in the reader's language, and whether it is the English one standing in for it. */
export function holidayName(holiday: Pick<Holiday, 'name' | 'nameZh' | 'nameMs'>, language: string): { text: string; english: boolean } {
  const own = language.startsWith('zh') ? holiday.nameZh : language.startsWith('ms') ? holiday.nameMs : holiday.name;
  return own ? { text: own, english: false } : { text: holiday.name, english: true };
}

/** Federal holidays say so; a state's holiday names its state (state names are the same in every language). */
export const scopeLabel = (state: string | null, federal: string): string => (state ? (stateName(state) ?? state) : federal);

/** The holidays with the first of each month marked, for the month headings of the list. */
export function withMonths<T extends { date: string }>(items: readonly T[]): { item: T; month: string | null }[] {
  return items.map((item, i) => {
    const month = item.date.slice(0, 7);
    return { item, month: i === 0 || items[i - 1].date.slice(0, 7) !== month ? month : null };
  });
}
