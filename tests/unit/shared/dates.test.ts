import { describe, expect, it, vi } from 'vitest';
import { addDays, addMonths, cachedFormatterCount, formatCalendarDate, formatDateTime, formatDayLabel, formatDayWithDate, formatDisplayDate, formatTime, formatYearMonth, formatWhen, monthsBetween, hourInKualaLumpur, toApiDate, toApiMonth } from '@shared/dates';

// 13 Nov 2026 12:05 in Kuala Lumpur.
const NOV = '2026-11-13T04:05:00Z';
// 14 Oct 2026 23:30 in Kuala Lumpur, still the 14th there though 15:30 UTC.
const OCT = '2026-10-14T15:30:00Z';

describe('dates in the reader’s language', () => {
  it('English keeps DD MMM YYYY, with three-letter months (never "Sept")', () => {
    expect(formatDisplayDate(NOV, 'en-US')).toBe('13 Nov 2026');
    expect(formatDisplayDate(OCT, 'en-US')).toBe('14 Oct 2026');
    expect(formatDisplayDate('2026-09-03T04:00:00Z', 'en-US')).toBe('03 Sep 2026');
    expect(formatDisplayDate(NOV)).toBe('13 Nov 2026');
  });

  it('Chinese writes 2026年11月13日', () => {
    expect(formatDisplayDate(NOV, 'zh-CN')).toBe('2026年11月13日');
    expect(formatDisplayDate('2026-09-03T04:00:00Z', 'zh-CN')).toBe('2026年9月3日');
  });

  it('Malay writes its own month names: 14 Okt 2026', () => {
    expect(formatDisplayDate(OCT, 'ms-MY')).toBe('14 Okt 2026');
    expect(formatDisplayDate('2026-08-20T04:00:00Z', 'ms-MY')).toBe('20 Ogo 2026');
  });

  it('times are 24-hour Kuala Lumpur time in every language', () => {
    for (const language of ['en-US', 'zh-CN', 'ms-MY']) {
      expect(formatTime(NOV, language)).toBe('12:05');
      expect(formatTime(OCT, language)).toBe('23:30');
    }
    expect(formatDateTime(NOV, 'zh-CN')).toBe('2026年11月13日 12:05');
    expect(formatDateTime(OCT, 'ms-MY')).toBe('14 Okt 2026 23:30');
  });

  it('calendar dates and weekday labels do not move with the device zone', () => {
    expect(formatCalendarDate('2026-11-01', 'en-US')).toBe('01 Nov 2026');
    expect(formatCalendarDate('2026-10-01', 'ms-MY')).toBe('01 Okt 2026');
    expect(formatCalendarDate('2026-10-01', 'zh-CN')).toBe('2026年10月1日');
    expect(formatDayLabel('2026-10-01', 'en-US')).toBe('Thu 01 Oct');
    expect(formatDayLabel('2026-10-01', 'ms-MY')).toBe('Kha, 01 Okt');
    expect(formatDayLabel('2026-10-01', 'zh-CN')).toBe('10月01日周四');
    expect(formatDayWithDate('2026-11-23', 'en-US')).toBe('Mon 23 Nov 2026');
    expect(formatDayWithDate('2026-11-23', 'ms-MY')).toBe('Isn, 23 Nov 2026');
    expect(formatDayWithDate('2026-11-23', 'zh-CN')).toBe('2026年11月23日周一');
    expect(toApiDate(new Date(OCT))).toBe('2026-10-14');
  });

  it('today shows only the time, another day the date too', () => {
    const now = Date.parse('2026-11-13T10:00:00Z');
    expect(formatWhen(Date.parse(NOV), now, 'ms-MY')).toBe('12:05');
    expect(formatWhen(Date.parse(OCT), now, 'ms-MY')).toBe('14 Okt 2026 23:30');
    expect(formatWhen(Number.NaN, now)).toBe('');
  });

  it('nothing or an invalid date is empty; an unknown language falls back without throwing', () => {
    expect(formatDisplayDate(null, 'zh-CN')).toBe('');
    expect(formatDisplayDate('not a date', 'ms-MY')).toBe('');
    expect(formatTime(undefined)).toBe('');
    expect(formatDisplayDate(NOV, 'xx-invalid-@@')).toMatch(/2026/);
  });

  it('builds one formatter per language and shape, not one per call', () => {
    formatDisplayDate(NOV, 'ms-MY');
    const before = cachedFormatterCount();
    for (let i = 0; i < 500; i++) {
      formatDisplayDate(new Date(Date.parse(NOV) + i * 86_400_000), 'ms-MY');
      formatDateTime(new Date(Date.parse(NOV) + i * 60_000), 'ms-MY');
    }
    expect(cachedFormatterCount()).toBeLessThanOrEqual(before + 1);
  });

  it('English dates and times are Kuala Lumpur time without building an Intl formatter, and agree with Intl', async () => {
    vi.resetModules();
    const fresh = await import('@shared/dates');
    const intlDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kuala_Lumpur', year: 'numeric', month: '2-digit', day: '2-digit' });
    const intlTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kuala_Lumpur', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    // Every 97 minutes across two years: both sides of midnight in Kuala Lumpur, month and year ends, 29 Feb 2028.
    // Compared in plain code and asserted once: ten thousand instants times four `expect`s took most of this
    // test's time, and more than its limit on a busy machine.
    const wrong: string[] = [];
    for (let at = Date.parse('2026-12-30T00:00:00Z'); at < Date.parse('2028-12-31T23:59:00Z'); at += 97 * 60_000) {
      const d = new Date(at);
      const p = Object.fromEntries(intlDate.formatToParts(d).map((x) => [x.type, x.value]));
      const time = intlTime.format(d);
      const ours = [toApiDate(d), formatDisplayDate(d), formatTime(d), hourInKualaLumpur(d)];
      const intl = [`${p.year}-${p.month}-${p.day}`, `${p.day} ${months[Number(p.month) - 1]} ${p.year}`, time, Number(time.slice(0, 2))];
      if (ours.some((value, i) => value !== intl[i])) wrong.push(`${d.toISOString()}: ${ours.join(' | ')} ≠ ${intl.join(' | ')}`);
    }
    expect(wrong).toEqual([]);
    expect(toApiDate(new Date('2026-11-23T15:59:59Z'))).toBe('2026-11-23');
    expect(toApiDate(new Date('2026-11-23T16:00:00Z'))).toBe('2026-11-24');
    expect(formatWhen(Date.parse('2026-11-23T06:02:00Z'), Date.parse('2026-11-23T09:00:00Z'))).toBe('14:02');
    for (const at of [Date.parse('2026-11-23T06:02:00Z'), Date.parse('2027-01-01T00:00:00Z')]) {
      fresh.formatWhen(at, Date.parse('2026-11-23T09:00:00Z'));
      fresh.formatDateTime(at);
      fresh.toApiDate(new Date(at));
    }
    expect(fresh.cachedFormatterCount()).toBe(0);
  });
});

