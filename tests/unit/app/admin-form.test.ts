import { describe, expect, it } from 'vitest';
import { normalisePhone, validateAdminForm } from '@app/features/administrators/admin-form';

const valid = { name: 'Farah binti Yusof', email: 'farah@stayops.test', phone: '+60 12-345 6789', password: 'farah-password-2026' };

describe('register and edit form', () => {
  it('normalises Malaysian numbers to +60…, with or without the country code', () => {
    expect(normalisePhone('+60 12-345 6789')).toBe('+60123456789');
    expect(normalisePhone('012-345 6789')).toBe('+60123456789');
    expect(normalisePhone('+65 8123 4567')).toBe('+6581234567');
  });

  it('rejects numbers that cannot exist, and treats an empty phone as none', () => {
    expect(normalisePhone('0123')).toBeNull();
    expect(normalisePhone('+60 1')).toBeNull();
    expect(normalisePhone('  ')).toBe('');
  });

  it('accepts a complete registration', () => {
    expect(validateAdminForm(valid, 'create', 'available')).toEqual({});
  });

  it('names each missing or bad field', () => {
    expect(validateAdminForm({ name: ' ', email: 'farah@', phone: '12', password: 'short' }, 'create', 'invalid')).toEqual({
      name: 'form.nameRequired',
      email: 'form.emailInvalid',
      phone: 'form.phoneInvalid',
      password: 'form.passwordTooShort',
    });
    expect(validateAdminForm({ ...valid, email: '' }, 'create').email).toBe('form.emailRequired');
  });

  it('requires at least 10 characters of password', () => {
    expect(validateAdminForm({ ...valid, password: '123456789' }, 'create').password).toBe('form.passwordTooShort');
    expect(validateAdminForm({ ...valid, password: '1234567890' }, 'create').password).toBeUndefined();
  });

  it('refuses an email the server reported as taken', () => {
    expect(validateAdminForm(valid, 'create', 'taken').email).toBe('form.emailTaken');
  });

  it('does not ask for email or password when editing', () => {
    expect(validateAdminForm({ ...valid, email: '', password: '' }, 'edit')).toEqual({});
  });
});
