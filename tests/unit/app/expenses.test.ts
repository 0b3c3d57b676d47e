import { describe, expect, it } from 'vitest';
import { expenseDecision, newExpense, type Expense } from '@shared/contracts/expenses';
import { hasFieldErrors } from '@app/kit/form/define-form';
import { captureItems, CREATE_KIND, expenseRecordKey, RECEIPT_KIND } from '@app/features/expenses/form/capture-items';
import { emptyExpense, expenseForm, expenseValuesOf, toNewExpense, totalSenOf, type ExpenseFormValues } from '@app/features/expenses/form/expense-form';
import { placeIds, placeOf } from '@app/features/expenses/form/place';
import { expenseDecisions } from '@app/features/expenses/decisions';
import { clearedQuery, defaultExpenseQuery, expenseFilterOf, expenseListSearch, isNarrowed } from '@app/features/expenses/list/expense-query';

const ID = '6f1c2a3e-8b4d-4f5a-9c6b-7d8e9f0a1b2c';
const PROPERTY = '0b7a9a52-1c3d-4e5f-8a9b-0c1d2e3f4a5b';
const UNIT = '1c8b0b63-2d4e-4f60-9bac-1d2e3f4a5b6c';

const typed = (over: Partial<ExpenseFormValues>): ExpenseFormValues => ({ ...emptyExpense(new Date('2026-11-28T03:00:00Z')), category: 'repairs', payee: 'Ah Seng Plumbing', amount: '180', ...over });

const recorded: Expense = {
  id: ID, expenseDate: '2026-11-20', category: 'cleaning', propertyId: PROPERTY, propertyName: 'Vista', unitId: UNIT, unitName: 'A-03-02',
  payee: 'Sparkle', description: null, amountSen: 12_000, sstSen: 960, totalSen: 12_960, billable: true, status: 'recorded',
  receipt: null, recordedBy: 'a1', recordedByName: 'Aminah', approvedBy: null, approvedByName: null, approvedAt: null,
  voidedBy: null, voidedByName: null, voidedAt: null, voidReason: null, createdAt: '2026-11-20T02:00:00Z', updatedAt: '2026-11-20T02:00:00Z', version: 1,
};

describe('the expense form', () => {
  it('dates a new expense today in Kuala Lumpur, not on the device clock', () => {
    // 17:30 UTC on 30 Nov is already 1 Dec in Kuala Lumpur.
    expect(emptyExpense(new Date('2026-11-30T17:30:00Z')).expenseDate).toBe('2026-12-01');
  });

  it('turns typed ringgit into exact sen, SST left blank being none', () => {
    expect(toNewExpense(typed({ amount: '0.29', sst: '' }), ID)).toMatchObject({ amountSen: 29, sstSen: 0 });
    expect(toNewExpense(typed({ amount: '1,234.56', sst: '98.76' }), ID)).toMatchObject({ amountSen: 123_456, sstSen: 9_876 });
    // 19.99 + 1.20 in floats is 21.189999…; in sen it is 2119.
    expect(totalSenOf({ amount: '19.99', sst: '1.20' })).toBe(2_119);
    expect(totalSenOf({ amount: '19.999', sst: '' })).toBeNull();
  });

  it('sends a body the contract takes, with the id the device chose', () => {
    const body = toNewExpense(typed({ place: `unit:${UNIT}`, description: '  ', billable: true }), ID);
    expect(body).toMatchObject({ id: ID, propertyId: null, unitId: UNIT, description: null, billable: true, payee: 'Ah Seng Plumbing' });
    expect(newExpense.safeParse(body).success).toBe(true);
  });

  it('says what is wrong before the tap: amounts, the category, a billable expense with no place', () => {
    expect(expenseForm.validate(typed({}))).toSatisfy((e: object) => !hasFieldErrors(e));
    expect(expenseForm.validate(typed({ amount: '' })).amount).toBe('form.amountRequired');
    expect(expenseForm.validate(typed({ amount: '0' })).amount).toBe('form.amountInvalid');
    expect(expenseForm.validate(typed({ amount: '12.345' })).amount).toBe('form.amountInvalid');
    expect(expenseForm.validate(typed({ sst: 'six' })).sst).toBe('form.sstInvalid');
    expect(expenseForm.validate(typed({ category: '' })).category).toBe('form.categoryRequired');
    expect(expenseForm.validate(typed({ payee: '   ' })).payee).toBe('form.payeeRequired');
    expect(expenseForm.validate(typed({ billable: true })).place).toBe('form.billableNeedsPlace');
    expect(expenseForm.validate(typed({ billable: true, place: `property:${PROPERTY}` })).place).toBeUndefined();
  });

  it('puts the server’s sen and ids on the fields the admin typed', () => {
    expect(expenseForm.serverField?.('body.amountSen')).toBe('amount');
    expect(expenseForm.serverField?.('sstSen')).toBe('sst');
    expect(expenseForm.serverField?.('body.unitId')).toBe('place');
    expect(expenseForm.serverField?.('body.payee')).toBe('payee');
  });

  it('fills an edit from the record and sends it back unchanged, with its version', () => {
    const values = expenseValuesOf(recorded);
    expect(values).toMatchObject({ amount: '120.00', sst: '9.60', place: `unit:${UNIT}`, placeLabel: 'A-03-02 · Vista', billable: true });
    expect(expenseForm.toPatch(values, recorded)).toMatchObject({ amountSen: 12_000, sstSen: 960, unitId: UNIT, propertyId: null, version: 1 });
  });

  it('reads one place value as a property, a unit or company-wide', () => {
    expect(placeIds('')).toEqual({ propertyId: null, unitId: null });
    expect(placeIds(`property:${PROPERTY}`)).toEqual({ propertyId: PROPERTY, unitId: null });
    expect(placeOf({ propertyId: PROPERTY, unitId: null })).toBe(`property:${PROPERTY}`);
    expect(placeOf({ propertyId: PROPERTY, unitId: UNIT })).toBe(`unit:${UNIT}`);
  });
});

