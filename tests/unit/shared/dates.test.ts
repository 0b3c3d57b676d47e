import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDisplayDate, formatTime, toApiDate } from '../../../src/shared/dates';

describe('dates', () => {
  afterEach(() => vi.restoreAllMocks());

  it('formats in Asia/Kuala_Lumpur', () => {
    expect(formatDisplayDate('2026-11-20T17:30:00Z')).toBe('21 Nov 2026');
    expect(toApiDate(new Date('2026-11-20T17:30:00Z'))).toBe('2026-11-21');
    expect(formatTime('2026-11-20T17:30:00Z')).toBe('01:30');
  });

  it('a list of rows does not build an Intl formatter per row', () => {
    formatDisplayDate('2026-01-01T00:00:00Z');
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (let day = 1; day <= 28; day++) formatDisplayDate(`2026-02-${String(day).padStart(2, '0')}T00:00:00Z`);
    expect(made).not.toHaveBeenCalled();
  });
});
