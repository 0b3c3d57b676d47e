import { describe, expect, it } from 'vitest';
import { addressLines, logoKey } from '@app/features/companies/company-display';
import { companyHistoryLines } from '@app/features/companies/company-history';
import { entryChanges } from '@app/kit/record/history-lines';
import { companyBody, companyFormValues, companyPatchBody, EMPTY_COMPANY_FORM, validateCompanyForm, type CompanyFormValues } from '@app/features/companies/company-form';
import { localCompanyAnswer } from '@app/features/companies/company-query';
import type { Company } from '@shared/contracts/companies';

const GOOD: CompanyFormValues = {
  ...EMPTY_COMPANY_FORM,
  name: ' Seri Hospitality Sdn. Bhd. ',
  registrationNumber: '202001012345 (1234567-A)',
  addressLine1: 'Level 8, Menara Seri',
  postcode: '50450',
  city: 'Kuala Lumpur',
  state: 'MY-14',
  phone: '03-2123 4567',
};

const COMPANY: Company = {
  id: 'c1', name: 'Seri', registrationNumber: '1', sstNumber: null, tourismTaxNumber: 'T-1', addressLine1: 'Jalan 1', addressLine2: null, postcode: '10000',
  city: 'George Town', state: 'MY-07', phone: null, email: null, bankName: 'Maybank', bankAccountNumber: '5140123456', logo: null, active: true,
  propertyCount: 2, version: 3, createdAt: '2026-01-01T00:00:00Z', updatedAt: '2026-01-01T00:00:00Z',
};

describe('the company form', () => {
  it('asks for what the contract needs, in the area’s words', () => {
    expect(validateCompanyForm(EMPTY_COMPANY_FORM)).toMatchObject({
      name: 'form.nameRequired', registrationNumber: 'form.registrationNumberRequired', addressLine1: 'form.addressLine1Required',
      postcode: 'form.postcodeInvalid', city: 'form.cityRequired', state: 'form.stateRequired',
    });
    expect(Object.values(validateCompanyForm(GOOD)).filter(Boolean)).toEqual([]);
  });

  it('refuses a bad phone, email, postcode or account, and an account without its bank', () => {
    const errors = validateCompanyForm({ ...GOOD, phone: '12', email: 'nope', postcode: '5045', bankAccountNumber: '12ab' });
    expect(errors).toMatchObject({ phone: 'form.phoneInvalid', email: 'form.emailInvalid', postcode: 'form.postcodeInvalid', bankAccountNumber: 'form.bankAccountInvalid', bankName: 'form.bankRequired' });
  });

  it('sends trimmed values, empty optional fields as none and a Malaysian phone in E.164', () => {
    expect(companyBody(GOOD)).toEqual({
      name: 'Seri Hospitality Sdn. Bhd.', registrationNumber: '202001012345 (1234567-A)', sstNumber: null, tourismTaxNumber: null,
      addressLine1: 'Level 8, Menara Seri', addressLine2: null, postcode: '50450', city: 'Kuala Lumpur', state: 'MY-14',
      phone: '+60321234567', email: null, bankName: null, bankAccountNumber: null,
    });
  });

  it('edits with the version it was made on, from the record as it is', () => {
    const values = companyFormValues(COMPANY);
    expect(values.sstNumber).toBe('');
    expect(companyPatchBody(values, COMPANY.version)).toMatchObject({ version: 3, tourismTaxNumber: 'T-1', bankName: 'Maybank', sstNumber: null });
  });
});

describe('company helpers', () => {
  it('writes the address as on a letterhead', () => {
    expect(addressLines(COMPANY)).toBe('Jalan 1, 10000 George Town, Pulau Pinang');
  });

  it('keys a logo by version, and has none without one', () => {
    expect(logoKey(COMPANY)).toBeNull();
    expect(logoKey({ ...COMPANY, logo: { mimeType: 'image/png', size: 10 } })).toBe('c1@3');
  });

  it('lists the fields an edit changed, never the bookkeeping', () => {
    expect(entryChanges(companyHistoryLines, { action: 'company.update', before: COMPANY, after: { ...COMPANY, city: 'Butterworth', version: 4, propertyCount: 3 } })).toEqual([{ field: 'city', from: 'George Town', to: 'Butterworth' }]);
  });

  it('searches saved companies by name or SSM number offline', () => {
    const answer = localCompanyAnswer({ search: 'seri', active: true });
    expect(answer.filter(COMPANY)).toBe(true);
    expect(answer.filter({ ...COMPANY, active: false })).toBe(false);
    expect(localCompanyAnswer({ search: 'zzz', active: null }).filter(COMPANY)).toBe(false);
  });
});
