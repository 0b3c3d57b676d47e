import { describe, expect, it } from 'vitest';
import { reportCaptureItems } from '@app/features/dsr/form/report-capture';

const ID = '5f0c1f1e-8a4b-4c4e-9a1e-2b7d2f7c9a10';
const PROPERTY = '0b9d7c1e-3f2a-4d5b-8c6e-1a2b3c4d5e6f';
const slip = (name: string) => new File([new Uint8Array([0xff, 0xd8, 0xff])], name, { type: 'image/jpeg' });

describe('a DSR capture', () => {
  it('is the report, then one upload per photo naming it, then the submit, all on one record', () => {
    const bankIn = slip('bank-in.jpg');
    const petty = slip('petty.jpg');
    const items = reportCaptureItems({
      write: { mode: 'create', body: { id: ID, propertyId: PROPERTY, businessDate: '2026-11-28', countedCashSen: 100 } },
      title: 'Ampang Suites · 2026-11-28',
      photos: [
        { kind: 'bank-in', file: bankIn },
        { kind: 'petty-cash', file: petty },
      ],
      submit: { expected: 'draft' },
    });
    expect(items.map((i) => [i.kind, i.request.method, i.request.path])).toEqual([
      ['dsr.create', 'POST', '/api/dsr'],
      ['dsr.photo', 'POST', `/api/dsr/${ID}/photos/bank-in`],
      ['dsr.photo', 'POST', `/api/dsr/${ID}/photos/petty-cash`],
      ['dsr.submit', 'POST', `/api/dsr/${ID}/submit`],
    ]);
    expect(new Set(items.map((i) => i.recordKey))).toEqual(new Set([`dsr.report:${ID}`]));
    expect(items[0]!.request.body).toMatchObject({ id: ID, propertyId: PROPERTY });
    expect(items[1]!.request).toMatchObject({ body: null, files: [{ field: 'photo', blob: bankIn, name: 'bank-in.jpg' }] });
    expect(items[3]!.request.body).toEqual({ expected: 'draft' });
    expect(items.every((i) => i.title === 'Ampang Suites · 2026-11-28' && i.patch === null)).toBe(true);
  });

  it('saves a draft without a submit, and an edit as a patch with the version seen', () => {
    const items = reportCaptureItems({
      write: { mode: 'update', id: ID, body: { version: 4, countedCashSen: 200 } },
      title: 'Ampang Suites · 2026-11-27',
      photos: [],
      submit: null,
    });
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'dsr.edit', request: { method: 'PATCH', path: `/api/dsr/${ID}`, body: { version: 4, countedCashSen: 200 } } });
  });

  it('refuses a new report without the id the device chose', () => {
    expect(() => reportCaptureItems({ write: { mode: 'create', body: { propertyId: PROPERTY, businessDate: '2026-11-28' } }, title: 't', photos: [], submit: null })).toThrow();
  });
});
