import { describe, expect, it } from 'vitest';
import { decisionRemark, REQUEST_ENTITY, requestTone } from '@app/features/credit/requests/request-history';
import { humaniseAuditAction as humaniseAction } from '@app/kit/record/history-lines';
import { recordHistorySearch } from '@app/kit/record/history-search';

describe('a credit request’s history', () => {
  it('asks the audit for this request’s entries, newest first', () => {
    const params = new URLSearchParams(recordHistorySearch(REQUEST_ENTITY, 'r-1'));
    expect(JSON.parse(params.get('filter') ?? '')).toEqual({ entity: 'credit.request', entityId: 'r-1' });
    expect(JSON.parse(params.get('sort') ?? '')).toEqual({ at: 'desc' });
  });

  it('colours decisions and shows the remark they came with', () => {
    expect(requestTone('credit.approve')).toBe('good');
    expect(requestTone('credit.cancel')).toBe('bad');
    expect(requestTone('credit.attach')).toBe('neutral');
    expect(decisionRemark({ action: 'credit.reject', after: { remark: 'No receipt' } })).toBe('No receipt');
    expect(decisionRemark({ action: 'credit.approve', after: { remark: '' } })).toBeNull();
    expect(decisionRemark({ action: 'credit.request', after: { remark: 'x' } })).toBeNull();
    expect(humaniseAction('credit.top_up')).toBe('Top up');
  });
});
