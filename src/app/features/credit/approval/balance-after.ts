import type { CreditRequest } from '@shared/contracts/credit';

export interface BalanceAfter {
  /** The holder's balance once the request is applied, in sen. */
  afterSen: number;
  /** The change the request makes: negative for a deduction. */
  changeSen: number;
  /** A deduction larger than the balance: the server refuses its approval (409). */
  short: boolean;
}

/** What approving a request would leave, from the balance the server last told this device. */
export function balanceAfter(request: Pick<CreditRequest, 'kind' | 'amountSen' | 'balanceSen'>): BalanceAfter {
  const changeSen = request.kind === 'deduction' ? -request.amountSen : request.amountSen;
  const afterSen = request.balanceSen + changeSen;
  return { afterSen, changeSen, short: afterSen < 0 };
}
