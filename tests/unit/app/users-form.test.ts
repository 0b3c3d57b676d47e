import { describe, expect, it } from 'vitest';
import { MALAYSIAN_BANKS } from '@shared/reference/banks';
import {
  buildFormData,
  documentKindsFor,
  EMPTY_FORM,
  fileProblem,
  formFromUser,
  hasErrors,
  MAX_FILE_BYTES,
  parseCommission,
  serverFieldErrors,
  validateUserForm,
  type UserFormValues,
} from '@app/features/users/form/user-form';
import type { User } from '@shared/contracts/users';

const valid: UserFormValues = { ...EMPTY_FORM, name: 'Nur Aisyah', phone: '012-345 6789' };
const agent: UserFormValues = { ...valid, role: 'agent', agentType: 'freelance', commissionRate: '7.5', bankName: 'Maybank', bankAccountNumber: '5140123456' };

const listedRider: User = {
  id: 'r1', accountNumber: '100011', role: 'rider', name: 'Azlan', email: null, phone: '+60112345009', country: 'MY',
  approvalStatus: 'approved', approvalRemark: null, banned: false, banRemark: null, unbanRemark: null, isVip: false, agentType: null, commissionRate: null,
  url: null, bankName: null, bankAccountNumber: null, verificationStatus: 'pending', verificationRemarks: null, idNumber: null, dateOfBirth: null, avatarId: null,
  documents: [], lastLoginAt: null, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z', deletedAt: null,
};

function file(name: string, size: number, type: string): File {
  return new File(['x'.repeat(size)], name, { type });
}

