import { describe, expect, it } from 'vitest';
import { formatPhone } from '@shared/phone';

describe('formatPhone', () => {
  it('groups a Malaysian mobile number into its national groups', () => {
    expect(formatPhone('+60123456789')).toBe('+60 12 345 6789');
    expect(formatPhone('+601123456789')).toBe('+60 11 2345 6789');
  });
  it('groups the numbers that were shown ungrouped', () => {
    expect(formatPhone('+60142345099')).toBe('+60 14 234 5099');
    expect(formatPhone('+60112345009')).toBe('+60 11 2345 009');
    // Stored or typed with odd spacing, it still reads the same.
    expect(formatPhone('+60 112345009')).toBe('+60 11 2345 009');
    expect(formatPhone('+60 14-234 5099')).toBe('+60 14 234 5099');
  });
  it('groups other countries by their own rules', () => {
    expect(formatPhone('+6581234567')).toBe('+65 8123 4567');
    expect(formatPhone('+60312345678')).toBe('+60 3 1234 5678');
  });
  it('leaves what it cannot parse as stored, and empty as empty', () => {
    expect(formatPhone('12')).toBe('12');
    expect(formatPhone('not a phone')).toBe('not a phone');
    expect(formatPhone(null)).toBe('');
  });
});
