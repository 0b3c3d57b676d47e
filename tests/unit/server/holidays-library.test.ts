import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { MALAYSIAN_STATES } from '@shared/reference/states';
import { LIBRARY_STATE, datePart, libraryHolidays } from '@server/modules/holidays/library';

describe('date-holidays in our terms', () => {
  it('maps every state of ours to the library state of the same name', () => {
    const library = new Holidays('MY').getStates('MY') as Record<string, string>;
    const plain = (name: string) => name.replace(/^W\.P\. /, '').replace('Pulau Pinang', 'Penang').replace('Melaka', 'Malacca');
    for (const state of MALAYSIAN_STATES) {
      expect(library[LIBRARY_STATE[state.code]], state.code).toBe(plain(state.name));
    }
    expect(new Set(Object.values(LIBRARY_STATE)).size).toBe(16);
  });

  it('keeps the date part of the library date, whatever offset it carries', () => {
    expect(datePart('2027-02-24 00:00:00 -0600')).toBe('2027-02-24');
    expect(datePart('2027-01-01 00:00:00')).toBe('2027-01-01');
    expect(datePart('2027-12-31 00:00:00 +1400')).toBe('2027-12-31');
    expect(datePart('2027-03-09')).toBe('2027-03-09');
    expect(() => datePart('24/02/2027')).toThrow();
  });

  it('gives Thaipusam to Selangor and not to Sarawak, Gawai Dayak to Sarawak alone, and the national days as federal', () => {
    const year = libraryHolidays(2026);
    expect(year.filter((h) => h.name === 'Thaipusam').map((h) => h.scope)).toContain('MY-10');
    expect(year.some((h) => h.name === 'Thaipusam' && h.scope === 'MY-13')).toBe(false);
    expect(new Set(year.filter((h) => h.name === 'Gawai Dayak').map((h) => h.scope))).toEqual(new Set(['MY-13']));
    expect(year.find((h) => h.date === '2026-08-31')).toMatchObject({ scope: 'federal', name: 'Independence Day', nameMs: 'Hari Kebangsaan' });
    // An Islamic day the library places with an offset stays on its own calendar day.
    expect(year.find((h) => h.scope === 'federal' && h.name.startsWith('End of Ramadan'))?.date).toBe('2026-03-21');
  });

  it('has one holiday a date and scope, every date in the year, and Chinese names only where the library has them', () => {
    const year = libraryHolidays(2027);
    const keys = year.map((h) => `${h.date}|${h.scope}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(year.every((h) => /^2027-\d{2}-\d{2}$/.test(h.date))).toBe(true);
    expect(year.every((h) => h.nameZh === null || /\p{Script=Han}/u.test(h.nameZh))).toBe(true);
    expect(year.find((h) => h.scope === 'federal' && h.date === '2027-12-25')?.nameZh).toBeTruthy();
  });
});