describe('register and edit form', () => {
  it('needs a name and a real number in the chosen country', () => {
    expect(validateUserForm(EMPTY_FORM)).toMatchObject({ name: 'form.nameRequired', phone: 'form.phoneRequired' });
    expect(hasErrors(validateUserForm(valid))).toBe(false);
    expect(validateUserForm({ ...valid, phone: '12345' }).phone).toBe('form.phoneInvalid');
    expect(validateUserForm({ ...valid, country: 'SG' }).phone).toBe('form.phoneInvalid');
    expect(validateUserForm({ ...valid, email: 'not-an-email' }).email).toBe('form.emailInvalid');
    expect(validateUserForm({ ...valid, url: 'ftp://x.example' }).url).toBe('form.urlInvalid');
    expect(validateUserForm({ ...valid, url: 'https://x.example/a' }).url).toBeUndefined();
  });

  it("checks an agent's commission, bank and account number", () => {
    expect(hasErrors(validateUserForm(agent))).toBe(false);
    expect(validateUserForm({ ...agent, commissionRate: '100.5' }).commissionRate).toBe('form.commissionInvalid');
    expect(validateUserForm({ ...agent, commissionRate: '7.555' }).commissionRate).toBe('form.commissionInvalid');
    expect(validateUserForm({ ...agent, bankName: 'Bank of Nowhere' }).bankName).toBe('form.bankInvalid');
    expect(validateUserForm({ ...agent, bankAccountNumber: '12 34' }).bankAccountNumber).toBe('form.bankAccountInvalid');
    // Not an agent: those fields are neither checked nor sent.
    expect(hasErrors(validateUserForm({ ...agent, role: 'guest', commissionRate: 'abc' }))).toBe(false);
    expect(MALAYSIAN_BANKS).toHaveLength(33);
  });

  it('reads commission rates from 0 to 100 with two decimals', () => {
    expect(parseCommission('')).toBeUndefined();
    expect(parseCommission('0')).toBe(0);
    expect(parseCommission('12.5')).toBe(12.5);
    expect(parseCommission('12,75')).toBe(12.75);
    expect(parseCommission('100')).toBe(100);
    expect(parseCommission('100.01')).toBeNull();
    expect(parseCommission('-1')).toBeNull();
    expect(parseCommission('1.234')).toBeNull();
  });

  it('refuses files over 10 MB or of another type before uploading', () => {
    expect(MAX_FILE_BYTES).toBe(10 * 1024 * 1024);
    expect(fileProblem({ size: MAX_FILE_BYTES, type: 'image/png' })).toBeNull();
    expect(fileProblem({ size: MAX_FILE_BYTES + 1, type: 'image/png' })).toBe('form.fileTooLarge');
    expect(fileProblem({ size: 100, type: 'application/pdf' })).toBeNull();
    expect(fileProblem({ size: 100, type: 'image/gif' })).toBe('form.fileType');
    const big = { size: MAX_FILE_BYTES + 5, type: 'image/jpeg', name: 'ic.jpg' } as File;
    expect(validateUserForm(valid, { identity_front: big }).identity_front).toBe('form.fileTooLarge');
  });

  it('sends E.164, trimmed parts, agent parts only for agents, and the chosen files', () => {
    const front = file('ic-front.jpg', 10, 'image/jpeg');
    const { form, parts } = buildFormData({ ...agent, name: '  Nur Aisyah ', email: ' Aisyah@Demo.MY ' }, { identity_front: front });
    expect(form.get('phone')).toBe('+60123456789');
    expect(form.get('country')).toBe('MY');
    expect(form.get('name')).toBe('Nur Aisyah');
    expect(form.get('email')).toBe('aisyah@demo.my');
    expect(form.get('commissionRate')).toBe('7.5');
    expect(form.get('bankName')).toBe('Maybank');
    expect(form.get('url')).toBeNull();
    expect((form.get('identity_front') as File).name).toBe('ic-front.jpg');
    expect(Object.keys(parts)).toEqual(expect.arrayContaining(['name', 'phone', 'identity_front']));
    const guest = buildFormData({ ...agent, role: 'guest' }, {}).form;
    expect(guest.get('agentType')).toBeNull();
    expect(guest.get('bankName')).toBeNull();
  });

  it("offers a driving licence to riders only, and never sends a file of a role that was left", () => {
    expect(documentKindsFor('rider')).toContain('driving_licence');
    expect(documentKindsFor('guest')).not.toContain('driving_licence');
    const licence = file('licence.jpg', 10, 'image/jpeg');
    expect(buildFormData({ ...valid, role: 'rider' }, { driving_licence: licence }).form.get('driving_licence')).not.toBeNull();
    expect(buildFormData({ ...valid, role: 'guest' }, { driving_licence: licence }).form.get('driving_licence')).toBeNull();
  });

  it("checks a rider's MyKad or passport and date of birth with the server's rules, and sends a MyKad as YYMMDD-PB-###G", () => {
    const rider: UserFormValues = { ...valid, role: 'rider' };
    expect(hasErrors(validateUserForm({ ...rider, idNumber: '900215145678' }))).toBe(false);
    expect(hasErrors(validateUserForm({ ...rider, idNumber: 'A12345678', dateOfBirth: '1988-07-04' }))).toBe(false);
    expect(validateUserForm({ ...rider, idNumber: '901315-14-5678' }).idNumber).toBe('form.myKadDateInvalid');
    expect(validateUserForm({ ...rider, idNumber: 'A1' }).idNumber).toBe('form.idNumberInvalid');
    expect(validateUserForm({ ...rider, idNumber: '900215-14-5678', dateOfBirth: '1990-02-16' }).dateOfBirth).toBe('form.dateOfBirthMismatch');
    expect(validateUserForm({ ...rider, dateOfBirth: '2999-01-01' }).dateOfBirth).toBe('form.dateOfBirthFuture');
    // Only riders carry them: another role neither checks nor sends them.
    expect(hasErrors(validateUserForm({ ...valid, idNumber: 'A1' }))).toBe(false);
    expect(buildFormData({ ...valid, idNumber: '900215145678' }, {}).parts.idNumber).toBeUndefined();
    expect(buildFormData({ ...rider, idNumber: ' 900215145678 ' }, {}).parts).toMatchObject({ idNumber: '900215-14-5678' });
    expect(buildFormData({ ...rider, idNumber: '900215145678' }, {}).parts.dateOfBirth).toBeUndefined();
  });

  it('an edit opened from a list row (number masked) neither shows nor sends the mask', () => {
    const base = formFromUser({ ...listedRider, idNumber: '••••••-••-5678', dateOfBirth: null });
    expect(base.idNumber).toBe('');
    expect(buildFormData(base, {}, base).parts).toEqual({});
    expect(formFromUser({ ...listedRider, idNumber: '900215-14-5678', dateOfBirth: '1990-02-15' })).toMatchObject({ idNumber: '900215-14-5678', dateOfBirth: '1990-02-15' });
  });

  it('an edit sends only what changed', () => {
    const user = {
      id: 'u1', accountNumber: '100010', role: 'agent', name: 'Zul', email: 'zul@demo.my', phone: '+60182345007', country: 'MY',
      approvalStatus: 'pending', approvalRemark: null, banned: false, banRemark: null, unbanRemark: null, isVip: false, agentType: 'corporate', commissionRate: 8,
      url: null, bankName: 'CIMB Bank', bankAccountNumber: '8001234567', verificationStatus: null, verificationRemarks: null, idNumber: null, dateOfBirth: null, avatarId: null,
      documents: [], lastLoginAt: null, createdAt: '2026-11-01T00:00:00Z', updatedAt: '2026-11-01T00:00:00Z', deletedAt: null,
    } satisfies User;
    const initial = formFromUser(user);
    expect(initial).toMatchObject({ country: 'MY', phone: '018-234 5007', commissionRate: '8', agentType: 'corporate' });
    expect(buildFormData(initial, {}, initial).parts).toEqual({});
    const { form, parts } = buildFormData({ ...initial, commissionRate: '9.25', name: 'Zulkifli' }, {}, initial);
    expect(parts).toEqual({ name: 'Zulkifli', commissionRate: '9.25' });
    expect(form.get('phone')).toBeNull();
  });

  it("puts the server's messages on the fields they name", () => {
    const front = file('a.pdf', 10, 'application/pdf');
    expect(
      serverFieldErrors(
        [
          { field: 'phone', message: 'Please enter a valid phone number' },
          { field: 'body.bankName', message: 'Choose a bank from the list' },
          { field: 'file', message: 'At most 10 MB' },
          { field: 'unknown', message: 'ignored' },
        ],
        { identity_front: front },
      ),
    ).toEqual({ phone: 'Please enter a valid phone number', bankName: 'Choose a bank from the list', identity_front: 'At most 10 MB' });
  });
});
