import { describe, expect, it } from 'vitest';
import { formatMyr, formatMyrChange, parseRinggit, senToRinggitInput } from '@shared/money';

describe('money in ringgit and sen', () => {
  it('reads what people type as whole sen, never through a float sum', () => {
    expect(parseRinggit('1,234.5')).toBe(123_450);
    expect(parseRinggit('RM 0.10')).toBe(10);
    expect(parseRinggit(' 20 ')).toBe(2_000);
    expect(parseRinggit('0.07')).toBe(7);
    expect(parseRinggit('19.99')).toBe(1_999);
    expect(parseRinggit('100.')).toBe(10_000);
  });

  it('refuses what is not an amount', () => {
    for (const bad of ['', 'abc', '-5', '1.234', '1e3', '12,34.5.6', '1234567890']) expect(parseRinggit(bad), bad).toBeNull();
  });

  it('writes RM in every language, signed for a change', () => {
    for (const lang of ['en-US', 'zh-CN', 'ms-MY']) {
      expect(formatMyr(123_450, lang)).toBe('RM\u00a01,234.50');
      expect(formatMyrChange(-2_000, lang)).toBe('-RM\u00a020.00');
      expect(formatMyrChange(5_000, lang)).toBe('+RM\u00a050.00');
    }
    expect(senToRinggitInput(123_405)).toBe('1234.05');
  });
});
