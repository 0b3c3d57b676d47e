import { describe, expect, it } from 'vitest';
import { CREDIT_MAX_AMOUNT_SEN, CREDIT_REASON_MAX_LENGTH } from '@shared/contracts/credit';
import { MAX_UPLOAD_BYTES } from '@shared/contracts/files';
import {
  amountProblem,
  EMPTY_REQUEST,
  exceedsBalance,
  receiptProblem,
  REQUEST_PARAMS,
  requestBody,
  validateRequestForm,
} from '@app/features/credit/requests/request-form';
import { localMyRequests, matchesStatus, myRequestsSearch } from '@app/features/credit/requests/request-list';
import type { CreditRequest } from '@shared/contracts/credit';

const file = (type: string, size: number) => new File([new Uint8Array(size)], 'receipt', { type });

describe('the credit request form', () => {
  it('takes ringgit as people type them and refuses what is not an amount', () => {
    expect(amountProblem('')).toBe('request.form.amountRequired');
    expect(amountProblem('  ')).toBe('request.form.amountRequired');
    expect(amountProblem('12.345')).toBe('request.form.amountInvalid');
    expect(amountProblem('-5')).toBe('request.form.amountInvalid');
    expect(amountProblem('ten')).toBe('request.form.amountInvalid');
    expect(amountProblem('0')).toBe('request.form.amountZero');
    expect(amountProblem('0.00')).toBe('request.form.amountZero');
    expect(amountProblem('0.01')).toBeNull();
    expect(amountProblem('RM 1,250.50')).toBeNull();
    expect(amountProblem('10,000,000')).toBeNull();
    expect(amountProblem('10,000,000.01')).toBe('request.form.amountTooLarge');
    expect(REQUEST_PARAMS.amount.max).toBe(CREDIT_MAX_AMOUNT_SEN);
  });

  it('needs a reason within the contract limit, read from its schema', () => {
    const values = { ...EMPTY_REQUEST, amount: '10' };
    expect(validateRequestForm(values)).toEqual({ reason: 'request.form.reasonRequired' });
    expect(validateRequestForm({ ...values, reason: '   ' })).toEqual({ reason: 'request.form.reasonRequired' });
    expect(validateRequestForm({ ...values, reason: 'x'.repeat(CREDIT_REASON_MAX_LENGTH + 1) })).toEqual({ reason: 'request.form.reasonTooLong' });
    expect(validateRequestForm({ ...values, reason: 'Deposit refund' })).toEqual({});
    expect(REQUEST_PARAMS.reason.max).toBe(CREDIT_REASON_MAX_LENGTH);
  });

  it('accepts a JPEG, PNG, WebP or PDF receipt up to the upload limit, and none', () => {
    expect(receiptProblem(null)).toBeNull();
    expect(receiptProblem(file('image/jpeg', 10))).toBeNull();
    expect(receiptProblem(file('application/pdf', 10))).toBeNull();
    expect(receiptProblem(file('image/gif', 10))).toBe('request.form.receiptType');
    expect(receiptProblem(file('image/png', MAX_UPLOAD_BYTES + 1))).toBe('request.form.receiptTooLarge');
  });

  it('warns, without refusing, of a deduction above the balance', () => {
    expect(exceedsBalance({ kind: 'deduction', amount: '50.01' }, 5000)).toBe(true);
    expect(exceedsBalance({ kind: 'deduction', amount: '50' }, 5000)).toBe(false);
    expect(exceedsBalance({ kind: 'top_up', amount: '900' }, 0)).toBe(false);
    expect(validateRequestForm({ kind: 'deduction', amount: '900', reason: 'Damage', receipt: null })).toEqual({});
  });

  it('sends the amount in sen and the reason trimmed', () => {
    expect(requestBody('acc', { kind: 'deduction', amount: '1,250.5', reason: '  Broken lamp ', receipt: null })).toEqual({
      accountId: 'acc',
      kind: 'deduction',
      amountSen: 125050,
      reason: 'Broken lamp',
    });
    expect(() => requestBody('acc', { ...EMPTY_REQUEST, amount: 'x' })).toThrow();
  });
});

describe('my credit requests', () => {
  const request = (over: Partial<CreditRequest>) => ({ id: 'r', makerId: 'me', status: 'pending', createdAt: '2026-01-01T00:00:00Z', ...over }) as CreditRequest;

  it('asks the server for the admin’s own requests, by status or all', () => {
    const filterOf = (search: string) => JSON.parse(new URLSearchParams(search).get('filter') ?? '{}') as unknown;
    expect(filterOf(myRequestsSearch({ status: 'pending', makerId: 'me' }, 1))).toEqual({ mine: true, status: 'pending' });
    expect(filterOf(myRequestsSearch({ status: 'all', makerId: 'me' }, 1))).toEqual({ mine: true });
  });

  it('answers from saved rows with only this admin’s, and drops a cancelled one from Pending', () => {
    const local = localMyRequests({ status: 'pending', makerId: 'me' });
    expect(local.filter(request({}))).toBe(true);
    expect(local.filter(request({ makerId: 'other' }))).toBe(false);
    expect(matchesStatus({ status: 'pending' })(request({ status: 'cancelled' }))).toBe(false);
    expect(matchesStatus({ status: 'all' })(request({ status: 'cancelled' }))).toBe(true);
  });
});
