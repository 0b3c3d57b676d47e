import { describe, expect, it } from 'vitest';
import { maskIdNumber, myKadBirthDate, parseIdNumber, reconcileIdentity } from '@shared/identity';
import { userProfileFields } from '@shared/contracts/users';

const TODAY = '2026-11-27';

describe('MyKad date of birth (YYMMDD)', () => {
  it.each([
    ['900215', '1990-02-15'],
    ['000101', '2000-01-01'],
    ['261127', '2026-11-27'], // born today: this century
    ['261128', '1926-11-28'], // tomorrow in this century is the future: the last one
    ['991231', '1999-12-31'],
    ['040229', '2004-02-29'], // a leap day in a leap year
    ['000229', '2000-02-29'],
  ])('%s is %s', (yymmdd, expected) => {
    expect(myKadBirthDate(yymmdd, TODAY)).toBe(expected);
  });

  it.each(['901315', '900230', '900200', '010229', 'ABCDEF', '90021'])('%s is not a date', (yymmdd) => {
    expect(myKadBirthDate(yymmdd, TODAY)).toBeNull();
  });
});

describe('parseIdNumber', () => {
  it.each([
    ['900215-14-5678', { kind: 'mykad', value: '900215-14-5678', dateOfBirth: '1990-02-15' }],
    ['900215145678', { kind: 'mykad', value: '900215-14-5678', dateOfBirth: '1990-02-15' }],
    [' 900215 14 5678 ', { kind: 'mykad', value: '900215-14-5678', dateOfBirth: '1990-02-15' }],
    ['050601-10-1234', { kind: 'mykad', value: '050601-10-1234', dateOfBirth: '2005-06-01' }],
    ['a12345678', { kind: 'passport', value: 'A12345678', dateOfBirth: null }],
    ['K1234567', { kind: 'passport', value: 'K1234567', dateOfBirth: null }],
    ['123456', { kind: 'passport', value: '123456', dateOfBirth: null }],
    ['90021514567', { kind: 'passport', value: '90021514567', dateOfBirth: null }], // 11 digits, no dash: some passports are all digits
  ])('%s is read', (raw, expected) => {
    expect(parseIdNumber(raw, TODAY)).toEqual({ ok: true, ...expected });
  });

  it.each([
    ['901315-14-5678', 'myKadDateInvalid'],
    ['900230145678', 'myKadDateInvalid'],
    ['9002-15-14', 'idNumberInvalid'], // dashes, but not 12 digits
    ['A1234', 'idNumberInvalid'], // passport too short
    ['A'.repeat(21), 'idNumberInvalid'],
    ['A123 456!', 'idNumberInvalid'],
    ['', 'idNumberInvalid'],
  ])('%s is refused (%s)', (raw, problem) => {
    expect(parseIdNumber(raw, TODAY)).toEqual({ ok: false, problem });
  });
});

describe('reconcileIdentity', () => {
  it.each([
    [{ idNumber: '900215-14-5678' }, { ok: true, idNumber: '900215-14-5678', dateOfBirth: '1990-02-15' }],
    [{ idNumber: '900215145678', dateOfBirth: '1990-02-15' }, { ok: true, idNumber: '900215-14-5678', dateOfBirth: '1990-02-15' }],
    [{ idNumber: 'A12345678', dateOfBirth: '1988-07-04' }, { ok: true, idNumber: 'A12345678', dateOfBirth: '1988-07-04' }],
    [{ idNumber: 'A12345678' }, { ok: true, idNumber: 'A12345678', dateOfBirth: null }],
    [{ dateOfBirth: '1988-07-04' }, { ok: true, idNumber: null, dateOfBirth: '1988-07-04' }],
    [{}, { ok: true, idNumber: null, dateOfBirth: null }],
    [{ idNumber: '900215-14-5678', dateOfBirth: '1990-02-16' }, { ok: false, field: 'dateOfBirth', problem: 'dateOfBirthMismatch' }],
    [{ idNumber: '901315-14-5678' }, { ok: false, field: 'idNumber', problem: 'myKadDateInvalid' }],
    [{ idNumber: 'x' }, { ok: false, field: 'idNumber', problem: 'idNumberInvalid' }],
    [{ dateOfBirth: '1990-02-30' }, { ok: false, field: 'dateOfBirth', problem: 'dateOfBirthInvalid' }],
    [{ dateOfBirth: '15/02/1990' }, { ok: false, field: 'dateOfBirth', problem: 'dateOfBirthInvalid' }],
    [{ dateOfBirth: '2026-11-28' }, { ok: false, field: 'dateOfBirth', problem: 'dateOfBirthFuture' }],
  ])('%j → %j', (input, expected) => {
    expect(reconcileIdentity(input, TODAY)).toEqual(expected);
  });
});

describe('maskIdNumber', () => {
  it.each([
    ['900215-14-5678', '••••••-••-5678'],
    ['A12345678', '•••••5678'],
    ['123456', '••3456'],
    [null, null],
  ])('%s → %s', (value, masked) => {
    expect(maskIdNumber(value)).toBe(masked);
  });
});

describe('the profile contract', () => {
  it('keeps a MyKad normalised and refuses one with no real date, with a message on the field', () => {
    expect(userProfileFields.shape.idNumber.parse('900215145678')).toBe('900215-14-5678');
    const bad = userProfileFields.shape.idNumber.safeParse('901315145678');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toMatch(/YYMMDD/);
    expect(userProfileFields.shape.dateOfBirth.safeParse('1990-13-01').success).toBe(false);
  });
});
