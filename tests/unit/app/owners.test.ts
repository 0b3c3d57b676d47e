import { describe, expect, it } from 'vitest';
import type { Owner } from '@shared/contracts/owners';
import { newOwner, ownerPatch } from '@shared/contracts/owners';
import { P } from '@shared/permissions';
import { APP_ROUTES } from '@app/shell/routes';
import { lastDayOwned, ownerAddress } from '@app/features/owners/owner-display';
import { EMPTY_OWNER_FORM, ownerBody, ownerFormValues, ownerPatchBody, validateOwnerForm, type OwnerFormValues } from '@app/features/owners/owner-form';
import { ownerHistoryLines } from '@app/features/owners/owner-history';
import { entryChanges } from '@app/kit/record/history-lines';
import { localOwnerAnswer, ownerListSearch, ownerSearchTerm, DEFAULT_OWNER_QUERY } from '@app/features/owners/owner-query';

const owner: Owner = {
  id: 'o1', accountNumber: 'A000123', name: 'Tan Mei Ling', email: 'mei@owners.test', phone: '+6591234567', country: 'SG', idType: 'ic', idNumber: '850101-14-5566',
  addressLine1: '12 Jalan Ampang', addressLine2: null, postcode: '50450', city: 'Kuala Lumpur', state: 'MY-14', bankName: 'Maybank', bankAccountNumber: '514012345678',
  preferredLanguage: 'zh-CN', active: true, hasPortal: false, mustChangePassword: false, lastLoginAt: null, unitCount: 1, version: 3, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
};

const filled: OwnerFormValues = { ...EMPTY_OWNER_FORM, name: ' Lim Wei ', phone: '012-345 6789', idNumber: '850101-14-5566' };

describe('owner form mapping', () => {
  it('reads an owner into the form: the phone split back into its country and national number, nothing given as empty', () => {
    expect(ownerFormValues(owner)).toEqual({
      name: 'Tan Mei Ling', email: 'mei@owners.test', country: 'SG', phone: '9123 4567', idType: 'ic', idNumber: '850101-14-5566', addressLine1: '12 Jalan Ampang',
      addressLine2: '', postcode: '50450', city: 'Kuala Lumpur', state: 'MY-14', bankName: 'Maybank', bankAccountNumber: '514012345678', preferredLanguage: 'zh-CN',
    });
    expect(ownerFormValues({ ...owner, phone: null, country: null, idType: null, idNumber: null, state: null, bankName: null })).toMatchObject({ country: 'MY', phone: '', idType: 'ic', idNumber: '', state: '', bankName: '' });
  });

  it('sends a create the server takes: E.164 phone, empty optionals as none, a passport in capitals', () => {
    const body = ownerBody(filled);
    expect(body).toEqual({
      name: 'Lim Wei', email: null, phone: '+60123456789', country: 'MY', idType: 'ic', idNumber: '850101-14-5566', addressLine1: null, addressLine2: null,
      postcode: null, city: null, state: null, bankName: null, bankAccountNumber: null, preferredLanguage: 'en-US',
    });
    expect(newOwner.safeParse(body).success).toBe(true);
    expect(ownerBody({ ...filled, idType: 'passport', idNumber: ' a1234567 ' }).idNumber).toBe('A1234567');
  });

  it('round-trips an owner into an edit with its version, which the contract accepts; the payout account is never in it', () => {
    const patch = ownerPatchBody(ownerFormValues(owner), owner.version);
    expect(patch).toMatchObject({ phone: '+6591234567', country: 'SG', state: 'MY-14', version: 3 });
    expect(patch).not.toHaveProperty('bankName');
    expect(patch).not.toHaveProperty('bankAccountNumber');
    expect(ownerPatch.safeParse(patch).success).toBe(true);
  });

  it('says what is wrong before sending, as keys of the owners words', () => {
    expect(validateOwnerForm(EMPTY_OWNER_FORM)).toMatchObject({ name: 'form.nameRequired', phone: 'form.phoneRequired', idNumber: 'form.idNumberRequired' });
    expect(validateOwnerForm({ ...filled, phone: '12', idNumber: '8501' })).toMatchObject({ phone: 'form.phoneInvalid', idNumber: 'form.icInvalid' });
    expect(validateOwnerForm({ ...filled, idType: 'passport', idNumber: 'A-1' }).idNumber).toBe('form.passportInvalid');
    expect(validateOwnerForm({ ...filled, email: 'not-an-email', bankAccountNumber: '12 34' })).toMatchObject({ email: 'form.emailInvalid', bankAccountNumber: 'form.bankAccountInvalid', bankName: 'form.bankRequired' });
    expect(Object.values(validateOwnerForm(filled)).filter(Boolean)).toEqual([]);
  });
});

