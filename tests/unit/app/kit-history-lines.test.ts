import { describe, expect, it } from 'vitest';
import { entryChanges, humaniseAuditAction, remarkOf, toneOf, type HistoryLines } from '@app/kit/record/history-lines';

const lines: HistoryLines = { namespace: 'x', testId: 'x-history', fields: ['name', 'city'] };

describe('history lines', () => {
  it('lists the declared fields an edit changed, and none for a new record', () => {
    const before = { name: 'A', city: 'Ipoh', version: 1 };
    expect(entryChanges(lines, { action: 'x.update', before, after: { ...before, city: 'Klang', version: 2 } })).toEqual([{ field: 'city', from: 'Ipoh', to: 'Klang' }]);
    expect(entryChanges(lines, { action: 'x.create', before: null, after: before })).toEqual([]);
  });

  it('takes the area’s own changes over its fields', () => {
    expect(entryChanges({ ...lines, changes: () => [{ field: 'name', from: 1, to: 2 }] }, { action: 'x.update', before: {}, after: {} })).toEqual([{ field: 'name', from: 1, to: 2 }]);
  });

  it('colours decisions and reads their remarks', () => {
    const tone = toneOf(['x.approve'], ['x.reject']);
    expect([tone('x.approve'), tone('x.reject'), tone('x.update')]).toEqual(['good', 'bad', 'neutral']);
    const remark = remarkOf(['x.reject']);
    expect(remark({ action: 'x.reject', after: { remark: 'No' } })).toBe('No');
    expect(remark({ action: 'x.update', after: { remark: 'No' } })).toBeNull();
    expect(remark({ action: 'x.reject', after: { remark: '' } })).toBeNull();
  });

  it('names an action without words by its last part', () => {
    expect(humaniseAuditAction('service-package.new_version')).toBe('New version');
  });
});