describe('months', () => {
  it('knows the month in Kuala Lumpur, which starts 8 hours before UTC', () => {
    expect(toApiMonth(new Date('2026-11-30T16:30:00Z'))).toBe('2026-12');
    expect(toApiMonth(new Date('2026-11-30T15:59:00Z'))).toBe('2026-11');
  });

  it('adds and takes away months across years', () => {
    expect(addMonths('2026-11', 1)).toBe('2026-12');
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
    expect(addMonths('2026-11', 26)).toBe('2029-01');
    expect(addMonths('2026-11', 0)).toBe('2026-11');
  });

  it('writes a month in the reader’s language', () => {
    expect(formatYearMonth('2026-11', 'en-US')).toBe('November 2026');
    expect(formatYearMonth('2026-03', 'ms-MY')).toBe('Mac 2026');
    expect(formatYearMonth('2026-11', 'zh-CN')).toBe('2026年11月');
  });
});

describe('addDays', () => {
  it('steps calendar dates across months, years and a leap day, back and forth', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-11-26', 0)).toBe('2026-11-26');
    expect(addDays('2040-01-01', 10_000)).toBe('2067-05-19');
  });
});

describe('monthsBetween', () => {
  it('counts the months of a range, both ends in, across a year', () => {
    expect(monthsBetween('2026-11', '2027-02')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2027-03', '2027-03')).toEqual(['2027-03']);
    expect(monthsBetween('2027-03', '2027-02')).toEqual([]);
  });

  it('counts nothing for text that is not a month, however far apart it reads (a refinement sees what its pattern refused)', () => {
    expect(monthsBetween('-5', '9999999')).toEqual([]);
    expect(monthsBetween('2027-01', '2027-13')).toEqual([]);
    expect(monthsBetween('', '2027-01')).toEqual([]);
  });
});
