import { describe, expect, it } from 'vitest';
import { buildCountryList, DEFAULT_COUNTRY, filterCountries, isCountryCode, nationalPlaceholder, splitE164, toE164 } from '@app/kit/form/countries';

describe('country picker', () => {
  it('lists about 240 countries with their dial codes, Malaysia by default', () => {
    const list = buildCountryList('en-US');
    expect(list.length).toBeGreaterThanOrEqual(235);
    expect(list.length).toBeLessThanOrEqual(260);
    expect(DEFAULT_COUNTRY).toBe('MY');
    expect(list.find((c) => c.iso === 'MY')).toEqual({ iso: 'MY', name: 'Malaysia', dialCode: '60' });
    expect(list.find((c) => c.iso === 'SG')?.dialCode).toBe('65');
    expect(new Set(list.map((c) => c.iso)).size).toBe(list.length);
  });

  it('names countries in each of the three languages and sorts by that name', () => {
    expect(buildCountryList('zh-CN').find((c) => c.iso === 'MY')?.name).toBe('马来西亚');
    expect(buildCountryList('ms-MY').find((c) => c.iso === 'DE')?.name).toBe('Jerman');
    expect(buildCountryList('en-US').find((c) => c.iso === 'DE')?.name).toBe('Germany');
    const names = buildCountryList('en-US').slice(6).map((c) => c.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en-US').compare));
  });

  it('opens with Malaysia and its neighbours, then the rest alphabetically, in every language', () => {
    for (const language of ['en-US', 'zh-CN', 'ms-MY']) {
      const list = buildCountryList(language);
      expect(list.slice(0, 6).map((c) => c.iso)).toEqual(['MY', 'SG', 'BN', 'ID', 'TH', 'PH']);
      const rest = list.slice(6);
      expect(rest.map((c) => c.iso)).not.toContain('SG');
      expect(rest.map((c) => c.name)).toEqual([...rest.map((c) => c.name)].sort(new Intl.Collator(language).compare));
    }
    expect(buildCountryList('en-US')[6].name).toBe('Afghanistan');
  });

  it('finds a country by name, ISO code or dial code', () => {
    const list = buildCountryList('en-US');
    expect(filterCountries(list, 'malay').map((c) => c.iso)).toEqual(['MY']);
    expect(filterCountries(list, 'my').map((c) => c.iso)).toContain('MY');
    expect(filterCountries(list, '+60').map((c) => c.iso)).toEqual(['MY']);
    expect(filterCountries(list, '65').map((c) => c.iso)).toEqual(['SG']);
    expect(filterCountries(list, '1').map((c) => c.iso)).toEqual(expect.arrayContaining(['US', 'CA']));
    expect(filterCountries(list, '  ')).toHaveLength(list.length);
  });

  it('accepts only real numbers of the chosen country, and sends E.164', () => {
    expect(toE164('012-345 6789', 'MY')).toBe('+60123456789');
    expect(toE164('0123456789', 'MY')).toBe('+60123456789');
    expect(toE164('+60 12-345 6789', 'MY')).toBe('+60123456789');
    expect(toE164('8123 4567', 'SG')).toBe('+6581234567');
    expect(toE164('12345', 'MY')).toBeNull();
    expect(toE164('', 'MY')).toBeNull();
    // A Singapore number typed while Malaysia is chosen is not a Malaysian number.
    expect(toE164('+65 8123 4567', 'MY')).toBeNull();
  });

  it('splits a stored number back into country and national digits for editing', () => {
    expect(splitE164('+60123456789')).toEqual({ country: 'MY', national: '012-345 6789' });
    expect(splitE164('+6581234567').country).toBe('SG');
    expect(splitE164(null)).toEqual({ country: 'MY', national: '' });
    expect(splitE164('garbage', 'SG')).toEqual({ country: 'SG', national: '' });
    expect(nationalPlaceholder('MY')).toBe('012-345 6789');
    expect(isCountryCode('MY')).toBe(true);
    expect(isCountryCode('XX')).toBe(false);
  });
});
