import { describe, expect, it } from 'vitest';
import { typedPhone } from '@app/kit/form/countries';
import { textValuesOf } from '@app/kit/form/define-form';
import { orNull, textBody } from '@app/kit/form/fields';

describe('a body from typed text', () => {
  it('trims every string and makes the optional ones none when blank', () => {
    const body = textBody({ name: '  Teluk ', notes: '   ', city: ' Penang ', count: 2 }, ['notes', 'city']);
    expect(body).toEqual({ name: 'Teluk', notes: null, city: 'Penang', count: 2 });
    expect(orNull('  ')).toBeNull();
    expect(orNull(' a ')).toBe('a');
  });
});

describe('a form from a record', () => {
  it('takes each field as text, keeps the empty form where the record has none', () => {
    const empty = { name: '', adults: '2', notes: '', shown: 'x' };
    expect(textValuesOf(empty, { name: 'Ali', adults: 3, notes: null, other: 'ignored' })).toEqual({ name: 'Ali', adults: '3', notes: '', shown: 'x' });
  });
});

describe('a number typed in one box', () => {
  it('is read as Malaysian without a country code; blank is none, nonsense is null', () => {
    expect(typedPhone('03-2123 4567')).toBe('+60321234567');
    expect(typedPhone('  ')).toBe('');
    expect(typedPhone('12')).toBeNull();
  });
});