describe('owner search', () => {
  it('sends a whole Malaysian number as stored, parts of numbers and ICs without separators, words as typed', () => {
    expect(ownerSearchTerm('012-345 6789')).toBe('+60123456789');
    expect(ownerSearchTerm('+60 12-345 6789')).toBe('+60123456789');
    expect(ownerSearchTerm('345 6789')).toBe('3456789');
    expect(ownerSearchTerm('012-345')).toBe('12345');
    expect(ownerSearchTerm('850101-14-5566')).toBe('850101145566');
    expect(ownerSearchTerm(' Tan Mei ')).toBe('Tan Mei');
    expect(ownerSearchTerm('A1234567')).toBe('A1234567');
    expect(decodeURIComponent(ownerListSearch({ search: '012-345 6789', hasPortal: true, active: null }, 1))).toContain('+60123456789');
  });

  it('answers offline from saved rows the same way', () => {
    const answer = (search: string, extra: Partial<typeof DEFAULT_OWNER_QUERY> = {}) => localOwnerAnswer({ ...DEFAULT_OWNER_QUERY, search, ...extra }).filter(owner);
    expect(answer('8501011455')).toBe(true);
    expect(answer('+65 9123 4567')).toBe(true);
    expect(answer('234 567')).toBe(true);
    expect(answer('tan')).toBe(true);
    expect(answer('lim')).toBe(false);
    expect(answer('', { hasPortal: true })).toBe(false);
    expect(answer('', { active: true, hasPortal: false })).toBe(true);
  });
});

describe('owner display', () => {
  it('writes the address as on an envelope, or none', () => {
    expect(ownerAddress(owner)).toBe('12 Jalan Ampang, 50450 Kuala Lumpur, W.P. Kuala Lumpur');
    expect(ownerAddress({ addressLine1: null, addressLine2: null, postcode: null, city: 'Ipoh', state: 'MY-08' })).toBe('Ipoh, Perak');
    expect(ownerAddress({ addressLine1: null, addressLine2: null, postcode: null, city: null, state: null })).toBeNull();
  });

  it('ends an ownership the day before its `to`, across months', () => {
    expect(lastDayOwned('2026-03-01')).toBe('2026-02-28');
    expect(lastDayOwned('2026-11-26')).toBe('2026-11-25');
  });

  it('lists the history fields an edit changed, not the bookkeeping', () => {
    expect(entryChanges(ownerHistoryLines, { action: 'owner.update', before: { ...owner, city: null }, after: { ...owner, city: 'Ipoh', version: 4, unitCount: 2 } })).toEqual([{ field: 'city', from: null, to: 'Ipoh' }]);
  });
});

describe('owner routes', () => {
  it('serve the list, create, record and edit with the owner codes, and the old address', () => {
    const code = (path: string) => APP_ROUTES.find((r) => r.path === path)?.permission;
    expect(code('/admin/owner-mgmt')).toBe(P.owner.view);
    expect(code('/admin/owner-mgmt/new')).toBe(P.owner.create);
    expect(code('/admin/owner-mgmt/:id')).toBe(P.owner.view);
    expect(code('/admin/owner-mgmt/:id/edit')).toBe(P.owner.edit);
    expect(code('/admin/manage-owner')).toBe(P.owner.view);
  });
});
