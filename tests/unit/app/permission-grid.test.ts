import { describe, expect, it } from 'vitest';
import { areaCodes, areaState, sameCodes, setArea, summarisePermissions, toggleCode } from '@app/features/administrators/permission-grid';

describe('permission editor grid', () => {
  it('an area owns four codes: view, create, edit, approve/delete', () => {
    expect(areaCodes('admin')).toEqual([0, 1, 2, 3]);
    expect(areaCodes('freeStay')).toEqual([52, 53, 54, 55]);
    expect(areaCodes('credit')).toEqual([64, 65, 66, 67]);
  });

  it('ticks and unticks one code, keeping the list sorted and unique', () => {
    expect(toggleCode([4, 0], 2, true)).toEqual([0, 2, 4]);
    expect(toggleCode([0, 2, 4], 2, true)).toEqual([0, 2, 4]);
    expect(toggleCode([0, 2, 4], 2, false)).toEqual([0, 4]);
  });

  it('"all" grants or removes a whole area without touching the others', () => {
    expect(setArea([5, 12], 'admin', true)).toEqual([0, 1, 2, 3, 5, 12]);
    expect(setArea([0, 1, 2, 3, 5], 'admin', false)).toEqual([5]);
  });

  it('knows whether an area is fully, partly or not granted', () => {
    expect(areaState([0, 1, 2, 3], 'admin')).toBe('all');
    expect(areaState([1], 'admin')).toBe('some');
    expect(areaState([4], 'admin')).toBe('none');
  });

  it('summarises codes per area for the detail page', () => {
    expect(summarisePermissions([4, 5, 0, 55])).toEqual([
      { area: 'admin', actions: ['view'] },
      { area: 'user', actions: ['view', 'create'] },
      { area: 'freeStay', actions: ['approve'] },
    ]);
  });

  it('compares selections regardless of order', () => {
    expect(sameCodes([2, 1], [1, 2])).toBe(true);
    expect(sameCodes([1], [1, 2])).toBe(false);
  });
});
