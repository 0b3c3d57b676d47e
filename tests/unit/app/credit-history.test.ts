import { describe, expect, it } from 'vitest';
import type { CreditEntry } from '@shared/contracts/credit';
import { filenameFromDisposition } from '@app/kit/download/file-name';
import { ALL_ENTRIES, exportSearch, FALLBACK_EXPORT_NAME, historySearch, isFiltered, localHistoryAnswer, rangeProblem } from '@app/features/credit/history/history-query';

const decode = (search: string) => Object.fromEntries([...new URLSearchParams(search)].map(([k, v]) => [k, JSON.parse(v) as unknown]));

describe('the export file name', () => {
  it('is the server\'s plain filename, quoted or not', () => {
    expect(filenameFromDisposition('attachment; filename="credit-history-2026-11-25.csv"', FALLBACK_EXPORT_NAME)).toBe('credit-history-2026-11-25.csv');
    expect(filenameFromDisposition('attachment; filename=credit-history-2026-11-25.csv', FALLBACK_EXPORT_NAME)).toBe('credit-history-2026-11-25.csv');
    expect(filenameFromDisposition('attachment;filename="a \\"b\\".csv"; size=3', FALLBACK_EXPORT_NAME)).toBe('a "b".csv');
  });

  it('prefers the UTF-8 filename* when both are given', () => {
    expect(filenameFromDisposition("attachment; filename=\"plain.csv\"; filename*=UTF-8''%E9%A2%9D%E5%BA%A6.csv", FALLBACK_EXPORT_NAME)).toBe('额度.csv');
  });

  it('never names a folder, and falls back when there is no name', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"', FALLBACK_EXPORT_NAME)).toBe('passwd');
    expect(filenameFromDisposition('attachment; filename="C:\\\\temp\\\\x.csv"', FALLBACK_EXPORT_NAME)).toBe('x.csv');
    expect(filenameFromDisposition(null, FALLBACK_EXPORT_NAME)).toBe(FALLBACK_EXPORT_NAME);
    expect(filenameFromDisposition('attachment', FALLBACK_EXPORT_NAME)).toBe(FALLBACK_EXPORT_NAME);
    expect(filenameFromDisposition("attachment; filename*=UTF-8''%E0%A4%A", FALLBACK_EXPORT_NAME)).toBe(FALLBACK_EXPORT_NAME);
  });
});

describe('the history query', () => {
  const query = { accountId: '7d4f3c2e-1111-4222-8333-444455556666', kind: 'deduction' as const, from: '2026-11-01', to: '2026-11-30' };

  it('asks for one page, newest first, with only the filters that are set', () => {
    expect(decode(historySearch(ALL_ENTRIES, 1))).toEqual({ sort: { createdAt: 'desc' }, pagination: { limit: 20, currentPage: 1 } });
    expect(decode(historySearch(query, 3))).toEqual({ filter: query, sort: { createdAt: 'desc' }, pagination: { limit: 20, currentPage: 3 } });
  });

  it('exports the same filter and order, without pages', () => {
    expect(decode(exportSearch(query))).toEqual({ filter: query, sort: { createdAt: 'desc' } });
    expect(decode(exportSearch({ ...ALL_ENTRIES, kind: 'top_up' }))).toEqual({ filter: { kind: 'top_up' }, sort: { createdAt: 'desc' } });
  });

  it('refuses a range that ends before it starts; one open end or the same day is fine', () => {
    expect(rangeProblem({ from: '2026-11-02', to: '2026-11-01' })).toBe('fromAfterTo');
    expect(rangeProblem({ from: '2026-11-01', to: '2026-11-01' })).toBeNull();
    expect(rangeProblem({ from: '2026-11-01', to: '' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-11-01' })).toBeNull();
    expect(isFiltered(ALL_ENTRIES)).toBe(false);
    expect(isFiltered({ ...ALL_ENTRIES, to: '2026-11-01' })).toBe(true);
  });

  it('filters saved entries by Kuala Lumpur business date offline, newest first', () => {
    const entry = (id: string, createdAt: string, kind: CreditEntry['kind'] = 'top_up'): CreditEntry => ({
      id, accountId: query.accountId, holderName: 'Siti', amountSen: 100, kind, requestId: null, reversesEntryId: null, reversedByEntryId: null,
      reason: 'r', createdBy: null, createdByName: null, createdAt,
    });
    // 16:30 UTC on 31 Oct is 00:30 on 1 Nov in Kuala Lumpur.
    const lateOctoberUtc = entry('a', '2026-10-31T16:30:00.000Z');
    const octoberInKl = entry('b', '2026-10-31T15:30:00.000Z');
    const local = localHistoryAnswer({ ...ALL_ENTRIES, from: '2026-11-01', to: '2026-11-01' });
    expect(local.filter(lateOctoberUtc)).toBe(true);
    expect(local.filter(octoberInKl)).toBe(false);
    expect(localHistoryAnswer({ ...ALL_ENTRIES, kind: 'deduction' }).filter(lateOctoberUtc)).toBe(false);
    expect([octoberInKl, lateOctoberUtc].sort(local.sort).map((e) => e.id)).toEqual(['a', 'b']);
  });
});
