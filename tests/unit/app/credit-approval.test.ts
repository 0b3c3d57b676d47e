import { describe, expect, it } from 'vitest';
import { balanceAfter } from '@app/features/credit/approval/balance-after';

describe('the balance after a request', () => {
  it('adds a top-up', () => {
    expect(balanceAfter({ kind: 'top_up', amountSen: 5_000, balanceSen: 1_250 })).toEqual({ afterSen: 6_250, changeSen: 5_000, short: false });
  });

  it('takes a deduction away, down to exactly zero', () => {
    expect(balanceAfter({ kind: 'deduction', amountSen: 1_250, balanceSen: 1_250 })).toEqual({ afterSen: 0, changeSen: -1_250, short: false });
  });

  it('marks a deduction the balance does not cover', () => {
    expect(balanceAfter({ kind: 'deduction', amountSen: 1_251, balanceSen: 1_250 })).toEqual({ afterSen: -1, changeSen: -1_251, short: true });
    expect(balanceAfter({ kind: 'deduction', amountSen: 1, balanceSen: 0 }).short).toBe(true);
  });
});
