import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../src/shared/phone';

describe('formatPhone', () => {
  it('groups a Malaysian mobile number into its national groups', () => {
    expect(formatPhone('+60123456789')).toBe('+60 12 345 6789');
    expect(formatPhone('+601123456789')).toBe('+60 11 2345 6789');
  });
  it('leaves what it cannot parse as stored, and empty as empty', () => {
    expect(formatPhone('12')).toBe('12');
    expect(formatPhone(null)).toBe('');
  });
});
