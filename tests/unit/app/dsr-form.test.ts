import { describe, expect, it } from 'vitest';
import { dsrPatch, newDsr } from '@shared/contracts/dsr';
import { emptyReport, pettyCashSenOf, reportProblems, toCreateBody, toPatch, varianceOf, type ReportFormValues } from '@app/features/dsr/form/report-form';

const TODAY = '2026-11-28';
const ID = '5f0c1f1e-8a4b-4c4e-9a1e-2b7d2f7c9a10';
const PROPERTY = '0b9d7c1e-3f2a-4d5b-8c6e-1a2b3c4d5e6f';

const filled = (patch: Partial<ReportFormValues> = {}): ReportFormValues => ({
  ...emptyReport(TODAY),
  propertyId: PROPERTY,
  propertyName: 'Ampang Suites',
  countedCash: '450.00',
  pettyCash: [{ key: 'a', description: 'Detergent', amount: '50' }],
  ...patch,
});

describe('the DSR form', () => {
  it('works out the variance as expected − counted − petty cash, and nothing until both are known', () => {
    expect(pettyCashSenOf(filled().pettyCash)).toBe(5_000);
    expect(varianceOf(50_000, filled())).toBe(0);
    expect(varianceOf(52_000, filled())).toBe(2_000);
    expect(varianceOf(48_000, filled())).toBe(-2_000);
    expect(varianceOf(null, filled())).toBeNull();
    expect(varianceOf(50_000, filled({ countedCash: '' }))).toBeNull();
  });

  it('opens on today, and refuses a day still to come', () => {
    expect(emptyReport(TODAY).businessDate).toBe(TODAY);
    const check = { today: TODAY, expectedCashSen: 50_000, submitting: false };
    expect(reportProblems(filled({ businessDate: '2026-11-29' }), check)).toEqual({ businessDate: 'dateFuture' });
    expect(reportProblems(filled(), check)).toEqual({});
  });

  it('needs the cash counted to submit, not to save a draft', () => {
    const values = filled({ countedCash: '', pettyCash: [] });
    expect(reportProblems(values, { today: TODAY, expectedCashSen: 0, submitting: false })).toEqual({});
    expect(reportProblems(values, { today: TODAY, expectedCashSen: 0, submitting: true })).toEqual({ countedCash: 'countedRequired' });
  });

  it('asks for a remark before submitting a report whose cash does not balance', () => {
    const short = { today: TODAY, expectedCashSen: 52_000, submitting: true };
    expect(reportProblems(filled(), short)).toEqual({ varianceRemark: 'remarkRequired' });
    expect(reportProblems(filled({ varianceRemark: 'RM 20 refunded to a guest' }), short)).toEqual({});
    // Without the day's figures on the device the server is the judge of the variance.
    expect(reportProblems(filled(), { ...short, expectedCashSen: null })).toEqual({});
  });

  it('names each petty-cash line that is not right', () => {
    const values = filled({ pettyCash: [{ key: 'a', description: ' ', amount: '12.345' }, { key: 'b', description: 'Ice', amount: '0' }] });
    expect(reportProblems(values, { today: TODAY, expectedCashSen: null, submitting: false })).toEqual({
      'pettyCash.0.description': 'descriptionRequired',
      'pettyCash.0.amount': 'amountInvalid',
      'pettyCash.1.amount': 'amountPositive',
    });
  });

  it('builds bodies the contract accepts, in sen, under the id the device chose', () => {
    const body = toCreateBody(ID, filled({ notes: '  ' }));
    expect(body).toEqual({
      id: ID,
      propertyId: PROPERTY,
      businessDate: TODAY,
      countedCashSen: 45_000,
      pettyCash: [{ description: 'Detergent', amountSen: 5_000 }],
      varianceRemark: null,
      notes: null,
    });
    expect(newDsr.safeParse(body).success).toBe(true);
    const patch = toPatch(filled({ varianceRemark: 'Short' }), 3);
    expect(patch).toMatchObject({ version: 3, varianceRemark: 'Short', countedCashSen: 45_000 });
    expect(dsrPatch.safeParse(patch).success).toBe(true);
  });
});
