import { describe, expect, it } from 'vitest';
import { clockedDay, riderShift, unclockedDay } from '@server/core/rider-shift';

// 09:00 to 18:00 in Kuala Lumpur (UTC+8), Sundays off.
const shift = riderShift('09:00', '18:00', [0]);
/** An instant at a Kuala Lumpur wall-clock time. */
const kl = (date: string, time: string) => new Date(`${date}T${time}:00+08:00`);

describe('a rider day without a clock-in', () => {
  // Tuesday 24 November 2026.
  const day = '2026-11-24';

  it('is still awaited before the shift starts', () => {
    expect(unclockedDay(shift, day, kl(day, '06:30'))).toEqual({ status: 'waiting', minutesLate: 0 });
    expect(unclockedDay(shift, day, kl(day, '08:59'))).toEqual({ status: 'waiting', minutesLate: 0 });
  });

  it('is late while the shift runs, by the minutes since it started in Kuala Lumpur', () => {
    expect(unclockedDay(shift, day, kl(day, '09:00'))).toEqual({ status: 'late', minutesLate: 0 });
    expect(unclockedDay(shift, day, kl(day, '09:25'))).toEqual({ status: 'late', minutesLate: 25 });
    expect(unclockedDay(shift, day, kl(day, '17:59'))).toEqual({ status: 'late', minutesLate: 539 });
    // 01:25 UTC is 09:25 in Kuala Lumpur, whatever the server's own zone.
    expect(unclockedDay(shift, day, new Date(`${day}T01:25:00Z`))).toEqual({ status: 'late', minutesLate: 25 });
  });

  it('is absent once the shift has ended (18:27 on a 09:00–18:00 shift), and on any past working day', () => {
    expect(unclockedDay(shift, day, kl(day, '18:00'))).toEqual({ status: 'absent', minutesLate: 0 });
    expect(unclockedDay(shift, day, kl(day, '18:27'))).toEqual({ status: 'absent', minutesLate: 0 });
    expect(unclockedDay(shift, '2026-11-23', kl(day, '07:00'))).toEqual({ status: 'absent', minutesLate: 0 });
  });

  it('is waiting on a day still to come and off on a rest day', () => {
    expect(unclockedDay(shift, '2026-11-25', kl(day, '20:00'))).toEqual({ status: 'waiting', minutesLate: 0 });
    // Sunday 22 and Sunday 29 November.
    expect(unclockedDay(shift, '2026-11-22', kl(day, '12:00'))).toEqual({ status: 'off', minutesLate: 0 });
    expect(unclockedDay(shift, '2026-11-29', kl('2026-11-29', '12:00'))).toEqual({ status: 'off', minutesLate: 0 });
  });

  it('reads a shift whose end is not after its start as running to midnight', () => {
    const open = riderShift('09:00', '09:00', []);
    expect(open.shiftEnd).toBe('24:00');
    expect(unclockedDay(open, day, kl(day, '23:30'))).toEqual({ status: 'late', minutesLate: 870 });
  });
});

describe('a rider day with a clock-in', () => {
  it('is late by the minutes after the shift start, present at or before it', () => {
    expect(clockedDay(shift, kl('2026-11-24', '09:00'), null)).toMatchObject({ status: 'present', minutesLate: 0 });
    expect(clockedDay(shift, kl('2026-11-24', '09:47'), kl('2026-11-24', '18:00'))).toMatchObject({ status: 'late', minutesLate: 47, minutesWorked: 493 });
  });
});
