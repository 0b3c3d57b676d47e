import { describe, expect, it } from 'vitest';
import { describeChanges, humaniseAction, permissionDelta } from '@app/features/administrators/admin-history';

describe('change history lines', () => {
  it('lists the fields that changed, not the bookkeeping ones', () => {
    const before = { name: 'Aisyah', phone: null, active: true, updatedAt: '2026-01-01', permissions: [0] };
    const after = { name: 'Nur Aisyah', phone: '+60123456789', active: true, updatedAt: '2026-02-01', permissions: [0] };
    expect(describeChanges(before, after)).toEqual([
      { field: 'name', from: 'Aisyah', to: 'Nur Aisyah' },
      { field: 'phone', from: null, to: '+60123456789' },
    ]);
  });

  it('tells granted from revoked codes', () => {
    expect(permissionDelta([0, 1, 2], [2, 4])).toEqual({ added: [4], removed: [0, 1] });
    expect(permissionDelta(null, [4])).toEqual({ added: [4], removed: [] });
  });

  it('gives untranslated actions a readable name', () => {
    expect(humaniseAction('administrator.reset-password')).toBe('Administrator reset password');
  });
});
