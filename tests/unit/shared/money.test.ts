import { afterEach, describe, expect, it, vi } from 'vitest';
import { basisPointsToPercentInput, cachedNumberFormat, formatBasisPoints, formatMyr, formatMyrChange, parsePercentToBasisPoints, parseRinggit, senToRinggitInput } from '@shared/money';

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

describe('rates in percent and basis points', () => {
  it('reads a typed percent as whole basis points', () => {
    expect(parsePercentToBasisPoints('20')).toBe(2_000);
    expect(parsePercentToBasisPoints('12.5')).toBe(1_250);
    expect(parsePercentToBasisPoints('12.5 %')).toBe(1_250);
    expect(parsePercentToBasisPoints('0.07')).toBe(7);
    expect(parsePercentToBasisPoints('33.33')).toBe(3_333);
    expect(parsePercentToBasisPoints('100')).toBe(10_000);
    expect(parsePercentToBasisPoints('0')).toBe(0);
    expect(parsePercentToBasisPoints('7.')).toBe(700);
  });

  it('refuses what is not a percent from 0 to 100 with two decimals', () => {
    for (const bad of ['', 'abc', '-5', '100.01', '101', '12.345', '1e2', '1,5']) expect(parsePercentToBasisPoints(bad), bad).toBeNull();
  });

  it('writes basis points back for editing, the round trip exact', () => {
    expect(basisPointsToPercentInput(2_000)).toBe('20');
    expect(basisPointsToPercentInput(1_250)).toBe('12.5');
    expect(basisPointsToPercentInput(7)).toBe('0.07');
    expect(basisPointsToPercentInput(0)).toBe('0');
    for (let bp = 0; bp <= 10_000; bp += 37) expect(parsePercentToBasisPoints(basisPointsToPercentInput(bp))).toBe(bp);
  });

  it('shows a rate as a percent in every language', () => {
    expect(formatBasisPoints(2_000, 'en-US')).toBe('20%');
    expect(formatBasisPoints(1_250, 'en-US')).toBe('12.5%');
    expect(formatBasisPoints(1_250, 'ms-MY')).toMatch(/^12[.,]5\s?%$/);
    expect(formatBasisPoints(1_250, 'zh-CN')).toBe('12.5%');
  });
});

describe('one number formatter per locale and style (issue 25)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('makes no new Intl.NumberFormat for a figure in a locale and style already formatted', () => {
    // Warm every formatter the helpers use, then count how many more are made.
    for (const lang of ['en-US', 'zh-CN', 'ms-MY']) {
      formatMyr(1, lang);
      formatMyrChange(1, lang);
      formatBasisPoints(1, lang);
    }
    const made = vi.spyOn(Intl, 'NumberFormat');
    for (let i = 0; i < 200; i++) {
      for (const lang of ['en-US', 'zh-CN', 'ms-MY']) {
        formatMyr(i * 137, lang);
        formatMyrChange(-i, lang);
        formatBasisPoints(i, lang);
      }
    }
    expect(made).not.toHaveBeenCalled();
  });

  it('keeps formatters of different locales and options apart', () => {
    const en = cachedNumberFormat('en-US', { style: 'currency', currency: 'MYR' });
    expect(cachedNumberFormat('en-US', { style: 'currency', currency: 'MYR' })).toBe(en);
    expect(cachedNumberFormat('zh-CN', { style: 'currency', currency: 'MYR' })).not.toBe(en);
    expect(cachedNumberFormat('en-US', { style: 'currency', currency: 'USD' })).not.toBe(en);
    expect(formatMyrChange(5_000, 'en-US')).toBe('+RM\u00a050.00');
    expect(formatMyr(5_000, 'en-US')).toBe('RM\u00a050.00');
  });
});