describe('an expense captured for the outbox', () => {
  const body = toNewExpense(typed({}), ID);
  const receipt = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'receipt.jpg', { type: 'image/jpeg' });

  it('is the create alone without a receipt', () => {
    const items = captureItems(body, null);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: CREATE_KIND, recordKey: `expenses.expense:${ID}`, request: { method: 'POST', path: '/api/expenses', body } });
  });

  it('is the create, then its receipt as a multipart item naming the same record', () => {
    const [create, file] = captureItems(body, receipt);
    expect(create?.kind).toBe(CREATE_KIND);
    expect(file).toMatchObject({ kind: RECEIPT_KIND, recordKey: expenseRecordKey(ID), request: { method: 'POST', path: `/api/expenses/${ID}/receipt`, body: null } });
    expect(file?.request.files).toEqual([{ field: 'receipt', blob: receipt, name: 'receipt.jpg' }]);
    expect(file?.title).toBe(create?.title);
  });
});

describe('expense decisions', () => {
  it('approve and void (the kit’s reject) go with the status the admin saw', () => {
    const approve = expenseDecisions.decide.item(recorded, { decision: 'approve', remark: '' });
    expect(approve).toMatchObject({ kind: 'expenses.approve', recordKey: `expenses.expense:${ID}`, request: { method: 'POST', path: `/api/expenses/${ID}/decision` }, patch: { status: 'approved' } });
    expect(expenseDecision.safeParse(approve.request.body).success).toBe(true);
    const voided = expenseDecisions.decide.item(recorded, { decision: 'reject', remark: 'Paid twice' });
    expect(voided.kind).toBe('expenses.void');
    expect(voided.request.body).toEqual({ action: 'void', remark: 'Paid twice', expected: 'recorded' });
    expect(voided.patch).toEqual({ status: 'void', voidReason: 'Paid twice' });
  });
});

describe('the expense list query', () => {
  it('opens on this month in Kuala Lumpur, every status', () => {
    const query = defaultExpenseQuery(new Date('2026-11-30T16:30:00Z'));
    expect(query.month).toBe('2026-12');
    expect(expenseFilterOf(query)).toEqual({ month: '2026-12' });
    expect(isNarrowed(query)).toBe(false);
  });

  it('sends what narrows it, and never the chosen property’s name', () => {
    const query = { ...defaultExpenseQuery(), month: '2026-10', status: 'approved' as const, category: 'laundry' as const, billable: false, propertyId: PROPERTY, propertyName: 'Vista', search: ' sparkle ' };
    expect(expenseFilterOf(query)).toEqual({ month: '2026-10', status: 'approved', category: 'laundry', billable: false, propertyId: PROPERTY, search: 'sparkle' });
    const params = new URLSearchParams(expenseListSearch(query, 2));
    expect(JSON.parse(params.get('sort') ?? '{}')).toEqual({ expenseDate: 'desc', createdAt: 'desc' });
    expect(JSON.parse(params.get('pagination') ?? '{}')).toMatchObject({ currentPage: 2 });
    expect(isNarrowed(query)).toBe(true);
    expect(clearedQuery(query)).toMatchObject({ month: '2026-10', status: 'all', propertyId: null, search: '' });
  });
});
